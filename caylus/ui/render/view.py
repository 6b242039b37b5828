"""Where the board sits in the window: the map's design space scaled to fit, letterboxed.

Every position comes from the map (`caylus.ui.board_map`): a place or region rectangle in map
pixels is turned into window pixels here, once per window size. The tile layers are rendered
once and scaled once per window size (both cached).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

import pygame

from caylus.core.places import Place, as_place, slot_place
from caylus.ui.layout import text_zoom
from caylus.ui.theme import MIN_TEXT_PX

if TYPE_CHECKING:
    from caylus.ui.board_map import BoardLayout, Spot

Rect4 = tuple[float, float, float, float]

LETTERBOX = (30, 22, 14)

#: The regions that stand between the decision region and the log in the side column: they
#: move down when the decision region grows (`BoardView.grow_decision`).
BELOW_DECISION = frozenset({"pass_button", "undo_button"})

# Placement targets that are drawn over several places of the map. A zone is a `Place`;
# the methods below also take a place's map name.
Zone = Place | str
ZONE_PLACES: dict[Place, tuple[Place, ...]] = {
    Place("stables"): (Place("stables"), *(slot_place("stables_slot", n) for n in (1, 2, 3))),
    Place("inn"): (Place("inn"), Place("inn_left"), Place("inn_right")),
    Place("castle"): tuple(slot_place("castle_slot", n) for n in range(1, 6)),
}


def rect_of(item: Any) -> Rect4:
    """(x, y, w, h) of a layout place or region (an object with `.rect`, or a 4-tuple)."""
    rect = getattr(item, "rect", item)
    if isinstance(rect, pygame.Rect):
        return (rect.x, rect.y, rect.w, rect.h)
    x, y, w, h = rect
    return (float(x), float(y), float(w), float(h))


def on_rect(rect: pygame.Rect | Rect4, spot: Spot) -> tuple[float, float]:
    """The point of `rect` at a map spot's fractions of its width and height."""
    x, y, w, h = rect_of(rect)
    return (x + w * spot.x, y + h * spot.y)


class BoardView:
    """The map's layout seen through a window of a given size."""

    def __init__(self, layout: BoardLayout, map_size: tuple[int, int],
                 render_background: Callable[[], pygame.Surface]) -> None:
        self.layout = layout
        self.map_size = map_size
        self._render_background = render_background
        self._background_full: pygame.Surface | None = None
        self._scaled: dict[tuple[int, int], pygame.Surface] = {}
        self.window = (0, 0)
        self.scale = 1.0
        self.offset = (0.0, 0.0)
        self._rects: dict[Place | str, pygame.Rect] = {}
        self.decision_extra = 0  # window pixels the decision region reaches into the log

    # --- sizing -----------------------------------------------------------------------

    def resize(self, window: tuple[int, int]) -> bool:
        """Fit the map to `window`; True when anything changed."""
        if window == self.window:
            return False
        self.window = window
        mw, mh = self.map_size
        self.scale = min(window[0] / mw, window[1] / mh)
        self.offset = ((window[0] - mw * self.scale) / 2, (window[1] - mh * self.scale) / 2)
        self._rects = {}
        self.decision_extra = 0
        return True

    def grow_decision(self, extra: int) -> None:
        """Let the decision region reach `extra` window pixels lower: the buttons under it move
        down and the log gives up the height (large text at 5 players, issue 34)."""
        if extra != self.decision_extra:
            self.decision_extra = extra
            self._rects = {}

    def px(self, length: float) -> int:
        """A length in map pixels, in window pixels (at least 1)."""
        return max(1, round(length * self.scale))

    def text_px(self, length: float) -> int:
        """A text size (or a box that holds text) given in map pixels, in window pixels:
        grown by the text-size setting, never below the smallest readable size."""
        return max(MIN_TEXT_PX, round(length * self.scale * text_zoom()))

    def to_screen(self, point: tuple[float, float]) -> tuple[float, float]:
        return (self.offset[0] + point[0] * self.scale, self.offset[1] + point[1] * self.scale)

    def to_map(self, point: tuple[float, float]) -> tuple[float, float]:
        return ((point[0] - self.offset[0]) / self.scale, (point[1] - self.offset[1]) / self.scale)

    def screen_rect(self, rect: Rect4) -> pygame.Rect:
        x, y, w, h = rect
        left, top = self.to_screen((x, y))
        right, bottom = self.to_screen((x + w, y + h))
        return pygame.Rect(round(left), round(top), round(right) - round(left),
                           round(bottom) - round(top))

    @property
    def board_rect(self) -> pygame.Rect:
        return self.screen_rect((0, 0, *self.map_size))

    # --- the map's places and regions ------------------------------------------------------

    def has(self, place: Zone) -> bool:
        return as_place(place) in self.layout.places

    def place(self, place: Zone) -> pygame.Rect:
        """A place of the map in window pixels (cached per size)."""
        key = as_place(place)
        rect = self._rects.get(key)
        if rect is None:
            rect = self.screen_rect(rect_of(self.layout.places[key]))
            self._rects[key] = rect
        return rect

    def properties(self, place: Zone) -> Mapping[str, Any]:
        """The custom properties the map gives a place (e.g. a road space's `index`)."""
        return getattr(self.layout.places[as_place(place)], "properties", {})

    def map_rect(self, place: Zone) -> Rect4:
        return rect_of(self.layout.places[as_place(place)])

    def spot_fractions(self, place: Zone, spot: str) -> Spot:
        """A spot the map gives a place (e.g. "provost"), as fractions of the place."""
        return self.layout.places[as_place(place)].spot(spot)

    def spot(self, place: Zone, spot: str) -> tuple[float, float]:
        """Where the map puts `spot` of a place, in window pixels."""
        return on_rect(self.place(place), self.spot_fractions(place, spot))

    def map_spot(self, place: Zone, spot: str) -> tuple[float, float]:
        """Where the map puts `spot` of a place, in map pixels (for pieces in flight)."""
        return on_rect(self.map_rect(place), self.spot_fractions(place, spot))

    def has_region(self, name: str) -> bool:
        return name in self.layout.regions

    def region(self, name: str) -> pygame.Rect:
        key = f"region:{name}"
        rect = self._rects.get(key)
        if rect is None:
            rect = self._moved(name, self.screen_rect(rect_of(self.layout.regions[name])))
            self._rects[key] = rect
        return rect

    def _moved(self, name: str, rect: pygame.Rect) -> pygame.Rect:
        """A region as the decision region's growth leaves it (see `grow_decision`)."""
        extra = self.decision_extra
        if name == "decision":
            return pygame.Rect(rect.x, rect.y, rect.w, rect.h + extra)
        if name in BELOW_DECISION:
            return rect.move(0, extra)
        if name == "log":
            return pygame.Rect(rect.x, rect.y + extra, rect.w, rect.h - extra)
        return rect

    def zone_places(self, zone: Zone) -> tuple[Place, ...]:
        key = as_place(zone)
        return tuple(p for p in ZONE_PLACES.get(key, (key,)) if self.has(p))

    def zone_rects(self, zone: Zone) -> list[pygame.Rect]:
        return [self.place(p) for p in self.zone_places(zone)]

    def zone_at(self, pos: tuple[int, int], zones: Iterable[Place]) -> Place | None:
        """The first of `zones` whose places contain `pos` (window pixels)."""
        for zone in zones:
            if any(rect.collidepoint(pos) for rect in self.zone_rects(zone)):
                return zone
        return None

    def zone_centre(self, zone: Zone) -> tuple[float, float]:
        """The centre of a zone in map pixels (for tweens)."""
        places = self.zone_places(zone)
        if not places:
            return (self.map_size[0] / 2, self.map_size[1] / 2)
        x, y, w, h = rect_of(self.layout.places[places[0]])
        return (x + w / 2, y + h / 2)

    # --- background ----------------------------------------------------------------------

    def background(self) -> pygame.Surface:
        """The tile layers at window size, letterboxed (rendered and scaled once per size)."""
        cached = self._scaled.get(self.window)
        if cached is not None:
            return cached
        if self._background_full is None:
            self._background_full = self._render_background()
        surface = pygame.Surface(self.window)
        surface.fill(LETTERBOX)
        board = self.board_rect
        scaled = pygame.transform.smoothscale(self._background_full.convert()
                                              if pygame.display.get_surface() else
                                              self._background_full, board.size)
        surface.blit(scaled, board.topleft)
        self._scaled = {self.window: surface}
        return surface
