"""Lines of text mixed with icons (cubes, deniers, prestige, favours, arrows).

A label is a sequence of tokens: plain strings, or `Icon(kind, value)` from
`caylus.ui.scenes.game.choices`. Cubes draw one cube per letter; deniers and prestige draw
an icon with the number; a negative number is drawn in red as a cost; a worker draws the
worker of the player whose colour is its value.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from typing import Any, NamedTuple

import pygame
from uniseg.linebreak import line_break_units

from caylus.ui.render import pieces
from caylus.ui.render.text import overflow, text
from caylus.ui.theme import MIN_TEXT_PX, font


class IconKind(StrEnum):
    """What an icon inside a label pictures (its value says how many, or which)."""

    CUBES = "cubes"  # the value is the cube letters
    DENIERS = "deniers"
    PRESTIGE = "prestige"
    POINTS = "points"  # a total, not a gain
    FAVOUR = "favour"
    ARROW = "arrow"
    WORKER = "worker"  # the value is the player's colour
    WORKERS = "workers"  # a player's workers left, with their number
    COUNT = "count"  # a cube letter and how many


@dataclass(frozen=True)
class Icon:
    """A picture inside a label, of a kind and with a value."""

    kind: IconKind
    value: str | int = ""


Token = str | Icon

SQUEEZE = 0.66  # condensed sideways no further than this (as text.fitted)

Colour = tuple[int, int, int]
COST_RED = (176, 30, 30)


class Part(NamedTuple):
    """One piece of a label: what it draws, with what, how much room it takes (`width`, the
    gap kept from the next piece included) and how wide its drawing is (`content`: a label
    read right to left puts the gap on the drawing's other side)."""

    what: str
    value: Any
    width: int
    content: float


def _icon_parts(token: Token, size: int, colour: Colour, bold: bool = False) -> list[Part]:
    """The pieces of one token at text size `size`."""
    gap = max(2, size // 6)
    if isinstance(token, str):  # words are kept a space apart from what follows them
        space = text(" ", size, colour, bold).get_width()
        width = text(token, size, colour, bold).get_width()
        return [Part("text", token, width + max(gap, space), width)] if token else []
    kind, value = token.kind, token.value
    icon = round(size * 1.05)
    if kind is IconKind.CUBES:
        cube = round(size * 0.8)
        step = cube + max(2, cube // 3)
        letters = str(value)
        if len(letters) <= 3:
            return [Part("cube", letter, step, cube) for letter in letters] + [
                Part("gap", "", gap, 0)]
        parts: list[Part] = []
        for letter in dict.fromkeys(letters):  # long bundles: one cube and a count per kind
            count = letters.count(letter)
            parts.append(Part("cube", letter, step, cube))
            if count > 1:
                label = f"×{count}"
                drawn = text(label, size, colour, bold).get_width()  # as `_draw_part` draws it
                parts.append(Part("text", label, text(label, size, colour).get_width() + gap,
                                  drawn))
        return parts
    if kind is IconKind.ARROW:
        return [Part("arrow", "", round(size * 1.1) + gap, size * 1.0)]
    if kind is IconKind.WORKER:  # a player's worker: `value` is the player's colour name
        return [Part("worker", str(value), round(size * 1.2) + gap, size * 1.2)]
    number = int(value) if value != "" else 0
    amounts = (IconKind.DENIERS, IconKind.PRESTIGE, IconKind.POINTS)
    label = str(abs(number)) if kind in amounts else (str(number) if number > 1 else "")
    if kind is IconKind.POINTS:  # a total, not a gain: the plain number with the prestige star
        label = str(number)
    if kind is IconKind.PRESTIGE and number > 0:
        label = f"+{number}"
    if kind is IconKind.PRESTIGE and number < 0:
        label = f"−{-number}"
    width, content = icon + gap, float(icon)
    if label:
        label_width = text(label, size, colour, True).get_width()
        width += label_width + gap
        content += max(2, size // 8) + label_width  # where `_draw_part` puts the amount
    return [Part(kind, (number, label), width, content)]


def measure(tokens: Sequence[Any], size: int, colour: Colour = (0, 0, 0),
            bold: bool = True) -> tuple[int, int]:
    """Width and height of a label (measured bold unless told: labels are mostly bold). The
    space after the last word or icon is not part of it, so a label centres truly."""
    parts = [part for token in tokens for part in _icon_parts(token, size, colour, bold)]
    width = sum(part.width for part in parts)
    if parts and parts[-1].what in ("text", "gap"):
        width -= parts[-1].width - round(parts[-1].content)
    return width, line_box(size, bold)


def line_box(size: int, bold: bool = False) -> int:
    """The height of a line of tokens: room for the icons, and for the letters (Chinese may be
    drawn larger than `size`: see theme.text_floor)."""
    return max(round(size * 1.35), font(size, bold).get_height())


def wrap_tokens(tokens: Sequence[Any], size: int, width: int,
                bold: bool = False) -> list[list[Any]]:
    """A label on lines no wider than `width`: broken where Unicode allows between words
    (UAX #14: at spaces, between Chinese characters) and around icons; an icon, or a word
    longer than the width, on a line of its own when it must be."""
    pieces_: list[Any] = []
    for n, token in enumerate(tokens):
        if not isinstance(token, str):
            pieces_.append(token)
            continue
        units = list(_break_units(token))
        if units and n < len(tokens) - 1 and not units[-1][-1:].isspace():
            units[-1] += " "  # two tokens are words apart, as `draw_tokens` keeps them
        pieces_.extend(units)
    lines: list[list[Any]] = [[]]
    for piece in pieces_:
        if lines[-1] and measure(_joined([*lines[-1], piece]), size, bold=bold)[0] > width:
            lines.append([piece])
        else:
            lines[-1].append(piece)
    return [_joined(line) for line in lines if line]


@lru_cache(maxsize=4096)
def _break_units(words: str) -> tuple[str, ...]:
    """Where `words` may break (UAX #14), which is slow to find and the same at every size and
    width: a panel that tries its layouts asks again and again (issue 34: 4 s a decision)."""
    return tuple(line_break_units(words))


def _joined(pieces_: Sequence[Any]) -> list[Any]:
    """Neighbouring pieces of words of a line joined back into one string token (without the
    space a line ends in)."""
    joined: list[Any] = []
    for piece in pieces_:
        if isinstance(piece, str) and joined and isinstance(joined[-1], str):
            joined[-1] += piece
        else:
            joined.append(piece)
    return [token.rstrip() if isinstance(token, str) else token for token in joined]


def label_or_none(tokens: Sequence[Any], size: int, width: int, colour: Colour,
                  minimum: int = MIN_TEXT_PX,
                  right_to_left: bool = False) -> pygame.Surface | None:
    """`fitted_label`, or None where even condensed it would not fit `width` (a board label
    left out at a large text size rather than cut)."""
    size = _fitting_size(tokens, size, width, colour, minimum)
    if measure(tokens, size, colour)[0] * SQUEEZE > width:
        return None
    return _label_at(tokens, size, width, colour, right_to_left)


def fitted_label(tokens: Sequence[Any], size: int, width: int, colour: Colour,
                 minimum: int = MIN_TEXT_PX, right_to_left: bool = False) -> pygame.Surface:
    """A label no wider than `width`: at the largest size from `size` down to `minimum` that
    fits, else condensed sideways to no less than SQUEEZE of its width; a label that still
    does not fit is noted as an overflow."""
    size = _fitting_size(tokens, size, width, colour, minimum)
    return _label_at(tokens, size, width, colour, right_to_left)


def draw_centred(surface: pygame.Surface, tokens: Sequence[Any], box: pygame.Rect, size: int,
                 room: int, colour: Colour, right_to_left: bool = False) -> None:
    """A label centred in `box`, bold, at the largest size down to the smallest readable at
    which it fits `room` pixels, else condensed (see `fitted_label`)."""
    size = _fitting_size(tokens, size, room, colour, MIN_TEXT_PX)
    width, height = measure(tokens, size, colour)
    if width > room:  # the smallest size (a large text size) is too wide: condensed
        image = _label_at(tokens, size, room, colour, right_to_left)
        surface.blit(image, image.get_rect(center=box.center))
        return
    draw_tokens(surface, tokens, (box.centerx - width // 2, box.centery - height // 2), size,
                colour, True, right_to_left=right_to_left)


def _fitting_size(tokens: Sequence[Any], size: int, width: int, colour: Colour,
                  minimum: int) -> int:
    while measure(tokens, size, colour)[0] > width and size > minimum:
        size -= 1
    return size


def _label_at(tokens: Sequence[Any], size: int, width: int, colour: Colour,
              right_to_left: bool) -> pygame.Surface:
    """The label drawn at `size`, condensed to `width` if wider (noted as an overflow if even
    that is not enough)."""
    natural, height = measure(tokens, size, colour)
    label = pygame.Surface((max(1, natural), height), pygame.SRCALPHA)
    draw_tokens(label, tokens, (0, 0), size, colour, right_to_left=right_to_left)
    if natural <= width:
        return label
    if natural * SQUEEZE > width:
        overflow(" ".join(token for token in tokens if isinstance(token, str)))
    return pygame.transform.smoothscale(label, (max(1, width), height))


def draw_tokens(surface: pygame.Surface, tokens: Sequence[Any], topleft: tuple[int, int],
                size: int, colour: Colour, bold: bool = False,
                right_to_left: bool = False) -> pygame.Rect:
    """Draw a label from `topleft`: left to right, or (a sentence of a right-to-left language)
    its words and icons from right to left in the same area; returns the area used."""
    x, y = topleft
    height = line_box(size, bold)
    middle = y + height / 2
    parts = [part for token in tokens for part in _icon_parts(token, size, colour, bold)]
    if right_to_left:  # an arrow then points the way the label reads: to the left
        total = measure(tokens, size, colour, bold)[0]
        x += sum(part.width for part in parts)  # the last (leftmost) part starts at the left
        for part in parts:
            x -= part.width
            _draw_mirrored(surface, part, x + part.width - part.content, middle, size, colour,
                           bold)
        return pygame.Rect(topleft[0], y, total, height)
    for part in parts:
        _draw_part(surface, part.what, part.value, x, middle, size, colour, bold)
        x += part.width
    return pygame.Rect(topleft[0], y, x - topleft[0], height)


def _draw_mirrored(surface: pygame.Surface, part: Part, x: float, middle: float, size: int,
                   colour: Colour, bold: bool) -> None:
    """A part of a right-to-left label, its drawing from `x` (against the right of its room:
    the gap parts keep falls between them in that direction too), an arrow pointing left and
    an icon's amount on the icon's left (a red cost digit sat against the next number: "−1"
    then "8" read as "18" on Hebrew provost buttons)."""
    what, value = part.what, part.value
    if what in AMOUNTS and value[1]:
        number, label = value
        icon = round(size * 1.05)
        _draw_part(surface, what, (number, ""), x + part.content - icon, middle, size, colour,
                   True)
        image = text(label, size, COST_RED if number < 0 else colour, True)
        surface.blit(image, (x, middle - image.get_height() / 2))
        return
    _draw_part(surface, "arrow_left" if what == "arrow" else what, value, x, middle, size,
               colour, bold)


AMOUNTS = ("deniers", "prestige", "points", "favour")  # icons drawn with a number beside them


def _draw_part(surface: pygame.Surface, what: str, value: Any, x: float, middle: float,
               size: int, colour: Colour, bold: bool) -> None:
    """One part, its drawing from `x`."""
    icon = round(size * 1.05)
    if what == "text":
        image = text(value, size, colour, bold)
        surface.blit(image, (x, middle - image.get_height() / 2))
    elif what == "cube":
        cube = round(size * 0.8)
        pieces.draw_cube(surface, (x, middle - cube / 2 - cube / 8), cube, value)
    elif what == "worker":
        pieces.draw_worker(surface, (x + size * 0.6, middle), round(size * 1.1), value)
    elif what in ("arrow", "arrow_left"):
        w = size * 1.0
        h = size * 0.5
        points = [(0, -h / 5), (w * 0.6, -h / 5), (w * 0.6, -h / 2), (w, 0), (w * 0.6, h / 2),
                  (w * 0.6, h / 5), (0, h / 5)]
        if what == "arrow_left":  # the same arrow, mirrored
            points = [(w - dx, dy) for dx, dy in points]
        pieces.fill_polygon(surface, [(x + dx, middle + dy) for dx, dy in points], colour)
    elif what in AMOUNTS:
        number, label = value
        centre = (x + icon / 2, middle)
        {"deniers": pieces.draw_coin, "prestige": pieces.draw_prestige,
         "points": pieces.draw_prestige, "favour": pieces.draw_favour}[what](surface, centre, icon)
        if label:
            ink = COST_RED if number < 0 else colour
            image = text(label, size, ink, True)
            surface.blit(image, (x + icon + max(2, size // 8), middle - image.get_height() / 2))

