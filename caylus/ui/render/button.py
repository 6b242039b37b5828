"""The one look of a button, for the menus' buttons and the game screen's Pass, Undo and Menu:
a raised face on a dark edge that sinks when pressed, its label (words and icons) centred and
made smaller if it must fit, read in the language's direction ("Pass → 1 denier" runs from the
right in Hebrew)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from caylus.ui.i18n import is_rtl
from caylus.ui.render.tokens import draw_centred
from caylus.ui.theme import (
    DISABLED_FILL,
    DISABLED_INK,
    GOLD,
    INK,
    NORMAL_HOVER,
    PARCHMENT,
    PRIMARY_HOVER,
    WOOD_BORDER,
    WOOD_DARK,
    WOOD_MID,
)

Colour = tuple[int, int, int]
#: style -> (fill, fill while hovered or pressed, ink, edge)
STYLES: dict[str, tuple[Colour, Colour, Colour, Colour]] = {
    "normal": (PARCHMENT, NORMAL_HOVER, INK, WOOD_BORDER),
    "primary": (GOLD, PRIMARY_HOVER, INK, WOOD_BORDER),
    "quiet": (WOOD_DARK, WOOD_MID, PARCHMENT, GOLD),
}


def draw_button(surface: pygame.Surface, rect: pygame.Rect, label: Sequence[Any], size: int,
                *, style: str = "normal", lit: bool = False, pressed: bool = False,
                enabled: bool = True, edge: Colour | None = None) -> pygame.Rect:
    """Draw a button in `rect`; `label` is a sequence of tokens (words, icons), drawn bold at
    `size` or smaller. `edge` replaces the style's edge colour (a player's colour). Returns
    the face as drawn (lower while pressed)."""
    fill, lit_fill, ink, style_edge = STYLES[style]
    if not enabled:
        fill, ink, style_edge = DISABLED_FILL, DISABLED_INK, WOOD_MID
    elif lit or pressed:
        fill = lit_fill
    radius = max(4, rect.h // 7)
    drop = max(2, rect.h // 18)
    face = rect.move(0, drop // 2 + 1) if pressed else rect
    if not pressed:
        pygame.draw.rect(surface, WOOD_BORDER, rect.move(0, drop), border_radius=radius)
    pygame.draw.rect(surface, fill, face, border_radius=radius)
    border = edge if (edge is not None and enabled) else style_edge
    pygame.draw.rect(surface, border, face, max(2, rect.h // 22), border_radius=radius)
    _draw_label(surface, face, label, size, ink)
    return face


def _draw_label(surface: pygame.Surface, face: pygame.Rect, label: Sequence[Any], size: int,
                ink: Colour) -> None:
    draw_centred(surface, label, face, size, face.w - max(12, face.h // 3), ink,
                 right_to_left=is_rtl())
