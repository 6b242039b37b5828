"""The new-game screen: 2-5 seats (colour, name, and who plays it: a person or a computer
at Easy, Medium or Hard), the two options, the seed, Start.

It starts from the table the last game was started with (kept in the settings), and asks
before a new game replaces the saved one.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from caylus.core.game import Game, new_game
from caylus.core.names import NAME_LENGTH, NameProblem, trim
from caylus.core.state import COLOURS, HUMAN, SEAT_KINDS
from caylus.ui import theme
from caylus.ui.autosave import SavedGlance, glance_at_autosave
from caylus.ui.i18n import is_rtl, join, t
from caylus.ui.layout import px, text_px
from caylus.ui.scenes import ShellScene
from caylus.ui.scenes.confirm import ConfirmScene
from caylus.ui.settings import Settings, save_settings
from caylus.ui.widgets import (
    INK_SOFT,
    Button,
    Cycler,
    TextInput,
    Toggle,
    Widget,
    draw_background,
    draw_panel,
    draw_scene_title,
    draw_text,
    wrap_text,
)

if TYPE_CHECKING:
    from caylus.ui.host import Host

MIN_SEATS, MAX_SEATS = 2, 5
SEED_DIGITS = 9


def random_seed() -> int:
    return random.randrange(1, 10**SEED_DIGITS)


@dataclass
class Seat:
    colour: str
    name: str
    kind: str = HUMAN  # "human" or a computer level (caylus.core.state.SEAT_KINDS)


@dataclass
class SetupChoices:
    """What the players chose, independent of the widgets (and tested on its own)."""

    seats: list[Seat] = field(default_factory=list)
    simplified: bool = False
    jeweller: bool = False
    seed_text: str = ""

    @classmethod
    def default(cls) -> SetupChoices:
        choices = cls(seed_text=str(random_seed()))
        for _ in range(MIN_SEATS):
            choices.add_seat()
        return choices

    @classmethod
    def remembered(cls, settings: Settings) -> SetupChoices:
        """The table the last game was started with (see `remember`), with a fresh seed."""
        choices = cls(simplified=settings.table_simplified, jeweller=settings.table_jeweller,
                      seed_text=str(random_seed()))
        names, colours = settings.table_names, settings.table_colours
        kinds = settings.table_seats
        for index in range(len(colours) or len(names) or MIN_SEATS):
            seat = choices.add_seat()
            if seat is None:
                break
            seat.colour = colours[index] if index < len(colours) else seat.colour
            seat.name = names[index] if index < len(names) else ""
            seat.kind = kinds[index] if index < len(kinds) else HUMAN
        return choices

    def remember(self, settings: Settings) -> None:
        """Keep this table in `settings` for the next game (blank names stay blank)."""
        settings.table_names = tuple(trim(s.name) for s in self.seats)
        settings.table_colours = tuple(s.colour for s in self.seats)
        settings.table_seats = tuple(s.kind for s in self.seats)
        settings.table_simplified, settings.table_jeweller = self.simplified, self.jeweller

    def free_colours(self, keep: Seat | None = None) -> list[str]:
        """Colours no other seat uses, in the rules' order (the seat's own included)."""
        taken = {s.colour for s in self.seats if s is not keep}
        return [c for c in COLOURS if c not in taken]

    def add_seat(self) -> Seat | None:
        if len(self.seats) >= MAX_SEATS:
            return None
        seat = Seat(self.free_colours()[0], "")
        self.seats.append(seat)
        return seat

    def remove_seat(self, seat: Seat) -> bool:
        if len(self.seats) <= MIN_SEATS:
            return False
        self.seats.remove(seat)
        return True

    def names(self) -> list[str]:
        """Each seat's name, or where it was left blank "Player N" (a person) or the
        catalogue's name for a computer in seat N."""
        return [s.name.strip() or default_name(s, i + 1) for i, s in enumerate(self.seats)]

    def seed(self) -> int:
        """The typed seed, or a fresh random one if the field was left empty."""
        return int(self.seed_text) if self.seed_text.isdigit() else random_seed()

    def make_game(self) -> Game:
        """The game these choices describe (ValueError with a reason if they are not valid)."""
        return new_game(len(self.seats), self.seed(), simplified=self.simplified,
                        edition=2 if self.jeweller else 1,
                        colours=[s.colour for s in self.seats], names=self.names(),
                        seats=[s.kind for s in self.seats])


def default_name(seat: Seat, number: int) -> str:
    """The name a seat left blank gets: "Player N" for a person, a name for a computer."""
    if seat.kind == HUMAN:
        return t("setup.default_name", number=number)
    return t(f"setup.computer_name.{number}")


def problem_text(problem: ValueError) -> str:
    """Why the game cannot start, in the player's language where the core gave a Reason."""
    if isinstance(problem, NameProblem):
        from caylus.ui.render.labels import reason_text

        return reason_text(problem.reason)
    return str(problem)


@dataclass
class SeatRow:
    seat: Seat
    colour: Cycler[str]
    name: TextInput
    kind: Cycler[str]
    remove: Button

    @property
    def widgets(self) -> tuple[Widget, ...]:
        return (self.colour, self.name, self.kind, self.remove)


class SetupScene(ShellScene):
    def __init__(self, app: Host, choices: SetupChoices | None = None) -> None:
        super().__init__(app)
        self.choices = choices or SetupChoices.remembered(app.settings)
        self.error = ""
        self.rows: list[SeatRow] = []
        self.left_panel = self.right_panel = pygame.Rect(0, 0, 0, 0)
        # (text, role, topleft, right edge of its column)
        self.texts: list[tuple[str, str, tuple[int, int], int]] = []
        add = self.widgets.add
        self.add_button = add(Button(lambda: t("setup.add_player"), self.on_add))
        self.simplified_toggle = add(Toggle(lambda: t("setup.simplified"),
                                            self.choices.simplified, self.on_simplified))
        self.jeweller_toggle = add(Toggle(lambda: t("setup.jeweller"), self.choices.jeweller,
                                          self.on_jeweller))
        self.seed_input = add(TextInput(self.choices.seed_text, self.on_seed,
                                        max_length=SEED_DIGITS, allowed=str.isdigit,
                                        placeholder=lambda: t("setup.seed_placeholder")))
        self.random_button = add(Button(lambda: t("setup.random_seed"), self.on_random_seed))
        self.back_button = add(Button(lambda: t("common.back"), self.back))
        self.start_button = add(Button(lambda: t("setup.start"), self.on_start, style="primary"))
        for seat in self.choices.seats:
            self.add_row(seat)

    # --- seats ------------------------------------------------------------------------

    def add_row(self, seat: Seat) -> None:
        def on_colour(colour: str) -> None:
            seat.colour = colour

        def on_name(name: str) -> None:
            seat.name = name
            self.error = ""

        def on_kind(kind: str) -> None:
            seat.kind = kind

        row = SeatRow(
            seat,
            Cycler(lambda: self.choices.free_colours(keep=seat), seat.colour, on_colour,
                   label_of=lambda c: t(f"colour.{c}"), swatch_of=lambda c: c,
                   sized_like=COLOURS),
            TextInput(seat.name, on_name, max_length=NAME_LENGTH,
                      placeholder=lambda: default_name(seat,
                                                       self.choices.seats.index(seat) + 1)),
            Cycler(list(SEAT_KINDS), seat.kind, on_kind,
                   label_of=lambda kind: t(f"setup.seat.{kind}")),
            Button(lambda: t("setup.remove_short"), lambda: self.on_remove(seat)),
        )
        # Seat widgets come first so that Tab walks the seats, then the options.
        position = len(self.rows) * len(row.widgets)
        for offset, widget in enumerate(row.widgets):
            widget.group = self.widgets
            self.widgets.widgets.insert(position + offset, widget)
        self.rows.append(row)

    def on_add(self) -> None:
        seat = self.choices.add_seat()
        if seat is None:
            return
        self.add_row(seat)
        self.relayout()
        self.widgets.set_focus(self.rows[-1].name)

    def on_remove(self, seat: Seat) -> None:
        if not self.choices.remove_seat(seat):
            return
        row = next(r for r in self.rows if r.seat is seat)
        for widget in row.widgets:
            self.widgets.remove(widget)
        self.rows.remove(row)
        self.relayout()

    # --- options and start ------------------------------------------------------------

    def on_simplified(self, value: bool) -> None:
        self.choices.simplified = value

    def on_jeweller(self, value: bool) -> None:
        self.choices.jeweller = value

    def on_seed(self, text: str) -> None:
        self.choices.seed_text = text

    def on_random_seed(self) -> None:
        self.seed_input.set_value(str(random_seed()))

    def on_start(self) -> None:
        try:
            game = self.choices.make_game()
        except ValueError as problem:
            self.error = t("setup.cannot_start", reason=problem_text(problem))
            self.app.audio.play("error")
            return
        saved = glance_at_autosave()
        if saved is None:
            self.start(game)
        else:
            self.app.scenes.push(ReplaceSavedGame(self.app, saved, lambda: self.start(game)))

    def start(self, game: Game) -> None:
        """Play `game`, remembering its table for the next new game (the hints counted in
        the game it replaces are forgotten)."""
        from caylus.ui.scenes.game.hint_counts import forget

        forget()
        self.choices.remember(self.app.settings)
        save_settings(self.app.settings)
        self.app.start_game(game)

    def on_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start_button.activate()

    # --- layout and drawing -----------------------------------------------------------

    def layout(self, size: tuple[int, int], scale: float) -> None:
        width, height = size
        margin = px(70, scale)
        gap = px(40, scale)
        top = px(150, scale)
        bottom_bar = px(130, scale)
        panel_height = height - top - bottom_bar
        left_width = int((width - 2 * margin - gap) * 0.68)
        self.left_panel = pygame.Rect(margin, top, left_width, panel_height)
        self.right_panel = pygame.Rect(self.left_panel.right + gap, top,
                                       width - margin - self.left_panel.right - gap, panel_height)
        self.layout_seats(scale)
        self.layout_options(scale)
        button_height = px(86, scale)
        y = height - bottom_bar + (bottom_bar - button_height) // 2
        self.back_button.place(pygame.Rect(margin, y, px(300, scale), button_height), scale)
        self.start_button.place(pygame.Rect(width - margin - px(440, scale), y, px(440, scale),
                                            button_height), scale)
        if is_rtl():
            self.mirror(width, scale)

    def mirror(self, width: int, scale: float) -> None:
        """The screen as a right-to-left reader expects it: laid out left to right, then every
        panel, widget and text column mirrored (the players' panel and Back on the right)."""
        def flip(rect: pygame.Rect) -> pygame.Rect:
            return pygame.Rect(width - rect.right, rect.y, rect.w, rect.h)

        self.left_panel, self.right_panel = flip(self.left_panel), flip(self.right_panel)
        for widget in self.widgets.widgets:
            widget.place(flip(widget.rect), scale)
        self.texts = [(text, role, (width - right, y), width - left)
                      for text, role, (left, y), right in self.texts]

    def layout_seats(self, scale: float) -> None:
        panel = self.left_panel
        inner_x = panel.x + px(50, scale)
        inner_width = panel.width - px(100, scale)
        row_height, row_gap = px(84, scale), px(18, scale)
        number_width, gap = px(56, scale), px(14, scale)
        colour_width = int(inner_width * 0.30)
        kind_width = int(inner_width * 0.35)
        remove_width = row_height  # a square ×
        name_width = (inner_width - number_width - colour_width - kind_width - remove_width
                      - 3 * gap)
        y = panel.y + px(170, scale)
        for row in self.rows:
            x = inner_x + number_width
            for widget, width in ((row.colour, colour_width), (row.name, name_width),
                                  (row.kind, kind_width), (row.remove, remove_width)):
                widget.place(pygame.Rect(x, y, width, row_height), scale)
                x += width + gap
            row.remove.visible = len(self.rows) > MIN_SEATS
            y += row_height + row_gap
        self.add_button.visible = len(self.rows) < MAX_SEATS
        self.add_button.place(pygame.Rect(inner_x + number_width, y + px(6, scale),
                                          colour_width + name_width + gap, row_height), scale)

    def layout_options(self, scale: float) -> None:
        """The right panel flows downwards: heading, toggle, its help text, ... seed."""
        panel = self.right_panel
        x = panel.x + px(50, scale)
        width = panel.width - px(100, scale)
        small = text_px("small", scale)
        line = int(small * 1.25)
        self.texts = []
        y = panel.y + px(40, scale)
        right = x + width  # right-to-left languages align their lines here
        self.texts.append((t("setup.options"), "heading", (x, y), right))
        y += px(80, scale)
        for toggle, key in ((self.simplified_toggle, "setup.simplified_help"),
                            (self.jeweller_toggle, "setup.jeweller_help")):
            toggle.place(pygame.Rect(x, y, width, px(60, scale)), scale)
            y += px(72, scale)
            indent = x + px(74, scale)
            for text in wrap_text(t(key), small, x + width - indent):
                self.texts.append((text, "small", (indent, y), right))
                y += line
            y += px(30, scale)
        y += px(10, scale)
        self.texts.append((t("setup.seed"), "heading", (x, y), right))
        y += px(76, scale)
        field_height = px(80, scale)
        random_width = px(200, scale)
        self.seed_input.place(pygame.Rect(x, y, width - random_width - px(20, scale),
                                          field_height), scale)
        self.random_button.place(pygame.Rect(x + width - random_width, y, random_width,
                                             field_height), scale)
        y += field_height + px(14, scale)
        for text in wrap_text(t("setup.seed_help"), small, width):
            self.texts.append((text, "small", (x, y), right))
            y += line

    def draw_scene(self, surface: pygame.Surface) -> None:
        scale = self.app.scale
        draw_background(surface)
        draw_scene_title(surface, t("setup.title"), scale, px(75, scale))
        draw_panel(surface, self.left_panel, scale)
        draw_panel(surface, self.right_panel, scale)
        self.draw_seat_labels(surface, scale)
        self.draw_option_texts(surface, scale)
        if self.error:  # between the two buttons, beside Start
            start, back = self.start_button.rect, self.back_button.rect
            rtl = start.x < back.x
            draw_text(surface, self.error, text_px("small", scale), theme.PARCHMENT,
                      (start.right + px(30, scale) if rtl else start.x - px(30, scale),
                       start.centery), anchor="midleft" if rtl else "midright", bold=True,
                      max_width=abs(start.centerx - back.centerx) - (start.w + back.w) // 2
                      - px(60, scale))

    def draw_seat_labels(self, surface: pygame.Surface, scale: float) -> None:
        panel = self.left_panel
        rtl = is_rtl()  # then the panel, its rows and their labels are mirrored
        side = "right" if rtl else "left"
        start = panel.right - px(50, scale) if rtl else panel.x + px(50, scale)
        heading = text_px("heading", scale)
        draw_text(surface, t("setup.players", count=len(self.rows)), heading, theme.INK,
                  (start, panel.y + px(40, scale)), anchor=f"top{side}", bold=True,
                  family="serif")
        small = text_px("small", scale)
        if self.rows:
            label_y = self.rows[0].colour.rect.y - px(12, scale)
            for widget, key in ((self.rows[0].colour, "setup.colour"),
                                (self.rows[0].name, "setup.name"),
                                (self.rows[0].kind, "setup.who")):
                draw_text(surface, t(key), small, INK_SOFT,
                          (widget.rect.right if rtl else widget.rect.x, label_y),
                          anchor=f"bottom{side}")
        body = text_px("body", scale)
        for number, row in enumerate(self.rows, start=1):
            draw_text(surface, f"{number}.", body, theme.INK, (start, row.colour.rect.centery),
                      anchor=f"mid{side}", bold=True)

    def draw_option_texts(self, surface: pygame.Surface, scale: float) -> None:
        rtl = is_rtl()
        for text, role, (left, y), right in self.texts:
            heading = role == "heading"
            draw_text(surface, text, text_px(role, scale), theme.INK if heading else INK_SOFT,
                      (right, y) if rtl else (left, y), anchor="topright" if rtl else "topleft",
                      bold=heading, family="serif" if heading else "sans")


class ReplaceSavedGame(ConfirmScene):
    """Asked before a new game replaces the saved one; keeping it is the default."""

    def __init__(self, app: Host, saved: SavedGlance, replace: Callable[[], None]) -> None:
        self.saved = saved
        super().__init__(app, replace)

    def title(self) -> str:
        return t("setup.replace.title")

    def message(self) -> str:
        if not self.saved.names:
            return t("setup.replace.body_unread")
        return t("setup.replace.body", names=join(self.saved.names), turn=self.saved.turn)

    def confirm_label(self) -> str:
        return t("setup.replace.confirm")

    def keep_label(self) -> str:
        return t("setup.replace.keep")
