"""Royal favours (R-FAVOUR): the four rows of the favour table and their twenty effects."""

from __future__ import annotations

from typing import Final

from caylus.core import event_data as data
from caylus.core.actions import Action, Argument, act, number, word
from caylus.core.buildings import PRESTIGE, STONE, WOOD
from caylus.core.places import FAVOUR_ROWS
from caylus.core.road import (
    build_choices,
    build_tile,
    cube_bundles,
    lawyer_targets,
    order_residence,
)
from caylus.core.state import GameState
from caylus.core.vocabulary import DecisionKind, EventKind, Verb

SIMPLIFIED_FAVOUR_PRESTIGE: Final = 3
DENIERS_BY_COLUMN: Final = (0, 3, 4, 5, 6, 7)
BUILD_ROW: Final = {2: (WOOD, "W"), 3: (STONE, "S"), 5: (PRESTIGE, "")}


def reachable_column(g: GameState, seat: int, row: str) -> int:
    """R-FAVOUR-2: the marker moves one column right if that column is open."""
    marker = g.players[seat].favour[FAVOUR_ROWS.index(row)]
    return min(marker + 1, g.board.open_columns) if marker < g.board.open_columns else marker


def _cube_effects(g: GameState, seat: int, column: int) -> list[tuple[Argument, ...]]:
    if column == 2:
        return [("W",), ("S",)]
    if column == 4:
        cubes = g.players[seat].cubes
        gives = [k for k in cubes if cubes[k] > 0]
        return [(give, take) for give in gives for take in cube_bundles(2)]
    return [()]


def _building_effects(g: GameState, seat: int, column: int) -> list[tuple[Argument, ...]]:
    if column in BUILD_ROW:
        category, discount = BUILD_ROW[column]
        return build_choices(g, seat, category, discount)
    if column == 4:
        if g.players[seat].cubes["C"] < 1:
            return []
        return [(space,) for space in lawyer_targets(g, seat)]
    return [()]


def effects_for(g: GameState, seat: int, row: str, column: int) -> list[tuple[Argument, ...]]:
    """The argument tuples available for the effect in (row, column)."""
    if row == "cubes":
        return _cube_effects(g, seat, column)
    if row == "buildings":
        return _building_effects(g, seat, column)
    return [()]


def legal_favour(g: GameState, seat: int) -> list[Action]:
    used = g.favour_rows_used.get(seat, ())
    actions = []
    for row in FAVOUR_ROWS:
        if row in used:
            continue
        for column in range(1, reachable_column(g, seat, row) + 1):
            effects = effects_for(g, seat, row, column)
            actions += [act(Verb.FAVOUR, row, column, *args) for args in effects]
    return actions


def apply_favour(g: GameState, seat: int, action: Action) -> None:
    row, column, args = word(action.args[0]), number(action.args[1]), action.args[2:]
    g.favour_queue.pop(0)
    g.favour_rows_used.setdefault(seat, []).append(row)
    g.players[seat].favour[FAVOUR_ROWS.index(row)] = reachable_column(g, seat, row)
    queued = len(g.favour_queue)
    given: data.Favour = {"row": row, "column": column, "args": list(args)}
    _apply_effect(g, seat, column, args, given)
    g.emit(EventKind.FAVOUR, seat, given)
    # Favours earned by this favour's own building come next, before anyone else's.
    earned = g.favour_queue[queued:]
    del g.favour_queue[queued:]
    g.favour_queue[0:0] = earned


def _apply_effect(
    g: GameState, seat: int, column: int, args: tuple[Argument, ...], given: data.Favour
) -> None:
    """Carry out a favour and note what it gave in its event data."""
    player = g.players[seat]
    row = given["row"]
    if row == "prestige":
        g.gain_prestige(seat, column)
        given["prestige"] = column
    elif row == "deniers":
        player.deniers += DENIERS_BY_COLUMN[column]
        given["deniers"] = DENIERS_BY_COLUMN[column]
    elif row == "cubes":
        _apply_cubes(g, seat, column, args, given)
    else:
        _apply_building(g, seat, column, args, given)


def _apply_cubes(
    g: GameState, seat: int, column: int, args: tuple[Argument, ...], given: data.Favour
) -> None:
    cubes = g.players[seat].cubes
    if column == 4:
        give, take = word(args[0]), word(args[1])
        cubes[give] -= 1
        for cube in take:
            cubes[cube] += 1
        given["give"], given["take"] = give, take
        return
    gained = {1: "F", 2: word(args[0]) if args else "", 3: "C", 5: "G"}[column]
    cubes[gained] += 1
    given["give"], given["take"] = "", gained


def _apply_building(
    g: GameState, seat: int, column: int, args: tuple[Argument, ...], given: data.Favour
) -> None:
    if column == 1:
        given["builds"] = ""
    elif column == 4:
        g.players[seat].cubes["C"] -= 1
        order_residence(g, seat, number(args[0]))
        given["builds"] = "residence"
    else:
        category, discount = BUILD_ROW[column]
        build_tile(g, seat, args, discount)
        given["builds"], given["discount"] = category, discount


def favour_step(g: GameState) -> bool:
    """Settle queued favours; True once a favour decision is set."""
    while g.favour_queue:
        seat = g.favour_queue[0]
        if g.options.simplified_favours:
            g.favour_queue.pop(0)
            g.gain_prestige(seat, SIMPLIFIED_FAVOUR_PRESTIGE)
            g.emit(EventKind.FAVOUR, seat, {"row": "simplified", "column": 0, "args": [],
                                            "prestige": SIMPLIFIED_FAVOUR_PRESTIGE})
            continue
        if len(g.favour_rows_used.get(seat, ())) >= len(FAVOUR_ROWS):
            g.favour_queue.pop(0)
            g.emit(EventKind.FAVOUR_LOST, seat, {})
            continue
        g.ask(DecisionKind.FAVOUR, seat)
        return True
    return False
