"""The final scores: the ranking, winners highlighted (all tied players win), every end bonus;
under a name, the computer's level or the hints that player used."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from caylus.core.state import HUMAN
from caylus.ui import theme
from caylus.ui.i18n import has, join, t
from caylus.ui.layout import px, text_px
from caylus.ui.render.text import mirrored_x, reading
from caylus.ui.scenes import ShellScene
from caylus.ui.scenes.game.hint_counts import hint_counts
from caylus.ui.widgets import (
    INK_SOFT,
    Button,
    draw_background,
    draw_panel,
    draw_scene_title,
    draw_swatch,
    draw_text,
)

if TYPE_CHECKING:
    from caylus.core.game import Game
    from caylus.ui.host import Host

WINNER_FILL = (246, 214, 120)
COLUMNS = ("rank", "player", "prestige", "gold", "cubes", "deniers", "total")
#: Left edge of each column as a fraction of the table's width.
COLUMN_X = (0.0, 0.09, 0.43, 0.57, 0.68, 0.79, 0.90)
NUMBER_COLUMNS = ("prestige", "gold", "cubes", "deniers", "total")


@dataclass(frozen=True)
class Standing:
    rank: int
    seat: int
    name: str
    colour: str
    prestige: int
    gold: int
    cubes: int
    deniers: int
    total: int
    winner: bool


def standings(game: Game) -> list[Standing]:
    """Players from first to last; equal totals share a rank (1, 1, 3) and all tied first win."""
    final = sorted(game.final or [], key=lambda entry: (-entry["total"], entry["seat"]))
    winners = set(game.winners())
    result: list[Standing] = []
    for position, entry in enumerate(final, start=1):
        tied = result and result[-1].total == entry["total"]
        rank = result[-1].rank if tied else position
        player = game.players[entry["seat"]]
        result.append(Standing(rank, entry["seat"], player.name, player.colour,
                               entry["prestige"], entry["gold"], entry["cubes"],
                               entry["deniers"], entry["total"], entry["seat"] in winners))
    return result


def seat_note(game: Game, seat: int, hints: list[int]) -> str:
    """What a row says under the name: the computer's level, or the hints a person used."""
    kind = game.seat_kinds[seat]
    if kind != HUMAN:
        return t("game.panel.computer", level=t(f"game.level.{kind}"))
    used = hints[seat] if seat < len(hints) else 0
    if not used:
        return ""
    return t("final.hints", count=used)


def headline(rows: list[Standing]) -> str:
    names = [row.name for row in rows if row.winner]
    if len(names) == 1:
        return t("final.winner", name=names[0])
    return t("final.winners", names=join(names))


def draw_crown(surface: pygame.Surface, centre: tuple[int, int], width: int) -> None:
    x, y = centre[0] - width // 2, centre[1] - width // 3
    h = width * 2 // 3
    points = [(x, y + h), (x, y + h // 4), (x + width // 4, y + h // 2), (x + width // 2, y),
              (x + 3 * width // 4, y + h // 2), (x + width, y + h // 4), (x + width, y + h)]
    pygame.draw.polygon(surface, theme.GOLD, points)
    pygame.draw.polygon(surface, theme.INK, points, max(2, width // 14))


class FinalScoresScene(ShellScene):
    def __init__(self, app: Host, game: Game) -> None:
        super().__init__(app)
        self.game = game
        self.rows = standings(game)
        self.hints = hint_counts(game)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.new_game_button = self.widgets.add(
            Button(lambda: t("final.new_game"), app.new_game, style="primary"))
        self.title_button = self.widgets.add(Button(lambda: t("final.to_title"), app.to_title))
        self.review_button = self.widgets.add(
            Button(lambda: t("review.open"), lambda: app.open_review(game)))
        self.tonight_button = self.widgets.add(
            Button(lambda: t("scoreboard.title_button"), self.to_tonight))

    def enter(self) -> None:
        self.app.audio.play("score")
        self.widgets.set_focus(self.new_game_button, visible=True)

    def from_scoreboard(self) -> bool:
        """Opened from tonight's scoreboard (a past game), not at the end of a game."""
        return len(self.app.scenes.stack) > 1

    def to_tonight(self) -> None:
        if self.from_scoreboard():
            self.app.scenes.pop()
        else:
            self.app.open_scoreboard()

    def back(self) -> None:
        self.app.audio.play("click")
        if self.from_scoreboard():
            self.app.scenes.pop()
        else:
            self.app.to_title()

    def row_height(self, scale: float) -> int:
        return px(96, scale)

    def layout(self, size: tuple[int, int], scale: float) -> None:
        width, height = size
        table_height = px(110, scale) + len(self.rows) * self.row_height(scale)
        self.panel = pygame.Rect(0, 0, min(width - px(120, scale), px(1640, scale)),
                                 table_height + px(70, scale))
        self.panel.midtop = (width // 2, px(250, scale))
        button_height = px(86, scale)
        y = min(self.panel.bottom + px(40, scale), height - button_height - px(30, scale))
        buttons = (self.title_button, self.tonight_button, self.review_button,
                   self.new_game_button)
        gap = px(36, scale)
        button_width = min(px(420, scale), (width - px(80, scale)) // len(buttons) - gap)
        left = width // 2 - (button_width * len(buttons) + gap * (len(buttons) - 1)) // 2
        for n, button in enumerate(buttons):
            button.place(pygame.Rect(left + n * (button_width + gap), y, button_width,
                                     button_height), scale)

    def draw_scene(self, surface: pygame.Surface) -> None:
        scale = self.app.scale
        draw_background(surface)
        centre_x = self.app.size[0] // 2
        draw_scene_title(surface, t("final.title"), scale, px(80, scale))
        draw_text(surface, headline(self.rows), text_px("heading", scale), theme.PARCHMENT,
                  (centre_x, px(180, scale)), anchor="center", bold=True, family="serif",
                  max_width=self.app.size[0] - px(100, scale))
        draw_panel(surface, self.panel, scale)
        self.draw_table(surface, scale)

    def table_rect(self, scale: float) -> pygame.Rect:
        return self.panel.inflate(-px(90, scale), -px(70, scale))

    def draw_table(self, surface: pygame.Surface, scale: float) -> None:
        table = self.table_rect(scale)
        xs = [table.x + int(table.width * f) for f in COLUMN_X]
        column_width = table.width - int(table.width * COLUMN_X[-1])
        small = text_px("small", scale)
        for x, column in zip(xs, COLUMNS, strict=True):
            if column == "rank":
                continue
            anchor_x = x + column_width // 2 if column in NUMBER_COLUMNS else x + px(12, scale)
            anchor = "midtop" if column in NUMBER_COLUMNS else "topleft"
            draw_text(surface, t(f"final.column.{column}"), small, theme.INK,
                      **reading(table, anchor_x, table.y, anchor), bold=True)
            if has(f"final.column.{column}.help"):
                draw_text(surface, t(f"final.column.{column}.help"), int(small * 0.85),
                          INK_SOFT, **reading(table, anchor_x, table.y + int(small * 1.3),
                                              anchor))
        y = table.y + px(110, scale)
        for row in self.rows:
            self.draw_row(surface, row, xs, column_width, y, scale)
            y += self.row_height(scale)

    def draw_row(self, surface: pygame.Surface, row: Standing, xs: list[int], column_width: int,
                 y: int, scale: float) -> None:
        table = self.table_rect(scale)
        height = self.row_height(scale) - px(10, scale)
        band = pygame.Rect(table.x, y, table.width, height)
        if row.winner:
            pygame.draw.rect(surface, WINNER_FILL, band, border_radius=px(12, scale))
            pygame.draw.rect(surface, theme.WOOD_DARK, band, px(3, scale),
                             border_radius=px(12, scale))
        cy = band.centery
        body = text_px("body", scale)
        heading = text_px("heading", scale)
        rank_x = round(mirrored_x(table, xs[0] + px(48, scale)))
        if row.winner:
            draw_crown(surface, (rank_x, cy), px(58, scale))
        else:
            draw_text(surface, str(row.rank), heading, theme.INK, (rank_x, cy), anchor="center",
                      bold=True)
        radius = px(22, scale)
        draw_swatch(surface, row.colour,
                    (round(mirrored_x(table, xs[1] + px(12, scale) + radius)), cy), radius)
        name_x = xs[1] + px(30, scale) + 2 * radius
        note = seat_note(self.game, row.seat, self.hints)
        small = text_px("small", scale)
        name_y = cy - small // 2 if note else cy
        draw_text(surface, row.name, heading, theme.INK,
                  **reading(table, name_x, name_y, "midleft"), bold=row.winner,
                  max_width=xs[2] - name_x - px(16, scale))
        if note:
            draw_text(surface, note, int(small * 0.85), INK_SOFT,
                      **reading(table, name_x, name_y + heading // 2 + small // 2, "midleft"),
                      max_width=xs[2] - name_x - px(16, scale))
        values = (row.prestige, row.gold, row.cubes, row.deniers)
        for x, value in zip(xs[2:6], values, strict=True):
            text = str(value) if x == xs[2] else f"+{value}"
            draw_text(surface, text, body, theme.INK,
                      **reading(table, x + column_width // 2, cy, "center"))
        draw_text(surface, str(row.total), heading, theme.INK,
                  **reading(table, xs[6] + column_width // 2, cy, "center"), bold=True)
