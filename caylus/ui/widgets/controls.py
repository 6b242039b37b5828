"""Buttons and choosers: Button, Toggle (a check box), Cycler (◀ value ▶) and Slider."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

import pygame

from caylus.ui import theme
from caylus.ui.i18n import is_rtl
from caylus.ui.layout import px, text_px
from caylus.ui.render.button import draw_button
from caylus.ui.render.text import (
    LIGHT_SQUEEZE,
    draw_text,
    fitted_or_none,
    fitting_size,
    mirrored,
)
from caylus.ui.theme import (
    DISABLED_FILL,
    DISABLED_INK,
    NORMAL_HOVER,
    PARCHMENT_LIGHT,
    WOOD_BORDER,
    WOOD_MID,
)
from caylus.ui.widgets.backdrop import draw_focus_ring, draw_swatch
from caylus.ui.widgets.base import Label, Pressable, Widget

Colour = tuple[int, int, int]
T = TypeVar("T")


class Button(Pressable):
    """A push button. style: "normal" (parchment), "primary" (gold), "quiet" (dark wood)."""

    def __init__(
        self,
        label: Label,
        on_click: Callable[[], Any],
        *,
        style: str = "normal",
        enabled: bool = True,
        text_role: str = "button",
    ) -> None:
        super().__init__(label=label, enabled=enabled)
        self.on_click = on_click
        self.style = style
        self.text_role = text_role

    def press(self) -> None:
        self.on_click()

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        face = draw_button(surface, self.rect, (self.text,), text_px(self.text_role, self.scale),
                           style=self.style, lit=self.hovered, pressed=self.pressed,
                           enabled=self.enabled)
        if self.focused and self.focus_visible:
            draw_focus_ring(surface, face, self.scale)


class Toggle(Pressable):
    """A check box with a label; `on_change(value)` after each change."""

    def __init__(
        self,
        label: Label,
        value: bool,
        on_change: Callable[[bool], Any],
        *,
        enabled: bool = True,
        ink: Colour = theme.INK,
    ) -> None:
        super().__init__(label=label, enabled=enabled)
        self.value = value
        self.on_change = on_change
        self.ink = ink

    def press(self) -> None:
        self.value = not self.value
        self.on_change(self.value)

    def draw(self, surface: pygame.Surface) -> None:
        side = min(self.rect.height, px(54, self.scale))
        box = mirrored(self.rect, pygame.Rect(self.rect.x, self.rect.centery - side // 2, side,
                                              side))  # the box starts the line
        fill = NORMAL_HOVER if self.hovered else PARCHMENT_LIGHT
        pygame.draw.rect(surface, fill if self.enabled else DISABLED_FILL, box,
                         border_radius=px(8, self.scale))
        pygame.draw.rect(surface, WOOD_BORDER, box, px(4, self.scale),
                         border_radius=px(8, self.scale))
        if self.value:
            points = [(box.x + side * 0.22, box.y + side * 0.52),
                      (box.x + side * 0.42, box.y + side * 0.74),
                      (box.x + side * 0.80, box.y + side * 0.26)]
            pygame.draw.lines(surface, (30, 110, 50), False, points, px(8, self.scale))
        if self.focused and self.focus_visible:
            draw_focus_ring(surface, box, self.scale)
        ink = self.ink if self.enabled else DISABLED_INK
        gap = px(20, self.scale)
        rtl = box.x > self.rect.x  # the words follow the box in the reading direction
        draw_text(surface, self.text, text_px("body", self.scale), ink,
                  (box.x - gap if rtl else box.right + gap, self.rect.centery),
                  anchor="midright" if rtl else "midleft", max_width=self.rect.w - side - gap)


class Cycler(Pressable, Generic[T]):
    """Pick one of several choices with ◀ ▶ (click a side, or Left/Right when focused). The
    arrow that points the way of reading goes to the next choice: ▶, or ◀ in a right-to-left
    language, as the rules' Next button there.

    `choices` may be a function, called each time, so the allowed set can change (unique
    player colours). `follows_reading=False` keeps ▶ "next" in every language: the language
    picker, whose own choices change the reading direction (▶ looped between two languages).
    `swatch_of(value)` names a player colour to draw beside the label; `sized_like` are all
    the values the label may show (every colour), drawn at the size the longest of them
    needs, so a column of such pickers looks alike.
    """

    def __init__(
        self,
        choices: Sequence[T] | Callable[[], Sequence[T]],
        value: T,
        on_change: Callable[[T], Any],
        *,
        label_of: Callable[[T], str] = str,
        swatch_of: Callable[[T], str] | None = None,
        sized_like: Sequence[T] = (),
        enabled: bool = True,
        follows_reading: bool = True,
    ) -> None:
        super().__init__(enabled=enabled)
        self.follows_reading = follows_reading
        self.choices = choices
        self.value = value
        self.on_change = on_change
        self.label_of = label_of
        self.swatch_of = swatch_of
        self.sized_like = sized_like

    @property
    def text(self) -> str:
        return self.label_of(self.value)

    def options(self) -> list[T]:
        return list(self.choices() if callable(self.choices) else self.choices)

    def step(self, direction: int) -> None:
        options = self.options()
        if not self.enabled or not options:
            self.feedback("error")
            return
        index = options.index(self.value) if self.value in options else -direction
        self.value = options[(index + direction) % len(options)]
        self.feedback("click")
        self.on_change(self.value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.focused and event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.step(self.rightwards() * (1 if event.key == pygame.K_RIGHT else -1))
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.step(1)
                return True
        return super().handle_event(event)

    def rightwards(self) -> int:
        """The step of the right-hand arrow ▶: on to the next choice, or back to the previous
        one in a right-to-left language (where "next" points left)."""
        return -1 if is_rtl() and self.follows_reading else 1

    def activate(self) -> None:
        self.step(1)

    def on_press(self, pos: tuple[int, int]) -> None:
        left_third = pos[0] < self.rect.x + self.rect.width // 3
        self.step(-self.rightwards() if left_third else self.rightwards())

    def draw(self, surface: pygame.Surface) -> None:
        radius = px(12, self.scale)
        fill = NORMAL_HOVER if self.hovered else PARCHMENT_LIGHT
        pygame.draw.rect(surface, fill if self.enabled else DISABLED_FILL, self.rect,
                         border_radius=radius)
        pygame.draw.rect(surface, WOOD_BORDER, self.rect, px(4, self.scale), border_radius=radius)
        if self.focused and self.focus_visible:
            draw_focus_ring(surface, self.rect, self.scale)
        arrow = self.rect.height * 0.22
        cy = self.rect.centery
        for x, sign in ((self.rect.x + self.rect.height * 0.45, -1),
                        (self.rect.right - self.rect.height * 0.45, 1)):
            tip = (x + sign * arrow, cy)
            pygame.draw.polygon(surface, WOOD_MID, [tip, (x - sign * arrow * 0.6, cy - arrow),
                                                    (x - sign * arrow * 0.6, cy + arrow)])
        label = self.text
        size = text_px("body", self.scale)
        inner = self.rect.width - int(self.rect.height * 1.6)
        if self.swatch_of is None:
            draw_text(surface, label, size, theme.INK, self.rect.center, anchor="center",
                      max_width=inner)
            return
        swatch_r = int(self.rect.height * 0.26)
        room = inner - swatch_r * 3
        # every choice at one size (the longest's), so the rows of a table look alike
        size = min(fitting_size(self.label_of(option), size, round(room / LIGHT_SQUEEZE),
                                probe=True) for option in self.sized_like or [self.value])
        image = fitted_or_none((label,), size, room, theme.INK, bold=False)
        if image is None:  # large text in a narrow box: the swatch says the colour alone
            draw_swatch(surface, self.swatch_of(self.value), (self.rect.centerx, cy), swatch_r)
            return
        width = swatch_r * 2 + px(14, self.scale) + image.get_width()
        left = self.rect.centerx - width // 2
        draw_swatch(surface, self.swatch_of(self.value), (left + swatch_r, cy), swatch_r)
        surface.blit(image, image.get_rect(midleft=(left + swatch_r * 2 + px(14, self.scale), cy)))


class Slider(Widget):
    """A value from `minimum` to `maximum` by `step`: drag, click, or Left/Right when focused."""

    def __init__(
        self,
        value: int,
        on_change: Callable[[int], Any],
        *,
        minimum: int = 0,
        maximum: int = 100,
        step: int = 5,
        label_of: Callable[[int], str] = str,
    ) -> None:
        super().__init__()
        self.value = value
        self.on_change = on_change
        self.minimum, self.maximum, self.step = minimum, maximum, step
        self.label_of = label_of
        self.dragging = False

    @property
    def text(self) -> str:
        return self.label_of(self.value)

    def track(self) -> pygame.Rect:
        label_width = px(150, self.scale)
        knob = self.rect.height // 2
        return pygame.Rect(self.rect.x + knob, self.rect.centery - px(6, self.scale),
                           self.rect.width - label_width - 2 * knob, px(12, self.scale))

    def set_value(self, value: int) -> None:
        value = max(self.minimum, min(self.maximum, value))
        if value != self.value:
            self.value = value
            self.on_change(value)

    def value_at(self, x: int) -> int:
        track = self.track()
        fraction = (x - track.x) / max(1, track.width)
        raw = self.minimum + fraction * (self.maximum - self.minimum)
        return int(round(raw / self.step) * self.step)

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.dragging = True
                self.set_value(self.value_at(event.pos[0]))
                return True
        elif event.type == pygame.MOUSEMOTION and self.dragging:
            self.set_value(self.value_at(event.pos[0]))
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            self.feedback("click")
            return True
        elif event.type == pygame.KEYDOWN and self.focused:
            moves = {pygame.K_LEFT: -self.step, pygame.K_RIGHT: self.step}
            if event.key in moves:
                self.set_value(self.value + moves[event.key])
                self.feedback("click")
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        track = self.track()
        radius = track.height // 2
        pygame.draw.rect(surface, WOOD_BORDER, track.inflate(px(4, self.scale), px(4, self.scale)),
                         border_radius=radius)
        fraction = (self.value - self.minimum) / max(1, self.maximum - self.minimum)
        filled = pygame.Rect(track.x, track.y, int(track.width * fraction), track.height)
        pygame.draw.rect(surface, theme.GOLD, filled, border_radius=radius)
        knob = (filled.right, track.centery)
        knob_r = self.rect.height // 3
        pygame.draw.circle(surface, WOOD_BORDER, knob, knob_r + px(3, self.scale))
        pygame.draw.circle(surface, NORMAL_HOVER if self.hovered else theme.PARCHMENT, knob, knob_r)
        if self.focused and self.focus_visible:
            pygame.draw.circle(surface, theme.HIGHLIGHT, knob, knob_r + px(9, self.scale),
                               px(5, self.scale))
        draw_text(surface, self.text, text_px("body", self.scale), theme.INK,
                  (self.rect.right, self.rect.centery), anchor="midright", bold=True)


