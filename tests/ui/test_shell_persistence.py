"""The shell's memory and edges, driven headlessly: settings, autosave and Continue, audio
without a sound card, the command line, and a crash that still saves."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from caylus import __version__
from caylus.__main__ import main
from caylus.build_kind import build_line
from caylus.core.game import new_game
from caylus.ui import fatal
from caylus.ui.app import App
from caylus.ui.audio import SOUND_NAMES, Audio
from caylus.ui.autosave import (
    AutosaveUnreadable,
    autosave,
    autosave_path,
    clear_autosave,
    has_autosave,
    load_autosave,
)
from caylus.ui.i18n import t
from caylus.ui.scenes.settings_scene import SettingsScene
from caylus.ui.scenes.title import TitleScene
from caylus.ui.settings import Settings, load_settings, save_settings, settings_path

from .conftest import Driver, capture_start

# --- settings ---------------------------------------------------------------------------------


def test_settings_changes_are_saved_at_once(
    ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    ui.click_text(t("title.settings"))
    scene = ui.top_as(SettingsScene)
    ui.click(scene.volume.rect.midleft)  # the far left of the slider: silence
    ui.frames()
    animation = scene.animation.rect
    ui.click((animation.right - 5, animation.centery))  # normal -> fast
    saved = load_settings()
    assert saved.volume == 0
    assert saved.animation_speed == "fast" and saved.animation_multiplier == 2.0
    assert scene.size_choices() == [(1280, 720), (1600, 900), (1920, 1080)]  # fit the screen
    size = scene.window_size.rect
    ui.click((size.right - 5, size.centery))
    assert load_settings().window_size == ui.app.size == (1600, 900)


def test_settings_keyboard_volume(ui: Driver) -> None:
    ui.click_text(t("title.settings"))
    scene = ui.top_as(SettingsScene)
    scene.widgets.set_focus(scene.volume, visible=True)
    ui.press(pygame.K_LEFT)
    assert load_settings().volume == Settings().volume - 5


def test_settings_round_trip_and_corrupt_files(data_dir: Path) -> None:
    settings = Settings(fullscreen=True, window_size=(1920, 1080), volume=35,
                        animation_speed="slow")
    assert save_settings(settings)
    assert load_settings() == settings
    settings_path().write_text("{not json", "utf-8")
    assert load_settings() == Settings()
    settings_path().write_bytes(b"\xff\xfe\x00garbage")
    assert load_settings() == Settings()
    settings_path().write_text(json.dumps(["a list"]), "utf-8")
    assert load_settings() == Settings()


def test_a_damaged_settings_file_is_logged_and_a_missing_one_is_not(
        data_dir: Path, caplog: pytest.LogCaptureFixture) -> None:
    assert load_settings() == Settings()  # the first start: no file yet
    assert not caplog.records
    settings_path().write_text('{"language": "en", "volume": ', "utf-8")
    assert load_settings() == Settings()
    assert [r.levelname for r in caplog.records] == ["WARNING"]
    assert str(settings_path()) in caplog.records[0].getMessage()


def test_partial_settings_keep_every_valid_field(data_dir: Path) -> None:
    settings_path().write_text(json.dumps({
        "volume": 30, "window_size": [1920, 1080], "fullscreen": "yes",
        "animation_speed": "warp", "language": 7, "unknown": 1,
    }), "utf-8")
    loaded = load_settings()
    assert loaded.volume == 30 and loaded.window_size == (1920, 1080)
    assert loaded.fullscreen is False and loaded.animation_speed == "normal"
    assert loaded.language == "en"
    settings_path().write_text(json.dumps({"volume": 101, "window_size": [10, 10]}), "utf-8")
    assert load_settings() == Settings()


def test_f11_toggles_full_screen_and_remembers_it(ui: Driver) -> None:
    ui.press(pygame.K_F11)
    assert ui.app.fullscreen and load_settings().fullscreen
    ui.press(pygame.K_F11)
    assert not ui.app.fullscreen and ui.app.size == (1280, 720)
    assert not load_settings().fullscreen


def test_window_resize_lays_scenes_out_again(ui: Driver) -> None:
    ui.frames()
    small = ui.widget(t("title.quit")).rect.copy()
    ui.send(pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080))
    assert ui.app.size == (1920, 1080) and ui.app.scale == 1.0
    ui.frames()
    large = ui.widget(t("title.quit")).rect
    assert large.width > small.width * 1.4 and large.bottom <= 1080
    ui.send(pygame.event.Event(pygame.VIDEORESIZE, size=(800, 500), w=800, h=500))
    assert ui.app.size == (1280, 720)  # never below the minimum
    ui.send(pygame.event.Event(pygame.VIDEORESIZE, size=(1500, 1000), w=1500, h=1000))
    ui.app.remember_window_size()  # as when the loop ends
    assert load_settings().window_size == (1500, 1000)


# --- autosave and Continue ----------------------------------------------------------------------


def test_continue_resumes_a_valid_autosave(ui: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    game = new_game(4, 99, names=["A", "B", "C", "D"])
    for _ in range(5):
        game.apply(game.legal_actions()[-1])
    autosave(game)
    ui.app.to_title()
    started = capture_start(ui.app, monkeypatch)
    ui.click_text(t("title.continue"))
    assert len(started) == 1
    assert started[0].to_dict() == game.to_dict()


def test_continue_with_a_corrupt_autosave_reports_and_sets_it_aside(
    ui: Driver, data_dir: Path
) -> None:
    autosave_path().write_text('{"format": "caylus-game", "trunc', "utf-8")
    ui.app.to_title()
    ui.click_text(t("title.continue"))
    scene = ui.top
    assert isinstance(scene, TitleScene)
    assert scene.notice and scene.notice.startswith("The saved game could not be read:")
    assert "set aside" in scene.notice and t("error.save.not_a_save") in scene.notice
    assert not has_autosave()
    aside = list(data_dir.glob("autosave.json.corrupt-*"))
    assert len(aside) == 1 and aside[0].read_text("utf-8").endswith("trunc")
    ui.frames()
    assert not scene.continue_button.visible
    assert any("could not be read" in line for line in scene.notice_lines(ui.app.scale))
    window = pygame.Rect((0, 0), ui.app.size)
    assert window.contains(scene.panel)  # the long notice shrinks the panel, never spills
    assert all(window.contains(button.rect) for button in scene.buttons())


def test_load_autosave_error_message_and_clear(data_dir: Path) -> None:
    autosave_path().write_text("", "utf-8")
    with pytest.raises(AutosaveUnreadable) as problem:
        load_autosave()
    assert t("error.save.not_a_save") in str(problem.value)
    assert str(data_dir) not in str(problem.value)  # the reason, not the path again
    assert problem.value.moved_to is not None and problem.value.moved_to.exists()
    autosave(new_game(2, 3))
    assert has_autosave()
    clear_autosave()
    clear_autosave()  # nothing to clear is fine too
    assert not has_autosave()


def test_quitting_saves_the_game_in_play(app: App) -> None:
    game = new_game(2, 4)
    app.game = game
    app.dispatch(pygame.event.Event(pygame.QUIT))
    assert not app.running
    assert load_autosave().to_dict() == game.to_dict()


# --- audio ----------------------------------------------------------------------------------


def test_every_sound_exists_and_plays_silently_on_the_dummy_driver() -> None:
    audio = Audio(Settings())
    for name in SOUND_NAMES:
        audio.play(name)
    audio.play("no-such-sound")
    assert audio.available in (True, False)
    if audio.available:
        assert set(audio.sounds) == set(SOUND_NAMES)


def test_audio_without_a_mixer_is_silent(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken() -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    audio = Audio(Settings())
    for name in SOUND_NAMES:
        audio.play(name)
    assert audio.available is False and not audio.sounds


def test_volume_zero_never_starts_the_mixer(monkeypatch: pytest.MonkeyPatch) -> None:
    audio = Audio(Settings(volume=0))
    audio.play("click")
    assert audio.available is None


# --- command line -----------------------------------------------------------------------------


def test_version_flag(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.splitlines() == [f"caylus {__version__}", build_line()]


def test_version_from_python_m_without_pygame() -> None:
    result = subprocess.run([sys.executable, "-m", "caylus", "--version"], capture_output=True,
                            text=True, timeout=60, check=True)
    assert result.stdout.splitlines() == [f"caylus {__version__}", build_line()]


def test_bad_window_size_is_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--windowed", "big"])
    assert done.value.code == 2
    assert "WIDTHxHEIGHT" in capsys.readouterr().err


def test_main_runs_until_quit(monkeypatch: pytest.MonkeyPatch) -> None:
    frames: list[App] = []

    def run_one_frame(self: App) -> None:
        self.run_frames(n=1)
        frames.append(self)

    monkeypatch.setattr(App, "run", run_one_frame)
    assert main(["--windowed", "1280x720"]) == 0
    assert frames[0].size == (1280, 720) and isinstance(frames[0].scenes.top, TitleScene)


def test_a_crash_in_the_loop_still_saves_the_game_and_logs_it(
    monkeypatch: pytest.MonkeyPatch, data_dir: Path
) -> None:
    game = new_game(3, 21)

    def crash(self: App) -> None:
        self.game = game
        raise RuntimeError("boom")

    shown: list[tuple[str, list[str], bool]] = []
    monkeypatch.setattr(App, "run", crash)
    monkeypatch.setattr(fatal, "show_message", lambda title, lines, ask_for_log=False:
                        shown.append((title, lines, ask_for_log)))
    assert main(["--windowed", "1280x720"]) == fatal.CRASHED  # no traceback: a message
    assert load_autosave().to_dict() == game.to_dict()
    assert shown == [(t("fatal.crashed_title"), [t("fatal.crashed")], True)]
    log = (data_dir / "logs" / "caylus.log").read_text("utf-8")
    assert "Caylus stopped on an unexpected error" in log and "RuntimeError: boom" in log
