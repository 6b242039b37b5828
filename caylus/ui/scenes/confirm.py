"""A question over the current screen with two answers, where keeping things as they are is
the default (focused; Enter or Escape keep), so no stray key or click does what was asked by
mistake. Subclasses give the title, the message and the two labels."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from caylus.ui import theme
from caylus.ui.layout import px, text_px
from caylus.ui.scenes import ShellScene
from caylus.ui.widgets import Button, draw_dialog, draw_text, wrap_text

if TYPE_CHECKING:
    from caylus.ui.host import Host


class ConfirmScene(ShellScene):
    """Asks before `then` runs; "keep" (the default) just closes the question."""

    transparent = True
    PANEL_WIDTH, BUTTON_WIDTH, BUTTON_HEIGHT, GAP = 1120, 400, 86, 48
    TEXT_TOP, BUTTONS_BELOW_TEXT, MARGIN = 185, 55, 65  # design pixels within the panel

    def __init__(self, app: Host, then: Callable[[], None]) -> None:
        super().__init__(app)
        self.then = then
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.lines: list[str] = []
        add = self.widgets.add
        self.confirm_button = add(Button(self.confirm_label, self.on_confirm))
        self.keep_button = add(Button(self.keep_label, self.back, style="primary"))

    def title(self) -> str:
        raise NotImplementedError

    def message(self) -> str:
        raise NotImplementedError

    def confirm_label(self) -> str:
        raise NotImplementedError

    def keep_label(self) -> str:
        raise NotImplementedError

    def enter(self) -> None:
        self.widgets.set_focus(self.keep_button, visible=True)

    def on_confirm(self) -> None:
        self.app.scenes.pop()
        self.then()

    def on_event(self, event: pygame.event.Event) -> None:
        moves = {pygame.K_LEFT: self.confirm_button, pygame.K_RIGHT: self.keep_button}
        if event.type == pygame.KEYDOWN and event.key in moves:
            self.widgets.set_focus(moves[event.key], visible=True)

    def layout(self, size: tuple[int, int], scale: float) -> None:
        width = px(self.PANEL_WIDTH, scale)
        self.lines = wrap_text(self.message(), text_px("body", scale), width - px(120, scale))
        line = int(text_px("body", scale) * 1.35)
        height = (px(self.TEXT_TOP + self.BUTTONS_BELOW_TEXT + self.BUTTON_HEIGHT + self.MARGIN,
                     scale) + len(self.lines) * line)
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (size[0] // 2, size[1] // 2)
        button_width, gap = px(self.BUTTON_WIDTH, scale), px(self.GAP, scale)
        y = self.panel.bottom - px(self.MARGIN + self.BUTTON_HEIGHT, scale)
        left = self.panel.centerx - button_width - gap // 2
        for index, button in enumerate((self.confirm_button, self.keep_button)):
            button.place(pygame.Rect(left + index * (button_width + gap), y, button_width,
                                     px(self.BUTTON_HEIGHT, scale)), scale)

    def draw_scene(self, surface: pygame.Surface) -> None:
        scale = self.app.scale
        draw_dialog(surface, self.panel, self.title(), scale, 100)
        body = text_px("body", scale)
        y = self.panel.y + px(self.TEXT_TOP, scale)
        for text in self.lines:
            draw_text(surface, text, body, theme.INK, (self.panel.centerx, y), anchor="midtop")
            y += int(body * 1.35)
