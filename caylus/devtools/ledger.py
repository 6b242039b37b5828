"""Where every text drawn ends up: its words, its size in screen pixels, and whether it is cut
or overlaps another (for `python -m caylus.devtools.text_check` and the overflow test).

While `recording()` is on, every surface the UI creates is a `LedgerSurface`. The text layer
tells it of each rendered line (it watches the text layer: `caylus.ui.render.text_watch`); a
blit carries the lines of the source onto the
destination (moved, scaled by the transforms, clipped), so the lines on the screen are known
whatever intermediate surfaces they went through. A line is *cut* when part of its ink falls
outside the surface or clip it is drawn on (or the text layer shortened it with an ellipsis);
a line is *covered* when a later opaque drawing hides part of its ink; two lines *overlap*
when their ink rectangles cross. Lines scrolled out of view (a blit's `area`) are not cuts.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

import pygame

from caylus.ui.render import text_watch

#: Share of a line's ink that a later drawing may hide before the line counts as covered, and
#: from which it is gone (a dialog drawn over the board).
COVERED, GONE = 0.15, 0.9
#: A drawing this many times larger than a line it partly hides is a card laid over it (the
#: line is under the card, as a dialog's background is), not a piece standing on it.
CARD = 12
#: The alpha from which a drawn pixel hides what is under it.
OPAQUE = 160
#: Pixels of ink a line may lose at its edge, or share with another, without it counting.
TOLERANCE = 1


@dataclass(frozen=True)
class Line:
    """One line of text on a surface: its ink rectangle there and its size in pixels."""

    words: str
    size: float
    ink: pygame.Rect
    cut: bool = False
    covered: bool = False
    ink_mask: pygame.Mask | None = field(default=None, compare=False, repr=False)
    cjk: bool = False  # it holds Chinese (which has its own smallest size)

    def moved(self, dx: int, dy: int) -> Line:
        return replace(self, ink=self.ink.move(dx, dy))

    def scaled(self, sx: float, sy: float) -> Line:
        ink = pygame.Rect(round(self.ink.x * sx), round(self.ink.y * sy),
                          max(1, round(self.ink.w * sx)), max(1, round(self.ink.h * sy)))
        mask = self.ink_mask.scale(ink.size) if self.ink_mask is not None else None
        return replace(self, size=self.size * sy, ink=ink, ink_mask=mask)

    def crosses(self, other: Line) -> bool:
        """Whether the two lines' letters touch (their rectangles may cross, a descender
        over the next line's box, without any letter touching another)."""
        crossing = self.ink.clip(other.ink)
        if crossing.w <= TOLERANCE or crossing.h <= TOLERANCE:
            return False
        if self.ink_mask is None or other.ink_mask is None:
            return True
        offset = (other.ink.x - self.ink.x, other.ink.y - self.ink.y)
        return self.ink_mask.overlap_area(other.ink_mask, offset) > TOLERANCE


class Ledger:
    """The lines on every surface drawn while recording (surfaces kept alive, so that
    surfaces pygame made in C, known by id, are not mistaken for later ones)."""

    def __init__(self) -> None:
        self._lines: dict[int, list[Line]] = {}
        self._kept: list[pygame.Surface] = []
        self.shortened: list[str] = []

    def lines(self, surface: pygame.Surface) -> list[Line]:
        return self._lines.get(id(surface), [])

    def set_lines(self, surface: pygame.Surface, lines: list[Line]) -> None:
        if id(surface) not in self._lines:
            self._kept.append(surface)
        self._lines[id(surface)] = lines

    def rendered(self, surface: pygame.Surface, words: str, size: float,
                 cjk: bool = False) -> None:
        ink = surface.get_bounding_rect()
        if words.strip() and ink.w and ink.h:
            letters = pygame.mask.from_surface(surface, 100).overlap_mask(
                pygame.Mask(ink.size, fill=True), ink.topleft)
            mask = pygame.Mask(ink.size)
            mask.draw(letters, (-ink.x, -ink.y))
            self.set_lines(surface, [Line(words, size, ink, ink_mask=mask, cjk=cjk)])

    def cut_short(self, words: str) -> None:
        self.shortened.append(words)

    def blitted(self, dest: pygame.Surface, source: pygame.Surface, pos: pygame.Rect,
                area: pygame.Rect | None) -> None:
        placed = pygame.Rect(pos.topleft, (area or source.get_rect()).size)
        visible = placed.clip(dest.get_clip() or dest.get_rect())
        kept = self._hidden_under(dest, source, placed)
        drawn = []
        for line in self.lines(source):
            if area is not None:
                if not area.contains(line.ink):
                    continue  # scrolled out of view, wholly or in part
                line = line.moved(-area.x, -area.y)
            line = line.moved(*placed.topleft)
            if _lost(line.ink, visible):
                line = replace(line, cut=True)
            drawn.append(line)
        # a line drawn again where it stood (a name redrawn over a hint) replaces the old one
        again = {(line.words, tuple(line.ink)) for line in drawn}
        kept = [line for line in kept if (line.words, tuple(line.ink)) not in again] + drawn
        if kept or self.lines(dest):
            self.set_lines(dest, kept)

    def _hidden_under(self, dest: pygame.Surface, source: pygame.Surface,
                      placed: pygame.Rect) -> list[Line]:
        """The destination's lines after `source` is drawn over them at `placed`."""
        lines = self.lines(dest)
        if not lines:
            return []
        whole: pygame.Mask | None = None
        kept = []
        for line in lines:
            if not line.ink.colliderect(placed):
                kept.append(line)
                continue
            if whole is None:
                whole, drawing = _opaque(source), _drawing(source, self.lines(source))
            hidden = _share_hidden(line.ink, whole, placed.topleft)
            if hidden >= GONE or (hidden > COVERED and _is_card(source, line)):
                continue  # under a card (its own letters included): a dialog, a caption
            share = _share_hidden(line.ink, drawing, placed.topleft)
            kept.append(replace(line, covered=True) if share > COVERED else line)
        return kept

    def filled(self, dest: pygame.Surface, rect: pygame.Rect) -> None:
        """An opaque rectangle drawn on `dest`: the lines under it are hidden."""
        lines = self.lines(dest)
        if not lines:
            return
        rect = rect.clip(dest.get_clip() or dest.get_rect())
        kept = []
        for line in lines:
            hidden = line.ink.clip(rect)
            share = hidden.w * hidden.h / max(1, line.ink.w * line.ink.h)
            card = rect.w * rect.h >= CARD * line.ink.w * line.ink.h
            if share < GONE and not (card and share > COVERED):
                kept.append(replace(line, covered=True) if share > COVERED else line)
        self.set_lines(dest, kept)


def _lost(ink: pygame.Rect, visible: pygame.Rect) -> bool:
    shown = ink.clip(visible)
    return shown.w < ink.w - TOLERANCE or shown.h < ink.h - TOLERANCE


def _opaque(surface: pygame.Surface) -> pygame.Mask:
    """The pixels of `surface` that hide what is under them (alpha 160 of 255 or more, the
    surface's own alpha counted)."""
    faded = surface.get_alpha()
    threshold = OPAQUE if faded is None else round(OPAQUE * 255 / max(1, faded))
    if threshold > 255:
        return pygame.Mask(surface.get_size())
    if surface.get_flags() & pygame.SRCALPHA or surface.get_colorkey() is not None:
        return pygame.mask.from_surface(surface, min(254, threshold))
    return pygame.Mask(surface.get_size(), fill=faded is None or faded >= OPAQUE)


def _is_card(surface: pygame.Surface, line: Line) -> bool:
    """Whether `surface` is a card laid over what is under it (a dialog, a caption: much
    larger than the line), not a piece standing on a label."""
    return surface.get_width() * surface.get_height() >= CARD * line.ink.w * line.ink.h


def _drawing(surface: pygame.Surface, lines: Sequence[Line]) -> pygame.Mask:
    """The opaque pixels of `surface` but its letters (text over text is an overlap, not a
    covering; and an outline does not cover its own words; a card's background does)."""
    mask = _opaque(surface)
    for line in lines:
        letters = line.ink_mask or pygame.Mask(line.ink.size, fill=True)
        mask.erase(letters, line.ink.topleft)
    return mask


def _share_hidden(ink: pygame.Rect, mask: pygame.Mask, at: tuple[int, int]) -> float:
    area = pygame.Mask(ink.size, fill=True)
    hidden = area.overlap_area(mask, (at[0] - ink.x, at[1] - ink.y))
    return hidden / max(1, ink.w * ink.h)


_active: Ledger | None = None


def active() -> Ledger | None:
    return _active


class LedgerSurface(pygame.Surface):
    """A surface whose blits and fills tell the ledger (only while recording)."""

    def blit(self, source: pygame.Surface, dest: Any = (0, 0), area: Any = None,
             special_flags: int = 0) -> pygame.Rect:
        drawn = super().blit(source, dest, area, special_flags)
        if _active is not None:
            _active.blitted(self, source, _as_rect(dest), None if area is None
                            else pygame.Rect(area))
        return drawn

    def blits(self, blit_sequence: Any, doreturn: Any = True) -> Any:
        drawn = [self.blit(*item) for item in blit_sequence]
        return drawn if doreturn else None

    def fill(self, color: Any, rect: Any = None, special_flags: int = 0) -> pygame.Rect:
        drawn = super().fill(color, rect, special_flags)
        if _active is not None and not special_flags:
            _active.filled(self, drawn)
        return drawn

    def copy(self) -> pygame.Surface:
        return _carried(self, super().copy())

    def convert(self, *args: Any) -> pygame.Surface:
        return _carried(self, super().convert(*args))

    def convert_alpha(self, *args: Any) -> pygame.Surface:
        return _carried(self, super().convert_alpha(*args))


def _as_rect(dest: Any) -> pygame.Rect:
    if isinstance(dest, pygame.Rect):
        return dest
    if len(dest) == 2:
        return pygame.Rect(round(dest[0]), round(dest[1]), 0, 0)
    return pygame.Rect(dest)


def _carried(original: pygame.Surface, made: pygame.Surface) -> pygame.Surface:
    if _active is not None and _active.lines(original):
        _active.set_lines(made, list(_active.lines(original)))
    return made


def _scaling(transform: Callable[..., pygame.Surface]) -> Callable[..., pygame.Surface]:
    def scaled(surface: pygame.Surface, size: Sequence[float], *args: Any) -> pygame.Surface:
        made = transform(surface, size, *args)
        if _active is not None and _active.lines(surface):
            sx = made.get_width() / max(1, surface.get_width())
            sy = made.get_height() / max(1, surface.get_height())
            _active.set_lines(made, [line.scaled(sx, sy) for line in _active.lines(surface)])
        return made

    return scaled


def _filling(draw_rect: Callable[..., pygame.Rect]) -> Callable[..., pygame.Rect]:
    def drawn(surface: pygame.Surface, color: Any, rect: Any, width: int = 0,
              *args: Any, **kwargs: Any) -> pygame.Rect:
        changed = draw_rect(surface, color, rect, width, *args, **kwargs)
        if _active is not None and width == 0 and _solid(color):
            _active.filled(surface, pygame.Rect(rect))
        return changed

    return drawn


def _solid(color: Any) -> bool:
    return not (isinstance(color, Sequence) and len(color) == 4 and color[3] < 160)


@contextmanager
def recording() -> Iterator[Ledger]:
    """Record every text drawn until the block ends (pygame's own names put back then)."""
    global _active
    saved = (pygame.Surface, pygame.transform.smoothscale, pygame.transform.scale,
             pygame.draw.rect)
    _active = Ledger()
    text_watch.watch(_active)
    pygame.Surface = LedgerSurface  # type: ignore[misc]  # every surface the UI makes
    pygame.transform.smoothscale = _scaling(saved[1])
    pygame.transform.scale = _scaling(saved[2])
    pygame.draw.rect = _filling(saved[3])
    try:
        yield _active
    finally:
        pygame.Surface = saved[0]  # type: ignore[misc]  # pygame's own class put back
        pygame.transform.smoothscale, pygame.transform.scale, pygame.draw.rect = saved[1:]
        text_watch.watch(None)
        _active = None


@dataclass(frozen=True)
class Overlap:
    first: Line
    second: Line


def overlaps(lines: Sequence[Line]) -> list[Overlap]:
    """Pairs of different texts whose ink crosses by more than the tolerance each way."""
    found = []
    ordered = sorted(lines, key=lambda line: line.ink.x)
    for index, line in enumerate(ordered):
        for other in ordered[index + 1:]:
            if other.ink.x >= line.ink.right - TOLERANCE:
                break
            if other.words != line.words and line.crosses(other):  # not its own outline
                found.append(Overlap(line, other))
    return found
