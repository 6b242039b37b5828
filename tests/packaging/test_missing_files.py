"""A missing or damaged shipped file (issue 9, section 3): the file is named and the player is
asked to reinstall, a missing sound only silences that sound, and nothing shows a traceback.

Every test damages a copy of `maps/` and `assets/` in a temporary folder, never the real ones:
in-process through `caylus.resources.project_root`, in a subprocess through
CAYLUS_RESOURCE_ROOT.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from caylus import resources
from caylus.resources import DamagedResource, MissingResource, ResourceError
from caylus.ui import fatal, i18n, theme
from caylus.ui.audio import SOUND_NAMES, Audio
from caylus.ui.board_map import BoardMapError, load_board
from caylus.ui.settings import Settings

ROOT = Path(__file__).resolve().parents[2]


def clear_caches() -> None:
    i18n._catalogue.cache_clear()
    theme.forget_fonts()


@pytest.fixture
def shipped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A copy of the shipped files that the game reads instead of the real ones."""
    copy = tmp_path / "shipped"
    for folder in ("maps", "assets"):
        shutil.copytree(ROOT / folder, copy / folder)
    monkeypatch.setattr(resources, "project_root", lambda: copy)
    clear_caches()
    yield copy
    clear_caches()


def damage(path: Path) -> None:
    """Keep the first few bytes of the file only, as an interrupted copy would."""
    path.write_bytes(path.read_bytes()[:200])


def overwrite(path: Path) -> None:
    """Something else in the file's place (a truncated sound still plays, shorter)."""
    path.write_bytes(b"this is not what the file should hold\n" * 20)


# ---------------------------------------------------------------- where the files are


def test_an_installed_wheel_reads_the_files_inside_the_package(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    package = tmp_path / "site-packages" / "caylus"
    (package / "assets").mkdir(parents=True)
    (package / "maps").mkdir()
    monkeypatch.setattr(resources, "files", lambda name: package)
    monkeypatch.delenv(resources.RESOURCE_ROOT_VARIABLE, raising=False)
    assert resources.project_root() == package
    assert resources.resource_path("maps", "board.tmx") == package / "maps" / "board.tmx"


def test_a_checkout_reads_the_files_beside_the_package(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "caylus").mkdir()
    (tmp_path / "assets").mkdir()
    monkeypatch.setattr(resources, "files", lambda name: tmp_path / "caylus")
    monkeypatch.delenv(resources.RESOURCE_ROOT_VARIABLE, raising=False)
    assert resources.project_root() == tmp_path


def test_require_file_names_a_missing_file(shipped: Path) -> None:
    with pytest.raises(MissingResource) as error:
        resources.require_file("maps", "nowhere.tmx")
    assert error.value.path == shipped / "maps" / "nowhere.tmx"


# ---------------------------------------------------------------- fonts


def test_a_missing_font_is_named(shipped: Path) -> None:
    (shipped / "assets" / "fonts" / "DejaVuSerif-Bold.ttf").unlink()
    theme.font(20)  # the other fonts still open
    with pytest.raises(MissingResource) as error:
        theme.font(20, bold=True, family="serif")
    assert error.value.path == shipped / "assets" / "fonts" / "DejaVuSerif-Bold.ttf"


def test_a_damaged_font_is_named(shipped: Path) -> None:
    damage(shipped / "assets" / "fonts" / "DejaVuSans.ttf")
    with pytest.raises(DamagedResource) as error:
        theme.check_fonts()
    assert error.value.path == shipped / "assets" / "fonts" / "DejaVuSans.ttf"


# ---------------------------------------------------------------- catalogues


def test_a_missing_shell_catalogue_is_named_instead_of_showing_raw_keys(shipped: Path) -> None:
    (shipped / "assets" / "i18n" / "en" / "shell.json").unlink()
    with pytest.raises(MissingResource) as error:
        i18n.t("title.new_game")
    assert error.value.path == shipped / "assets" / "i18n" / "en" / "shell.json"


@pytest.mark.parametrize("content", [b'{"title.new_game": "New', b"\xff\xfe{}", b'["a list"]',
                                     b'{"title.new_game": 3}'])
def test_a_damaged_catalogue_is_named(shipped: Path, content: bytes) -> None:
    (shipped / "assets" / "i18n" / "en" / "game.json").write_bytes(content)
    with pytest.raises(DamagedResource) as error:
        i18n.t("title.new_game")
    assert error.value.path == shipped / "assets" / "i18n" / "en" / "game.json"


def test_every_english_catalogue_on_disk_is_required() -> None:
    on_disk = sorted(path.stem for path in (ROOT / "assets" / "i18n" / "en").glob("*.json"))
    assert on_disk == sorted(i18n.CATALOGUES)


# ---------------------------------------------------------------- sounds


@pytest.mark.parametrize("broken", [Path.unlink, overwrite], ids=["missing", "damaged"])
def test_a_broken_sound_only_silences_that_sound(shipped: Path, broken) -> None:
    path = shipped / "assets" / "sounds" / "coin.wav"
    broken(path)
    audio = Audio(Settings(volume=50, language="en"))
    try:
        assert audio.warm_up() is True
        assert sorted(audio.sounds) == sorted(set(SOUND_NAMES) - {"coin"})
        assert list(audio.unplayable) == ["coin"] and str(path) in audio.unplayable["coin"]
        audio.play("coin")  # silent, no error
        audio.play("click")
    finally:
        pygame.mixer.quit()


# ---------------------------------------------------------------- the map's tile images


@pytest.mark.parametrize("broken, words", [(Path.unlink, "not found"),
                                           (damage, "cannot be read")],
                         ids=["missing", "damaged"])
def test_a_broken_tile_image_is_named(shipped: Path, broken, words: str) -> None:
    path = shipped / "assets" / "tiles" / "labels.png"
    broken(path)
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    try:
        with pytest.raises(BoardMapError, match=words) as error:
            load_board()
    finally:
        pygame.display.quit()
    assert str(path) in str(error.value)


# ---------------------------------------------------------------- the message at start-up


def test_the_message_names_the_file_and_asks_for_a_reinstall() -> None:
    path = Path("/games/caylus/assets/fonts/DejaVuSans.ttf")
    missing = fatal.message_lines(MissingResource(path))
    assert missing == [i18n.t("fatal.missing"), str(path), i18n.t("fatal.reinstall")]
    damaged = fatal.message_lines(DamagedResource(path, "not a font"))
    assert damaged == [i18n.t("fatal.damaged"), str(path), "not a font",
                       i18n.t("fatal.reinstall")]


def test_the_built_in_words_are_the_catalogues_words() -> None:
    assert {key: i18n.t(key) for key in fatal.FALLBACK} == fatal.FALLBACK


def test_without_a_catalogue_the_message_uses_its_built_in_words(shipped: Path) -> None:
    (shipped / "assets" / "i18n" / "en" / "shell.json").unlink()
    lines = fatal.message_lines(MissingResource(shipped / "x.json"))
    assert lines[0] == fatal.FALLBACK["fatal.missing"]
    assert lines[-1] == fatal.FALLBACK["fatal.reinstall"]


def test_the_window_is_drawn_with_pygames_own_font_when_every_shipped_font_is_gone(
    shipped: Path
) -> None:
    shutil.rmtree(shipped / "assets" / "fonts")
    try:
        short = fatal.show_window("Caylus cannot start", ["A file is missing:", "/x"])
        short_height = short.get_height()
        screen = fatal.show_window("Caylus cannot start", ["A file is missing:", "/x" * 60])
        colours = {screen.get_at((x, y))[:3] for x in range(0, screen.get_width(), 3)
                   for y in range(0, screen.get_height(), 3)}
        height = screen.get_height()
    finally:
        pygame.display.quit()
    assert len(colours) > 4  # text on the paper, not a blank window
    assert height > short_height  # the long path wrapped onto more rows, all shown


def test_a_long_path_wraps_after_a_slash() -> None:
    pygame.font.init()
    font = pygame.font.Font(None, fatal.TEXT_SIZE)
    line = "/games/caylus/lib/python3.11/site-packages/caylus/assets/fonts/DejaVuSerif-Bold.ttf"
    pieces = fatal.wrap(line, font, 400)
    assert "".join(pieces) == line and len(pieces) > 1
    assert all(font.size(piece)[0] <= 400 for piece in pieces)
    assert all(piece.endswith("/") for piece in pieces[:-1])


def test_a_broken_file_stops_the_start_with_the_message(
    shipped: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (shipped / "assets" / "fonts" / "DejaVuSans-Bold.ttf").unlink()
    started: list[bool] = []
    shown: list[list[str]] = []
    monkeypatch.setattr(fatal, "show_window", lambda title, lines: shown.append(lines))

    def start() -> int:
        started.append(True)
        return 0

    assert fatal.run_or_report_broken_files(start) == 1
    assert started == []  # checked before the window opens
    assert str(shipped / "assets" / "fonts" / "DejaVuSans-Bold.ttf") in shown[0]
    assert i18n.t("fatal.reinstall") in capsys.readouterr().err


def test_a_file_that_breaks_during_play_is_reported_too(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(fatal, "show_window", lambda title, lines: None)

    def play() -> int:
        raise MissingResource(Path("/games/caylus/assets/fonts/DejaVuSerif.ttf"))

    assert fatal.run_or_report_broken_files(play) == fatal.BROKEN_INSTALL
    assert "/games/caylus/assets/fonts/DejaVuSerif.ttf" in capsys.readouterr().err


def run_game(resource_root: Path, data_dir: Path) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "CAYLUS_RESOURCE_ROOT": str(resource_root),
                   "CAYLUS_DATA_DIR": str(data_dir), "SDL_VIDEODRIVER": "dummy",
                   "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "-m", "caylus"], cwd=data_dir, env=environment,
                          capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("broken, words", [
    ("assets/fonts/DejaVuSans.ttf", "fatal.missing"),
    ("assets/i18n/en/shell.json", "fatal.missing"),
    ("assets/i18n/en/reasons.json", "fatal.damaged"),
])
def test_the_game_started_with_a_broken_file_says_which_and_exits(
    tmp_path: Path, broken: str, words: str
) -> None:
    copy = tmp_path / "shipped"
    for folder in ("maps", "assets"):
        shutil.copytree(ROOT / folder, copy / folder)
    if words == "fatal.missing":
        (copy / broken).unlink()
    else:
        damage(copy / broken)
    result = run_game(copy, tmp_path)
    assert result.returncode == fatal.BROKEN_INSTALL
    assert "Traceback" not in result.stderr
    assert f"{fatal.FALLBACK[words]}\n{copy / broken}\n" in result.stderr
    assert fatal.FALLBACK["fatal.reinstall"] in result.stderr


def test_resource_errors_carry_the_path_and_the_reason() -> None:
    error: ResourceError = DamagedResource(Path("/a/b.json"), "truncated")
    assert (error.path, error.reason, str(error)) == (Path("/a/b.json"), "truncated",
                                                      "/a/b.json: truncated")
