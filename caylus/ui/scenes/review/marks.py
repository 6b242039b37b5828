"""The move review's marks on the board: the place of the move played, ringed in the mover's
colour, and the place of Hard's choice, ringed in gold (issue 34: the move and Hard's
alternative were only words), with a legend under the board saying which is which."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from caylus.ai.decision_costs import DecisionCost
from caylus.core import Action, Game, parse_action
from caylus.core.places import Place
from caylus.ui import theme
from caylus.ui.i18n import is_rtl, t
from caylus.ui.layout import px, text_px
from caylus.ui.render.pieces import player_colour
from caylus.ui.render.text import reading
from caylus.ui.scenes.game.choices import action_place
from caylus.ui.scenes.review.pictures import Picture
from caylus.ui.widgets import draw_text

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Mark:
    """A ring drawn on the board: its colour and the legend's words for it."""

    colour: Colour
    words: str


def draw_marks(surface: pygame.Surface, picture: Picture, topleft: tuple[int, int],
               position: Game, played: Action, cost: DecisionCost | None,
               scale: float) -> list[Mark]:
    """Ring the played move's place and, when Hard chose otherwise, its choice's; the marks
    drawn, for the legend."""
    seat = position.current_seat or 0
    mover = player_colour(position.players[seat].colour)
    marks = []
    if _ring(surface, picture, topleft, action_place(position, played), mover, scale):
        marks.append(Mark(mover, t("review.moves.mark.played",
                                   who=position.players[seat].name)))
    if cost is not None and not cost.is_hards_choice:
        best = action_place(position, parse_action(cost.best))
        if _ring(surface, picture, topleft, best, theme.HIGHLIGHT, scale, dashed=True):
            marks.append(Mark(theme.HIGHLIGHT, t("review.moves.mark.hard")))
    return marks


def _ring(surface: pygame.Surface, picture: Picture, topleft: tuple[int, int],
          place: Place | None, colour: Colour, scale: float, dashed: bool = False) -> bool:
    if place is None:
        return False
    rects = picture.place_rects(place, topleft)
    if rects:  # one ring around a place and its slots (the Stables, the Inn)
        rects = [rects[0].unionall(rects[1:])]
    width = max(3, px(6, scale))
    for rect in rects:
        ring = rect.inflate(width * 3, width * 3)
        pygame.draw.rect(surface, theme.WOOD_DARK, ring.inflate(width, width), width + 2,
                         border_radius=width * 2)
        pygame.draw.rect(surface, colour, ring, width, border_radius=width * 2)
        if dashed:  # told apart from the mover's ring without relying on colour alone
            _corners(surface, ring, width)
    return bool(rects)


def _corners(surface: pygame.Surface, ring: pygame.Rect, width: int) -> None:
    """Dark notches at the middle of each side of Hard's ring."""
    notch = width * 2
    for x, y in (ring.midtop, ring.midbottom, ring.midleft, ring.midright):
        pygame.draw.rect(surface, theme.WOOD_DARK,
                         pygame.Rect(x - notch // 2, y - notch // 2, notch, notch))


def draw_legend(surface: pygame.Surface, marks: list[Mark], area: pygame.Rect,
                scale: float) -> None:
    """Each mark's colour and words, in reading order (mirrored in Hebrew)."""
    small = text_px("small", scale)
    x = area.x  # where the next mark starts, as if read left to right
    for mark in marks:
        swatch = pygame.Rect(x, area.y + small // 4, small, small)
        if is_rtl():
            swatch.x = area.right - (swatch.right - area.x)
        pygame.draw.rect(surface, theme.WOOD_DARK, swatch.inflate(4, 4), border_radius=4)
        pygame.draw.rect(surface, mark.colour, swatch, border_radius=3)
        start = x + small + px(10, scale)
        drawn = draw_text(surface, mark.words, small, theme.PARCHMENT,
                          **reading(area, start, area.y), max_width=area.right - start)
        x = start + drawn.width + px(36, scale)
