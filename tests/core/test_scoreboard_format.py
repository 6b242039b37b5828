"""The scoreboard's document (caylus.persistence.scoreboard): entries read back as written, a
game is rebuilt from its entry exactly, older formats keep loading, and damage costs no more
than the damaged part."""

from __future__ import annotations

import json
import random
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from caylus.core.game import Game, new_game
from caylus.persistence import scoreboard
from caylus.persistence.scoreboard import (
    ScoreboardDamaged,
    ScoreboardTooNew,
    Shelf,
    dumps,
    entry_of,
    loads,
    rebuild,
    salvage,
)

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "scoreboard"
EVENING = datetime(2026, 11, 20, 21, 5, tzinfo=timezone(timedelta(hours=1)))


def finished(seed: int, players: int = 2) -> Game:
    game = new_game(players, seed, seats=["human"] * (players - 1) + ["easy"])
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


def shelf_of(*games: Game) -> Shelf:
    shelf = Shelf()
    for n, game in enumerate(games):
        shelf.add(entry_of(game, EVENING + timedelta(hours=n)))
    return shelf


def test_entries_read_back_as_they_were_written() -> None:
    games = [finished(1), finished(2, players=3)]
    text = dumps(shelf_of(*games))
    entries = loads(text).entries
    assert [e.finished for e in entries] == [EVENING, EVENING + timedelta(hours=1)]
    assert [[s.score for s in e.seats] for e in entries] == [g.scores() for g in games]
    assert [list(e.winners) for e in entries] == [g.winners() for g in games]
    assert [s.kind for s in entries[1].seats] == ["human", "human", "easy"]
    assert loads(text).unreadable == 0


def test_a_game_rebuilt_from_its_entry_is_the_finished_game() -> None:
    game = finished(3, players=4)
    entry = loads(dumps(shelf_of(game))).entries[0]
    rebuilt = rebuild(entry)
    assert rebuilt.is_over
    assert rebuilt.final == game.final
    assert [str(a) for a in rebuilt.history] == [str(a) for a in game.history]
    assert rebuilt.to_dict() == game.to_dict()


def test_the_same_game_is_kept_once() -> None:
    shelf = shelf_of(finished(4))
    assert not shelf.add(entry_of(finished(4), EVENING + timedelta(days=1)))
    assert len(shelf.entries) == len(shelf.document["games"]) == 1


def test_an_unfinished_game_or_a_time_without_its_offset_is_not_kept() -> None:
    with pytest.raises(ValueError):
        entry_of(new_game(2, 1), EVENING)
    with pytest.raises(ValueError):
        entry_of(finished(1), EVENING.replace(tzinfo=None))


@pytest.mark.parametrize("damage", [
    lambda e: e.pop("game"),
    lambda e: e["players"][0].update(score=999),  # not the game's score
    lambda e: e["game"]["history"].pop(),  # the game's checksum no longer matches
    lambda e: e.update(finished="yesterday"),
    lambda e: e.update(winners=[]),
])
def test_one_bad_entry_loses_only_itself_and_stays_in_the_file(damage) -> None:
    document = json.loads(dumps(shelf_of(finished(1), finished(2), finished(3))))
    damage(document["games"][1])
    shelf = loads(json.dumps(document))
    assert shelf.unreadable == 1
    assert [e.seats[0].score for e in shelf.entries] == [finished(1).scores()[0],
                                                          finished(3).scores()[0]]
    shelf.add(entry_of(finished(5), EVENING))
    assert json.loads(dumps(shelf))["games"][1] == document["games"][1]  # kept as it was


@pytest.mark.parametrize(("text", "reason"), [
    ("", "empty"),
    ("\x00\x13garbage\xff", "not_json"),
    ('{"format": "caylus-game", "version": 3}', "not_scoreboard"),
    ('[1, 2, 3]', "not_scoreboard"),
])
def test_garbage_is_named_for_what_it_is(text: str, reason: str) -> None:
    with pytest.raises(ScoreboardDamaged) as raised:
        loads(text)
    assert raised.value.reason == reason


def test_a_file_cut_short_is_told_and_keeps_its_whole_lines() -> None:
    games = [finished(1), finished(2), finished(3)]
    text = dumps(shelf_of(*games))
    cut = text[: text.rindex("\n", 0, len(text) - 5) + 40]  # in the middle of the last entry
    with pytest.raises(ScoreboardDamaged) as raised:
        loads(cut)
    assert raised.value.reason == "cut_short"
    assert [e.seats[1].score for e in salvage(cut)] == [g.scores()[1] for g in games[:2]]


def test_a_newer_format_is_not_taken_for_damage() -> None:
    with pytest.raises(ScoreboardTooNew):
        loads('{"format": "caylus-scoreboard", "version": 99, "games": []}')


def test_the_committed_format_1_file_loads_and_its_games_rebuild() -> None:
    shelf = loads((FIXTURES / "v1-two-games.json").read_text("utf-8"))
    assert shelf.unreadable == 0
    assert [[s.name for s in e.seats] for e in shelf.entries] == [["Ann", "Ben"],
                                                                  ["Ann", "Ben", "Aldric"]]
    for entry in shelf.entries:
        assert rebuild(entry).scores() == [s.score for s in entry.seats]


def test_an_older_format_is_upgraded_one_step_at_a_time(monkeypatch) -> None:
    """The path a format 2 will take: today's file, read by a program whose format is 2
    and whose step 1 -> 2 renames a field, loads with the step applied."""
    def one_to_two(data):
        games = [{**g, "ended": g["finished"]} for g in data["games"]]
        return {**data, "version": 2, "games": games}

    monkeypatch.setattr(scoreboard, "SCOREBOARD_VERSION", 2)
    monkeypatch.setitem(scoreboard.UPGRADES, 1, one_to_two)
    shelf = loads((FIXTURES / "v1-two-games.json").read_text("utf-8"))
    assert shelf.document["version"] == 2
    assert all("ended" in g for g in shelf.document["games"])
    assert len(shelf.entries) == 2
