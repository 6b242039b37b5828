"""Sizes relative to the window: everything is designed at 1920×1080 and scaled by `app.scale`.

`app.scale = min(width / 1920, height / 1080)`, so a 1280×720 window has scale 0.667 and a
3840×2160 screen scale 2. Text is always rendered at its real pixel size (`text_px`), never
rendered small and stretched.
"""

from __future__ import annotations

import pygame

from caylus.ui.theme import MIN_TEXT_PX, set_text_floor

DESIGN_SIZE = (1920, 1080)

#: Text sizes in pixels at scale 1, by role. Large on purpose: people read from across a room.
TEXT_SIZES = {
    "display": 168,  # the game's name on the title screen
    "title": 76,  # a screen's title
    "heading": 50,
    "button": 40,
    "body": 34,
    "small": 28,
}


#: The text-size setting, in percent of the designed sizes (for TVs and projectors). It grows
#: the game's dense text (log, decision panel, tooltips, banners); menus are large already.
TEXT_ZOOMS = (100, 125, 150, 175, 200)
_text_zoom = 1.0


def set_text_zoom(percent: int) -> None:
    """Draw text at `percent` of its designed size from now on (the settings' text size); the
    smallest text grows half as fast (12 px at 100%, 18 px at 200%)."""
    global _text_zoom
    from caylus.ui.render import text  # the words drawn at the old sizes are forgotten

    _text_zoom = percent / 100
    set_text_floor(round(MIN_TEXT_PX * (1 + (_text_zoom - 1) / 2)))
    text.forget_all()


def text_zoom() -> float:
    return _text_zoom


def scale_for(size: tuple[int, int]) -> float:
    width, height = size
    return min(width / DESIGN_SIZE[0], height / DESIGN_SIZE[1])


def px(value: float, scale: float) -> int:
    """A design-size length in real pixels (never below 1)."""
    return max(1, round(value * scale))


def text_px(role: str, scale: float) -> int:
    """The size of text of `role` at `scale` (menus: already large, laid out around it)."""
    return max(MIN_TEXT_PX, round(TEXT_SIZES[role] * scale))


def stack(
    centre_x: int, top: int, width: int, heights: list[int], gap: int
) -> list[pygame.Rect]:
    """Rectangles of `width` stacked downwards from `top`, centred on `centre_x`."""
    rects, y = [], top
    for height in heights:
        rects.append(pygame.Rect(centre_x - width // 2, y, width, height))
        y += height + gap
    return rects


def row(left: int, top: int, widths: list[int], height: int, gap: int) -> list[pygame.Rect]:
    """Rectangles of `height` side by side from `left`."""
    rects, x = [], left
    for width in widths:
        rects.append(pygame.Rect(x, top, width, height))
        x += width + gap
    return rects

