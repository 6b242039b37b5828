"""Tonight's scores under faults (issue 35), each file made as the campaign made it: real
games recorded, then the file damaged, then the screen opened through the window. Nothing
readable is lost, nothing crashes, nothing hangs."""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

import pygame
import pytest

from caylus.persistence.saves import CHECKSUM_FIELD, checksum_of
from caylus.ui.app import App
from caylus.ui.i18n import t
from caylus.ui.scenes.scoreboard import ScoreboardScene
from caylus.ui.scoreboard_store import read_scoreboard, record_game, scoreboard_path
from caylus.ui.tonight import tallies
from tests.ui.test_scoreboard_store import at, finished

NAMES = ("Ann", "Bea", "Cid")


def recorded(count: int = 3) -> list[str]:
    """`count` games recorded as the window records them; the file's lines."""
    for seed in range(1, count + 1):
        assert record_game(finished(seed, (NAMES[seed - 1], "Ben")), at(20, 18 + seed)) == []
    return scoreboard_path().read_text("utf-8").split("\n")


def opened(app: App) -> ScoreboardScene:
    """Title -> Tonight's scores, drawn once, as a player opens it."""
    scene = ScoreboardScene(app, now=at(20, 23, 30))
    app.scenes.push(scene)
    app.run_frames(n=2)
    return scene


def listed(scene: ScoreboardScene) -> list[str]:
    """The games listed, by their first player's name, in alphabetical order."""
    return sorted(entry.seats[0].name for entry in [*scene.tonight, *scene.earlier])


def with_entry(lines: list[str], index: int, change) -> list[str]:
    """The file's lines with entry `index` (0 = the first game) changed by `change(data)`,
    its game's checksum recomputed when the change touched the game."""
    line = lines[1 + index]
    data = json.loads(line.removesuffix(","))
    change(data)
    data["game"][CHECKSUM_FIELD] = checksum_of(data["game"])
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return [*lines[:1 + index], text + ("," if line.endswith(",") else ""), *lines[2 + index:]]


@pytest.mark.parametrize("bad", [b"\xff", "é".encode("latin-1")])
def test_a_name_that_is_not_utf8_loses_only_its_own_game(data_dir: Path, app: App,
                                                         bad: bytes) -> None:
    """It lost every game of the file before: 'not text', a new empty file."""
    lines = recorded()
    raw = "\n".join(lines).encode("utf-8").replace(b'"name":"Bea"', b'"name":"B' + bad + b'a"')
    scoreboard_path().write_bytes(raw)
    scene = opened(app)
    assert listed(scene) == ["Ann", "Cid"]
    assert t("scoreboard.entries_left_out", count=1) in scene.notices
    record_game(finished(9, ("Dan", "Ben")), at(20, 23))
    assert bad in scoreboard_path().read_bytes()  # written back byte for byte
    assert sorted(e.seats[0].name for e in read_scoreboard().entries) == ["Ann", "Cid", "Dan"]


@pytest.mark.parametrize(("finished_at", "zone"), [
    ("0001-01-01T00:00:00+14:00", None), ("9999-12-31T23:59:59-14:00", None),
    ("0001-01-01T00:00:00+00:00", "America/New_York")])
def test_a_time_out_of_range_leaves_out_its_game_and_the_screen_opens(
        data_dir: Path, app: App, monkeypatch, finished_at: str, zone: str | None) -> None:
    if zone is not None:
        if sys.platform.startswith("win"):
            pytest.skip("time zones by name need tzset")
        monkeypatch.setenv("TZ", zone)
        time.tzset()
    try:
        lines = recorded()
        lines[2] = lines[2].replace(lines[2].split('"finished":"')[1].split('"')[0],
                                    finished_at)
        scoreboard_path().write_text("\n".join(lines), "utf-8")
        scene = opened(app)
    finally:
        if zone is not None:
            monkeypatch.delenv("TZ")
            time.tzset()
    assert listed(scene) == ["Ann", "Cid"]


def test_a_score_too_large_to_show_leaves_out_its_game(data_dir: Path, app: App) -> None:
    def huge(data: dict) -> None:
        data["players"][0]["score"] = 10**30
        data["game"]["state"]["players"][0]["prestige"] = 10**30

    lines = with_entry(recorded(), 1, huge)
    scoreboard_path().write_text("\n".join(lines), "utf-8")
    assert listed(opened(app)) == ["Ann", "Cid"]


def test_a_line_written_twice_is_one_game(data_dir: Path, app: App) -> None:
    lines = recorded()
    lines.insert(2, lines[1])
    scoreboard_path().write_text("\n".join(lines), "utf-8")
    scene = opened(app)
    assert listed(scene) == ["Ann", "Bea", "Cid"]
    assert sum(row.games for row in tallies(scene.tonight) if row.name == "Ben") == 3


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes")
def test_a_pipe_where_the_file_should_be_does_not_hang_the_screen(data_dir: Path,
                                                                 app: App) -> None:
    path = scoreboard_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    scene = opened(app)  # it waited forever for a writer before
    assert scene.notices == [t("scoreboard.cannot_read", reason=t("os_error.not_a_file"))]


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="root reads a file of mode 0000")
def test_a_file_that_may_not_be_read_says_so(data_dir: Path, app: App) -> None:
    recorded(1)
    scoreboard_path().chmod(0)
    try:
        scene = opened(app)
    finally:
        scoreboard_path().chmod(0o600)
    assert scene.notices == [t("scoreboard.cannot_read", reason=t("os_error.not_readable"))]


def test_a_year_of_games_is_drawn_a_window_at_a_time(data_dir: Path, app: App) -> None:
    """4,000 games drawn as one picture took 1.3 GB; only the cards in view are drawn now
    (the time and memory are measured by `python -m caylus.devtools.bench_scoreboard`)."""
    from caylus.devtools.bench_scoreboard import make_file

    make_file(scoreboard_path(), 300)
    scene = opened(app)
    page = scene.games.ensure_content()
    assert not hasattr(page, "get_size") or page.get_height() > 10 * scene.games.rect.height
    assert not isinstance(page, pygame.Surface)  # a Page, drawn a window at a time
    picture, _ = scene.games.page_window(page, scene.games.rect.move(0, -scene.games.rect.y))
    assert picture.get_height() < 2 * scene.games.rect.height
