"""A typeface that draws every script the game speaks: DejaVu for Latin (and everything
else), Noto Sans/Serif Hebrew for Hebrew, a cut-down Noto Sans CJK TC for Chinese.

A line is split into runs by script and each run drawn with its own font, on the primary
font's baseline and line height, so a Hebrew sentence holding a Latin name and digits draws
every glyph and a layout measured for English holds in any language. A line holding
right-to-left letters is put in display order by the Unicode bidirectional algorithm
(python-bidi) first, with the paragraph direction of the current language; a sign before a
number ("+5", "−2") is marked left to right there, so it stays in front of its digits.
"""

from __future__ import annotations

import re
from functools import cache

import pygame
from bidi.algorithm import get_display  # the implementation that mirrors brackets

from caylus.resources import DamagedResource, require_file
from caylus.ui import i18n
from caylus.ui.render.text_watch import watcher

Colour = tuple[int, int, int]
PRIMARY = "latin"
HEBREW = "hebrew"
CJK = "cjk"

#: The file of each (script, family, bold); the primary script's fonts are DejaVu.
FONT_FILES: dict[tuple[str, str, bool], str] = {
    (PRIMARY, "sans", False): "DejaVuSans.ttf",
    (PRIMARY, "sans", True): "DejaVuSans-Bold.ttf",
    (PRIMARY, "serif", False): "DejaVuSerif.ttf",
    (PRIMARY, "serif", True): "DejaVuSerif-Bold.ttf",
    (HEBREW, "sans", False): "NotoSansHebrew-Regular.ttf",
    (HEBREW, "sans", True): "NotoSansHebrew-Bold.ttf",
    (HEBREW, "serif", False): "NotoSerifHebrew-Regular.ttf",
    (HEBREW, "serif", True): "NotoSerifHebrew-Bold.ttf",
    (CJK, "sans", False): "NotoSansCJKtc-Subset-Regular.otf",
    (CJK, "sans", True): "NotoSansCJKtc-Subset-Bold.otf",
    (CJK, "serif", False): "NotoSansCJKtc-Subset-Regular.otf",
    (CJK, "serif", True): "NotoSansCJKtc-Subset-Bold.otf",
}
#: HarfBuzz script codes for the runs (ISO 15924).
SCRIPT_CODES = {HEBREW: "Hebr", CJK: "Hani"}
LEFT_TO_RIGHT_MARK = "\u200e"
#: A plus or minus sign starting a number ("+5", "−2", "-2"), not a hyphen after a word ("ו-1").
SIGNED_NUMBER = re.compile(r"(?<![\w\u200e])([+\-\u2212])(?=\d)")
#: A file's path ("/home/ana/…", "~/…", or a piece of one cut at the end of a line), started by
#: a slash or tilde that does not stand between two words.
PATH = re.compile(r"(?<![\w\u200e])([/\\~][\w.\-/\\]*)")
#: Direction marks and isolates: read by the bidirectional step, never drawn (the fonts have no
#: picture for the isolates, and the algorithm python-bidi runs does not take them).
DIRECTION_CONTROLS = dict.fromkeys(map(ord, "\u200e\u200f\u061c\u2066\u2067\u2068\u2069"))

WORD_JOINER = "\u2060"  # U+2060: no line break here, and nothing drawn


def script_of(character: str) -> str:
    """Which font draws `character`: by its Unicode block."""
    code = ord(character)
    if 0x0590 <= code <= 0x05FF or 0xFB1D <= code <= 0xFB4F:
        return HEBREW
    if (0x2E80 <= code <= 0x9FFF or 0xF900 <= code <= 0xFAFF or 0xFE30 <= code <= 0xFE4F
            or 0xFF00 <= code <= 0xFFEF or 0x20000 <= code <= 0x2FFFF):
        return CJK
    return PRIMARY


def runs(words: str) -> list[tuple[str, str]]:
    """`words` cut into (script, text) runs. Spaces stay with a Hebrew run (its font has them)
    and go to the primary font after Chinese (the cut font keeps no Latin space)."""
    found: list[tuple[str, str]] = []
    for character in words:
        after_hebrew = found and found[-1][0] == HEBREW
        script = HEBREW if after_hebrew and character.isspace() else script_of(character)
        if found and found[-1][0] == script:
            found[-1] = (script, found[-1][1] + character)
        else:
            found.append((script, character))
    return found


def has_right_to_left(words: str) -> bool:
    return any(script_of(c) == HEBREW for c in words)


def reads_right_to_left(words: str) -> bool:
    """Whether every letter of `words` is written right to left (a Hebrew name)."""
    letters = [c for c in words if c.isalpha()]
    return bool(letters) and all(script_of(c) == HEBREW for c in letters)


def display_order(words: str) -> str:
    """`words` in the order they are drawn, left to right: the bidirectional algorithm for a
    line holding right-to-left letters, in the paragraph direction of the current language.

    A signed number reads "+5" in any line: its sign is marked left to right (else the sign, a
    neutral between right-to-left words, would land after the digits: "5+"); so is a file's
    path, whose first and last slashes would otherwise move ("home/ana/" for "/home/ana/").
    The marks are taken out again after the reordering, so nothing invisible reaches the
    fonts."""
    if not has_right_to_left(words):
        return words
    marked = words.translate(DIRECTION_CONTROLS)
    marked = SIGNED_NUMBER.sub(LEFT_TO_RIGHT_MARK + r"\1", marked)
    marked = PATH.sub(LEFT_TO_RIGHT_MARK + r"\1" + LEFT_TO_RIGHT_MARK, marked)
    shown: str = get_display(marked, base_dir="R" if i18n.is_rtl() else "L")
    return shown.translate(DIRECTION_CONTROLS)


def open_font(script: str, family: str, bold: bool, size: int) -> pygame.font.Font:
    """One shipped font file at `size` pixels; MissingResource or DamagedResource naming the
    file if it cannot be used."""
    if not pygame.font.get_init():
        pygame.font.init()
    path = require_file("assets", "fonts", FONT_FILES[(script, family, bold)])
    try:
        loaded = pygame.font.Font(str(path), size)
        loaded.size("Caylus")  # a damaged file often opens, then fails on first use
        if script in SCRIPT_CODES:
            loaded.set_script(SCRIPT_CODES[script])
    except (pygame.error, OSError, ValueError) as error:
        raise DamagedResource(path, str(error) or type(error).__name__) from error
    return loaded


class Face:
    """The fonts of one family, weight and size, for every script (the others are opened the
    first time a line needs them). Measures and renders like a pygame Font."""

    def __init__(self, size: int, bold: bool, family: str, cjk_size: int | None = None) -> None:
        self.size_px, self.bold, self.family = size, bold, family
        self.cjk_px = max(size, cjk_size or size)  # Chinese is read at no smaller than this
        self.primary = open_font(PRIMARY, family, bold, size)
        self._fonts: dict[str, pygame.font.Font] = {PRIMARY: self.primary}

    def font_for(self, script: str) -> pygame.font.Font:
        if script not in self._fonts:
            size = self.cjk_px if script == CJK else self.size_px
            self._fonts[script] = open_font(script, self.family, self.bold, size)
        return self._fonts[script]

    def _chinese_in_layout(self) -> pygame.font.Font | None:
        """The Chinese font, when the game speaks Chinese: lines are laid out with room for
        it (a Chinese name in another language fits its line's picture, measured when
        drawn)."""
        if i18n.locale_of(i18n.language()).language != "zh":
            return None
        return self.font_for(CJK)

    def size(self, words: str) -> tuple[int, int]:
        if words.isascii():  # most lines: one run of the primary font, no scan needed
            return self.primary.size(words)
        parts = runs(words)
        if len(parts) <= 1 and (not parts or parts[0][0] == PRIMARY):
            return self.primary.size(words)
        width = sum(self.font_for(script).size(part)[0] for script, part in parts)
        return width, self.get_height()

    def render(self, words: str, antialias: bool, colour: Colour) -> pygame.Surface:
        surface = self._render(words, antialias, colour)
        listening = watcher()
        if listening is not None:  # the text check records (never while playing)
            chinese = not words.isascii() and any(script == CJK for script, _ in runs(words))
            listening.rendered(surface, words, self.cjk_px if chinese else self.size_px,
                               chinese)
        return surface

    def _render(self, words: str, antialias: bool, colour: Colour) -> pygame.Surface:
        if words.isascii():
            return self.primary.render(words, antialias, colour)
        words = words.replace(WORD_JOINER, "")  # it only keeps a line whole; SDL refuses a
        if not words:  # run of nothing but zero-width characters ("Text has zero width")
            return pygame.Surface((0, self.get_height()), pygame.SRCALPHA)
        parts = runs(display_order(words))
        if len(parts) <= 1 and (not parts or parts[0][0] == PRIMARY):
            return self.primary.render(words, antialias, colour)
        images = [(self.font_for(script), self.font_for(script).render(part, antialias, colour))
                  for script, part in parts]
        baseline = max(self.get_ascent(), *(font.get_ascent() for font, _ in images))
        below = max(self.get_height() - self.get_ascent(),
                    *(image.get_height() - font.get_ascent() for font, image in images))
        surface = pygame.Surface((sum(image.get_width() for _, image in images),
                                  baseline + below), pygame.SRCALPHA)
        x = 0
        for font, image in images:
            surface.blit(image, (x, baseline - font.get_ascent()))
            x += image.get_width()
        return surface

    def get_height(self) -> int:
        chinese = self._chinese_in_layout()
        if chinese is None:
            return self.primary.get_height()
        return self.get_ascent() + max(-self.primary.get_descent(), -chinese.get_descent())

    def get_ascent(self) -> int:
        chinese = self._chinese_in_layout()
        return max(self.primary.get_ascent(), chinese.get_ascent() if chinese else 0)

    def get_linesize(self) -> int:
        return max(self.primary.get_linesize(), self.get_height())


@cache
def font_files() -> tuple[str, ...]:
    """Every shipped font file, once."""
    return tuple(dict.fromkeys(FONT_FILES.values()))
