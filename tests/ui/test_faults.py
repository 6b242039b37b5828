"""A broken environment gets a clear word and loses nothing (issue 9, section 3): a data folder
that cannot be written, `--data-dir`, and Ctrl+C or `kill` in the terminal."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

import caylus.__main__ as cli
from caylus.core import new_game
from caylus.resources import choose_user_data_dir, user_data_dir
from caylus.ui.app import App
from caylus.ui.autosave import autosave_path, load_autosave
from caylus.ui.data_folder import os_error_reason
from caylus.ui.i18n import t
from caylus.ui.scenes.game import GameScene
from caylus.ui.scenes.title import TitleScene
from caylus.ui.settings import Settings, save_settings

from .conftest import Driver, top_scene


@pytest.fixture
def blocked_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data folder that cannot be made: a plain file stands where its parent should be."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file, not a folder")
    folder = blocker / "Caylus"
    monkeypatch.setenv("CAYLUS_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def chosen_data_dir() -> Iterator[None]:
    yield
    choose_user_data_dir(None)


def test_an_unwritable_data_folder_is_said_once_and_the_game_plays(
    blocked_data_dir: Path, make_app: Callable[..., App]
) -> None:
    app = make_app()
    notice = top_scene(app, TitleScene).notice
    assert notice is not None
    assert str(blocked_data_dir) in notice
    assert t("os_error.not_a_folder") in notice
    app.start_game(new_game(2, 3))
    scene = app.scenes.top
    assert isinstance(scene, GameScene)
    ui = Driver(app)
    scene.session.apply(scene.game.legal_actions()[0])
    ui.frames(3)
    assert scene.banners.save_error is None  # no red "could not be saved" notice after every move
    assert not autosave_path().exists()
    assert app.save_current_game() is None
    assert save_settings(Settings()) is False  # refused quietly, never raised


@pytest.mark.parametrize(("number", "key"), [
    (13, "os_error.permission_denied"),
    (30, "os_error.read_only"),
    (28, "os_error.disk_full"),
    (5, "os_error.other"),
])
def test_os_errors_are_told_in_plain_words(number: int, key: str) -> None:
    error = OSError(number, os.strerror(number))
    if key == "os_error.other":
        assert os_error_reason(error) == t(key, detail=os.strerror(number))
    else:
        assert os_error_reason(error) == t(key)


def test_a_full_disk_at_start_is_reported(make_app: Callable[..., App],
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    def full(self: Path, *args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    said = t("os_error.disk_full")  # the catalogues read before the disk fills (run alone,
    monkeypatch.setattr(Path, "open", full)  # this test failed reading them, not the notice)
    app = make_app()
    notice = top_scene(app, TitleScene).notice
    assert notice is not None and said in notice


def test_a_writable_data_folder_shows_no_notice(app: App) -> None:
    assert app.saving_problem is None
    assert not top_scene(app, TitleScene).notice
    assert not list(user_data_dir().glob(".write-test-*"))  # the probe cleans up


def test_data_dir_option_chooses_the_folder(tmp_path: Path, chosen_data_dir: None,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[Path] = []

    def play(args: object) -> int:
        seen.append(user_data_dir())
        return 0

    monkeypatch.setattr(cli, "play", play)
    chosen = tmp_path / "my saves"
    assert cli.main(["--data-dir", str(chosen)]) == 0
    assert seen == [chosen]
    assert chosen.is_dir()


def test_ctrl_c_saves_the_game_and_exits_quietly(monkeypatch: pytest.MonkeyPatch) -> None:
    game = new_game(2, 11)
    game.apply(game.legal_actions()[0])

    def run_then_interrupted(self: App) -> None:
        self.start_game(game)
        game.apply(game.legal_actions()[0])  # a decision after the last autosave
        raise KeyboardInterrupt

    monkeypatch.setattr(App, "run", run_then_interrupted)
    monkeypatch.setattr(signal, "signal", lambda *args: None)  # leave pytest's handlers be
    assert cli.main(["--windowed", "1280x720"]) == cli.INTERRUPTED
    assert load_autosave().to_dict() == game.to_dict()


def wait_until_catching(pid: int, signum: int, seconds: float = 60.0) -> None:
    """Wait until process `pid` has its own handler for `signum` (Linux: /proc's SigCgt
    mask), i.e. the game's main() is running; skip where /proc cannot tell."""
    status = Path(f"/proc/{pid}/status")
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            fields = dict(line.split(":", 1) for line in status.read_text().splitlines())
        except OSError:
            pytest.skip("/proc cannot tell which signals a process catches")
        if int(fields["SigCgt"], 16) >> (signum - 1) & 1:
            return
        time.sleep(0.05)
    raise AssertionError("the game never started")


@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGTERM])
def test_a_real_interrupt_leaves_without_a_traceback(tmp_path: Path, stop: int) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    process = subprocess.Popen(
        [sys.executable, "-m", "caylus", "--data-dir", str(tmp_path), "--windowed", "1280x720"],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    wait_until_catching(process.pid, signal.SIGTERM)  # set by main() before the window opens
    time.sleep(0.5)  # and let it open
    assert process.poll() is None, process.communicate()
    process.send_signal(stop)
    _, errors = process.communicate(timeout=30)
    assert process.returncode == cli.INTERRUPTED
    assert "Traceback" not in errors
