"""The title screen: Continue (when a game was saved), New game, Learn to play, Rules,
Settings, Watch a game, Quit.

When a game is saved, Continue comes first and is the default (focused, in the primary
style); otherwise New game is. Left untouched for the settings' `demo_after` minutes, the
title starts the demo by itself (its `next_change_in` is the time left, so the idle main
loop wakes for it); any input starts the wait again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from caylus.ui import theme
from caylus.ui.autosave import AutosaveUnreadable, SavedGlance, glance_at_autosave, has_autosave
from caylus.ui.i18n import join, t, time_ago
from caylus.ui.layout import px, stack, text_px
from caylus.ui.render.text import line_height, wrap
from caylus.ui.scenes import ShellScene
from caylus.ui.slots import SLOTS
from caylus.ui.widgets import (
    INK_SOFT,
    Button,
    draw_background,
    draw_panel,
    draw_text,
    wrap_text,
)

if TYPE_CHECKING:
    from caylus.ui.host import Host

ROYAL_RED = (132, 26, 22)
NOTICE_RED = (150, 30, 24)
BUTTON_WIDTH, BUTTON_HEIGHT, BUTTON_GAP = 580, 88, 22
#: Input that starts the demo's wait again (a window event, e.g. focus, does not).
INPUT_EVENTS = frozenset({pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION,
                          pygame.MOUSEWHEEL, pygame.TEXTINPUT, pygame.FINGERDOWN,
                          pygame.JOYBUTTONDOWN})
PANEL_WIDTH = 900
DETAIL_LINES = 2  # the saved game's line under Continue wraps to at most this many
HEADER_HEIGHT = 475  # emblem, name and tagline above the buttons


def draw_castle(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> None:
    """A small castle emblem: a keep between two towers, with crenellations and a gate."""
    w, h = rect.width, rect.height
    merlon = max(2, w // 22)

    def block(x: float, y: float, width: float, height: float) -> pygame.Rect:
        left, top = rect.x + round(x * w), rect.y + round(y * h)
        right, bottom = rect.x + round((x + width) * w), rect.y + round((y + height) * h)
        return pygame.Rect(left, top, right - left, bottom - top)

    parts = [block(0.05, 0.30, 0.22, 0.70), block(0.73, 0.30, 0.22, 0.70),
             block(0.27, 0.50, 0.46, 0.50), block(0.38, 0.08, 0.24, 0.50)]
    for part in parts:
        pygame.draw.rect(surface, colour, part)
        for x in range(part.x, part.right - merlon + 1, merlon * 2):
            pygame.draw.rect(surface, colour, (x, part.y - merlon, merlon, merlon))
    gate = block(0.43, 0.72, 0.14, 0.28)
    pygame.draw.rect(surface, theme.PARCHMENT, gate, border_top_left_radius=gate.width // 2,
                     border_top_right_radius=gate.width // 2)
    flag_pole = block(0.495, -0.12, 0.012, 0.22)
    pygame.draw.rect(surface, colour, flag_pole)
    flag = [(flag_pole.right, flag_pole.y), (flag_pole.right + int(0.12 * w), flag_pole.y
             + int(0.05 * h)), (flag_pole.right, flag_pole.y + int(0.10 * h))]
    pygame.draw.polygon(surface, ROYAL_RED, flag)


class TitleScene(ShellScene):
    """`notice`: a message to show (e.g. the saved game could not be read)."""

    def __init__(self, app: Host, notice: str | None = None) -> None:
        super().__init__(app)
        self.notice = notice
        self.saved: SavedGlance | None = None
        self.idle = 0.0  # seconds without input, for the demo
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.panel_scale = app.scale
        add = self.widgets.add
        self.continue_button = add(Button(lambda: t("title.continue"), self.on_continue))
        self.other_button = add(Button(lambda: t("title.continue_other"), self.on_other))
        self.new_game_button = add(Button(lambda: t("title.new_game"), app.open_setup))
        self.tutorial_button = add(Button(lambda: t("title.tutorial"), app.open_tutorial))
        self.rules_button = add(Button(lambda: t("title.rules"), app.open_rules))
        self.scoreboard_button = add(Button(lambda: t("scoreboard.title_button"),
                                            app.open_scoreboard))
        self.settings_button = add(Button(lambda: t("title.settings"), app.open_settings))
        self.demo_button = add(Button(lambda: t("title.demo"), app.open_demo))
        self.quit_button = add(Button(lambda: t("title.quit"), app.quit))
        # In the corner, by the version, apart from the panel's stack of buttons.
        self.about_button = add(Button(lambda: t("about.button"), app.open_about, style="quiet",
                                       text_role="small"))

    def enter(self) -> None:
        self.idle = 0.0
        self.refresh()
        self.widgets.set_focus(self.widgets.focusables()[0], visible=True)

    def resume(self) -> None:
        self.idle = 0.0
        self.refresh()

    # --- the demo after a while untouched -------------------------------------------------

    def demo_after(self) -> float | None:
        """Seconds untouched before the demo starts, or None when the setting is off."""
        minutes = getattr(self.app.settings, "demo_after", 0)
        return minutes * 60.0 if minutes else None

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in INPUT_EVENTS:
            self.idle = 0.0
        super().handle_event(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.idle += dt
        limit = self.demo_after()
        if limit is not None and self.idle >= limit:
            self.idle = 0.0
            self.app.open_demo()

    def next_change_in(self) -> float | None:
        widgets = super().next_change_in()
        limit = self.demo_after()
        if limit is None:
            return widgets
        left = max(0.0, limit - self.idle)
        return left if widgets is None else min(widgets, left)

    def refresh(self) -> None:
        saved = has_autosave()
        self.saved = glance_at_autosave() if saved else None
        self.continue_button.visible = saved
        self.other_button.visible = (self.app.saving_problem is None
                                     and bool(SLOTS.free_saved()))
        self.continue_button.style = "primary" if saved else "normal"
        self.new_game_button.style = "normal" if saved else "primary"
        self.relayout()

    def on_continue(self) -> None:
        try:
            self.app.continue_game()
        except AutosaveUnreadable as problem:
            self.notice = str(problem)
            self.app.audio.play("error")
            self.refresh()
            self.widgets.set_focus(self.new_game_button, visible=True)

    def on_other(self) -> None:
        """Continue the game another copy of the game kept in another save slot: this copy
        saves in that slot from now on (its own slot's game is offered here in turn)."""
        free = SLOTS.free_saved()
        if free and SLOTS.claim(free[0]):
            self.on_continue()
        else:
            self.refresh()

    def back(self) -> None:
        """Escape on the title does not quit at once: it moves to Quit (Enter confirms)."""
        self.widgets.set_focus(self.quit_button, visible=True)

    def buttons(self) -> list[Button]:
        return [w for w in self.widgets.widgets
                if isinstance(w, Button) and w.visible and w is not self.about_button]

    def notice_lines(self, scale: float) -> list[str]:
        if not self.notice:
            return []
        width = px(PANEL_WIDTH - 120, scale)
        return wrap_text(self.notice, text_px("small", scale), width)

    def panel_height(self, scale: float) -> int:
        buttons = len(self.buttons()) * px(BUTTON_HEIGHT + BUTTON_GAP, scale)
        return (px(HEADER_HEIGHT + 40, scale) + self.notice_height(scale) + buttons
                + self.detail_height(scale))

    def continue_detail(self) -> str:
        """Which game Continue continues: its players, its turn, when it was saved."""
        saved = self.saved
        if saved is None or not saved.names or saved.turn is None or saved.saved_at is None:
            return ""
        return t("title.continue.detail", names=join(saved.names), turn=saved.turn,
                 when=time_ago(saved.saved_at))

    def detail_lines(self, scale: float) -> list[str]:
        """The saved game's line under Continue, wrapped inside the card (five long names
        ran out of it on one line)."""
        detail = self.continue_detail() if self.continue_button.visible else ""
        if not detail:
            return []
        return wrap(detail, text_px("small", scale), self.panel_inner_width(scale),
                    max_lines=DETAIL_LINES)

    def panel_inner_width(self, scale: float) -> int:
        return px(PANEL_WIDTH, scale) - px(80, scale)

    def detail_height(self, scale: float) -> int:
        return len(self.detail_lines(scale)) * line_height(text_px("small", scale))

    def notice_height(self, scale: float) -> int:
        lines = len(self.notice_lines(scale))
        return lines * int(text_px("small", scale) * 1.3) + px(30, scale) if lines else 0

    def layout(self, size: tuple[int, int], scale: float) -> None:
        # A long notice in a small window: shrink the whole panel rather than overflow it.
        room = int(size[1] * 0.96)
        for _ in range(3):
            height = self.panel_height(scale)
            if height <= room:
                break
            scale *= room / height
        self.panel_scale = scale
        self.panel = pygame.Rect(0, 0, px(PANEL_WIDTH, scale), height)
        self.panel.center = (size[0] // 2, size[1] // 2)
        buttons = self.buttons()
        top = self.panel.y + px(HEADER_HEIGHT, scale) + self.notice_height(scale)
        rects = stack(self.panel.centerx, top, px(BUTTON_WIDTH, scale),
                      [px(BUTTON_HEIGHT, scale)] * len(buttons), px(BUTTON_GAP, scale))
        below = 0  # the buttons after Continue stand lower by its detail line
        for button, rect in zip(buttons, rects, strict=True):
            button.place(rect.move(0, below), scale)
            if button is self.continue_button:
                below = self.detail_height(scale)
        self.place_about(size, self.app.scale)

    def place_about(self, size: tuple[int, int], scale: float) -> None:
        """The About button in the bottom corner, above the version line."""
        margin = px(28, scale)
        small = text_px("small", scale)
        rect = pygame.Rect(0, 0, px(220, scale), px(54, scale))
        rect.bottomright = (size[0] - margin, size[1] - margin - int(small * 1.5))
        self.about_button.place(rect, scale)

    def draw_scene(self, surface: pygame.Surface) -> None:
        scale = self.panel_scale
        draw_background(surface)
        draw_panel(surface, self.panel, scale)
        centre_x = self.panel.centerx
        emblem = pygame.Rect(0, 0, px(190, scale), px(130, scale))
        emblem.midtop = (centre_x, self.panel.y + px(70, scale))
        draw_castle(surface, emblem, theme.WOOD_DARK)
        draw_text(surface, t("app.name"), text_px("display", scale), ROYAL_RED,
                  (centre_x, self.panel.y + px(292, scale)), anchor="center", bold=True,
                  family="serif")
        draw_text(surface, t("title.tagline"), text_px("body", scale), INK_SOFT,
                  (centre_x, self.panel.y + px(418, scale)), anchor="center",
                  family="serif", max_width=self.panel.width - px(80, scale))
        self.draw_notice(surface, scale)
        self.draw_continue_detail(surface, scale)
        self.draw_corners(surface, self.app.scale)

    def draw_continue_detail(self, surface: pygame.Surface, scale: float) -> None:
        small = text_px("small", scale)
        y = self.continue_button.rect.bottom + px(4, scale)
        for line in self.detail_lines(scale):
            draw_text(surface, line, small, INK_SOFT, (self.panel.centerx, y), anchor="midtop",
                      max_width=self.panel_inner_width(scale))
            y += line_height(small)

    def draw_notice(self, surface: pygame.Surface, scale: float) -> None:
        size = text_px("small", scale)
        y = self.panel.y + px(HEADER_HEIGHT - 5, scale)
        for line in self.notice_lines(scale):
            draw_text(surface, line, size, NOTICE_RED, (self.panel.centerx, y),
                      anchor="midtop", bold=True)
            y += int(size * 1.3)

    def draw_corners(self, surface: pygame.Surface, scale: float) -> None:
        width, height = self.app.size
        margin = px(28, scale)
        size = text_px("small", scale)
        draw_text(surface, t("title.version", version=self.app.version), size, theme.PARCHMENT,
                  (width - margin, height - margin), anchor="bottomright")
        draw_text(surface, t("title.fullscreen_hint"), size, theme.PARCHMENT_DARK,
                  (margin, height - margin), anchor="bottomleft")
