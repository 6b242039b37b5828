"""The pause menu, drawn over the game: Resume, Rules, Settings, Save and go to the title, Quit."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from caylus.ui.i18n import t
from caylus.ui.layout import px, stack, text_px
from caylus.ui.render.text import draw_text, wrap
from caylus.ui.scenes import ShellScene
from caylus.ui.theme import INK_SOFT, WARNING_RED
from caylus.ui.widgets import Button, draw_dialog

if TYPE_CHECKING:
    from caylus.ui.host import Host

BUTTON_WIDTH, BUTTON_HEIGHT, BUTTON_GAP = 600, 86, 20
PANEL_WIDTH = 780


class PauseScene(ShellScene):
    transparent = True

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.problem = ""  # why the last save failed; choosing again leaves anyway
        add = self.widgets.add
        self.buttons = [
            add(Button(lambda: t("pause.resume"), self.back, style="primary")),
            add(Button(lambda: t("pause.rules"), app.open_rules)),
            add(Button(lambda: t("pause.settings"), app.open_settings)),
            add(Button(lambda: t("pause.save_and_quit"), lambda: self.leave(app.to_title))),
            add(Button(lambda: t("pause.quit"), lambda: self.leave(app.quit))),
        ]

    def enter(self) -> None:
        self.widgets.set_focus(self.buttons[0], visible=True)

    def leave(self, then: Callable[[], None]) -> None:
        """Save, then leave; if the save failed, say why and leave on the second try."""
        if not self.problem:
            self.problem = self.app.save_current_game() or ""
            if self.problem:
                self.app.audio.play("error")
                self.relayout()
                return
        self.app.game = None  # saved, or the players chose to leave without a save
        then()

    def notes(self, scale: float) -> list[str]:
        text = t("pause.save_failed", reason=self.problem) if self.problem else t(
            "pause.saved_note")
        return wrap(text, text_px("small", scale), px(PANEL_WIDTH - 120, scale))

    def layout(self, size: tuple[int, int], scale: float) -> None:
        line = int(text_px("small", scale) * 1.3)
        header = px(150, scale)
        buttons = len(self.buttons) * px(BUTTON_HEIGHT + BUTTON_GAP, scale)
        height = header + buttons + len(self.notes(scale)) * line + px(60, scale)
        self.panel = pygame.Rect(0, 0, px(PANEL_WIDTH, scale), height)
        self.panel.center = (size[0] // 2, size[1] // 2)
        rects = stack(self.panel.centerx, self.panel.y + header, px(BUTTON_WIDTH, scale),
                      [px(BUTTON_HEIGHT, scale)] * len(self.buttons), px(BUTTON_GAP, scale))
        for button, rect in zip(self.buttons, rects, strict=True):
            button.place(rect, scale)

    def draw_scene(self, surface: pygame.Surface) -> None:
        scale = self.app.scale
        draw_dialog(surface, self.panel, t("pause.title"), scale, 80)
        small = text_px("small", scale)
        y = self.buttons[-1].rect.bottom + px(24, scale)
        for line in self.notes(scale):
            draw_text(surface, line, small, WARNING_RED if self.problem else INK_SOFT,
                      (self.panel.centerx, y), anchor="midtop", bold=bool(self.problem))
            y += int(small * 1.3)
