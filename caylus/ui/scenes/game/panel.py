"""The decision panel: the choices of the decision owed, one step of the choice tree at a time.

It lays out buttons in the map's `decision` region, answers clicks with an action to apply,
and knows which board zones pick which choice (a favour cell, a road space, ...). The skip
choice ("Pass", "No move", "Done", ...) lives on the big button of the `pass_button` region.
Decisions with many cube bundles use a compact picker: one counter per cube kind and a
Confirm button that lights up once the bundle is one the rules allow.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame

from caylus.core import Action
from caylus.core.buildings import CUBE_KINDS
from caylus.core.places import Place
from caylus.ui.i18n import is_rtl, t
from caylus.ui.render import pieces
from caylus.ui.render.labels import Token, cubes
from caylus.ui.render.text import line_height, line_start, text, wrap
from caylus.ui.render.tokens import (
    draw_centred,
    draw_tokens,
    measure,
)
from caylus.ui.scenes.game.choices import Choice
from caylus.ui.scenes.game.panel_hits import Hit, HitKind
from caylus.ui.scenes.game.panel_summary import draw_summary, summary_lines
from caylus.ui.theme import INK, MIN_TEXT_PX, text_floor
from caylus.ui.theme import PAPER_EDGE as BUTTON_EDGE
from caylus.ui.theme import PARCHMENT_LIGHT as BUTTON

Colour = tuple[int, int, int]
TokenLine = tuple[Token, ...]
BUTTON_HOVER = (255, 226, 140)
DISABLED = (196, 186, 164)
PANEL = (238, 226, 196)
HINT_INK = (84, 62, 40)
HINT_LINES = 3
#: How the panel fits, tried in order: (the summary's lines wrap, the title's lines at most,
#: the hint's lines at most; 0: no hint). The summary (what a place costs, who passed) is
#: kept whole before the hint on using the board, which tooltips and the tutorial also give.
LAYOUTS = ((True, 2, HINT_LINES), (True, 3, HINT_LINES), (True, 3, 0),
           (False, 2, HINT_LINES), (False, 3, 0))
#: The steps, in pixels, in which the panel asks for more height (see `extra_wanted`).
GROW_STEP = 4


class DecisionPanel:
    def __init__(self) -> None:
        self.root = Choice("root", ())
        self.path: list[Choice] = []
        self.floor = 0  # steps opened by themselves (a lone choice): Back stops there
        self.picked: dict[str, int] = {}
        self.page = 0
        self.hits: list[Hit] = []
        self.hover: Hit | None = None
        self.accent: Colour = INK
        self.help = ""
        self.summary: tuple[TokenLine, ...] = ()  # token lines shown under the prompt
        self.words_bottom = 0  # the window's y where the drawn words end
        self._wrap_summary = True  # the summary's long lines wrap (else each is condensed)
        self._title_lines, self._hint_lines = 2, HINT_LINES  # the layout's (see LAYOUTS)
        self._surface: pygame.Surface | None = None
        self._key: tuple[object, ...] | None = None
        self._wanted: tuple[tuple[object, ...], int] | None = None

    # --- the tree ---------------------------------------------------------------------

    def set_tree(self, root: Choice, accent: Colour, help_text: str,
                 summary: tuple[TokenLine, ...] = ()) -> None:
        self.root = root
        self.path = []
        self.picked = {}
        self.page = 0
        self.hover = None
        self.accent = accent
        self.help = help_text
        self.summary = summary
        self._key = None
        while len(self.visible_choices()) == 1 and not self.visible_choices()[0].is_leaf \
                and not self.node.picker:
            self.path.append(self.visible_choices()[0])  # a lone step opens by itself
        self.floor = len(self.path)

    @property
    def node(self) -> Choice:
        return self.path[-1] if self.path else self.root

    def visible_choices(self) -> list[Choice]:
        return [c for c in self.node.children if not c.skip and not c.board_only]

    def skip_choice(self) -> Choice | None:
        """The decline choice of the root (shown on the Pass button), if any."""
        return next((c for c in self.root.children if c.skip), None)

    def choose(self, choice: Choice) -> Action | None:
        """Follow `choice`: its action if it is a leaf, else open its step (None)."""
        if choice.is_leaf and not choice.children:
            return choice.action
        self.path.append(choice)
        self.picked = {}
        self.page = 0
        self.hover = None
        return None

    @property
    def can_go_back(self) -> bool:
        return len(self.path) > self.floor

    def back(self) -> None:
        if self.can_go_back:
            self.path.pop()
            self.picked = {}
            self.page = 0

    def zone_choices(self) -> dict[Place, list[Choice]]:
        """Board zones that pick something now: the choices (up to two steps down) per zone.

        A zone reached by several different paths (a residence any prestige building could go
        on) picks nothing until the step before it is chosen: a click must never guess."""
        trails: dict[Place, list[list[Choice]]] = {}
        for trail in self._trails(self.node, 2):
            place = trail[-1].place
            if place:
                trails.setdefault(place, []).append(trail)
        return {place: found[0] for place, found in trails.items()
                if len({tuple(c.key for c in trail) for trail in found}) == 1}

    def _trails(self, node: Choice, depth: int) -> Iterator[list[Choice]]:
        for child in node.children:
            yield [child]
            if depth > 1:
                for trail in self._trails(child, depth - 1):
                    yield [child, *trail]

    def choose_zone(self, zone: Place) -> Action | None:
        """Pick the choice(s) leading to `zone` (a click on the board)."""
        trail = self.zone_choices().get(zone)
        if not trail:
            return None
        for choice in trail[:-1]:
            self.choose(choice)
        return self.choose(trail[-1])

    # --- the picker -------------------------------------------------------------------

    def picker_bundle(self) -> str:
        return "".join(k * self.picked.get(k, 0) for k in CUBE_KINDS)

    def picker_kinds(self) -> list[str]:
        letters = {letter for child in self.node.children for letter in child.key}
        return [k for k in CUBE_KINDS if k in letters]

    def picker_match(self) -> Choice | None:
        bundle = self.picker_bundle()
        return next((c for c in self.node.children if "".join(sorted(
            c.key, key=CUBE_KINDS.index)) == bundle), None)

    def pick(self, letter: str, step: int) -> None:
        size = self.node.picker
        count = self.picked.get(letter, 0) + step
        if count < 0 or (step > 0 and sum(self.picked.values()) >= size):
            return
        self.picked[letter] = count

    # --- input ------------------------------------------------------------------------

    def hit_at(self, pos: tuple[int, int]) -> Hit | None:
        return next((h for h in self.hits if h.rect.collidepoint(pos)), None)

    def set_hover(self, pos: tuple[int, int] | None) -> None:
        self.hover = self.hit_at(pos) if pos is not None else None

    def click(self, pos: tuple[int, int]) -> tuple[bool, Action | None]:
        """(used, action): `used` is True when the click was on the panel."""
        hit = self.hit_at(pos)
        if hit is None:
            return False, None
        if not hit.enabled:
            return True, None
        return True, self.activate(hit)

    def activate(self, hit: Hit) -> Action | None:
        if hit.kind is HitKind.CHOICE and hit.choice is not None:
            return self.choose(hit.choice)
        if hit.kind is HitKind.BACK:
            self.back()
        elif hit.kind in (HitKind.PLUS, HitKind.MINUS):
            self.pick(hit.cube, 1 if hit.kind is HitKind.PLUS else -1)
        elif hit.kind is HitKind.CLEAR:
            self.picked = {}
        elif hit.kind is HitKind.PAGE:
            self.page += int(hit.cube)
        elif hit.kind is HitKind.CONFIRM:
            match = self.picker_match()
            if match is not None:
                return self.choose(match)
        return None

    def hovered_choice(self) -> Choice | None:
        return self.hover.choice if self.hover and self.hover.kind is HitKind.CHOICE else None

    # --- layout and drawing -------------------------------------------------------------

    def forget_picture(self) -> None:
        """Draw the panel anew on the next frame (the window or the text size changed)."""
        self._key = None

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, size: int) -> None:
        """Draw the panel in `rect` with text of `size` pixels (cached until something changes)."""
        key = (rect.topleft, rect.size, size, id(self.root), tuple(c.key for c in self.path),
               tuple(sorted(self.picked.items())), self.page,
               self.hover.rect.topleft if self.hover else None, self.accent, self.help,
               self.summary)
        if key != self._key or self._surface is None:
            self._surface = self._render(rect, self._fitted_size(rect, size))
            self._key = key
        surface.blit(self._surface, rect.topleft)

    def _fitted_size(self, rect: pygame.Rect, size: int) -> int:
        """`size`, made smaller (never below the smallest readable) until the title, the hint
        and the summary leave room for a row of choices: big text must not spill out. Where
        that is not enough (large text in a small window) the panel shows less, in this
        order: the summary's lines no longer wrap; the title may take a third line; the hint
        (how to use the board) goes (each step first with the summary wrapped)."""
        pad = max(8, rect.h // 30)
        inner = rect.inflate(-2 * pad, -2 * pad)
        for index, layout in enumerate(LAYOUTS):
            self._wrap_summary, self._title_lines, self._hint_lines = layout
            floor = MIN_TEXT_PX if index == len(LAYOUTS) - 1 else text_floor()
            trial = size
            while trial > floor and not self._leaves_room(inner, trial, pad):
                trial = max(floor, round(trial * 0.9))
            if self._leaves_room(inner, trial, pad):
                break
        return trial

    def extra_wanted(self, rect: pygame.Rect, size: int, most: int, least: int = 0) -> int:
        """How many pixels taller than `rect` (`most` at most) the panel needs to keep its
        summary's lines whole, wrapped and at a readable size: a wish for `areas.grow_panel`.
        It grows in steps of a few pixels from `least` (what it already has: it never
        shrinks, so less is not worth trying); `least` when that is enough."""
        key = (rect.size, size, most, least, id(self.root), tuple(c.key for c in self.path),
               self.help, self.summary)
        if self._wanted is None or self._wanted[0] != key:
            self._wanted = (key, self._measure_extra(rect, size, most, least))
        return self._wanted[1]

    def _measure_extra(self, rect: pygame.Rect, size: int, most: int, least: int) -> int:
        kept = self._wrap_summary, self._title_lines, self._hint_lines
        try:
            for extra in range(min(least, most), most + 1, GROW_STEP):
                if self._holds_all(pygame.Rect(rect.x, rect.y, rect.w, rect.h + extra), size):
                    return extra
            return most
        finally:
            self._wrap_summary, self._title_lines, self._hint_lines = kept

    def _holds_all(self, rect: pygame.Rect, size: int) -> bool:
        """Whether the panel in `rect` shows every line of its summary at a readable size."""
        pad = max(8, rect.h // 30)
        fitted = self._fitted_size(rect, size)
        return fitted >= text_floor() and self._leaves_room(rect.inflate(-2 * pad, -2 * pad),
                                                              fitted, pad)

    def _leaves_room(self, inner: pygame.Rect, size: int, pad: int) -> bool:
        height = self._fixed_height(inner.w, size, pad)
        return height is not None and height + self._choices_room(size) <= inner.h

    def _choices_room(self, size: int) -> int:
        """The height kept for a row of choices; none when every choice is made on the board
        (placing a worker): the summary's lines use it (at 1280×720 and 200% they were
        dropped for a row that never came, issue 34)."""
        return round(size * 2.4) if self.visible_choices() or self.can_go_back else 0

    def _fixed_height(self, width: int, size: int, pad: int) -> int | None:
        """The height of what stands above the choices at text `size` (None: the title or
        the hint would need more lines than this layout gives them)."""
        title = wrap(self._title(), size, width, True)
        hint = self._hint_height(max(MIN_TEXT_PX, round(size * 0.8)), width)
        if len(title) > self._title_lines or hint is None:
            return None
        height = sum(text(line, size, INK, True).get_height() for line in title)
        height += hint + pad // 2
        summary = round(size * 0.9)
        height += sum(measure(line, summary, INK, False)[1]
                      for line in self._summary_lines(width, summary))
        return height + (summary // 2 if self.summary else 0)

    def _title(self) -> str:
        return (self.node.title if self.can_go_back else "") or self.root.title

    def _summary_lines(self, width: int, size: int) -> list[list[Any]]:
        return summary_lines(self.summary, self._wrap_summary, width, size)

    def _render(self, rect: pygame.Rect, size: int) -> pygame.Surface:
        surface = pygame.Surface(rect.size, pygame.SRCALPHA)
        local = surface.get_rect()
        radius = max(8, rect.h // 20)
        pygame.draw.rect(surface, (*PANEL, 245), local, border_radius=radius)
        pygame.draw.rect(surface, self.accent, local, max(3, rect.h // 90), border_radius=radius)
        pad = max(8, rect.h // 30)
        inner = local.inflate(-2 * pad, -2 * pad)
        y = inner.top
        for line in wrap(self._title(), size, inner.w, True, max_lines=self._title_lines):
            image = text(line, size, INK, True)
            surface.blit(image, (line_start(inner.x, inner.right, image.get_width()), y))
            y += image.get_height()
        small = max(MIN_TEXT_PX, round(size * 0.8))
        hint_top = y
        for line in (wrap(self._hint(), small, inner.w, max_lines=self._hint_lines)
                     if self._hint_lines else []):
            image = text(line, small, HINT_INK)
            surface.blit(image, (line_start(inner.x, inner.right, image.get_width()), y))
            y += line_height(small)
        y = hint_top + (self._hint_height(small, inner.w) or 0) + pad // 2
        room = inner.bottom - self._choices_room(size) - y  # a row of choices keeps its room
        y = draw_summary(surface, self._summary_lines(inner.w, round(size * 0.9)),
                         pygame.Rect(inner.x, y, inner.w, max(0, room)), round(size * 0.9))
        self.words_bottom = rect.y + y  # where its words end (the thinking dots go below)
        area = pygame.Rect(inner.x, y, inner.w, inner.bottom - y)
        hits: list[Hit] = []
        if self.can_go_back:
            back_h = max(24, round(size * 1.9))
            back = pygame.Rect(area.x, area.bottom - back_h, max(area.w // 4, size * 5), back_h)
            hits.append(Hit(back, HitKind.BACK))
            self._draw_trail(surface, pygame.Rect(back.right + pad, back.y,
                                                  area.right - back.right - pad, back_h), small)
            area.h -= back_h + pad // 2
        if self.node.picker:
            hits += self._layout_picker(area, size)
        else:
            hits += self._layout_buttons(area, size)
        for hit in hits:
            self._draw_hit(surface, hit, size, rect.topleft)
        self.hits = [Hit(h.rect.move(rect.topleft), h.kind, h.choice, h.cube, h.enabled)
                     for h in hits]
        return surface

    def _draw_trail(self, surface: pygame.Surface, area: pygame.Rect, size: int) -> None:
        """What was chosen so far (the steps of the open choice), beside the Back button."""
        tokens: list[Token] = []
        for choice in self.path:
            if tokens:
                tokens.append(" › ")
            tokens += list(choice.crumb or choice.label)
        while measure(tokens, size, HINT_INK, False)[0] > area.w and size > MIN_TEXT_PX:
            size -= 1
        height = measure(tokens, size, HINT_INK, False)[1]
        draw_tokens(surface, tokens, (area.x, area.centery - height // 2), size, HINT_INK)

    def _hint_height(self, size: int, width: int) -> int | None:
        """Room for the longest hint this step can show, so hovering never moves a button
        (None: it needs more lines than the layout gives hints)."""
        if not self._hint_lines:
            return 0
        hints = [self._help(), *(c.hint for c in self.visible_choices())]
        lines = max(len(wrap(h, size, width)) for h in hints)
        if lines > self._hint_lines:
            return None
        return lines * line_height(size)

    def _hint(self) -> str:
        hovered = self.hovered_choice()
        if hovered is not None and hovered.hint:
            return hovered.hint
        return self._help()

    def _help(self) -> str:
        """The decision's help (how to use the board), while the board can pick something."""
        return self.help if self.zone_choices() else ""

    def _layout_buttons(self, area: pygame.Rect, size: int) -> list[Hit]:
        """Buttons that wrap like words; when they cannot fit, a grid with pages."""
        choices = self.visible_choices()
        if not choices:
            return []
        smallest = max(MIN_TEXT_PX, round(size * 0.72))
        for text_size in range(size, smallest - 1, -1):
            gap = max(4, text_size // 3)
            widths = [measure(c.label, text_size, INK)[0] + text_size * 2 for c in choices]
            rects = flow(widths, area, round(text_size * 1.9), gap)
            if rects is not None:
                return [Hit(r, HitKind.CHOICE, c) for r, c in zip(rects, choices, strict=True)]
        return self._layout_pages(choices, area, smallest)

    def _layout_pages(self, choices: list[Choice], area: pygame.Rect, size: int) -> list[Hit]:
        gap = max(4, size // 3)
        height = round(size * 1.9)
        widest = max(measure(c.label, size, INK)[0] + size for c in choices)
        columns = max(1, min(3, (area.w + gap) // (widest + gap)))  # labels keep their size
        rows = max(1, (area.h + gap) // (height + gap) - 1)  # the last row is for paging
        per_page = rows * columns
        pages = max(1, -(-len(choices) // per_page))
        self.page %= pages
        shown = choices[self.page * per_page:(self.page + 1) * per_page]
        width = (area.w - gap * (columns - 1)) // columns
        hits = [Hit(pygame.Rect(area.x + (i % columns) * (width + gap),
                                area.y + (i // columns) * (height + gap), width, height),
                    HitKind.CHOICE, choice) for i, choice in enumerate(shown)]
        if pages > 1:
            top = area.y + rows * (height + gap)
            half = (area.w - gap) // 2
            back, onwards = area.x, area.x + half + gap
            if is_rtl():  # pages turn leftwards: "more" on the left, its arrow pointing there
                back, onwards = onwards, back
            hits.append(Hit(pygame.Rect(back, top, half, height), HitKind.PAGE, cube="-1"))
            hits.append(Hit(pygame.Rect(onwards, top, half, height), HitKind.PAGE, cube="+1"))
        return hits

    def _layout_picker(self, area: pygame.Rect, size: int) -> list[Hit]:
        kinds = self.picker_kinds()
        hits: list[Hit] = []
        height = min(round(size * 1.9), area.h // max(1, len(kinds) + 1) - 4)
        button = height
        column = area.w // 2
        left = area.x
        for index, letter in enumerate(kinds):
            top = area.y + index * (height + 4)
            hits.append(Hit(pygame.Rect(left + height * 2 + 8, top, button, height), HitKind.MINUS,
                            cube=letter))
            hits.append(Hit(pygame.Rect(left + height * 4 + 8, top, button, height), HitKind.PLUS,
                            cube=letter, enabled=sum(self.picked.values()) < self.node.picker))
        right = pygame.Rect(area.x + column, area.y, area.w - column, area.h)
        confirm = pygame.Rect(right.x, right.y, right.w, height * 2)
        hits.append(Hit(confirm, HitKind.CONFIRM, enabled=self.picker_match() is not None))
        clear = pygame.Rect(right.x, confirm.bottom + 8, right.w // 2, height)
        hits.append(Hit(clear, HitKind.CLEAR))
        return hits

    def _draw_hit(self, surface: pygame.Surface, hit: Hit, size: int,
                  origin: tuple[int, int]) -> None:
        rect = hit.rect
        hover = self.hover
        hovered = (hover is not None and hover.kind == hit.kind and hover.cube == hit.cube
                   and hover.rect == rect.move(origin))
        fill = BUTTON_HOVER if hovered and hit.enabled else BUTTON if hit.enabled else DISABLED
        radius = max(6, rect.h // 5)
        pygame.draw.rect(surface, (0, 0, 0, 60), rect.move(3, 3), border_radius=radius)
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        pygame.draw.rect(surface, self.accent if hovered else BUTTON_EDGE, rect,
                         max(2, size // 10), border_radius=radius)
        ink = INK if hit.enabled else (120, 110, 96)
        if hit.kind is HitKind.CHOICE and hit.choice is not None:
            self._centre_tokens(surface, hit.choice.label, rect, size, ink)
        elif hit.kind in (HitKind.PLUS, HitKind.MINUS):
            self._draw_counter(surface, hit, size, ink)
        elif hit.kind is HitKind.CONFIRM:
            bundle = self.picker_bundle()
            label = (t("game.choice.confirm"), cubes(bundle)) if bundle else (
                t("game.choice.confirm"),)
            self._centre_tokens(surface, label, rect, size, ink)
        elif hit.kind is HitKind.PAGE:
            key = "game.choice.previous" if hit.cube == "-1" else "game.choice.next"
            self._centre_tokens(surface, (t(key),), rect, size, ink)
        else:
            key = {"back": "game.choice.back", "clear": "game.choice.clear"}[hit.kind]
            self._centre_tokens(surface, (t(key),), rect, size, ink)

    def _draw_counter(self, surface: pygame.Surface, hit: Hit, size: int, ink: Colour) -> None:
        rect = hit.rect
        sign = "+" if hit.kind is HitKind.PLUS else "−"
        image = text(sign, size, ink, True)
        surface.blit(image, image.get_rect(center=rect.center))
        if hit.kind is HitKind.MINUS:
            cube = round(rect.h * 0.6)
            pieces.draw_cube(surface, (rect.x - rect.h * 2 + rect.h * 0.5, rect.centery - cube / 2),
                             cube, hit.cube)
            count = text(str(self.picked.get(hit.cube, 0)), size, INK, True)
            surface.blit(count, count.get_rect(center=(rect.right + rect.h / 2 + 4,
                                                       rect.centery)))

    @staticmethod
    def _centre_tokens(surface: pygame.Surface, tokens: TokenLine, rect: pygame.Rect, size: int,
                       ink: Colour) -> None:
        draw_centred(surface, tokens, rect, size, rect.w - 8, ink, right_to_left=is_rtl())


def flow(widths: list[int], area: pygame.Rect, height: int, gap: int) -> list[pygame.Rect] | None:
    """Rectangles laid out left to right, wrapping; None when they do not fit in `area`."""
    rects: list[pygame.Rect] = []
    x, y = area.x, area.y
    for width in widths:
        width = min(width, area.w)
        if x + width > area.right and x > area.x:
            x, y = area.x, y + height + gap
        rects.append(pygame.Rect(x, y, width, height))
        x += width + gap
    if rects and rects[-1].bottom > area.bottom:
        return None
    return rects

