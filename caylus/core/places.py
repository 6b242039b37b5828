"""Every place on the board where a piece can stand, as typed values named once for the core,
the map and the UI.

A `Place` is an area (`road`, `gate`, `castle_slot`, `dungeon`, `favour`, ...), with a number
where the area has several (road space 7, castle slot 1) and a row for favour cells. Its text
form is its object name in the Tiled map (`maps/board.tmx`): `road_7`, `castle_slot_1`,
`favour_prestige_3`, `gate`; `str(place)` builds it and `parse_place` reads it back. Nothing
else builds or splits those names. The map must hold exactly one object for each place of
`board_places()`, and no other place objects.
"""

from __future__ import annotations

from typing import Final, NamedTuple

ROAD_LENGTH: Final = 28
MAX_PLAYERS: Final = 5
SPECIAL_BUILDINGS: Final = (
    "gate", "trading_post", "merchants_guild", "joust_field", "stables", "inn")
FAVOUR_ROWS: Final = ("prestige", "deniers", "cubes", "buildings")
FAVOUR_COLUMNS: Final = 5
CASTLE_SECTIONS: Final = (("dungeon", 6), ("walls", 10), ("towers", 14))
SCORE_TRACK_LENGTH: Final = 50
ROAD: Final = "road"
FAVOUR: Final = "favour"


class Place(NamedTuple):
    """A tuple underneath, so comparing and hashing places (search does it a lot) stays fast."""

    area: str
    number: int | None = None
    row: str | None = None  # favour cells only

    def __str__(self) -> str:
        if self.number is None:
            return self.area
        if self.row is not None:
            return f"{self.area}_{self.row}_{self.number}"
        return f"{self.area}_{self.number}"

    @property
    def is_road(self) -> bool:
        return self.area == ROAD


#: The road's places, made once (index 0 unused): search asks for them constantly.
_ROAD_PLACES: Final = tuple(Place(ROAD, space) for space in range(ROAD_LENGTH + 1))


def parse_place(text: str) -> Place:
    """The place whose map name is `text` (any name parses; `board_places` says which exist)."""
    area, _, last = text.rpartition("_")
    if not (area and last.isascii() and last.isdigit()):
        return Place(text)
    row_area, _, row = area.partition("_")
    if row_area == FAVOUR and row:
        return Place(FAVOUR, int(last), row)
    return Place(area, int(last))


def as_place(place: Place | str) -> Place:
    """A `Place` from itself or from its map name."""
    return place if isinstance(place, Place) else parse_place(place)


def road_place(space: int) -> Place:
    if 0 < space < len(_ROAD_PLACES):
        return _ROAD_PLACES[space]
    return Place(ROAD, space)


def castle_part_place(section: str, index: int) -> Place:
    return Place(section, index)


def favour_cell_place(row: str, column: int) -> Place:
    """Column 0 is the start position, left of column 1."""
    return Place(FAVOUR, column, row)


def slot_place(area: str, slot: int) -> Place:
    """Numbered slots from 1: stables_slot, castle_slot, bridge, turn_order, panel, score."""
    return Place(area, slot)


def board_places() -> list[Place]:
    """All places, in a stable order."""
    places = [road_place(space) for space in range(1, ROAD_LENGTH + 1)]
    places += [Place(name) for name in SPECIAL_BUILDINGS]
    places += [slot_place("stables_slot", slot) for slot in (1, 2, 3)]
    places += [Place("inn_left"), Place("inn_right")]
    places += [slot_place("castle_slot", slot) for slot in range(1, MAX_PLAYERS + 1)]
    for section, size in CASTLE_SECTIONS:
        places += [castle_part_place(section, index) for index in range(1, size + 1)]
    places += [slot_place("bridge", slot) for slot in range(1, MAX_PLAYERS + 1)]
    places += [slot_place("turn_order", slot) for slot in range(1, MAX_PLAYERS + 1)]
    for row in FAVOUR_ROWS:
        places += [favour_cell_place(row, column) for column in range(FAVOUR_COLUMNS + 1)]
    places += [slot_place("score", points) for points in range(SCORE_TRACK_LENGTH)]
    places += [slot_place("panel", seat) for seat in range(1, MAX_PLAYERS + 1)]
    places.append(Place("bank"))
    return places
