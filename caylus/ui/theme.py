"""The one theme: colours and fonts shared by every scene (sizes are in pixels at the current
scale). A colour used in two places lives here, under the name of what it is for."""

from __future__ import annotations

from functools import lru_cache

from caylus.ui.render.face import FONT_FILES, Face, font_files, open_font

PLAYER_COLOURS = {
    "blue": (52, 101, 196),
    "red": (196, 48, 43),
    "green": (46, 139, 67),
    "orange": (232, 138, 30),
    "black": (40, 40, 44),
}
CUBE_COLOURS = {
    "F": (236, 128, 160),  # food: pink
    "W": (139, 90, 43),  # wood: brown
    "S": (150, 150, 150),  # stone: grey
    "C": (128, 64, 160),  # cloth: purple
    "G": (240, 200, 40),  # gold: yellow
}
INK = (40, 28, 18)
PARCHMENT = (240, 226, 190)
PARCHMENT_DARK = (214, 192, 146)
WOOD_DARK = (74, 48, 28)
GOLD = (222, 178, 60)
HIGHLIGHT = (255, 236, 120)
LEGAL_GLOW = (120, 230, 120)
ILLEGAL = (220, 60, 50)
WHITE = (250, 248, 240)
INK_SOFT = (98, 78, 56)
PARCHMENT_LIGHT = (250, 241, 214)
PAPER = (246, 236, 210)  # the game screen's panels, log and tooltips
PAPER_EDGE = (92, 64, 36)
WOOD_MID = (104, 70, 42)
WOOD_BORDER = (52, 33, 19)
DISABLED_FILL = (168, 154, 128)
DISABLED_INK = (112, 100, 82)
PRIMARY_HOVER = (244, 204, 96)
NORMAL_HOVER = (255, 246, 222)
WARNING_RED = (150, 30, 24)  # errors, refusals and limits reached
SHADOW = (0, 0, 0, 90)
FOCUS_EDGE = (150, 70, 10)
#: No text is drawn smaller than this, in pixels: smaller cannot be read at a game night (a
#: request for less gets this size, and the layouts that measure their text make room).
MIN_TEXT_PX = 12
#: Chinese characters need more pixels than Latin letters to be read: their smallest size is
#: this much larger.
CJK_FACTOR = 7 / 6
_floor = MIN_TEXT_PX


def set_text_floor(px: int) -> None:
    """Draw no text smaller than `px` from now on (the text-size setting raises it)."""
    global _floor
    _floor = max(MIN_TEXT_PX, int(px))


def text_floor() -> int:
    """The smallest text size drawn now, in pixels (Chinese: CJK_FACTOR larger)."""
    return _floor


def font(size: int, bold: bool = False, family: str = "sans") -> Face:
    """The shipped typeface at `size` pixels (never below `text_floor()`), cached: every
    script the game speaks (see caylus.ui.render.face). `family` is "sans" or "serif".

    Raises MissingResource or DamagedResource (naming the file) if a font cannot be used."""
    size = max(_floor, int(size))
    return _face(size, bold, family, max(size, round(_floor * CJK_FACTOR)))


def forget_fonts() -> None:
    """Open the fonts again when next asked (after a font file changed: tests)."""
    _face.cache_clear()


@lru_cache(maxsize=128)
def _face(size: int, bold: bool, family: str, cjk_size: int) -> Face:
    return Face(size, bold, family, cjk_size)


def check_fonts() -> int:
    """Open every shipped font once (MissingResource/DamagedResource if one cannot be used)."""
    for script, family, bold in FONT_FILES:
        open_font(script, family, bold, 16)
    return len(font_files())
