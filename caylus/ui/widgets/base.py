"""The widget base classes: Widget, Pressable (acts on a click or Enter) and WidgetGroup
(holds a scene's widgets and moves the keyboard focus between them)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import pygame

Label = str | Callable[[], str]
W = TypeVar("W", bound="Widget")


def _silent(name: str) -> None:
    return None


def resolve(label: Label) -> str:
    return label() if callable(label) else label


def is_click(event: pygame.event.Event) -> bool:
    return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1


class Widget:
    """Base class. `place(rect, scale)` positions it; the group routes events to it."""

    focusable = True
    captures_keys = False  # sees unhandled keys even when not focused (ScrollView)

    def __init__(self, *, enabled: bool = True) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.enabled = enabled
        self.visible = True
        self.focused = False
        self.focus_visible = False
        self.hovered = False
        self.group: WidgetGroup | None = None

    @property
    def text(self) -> str:
        """The widget's visible label (tests find widgets by it)."""
        return ""

    def feedback(self, name: str) -> None:
        (self.group.feedback if self.group else _silent)(name)

    def place(self, rect: pygame.Rect, scale: float) -> None:
        self.rect = pygame.Rect(rect)
        self.scale = scale

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Use the event if it is for this widget; True when used."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        return False

    def activate(self) -> None:
        """What Enter / Space do when the widget has the keyboard focus."""

    def update(self, dt: float) -> None: ...

    def next_change_in(self) -> float | None:
        """Seconds until the widget looks different without input (None: never)."""
        return None

    def draw(self, surface: pygame.Surface) -> None: ...


class Pressable(Widget):
    """A widget that acts on a left click released over it (pressed, then released inside),
    or on Enter / Space while it has the keyboard focus. Subclasses say what `press` does."""

    def __init__(self, *, label: Label = "", enabled: bool = True) -> None:
        super().__init__(enabled=enabled)
        self.label = label
        self.pressed = False

    @property
    def text(self) -> str:
        return resolve(self.label)

    def activate(self) -> None:
        if not self.enabled:
            self.feedback("error")
            return
        self.feedback("click")
        self.press()

    def press(self) -> None: ...

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.focused and self.enabled and self.handle_key(event):
            return True
        super().handle_event(event)
        if not is_click(event):
            return False
        inside = self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.pressed = inside and self.enabled
            if inside and not self.enabled:
                self.feedback("error")
            return inside
        was_pressed, self.pressed = self.pressed, False
        if was_pressed and inside:
            self.on_press(event.pos)
            return True
        return False

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                          pygame.K_SPACE):
            self.activate()
            return True
        return False

    def on_press(self, pos: tuple[int, int]) -> None:
        self.activate()


class WidgetGroup:
    """The widgets of one scene: routes events, keeps the keyboard focus, draws in order."""

    def __init__(self, feedback: Callable[[str], Any] | None = None) -> None:
        self.widgets: list[Widget] = []
        self.focus: Widget | None = None
        self.feedback = feedback or _silent

    def add(self, widget: W) -> W:
        widget.group = self
        self.widgets.append(widget)
        return widget

    def remove(self, widget: Widget) -> None:
        if widget is self.focus:
            self.set_focus(None)
        self.widgets.remove(widget)
        widget.group = None

    def focusables(self) -> list[Widget]:
        return [w for w in self.widgets if w.focusable and w.visible and w.enabled]

    def set_focus(self, widget: Widget | None, *, visible: bool = False) -> None:
        if self.focus is not None:
            self.focus.focused = self.focus.focus_visible = False
        self.focus = widget
        if widget is not None:
            widget.focused = True
            widget.focus_visible = visible

    def move_focus(self, step: int) -> None:
        candidates = self.focusables()
        if not candidates:
            return
        if self.focus in candidates:
            index = (candidates.index(self.focus) + step) % len(candidates)
        else:
            index = 0 if step > 0 else len(candidates) - 1
        self.set_focus(candidates[index], visible=True)

    def find(self, text: str) -> Widget | None:
        """The visible widget whose label is `text` (for tests and keyboard shortcuts)."""
        for widget in self.widgets:
            if widget.visible and widget.text == text:
                return widget
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Route one event; True when a widget used it (the scene should then ignore it)."""
        if event.type == pygame.KEYDOWN:
            return self.handle_key(event)
        if event.type in (pygame.TEXTINPUT, pygame.TEXTEDITING):
            return bool(self.focus and self.focus.handle_event(event))
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self.handle_mouse_down(event)
        used = False
        for widget in self.widgets:
            if widget.visible:
                used = widget.handle_event(event) or used
        return used

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_TAB:
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        focus = self.focus
        if focus is not None and focus.visible and focus.handle_event(event):
            return True
        for widget in self.widgets:
            if widget.captures_keys and widget.visible and widget.handle_event(event):
                return True
        moves = {pygame.K_DOWN: 1, pygame.K_UP: -1}
        if event.key in moves:
            self.move_focus(moves[event.key])
            return True
        return False

    def handle_mouse_down(self, event: pygame.event.Event) -> bool:
        if event.button != 1:  # wheel clicks and other buttons: only MOUSEWHEEL scrolls
            return False
        for widget in reversed(self.widgets):
            if widget.visible and widget.rect.collidepoint(event.pos):
                if widget.focusable and widget.enabled:
                    self.set_focus(widget)
                widget.handle_event(event)
                return True
        self.set_focus(None)
        return False

    def update(self, dt: float) -> None:
        for widget in self.widgets:
            widget.update(dt)

    def next_change_in(self) -> float | None:
        due = [w.next_change_in() for w in self.widgets if w.visible]
        return min((d for d in due if d is not None), default=None)

    def draw(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface)
