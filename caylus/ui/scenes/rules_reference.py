"""The rules reference: pages summarising a turn, favours and scoring, and the building tables.

Page texts are in the catalogue (`rules.page.<id>.title` / `.body`). A body is plain lines:
`# ` starts a heading, `- ` a bullet, any other line is a paragraph. Building pages add a
table built from the building table in caylus.core, with names and effects from `t()`; the
six special buildings have their own page of rules text (phase 3).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from caylus.core.buildings import BUILDINGS, PRESTIGE, RESIDENCE, Building
from caylus.ui import theme
from caylus.ui.i18n import has, is_rtl, t
from caylus.ui.layout import px, text_px
from caylus.ui.render import pieces
from caylus.ui.render.text import mirrored, reading
from caylus.ui.scenes import ShellScene
from caylus.ui.widgets import (
    INK_SOFT,
    Button,
    ScrollView,
    draw_background,
    draw_panel,
    draw_scene_title,
    draw_text,
    wrap_text,
)

if TYPE_CHECKING:
    from caylus.ui.host import Host

CUBE_ORDER = ("F", "W", "S", "C", "G")
ROW_SHADE = (230, 213, 172)


@dataclass(frozen=True)
class Page:
    id: str
    categories: tuple[str, ...] = ()  # building categories tabled on this page

    @property
    def title(self) -> str:
        return t(f"rules.page.{self.id}.title")

    @property
    def tab(self) -> str:
        """The short name in the list of pages (the title when there is none)."""
        key = f"rules.page.{self.id}.tab"
        return t(key) if has(key) else self.title


PAGES = (
    Page("turn"),
    Page("placing"),
    Page("specials"),
    Page("road"),
    Page("castle"),
    Page("scoring"),
    Page("favours"),
    Page("end"),
    Page("neutral", ("neutral", "fixed")),
    Page("wood", ("wood",)),
    Page("stone", ("stone",)),
    Page("prestige", (RESIDENCE, PRESTIGE)),
)


# --- page rendering ---------------------------------------------------------------------


class PageComposer:
    """Lays out a page top to bottom, then paints it onto a surface of exactly its height."""

    def __init__(self, width: int, scale: float) -> None:
        self.width = width
        self.scale = scale
        self.y = 0
        self.paint: list[Callable[[pygame.Surface], object]] = []
        self.body = text_px("body", scale)
        self.line = int(self.body * 1.3)

    def text(self, markup: str) -> None:
        for raw in markup.split("\n"):
            if raw.startswith("# "):
                self.heading(raw[2:])
            elif raw.startswith("- "):
                self.bullet(raw[2:])
            elif raw.strip():
                self.lines(raw)
            self.y += px(10, self.scale)

    def words(self, words: str, size: int, colour: tuple[int, int, int], x: int, y: int,
              bold: bool = False, family: str = "sans") -> None:
        """Paint one line of `words` at `x` pixels in from the page's starting edge."""
        self.paint.append(lambda s: draw_text(s, words, size, colour, **self.start(x, y),
                                              bold=bold, family=family))

    def heading(self, text: str) -> None:
        self.y += px(12, self.scale)
        size = text_px("heading", self.scale)
        self.words(text, size, theme.INK, 0, self.y, bold=True, family="serif")
        self.y += int(size * 1.3)

    def bullet(self, text: str) -> None:
        """A bullet point; "3. text" is numbered instead, with the number as its mark."""
        number, dot, rest = text.partition(". ")
        indent = px(48, self.scale)
        top = self.y
        if dot and number.isdigit():
            self.words(number, self.body, theme.WOOD_DARK, 0, top, bold=True)
            text = rest
        else:
            radius = max(3, self.body // 6)
            centre = (self.start(indent // 2, 0)["pos"][0], top + self.line // 2)
            self.paint.append(lambda s: pygame.draw.circle(s, theme.WOOD_DARK, centre, radius))
        self.lines(text, indent)

    def lines(self, text: str, indent: int = 0) -> None:
        size = self.body
        for line in wrap_text(text, size, self.width - indent):
            self.words(line, size, theme.INK, indent, self.y)
            self.y += self.line

    def start(self, x: int, y: int) -> dict[str, Any]:
        """Where a line `x` pixels in from the page's starting edge begins (draw_text's `pos`
        and `anchor`): from the left, or from the right in a right-to-left language."""
        return reading(pygame.Rect(0, 0, self.width, 1), x, y)

    def columns(self) -> list[int]:
        """x of each table column: name, cost, prestige, effect."""
        fractions = (0.0, 0.22, 0.36, 0.48)
        return [int(self.width * f) for f in fractions]

    def table(self, rows: list[tuple[str, str, Building, str, str]]) -> None:
        """Rows of (name, note, building for cost and prestige, effect, id)."""
        xs = self.columns()
        small = text_px("small", self.scale)
        header_y = self.y + px(8, self.scale)
        for x, key in zip(xs, ("name", "cost", "prestige", "effect"), strict=True):
            self.words(t(f"rules.column.{key}"), small, INK_SOFT, x, header_y, bold=True)
        self.y = header_y + int(small * 1.5)
        for index, row in enumerate(rows):
            self.table_row(index, row, xs)

    def table_row(self, index: int, row: tuple[str, str, Building, str, str],
                  xs: list[int]) -> None:
        name, note, building, effect, _ = row
        pad = px(10, self.scale)
        small = text_px("small", self.scale)
        effect_lines = wrap_text(effect, small, self.width - xs[3] - pad)
        name_lines = wrap_text(name, self.body, xs[1] - xs[0] - 2 * pad)
        height = max(len(effect_lines) * int(small * 1.3),
                     len(name_lines) * self.line + (int(small * 1.3) if note else 0))
        top, height = self.y, height + 2 * pad
        if index % 2 == 0:
            self.paint.append(lambda s: pygame.draw.rect(s, ROW_SHADE,
                                                         (0, top, self.width, height)))
        for n, line in enumerate(name_lines):
            self.words(line, self.body, theme.INK, pad, top + pad + n * self.line, bold=True)
        if note:
            self.words(note, small, INK_SOFT, pad, top + pad + len(name_lines) * self.line)
        cost_x = self.width - xs[2] if is_rtl() else xs[1]  # the cost column's left edge
        self.paint.append(lambda s: draw_cost(s, building, (cost_x, top + pad), self.scale))
        self.words(str(building.prestige) if building.prestige else t("rules.no_cost"),
                   self.body, theme.INK, xs[2] + pad, top + pad, bold=True)
        for n, line in enumerate(effect_lines):
            self.words(line, small, theme.INK, xs[3], top + pad + n * int(small * 1.3))
        self.y = top + height

    def legend(self) -> None:
        self.y += px(24, self.scale)
        small = text_px("small", self.scale)
        y = self.y
        self.paint.append(lambda s: draw_legend(s, (0, y), self.scale))
        self.y += int(small * 1.6)

    def surface(self) -> pygame.Surface:
        image = pygame.Surface((self.width, max(1, self.y + px(20, self.scale))), pygame.SRCALPHA)
        for paint in self.paint:
            paint(image)
        return image


def cube_side(scale: float) -> int:
    return px(28, scale)


def draw_cube(surface: pygame.Surface, kind: str, topleft: tuple[int, int], scale: float) -> None:
    """One cube, as everywhere in the game: its colour and its kind's mark ("any": a
    patchwork of kinds)."""
    pieces.draw_cube(surface, topleft, cube_side(scale), kind)


def cost_groups(building: Building) -> list[tuple[str, int]]:
    """(cube kind or "any", how many) in a fixed order."""
    groups = [(kind, building.cube_cost[kind]) for kind in CUBE_ORDER
              if building.cube_cost.get(kind)]
    return groups + ([("any", building.any_cost)] if building.any_cost else [])


def draw_cost(surface: pygame.Surface, building: Building, topleft: tuple[int, int],
              scale: float) -> None:
    """Up to two cubes of a kind are drawn side by side; more as "4×" and one cube."""
    x, y = topleft
    body = text_px("body", scale)
    groups = cost_groups(building)
    if not groups:
        draw_text(surface, t("rules.no_cost"), body, theme.INK, (x + px(10, scale), y), bold=True)
        return
    cube_y = y + (int(body * 1.2) - cube_side(scale)) // 2
    step = cube_side(scale) + px(5, scale)
    for kind, count in groups:
        if count > 2:
            x = draw_text(surface, t("rules.cube_count", count=count), text_px("small", scale),
                          theme.INK, (x, cube_y + cube_side(scale) // 2), anchor="midleft",
                          bold=True).right + px(3, scale)
            count = 1
        for _ in range(count):
            draw_cube(surface, kind, (x, cube_y), scale)
            x += step
        x += px(10, scale)


def draw_legend(surface: pygame.Surface, topleft: tuple[int, int], scale: float) -> None:
    small = text_px("small", scale)
    x, y = topleft
    x = draw_text(surface, t("rules.legend"), small, INK_SOFT, (x, y), bold=True).right
    for kind in (*CUBE_ORDER, "any"):
        x += px(24, scale)
        draw_cube(surface, kind, (x, y + (small - cube_side(scale)) // 2 + 2), scale)
        x += cube_side(scale) + px(8, scale)
        x = draw_text(surface, t(f"cube.{kind}"), small, theme.INK, (x, y)).right


def building_rows(page: Page) -> list[tuple[str, str, Building, str, str]]:
    rows = []
    for building in BUILDINGS.values():
        if building.category not in page.categories:
            continue
        notes = []
        if building.count > 1:
            notes.append(t("rules.copies", count=building.count))
        if building.edition == 2:
            notes.append(t("rules.second_edition"))
        rows.append((t(f"building.{building.id}.name"), " · ".join(notes), building,
                     t(f"building.{building.id}.effect"), building.id))
    return rows


def render_page(page: Page, width: int, scale: float) -> pygame.Surface:
    composer = PageComposer(width, scale)
    composer.text(t(f"rules.page.{page.id}.body"))
    if page.categories:
        composer.table(building_rows(page))
        composer.legend()
    return composer.surface()


# --- the scene ----------------------------------------------------------------------------


class RulesScene(ShellScene):
    def __init__(self, app: Host, page: int = 0) -> None:
        super().__init__(app)
        self.page = page
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.tabs = [self.widgets.add(self._tab(n, page)) for n, page in enumerate(PAGES)]
        self.view = self.widgets.add(ScrollView(self.render_current))
        self.back_button = self.widgets.add(Button(lambda: t("common.back"), self.back))
        self.previous_button = self.widgets.add(Button(lambda: t("rules.previous"),
                                                       lambda: self.show(self.page - 1)))
        self.next_button = self.widgets.add(Button(lambda: t("rules.next"),
                                                   lambda: self.show(self.page + 1),
                                                   style="primary"))
        self.show(page)

    def _tab(self, index: int, page: Page) -> Button:
        """The tab that opens page `index`."""
        return Button(lambda: page.tab, lambda: self.show(index), style="quiet",
                      text_role="small")

    def show(self, page: int) -> None:
        self.page = max(0, min(len(PAGES) - 1, page))
        for n, tab in enumerate(self.tabs):
            tab.style = "primary" if n == self.page else "quiet"
        self.previous_button.enabled = self.page > 0
        self.next_button.enabled = self.page < len(PAGES) - 1
        self.view.invalidate()

    def render_current(self, width: int, scale: float) -> pygame.Surface:
        return render_page(PAGES[self.page], width, scale)

    def on_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            onwards = pygame.K_LEFT if is_rtl() else pygame.K_RIGHT  # the way pages turn
            self.show(self.page + (1 if event.key == onwards else -1))

    def layout(self, size: tuple[int, int], scale: float) -> None:
        """Tabs and Back in a column on the left, the page on the right, Previous and Next
        below it; then, for a right-to-left reader, all of it mirrored: the tabs and Back on
        the right where reading starts, Next on the left (pages turn leftwards)."""
        width, height = size
        margin = px(60, scale)
        top = px(140, scale)
        bar = px(120, scale)
        sidebar_width = px(430, scale)
        tab_gap = px(10, scale)
        tab_height = (height - top - bar - tab_gap * (len(PAGES) - 1)) // len(PAGES)
        tab_height = min(tab_height, px(62, scale))
        screen = pygame.Rect(0, 0, width, height)
        for n, tab in enumerate(self.tabs):
            tab.place(mirrored(screen, pygame.Rect(margin, top + n * (tab_height + tab_gap),
                                                   sidebar_width, tab_height)), scale)
        left = margin + sidebar_width + px(40, scale)
        self.panel = mirrored(screen, pygame.Rect(left, top, width - margin - left,
                                                  height - top - bar))
        inner = self.panel.inflate(-px(90, scale), -px(70, scale))
        title_height = int(text_px("title", scale) * 1.3)
        hint_height = int(text_px("small", scale) * 1.4)
        self.view.place(pygame.Rect(inner.x, inner.y + title_height, inner.width,
                                    inner.height - title_height - hint_height), scale)
        button_height = px(80, scale)
        row = pygame.Rect(margin, height - bar + (bar - button_height) // 2, sidebar_width,
                          button_height)
        self.place_buttons(screen, row, px(300, scale), scale)

    def place_buttons(self, screen: pygame.Rect, back: pygame.Rect, width: int,
                      scale: float) -> None:
        """Back where the sidebar is, Previous and Next `width` wide at the page's two ends
        (Next at its far end: the right, or the left in a right-to-left language)."""
        self.back_button.place(mirrored(screen, back), scale)
        far_end = pygame.Rect(self.panel.right - width, back.y, width, back.h)
        self.next_button.place(mirrored(self.panel, far_end), scale)
        self.previous_button.place(mirrored(self.panel, far_end.move(width - self.panel.w, 0)),
                                   scale)

    def draw_scene(self, surface: pygame.Surface) -> None:
        scale = self.app.scale
        draw_background(surface)
        draw_scene_title(surface, t("rules.title"), scale, px(70, scale))
        draw_panel(surface, self.panel, scale)
        inner = self.panel.inflate(-px(90, scale), -px(70, scale))
        draw_text(surface, PAGES[self.page].title, text_px("title", scale), theme.INK,
                  **reading(inner, inner.x, inner.y), bold=True, family="serif",
                  max_width=inner.width)
        centre = ((self.previous_button.rect.centerx + self.next_button.rect.centerx) // 2,
                  self.next_button.rect.centery)
        draw_text(surface, t("rules.page_number", number=self.page + 1, count=len(PAGES)),
                  text_px("body", scale), theme.PARCHMENT, centre, anchor="center")

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        draw_scroll_hint(surface, self.view, self.app.scale)


def draw_scroll_hint(surface: pygame.Surface, view: ScrollView, scale: float) -> None:
    """"Scroll for more" under a page that goes on below what is shown."""
    if view.max_offset() > view.offset:
        draw_text(surface, t("rules.scroll_hint"), text_px("small", scale), INK_SOFT,
                  (view.rect.centerx, view.rect.bottom + px(4, scale)), anchor="midtop",
                  bold=True)
