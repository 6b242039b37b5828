"""Every place on the board where a piece can stand, named once for the core, the map and the UI.

The Tiled map (`maps/board.tmx`) must hold exactly one object for each id returned by
`board_places()`, and no other place objects. Ids are plain strings so that they can be
typed into the Tiled editor as object names.
"""

from __future__ import annotations

ROAD_LENGTH = 28
MAX_PLAYERS = 5
SPECIAL_BUILDINGS = ("gate", "trading_post", "merchants_guild", "joust_field", "stables", "inn")
FAVOUR_ROWS = ("prestige", "deniers", "cubes", "buildings")
FAVOUR_COLUMNS = 5
CASTLE_SECTIONS = (("dungeon", 6), ("walls", 10), ("towers", 14))
SCORE_TRACK_LENGTH = 50


def road_place(space: int) -> str:
    return f"road_{space}"


def castle_part_place(section: str, index: int) -> str:
    return f"{section}_{index}"


def favour_cell_place(row: str, column: int) -> str:
    """Column 0 is the start position, left of column 1."""
    return f"favour_{row}_{column}"


def board_places() -> list[str]:
    """All place ids, in a stable order."""
    places = [road_place(space) for space in range(1, ROAD_LENGTH + 1)]
    places += list(SPECIAL_BUILDINGS)
    places += [f"stables_slot_{slot}" for slot in (1, 2, 3)]
    places += ["inn_left", "inn_right"]
    places += [f"castle_slot_{slot}" for slot in range(1, MAX_PLAYERS + 1)]
    for section, size in CASTLE_SECTIONS:
        places += [castle_part_place(section, index) for index in range(1, size + 1)]
    places += [f"bridge_{slot}" for slot in range(1, MAX_PLAYERS + 1)]
    places += [f"turn_order_{slot}" for slot in range(1, MAX_PLAYERS + 1)]
    for row in FAVOUR_ROWS:
        places += [favour_cell_place(row, column) for column in range(FAVOUR_COLUMNS + 1)]
    places += [f"score_{points}" for points in range(SCORE_TRACK_LENGTH)]
    places += [f"panel_{seat}" for seat in range(1, MAX_PLAYERS + 1)]
    places.append("bank")
    return places
