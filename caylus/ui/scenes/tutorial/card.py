"""The lesson card: the step's words on the look of the game's captions (a dark board edged in
gold), with its buttons, and the ring that points at the step's place on the board.

The card takes the first of its spots (the board's bottom, its top, then the same beside the
workers' supply) where it hides none of the rects it must leave clear (the place it points at,
the supply while a worker is to be placed); in each it is made smaller (not below the
smallest readable text) until it fits in `MAX_SHARE` of the board's height.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from caylus.ui import theme
from caylus.ui.i18n import is_rtl
from caylus.ui.layout import px
from caylus.ui.render.button import draw_button
from caylus.ui.render.text import text, wrap
from caylus.ui.scenes.game.caption_layer import BACKGROUND, EDGE

MAX_SHARE = 0.5  # of the board's height
WIDTH_SHARE = 0.92  # of the board's width left of the panels
HEADER_PX, WHAT_PX, WHY_PX, BUTTON_PX = 26, 36, 29, 32  # at 1920x1080, 100%
BUTTON_H, BUTTON_W = 62, 300
REFUSAL = (255, 170, 130)
RESULT = (190, 230, 170)


@dataclass
class CardWords:
    """What the card says: a header, the task, the paragraphs under it, the buttons."""

    header: str
    what: str
    lines: list[tuple[str, tuple[int, int, int]]]
    buttons: list[tuple[str, str, str]]  # (name, label, style)


@dataclass
class DrawnCard:
    """Where the card and its buttons were drawn (window pixels)."""

    rect: pygame.Rect
    buttons: dict[str, pygame.Rect] = field(default_factory=dict)

    def button_at(self, pos: tuple[int, int]) -> str | None:
        return next((name for name, rect in self.buttons.items() if rect.collidepoint(pos)),
                    None)


def draw_card(surface: pygame.Surface, words: CardWords, area: pygame.Rect, scale: float,
              clear: list[pygame.Rect]) -> DrawnCard:
    """Draw the card on the board `area`, hiding none of `clear` if it can; say where."""
    margin = px(20, scale)
    spots = [area]
    supply = next((rect for rect in clear if rect.left < area.centerx), None)
    if supply is not None:  # beside the supply, towards the panels
        left = supply.right + margin
        spots.append(pygame.Rect(left, area.top, area.right - left, area.height))
    chosen: tuple[pygame.Surface, dict[str, pygame.Rect], pygame.Rect] | None = None
    for spot in spots:
        picture, buttons = _fitted(words, spot, scale)
        for at_top in (False, True):
            rect = picture.get_rect(centerx=spot.centerx)
            if at_top:
                rect.top = spot.top + margin
            else:
                rect.bottom = spot.bottom - margin
            if chosen is None:
                chosen = (picture, buttons, rect)
            if rect.collidelist(clear) < 0:
                chosen = (picture, buttons, rect)
                break
        else:
            continue
        break
    assert chosen is not None
    picture, buttons, rect = chosen
    surface.blit(picture, rect)
    return DrawnCard(rect, {name: button.move(rect.topleft) for name, button in buttons.items()})


def _fitted(words: CardWords, spot: pygame.Rect, scale: float
            ) -> tuple[pygame.Surface, dict[str, pygame.Rect]]:
    width = int(spot.width * WIDTH_SHARE)
    smallest = theme.MIN_TEXT_PX / WHY_PX
    picture, buttons = _render(words, width, scale)
    while picture.get_height() > spot.height * MAX_SHARE and scale > smallest:
        scale = max(smallest, scale * 0.9)
        picture, buttons = _render(words, width, scale)
    return picture, buttons


def _render(words: CardWords, width: int, scale: float
            ) -> tuple[pygame.Surface, dict[str, pygame.Rect]]:
    pad = px(30, scale)
    inner = width - 2 * pad
    rows = _rows(words, inner, scale)
    gap = px(14, scale)
    button_h = px(BUTTON_H, scale)
    height = pad + sum(image.get_height() + space for image, space in rows) + gap + button_h + pad
    card = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = px(22, scale)
    pygame.draw.rect(card, BACKGROUND, card.get_rect(), border_radius=radius)
    pygame.draw.rect(card, EDGE, card.get_rect(), px(4, scale), border_radius=radius)
    y = pad
    for image, space in rows:
        x = width - pad - image.get_width() if is_rtl() else pad
        card.blit(image, (x, y))
        y += image.get_height() + space
    return card, _buttons(card, words, pygame.Rect(pad, y + gap, inner, button_h), scale)


def _rows(words: CardWords, width: int, scale: float) -> list[tuple[pygame.Surface, int]]:
    header, what, why = px(HEADER_PX, scale), px(WHAT_PX, scale), px(WHY_PX, scale)
    rows = [(text(line, header, theme.GOLD, True), 0)
            for line in wrap(words.header, header, width, bold=True)]
    rows[-1] = (rows[-1][0], px(8, scale))
    rows += [(text(line, what, theme.HIGHLIGHT, True, "serif"), 0)
             for line in wrap(words.what, what, width, bold=True, family="serif")]
    for paragraph, colour in words.lines:
        lines = wrap(paragraph, why, width)
        if rows:
            rows[-1] = (rows[-1][0], px(10, scale))
        rows += [(text(line, why, colour), 0) for line in lines]
    return rows


def _buttons(card: pygame.Surface, words: CardWords, row: pygame.Rect,
             scale: float) -> dict[str, pygame.Rect]:
    count = len(words.buttons)
    gap = px(18, scale)
    each = min(px(BUTTON_W, scale), (row.width - gap * (count - 1)) // max(1, count))
    placed: dict[str, pygame.Rect] = {}
    # the row ends where reading ends: at the right, or at the left right to left
    x = row.left if is_rtl() else row.right - count * each - (count - 1) * gap
    order = list(reversed(words.buttons)) if is_rtl() else words.buttons
    for name, label, style in order:
        rect = pygame.Rect(x, row.y, each, row.height)
        draw_button(card, rect, (label,), px(BUTTON_PX, scale), style=style)
        placed[name] = rect
        x += each + gap
    return placed


def draw_pointer(surface: pygame.Surface, rects: list[pygame.Rect], scale: float) -> None:
    """A gold ring around each of `rects` (the place the step points at), dark-edged so it
    reads on any tile."""
    width = max(3, px(7, scale))
    for rect in rects:
        ring = rect.inflate(width * 3, width * 3)
        pygame.draw.rect(surface, theme.WOOD_DARK, ring.inflate(width, width), width + 2,
                         border_radius=width * 2)
        pygame.draw.rect(surface, theme.HIGHLIGHT, ring, width, border_radius=width * 2)
