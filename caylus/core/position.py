"""Positions: a game built from what the table shows, for the engine's `setup` and for tests.

A position is the JSON the engine's `state` prints (docs/ENGINE.md), read back: players
(name, colour, deniers, prestige, cubes, favour columns), the road's tiles with owners and
workers, the workers before the bridge and in the castle, the castle's houses, the scored
sections, turn, phase, provost, bailiff, turn order and passing order, and the options.
Fields the rules derive (stock, open columns, workers in supply, the decision) may be left
out; when given they must agree. The game starts at the beginning of `phase`, except in
placement, where `current_seat` (default: the first seat in turn order that has not passed)
places next. A position that cannot happen is refused with every inconsistency listed.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from typing import Any, ClassVar, Final

from caylus.core.buildings import BUILDINGS, CUBE_KINDS, FIXED, NEUTRAL, initial_stock
from caylus.core.places import FAVOUR_ROWS, ROAD_LENGTH
from caylus.core.state import (
    SECTION_NAMES,
    SECTION_SCORING_SPACE,
    SECTION_SIZES,
    SINGLE_SLOT_SPECIALS,
    WORKERS_PER_PLAYER,
    Board,
    Player,
)
from caylus.core.vocabulary import Phase
from caylus.errors import CaylusError

CUBE_WORDS: Final = dict(zip(("food", "wood", "stone", "cloth", "gold"), CUBE_KINDS, strict=True))
STARTING_PHASES: Final = (Phase.PLACEMENT, Phase.SPECIAL, Phase.PROVOST, Phase.ROAD, Phase.CASTLE,
                   Phase.END)
OPEN_COLUMNS: Final = (2, 4, 5, 5)  # by the number of sections scored
NEUTRAL_SPACES: Final = 6


class PositionError(CaylusError, ValueError):
    """A position that cannot happen; the message lists every problem found."""

    default_code: ClassVar[str] = "position.impossible"


@dataclass(frozen=True)
class Start:
    """Where play resumes: the phase, the bridge so far and who places next."""

    phase: Phase
    passed: list[int]
    to_move: int | None


@dataclass
class Built:
    players: list[Player]
    board: Board
    turn: int
    turn_order: list[int]
    start: Start


def setup_of(position: dict[str, Any]) -> dict[str, Any]:
    """The game setup a position implies (players, options, names, colours)."""
    players = _list(position, "players")
    options = _mapping(position, "options")
    return {
        "players": len(players),
        "seed": position.get("seed", 0),
        "simplified": bool(options.get("simplified")),
        "edition": options.get("edition", 1),
        "colours": _given(players, "colour"),
        "names": _given(players, "name"),
    }


def _given(players: list[Any], key: str) -> list[Any] | None:
    """Every player's `key`, or None (the defaults) when any player leaves it out."""
    values = [p.get(key) if isinstance(p, dict) else None for p in players]
    return None if any(v is None for v in values) else values


def build_position(position: dict[str, Any], second_edition: bool) -> Built:
    """Check a position and turn it into the game's data; PositionError lists what is wrong."""
    check = _Checker(position, second_edition)
    built = check.run()
    if check.problems:
        raise PositionError("impossible position: " + "; ".join(check.problems))
    assert built is not None
    return built


def _list(data: dict[str, Any], key: str) -> list[Any]:
    value = data.get(key)
    if not isinstance(value, list):
        raise PositionError(f"impossible position: '{key}' must be a list")
    return value


def _mapping(data: dict[str, Any], key: str) -> dict[str, Any]:
    value = data.get(key) or {}
    if not isinstance(value, dict):
        raise PositionError(f"impossible position: '{key}' must be an object")
    return value


def shown(value: Any, limit: int = 60) -> str:
    """A value of the position in its JSON form, shortened: messages speak JSON, not Python."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except ValueError:  # an integer of more digits than Python writes
        return "a number far too long"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


class _Checker:
    """Reads a position field by field, noting every problem instead of stopping at one."""

    def __init__(self, position: dict[str, Any], second_edition: bool) -> None:
        self.data = position
        self.second_edition = second_edition
        self.problems: list[str] = []
        self.count = len(_list(position, "players"))
        self.seats = range(self.count)

    def fail(self, problem: str) -> None:
        self.problems.append(problem)

    def seat(self, value: Any, what: str, allow_none: bool = True) -> int | None:
        if value is None and allow_none:
            return None
        if isinstance(value, int) and not isinstance(value, bool) and value in self.seats:
            return value
        self.fail(f"{what} must be a seat from 0 to {self.count - 1}, not {shown(value)}")
        return None

    def number(self, key: str, low: int, high: int, default: int | None = None) -> int:
        value = self.data.get(key, default)
        if isinstance(value, int) and not isinstance(value, bool) and low <= value <= high:
            return value
        self.fail(f"'{key}' must be a whole number from {low} to {high}, not {shown(value)}")
        return low

    # --- the whole position ------------------------------------------------------------

    def run(self) -> Built | None:
        turn = self.number("turn", 1, 1000)
        phase = self.data.get("phase", Phase.PLACEMENT)
        if phase not in STARTING_PHASES:
            self.fail(f"'phase' must be one of {', '.join(STARTING_PHASES)}, not {shown(phase)}")
            phase = Phase.PLACEMENT
        phase = Phase(phase)
        scored = self._scored()
        players = [self._player(seat, entry, OPEN_COLUMNS[scored])
                   for seat, entry in enumerate(self.data["players"])]
        board = self._board(scored)
        turn_order = self._order("turn_order", complete=True)
        passed = self._order("passing_order", complete=phase != Phase.PLACEMENT)
        self._check_phase(phase, board, passed)
        self._count_workers(players, board)
        to_move = self._to_move(phase, turn_order, passed)
        return Built(players, board, turn, turn_order, Start(phase, passed, to_move))

    def _scored(self) -> int:
        scored = self.data.get("scored_sections", [])
        if not isinstance(scored, list) or scored != list(SECTION_NAMES[: len(scored)]):
            self.fail("'scored_sections' must list the scored sections in order "
                      f"({', '.join(SECTION_NAMES)}), not {shown(scored)}")
            return 0
        if len(scored) == len(SECTION_NAMES):
            self.fail("every section is scored: the game would be over")
        return len(scored)

    # --- players -------------------------------------------------------------------------

    def _player(self, seat: int, entry: Any, open_columns: int) -> Player:
        who = f"player {seat}"
        if not isinstance(entry, dict):
            self.fail(f"{who} must be an object")
            return Player("", "", 0)
        player = Player(entry.get("colour", ""), entry.get("name", ""), 0)
        for key in ("deniers", "prestige"):
            value = entry.get(key, 0)
            if _is_count(value):
                setattr(player, key, value)
            else:
                self.fail(f"{who}'s {key} must be a whole number of at least 0, not {shown(value)}")
        player.cubes = self._cubes(who, entry.get("cubes", {}))
        player.favour = self._favours(who, entry.get("favour_columns", {}), open_columns)
        return player

    def _cubes(self, who: str, cubes: Any) -> dict[str, int]:
        counts = dict.fromkeys(CUBE_KINDS, 0)
        if not isinstance(cubes, dict) or set(cubes) - set(CUBE_WORDS):
            self.fail(f"{who}'s cubes must be an object with {', '.join(CUBE_WORDS)}")
            return counts
        for word, value in cubes.items():
            if _is_count(value):
                counts[CUBE_WORDS[word]] = value
            else:
                self.fail(f"{who}'s {word} must be a whole number of at least 0")
        return counts

    def _favours(self, who: str, columns: Any, open_columns: int) -> list[int]:
        if not isinstance(columns, dict) or set(columns) - set(FAVOUR_ROWS):
            self.fail(f"{who}'s favour_columns must be an object with {', '.join(FAVOUR_ROWS)}")
            return [0] * len(FAVOUR_ROWS)
        markers = [columns.get(row, 0) for row in FAVOUR_ROWS]
        for row, marker in zip(FAVOUR_ROWS, markers, strict=True):
            if not _is_count(marker) or marker > open_columns:
                self.fail(f"{who}'s {row} favour marker is at {shown(marker)}, but only columns "
                          f"0-{open_columns} are open")
        return [m if _is_count(m) and m <= open_columns else 0 for m in markers]

    # --- the board -----------------------------------------------------------------------

    def _board(self, scored: int) -> Board:
        road, workers = self._road()
        stock = self._stock(road)
        specials = _mapping(self.data, "specials")
        castle = _mapping(self.data, "castle")
        board = Board(
            road=road,
            road_workers=workers,
            specials={k: self.seat(specials.get(k), f"the worker on the {k}")
                      for k in SINGLE_SLOT_SPECIALS},
            stables=self._seats(specials.get("stables", []), "the stables", limit=3),
            inn_left=self.seat(specials.get("inn_left"), "the Inn's left worker"),
            inn_right=self.seat(specials.get("inn_right"), "the Inn's right worker"),
            castle_workers=self._seats(castle.get("workers", []), "the castle's workers"),
            castle={s: self._houses(s, castle.get(s, [])) for s in SECTION_NAMES},
            stock=stock,
            provost=self.number("provost", 1, ROAD_LENGTH),
            bailiff=self.number("bailiff", NEUTRAL_SPACES, ROAD_LENGTH),
            scored=scored,
            open_columns=OPEN_COLUMNS[scored],
        )
        self._check_castle(board)
        if self.count == 2 and board.stables:
            self.fail("the stables are not used in a two-player game")
        return board

    def _road(self) -> tuple[list[tuple[str, int | None] | None], list[int | None]]:
        entries = self.data.get("road")
        if not isinstance(entries, list) or len(entries) != ROAD_LENGTH:
            self.fail(f"'road' must list the {ROAD_LENGTH} road spaces")
            return [None] * ROAD_LENGTH, [None] * ROAD_LENGTH
        road: list[tuple[str, int | None] | None] = []
        workers: list[int | None] = []
        for space, entry in enumerate(entries, start=1):
            tile, worker = self._road_space(space, entry)
            road.append(tile)
            workers.append(worker)
        self._check_road_order(road)
        return road, workers

    def _road_space(self, space: int, entry: Any) -> tuple[tuple[str, int | None] | None,
                                                           int | None]:
        if entry is None:
            return None, None
        tile = entry.get("building") if isinstance(entry, dict) else None
        building = BUILDINGS.get(tile) if isinstance(tile, str) else None
        if building is None:
            self.fail(f"road space {space} holds no known building: {shown(entry)}")
            return None, None
        owned = building.category not in (NEUTRAL, FIXED)
        owner = self.seat(entry.get("owner"), f"the owner on road space {space}",
                          allow_none=not owned)
        if not owned and entry.get("owner") is not None:
            self.fail(f"the {building.name} on road space {space} belongs to nobody")
        worker = self.seat(entry.get("worker"), f"the worker on road space {space}")
        if worker is not None and not building.accepts_workers:
            self.fail(f"no worker may stand on the {building.name} (road space {space})")
        return (building.id, owner if owned else None), worker

    def _check_road_order(self, road: list[tuple[str, int | None] | None]) -> None:
        """R-SETUP-4 and R-ROAD-4: neutral tiles on 1-6, fixed ones on their spaces, and new
        tiles fill the first empty space, so no built space follows an empty one."""
        for space, tile in enumerate(road, start=1):
            building = BUILDINGS[tile[0]] if tile else None
            fixed = next((b for b in BUILDINGS.values() if b.space == space), None)
            if fixed is not None and (building is None or building.id != fixed.id):
                self.fail(f"road space {space} must hold the {fixed.name}")
            elif space <= NEUTRAL_SPACES and building is None:
                self.fail(f"road space {space} must hold a neutral tile or a residence")
            elif building and building.category == NEUTRAL and space > NEUTRAL_SPACES:
                self.fail(f"the neutral {building.name} may only stand on spaces 1-6")
        fixed_spaces = {b.space for b in BUILDINGS.values() if b.space}
        built = [i for i, tile in enumerate(road, start=1)
                 if tile and i > NEUTRAL_SPACES and i not in fixed_spaces]
        empty = [i for i, tile in enumerate(road, start=1) if tile is None]
        if empty and built and max(built) > min(empty):
            self.fail(f"road space {min(empty)} is empty but space {max(built)} is built: "
                      "tiles fill the first empty space")

    def _stock(self, road: list[tuple[str, int | None] | None]) -> dict[str, int]:
        stock = initial_stock(self.second_edition)
        on_road = Counter(tile[0] for tile in road if tile)
        for tile_id, count in on_road.items():
            building = BUILDINGS[tile_id]
            if building.category == NEUTRAL and count > 1:
                self.fail(f"the neutral {building.name} is on the road {count} times")
            if tile_id in stock:
                if count > stock[tile_id]:
                    self.fail(f"{count} {building.name} tiles on the road, the game has "
                              f"{stock[tile_id]}")
                stock[tile_id] = max(0, stock[tile_id] - count)
            elif building.category not in (NEUTRAL, FIXED, "residence"):
                self.fail(f"the {building.name} is not part of this edition")
        given = self.data.get("stock")
        if given is not None and given != stock:
            self.fail("'stock' does not match the tiles on the road (leave it out: it is "
                      "derived)")
        return stock

    def _seats(self, value: Any, what: str, limit: int | None = None) -> list[int]:
        if not isinstance(value, list):
            self.fail(f"{what} must be a list of seats")
            return []
        seats = [s for s in (self.seat(v, f"a seat in {what}", False) for v in value)
                 if s is not None]
        if len(set(seats)) != len(seats):
            self.fail(f"a player appears twice in {what}")
        if limit is not None and len(seats) > limit:
            self.fail(f"{what} hold at most {limit} workers")
        return seats

    def _houses(self, section: str, owners: Any) -> list[int]:
        if not isinstance(owners, list):
            self.fail(f"the {section} must be a list of house owners")
            return []
        houses = [s for s in (self.seat(v, f"a house owner in the {section}", False)
                              for v in owners) if s is not None]
        if len(houses) > SECTION_SIZES[section]:
            self.fail(f"the {section} has {SECTION_SIZES[section]} places, not {len(houses)}")
        return houses

    def _check_castle(self, board: Board) -> None:
        """R-CASTLE-3 and R-SCORE-1: houses go to the first section neither scored nor full;
        a scored section was reached by the bailiff or full."""
        for index, section in enumerate(SECTION_NAMES):
            earlier = SECTION_NAMES[:index]
            done = all(i < board.scored or len(board.castle[s]) >= SECTION_SIZES[s]
                       for i, s in enumerate(earlier))
            if board.castle[section] and not done:
                self.fail(f"there are houses in the {section} while an earlier section is "
                          "still being built")
            full = len(board.castle[section]) >= SECTION_SIZES[section]
            if index < board.scored and board.bailiff < SECTION_SCORING_SPACE[section] \
                    and not full:
                self.fail(f"the {section} is scored, but the bailiff has not reached space "
                          f"{SECTION_SCORING_SPACE[section]} and it is not full")

    # --- order, phase and workers -------------------------------------------------------

    def _order(self, key: str, complete: bool) -> list[int]:
        order = self._seats(self.data.get(key, []), f"'{key}'")
        if complete and sorted(order) != list(self.seats):
            self.fail(f"'{key}' must hold every seat once")
        return order

    def _check_phase(self, phase: Phase, board: Board, passed: list[int]) -> None:
        """Workers leave the board as the turn goes on; the provost starts each turn on the
        bailiff's space (R-END-1) and only moves from phase 3 on."""
        index = STARTING_PHASES.index(phase)
        before_bridge = any(s is not None for s in board.specials.values()) or board.stables \
            or board.inn_left is not None
        if index > STARTING_PHASES.index(Phase.SPECIAL) and before_bridge:
            self.fail(f"in the {phase} phase the workers before the bridge have already acted")
        road_busy = any(worker is not None for worker in board.road_workers)
        if index > STARTING_PHASES.index(Phase.ROAD) and road_busy:
            self.fail(f"in the {phase} phase the road's workers have already gone home")
        if phase == Phase.END and board.castle_workers:
            self.fail("in the end phase the castle's workers have already gone home")
        if index <= STARTING_PHASES.index(Phase.SPECIAL) and board.provost != board.bailiff:
            self.fail("the provost stands on the bailiff's space until phase 3")
        if self.data.get("pending_residences"):
            self.fail("a position cannot start with a Lawyer order waiting")
        if phase == Phase.PLACEMENT and len(passed) == self.count:
            self.fail("everyone has passed: the placement phase is over")

    def _count_workers(self, players: list[Player], board: Board) -> None:
        placed = Counter(w for w in board.road_workers if w is not None)
        placed.update(s for s in board.specials.values() if s is not None)
        placed.update(board.stables + board.castle_workers)
        placed.update(s for s in (board.inn_left, board.inn_right) if s is not None)
        for seat, player in enumerate(players):
            player.workers_out = placed[seat]
            if placed[seat] > WORKERS_PER_PLAYER:
                self.fail(f"player {seat} has {placed[seat]} workers on the board, but only "
                          f"{WORKERS_PER_PLAYER}")
            entry = self.data["players"][seat]
            available = entry.get("workers_available") if isinstance(entry, dict) else None
            if available is not None and available != WORKERS_PER_PLAYER - placed[seat]:
                self.fail(f"player {seat} has {shown(available)} workers in supply and "
                          f"{placed[seat]} on the board: that is not {WORKERS_PER_PLAYER}")

    def _to_move(self, phase: Phase, turn_order: list[int], passed: list[int]) -> int | None:
        if phase != Phase.PLACEMENT:
            return None
        waiting = [s for s in turn_order if s not in passed]
        to_move = self.data.get("current_seat")
        if to_move is None:
            return waiting[0] if waiting else None
        seat = self.seat(to_move, "'current_seat'", allow_none=False)
        if seat is not None and seat in passed:
            self.fail(f"seat {seat} has passed and cannot place next")
        return seat
