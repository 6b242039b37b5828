"""The scoreboard's file in the data folder (caylus.ui.scoreboard_store) and which games are
tonight's (caylus.ui.tonight): a finished game is kept once, a damaged file is set aside with a
clear message and nothing else lost, a folder that cannot be written is said and the game goes
on."""

from __future__ import annotations

import errno
import json
import random
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from caylus.core.game import Game, new_game
from caylus.persistence.scoreboard import entry_of
from caylus.ui import scoreboard_store
from caylus.ui.data_folder import os_error_reason
from caylus.ui.i18n import t
from caylus.ui.scoreboard_store import read_scoreboard, record_game, scoreboard_path
from caylus.ui.tonight import split_tonight, tallies

ZONE = timezone(timedelta(hours=1))


def at(day: int, hour: int, minute: int = 0) -> datetime:
    return datetime(2026, 11, day, hour, minute, tzinfo=ZONE)


def finished(seed: int, names: tuple[str, ...] = ("Ann", "Ben")) -> Game:
    game = new_game(len(names), seed, names=list(names))
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


def set_aside_files(folder: Path) -> list[Path]:
    return sorted(folder.glob("scoreboard.json.corrupt-*"))


def test_a_recorded_game_reads_back_once(data_dir: Path) -> None:
    game = finished(1)
    assert record_game(game, at(20, 22)) == []
    assert record_game(game, at(20, 23)) == []  # the same game again (Continue after a crash)
    board = read_scoreboard()
    assert board.notices == []
    assert [[s.score for s in e.seats] for e in board.entries] == [game.scores()]
    assert board.entries[0].finished == at(20, 22)


@pytest.mark.parametrize(("damage", "reason", "kept"), [
    (lambda text: text[: len(text) * 2 // 3], "cut_short", 1),
    (lambda text: "\x00\x01 not a scoreboard at all \x7f", "not_json", 0),
])
def test_a_damaged_file_is_set_aside_with_a_clear_message(data_dir: Path, damage, reason: str,
                                                          kept: int) -> None:
    for seed in (1, 2):
        record_game(finished(seed), at(20, 20 + seed))
    damaged = damage(scoreboard_path().read_text("utf-8"))
    scoreboard_path().write_text(damaged, "utf-8")
    board = read_scoreboard()
    aside = set_aside_files(data_dir)
    assert len(aside) == 1 and aside[0].read_text("utf-8") == damaged  # renamed, not deleted
    why = t(f"scoreboard.reason.{reason}")
    expected = (t("scoreboard.damaged", reason=why, file=aside[0].name, count=kept) if kept
                else t("scoreboard.damaged_new", reason=why, file=aside[0].name))
    assert board.notices == [expected]
    assert len(board.entries) == kept
    again = read_scoreboard()  # a new file was started: said once
    assert again.notices == [] and len(again.entries) == kept


def test_a_file_that_is_not_text_is_set_aside(data_dir: Path) -> None:
    scoreboard_path().write_bytes(b"\xff\xfe\x00garbage")
    notices = record_game(finished(3), at(20, 21))
    assert notices == [t("scoreboard.damaged_new", reason=t("scoreboard.reason.not_text"),
                         file=set_aside_files(data_dir)[0].name)]
    assert len(read_scoreboard().entries) == 1  # the game was recorded in the new file


def test_one_bad_entry_is_left_out_and_kept(data_dir: Path) -> None:
    for seed in (1, 2, 3):
        record_game(finished(seed), at(20, 18 + seed))
    document = json.loads(scoreboard_path().read_text("utf-8"))
    document["games"][0]["players"] = "scribbled over"
    scoreboard_path().write_text(json.dumps(document), "utf-8")
    board = read_scoreboard()
    assert board.notices == [t("scoreboard.entries_left_out", count=1)]
    assert len(board.entries) == 2
    record_game(finished(4), at(20, 23))
    games = json.loads(scoreboard_path().read_text("utf-8"))["games"]
    assert games[0]["players"] == "scribbled over" and len(games) == 4
    assert set_aside_files(data_dir) == []


def test_a_folder_that_cannot_be_written_is_said_and_nothing_raises(
        data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(path: Path, text: str, errors: str = "strict") -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(scoreboard_store, "write_atomically", refuse)
    error = OSError(errno.EROFS, "Read-only file system")
    assert record_game(finished(1), at(20, 21)) == [
        t("scoreboard.not_recorded", reason=os_error_reason(error))]
    assert read_scoreboard().entries == []


def test_a_newer_version_s_file_is_left_alone(data_dir: Path) -> None:
    newer = '{"format": "caylus-scoreboard", "version": 7, "games": [{"x": 1}]}'
    scoreboard_path().write_text(newer, "utf-8")
    assert record_game(finished(1), at(20, 21)) == [t("scoreboard.too_new")]
    assert scoreboard_path().read_text("utf-8") == newer
    assert set_aside_files(data_dir) == []


def test_tonight_runs_across_midnight_until_six_in_the_morning() -> None:
    games = {when: entry_of(finished(seed, names), when) for seed, names, when in (
        (1, ("Ann", "Ben"), at(19, 22)),  # the night before
        (2, ("Ann", "Ben"), at(20, 5, 50)),  # still the night before, at 05:50
        (3, ("Ann", "Ben"), at(20, 21)),
        (4, ("Ann", "Ben", "Cid"), at(20, 23, 30)),
        (5, ("Ben", "Cid"), at(21, 0, 40)),  # after midnight: still tonight
    )}
    tonight, earlier = split_tonight(games.values(), now=at(21, 1, 15))
    assert [e.finished for e in tonight] == [at(21, 0, 40), at(20, 23, 30), at(20, 21)]
    assert [e.finished for e in earlier] == [at(20, 5, 50), at(19, 22)]
    assert split_tonight(games.values(), now=at(21, 6, 5))[0] == []  # a new day


def test_each_name_s_games_wins_points_and_best() -> None:
    first, second = finished(3, ("Ann", "Ben")), finished(4, ("Ben", "Ann"))
    entries = [entry_of(second, at(20, 23)), entry_of(first, at(20, 21))]
    rows = {row.name: row for row in tallies(entries)}
    ann = [first.scores()[0], second.scores()[1]]
    assert (rows["Ann"].games, rows["Ann"].points, rows["Ann"].best) == (2, sum(ann), max(ann))
    wins = (0 in first.winners()) + (1 in second.winners())
    assert rows["Ann"].wins == wins
