"""The game review (issue 23), opened from the final scores: four pages chosen by tabs —
prestige by source, prestige over the turns, the final board, and the move review (the board
at each decision, with Hard's view of what it cost, weighed in the background)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from caylus.ai.decision_costs import decisions_of
from caylus.analysis.prestige_sources import prestige_by_source
from caylus.analysis.prestige_timeline import timeline
from caylus.ui import theme
from caylus.ui.i18n import is_rtl, t
from caylus.ui.layout import px, text_px
from caylus.ui.render.text import line_height, reading
from caylus.ui.scenes import ShellScene
from caylus.ui.scenes.review.charts import draw_chart, draw_sources
from caylus.ui.scenes.review.job import CostJob
from caylus.ui.scenes.review.marks import draw_legend, draw_marks
from caylus.ui.scenes.review.moves import (
    draw_costliest,
    draw_decision,
    draw_progress,
    paragraph,
)
from caylus.ui.scenes.review.pictures import BoardPictures
from caylus.ui.widgets import (
    INK_SOFT,
    Button,
    draw_background,
    draw_panel,
    draw_scene_title,
    draw_text,
)

if TYPE_CHECKING:
    from caylus.core.game import Game
    from caylus.ui.host import Host

PAGES = ("sources", "chart", "board", "moves")
PROGRESS_REDRAW = 0.25  # seconds between redraws while the decisions are weighed
SIDE_SHARE, SIDE_MIN = 0.40, 520  # the move review's column: share of the width, design px


class ReviewScene(ShellScene):
    #: Tests and pictures weigh the moves in this process's thread instead (1).
    processes = 2

    def __init__(self, app: Host, game: Game) -> None:
        super().__init__(app)
        self.game = game
        self.line = timeline(game)
        self.parts = prestige_by_source(game)
        self.decisions = decisions_of(game)
        self.numbers = {index: n for n, index in enumerate(self.decisions)}
        self.at = 0  # which of `decisions` the move review shows
        self.page = "sources"
        self.pictures = BoardPictures(game)
        self.job = CostJob(game, self.processes)
        self.content = pygame.Rect(0, 0, 0, 0)
        self.tabs = {page: self.widgets.add(Button(self._tab_label(page), self._opener(page)))
                     for page in PAGES}
        self.back_button = self.widgets.add(Button(lambda: t("common.back"), self.back))
        self.previous = self.widgets.add(Button(lambda: t("review.moves.previous"),
                                                lambda: self.step(-1)))
        self.next = self.widgets.add(Button(lambda: t("review.moves.next"),
                                            lambda: self.step(1)))
        self.stop_button = self.widgets.add(Button(self._stop_label, self.start_or_stop,
                                                   style="quiet"))

    @staticmethod
    def _tab_label(page: str) -> Callable[[], str]:
        return lambda: t(f"review.tab.{page}")

    def _opener(self, page: str) -> Callable[[], None]:
        return lambda: self.show(page)

    def _stop_label(self) -> str:
        if self.job.running:
            return t("review.moves.stop")
        return t("review.moves.retry") if self.job.failed else t("review.moves.start")

    def show(self, page: str) -> None:
        self.page = page
        if page == "moves" and not self.job.total and not self.job.running:
            self.job.start()
        self.relayout()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.stop_button.enabled = self.page == "moves" and not self.job.finished

    def next_change_in(self) -> float | None:
        """While the decisions are weighed the progress moves by itself: the screen is redrawn
        without waiting for input (it waited for a mouse move before)."""
        due = super().next_change_in()
        if not self.job.running:
            return due
        return PROGRESS_REDRAW if due is None else min(due, PROGRESS_REDRAW)

    def start_or_stop(self) -> None:
        if self.job.running:
            self.job.stop()
        else:
            self.job.start()

    def step(self, by: int) -> None:
        self.at = max(0, min(len(self.decisions) - 1, self.at + by))

    def exit(self) -> None:
        self.job.stop()

    def on_event(self, event: pygame.event.Event) -> None:
        if self.page == "moves" and event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_UP):
                self.step(-1)
            elif event.key in (pygame.K_RIGHT, pygame.K_DOWN):
                self.step(1)

    def layout(self, size: tuple[int, int], scale: float) -> None:
        width, height = size
        tab_width = (width - px(80, scale) - px(20, scale) * len(PAGES)) // (len(PAGES) + 1)
        y = px(140, scale)

        def reading_order(rect: pygame.Rect) -> pygame.Rect:  # right to left in Hebrew
            return rect.move(width - rect.right - rect.x, 0) if is_rtl() else rect

        for n, page in enumerate(PAGES):
            self.tabs[page].style = "primary" if page == self.page else "normal"
            self.tabs[page].place(reading_order(pygame.Rect(
                px(40, scale) + n * (tab_width + px(20, scale)), y, tab_width, px(76, scale))),
                scale)
        self.back_button.place(reading_order(pygame.Rect(
            width - px(40, scale) - tab_width, y, tab_width, px(76, scale))), scale)
        self.content = pygame.Rect(px(40, scale), y + px(100, scale), width - px(80, scale),
                                   height - y - px(130, scale))
        moves = self.page == "moves"
        for button in (self.previous, self.next, self.stop_button):
            button.visible = button.enabled = moves
        side = self.side_rect(scale)
        half = (side.width - px(20, scale)) // 2
        row = pygame.Rect(side.x, side.y, half, px(70, scale))
        self.previous.place(row, scale)
        self.next.place(row.move(half + px(20, scale), 0), scale)
        self.stop_button.place(pygame.Rect(side.right - half, side.bottom - px(70, scale), half,
                                           px(70, scale)), scale)

    def side_rect(self, scale: float) -> pygame.Rect:
        """The move review's column beside the board (the board takes the most room)."""
        width = max(px(SIDE_MIN, scale), round(self.content.width * SIDE_SHARE))
        return pygame.Rect(self.content.right - width, self.content.y, width,
                           self.content.height)

    def draw_scene(self, surface: pygame.Surface) -> None:
        scale = self.app.scale
        draw_background(surface)
        draw_scene_title(surface, t("review.screen.title"), scale, px(70, scale))
        if self.page in ("sources", "chart"):
            draw_panel(surface, self.content, scale)
            inner = self.content.inflate(-px(60, scale), -px(50, scale))
            if self.page == "sources":
                draw_sources(surface, self.game, self.parts, inner, scale)
            else:
                draw_chart(surface, self.game, self.line, inner, scale)
        elif self.page == "board":
            self.draw_board(surface, len(self.game.history), self.content)
        else:
            self.draw_moves(surface, scale)

    def draw_board(self, surface: pygame.Surface, index: int, area: pygame.Rect) -> None:
        picture = self.pictures.picture(index, self.app.size, area, board_only=True).surface
        surface.blit(picture, picture.get_rect(center=area.center))

    def draw_moves(self, surface: pygame.Surface, scale: float) -> None:
        side = self.side_rect(scale)
        board = pygame.Rect(self.content.x, self.content.y,
                            side.x - self.content.x - px(20, scale), self.content.height)
        if not self.decisions:
            paragraph(surface, t("review.moves.no_decisions"), text_px("body", scale),
                      theme.PARCHMENT, board, board.y)
            return
        index = self.decisions[self.at]
        legend = line_height(text_px("small", scale)) + px(16, scale)
        board.height -= legend
        picture = self.pictures.picture(index, self.app.size, board, board_only=True)
        at = picture.surface.get_rect(midtop=board.midtop)
        surface.blit(picture.surface, at)
        marks = draw_marks(surface, picture, at.topleft, self.pictures.position(index),
                           self.game.history[index], self.job.costs.get(index), scale)
        draw_legend(surface, marks, pygame.Rect(at.x, at.bottom + px(10, scale), at.width,
                                                legend), scale)
        panel = side.copy()
        panel.top += px(90, scale)
        panel.height -= px(180, scale)
        draw_panel(surface, panel, scale)
        inner = panel.inflate(-px(40, scale), -px(36, scale))
        small = text_px("small", scale)
        bar = pygame.Rect(inner.x, inner.bottom - small * 2 - px(18, scale), inner.width,
                          px(22, scale))
        draw_progress(surface, self.job, bar, scale)
        draw_text(surface, t("review.moves.position", index=self.at + 1,
                             total=len(self.decisions)), small, INK_SOFT,
                  **reading(inner, inner.x, inner.y))
        words = pygame.Rect(inner.x, inner.y + small + px(14, scale), inner.width, 0)
        position = self.pictures.position(index)
        y = draw_decision(surface, self.game, position, self.job, index, words, scale)
        rest = pygame.Rect(inner.x, y + px(16, scale), inner.width,
                           bar.y - y - px(12, scale))
        draw_costliest(surface, self.game, self.job, self.numbers, rest, scale)
