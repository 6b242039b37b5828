"""Reusable widgets and drawing helpers for every scene, sized from the app's scale.

How to use them (every scene of the shell does this):

    self.widgets = WidgetGroup(feedback=app.audio.play)
    self.start = self.widgets.add(Button(lambda: t("setup.start"), self.on_start, style="primary"))
    ...
    # whenever the window size changed (see caylus.ui.layout):
    self.start.place(pygame.Rect(...), app.scale)
    # every frame:
    self.widgets.handle_event(event)   # True when a widget used the event
    self.widgets.update(dt)
    self.widgets.draw(surface)

Widgets read positions from events only. Labels are a string or a function returning one
(so `lambda: t("key")` follows a change of language); all player-facing text comes from `t()`.
The group gives keyboard navigation: Tab / Shift+Tab and the arrow keys move the focus,
Enter or Space activates the focused widget, a focused text input takes typed text.
`feedback(name)` is called with "click" when a widget acts and "error" when a disabled one is
clicked (pass `app.audio.play`).

Widgets (each has `rect`, `scale`, `enabled`, `visible`, `focused`, `text`, and
`place(rect, scale)`, `handle_event(event) -> bool`, `update(dt)`, `draw(surface)`):
- Button(label, on_click, style="normal" | "primary" | "quiet", enabled=True, text_role)
- Toggle(label, value, on_change(bool)) — a check box
- Cycler(choices or choices(), value, on_change(value), label_of, swatch_of) — ◀ value ▶
- Slider(value, on_change(int), minimum, maximum, step, label_of)
- TextInput(value, on_change(str), max_length, allowed(char) -> bool, placeholder)
- ScrollView(render(width, scale) -> Surface) — wheel, arrows, Page Up/Down, Home/End, bar
WidgetGroup: add(widget) -> widget, remove, find(text), set_focus(widget, visible=),
move_focus(step), focusables(), handle_event, update, draw.
Drawing helpers: text_surface, draw_text, wrap_text, fit_text_size, draw_background (dark
wood), draw_panel (parchment), draw_overlay (darken what is below), draw_swatch (a player's
colour and shape), draw_focus_ring.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any, Generic, TypeVar

import pygame

from caylus.ui import theme
from caylus.ui.i18n import t
from caylus.ui.layout import px, text_px

Label = str | Callable[[], str]
Colour = tuple[int, int, int]
T = TypeVar("T")
W = TypeVar("W", bound="Widget")

INK_SOFT = (98, 78, 56)
PARCHMENT_LIGHT = (250, 241, 214)
WOOD_MID = (104, 70, 42)
WOOD_BORDER = (52, 33, 19)
DISABLED_FILL = (168, 154, 128)
DISABLED_INK = (112, 100, 82)
PRIMARY_HOVER = (244, 204, 96)
NORMAL_HOVER = (255, 246, 222)
CARET_PERIOD = 1.0  # seconds: a text field's caret is shown, then hidden, once a period
CARET_SHOWN = 0.6
LIMIT_RED = (150, 30, 24)
SHADOW = (0, 0, 0, 90)
FOCUS_EDGE = (150, 70, 10)


def _silent(name: str) -> None:
    return None


def resolve(label: Label) -> str:
    return label() if callable(label) else label


def is_click(event: pygame.event.Event) -> bool:
    return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1


# --- text ---------------------------------------------------------------------------------


@lru_cache(maxsize=1024)
def text_surface(
    text: str, size: int, colour: Colour, bold: bool = False, family: str = "sans"
) -> pygame.Surface:
    """`text` rendered anti-aliased at `size` pixels (cached: do not draw on the result)."""
    return theme.font(size, bold, family).render(text, True, colour)


def fit_text_size(
    text: str, size: int, max_width: int, bold: bool = False, family: str = "sans"
) -> int:
    """The largest size not above `size` at which `text` fits in `max_width` pixels."""
    while size > 12 and theme.font(size, bold, family).size(text)[0] > max_width:
        size = max(12, int(size * 0.93))
    return size


def draw_text(
    surface: pygame.Surface,
    text: str,
    size: int,
    colour: Colour,
    pos: tuple[int, int],
    *,
    anchor: str = "topleft",
    bold: bool = False,
    family: str = "sans",
    max_width: int | None = None,
    shadow: Colour | None = None,
) -> pygame.Rect:
    """Draw one line of text with its `anchor` (a pygame.Rect attribute) at `pos`."""
    if max_width is not None:
        size = fit_text_size(text, size, max_width, bold, family)
    image = text_surface(text, size, colour, bold, family)
    rect = image.get_rect(**{anchor: pos})
    if shadow is not None:
        offset = max(1, size // 18)
        surface.blit(text_surface(text, size, shadow, bold, family), rect.move(offset, offset))
    surface.blit(image, rect)
    return rect


def wrap_text(
    text: str, size: int, width: int, bold: bool = False, family: str = "sans"
) -> list[str]:
    """`text` broken into lines no wider than `width` (a word longer than that gets a line)."""
    font = theme.font(size, bold, family)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if line and font.size(candidate)[0] > width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


# --- backgrounds and panels ---------------------------------------------------------------


@lru_cache(maxsize=4)
def _wood(size: tuple[int, int]) -> pygame.Surface:
    """Dark wooden planks with grain, drawn once per window size."""
    width, height = size
    surface = pygame.Surface(size)
    surface.fill(theme.WOOD_DARK)
    rng = random.Random(7)
    plank = max(80, height // 7)
    for top in range(0, height, plank):
        shade = rng.randint(-8, 8)
        base = tuple(max(0, min(255, c + shade)) for c in theme.WOOD_DARK)
        surface.fill(base, (0, top, width, plank))
        for _ in range(max(6, plank // 9)):
            y = top + rng.randint(2, plank - 3)
            shift = rng.randint(-12, 7)
            grain = tuple(max(0, c + shift) for c in base)
            start = rng.randint(-width // 2, width // 2)
            end = start + rng.randint(width // 3, width)
            pygame.draw.line(surface, grain, (start, y), (end, y), rng.choice((1, 1, 2)))
        pygame.draw.line(surface, WOOD_BORDER, (0, top), (width, top), max(2, plank // 60))
    return surface


def draw_background(surface: pygame.Surface) -> None:
    """Fill the whole surface with the dark wooden table."""
    surface.blit(_wood(surface.get_size()), (0, 0))


def draw_scene_title(surface: pygame.Surface, text: str, scale: float, centre_y: int) -> None:
    """A menu screen's big gold heading, centred across the window at `centre_y`."""
    draw_text(surface, text, text_px("title", scale), theme.GOLD,
              (surface.get_width() // 2, centre_y), anchor="center", bold=True, family="serif",
              shadow=(20, 12, 6))


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    scale: float,
    *,
    fill: Colour = theme.PARCHMENT,
    border: Colour = WOOD_BORDER,
) -> None:
    """A parchment panel in a dark wooden frame, with a soft shadow."""
    radius = px(14, scale)
    shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shadow, SHADOW, shadow.get_rect(), border_radius=radius)
    surface.blit(shadow, rect.move(px(8, scale), px(10, scale)))
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    pygame.draw.rect(surface, border, rect, px(6, scale), border_radius=radius)
    inner = rect.inflate(-px(22, scale), -px(22, scale))
    pygame.draw.rect(surface, theme.PARCHMENT_DARK, inner, px(2, scale), border_radius=radius // 2)


def draw_overlay(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken what is already drawn (under a menu pushed over another scene)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((10, 6, 2, alpha))
    surface.blit(veil, (0, 0))


def draw_swatch(surface: pygame.Surface, colour_name: str, centre: tuple[int, int],
                radius: int) -> None:
    """A player's colour as their worker: the same colour and shape as on the board (blue
    circle, red square, ...), so players are told apart without relying on colour alone."""
    from caylus.ui.render.pieces import draw_worker

    draw_worker(surface, centre, 2 * radius, colour_name)


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """The keyboard focus: a bright ring with a dark edge, visible on wood and on parchment."""
    ring = rect.inflate(px(18, scale), px(18, scale))
    pygame.draw.rect(surface, FOCUS_EDGE, ring, px(9, scale), border_radius=px(16, scale))
    pygame.draw.rect(surface, theme.HIGHLIGHT, ring.inflate(-px(4, scale), -px(4, scale)),
                     px(5, scale), border_radius=px(14, scale))


# --- widgets ------------------------------------------------------------------------------


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

    def colours(self) -> tuple[Colour, Colour, Colour]:
        """Fill, text and border colours for the current state."""
        if not self.enabled:
            return DISABLED_FILL, DISABLED_INK, WOOD_MID
        lit = self.hovered or self.pressed
        if self.style == "primary":
            return (PRIMARY_HOVER if lit else theme.GOLD), theme.INK, WOOD_BORDER
        if self.style == "quiet":
            return (WOOD_MID if lit else theme.WOOD_DARK), theme.PARCHMENT, theme.GOLD
        return (NORMAL_HOVER if lit else theme.PARCHMENT), theme.INK, WOOD_BORDER

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        fill, ink, border = self.colours()
        radius = px(12, self.scale)
        rect = self.rect.move(0, px(3, self.scale)) if self.pressed else self.rect
        if not self.pressed:
            pygame.draw.rect(surface, WOOD_BORDER, self.rect.move(0, px(5, self.scale)),
                             border_radius=radius)
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        pygame.draw.rect(surface, border, rect, px(4, self.scale), border_radius=radius)
        if self.focused and self.focus_visible:
            draw_focus_ring(surface, rect, self.scale)
        size = text_px(self.text_role, self.scale)
        draw_text(surface, self.text, size, ink, rect.center, anchor="center", bold=True,
                  max_width=rect.width - px(28, self.scale))


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
        box = pygame.Rect(self.rect.x, self.rect.centery - side // 2, side, side)
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
        left = box.right + px(20, self.scale)
        draw_text(surface, self.text, text_px("body", self.scale), ink,
                  (left, self.rect.centery), anchor="midleft",
                  max_width=self.rect.right - left)


class Cycler(Pressable, Generic[T]):
    """Pick one of several choices with ◀ ▶ (click a side, or Left/Right when focused).

    `choices` may be a function, called each time, so the allowed set can change (unique
    player colours). `swatch_of(value)` names a player colour to draw beside the label.
    """

    def __init__(
        self,
        choices: Sequence[T] | Callable[[], Sequence[T]],
        value: T,
        on_change: Callable[[T], Any],
        *,
        label_of: Callable[[T], str] = str,
        swatch_of: Callable[[T], str] | None = None,
        enabled: bool = True,
    ) -> None:
        super().__init__(enabled=enabled)
        self.choices = choices
        self.value = value
        self.on_change = on_change
        self.label_of = label_of
        self.swatch_of = swatch_of

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
            if event.key == pygame.K_LEFT:
                self.step(-1)
                return True
            if event.key in (pygame.K_RIGHT, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.step(1)
                return True
        return super().handle_event(event)

    def activate(self) -> None:
        self.step(1)

    def on_press(self, pos: tuple[int, int]) -> None:
        self.step(-1 if pos[0] < self.rect.x + self.rect.width // 3 else 1)

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
        size = fit_text_size(label, size, inner - swatch_r * 3)
        width = swatch_r * 2 + px(14, self.scale) + theme.font(size).size(label)[0]
        left = self.rect.centerx - width // 2
        draw_swatch(surface, self.swatch_of(self.value), (left + swatch_r, cy), swatch_r)
        draw_text(surface, label, size, theme.INK, (left + swatch_r * 2 + px(14, self.scale), cy),
                  anchor="midleft")


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


class TextInput(Widget):
    """One line of text (names, seeds). Click or Tab to edit; Enter moves on; Escape stops.

    `allowed(character)` filters what can be typed (e.g. `str.isdigit` for numbers);
    `on_change(value)` after every edit.
    """

    def __init__(
        self,
        value: str,
        on_change: Callable[[str], Any],
        *,
        max_length: int = 20,
        allowed: Callable[[str], bool] | None = None,
        placeholder: Label = "",
    ) -> None:
        super().__init__()
        self.value = value
        self.on_change = on_change
        self.max_length = max_length
        self.allowed = allowed
        self.placeholder = placeholder
        self.caret = len(value)
        self.blink = 0.0

    @property
    def text(self) -> str:
        return self.value

    def set_value(self, value: str) -> None:
        self.value = value[: self.max_length]
        self.caret = len(self.value)
        self.on_change(self.value)

    def insert(self, typed: str) -> None:
        typed = "".join(c for c in typed if c.isprintable() and (not self.allowed or
                                                                 self.allowed(c)))
        room = self.max_length - len(self.value)
        typed = typed[: max(0, room)]
        if not typed:
            self.feedback("error")
            return
        self.value = self.value[: self.caret] + typed + self.value[self.caret :]
        self.caret += len(typed)
        self.on_change(self.value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.caret = len(self.value)
                return True
            return False
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            self.insert(event.text)
            return True
        if event.type == pygame.KEYDOWN:
            return self.handle_key(event)
        return False

    def handle_key(self, event: pygame.event.Event) -> bool:
        self.blink = 0.0
        key = event.key
        if key == pygame.K_BACKSPACE and self.caret > 0:
            self.value = self.value[: self.caret - 1] + self.value[self.caret :]
            self.caret -= 1
            self.on_change(self.value)
        elif key == pygame.K_DELETE and self.caret < len(self.value):
            self.value = self.value[: self.caret] + self.value[self.caret + 1 :]
            self.on_change(self.value)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if key == pygame.K_LEFT else 1
            self.caret = max(0, min(len(self.value), self.caret + step))
        elif key in (pygame.K_HOME, pygame.K_END):
            self.caret = 0 if key == pygame.K_HOME else len(self.value)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.group:
            self.group.move_focus(1)
        elif key == pygame.K_ESCAPE and self.group:
            self.group.set_focus(None)
        elif key in (pygame.K_UP, pygame.K_DOWN):
            return False  # let the group move the focus
        return True  # every other key is typing (its TEXTINPUT event follows)

    def update(self, dt: float) -> None:
        self.blink = (self.blink + dt) % CARET_PERIOD

    def next_change_in(self) -> float | None:
        if not self.focused:
            return None
        toggle = CARET_SHOWN if self.blink < CARET_SHOWN else CARET_PERIOD
        return toggle - self.blink

    def draw(self, surface: pygame.Surface) -> None:
        radius = px(10, self.scale)
        fill = (255, 252, 240) if self.focused else PARCHMENT_LIGHT
        pygame.draw.rect(surface, fill, self.rect, border_radius=radius)
        border = theme.GOLD if self.focused else WOOD_BORDER
        pygame.draw.rect(surface, border, self.rect, px(5 if self.focused else 3, self.scale),
                         border_radius=radius)
        size = text_px("body", self.scale)
        pad = px(16, self.scale)
        inner = self.rect.inflate(-2 * pad, 0)
        if self.focused:
            counter = self.draw_counter(surface, inner)
            inner.width -= counter.width + pad
            self.draw_editing(surface, inner, size)
        elif self.value:  # at rest the whole value shows, smaller if it must: never clipped
            draw_text(surface, self.value, size, theme.INK, (inner.x, inner.centery),
                      anchor="midleft", max_width=inner.width)
        else:
            draw_text(surface, resolve(self.placeholder), size, INK_SOFT,
                      (inner.x, inner.centery), anchor="midleft", max_width=inner.width)

    def draw_counter(self, surface: pygame.Surface, inner: pygame.Rect) -> pygame.Rect:
        """While typing, how many characters there are of the most allowed ("12/16"), red
        once the field is full, so a name is never cut short without a word."""
        full = len(self.value) >= self.max_length
        label = t("widget.text_length", count=len(self.value), limit=self.max_length)
        return draw_text(surface, label, text_px("small", self.scale),
                         LIMIT_RED if full else INK_SOFT, (inner.right, inner.centery),
                         anchor="midright", bold=full)

    def draw_editing(self, surface: pygame.Surface, inner: pygame.Rect, size: int) -> None:
        """The value scrolled so that the caret stays in view, and the blinking caret."""
        font = theme.font(size)
        caret_x = font.size(self.value[: self.caret])[0]
        shift = max(0, caret_x - inner.width + px(4, self.scale))
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip) if clip else inner)
        image = text_surface(self.value, size, theme.INK)
        surface.blit(image, image.get_rect(midleft=(inner.x - shift, inner.centery)))
        surface.set_clip(clip)
        if self.blink < CARET_SHOWN:
            x = inner.x - shift + caret_x
            half = int(size * 0.6)
            pygame.draw.line(surface, theme.INK, (x, inner.centery - half),
                             (x, inner.centery + half), px(3, self.scale))


class ScrollView(Widget):
    """A tall picture seen through `rect`: mouse wheel, arrow keys, Page Up/Down, Home/End,
    or drag the bar. `render(width, scale)` draws the content; it is called again after
    `invalidate()` or when the width or scale changes."""

    focusable = False
    captures_keys = True

    def __init__(self, render: Callable[[int, float], pygame.Surface]) -> None:
        super().__init__()
        self.render = render
        self.content: pygame.Surface | None = None
        self.offset = 0
        self.dragging_from: tuple[int, int] | None = None

    def place(self, rect: pygame.Rect, scale: float) -> None:
        if pygame.Rect(rect).size != self.rect.size or scale != self.scale:
            self.content = None
        super().place(rect, scale)

    def invalidate(self, *, to_top: bool = True) -> None:
        self.content = None
        if to_top:
            self.offset = 0

    def ensure_content(self) -> pygame.Surface:
        if self.content is None:
            self.content = self.render(self.content_width(), self.scale)
            self.offset = min(self.offset, self.max_offset())
        return self.content

    def bar_width(self) -> int:
        return px(22, self.scale)

    def content_width(self) -> int:
        """The width `render` is asked to fill: the view less the scroll bar and a gap."""
        return max(1, self.rect.width - self.bar_width() - px(24, self.scale))

    def max_offset(self) -> int:
        content = self.content
        return max(0, content.get_height() - self.rect.height) if content else 0

    def scroll_by(self, pixels: int) -> bool:
        self.ensure_content()
        before = self.offset
        self.offset = max(0, min(self.max_offset(), self.offset + pixels))
        return self.offset != before

    def thumb(self) -> pygame.Rect | None:
        content = self.ensure_content()
        if content.get_height() <= self.rect.height:
            return None
        fraction = self.rect.height / content.get_height()
        height = max(px(40, self.scale), int(self.rect.height * fraction))
        top = self.rect.y + int((self.rect.height - height) * self.offset / self.max_offset())
        return pygame.Rect(self.rect.right - self.bar_width(), top, self.bar_width(), height)

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        line = px(60, self.scale)
        if event.type == pygame.MOUSEWHEEL:
            return self.scroll_by(-event.y * line * 2)
        if event.type == pygame.KEYDOWN:
            page = int(self.rect.height * 0.9)
            moves = {pygame.K_UP: -line, pygame.K_DOWN: line, pygame.K_PAGEUP: -page,
                     pygame.K_PAGEDOWN: page, pygame.K_HOME: -10**9, pygame.K_END: 10**9}
            if event.key in moves:
                self.scroll_by(moves[event.key])
                return True
            return False
        return self.handle_bar(event)

    def handle_bar(self, event: pygame.event.Event) -> bool:
        thumb = self.thumb()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and thumb:
            bar = pygame.Rect(thumb.x, self.rect.y, thumb.width, self.rect.height)
            if thumb.collidepoint(event.pos):
                self.dragging_from = (event.pos[1], self.offset)
                return True
            if bar.collidepoint(event.pos):
                page = int(self.rect.height * 0.9)
                self.scroll_by(page if event.pos[1] > thumb.centery else -page)
                return True
        elif event.type == pygame.MOUSEMOTION and self.dragging_from and thumb:
            start_y, start_offset = self.dragging_from
            travel = max(1, self.rect.height - thumb.height)
            moved = (event.pos[1] - start_y) * self.max_offset() / travel
            self.offset = max(0, min(self.max_offset(), int(start_offset + moved)))
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging_from:
            self.dragging_from = None
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        content = self.ensure_content()
        view = pygame.Rect(0, self.offset, content.get_width(),
                           min(self.rect.height, content.get_height() - self.offset))
        surface.blit(content, self.rect.topleft, view)
        thumb = self.thumb()
        if thumb is None:
            return
        track = pygame.Rect(thumb.x, self.rect.y, thumb.width, self.rect.height)
        pygame.draw.rect(surface, theme.PARCHMENT_DARK, track, border_radius=track.width // 2)
        pygame.draw.rect(surface, WOOD_MID, thumb, border_radius=track.width // 2)


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
        if event.type == pygame.TEXTINPUT:
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
