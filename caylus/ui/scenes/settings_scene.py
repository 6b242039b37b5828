"""Settings: full screen, window size, sound volume, animation speed, text size. Saved at
every change. Each row is a label and its control, the label where reading starts (on the left,
or on the right in a right-to-left language)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from caylus.ui import theme
from caylus.ui.i18n import language, language_name, system_asks_simplified_chinese, t
from caylus.ui.layout import TEXT_ZOOMS, px, set_text_zoom, text_px
from caylus.ui.render.text import line_height, mirrored, reading
from caylus.ui.scenes import ShellScene
from caylus.ui.settings import (
    ANIMATION_SPEEDS,
    COMPUTER_PACES,
    DEMO_AFTER_MINUTES,
    LANGUAGES,
    WINDOW_PRESETS,
    save_settings,
    settings_path,
)
from caylus.ui.widgets import (
    INK_SOFT,
    Button,
    Cycler,
    Slider,
    Widget,
    draw_background,
    draw_panel,
    draw_scene_title,
    draw_text,
    wrap_text,
)

if TYPE_CHECKING:
    from caylus.ui.host import Host

ROW_HEIGHT, ROW_GAP = 84, 30
ROW_SHARE = ROW_HEIGHT / (ROW_HEIGHT + ROW_GAP)  # of a row's pitch, the control's height
CHROME_HEIGHT = 500  # design px around the rows: title, panel margins and note, Back
MIN_PITCH = 58
PANEL_WIDTH = 1240
PANEL_MARGIN = 70  # design px from the panel's sides to the labels and the controls
CONTROL_WIDTH = 580
LABEL_GAP = 20
NOTE_GAP = 4  # design px above and below the note under the language choice


def size_label(size: tuple[int, int]) -> str:
    return t("settings.window_size.value", width=size[0], height=size[1])


def volume_label(volume: int) -> str:
    return t("settings.volume.value", volume=volume) if volume else t("settings.volume.off")


class SettingsScene(ShellScene):
    def __init__(self, app: Host) -> None:
        super().__init__(app)
        settings = app.settings
        self.saved = True
        self.panel = pygame.Rect(0, 0, 0, 0)
        # a Simplified Chinese system is shown the Traditional catalogue: say so in a line
        self.chinese_note = system_asks_simplified_chinese(LANGUAGES)
        add = self.widgets.add
        self.display = add(Cycler([False, True], app.fullscreen, self.on_display,
                                  label_of=lambda full: t("settings.display.fullscreen" if full
                                                          else "settings.display.window")))
        self.window_size = add(Cycler(self.size_choices, app.windowed_size, self.on_window_size,
                                      label_of=size_label))
        self.volume = add(Slider(settings.volume, self.on_volume, label_of=volume_label))
        self.animation = add(Cycler(list(ANIMATION_SPEEDS), settings.animation_speed,
                                    self.on_animation,
                                    label_of=lambda speed: t(f"settings.animation.{speed}")))
        self.text_size = add(Cycler(list(TEXT_ZOOMS), settings.text_size, self.on_text_size,
                                    label_of=lambda percent: t("settings.text_size.value",
                                                               percent=percent)))
        self.pace = add(Cycler(list(COMPUTER_PACES), settings.computer_pace, self.on_pace,
                               label_of=lambda pace: t(f"settings.pace.{pace}")))
        self.explain = add(Cycler([False, True], settings.explain_moves, self.on_explain,
                                  label_of=lambda on: t("settings.explain_moves."
                                                        + ("on" if on else "off"))))
        self.follow = add(Cycler([False, True], settings.follow_action, self.on_follow,
                                 label_of=lambda on: t("settings.follow_action."
                                                       + ("on" if on else "off"))))
        self.demo_after = add(Cycler(list(DEMO_AFTER_MINUTES), settings.demo_after,
                                     self.on_demo_after,
                                     label_of=lambda minutes: t(f"settings.demo_after.{minutes}")))
        self.language = add(Cycler(list(LANGUAGES), language(), self.on_language,
                                   label_of=language_name, follows_reading=False))
        self.back_button = add(Button(lambda: t("common.back"), self.back, style="primary"))
        self.rows: list[tuple[str, Widget]] = [
            ("settings.language", self.language),
            ("settings.display", self.display),
            ("settings.window_size", self.window_size),
            ("settings.volume", self.volume),
            ("settings.animation", self.animation),
            ("settings.text_size", self.text_size),
            ("settings.explain_moves", self.explain),
            ("settings.follow_action", self.follow),
            ("settings.demo_after", self.demo_after),
            ("settings.pace", self.pace),
        ]

    def enter(self) -> None:
        self.widgets.set_focus(self.language, visible=True)

    def size_choices(self) -> list[tuple[int, int]]:
        """The presets the screen can hold, and the current size (the window may have been
        dragged to another)."""
        desktop = self.app.desktop_size()
        presets = [size for size in WINDOW_PRESETS
                   if desktop is None or (size[0] <= desktop[0] and size[1] <= desktop[1])]
        return sorted({*presets, self.app.windowed_size})

    def save(self) -> None:
        self.saved = save_settings(self.app.settings)

    def on_display(self, fullscreen: bool) -> None:
        self.app.set_fullscreen(fullscreen)
        self.save()

    def on_window_size(self, size: tuple[int, int]) -> None:
        self.app.set_window_size(size)
        self.save()

    def on_volume(self, volume: int) -> None:
        self.app.settings.volume = volume
        self.save()

    def on_text_size(self, percent: int) -> None:
        """Bigger text on the game screen for a TV or a projector (drawn anew when shown)."""
        self.app.settings.text_size = percent
        set_text_zoom(percent)
        self.save()

    def on_language(self, language: str) -> None:
        """Every text in the chosen language from the next frame on (no restart)."""
        self.app.settings.language = language
        self.app.use_language(language)
        self.save()

    def on_animation(self, speed: str) -> None:
        self.app.settings.animation_speed = speed
        self.save()

    def on_pace(self, pace: str) -> None:
        """How fast computer players' moves are shown (read by the game at every move)."""
        self.app.settings.computer_pace = pace
        self.save()

    def on_explain(self, on: bool) -> None:
        """Captions over the board, from now on, in the game being played too."""
        self.app.settings.explain_moves = on
        self.app.explain_moves_changed()
        self.save()

    def on_follow(self, on: bool) -> None:
        """The camera follows computers' moves, from now on, in the game being played too."""
        self.app.settings.follow_action = on
        self.app.follow_action_changed()
        self.save()

    def on_demo_after(self, minutes: int) -> None:
        self.app.settings.demo_after = minutes
        self.save()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.display.value = self.app.fullscreen  # F11 may have changed it

    def layout(self, size: tuple[int, int], scale: float) -> None:
        """The rows laid out left to right (labels, then controls on the right), each control
        mirrored into place for a right-to-left reader; the note, if any, under Language."""
        width, height = size
        note = self.note_room(scale)
        pitch = self.row_pitch(height / scale, note / scale)
        rows_height = len(self.rows) * px(pitch, scale) + note
        self.panel = pygame.Rect(0, 0, px(PANEL_WIDTH, scale), rows_height + px(210, scale))
        self.panel.center = (width // 2, height // 2 + px(10, scale))
        control_width = px(CONTROL_WIDTH, scale)
        x = self.panel.right - px(PANEL_MARGIN, scale) - control_width
        y = self.panel.y + px(PANEL_MARGIN, scale)
        for index, (_, widget) in enumerate(self.rows):
            row = pygame.Rect(x, y, control_width, px(pitch * ROW_SHARE, scale))
            widget.place(mirrored(self.panel, row), scale)
            y += px(pitch, scale) + (note if index == 0 else 0)
        back = pygame.Rect(0, 0, px(360, scale), px(86, scale))
        back.midtop = (width // 2, self.panel.bottom + px(30, scale))
        self.back_button.place(back, scale)

    def note_room(self, scale: float) -> int:
        """How much lower the rows after Language go for the line under it: the line and its
        gaps, less the gap rows always keep (none when the note is not shown)."""
        if not self.chinese_note:
            return 0
        row_gap = px(MIN_PITCH * (1 - ROW_SHARE), scale)
        return max(0, 2 * px(NOTE_GAP, scale) + line_height(text_px("small", scale)) - row_gap)

    def row_pitch(self, design_height: float, reserved: float = 0.0) -> float:
        """The rows' spacing (design px): as designed, or closer when many rows must fit
        between the title and the Back button; `reserved` design px between them (the note
        under Language) bring them closer still, by their share of it."""
        rows = max(1, len(self.rows))
        room = (design_height - CHROME_HEIGHT - reserved) / rows
        return max(MIN_PITCH - reserved / rows, min(ROW_HEIGHT + ROW_GAP, room))

    def draw_scene(self, surface: pygame.Surface) -> None:
        scale = self.app.scale
        draw_background(surface)
        draw_scene_title(surface, t("settings.title"), scale, self.panel.y - px(70, scale))
        draw_panel(surface, self.panel, scale)
        self.draw_labels(surface, scale)
        note = (t("settings.saved_note") if self.saved
                else t("settings.not_saved", path=settings_path()))
        small = text_px("small", scale)
        y = self.rows[-1][1].rect.bottom + px(40, scale)
        for line in wrap_text(note, small, self.panel.width - px(140, scale)):
            draw_text(surface, line, small, INK_SOFT if self.saved else (150, 30, 24),
                      (self.panel.centerx, y), anchor="midtop")
            y += int(small * 1.3)

    def draw_labels(self, surface: pygame.Surface, scale: float) -> list[pygame.Rect]:
        """Each row's label beside its control, where reading starts (where each went, row by
        row); under Language, the note that its Chinese is the Traditional one, for a
        Simplified Chinese system (last, when shown)."""
        left = self.panel.x + px(PANEL_MARGIN, scale)
        label_width = self.panel.width - px(2 * PANEL_MARGIN + CONTROL_WIDTH + LABEL_GAP, scale)
        drawn = [draw_text(surface, t(key), text_px("body", scale), theme.INK,
                           **reading(self.panel, left, widget.rect.centery, "midleft"),
                           bold=True, max_width=label_width)
                 for key, widget in self.rows]
        if self.chinese_note:
            drawn.append(draw_text(surface, t("settings.language.traditional_chinese"),
                                   text_px("small", scale), INK_SOFT,
                                   **reading(self.panel, left,
                                             self.language.rect.bottom + px(NOTE_GAP, scale)),
                                   max_width=self.panel.width - px(2 * PANEL_MARGIN, scale)))
        return drawn
