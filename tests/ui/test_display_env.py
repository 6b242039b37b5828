"""Opening the display: SDL is told the window's class and the DPI awareness first, and with no
screen at all the game says so and exits 1 instead of running invisibly."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from caylus.identity import WINDOW_CLASS
from caylus.ui.display_env import prepare_display

ROOT = Path(__file__).resolve().parents[2]


def test_sdl_is_told_the_window_class_and_dpi_awareness() -> None:
    environ = {"SDL_VIDEO_X11_WMCLASS": "__main__.py"}  # what importing pygame sets
    prepare_display(environ)
    assert environ == {"SDL_VIDEO_X11_WMCLASS": WINDOW_CLASS,
                       "SDL_VIDEO_WAYLAND_WMCLASS": WINDOW_CLASS,
                       "SDL_WINDOWS_DPI_AWARENESS": "permonitorv2"}


def test_a_dpi_awareness_the_user_chose_is_kept() -> None:
    environ = {"SDL_WINDOWS_DPI_AWARENESS": "system"}
    prepare_display(environ)
    assert environ["SDL_WINDOWS_DPI_AWARENESS"] == "system"


def headless_environment(tmp_path: Path) -> dict[str, str]:
    """This process's environment with no display of any kind and no driver named."""
    gone = ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "SDL_AUDIODRIVER",
            "XDG_RUNTIME_DIR")
    environ = {key: value for key, value in os.environ.items() if key not in gone}
    environ |= {"CAYLUS_DATA_DIR": str(tmp_path), "PYTHONPATH": str(ROOT),
                "LANG": "C.UTF-8", "LANGUAGE": "en"}
    return environ


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"),
                    reason="only a Linux machine can have no display at all")
def test_with_no_display_the_game_says_so_and_exits_1(tmp_path: Path) -> None:
    run = subprocess.run([sys.executable, "-m", "caylus"], env=headless_environment(tmp_path),
                         capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert run.returncode == 1
    assert "needs a screen" in run.stderr and "Traceback" not in run.stderr
    assert run.stderr.lstrip().startswith("caylus:")  # not SDL's XDG_RUNTIME_DIR (issue 35)
    log = (tmp_path / "logs" / "caylus.log").read_text(encoding="utf-8")
    assert "no display could be opened" in log


@pytest.mark.skipif(not sys.platform.startswith("linux"),
                    reason="only a Linux machine can have no display at all")
def test_with_no_display_the_version_is_still_printed(tmp_path: Path) -> None:
    run = subprocess.run([sys.executable, "-m", "caylus", "--version"],
                         env=headless_environment(tmp_path), capture_output=True, text=True,
                         timeout=60, cwd=tmp_path)
    assert run.returncode == 0 and run.stdout.startswith("caylus ")


def test_a_window_size_typed_under_an_ascii_locale_is_echoed_as_typed() -> None:
    """Issue 35: `caylus --windowed 1280×` under an ASCII locale echoed '1280\\udcc3\\udc97'."""
    import argparse

    from caylus.__main__ import window_size

    typed = os.fsdecode("1280×".encode())  # what Python makes of the bytes under LANG=C
    typed = "1280\udcc3\udc97" if typed == "1280×" else typed
    with pytest.raises(argparse.ArgumentTypeError) as refused:
        window_size(typed)
    assert "1280×" in str(refused.value) and "\\udc" not in str(refused.value)
