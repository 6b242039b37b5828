"""Tonight's scoreboard: wins and points per name across tonight's games (since 06:00, see
caylus.ui.tonight), and every finished game kept, newest first, each of which opens again on
its final scores (rebuilt from its record), from where the review is reached.

The standings are on the reading side (the left, or the right in Hebrew), the games beside
them; both scroll (wheel over them, the arrow keys and Page Up/Down move the games). What went
wrong with the file (damage found and mended, a game not recorded) is said above the games.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import TYPE_CHECKING

import pygame

from caylus.persistence.saves import SaveError
from caylus.persistence.scoreboard import Entry, rebuild
from caylus.ui import theme
from caylus.ui.i18n import t
from caylus.ui.layout import px, text_px
from caylus.ui.render.text import line_start, mirrored, reading
from caylus.ui.scenes import ShellScene
from caylus.ui.scenes.scoreboard_lists import Card, render_games, render_standings
from caylus.ui.scoreboard_store import Scoreboard, read_scoreboard
from caylus.ui.tonight import clock_time, night_start, split_tonight, tallies
from caylus.ui.widgets import (
    Button,
    ScrollView,
    draw_background,
    draw_panel,
    draw_scene_title,
    draw_text,
    wrap_text,
)
from caylus.ui.widgets.scroll_view import Picture

if TYPE_CHECKING:
    from caylus.ui.host import Host

logger = logging.getLogger(__name__)
STANDINGS_SHARE = 0.58  # of the width between the margins


class ListView(ScrollView):
    """A scroll view that scrolls by the wheel only under the pointer (two stand side by
    side), and, given `on_open`, opens the card clicked."""

    def __init__(self, render: Callable[[int, float], Picture],
                 on_open: Callable[[Entry], None] | None = None) -> None:
        super().__init__(render)
        self.on_open = on_open
        self.captures_keys = on_open is not None
        self.cards: list[Card] = []

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and not self.hovered:
            return False
        if super().handle_event(event):
            return True
        if (self.on_open is not None and event.type == pygame.MOUSEBUTTONUP
                and event.button == 1 and self.rect.collidepoint(event.pos)):
            card = self.card_at(event.pos)
            if card is not None:
                self.feedback("click")
                self.on_open(card.entry)
                return True
        return False

    def card_at(self, pos: tuple[int, int]) -> Card | None:
        """The card under `pos` (a point of the screen), if any."""
        content = self.ensure_content()
        left = line_start(self.rect.x, self.rect.right, content.get_width())
        point = (pos[0] - left, pos[1] - self.rect.y + self.offset)
        return next((card for card in self.cards if card.rect.collidepoint(point)), None)


class ScoreboardScene(ShellScene):
    """`now` and `board` fix the evening and its games (tests, the showcase); by default the
    clock and the scoreboard file."""

    def __init__(self, app: Host, now: datetime | None = None,
                 board: Scoreboard | None = None) -> None:
        super().__init__(app)
        self.now = now or datetime.now().astimezone()
        board = board if board is not None else read_scoreboard()
        self.notices = [*app.scoreboard_notices, *board.notices]
        app.scoreboard_notices.clear()  # said here once
        self.tonight, self.earlier = split_tonight(board.entries, self.now)
        self.rows = tallies(self.tonight)
        self.standings_panel = pygame.Rect(0, 0, 0, 0)
        self.games_panel = pygame.Rect(0, 0, 0, 0)
        self.games = self.widgets.add(ListView(self.render_games, self.open_game))
        self.standings = self.widgets.add(ListView(
            lambda width, scale: render_standings(self.rows, width, scale)))
        self.back_button = self.widgets.add(Button(lambda: t("common.back"), self.back))

    def enter(self) -> None:
        self.widgets.set_focus(self.back_button, visible=True)

    def language_changed(self) -> None:
        self.games.invalidate(to_top=False)
        self.standings.invalidate(to_top=False)

    def render_games(self, width: int, scale: float) -> Picture:
        page, self.games.cards = render_games(self.notices, self.tonight, self.earlier,
                                              self.now, width, scale)
        return page

    def open_game(self, entry: Entry) -> None:
        """The game's final scores, rebuilt from its record (Back there leads to the title)."""
        from caylus.ui.scenes.final_scores import FinalScoresScene

        try:
            game = rebuild(entry)
        except (SaveError, ValueError) as error:
            logger.warning("a game of the scoreboard cannot be rebuilt: %s", error)
            self.say(t("scoreboard.reopen_failed"))
            return
        self.app.scenes.push(FinalScoresScene(self.app, game))

    def say(self, notice: str) -> None:
        self.app.audio.play("error")
        if notice not in self.notices:
            self.notices.insert(0, notice)
        self.games.invalidate()

    def summary(self) -> str:
        since = clock_time(night_start(self.now))
        if not self.tonight:
            return t("scoreboard.none_tonight", time=since)
        return t("scoreboard.summary", count=len(self.tonight), time=since)

    def layout(self, size: tuple[int, int], scale: float) -> None:
        width, height = size
        margin, gap = px(60, scale), px(40, scale)
        top, bar = px(150, scale), px(130, scale)
        screen = pygame.Rect(0, 0, width, height)
        room = width - 2 * margin - gap
        left = pygame.Rect(margin, top, int(room * STANDINGS_SHARE), height - top - bar)
        right = pygame.Rect(left.right + gap, top, width - margin - left.right - gap,
                            left.height)
        self.standings_panel, self.games_panel = mirrored(screen, left), mirrored(screen, right)
        inner = self.standings_panel.inflate(-px(70, scale), -px(40, scale))
        heading = self.summary_lines(inner.width, scale)
        below = len(heading) * int(text_px("heading", scale) * 1.3) + px(12, scale)
        self.standings.place(pygame.Rect(inner.x, inner.y + below, inner.width,
                                         inner.height - below), scale)
        self.games.place(self.games_panel.inflate(-px(70, scale), -px(60, scale)), scale)
        button = pygame.Rect(margin, height - bar + (bar - px(80, scale)) // 2, px(360, scale),
                             px(80, scale))
        self.back_button.place(mirrored(screen, button), scale)

    def summary_lines(self, width: int, scale: float) -> Sequence[str]:
        return wrap_text(self.summary(), text_px("heading", scale), width, bold=True,
                         family="serif", max_lines=2)

    def draw_scene(self, surface: pygame.Surface) -> None:
        scale = self.app.scale
        draw_background(surface)
        draw_scene_title(surface, t("scoreboard.title"), scale, px(75, scale))
        draw_panel(surface, self.standings_panel, scale)
        draw_panel(surface, self.games_panel, scale)
        inner = self.standings_panel.inflate(-px(70, scale), -px(40, scale))
        size = text_px("heading", scale)
        for n, line in enumerate(self.summary_lines(inner.width, scale)):
            draw_text(surface, line, size, theme.INK,
                      **reading(inner, inner.x, inner.y + n * int(size * 1.3)), bold=True,
                      family="serif")
