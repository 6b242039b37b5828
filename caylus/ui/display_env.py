"""Opening the display: what SDL must be told before its video subsystem starts, and a clear
refusal when there is no screen to open.

- Windows: the process declares itself per-monitor DPI aware, so at 150 % display scaling the
  window is drawn at the screen's real pixels (sharp) instead of stretched by Windows, and the
  game reads the real size. Harmless on the other systems.
- Linux: the window's X11 class and Wayland app id are the desktop entry's (WINDOW_CLASS), so a
  desktop shows the game under its own menu entry and icon rather than as "python3".
- No display (over SSH, no desktop session): SDL would quietly fall back to its offscreen
  driver and the game would run invisibly until killed. `open_display` refuses that fallback
  unless the driver was asked for by name (SDL_VIDEODRIVER, as the tests and the self-test do).
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator, Mapping, MutableMapping
from typing import ClassVar

import pygame

from caylus.errors import CaylusError
from caylus.identity import WINDOW_CLASS

#: Read by SDL when its video subsystem starts (each is an SDL hint read from the environment);
#: a value the user set wins.
DISPLAY_SETTINGS = {"SDL_WINDOWS_DPI_AWARENESS": "permonitorv2"}
#: The window's class, always ours: pygame sets SDL_VIDEO_X11_WMCLASS to the script's name
#: ("__main__.py") when it is imported, so "set by the user" cannot be told from it.
WINDOW_CLASS_SETTINGS = {
    "SDL_VIDEO_X11_WMCLASS": WINDOW_CLASS,
    "SDL_VIDEO_WAYLAND_WMCLASS": WINDOW_CLASS,
}
#: Drivers that draw where nobody can see.
INVISIBLE_DRIVERS = ("offscreen", "dummy")
DRIVER_VARIABLE = "SDL_VIDEODRIVER"


def no_session(environ: Mapping[str, str] | None = None) -> bool:
    """Whether a Linux process sees no desktop session at all (no X11 or Wayland display,
    no driver asked for): SDL's own complaints then only precede the game's clear message
    ("Error: XDG_RUNTIME_DIR is invalid or not set", issue 35)."""
    environ = os.environ if environ is None else environ
    return sys.platform.startswith("linux") and not any(
        environ.get(name) for name in ("DISPLAY", "WAYLAND_DISPLAY", DRIVER_VARIABLE))


@contextlib.contextmanager
def quiet_stderr(quiet: bool) -> Iterator[None]:
    """While inside, what C libraries write to the standard error goes nowhere (if
    `quiet`); Python's own messages are written after."""
    if not quiet:
        yield
        return
    sys.stderr.flush()
    saved = os.dup(2)
    try:
        with open(os.devnull, "wb") as nowhere:
            os.dup2(nowhere.fileno(), 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


class NoDisplay(CaylusError):
    """No screen could be opened: SDL fell back to a driver that shows nothing."""

    default_code: ClassVar[str] = "display.none"

    def __init__(self, driver: str) -> None:
        super().__init__(f"no display could be opened (SDL fell back to '{driver}')")
        self.driver = driver


def prepare_display(environ: MutableMapping[str, str] | None = None) -> None:
    """Tell SDL how to open the window (see the module's docstring)."""
    environ = os.environ if environ is None else environ
    for name, value in DISPLAY_SETTINGS.items():
        environ.setdefault(name, value)
    environ.update(WINDOW_CLASS_SETTINGS)


def open_display() -> None:
    """Start pygame's display. NoDisplay when SDL found no screen and fell back to an
    invisible driver nobody asked for."""
    prepare_display()
    with quiet_stderr(no_session()):
        pygame.display.init()
    driver = pygame.display.get_driver()
    if driver in INVISIBLE_DRIVERS and not os.environ.get(DRIVER_VARIABLE):
        pygame.display.quit()
        raise NoDisplay(driver)
