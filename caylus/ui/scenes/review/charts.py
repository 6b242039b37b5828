"""The review's two drawings of prestige: the table by source (the same numbers as
`python -m caylus.review`) and the chart over the turns (thick lines in the players'
colours, the castle's scorings marked), made to be read on a projector."""

from __future__ import annotations

import pygame

from caylus.analysis.prestige_sources import Breakdown, Source, prestige_by_source
from caylus.analysis.prestige_timeline import Timeline
from caylus.core import Game
from caylus.ui import theme
from caylus.ui.i18n import t
from caylus.ui.layout import px, text_px
from caylus.ui.render.text import line_height, reading, wrap
from caylus.ui.review_words import source_name
from caylus.ui.widgets import INK_SOFT, draw_swatch, draw_text

GRID = (196, 172, 128)


def shown_sources(game: Game, parts: list[Breakdown] | None = None) -> list[Source]:
    """The sources that counted for someone (`parts`: the game's breakdown, if known)."""
    parts = prestige_by_source(game) if parts is None else parts
    return [source for source in Source if any(part[source] for part in parts)]


def draw_sources(surface: pygame.Surface, game: Game, parts: list[Breakdown], area: pygame.Rect,
                 scale: float) -> None:
    """A row per player, a column per source that counted, then the total (`parts`: the
    game's breakdown, read once by the scene: it replays the whole game)."""
    sources = shown_sources(game, parts)
    name_width = area.width // 5
    column = (area.width - name_width) // (len(sources) + 1)
    small, body = text_px("small", scale), text_px("body", scale)
    header = area.y
    headings = [wrap(source_name(source) if source is not None else t("final.column.total"),
                     small, column - px(8, scale), True) for source in [*sources, None]]
    for i, lines in enumerate(headings):  # every line of a heading: none cut after two
        centre = area.x + name_width + column * i + column // 2
        for n, line in enumerate(lines):
            draw_text(surface, line, small, theme.INK,
                      **reading(area, centre, header + n * line_height(small, True), "midtop"),
                      bold=True, max_width=column - px(8, scale))
    tallest = max(2, *(len(lines) for lines in headings))
    rows_top = header + line_height(small, True) * tallest + px(16, scale)
    row_height = min(px(96, scale), (area.bottom - rows_top) // max(1, len(game.players)))
    y = rows_top
    for seat, player in enumerate(game.players):
        band = pygame.Rect(area.x, y, area.width, row_height - px(8, scale))
        if seat % 2 == 0:
            pygame.draw.rect(surface, theme.PARCHMENT_DARK, band, border_radius=px(10, scale))
        radius = px(18, scale)
        draw_swatch(surface, player.colour, (round(reading(area, area.x + px(12, scale) + radius,
                                                           0)["pos"][0]), band.centery), radius)
        draw_text(surface, player.name, body, theme.INK,
                  **reading(area, area.x + px(24, scale) + 2 * radius, band.centery, "midleft"),
                  bold=True, max_width=name_width - 2 * radius - px(30, scale))
        values = [parts[seat][source] for source in sources] + [player.prestige]
        for i, value in enumerate(values):
            centre = area.x + name_width + column * i + column // 2
            draw_text(surface, str(value), body, theme.INK if value else INK_SOFT,
                      **reading(area, centre, band.centery, "center"), bold=i == len(sources))
        y += row_height


def draw_chart(surface: pygame.Surface, game: Game, line: Timeline, area: pygame.Rect,
               scale: float) -> None:
    """Prestige (up) over the turns (across), one thick line per player, names at the end."""
    small = text_px("small", scale)
    legend = px(260, scale)
    plot = pygame.Rect(area.x + px(70, scale), area.y + small * 2 + px(20, scale),
                       area.width - px(70, scale) - legend, 0)
    plot.height = area.bottom - small - px(24, scale) - plot.y
    top = max(10, max(max(point) for point in line.points))
    step = 10 if top <= 80 else 20
    top = (top + step - 1) // step * step
    count = len(line.points)

    def at(k: int, value: int) -> tuple[int, int]:
        return (plot.x + round(plot.width * k / max(1, count - 1)),
                plot.bottom - round(plot.height * value / top))

    for value in range(0, top + 1, step):
        y = at(0, value)[1]
        pygame.draw.line(surface, GRID, (plot.x, y), (plot.right, y), px(2, scale))
        draw_text(surface, str(value), small, INK_SOFT, (plot.x - px(10, scale), y),
                  anchor="midright")
    for k in range(count):
        label = t("review.chart.end") if k == count - 1 else str(k + 1)
        if k == count - 1 or k % 2 == 0:
            draw_text(surface, label, small, INK_SOFT, (at(k, 0)[0], plot.bottom + px(8, scale)),
                      anchor="midtop")
    draw_scorings(surface, line, plot, scale)
    ends: list[tuple[int, int]] = []
    for seat, player in enumerate(game.players):
        colour = theme.PLAYER_COLOURS.get(player.colour, theme.INK)
        points = [at(k, point[seat]) for k, point in enumerate(line.points)]
        pygame.draw.lines(surface, theme.WOOD_DARK, False, points, px(11, scale))
        pygame.draw.lines(surface, colour, False, points, px(7, scale))
        for point in points:
            pygame.draw.circle(surface, colour, point, px(7, scale))
        ends.append((seat, points[-1][1]))
    draw_end_names(surface, game, ends, plot.right + px(20, scale), legend - px(24, scale),
                   scale)


def draw_scorings(surface: pygame.Surface, line: Timeline, plot: pygame.Rect,
                  scale: float) -> None:
    """A dashed upright line at each scoring, its section's name above, staggered."""
    small = text_px("small", scale)
    for n, (point, section) in enumerate(line.scorings):
        x = plot.x + round(plot.width * point / max(1, len(line.points) - 1))
        for y in range(plot.y, plot.bottom, px(24, scale)):
            pygame.draw.line(surface, theme.WOOD_DARK, (x, y), (x, min(y + px(12, scale),
                                                                       plot.bottom)),
                             px(4, scale))
        draw_text(surface, t("review.chart.scored", section=t(f"game.section.{section}")),
                  small, theme.INK, (x, plot.y - px(6, scale) - (n % 2) * (small + px(4, scale))),
                  anchor="midbottom", bold=True)


def draw_end_names(surface: pygame.Surface, game: Game, ends: list[tuple[int, int]], x: int,
                   width: int, scale: float) -> None:
    """Each player's name beside the end of its line, pushed apart so none overlap."""
    body = text_px("body", scale)
    gap = body + px(6, scale)
    placed: list[int] = []
    for seat, y in sorted(ends, key=lambda end: end[1]):
        y = max(y, placed[-1] + gap) if placed else y
        placed.append(y)
        player = game.players[seat]
        draw_swatch(surface, player.colour, (x + px(14, scale), y), px(14, scale))
        words = t("review.chart.name_score", who=player.name, score=player.prestige)
        draw_text(surface, words, body, theme.INK, (x + px(36, scale), y), anchor="midleft",
                  bold=True, max_width=width - px(36, scale))
