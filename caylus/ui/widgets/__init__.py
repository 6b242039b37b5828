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

from caylus.ui.render.text import draw_text, fitting_size, wrap
from caylus.ui.render.text import text as text_surface
from caylus.ui.theme import INK_SOFT
from caylus.ui.widgets.backdrop import (
    draw_background,
    draw_dialog,
    draw_focus_ring,
    draw_overlay,
    draw_panel,
    draw_scene_title,
    draw_swatch,
)
from caylus.ui.widgets.base import Label, Pressable, Widget, WidgetGroup, is_click, resolve
from caylus.ui.widgets.controls import Button, Cycler, Slider, Toggle
from caylus.ui.widgets.scroll_view import ScrollView
from caylus.ui.widgets.text_input import CARET_PERIOD, CARET_SHOWN, TextInput

wrap_text = wrap
fit_text_size = fitting_size

__all__ = [
    "CARET_PERIOD", "CARET_SHOWN", "INK_SOFT", "Button", "Cycler", "Label", "Pressable",
    "ScrollView", "Slider", "TextInput", "Toggle", "Widget", "WidgetGroup", "draw_background",
    "draw_dialog", "draw_focus_ring", "draw_overlay", "draw_panel", "draw_scene_title",
    "draw_swatch", "draw_text", "fit_text_size", "is_click", "resolve", "text_surface", "wrap_text",
]
