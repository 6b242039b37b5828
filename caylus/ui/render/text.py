"""The one text module: words rendered (cached: the same words at the same size are rendered
once), measured, wrapped, fitted to a width and drawn."""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import pygame
import pyphen
from uniseg.linebreak import line_break_units

from caylus.ui import i18n
from caylus.ui.render.face import CJK, Face, script_of
from caylus.ui.render.text_watch import watcher
from caylus.ui.theme import MIN_TEXT_PX, font

Colour = tuple[int, int, int]

CacheKey = tuple[object, ...]

_CACHE: OrderedDict[CacheKey, pygame.Surface] = OrderedDict()
_LIMIT = 3000
#: The bytes of pictures kept, at most: a 4K game screen's words take about 6 MB, and a demo
#: running all night renders new names every game, which must not pile up.
_BYTES_LIMIT = 12 * 2**20
_kept_bytes = 0
LIGHT_SQUEEZE = 0.86  # condensing that still reads as the same typeface
#: Texts that did not fit their box since the last `clear_overflows` (cut with an ellipsis, or
#: wider than their width even at the smallest size): what the pseudo-language test reads.
_overflows: list[str] = []
#: Runs of the spaces a line may break at (ASCII, and the tab), collapsed into one; a
#: no-break space (U+00A0) keeps a number with its unit, so it is kept.
_SPACES = " \t\r\f\v"
_BREAKING_SPACES = re.compile(f"[{_SPACES}]+")


def text(words: str, size: int, colour: Colour, bold: bool = False,
         family: str = "sans") -> pygame.Surface:
    """`words` rendered anti-aliased at `size` pixels (cached, least recently used dropped)."""
    key = (words, size, colour, bold, family)
    surface = _CACHE.get(key)
    if surface is None:
        surface = font(size, bold, family).render(words, True, colour)
        _remember(key, surface)
    else:
        _CACHE.move_to_end(key)
    return surface


def outlined(words: str, size: int, colour: Colour, outline: Colour, bold: bool = True,
             family: str = "sans", width: int = 2) -> pygame.Surface:
    """Text with an outline, readable on any background (cached)."""
    key = ("outlined", words, size, colour, outline, bold, family, width)
    surface = _CACHE.get(key)
    if surface is None:
        surface = with_outline(text(words, size, colour, bold, family),
                               text(words, size, outline, bold, family), width)
        _remember(key, surface)
    return surface


def with_outline(inner: pygame.Surface, edge: pygame.Surface, width: int) -> pygame.Surface:
    """`inner` drawn over copies of `edge` shifted `width` pixels every way."""
    surface = pygame.Surface((inner.get_width() + 2 * width, inner.get_height() + 2 * width),
                             pygame.SRCALPHA)
    for dx in (-width, 0, width):
        for dy in (-width, 0, width):
            if dx or dy:
                surface.blit(edge, (width + dx, width + dy))
    surface.blit(inner, (width, width))
    return surface


def _remember(key: CacheKey, surface: pygame.Surface) -> None:
    """Keep `surface`; the least recently used go past _LIMIT pictures or _BYTES_LIMIT."""
    global _kept_bytes
    if key in _CACHE:
        _kept_bytes -= _bytes_of(_CACHE.pop(key))
    _CACHE[key] = surface
    _kept_bytes += _bytes_of(surface)
    while len(_CACHE) > 1 and (len(_CACHE) > _LIMIT or _kept_bytes > _BYTES_LIMIT):
        _kept_bytes -= _bytes_of(_CACHE.popitem(last=False)[1])


def _bytes_of(surface: pygame.Surface) -> int:
    return surface.get_width() * surface.get_height() * surface.get_bytesize()


def overflow(words: str) -> None:
    """Note that `words` did not fit where it was drawn."""
    listening = watcher()
    if listening is not None:
        listening.cut_short(words)
    if len(_overflows) < 1000:
        _overflows.append(words)


def overflows() -> list[str]:
    """The texts that did not fit since the last `clear_overflows()`."""
    return list(_overflows)


def clear_overflows() -> None:
    _overflows.clear()


def forget_all() -> None:
    """Drop every kept picture (a demo's next game shows none of the last one's names)."""
    global _kept_bytes
    _CACHE.clear()
    _wrapped.cache_clear()
    _kept_bytes = 0


def kept_bytes() -> int:
    """The bytes of the rendered words kept for reuse (for benchmarks)."""
    return _kept_bytes


def wrap(words: str, size: int, width: int, bold: bool = False, family: str = "sans",
         max_lines: int = 0) -> list[str]:
    """Split `words` into lines no wider than `width` pixels where Unicode allows a line
    break (UAX #14: at spaces, between Chinese characters but never before closing
    punctuation): each paragraph ("\n") on lines of its own, a piece longer than the width on a
    line alone; past `max_lines`, the last line kept ends in an ellipsis."""
    lines = list(_wrapped(words, size, width, bold, family))
    if max_lines and len(lines) > max_lines:
        overflow(words)
        lines = lines[:max_lines]
        lines[-1] = fit(lines[-1] + "…", size, width, bold, family)
    return lines


@lru_cache(maxsize=4096)
def _wrapped(words: str, size: int, width: int, bold: bool, family: str) -> tuple[str, ...]:
    face = font(size, bold, family)
    lines: list[str] = []
    for paragraph in words.split("\n") if words else []:
        paragraph = " ".join(_BREAKING_SPACES.split(paragraph.strip(_SPACES)))
        if face.size(paragraph)[0] <= width:  # fits: no need for the (slow) break analysis
            lines.append(paragraph)
            continue
        current, first = "", len(lines)
        for unit in line_break_units(paragraph):
            for piece in _hyphenated(unit, face, width):
                if current and face.size((current + piece).rstrip())[0] > width:
                    lines.append(current.rstrip())
                    current = piece
                else:
                    current += piece
        lines.append(current.rstrip())
        lines[first:] = _without_orphan(lines[first:], face, width)
    return tuple(lines)


#: A last line of one character, with only closing punctuation after it ("玩。"), after a
#: line of Chinese.
_ORPHAN = re.compile("^\\S[，。、；：？！」』）]*$")


def _without_orphan(lines: list[str], face: Face, width: int) -> list[str]:
    """A paragraph's lines with a lone Chinese character on its last line joined by the
    character before it (CJK typesetting avoids such orphans), where that still fits."""
    if (len(lines) < 2 or not _ORPHAN.match(lines[-1])
            or all(script_of(character) != CJK for character in lines[-2])):
        return lines
    units = list(line_break_units(lines[-2]))
    if len(units) < 2:
        return lines
    last = units[-1] + lines[-1]
    if face.size(last)[0] > width:
        return lines
    return [*lines[:-2], "".join(units[:-1]).rstrip(), last]


def _hyphenated(word: str, face: Face, width: int) -> list[str]:
    """`word` as it is if it fits `width`, else cut where the language's hyphenation
    dictionary allows (Pyphen), each piece but the last ending in a hyphen."""
    if face.size(word.rstrip())[0] <= width:
        return [word]
    dictionary = _hyphenation(i18n.language())
    if dictionary is None:
        return [word]
    for head, tail in dictionary.iterate(word):  # the longest head first
        if face.size(head + "-")[0] <= width:
            return [head + "-", *_hyphenated(tail, face, width)]
    return [word]


@lru_cache(maxsize=8)
def _hyphenation(language: str) -> pyphen.Pyphen | None:
    name = str(i18n.locale_of(language))
    # at least 3 letters each side: no "Owner-s'" (issue 34)
    return pyphen.Pyphen(lang=name, left=3, right=3) if name in pyphen.LANGUAGES else None


def fit(words: str, size: int, width: int, bold: bool = False, family: str = "sans") -> str:
    """`words` shortened with an ellipsis until it fits `width` pixels."""
    face = font(size, bold, family)
    if face.size(words)[0] <= width:
        return words
    overflow(words)
    while len(words) > 1 and face.size(words + "…")[0] > width:
        words = words[:-1]
    return words.rstrip() + "…"


def fitting_size(words: str, size: int, width: int, bold: bool = False, family: str = "sans",
                 minimum: int = MIN_TEXT_PX, probe: bool = False) -> int:
    """The largest size up to `size` at which `words` fits `width` pixels on one line (not
    below `minimum`: then it overflows, and is noted unless this is only a `probe`)."""
    while size > minimum and font(size, bold, family).size(words)[0] > width:
        size -= 1
    if not probe and font(size, bold, family).size(words)[0] > width:
        overflow(words)
    return size


def draw_text(surface: pygame.Surface, words: str, size: int, colour: Colour,
              pos: tuple[int, int], *, anchor: str = "topleft", bold: bool = False,
              family: str = "sans", max_width: int | None = None,
              shadow: Colour | None = None) -> pygame.Rect:
    """Draw one line with its `anchor` (a pygame.Rect attribute) at `pos`, made smaller (not
    below the smallest readable size) if it must fit `max_width`; returns where it went."""
    if max_width is not None:
        size = fitting_size(words, size, max_width, bold, family)
    image = text(words, size, colour, bold, family)
    rect = image.get_rect(**{anchor: pos})
    if shadow is not None:
        offset = max(1, size // 18)
        surface.blit(text(words, size, shadow, bold, family), rect.move(offset, offset))
    surface.blit(image, rect)
    return rect


def line_start(left: float, right: float, width: int) -> int:
    """Where a line `width` pixels wide starts in the span from `left` to `right`: at the left,
    or at the right in a language written right to left (its lines align right)."""
    return round(right - width if i18n.is_rtl() else left)


def mirrored_x(area: pygame.Rect, x: float) -> float:
    """`x` in an area laid out left to right, where it goes in the reading direction: its
    mirror image in a right-to-left language (a name then starts on the right)."""
    return area.left + area.right - x if i18n.is_rtl() else x


def mirrored(area: pygame.Rect, rect: pygame.Rect) -> pygame.Rect:
    """`rect` in an area laid out left to right, where it goes in the reading direction."""
    if not i18n.is_rtl():
        return rect
    return pygame.Rect(area.left + area.right - rect.right, rect.y, rect.w, rect.h)


def reading(area: pygame.Rect, x: float, y: float,
            anchor: str = "topleft") -> dict[str, Any]:
    """draw_text's `pos` and `anchor` for a point of `area` laid out left to right, in the
    reading direction: mirrored, and anchored on its other side, in a right-to-left language."""
    if not i18n.is_rtl():
        return {"pos": (round(x), y), "anchor": anchor}
    flipped = anchor.replace("left", "\0").replace("right", "left").replace("\0", "right")
    return {"pos": (round(mirrored_x(area, x)), y), "anchor": flipped}


def line_height(size: int, bold: bool = False, family: str = "sans") -> int:
    """The height of one rendered line of text at `size` (what `text()` surfaces measure)."""
    return font(size, bold, family).get_height()


def fitted(choices: Sequence[str], size: int, width: int, colour: Colour, bold: bool = True,
           family: str = "sans", minimum: int = 12, squeeze: float = 0.66) -> pygame.Surface:
    """A label no wider than `width` that stays readable: the first of `choices` (a name, then
    shorter forms of it) that fits at a size between `size` and `minimum`, or at `minimum`
    condensed sideways to no less than `squeeze` of its width; the last resort is the shortest
    form with an ellipsis. Cached."""
    key = ("fitted", tuple(choices), size, width, colour, bold, family, minimum, squeeze)
    surface = _CACHE.get(key)
    if surface is None:
        surface = _fit_choices(choices, size, width, colour, bold, family, min(minimum, size),
                               squeeze)
        _remember(key, surface)
    return surface


def fitted_outlined(choices: Sequence[str], size: int, width: int, colour: Colour,
                    outline: Colour, family: str = "sans", minimum: int = 12,
                    edge: int = 2) -> pygame.Surface:
    """`fitted` text with an outline (readable on any background)."""
    key = ("fitted_outlined", tuple(choices), size, width, colour, outline, family, minimum, edge)
    surface = _CACHE.get(key)
    if surface is None:
        room = width - 2 * edge
        surface = with_outline(fitted(choices, size, room, colour, True, family, minimum),
                               fitted(choices, size, room, outline, True, family, minimum), edge)
        _remember(key, surface)
    return surface


def fitted_or_none(choices: Sequence[str], size: int, width: int, colour: Colour,
                   bold: bool = True, family: str = "sans",
                   minimum: int = 12) -> pygame.Surface | None:
    """`fitted`, or None where no form of the label fits without cutting it: a label of the
    board that the text size makes too large for its place is left out (the place's tooltip
    and the decision panel name it) rather than cut."""
    if not fits_one_line(choices, size, width, bold, family, minimum):
        return None
    return fitted(choices, size, width, colour, bold, family, minimum)


def fits_one_line(choices: Sequence[str], size: int, width: int, bold: bool = True,
                  family: str = "sans", minimum: int = 12, squeeze: float = 0.66) -> bool:
    """Whether `fitted` finds a form of the label that fits without cutting it."""
    return _fitting_choice(choices, size, max(1, width), bold, family, min(minimum, size),
                           squeeze) is not None


def _fitting_choice(choices: Sequence[str], size: int, width: int, bold: bool, family: str,
                    minimum: int, squeeze: float) -> tuple[str, int] | None:
    for words in choices:
        for trial in range(size, minimum - 1, -1):
            # a little condensing first (the size stays even with the other names), a lot
            # only at the smallest size
            allowed = squeeze if trial == minimum else max(squeeze, LIGHT_SQUEEZE)
            if font(trial, bold, family).size(words)[0] * allowed <= width:
                return words, trial
    return None


def _fit_choices(choices: Sequence[str], size: int, width: int, colour: Colour, bold: bool,
                 family: str, minimum: int, squeeze: float) -> pygame.Surface:
    width = max(1, width)
    found = _fitting_choice(choices, size, width, bold, family, minimum, squeeze)
    if found is not None:
        image = text(found[0], found[1], colour, bold, family)
        if image.get_width() <= width:
            return image
        return pygame.transform.smoothscale(image, (width, image.get_height()))
    last = choices[-1] if choices else ""
    return text(fit(last, minimum, width, bold, family), minimum, colour, bold, family)
