"""A one-line text field (names, seeds) with a blinking caret and a length it says."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from caylus.ui import theme
from caylus.ui.i18n import is_rtl, t
from caylus.ui.layout import px, text_px
from caylus.ui.render.face import reads_right_to_left
from caylus.ui.render.text import draw_text, text
from caylus.ui.theme import INK_SOFT, PARCHMENT_LIGHT, WARNING_RED, WOOD_BORDER
from caylus.ui.widgets.base import Label, Widget, resolve

CARET_PERIOD = 1.0  # seconds: a text field's caret is shown, then hidden, once a period
CARET_SHOWN = 0.6


class TextInput(Widget):
    """One line of text (names, seeds). Click or Tab to edit; Enter moves on; Escape stops.

    `allowed(character)` filters what can be typed (e.g. `str.isdigit` for numbers);
    `on_change(value)` after every edit. Text from an input method (Chinese, Japanese, …)
    shows underlined at the caret while it is being composed, then joins the value.
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
        self.composition = ""  # what an input method is composing, not yet typed

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
        if event.type == pygame.TEXTEDITING:
            self.composition = event.text
            self.blink = 0.0
            return True
        if event.type == pygame.TEXTINPUT:
            self.composition = ""
            self.insert(event.text)
            return True
        if event.type == pygame.KEYDOWN:
            # while an input method composes, its keys (Backspace, arrows, Enter) are its own
            return bool(self.composition) or self.handle_key(event)
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
        else:  # at rest the whole value shows, smaller if it must: never clipped
            words, ink = (self.value, theme.INK) if self.value else (resolve(self.placeholder),
                                                                      INK_SOFT)
            rtl = is_rtl()  # at rest, words start where the language reads from
            draw_text(surface, words, size, ink,
                      (inner.right if rtl else inner.x, inner.centery),
                      anchor="midright" if rtl else "midleft", max_width=inner.width)

    def draw_counter(self, surface: pygame.Surface, inner: pygame.Rect) -> pygame.Rect:
        """While typing, how many characters there are of the most allowed ("12/16"), red
        once the field is full, so a name is never cut short without a word."""
        full = len(self.value) >= self.max_length
        label = t("widget.text_length", count=len(self.value), limit=self.max_length)
        return draw_text(surface, label, text_px("small", self.scale),
                         WARNING_RED if full else INK_SOFT, (inner.right, inner.centery),
                         anchor="midright", bold=full)

    def draw_editing(self, surface: pygame.Surface, inner: pygame.Rect, size: int) -> None:
        """The value scrolled so that the caret stays in view, an input method's composition
        underlined at the caret, and the blinking caret."""
        font = theme.font(size)
        before, after = self.value[: self.caret], self.value[self.caret :]
        shown = before + self.composition + after
        # x of the composition's two ends, the caret after it (in reading order)
        start_x = font.size(before)[0]
        caret_x = start_x + font.size(self.composition)[0]
        if reads_right_to_left(shown):  # a Hebrew name: it reads from the right
            total = font.size(shown)[0]
            start_x, caret_x = total - start_x, total - caret_x
        shift = max(0, max(start_x, caret_x) - inner.width + px(4, self.scale))
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip) if clip else inner)
        image = text(shown, size, theme.INK)
        surface.blit(image, image.get_rect(midleft=(inner.x - shift, inner.centery)))
        if self.composition:
            underline_y = inner.centery + int(size * 0.6)
            pygame.draw.line(surface, theme.INK, (inner.x - shift + start_x, underline_y),
                             (inner.x - shift + caret_x, underline_y), px(2, self.scale))
        surface.set_clip(clip)
        # the input method's candidate list opens just under the caret
        pygame.key.set_text_input_rect(pygame.Rect(inner.x - shift + caret_x, inner.y, 1,
                                                   inner.height))
        if self.blink < CARET_SHOWN:
            x = inner.x - shift + caret_x
            half = int(size * 0.6)
            pygame.draw.line(surface, theme.INK, (x, inner.centery - half),
                             (x, inner.centery + half), px(3, self.scale))


