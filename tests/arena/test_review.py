"""`python -m caylus.review` (issue 23): the prestige breakdown of a saved game or an arena
game, from the core's events, in the catalogue's words; bad input is said, not raised."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from caylus.arena.__main__ import main as arena_main
from caylus.core import new_game
from caylus.persistence.saves import save_game
from caylus.review import main


def finished_save(folder: Path) -> Path:
    game = new_game(3, 12, names=["Ann", "Ben", "Cid"])
    rng = random.Random(12)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    path = folder / "game.json"
    save_game(game, path)
    return path


def table(output: str) -> dict[str, list[str]]:
    """The breakdown's rows by their first word: the lines after the title, to the blank."""
    rows = [line.split() for line in output.split("\n\n")[0].splitlines()[1:]]
    return {row[0]: row[1:] for row in rows}


def test_a_saved_games_breakdown_adds_up_to_each_score(tmp_path, capsys) -> None:
    assert main([str(finished_save(tmp_path)), "--language", "en", "--no-costs"]) == 0
    rows = table(capsys.readouterr().out)
    assert rows["Player"][-1] == "Total" and set(rows) == {"Player", "Ann", "Ben", "Cid"}
    for name in ("Ann", "Ben", "Cid"):
        *parts, total = map(int, rows[name])
        assert sum(parts) == total


@pytest.mark.parametrize("old", [False, True])
def test_an_arena_game_is_read_back_or_played_again(tmp_path, capsys, old) -> None:
    """A record keeps its actions; an old one (without them) is played again by its players:
    both give the recorded scores."""
    results = tmp_path / "arena.jsonl"
    assert arena_main(["--players", "random,easy", "--games", "2", "--seed", "5", "--out",
                       str(results), "--quiet"]) == 0
    lines = results.read_text().splitlines()
    recorded = json.loads(lines[1])
    assert len(recorded["actions"]) == recorded["decisions"]
    if old:
        del recorded["actions"]
        results.write_text(lines[0] + "\n" + json.dumps(recorded) + "\n")
    capsys.readouterr()
    assert main([str(results), "--game", "2", "--language", "en", "--no-costs"]) == 0
    output = capsys.readouterr().out
    assert ("again" in output.splitlines()[0]) == old
    rows = table(output.split("\n", 1)[1] if old else output)
    totals = [int(row[-1]) for name, row in rows.items() if name != "Player"]
    assert totals == [seat["score"] for seat in recorded["seats"]]


@pytest.mark.parametrize("arguments, said", [
    (["nosuch.json"], "There is no file"),
    (["{arena}"], "--game K"),
    (["{arena}", "--game", "9"], "holds no game"),
])
def test_bad_input_is_said_in_words(tmp_path, capsys, arguments, said) -> None:
    arena = tmp_path / "arena.jsonl"
    arena.write_text("")
    argv = [a.format(arena=arena) for a in arguments] + ["--language", "en"]
    if argv[0] == "nosuch.json":
        argv[0] = str(tmp_path / "nosuch.json")
    assert main(argv) == 2
    assert said in capsys.readouterr().err
