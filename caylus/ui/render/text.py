"""Rendered text, cached: the same words at the same size are rendered once."""

from __future__ import annotations

from collections import OrderedDict

import pygame

from caylus.ui.theme import font

Colour = tuple[int, int, int]

_CACHE: OrderedDict[tuple, pygame.Surface] = OrderedDict()
_LIMIT = 3000


def text(words: str, size: int, colour: Colour, bold: bool = False,
         family: str = "sans") -> pygame.Surface:
    """`words` rendered anti-aliased at `size` pixels (cached, least recently used dropped)."""
    key = (words, size, colour, bold, family)
    surface = _CACHE.get(key)
    if surface is None:
        surface = font(size, bold, family).render(words, True, colour)
        _CACHE[key] = surface
        if len(_CACHE) > _LIMIT:
            _CACHE.popitem(last=False)
    else:
        _CACHE.move_to_end(key)
    return surface


def outlined(words: str, size: int, colour: Colour, outline: Colour, bold: bool = True,
             family: str = "sans", width: int = 2) -> pygame.Surface:
    """Text with an outline, readable on any background (cached)."""
    key = ("outlined", words, size, colour, outline, bold, family, width)
    surface = _CACHE.get(key)
    if surface is None:
        inner = text(words, size, colour, bold, family)
        edge = text(words, size, outline, bold, family)
        surface = pygame.Surface((inner.get_width() + 2 * width, inner.get_height() + 2 * width),
                                 pygame.SRCALPHA)
        for dx in (-width, 0, width):
            for dy in (-width, 0, width):
                if dx or dy:
                    surface.blit(edge, (width + dx, width + dy))
        surface.blit(inner, (width, width))
        _CACHE[key] = surface
    return surface


def wrap(words: str, size: int, width: int, bold: bool = False, family: str = "sans",
         max_lines: int = 0) -> list[str]:
    """Split `words` into lines no wider than `width` pixels (a long word gets its own line)."""
    face = font(size, bold, family)
    lines: list[str] = []
    current = ""
    for word in words.split():
        trial = f"{current} {word}" if current else word
        if current and face.size(trial)[0] > width:
            lines.append(current)
            current = word
        else:
            current = trial
    if current:
        lines.append(current)
    if max_lines and len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = fit(lines[-1] + "…", size, width, bold, family)
    return lines


def fit(words: str, size: int, width: int, bold: bool = False, family: str = "sans") -> str:
    """`words` shortened with an ellipsis until it fits `width` pixels."""
    face = font(size, bold, family)
    if face.size(words)[0] <= width:
        return words
    while len(words) > 1 and face.size(words + "…")[0] > width:
        words = words[:-1]
    return words.rstrip() + "…"


def fitting_size(words: str, size: int, width: int, bold: bool = False, family: str = "sans",
                 minimum: int = 10) -> int:
    """The largest size up to `size` at which `words` fits `width` pixels on one line."""
    while size > minimum and font(size, bold, family).size(words)[0] > width:
        size -= 1
    return size


def line_height(size: int, bold: bool = False, family: str = "sans") -> int:
    """The height of one rendered line of text at `size` (what `text()` surfaces measure)."""
    return font(size, bold, family).get_height()
