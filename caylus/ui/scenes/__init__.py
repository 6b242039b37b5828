"""The scenes of the game, and `ShellScene`, the base of the menu-like ones.

A ShellScene owns a WidgetGroup (`self.widgets`), lays itself out again whenever the window
size changes (`layout(size, scale)`), gives events to its widgets first and goes back
(`back()`, by default popping itself) on Escape. The game scene lives in `scenes.game`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from caylus.ui.i18n import is_rtl
from caylus.ui.scene import Scene
from caylus.ui.widgets import WidgetGroup

if TYPE_CHECKING:
    from caylus.ui.host import Host


class ShellScene(Scene):
    """A scene made of widgets; subclasses fill in `layout`, `draw_scene` and maybe `on_event`."""

    def __init__(self, app: Host) -> None:
        self.app = app
        self.widgets = WidgetGroup(feedback=app.audio.play)
        self._laid_out_for: tuple[tuple[int, int], float, bool] | None = None

    def ensure_layout(self) -> None:
        """Run `layout` if the window or the reading direction changed since the last time
        (a language chosen in Settings mirrors the screen at once, not when next opened)."""
        current = (self.app.size, self.app.scale, is_rtl())
        if current != self._laid_out_for:
            self._laid_out_for = current
            self.layout(self.app.size, self.app.scale)

    def relayout(self) -> None:
        """Lay out again now (after adding or removing widgets)."""
        self._laid_out_for = None
        self.ensure_layout()

    def layout(self, size: tuple[int, int], scale: float) -> None:
        """Place every widget for a window of `size` at `scale` (see caylus.ui.layout)."""

    def handle_event(self, event: pygame.event.Event) -> None:
        self.ensure_layout()
        if self.widgets.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        self.on_event(event)

    def on_event(self, event: pygame.event.Event) -> None:
        """An event no widget used (and not Escape)."""

    def back(self) -> None:
        self.app.audio.play("click")
        self.app.scenes.pop()

    def update(self, dt: float) -> None:
        self.widgets.update(dt)

    def next_change_in(self) -> float | None:
        return self.widgets.next_change_in()

    def draw(self, surface: pygame.Surface) -> None:
        self.ensure_layout()
        self.draw_scene(surface)
        self.widgets.draw(surface)

    def draw_scene(self, surface: pygame.Surface) -> None:
        """Everything under the widgets."""
