"""Two copies of the game on one data folder (issue 21, item 8): the second is told another
copy is running and chooses to play without saving, to wait, or to save in a new slot; no
game is ever lost without a word. The other copy is a real process holding the real lock."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from caylus.core import new_game
from caylus.persistence.saves import load_game, save_game
from caylus.ui.app import App
from caylus.ui.autosave import autosave_path, has_autosave
from caylus.ui.i18n import t
from caylus.ui.scenes.in_use import InUseScene
from caylus.ui.scenes.title import TitleScene
from caylus.ui.settings import Settings
from caylus.ui.slots import SLOTS, SlotLock, current_slot

from .conftest import Driver

ROOT = Path(__file__).resolve().parents[2]
#: Another copy, as far as the lock goes: it claims slot 1 like the game does, then waits.
OTHER_COPY = """
import sys, time
from caylus.ui.slots import SLOTS
print("holding" if SLOTS.claim(1) else "refused", flush=True)
time.sleep(600)
"""


@pytest.fixture
def other_copy(data_dir: Path) -> Iterator[subprocess.Popen[str]]:
    process = subprocess.Popen([sys.executable, "-c", OTHER_COPY], stdout=subprocess.PIPE,
                               text=True, cwd=ROOT.parent,
                               env={**os.environ, "CAYLUS_DATA_DIR": str(data_dir)})
    assert process.stdout is not None and process.stdout.readline().strip() == "holding"
    yield process
    process.kill()
    process.wait(timeout=30)


def guarded_app() -> App:
    """The app as the program opens it: claiming the first save slot."""
    return App(settings=Settings(), size=(1280, 720), fullscreen=False, guard_saves=True)


def saved_game(path: Path, seed: int) -> None:
    game = new_game(2, seed)
    game.apply(game.legal_actions()[0])
    save_game(game, path)


def test_the_lock_is_held_by_one_process_and_let_go_when_it_is_killed(
    data_dir: Path, other_copy: subprocess.Popen[str]
) -> None:
    lock = SlotLock(data_dir / "autosave.json.lock")
    assert not lock.acquire()
    assert lock.holder() == other_copy.pid
    other_copy.send_signal(signal.SIGKILL)  # no clean-up of any kind: the system lets go
    other_copy.wait(timeout=30)
    assert lock.acquire() and lock.holder() == os.getpid()
    lock.release()


def second_copy_over_a_saved_game(data_dir: Path) -> tuple[App, Driver, bytes]:
    """The first copy's game saved, and a second copy opened: (app, driver, the save)."""
    saved_game(data_dir / "autosave.json", seed=3)
    app = guarded_app()
    return app, Driver(app), (data_dir / "autosave.json").read_bytes()


def test_the_second_copy_is_told_and_can_play_without_saving(
    data_dir: Path, other_copy: subprocess.Popen[str]
) -> None:
    app, ui, before = second_copy_over_a_saved_game(data_dir)
    scene = ui.top
    assert isinstance(scene, InUseScene)
    assert scene.message() == t("in_use.explanation_pid", pid=str(other_copy.pid),
                                file="autosave.json")
    ui.click_text(t("in_use.read_only"))
    assert isinstance(ui.top, TitleScene)
    assert ui.top.notice == t("in_use.read_only_notice")
    app.continue_game()  # the other copy's game, to look at or play here
    assert app.game is not None
    app.game.apply(app.game.legal_actions()[0])
    assert app.save_current_game() is None
    app.finish_game(app.game)  # even a game over here leaves the other copy's save be
    assert (data_dir / "autosave.json").read_bytes() == before


def test_the_second_copy_can_save_in_a_new_slot_offered_at_the_next_start(
    data_dir: Path, other_copy: subprocess.Popen[str]
) -> None:
    app, ui, before = second_copy_over_a_saved_game(data_dir)
    ui.click_text(t("in_use.new_slot"))
    assert isinstance(ui.top, TitleScene)
    assert ui.top.notice == t("in_use.new_slot_notice", file="autosave-2.json")
    assert current_slot() == 2 and not has_autosave()
    game = new_game(3, seed=8)
    app.start_game(game)
    game.apply(game.legal_actions()[0])
    assert app.save_current_game() is None
    assert load_game(data_dir / "autosave-2.json").history == game.history
    assert (data_dir / "autosave.json").read_bytes() == before  # the other copy's, untouched

    other_copy.kill()  # both copies are closed; the next start finds both games
    other_copy.wait(timeout=30)
    SLOTS.release()
    app = guarded_app()
    ui = Driver(app)
    assert isinstance(ui.top, TitleScene) and current_slot() == 1
    ui.click_text(t("title.continue_other"))
    assert current_slot() == 2 and app.game is not None and app.game.history == game.history
    app.to_title()
    ui.frames()
    assert ui.widget(t("title.continue_other"))  # now slot 1's game is the other one


def test_the_second_copy_can_wait_until_the_first_closes(
    data_dir: Path, other_copy: subprocess.Popen[str]
) -> None:
    app = guarded_app()
    ui = Driver(app)
    ui.click_text(t("in_use.wait"))
    scene = ui.top
    assert isinstance(scene, InUseScene) and scene.waiting
    assert scene.message() == t("in_use.waiting")
    assert scene.next_change_in() is not None  # the idle loop wakes to try again
    ui.frames(3, dt=1.0)
    assert ui.top is scene  # still held
    other_copy.kill()
    other_copy.wait(timeout=30)
    deadline = time.monotonic() + 10
    while ui.top is scene and time.monotonic() < deadline:
        ui.frames(1, dt=1.0)
    assert isinstance(ui.top, TitleScene) and app.saving_problem is None
    assert current_slot() == 1 and SLOTS.lock is not None and SLOTS.lock.held
    game = new_game(2, seed=5)
    app.start_game(game)
    assert autosave_path() == data_dir / "autosave.json" and has_autosave()


def test_a_single_copy_sees_nothing_of_this(data_dir: Path) -> None:
    app = guarded_app()
    assert isinstance(app.scenes.top, TitleScene) and not app.scenes.top.notice
    assert SlotLock(data_dir / "autosave.json.lock").holder() == os.getpid()


def test_two_real_games_on_one_folder(data_dir: Path, tmp_path: Path) -> None:
    """The whole program twice: the second copy opens on the choice, not the title."""
    environment = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    command = [sys.executable, "-m", "caylus", "--data-dir", str(data_dir), "--windowed",
               "1280x720"]
    first = subprocess.Popen(command, env=environment, stderr=subprocess.PIPE, text=True)
    try:
        lock = SlotLock(data_dir / "autosave.json.lock")
        deadline = time.monotonic() + 60
        while lock.holder() != first.pid and time.monotonic() < deadline:
            time.sleep(0.1)
        assert lock.holder() == first.pid
        second = subprocess.Popen(command, env=environment, stderr=subprocess.PIPE, text=True)
        time.sleep(3)
        second.send_signal(signal.SIGTERM)
        _, errors = second.communicate(timeout=60)
        log = (data_dir / "logs" / "caylus.log").read_text("utf-8")
        assert "another copy of the game holds the saved game" in log
        assert "Traceback" not in errors
    finally:
        first.send_signal(signal.SIGTERM)
        first.communicate(timeout=60)


def make_unusable(lock: Path, kind: str) -> None:
    """A lock file that cannot be locked, as a run with `sudo` or a stray tool leaves one."""
    lock.parent.mkdir(parents=True, exist_ok=True)
    if kind == "folder":
        lock.mkdir()
    elif kind == "pipe":
        os.mkfifo(lock)
    else:
        lock.write_bytes(b"\n")
        lock.chmod(0o444)


@pytest.mark.parametrize("kind", [
    "folder",
    pytest.param("pipe", marks=pytest.mark.skipif(not hasattr(os, "mkfifo"),
                                                  reason="named pipes")),
    pytest.param("read-only", marks=pytest.mark.skipif(
        not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root writes a read-only file")),
])
def test_a_lock_file_that_cannot_be_locked_is_said_and_offers_the_same_choices(
        data_dir: Path, kind: str) -> None:
    """Issue 35: with autosave.json.lock a folder, a read-only file or a pipe, the only sign
    was a log line, both copies took slot 1 and one game was lost without a word."""
    make_unusable(data_dir / "autosave.json.lock", kind)
    app = guarded_app()
    scene = app.scenes.top
    assert isinstance(scene, InUseScene)
    assert scene.message() == t("in_use.lock_unusable", file="autosave.json.lock")
    scene.new_slot()  # the same choices: a slot of its own
    assert current_slot() == 2 and isinstance(app.scenes.top, TitleScene)
    second = guarded_app()  # another copy: told too, never slot 1 either
    assert isinstance(second.scenes.top, InUseScene)
