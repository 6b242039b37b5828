"""`python -m caylus.review` under the inputs the fault campaign tried (issue 35): every one
is answered by one line in the player's words and exit status 2, never a traceback or a
wait without end."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from caylus.arena.__main__ import main as arena_main
from caylus.review import main


@pytest.fixture(scope="module")
def arena_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A real results file: one game of Random against Easy, its actions kept."""
    path = tmp_path_factory.mktemp("arena") / "arena.jsonl"
    assert arena_main(["--players", "random,easy", "--games", "1", "--seed", "3", "--out",
                       str(path), "--quiet"]) == 0
    return path


def changed(arena_file: Path, folder: Path, change) -> Path:
    """The file with its game's record changed by `change(record)`."""
    record = json.loads(arena_file.read_text().splitlines()[0])
    change(record)
    path = folder / "changed.jsonl"
    path.write_text(json.dumps(record) + "\n")
    return path


def said(capsys, argv: list[str]) -> str:
    assert main([*argv, "--language", "en"]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and err.strip() and len(err.strip().splitlines()) == 1
    return err


def test_numbers_beyond_reason_are_refused_before_use(arena_file: Path, capsys) -> None:
    huge = str(10**30)
    assert "--game" in said(capsys, [str(arena_file), "--game", huge])
    assert "--budget" in said(capsys, [str(arena_file), "--game", "1", "--budget", huge])
    assert "--processes" in said(capsys, [str(arena_file), "--game", "1", "--processes", "0"])


def test_a_line_nested_too_deep_is_no_game(tmp_path: Path, capsys) -> None:
    path = tmp_path / "deep.jsonl"
    path.write_text("[" * 100_000 + "]" * 100_000 + "\n")
    assert "holds no game" in said(capsys, [str(path), "--game", "1"])


def six_seats(record: dict) -> None:
    record["seats"] = record["seats"] * 3


def deal_in_words(record: dict) -> None:
    record["options"]["deal"] = "two"


def deal_from_the_future(record: dict) -> None:
    record["options"]["deal"] = 99


def unknown_player_without_actions(record: dict) -> None:
    record["seats"][0]["player"] = "grandmaster"
    del record["actions"]


def budget_without_end(record: dict) -> None:
    record["seats"][1]["budget"] = 10**30
    del record["actions"]


@pytest.mark.parametrize("change", [six_seats, deal_in_words, deal_from_the_future,
                                    unknown_player_without_actions, budget_without_end])
def test_a_record_the_file_check_lets_through_is_said_not_raised(
        arena_file: Path, tmp_path: Path, capsys, change) -> None:
    path = changed(arena_file, tmp_path, change)
    assert "line 1" in said(capsys, [str(path), "--game", "1"])


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes")
@pytest.mark.parametrize("name", ["pipe.jsonl", "pipe.json"])
def test_a_pipe_is_not_waited_on(tmp_path: Path, capsys, name: str) -> None:
    path = tmp_path / name
    os.mkfifo(path)
    assert "is not a file" in said(capsys, [str(path), "--game", "1"] if name.endswith("l")
                                   else [str(path)])


def test_a_missing_or_binary_file_is_named_for_what_it_is(tmp_path: Path, capsys) -> None:
    assert "There is no file" in said(capsys, [str(tmp_path / "gone.jsonl"), "--game", "1"])
    binary = tmp_path / "noise.jsonl"
    binary.write_bytes(bytes(range(256)) * 8)
    assert "holds no game" in said(capsys, [str(binary), "--game", "1"])
