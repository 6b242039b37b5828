"""Another copy of the game holds the saved game (caylus.ui.slots), or its lock file cannot be
locked so that cannot be told: say so and let the player choose, before anything could be
saved over the other copy's game.

- Play without saving: this copy saves nothing (the title says so once more);
- Wait for the other copy: the lock is tried again every WAIT_SECONDS until it is free;
- Save in a new slot: this copy keeps its game in a file of its own, which a later start
  offers on the title screen;
- Quit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from caylus.ui.i18n import t
from caylus.ui.layout import px, stack, text_px
from caylus.ui.render.text import draw_text, wrap
from caylus.ui.scenes import ShellScene
from caylus.ui.slots import FIRST_SLOT, SLOTS, slot_file
from caylus.ui.theme import INK, INK_SOFT
from caylus.ui.widgets import Button, draw_background, draw_panel

if TYPE_CHECKING:
    from caylus.ui.host import Host

WAIT_SECONDS = 1.0
BUTTON_WIDTH, BUTTON_HEIGHT, BUTTON_GAP = 640, 86, 20
PANEL_WIDTH = 940
HEADER = 150  # the heading, above the explanation


class InUseScene(ShellScene):
    """The choice a second copy of the game gets at start."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.waiting = False
        self.since_try = 0.0
        self.holder = SLOTS.holder(FIRST_SLOT)
        add = self.widgets.add
        self.choices = [
            add(Button(lambda: t("in_use.read_only"), self.read_only, style="primary")),
            add(Button(lambda: t("in_use.wait"), self.wait)),
            add(Button(lambda: t("in_use.new_slot"), self.new_slot)),
            add(Button(lambda: t("in_use.quit"), app.quit)),
        ]
        self.stop_button = add(Button(lambda: t("in_use.stop_waiting"), self.stop_waiting))
        self.stop_button.visible = False
        self.problem = ""

    def enter(self) -> None:
        self.widgets.set_focus(self.choices[0], visible=True)

    # --- the choices -----------------------------------------------------------------

    def read_only(self) -> None:
        self.app.saving_problem = t("in_use.read_only_notice")
        self.app.to_title(notice=self.app.saving_problem)

    def wait(self) -> None:
        self.waiting, self.since_try = True, 0.0
        self.show_buttons()

    def stop_waiting(self) -> None:
        self.waiting = False
        self.show_buttons()

    def new_slot(self) -> None:
        slot = SLOTS.claim_new()
        if slot is None:
            self.problem = t("in_use.no_slot")
            self.app.audio.play("error")
            self.relayout()
            return
        self.app.to_title(notice=t("in_use.new_slot_notice", file=slot_file(slot)))

    def back(self) -> None:
        """Escape: stop waiting, or move to Quit (Enter confirms), as on the title."""
        if self.waiting:
            self.stop_waiting()
        else:
            self.widgets.set_focus(self.choices[-1], visible=True)

    def show_buttons(self) -> None:
        for button in self.choices:
            button.visible = not self.waiting
        self.stop_button.visible = self.waiting
        self.relayout()
        self.widgets.set_focus(self.stop_button if self.waiting else self.choices[1],
                               visible=True)

    # --- waiting -----------------------------------------------------------------------

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.waiting:
            return
        self.since_try += dt
        if self.since_try >= WAIT_SECONDS:
            self.since_try = 0.0
            if SLOTS.claim(FIRST_SLOT):
                self.app.to_title(notice=self.app.saving_problem)

    def next_change_in(self) -> float | None:
        widgets = super().next_change_in()
        if not self.waiting:
            return widgets
        left = max(0.0, WAIT_SECONDS - self.since_try)
        return left if widgets is None else min(widgets, left)

    # --- drawing -----------------------------------------------------------------------

    def message(self) -> str:
        if FIRST_SLOT in SLOTS.unusable:  # no other copy seen: the lock file is not usable
            return t("in_use.lock_unusable", file=f"{slot_file(FIRST_SLOT)}.lock")
        if self.waiting:
            return t("in_use.waiting")
        if self.holder is None:
            return t("in_use.explanation", file=slot_file(FIRST_SLOT))
        return t("in_use.explanation_pid", pid=str(self.holder), file=slot_file(FIRST_SLOT))

    def lines(self, scale: float) -> list[str]:
        width = px(PANEL_WIDTH - 120, scale)
        lines = wrap(self.message(), text_px("body", scale), width)
        return lines + (wrap(self.problem, text_px("body", scale), width) if self.problem else [])

    def buttons(self) -> list[Button]:
        return [button for button in [*self.choices, self.stop_button] if button.visible]

    def layout(self, size: tuple[int, int], scale: float) -> None:
        line = int(text_px("body", scale) * 1.35)
        buttons = self.buttons()
        text_height = len(self.lines(scale)) * line + px(40, scale)
        height = (px(HEADER, scale) + text_height
                  + len(buttons) * px(BUTTON_HEIGHT + BUTTON_GAP, scale) + px(40, scale))
        self.panel = pygame.Rect(0, 0, px(PANEL_WIDTH, scale), height)
        self.panel.center = (size[0] // 2, size[1] // 2)
        top = self.panel.y + px(HEADER, scale) + text_height
        rects = stack(self.panel.centerx, top, px(BUTTON_WIDTH, scale),
                      [px(BUTTON_HEIGHT, scale)] * len(buttons), px(BUTTON_GAP, scale))
        for button, rect in zip(buttons, rects, strict=True):
            button.place(rect, scale)

    def draw_scene(self, surface: pygame.Surface) -> None:
        scale = self.app.scale
        draw_background(surface)
        draw_panel(surface, self.panel, scale)
        draw_text(surface, t("in_use.title"), text_px("title", scale), INK,
                  (self.panel.centerx, self.panel.y + px(80, scale)), anchor="center",
                  bold=True, family="serif", max_width=self.panel.width - px(80, scale))
        body = text_px("body", scale)
        y = self.panel.y + px(HEADER, scale)
        for line in self.lines(scale):
            draw_text(surface, line, body, INK_SOFT, (self.panel.centerx, y), anchor="midtop")
            y += int(body * 1.35)
