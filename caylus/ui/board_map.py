"""The board as drawn in the Tiled map `maps/board.tmx`, read into plain layout objects.

The map is the only source of the board's geometry. It holds the board picture (tile
layers) and, in object layers, one rectangle per place a piece can stand (named `str(place)`
for each of `caylus.core.places.board_places()`) plus, in the object layer "ui", the screen
regions of the interface. All rectangles are in map pixels (the design space, 3840 x 2176
for the shipped map); the UI scales them.

Where a piece stands inside a place is in the map too: a place of a kind listed in
`PLACE_SPOTS` carries, for each of its spots, two float properties `<spot>_x` and `<spot>_y`,
fractions of the place's width and height from its top-left corner (the provost stands at
`provost_x` = 0.3, `provost_y` = -0.08 of a road space: a little above it).

pytmx types never leave this module: callers get `BoardLayout`, `MapPlace` and `Region`, with
places keyed by the core's typed `Place` (a map name is read once, here, by `parse_place`).
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any, ClassVar

import pygame
import pytmx
from pytmx.util_pygame import pygame_image_loader

from caylus.core.places import Place, as_place, board_places, parse_place
from caylus.errors import CaylusError
from caylus.resources import resource_path

UI_LAYER = "ui"
UI_REGIONS = (
    "log",
    "decision",
    "phase_banner",
    "supply",
    "pass_button",
    "undo_button",
    "menu_button",
)

Rect = tuple[int, int, int, int]
PropertyValue = str | int | float | bool

# What each spot of a kind of place is, for a designer reading an error about a missing one.
PLACE_SPOTS: dict[str, dict[str, str]] = {
    "road": {
        "provost": "where the provost stands on the space",
        "bailiff": "where the bailiff stands on the space",
        "worker": "where a worker stands on the space's building",
        "house": "the centre of the owner's house on the space's building",
        "lawyer_order": "the centre of a waiting Lawyer order's house on the space",
    },
    "special": {"worker": "where a worker stands on the building"},
}


class BoardMapError(CaylusError, ValueError):
    """The board map is missing, unreadable or does not match the places of the rules."""

    default_code: ClassVar[str] = "board.unreadable"


@dataclass(frozen=True)
class Spot:
    """A point of a place as fractions of its rectangle: (0, 0) is its top-left corner,
    (1, 1) its bottom-right; beyond 0..1 lies outside it (the provost stands above)."""

    x: float
    y: float


@dataclass(frozen=True)
class MapPlace:
    """Where a piece can stand: `id` from `board_places()`, `rect` = (x, y, w, h) in map px;
    `spots` are where pieces stand inside it (see `PLACE_SPOTS`)."""

    id: Place
    kind: str
    rect: Rect
    properties: Mapping[str, PropertyValue] = field(hash=False, compare=False)
    spots: Mapping[str, Spot] = field(default_factory=dict, hash=False, compare=False)

    @property
    def center(self) -> tuple[int, int]:
        x, y, w, h = self.rect
        return x + w // 2, y + h // 2

    def spot(self, name: str) -> Spot:
        try:
            return self.spots[name]
        except KeyError:
            raise KeyError(f"place {self.id} has no spot {name!r}") from None


@dataclass(frozen=True)
class Region:
    """A named screen region of the interface (not a place), in map px."""

    id: str
    rect: Rect
    properties: Mapping[str, PropertyValue] = field(hash=False, compare=False)


@dataclass(frozen=True)
class BoardLayout:
    width_px: int
    height_px: int
    tile_width: int
    tile_height: int
    places: Mapping[Place, MapPlace]
    regions: Mapping[str, Region]

    def place(self, place: Place | str) -> MapPlace:
        """A place, given as a `Place` or as its map name."""
        key = as_place(place)
        try:
            return self.places[key]
        except KeyError:
            raise KeyError(f"no place {str(key)!r} on the board") from None

    def places_of_kind(self, kind: str) -> tuple[MapPlace, ...]:
        """The places of one kind in `board_places()` order."""
        return tuple(p for p in self.places.values() if p.kind == kind)


def default_map_path() -> Path:
    return resource_path("maps", "board.tmx")


def expected_kind(place_id: str) -> str:
    """The `kind` property a place object must carry, from its id."""
    exact = {"bank": "bank", "inn_left": "inn_slot", "inn_right": "inn_slot"}
    if place_id in exact:
        return exact[place_id]
    prefixes = (
        ("road_", "road"),
        ("stables_slot_", "stables_slot"),
        ("castle_slot_", "castle_slot"),
        ("dungeon_", "castle_part"),
        ("walls_", "castle_part"),
        ("towers_", "castle_part"),
        ("bridge_", "bridge"),
        ("turn_order_", "turn_order"),
        ("favour_", "favour_cell"),
        ("score_", "score"),
        ("panel_", "panel"),
    )
    for prefix, kind in prefixes:
        if place_id.startswith(prefix):
            return kind
    return "special"


# ---------------------------------------------------------------- reading


def _read_tmx(path: Path, with_images: bool) -> pytmx.TiledMap:
    if not path.is_file():
        raise BoardMapError(f"board map not found: {path}", code="board.missing", file=str(path))
    try:
        if with_images:
            return pytmx.TiledMap(str(path), image_loader=_tile_image_loader)
        return pytmx.TiledMap(str(path))
    except BoardMapError:
        raise
    except Exception as exc:  # pytmx raises anything from XML, zlib, int(), KeyError...
        reason = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
        raise BoardMapError(f"cannot read board map {path}: {reason}", code="board.damaged",
                            file=str(path)) from exc


def _tile_image_loader(filename: str, colorkey: Any, **options: Any) -> Any:
    """pytmx's pygame loader, with a missing or damaged tile image named in the error."""
    image = Path(os.path.normpath(filename))  # the map links ../assets/tiles/NAME.png
    if not image.is_file():
        raise BoardMapError(f"tile image not found: {image}", code="board.missing",
                            file=str(image))
    try:
        return pygame_image_loader(filename, colorkey, **options)
    except (pygame.error, OSError, ValueError) as exc:
        raise BoardMapError(f"tile image {image} cannot be read: {exc}", code="board.damaged",
                            file=str(image)) from exc


def _object_layers(tmx: pytmx.TiledMap) -> Iterable[Any]:
    return [layer for layer in tmx.layers if isinstance(layer, pytmx.TiledObjectGroup)]


def _rect(obj: Any) -> Rect:
    return (round(obj.x), round(obj.y), round(obj.width), round(obj.height))


def _collect(tmx: pytmx.TiledMap) -> tuple[list[tuple[str, Any]], list[tuple[str, Any]]]:
    """(place objects, ui objects) as (name, object) pairs, duplicates kept."""
    places: list[tuple[str, Any]] = []
    regions: list[tuple[str, Any]] = []
    for layer in _object_layers(tmx):
        target = regions if layer.name == UI_LAYER else places
        for obj in layer:
            if not obj.name:
                raise BoardMapError(
                    f"unnamed object in layer {layer.name!r} at ({obj.x:g}, {obj.y:g})"
                )
            target.append((obj.name, obj))
    return places, regions


def _check_names(found: list[str], wanted: list[str], what: str) -> None:
    counts = Counter(found)
    duplicates = sorted(name for name, n in counts.items() if n > 1)
    missing = [name for name in wanted if name not in counts]
    unknown = sorted(set(counts) - set(wanted))
    problems = []
    if missing:
        problems.append(f"missing {what}: {', '.join(missing)}")
    if duplicates:
        problems.append(f"duplicate {what}: {', '.join(duplicates)}")
    if unknown:
        problems.append(f"unknown {what}: {', '.join(unknown)}")
    if problems:
        raise BoardMapError("board map: " + "; ".join(problems))


def _check_inside(name: str, rect: Rect, width: int, height: int) -> None:
    x, y, w, h = rect
    if w <= 0 or h <= 0 or x < 0 or y < 0 or x + w > width or y + h > height:
        raise BoardMapError(f"board map: object {name} {rect} is not a rectangle inside the map")


def _make_place(name: str, obj: Any) -> MapPlace:
    props = dict(obj.properties)
    kind = props.pop("kind", None)
    if kind != expected_kind(name):
        raise BoardMapError(
            f"board map: place {name} has kind {kind!r}, expected {expected_kind(name)!r}"
        )
    spots = {spot: _take_spot(name, props, spot) for spot in PLACE_SPOTS.get(kind, {})}
    return MapPlace(
        parse_place(name), kind, _rect(obj), MappingProxyType(props), MappingProxyType(spots)
    )


def _take_spot(name: str, props: dict[str, PropertyValue], spot: str) -> Spot:
    """Read (and remove from `props`) the spot's `<spot>_x` and `<spot>_y` properties."""
    kind = expected_kind(name)
    x, y = (_take_fraction(name, props, f"{spot}_{axis}") for axis in ("x", "y"))
    if x is None or y is None:
        missing = f"{spot}_x" if x is None else f"{spot}_y"
        raise BoardMapError(
            f"board map: place {name} has no float property {missing!r} "
            f"({PLACE_SPOTS[kind][spot]}, as fractions of the place's width and height); "
            f"every {kind} place needs {spot}_x and {spot}_y"
        )
    return Spot(x, y)


def _take_fraction(name: str, props: dict[str, PropertyValue], key: str) -> float | None:
    if key not in props:
        return None
    value = props.pop(key)
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise BoardMapError(
            f"board map: property {key!r} of place {name} must be a float, not {value!r}"
        )
    return float(value)


def layout_from_tmx(tmx: pytmx.TiledMap) -> BoardLayout:
    """Check a loaded map against `board_places()` and turn it into a `BoardLayout`."""
    width, height = tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight
    place_objs, region_objs = _collect(tmx)
    wanted = [str(place) for place in board_places()]
    _check_names([name for name, _ in place_objs], wanted, "place objects")
    _check_names([name for name, _ in region_objs], list(UI_REGIONS), "ui regions")
    for name, obj in place_objs + region_objs:
        _check_inside(name, _rect(obj), width, height)
    by_name = dict(place_objs)
    places = {place.id: place for place in (_make_place(n, by_name[n]) for n in wanted)}
    regions = {
        name: Region(name, _rect(obj), MappingProxyType(dict(obj.properties)))
        for name, obj in region_objs
    }
    return BoardLayout(
        width_px=width,
        height_px=height,
        tile_width=tmx.tilewidth,
        tile_height=tmx.tileheight,
        places=MappingProxyType(places),
        regions=MappingProxyType(regions),
    )


def load_layout(path: str | Path | None = None) -> BoardLayout:
    """Read the map's places and ui regions (no images, no display needed)."""
    tmx = _read_tmx(Path(path) if path else default_map_path(), with_images=False)
    return layout_from_tmx(tmx)


# ---------------------------------------------------------------- drawing


def load_board(path: str | Path | None = None) -> tuple[BoardLayout, pygame.Surface]:
    """The layout and the rendered board from one reading of the map (needs a display)."""
    _require_display()
    tmx = _read_tmx(Path(path) if path else default_map_path(), with_images=True)
    return layout_from_tmx(tmx), _render(tmx)


def _require_display() -> None:
    if pygame.display.get_surface() is None:
        raise BoardMapError("drawing the board needs pygame.display.set_mode() first")


def _render(tmx: pytmx.TiledMap) -> pygame.Surface:
    """The map's visible tile layers drawn into one surface of the map's size."""
    surface = pygame.Surface((tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight))
    surface.fill((0, 0, 0))
    for layer in tmx.visible_layers:
        if not isinstance(layer, pytmx.TiledTileLayer):
            continue
        for x, y, image in layer.tiles():
            surface.blit(image, (x * tmx.tilewidth, y * tmx.tileheight))
    return surface.convert()
