"""The scoreboard's two lists, drawn for a scroll view: tonight's standings (a row per name)
and the games (a card each, with its players and scores and an Open mark; the cards' places
are kept so a click opens the one under it). Laid out left to right, then mirrored for a
right-to-left reader."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime

import pygame

from caylus.core.state import HUMAN
from caylus.persistence.scoreboard import Entry, SeatResult
from caylus.ui import theme
from caylus.ui.i18n import number, t
from caylus.ui.layout import px, text_px
from caylus.ui.render.text import line_height, mirrored, mirrored_x, reading
from caylus.ui.render.text import text as rendered
from caylus.ui.scenes.final_scores import WINNER_FILL, draw_crown
from caylus.ui.tonight import Tally, clock_time, date_and_time, leaders, who
from caylus.ui.widgets import INK_SOFT, draw_swatch, draw_text, wrap_text

NOTICE_RED = (150, 30, 24)
CARD_FILL = (236, 221, 184)
#: Where each column of the standings starts, as a share of the width; the numbers' columns
#: are NUMBER_WIDTH wide.
COLUMNS = {"player": 0.0, "wins": 0.475, "points": 0.65, "best": 0.825}
NUMBER_WIDTH = 0.175
ROW_HEIGHT = 90


def canvas(width: int, height: int) -> pygame.Surface:
    return pygame.Surface((max(1, width), max(1, height)), pygame.SRCALPHA)


# --- tonight's standings ------------------------------------------------------------------


def render_standings(rows: Sequence[Tally], width: int, scale: float) -> pygame.Surface:
    """The column names, then a row per name: rank (a crown for the evening's leaders),
    colour, name (the games played under it, and a computer's level), wins, points and best
    score."""
    row_height = px(ROW_HEIGHT, scale)
    header = int(text_px("small", scale) * 1.6)
    image = canvas(width, header + len(rows) * row_height)
    area = image.get_rect()
    small = text_px("small", scale)
    for column, share in COLUMNS.items():
        if column == "player":
            x, anchor = px(130, scale), "topleft"
            room = int(width * COLUMNS["wins"]) - x
        else:
            x, anchor = int(width * (share + NUMBER_WIDTH / 2)), "midtop"
            room = int(width * NUMBER_WIDTH) - px(6, scale)
        draw_text(image, t(f"scoreboard.column.{column}"), small, INK_SOFT,
                  **reading(area, x, 0, anchor), bold=True, max_width=room)
    leading = leaders(rows)
    for index, row in enumerate(rows):
        rank = next(n for n in range(index + 1) if (rows[n].wins, rows[n].points)
                    == (row.wins, row.points)) + 1
        draw_row(image, row, rank, index in leading,
                 pygame.Rect(0, header + index * row_height, width, row_height), scale)
    return image


def draw_row(image: pygame.Surface, row: Tally, rank: int, leader: bool, rect: pygame.Rect,
             scale: float) -> None:
    area = image.get_rect()
    band = rect.inflate(0, -px(10, scale))
    if leader:
        pygame.draw.rect(image, WINNER_FILL, band, border_radius=px(12, scale))
        pygame.draw.rect(image, theme.WOOD_DARK, band, px(3, scale), border_radius=px(12, scale))
    cy = band.centery
    heading = text_px("heading", scale)
    mark_x = round(mirrored_x(area, px(44, scale)))
    if leader:
        draw_crown(image, (mark_x, cy), px(56, scale))
    else:
        draw_text(image, number(rank), heading, theme.INK, (mark_x, cy), anchor="center",
                  bold=True)
    radius = px(20, scale)
    draw_swatch(image, row.colour, (round(mirrored_x(area, px(100, scale))), cy), radius)
    name_x, name_end = px(130, scale), int(area.width * COLUMNS["wins"]) - px(8, scale)
    small = int(text_px("small", scale) * 0.85)
    name_y = cy - small // 2 - px(3, scale)
    draw_text(image, row.name, heading, theme.INK, **reading(area, name_x, name_y, "midleft"),
              bold=True, max_width=name_end - name_x)
    note_y = name_y + heading // 2 + small // 2 + px(4, scale)
    draw_text(image, played(row), small, INK_SOFT, **reading(area, name_x, note_y, "midleft"),
              max_width=name_end - name_x)
    values = {"wins": row.wins, "points": row.points, "best": row.best}
    for column, value in values.items():
        x = int(area.width * (COLUMNS[column] + NUMBER_WIDTH / 2))
        draw_text(image, number(value), heading, theme.INK, **reading(area, x, cy, "center"),
                  bold=column == "wins")


def played(row: Tally) -> str:
    """Under a name: how many games, and a computer's level."""
    if row.kind == HUMAN:
        return t("scoreboard.played", count=row.games)
    return t("scoreboard.played_computer", count=row.games, level=t(f"game.level.{row.kind}"))


# --- the games ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Card:
    rect: pygame.Rect  # on the list's picture
    entry: Entry


#: Paints one item of the games' list onto a window whose top is at the given y of the list
Painter = Callable[[pygame.Surface, int], object]


class GamesPage:
    """The notices, then tonight's games and the earlier ones, a card each: a `Page` of the
    scroll view, which paints only the items in view (issue 35: a year of games drawn whole
    was a picture of 1.5 GB and took seconds to open)."""

    def __init__(self, width: int, scale: float) -> None:
        self.width = width
        self.scale = scale
        self.y = 0
        self.cards: list[Card] = []
        self.items: list[tuple[int, int, Painter]] = []  # top, bottom, painter
        self.body = text_px("body", scale)

    def get_width(self) -> int:
        return max(1, self.width)

    def get_height(self) -> int:
        return max(1, self.y)

    def window(self, top: int, height: int) -> tuple[pygame.Surface, int]:
        shown = [item for item in self.items if item[1] > top and item[0] < top + height]
        if not shown:
            return canvas(self.width, height), top
        start = min(top, *(first for first, _, _ in shown))
        end = max(top + height, *(last for _, last, _ in shown))
        image = canvas(self.width, end - start)
        for _, _, paint in shown:
            paint(image, start)
        return image, start

    def add(self, top: int, bottom: int, paint: Painter) -> None:
        self.items.append((top, bottom, paint))

    def paragraph(self, words: str, colour: tuple[int, int, int], bold: bool = False) -> None:
        size = text_px("small", self.scale)
        for line in wrap_text(words, size, self.width, bold=bold):
            step = int(size * 1.3)
            self.add(self.y, self.y + step, painted_line(line, size, colour, self.y, bold))
            self.y += step
        self.y += px(16, self.scale)

    def heading(self, words: str) -> None:
        size = text_px("heading", self.scale)
        y, step = self.y, int(size * 1.35)
        self.add(y, y + step, lambda s, top: draw_text(
            s, words, size, theme.INK, **reading(s.get_rect(), 0, y - top), bold=True,
            family="serif", max_width=self.width))
        self.y += step

    def games(self, entries: Sequence[Entry], when: Callable[[Entry], str]) -> None:
        for entry in entries:
            self.card(entry, when(entry))
        self.y += px(20, self.scale)

    def card(self, entry: Entry, when: str) -> None:
        pad, body = px(18, self.scale), self.body
        line = line_height(body, bold=True)
        chips = chip_rows(entry, self.width - 2 * pad, body, self.scale)
        rect = pygame.Rect(0, self.y, self.width, 2 * pad + line + px(10, self.scale)
                           + len(chips) * line)
        self.cards.append(Card(rect, entry))
        self.add(rect.top, rect.bottom, lambda s, top: draw_card(
            s, rect.move(0, -top), when, chips, entry, self.scale))
        self.y = rect.bottom + px(16, self.scale)


def painted_line(words: str, size: int, colour: tuple[int, int, int], y: int,
                 bold: bool) -> Painter:
    return lambda image, top: draw_text(image, words, size, colour,
                                        **reading(image.get_rect(), 0, y - top), bold=bold)


def render_games(notices: Sequence[str], tonight: Sequence[Entry], earlier: Sequence[Entry],
                 now: datetime, width: int, scale: float) -> tuple[GamesPage, list[Card]]:
    page = GamesPage(width, scale)
    for notice in notices:
        page.paragraph(notice, NOTICE_RED, bold=True)
    if not tonight and not earlier:
        page.paragraph(t("scoreboard.empty"), INK_SOFT)
    if tonight:
        page.heading(t("scoreboard.section.tonight"))
        page.games(tonight, lambda entry: clock_time(entry.finished))
    if earlier:
        page.heading(t("scoreboard.section.earlier"))
        page.games(earlier, lambda entry: date_and_time(entry.finished, now))
    return page, page.cards


Chip = tuple[int, SeatResult, bool]  # x from the line's start, the player, a winner
CHIP_GAP, MARK = 34, 40  # design pixels between two players; the crown's room


def chip_rows(entry: Entry, width: int, size: int, scale: float) -> list[list[Chip]]:
    """The players, best score first, flowed onto as many lines as `width` needs."""
    seats = sorted(range(len(entry.seats)), key=lambda n: -entry.seats[n].score)
    rows: list[list[Chip]] = [[]]
    x = 0
    for seat in seats:
        result, winner = entry.seats[seat], seat in entry.winners
        chip = chip_width(result, winner, size, scale)
        if rows[-1] and x + chip > width:
            rows.append([])
            x = 0
        rows[-1].append((x, result, winner))
        x += chip + px(CHIP_GAP, scale)
    return rows


def chip_width(result: SeatResult, winner: bool, size: int, scale: float) -> int:
    name = rendered(who(result.name, result.kind), size, theme.INK, bold=winner).get_width()
    score = rendered(number(result.score), size, theme.INK, bold=True).get_width()
    return px(MARK, scale) * winner + size + px(10, scale) + name + px(12, scale) + score


def draw_card(image: pygame.Surface, rect: pygame.Rect, when: str, chips: list[list[Chip]],
              entry: Entry, scale: float) -> None:
    pad, body = px(18, scale), text_px("body", scale)
    pygame.draw.rect(image, CARD_FILL, rect, border_radius=px(12, scale))
    pygame.draw.rect(image, theme.WOOD_DARK, rect, px(2, scale), border_radius=px(12, scale))
    inner = rect.inflate(-2 * pad, -2 * pad)
    label = t("scoreboard.open")
    pill = rendered(label, body, theme.PARCHMENT, bold=True).get_rect()
    pill.inflate_ip(px(36, scale), px(8, scale))
    pill.topright = (inner.right, inner.y - px(4, scale))
    pill = mirrored(rect, pill)
    pygame.draw.rect(image, theme.WOOD_DARK, pill, border_radius=pill.height // 2)
    draw_text(image, label, body, theme.PARCHMENT, pill.center, anchor="center", bold=True)
    draw_text(image, when, body, theme.INK, **reading(rect, inner.x, inner.y), bold=True,
              max_width=inner.width - pill.width - pad)
    line = line_height(body, bold=True)
    top = inner.y + line + px(10, scale)
    for number_of_line, chips_of_line in enumerate(chips):
        cy = top + number_of_line * line + line // 2
        for x, result, winner in chips_of_line:
            draw_chip(image, rect, inner.x + x, cy, result, winner, scale)


def draw_chip(image: pygame.Surface, card: pygame.Rect, x: int, cy: int, result: SeatResult,
              winner: bool, scale: float) -> None:
    body = text_px("body", scale)
    if winner:
        draw_crown(image, (round(mirrored_x(card, x + px(MARK, scale) // 2 - px(4, scale))),
                           cy), px(34, scale))
        x += px(MARK, scale)
    draw_swatch(image, result.colour, (round(mirrored_x(card, x + body // 2)), cy),
                body * 2 // 5)
    x += body + px(10, scale)
    name = draw_text(image, who(result.name, result.kind), body, theme.INK,
                     **reading(card, x, cy, "midleft"), bold=winner)
    draw_text(image, number(result.score), body, theme.WOOD_DARK,
              **reading(card, x + name.width + px(12, scale), cy, "midleft"), bold=True)
