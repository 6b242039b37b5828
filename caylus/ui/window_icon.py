"""The game's castle as the window's icon (title bar, task bar, window switcher).

pygame puts its own snake there unless a program sets one before the window opens, so
`set_window_icon` is called right after `pygame.display.init()`, before `set_mode`. The icon
is a nicety: a missing or damaged file is logged and the game goes on with pygame's.
"""

from __future__ import annotations

import logging
import sys

import pygame

from caylus.identity import APP_ID
from caylus.resources import resource_path

logger = logging.getLogger(__name__)

#: The size of the shipped PNG used: 64 px is what Windows and X11 desktops scale from for the
#: title and task bars; macOS shows the window icon in the Dock, at up to 256 px on a retina
#: screen, so it gets a larger one.
ICON_SIZE = 256 if sys.platform == "darwin" else 64


def icon_file(size: int = ICON_SIZE) -> tuple[str, ...]:
    """The shipped icon of `size` pixels, as parts for `resource_path` (tools/make_icons.py
    writes these)."""
    return ("assets", "icons", "hicolor", f"{size}x{size}", "apps", f"{APP_ID}.png")


def set_window_icon(size: int = ICON_SIZE) -> pygame.Surface | None:
    """Give windows opened from now on the game's icon; the icon set, or None (logged) when
    the file cannot be used. Needs `pygame.display.init()` first."""
    path = resource_path(*icon_file(size))
    try:
        icon = pygame.image.load(str(path))
    except (pygame.error, OSError) as error:
        logger.warning("cannot use the window icon %s: %s", path, error)
        return None
    pygame.display.set_icon(icon)
    return icon
