"""The game's data: players, board and the decision owed. Pure data plus small queries."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields
from typing import Any, Final

from caylus.core.buildings import BUILDINGS, CUBE_KINDS
from caylus.core.emitting import EventSink
from caylus.core.event_data import WorkerReturns
from caylus.core.events import Event
from caylus.core.game_setup import Setup
from caylus.core.pickling import Reduced, by_fields
from caylus.core.places import CASTLE_SECTIONS, ROAD_LENGTH, Place
from caylus.core.vocabulary import DecisionKind, EventKind, Phase

COLOURS: Final = ("blue", "red", "green", "orange", "black")
#: Who plays a seat: a person, or a computer player of a level, weakest to strongest (the
#: names of caylus.ai.registry's levels; tests/ai/test_registry.py ties the two).
HUMAN: Final = "human"
COMPUTER_LEVELS: Final = ("easy", "medium", "hard")
SEAT_KINDS: Final = (HUMAN, *COMPUTER_LEVELS)
WORKERS_PER_PLAYER: Final = 6
SPECIAL_ORDER: Final = ("gate", "trading_post", "merchants_guild", "joust_field", "stables", "inn")
SINGLE_SLOT_SPECIALS: Final = ("gate", "trading_post", "merchants_guild", "joust_field")
SECTION_NAMES: Final = tuple(name for name, _ in CASTLE_SECTIONS)
SECTION_SIZES: Final = dict(CASTLE_SECTIONS)
SECTION_PRESTIGE: Final = {"dungeon": 5, "walls": 4, "towers": 3}
SECTION_SCORING_SPACE: Final = {"dungeon": 12, "walls": 18, "towers": 24}



@dataclass(slots=True, init=False)
class Player:
    colour: str
    name: str
    deniers: int
    prestige: int
    cubes: dict[str, int]  # cube letter -> count, every kind of CUBE_KINDS
    favour: list[int]  # the column reached on each favour row
    workers_out: int

    def __reduce__(self) -> Reduced:
        return by_fields(self)

    def __init__(self, colour: str, name: str, deniers: int, prestige: int = 0,
                 cubes: dict[str, int] | None = None, favour: list[int] | None = None,
                 workers_out: int = 0) -> None:
        self.colour = colour
        self.name = name
        self.deniers = deniers
        self.prestige = prestige
        self.cubes = dict.fromkeys(CUBE_KINDS, 0) if cubes is None else cubes
        self.favour = [0, 0, 0, 0] if favour is None else favour
        self.workers_out = workers_out

    @property
    def workers_available(self) -> int:
        return WORKERS_PER_PLAYER - self.workers_out

    def copy(self) -> Player:
        return Player(
            self.colour,
            self.name,
            self.deniers,
            self.prestige,
            self.cubes.copy(),
            self.favour.copy(),
            self.workers_out,
        )

    def has_cubes(self, cubes: dict[str, int]) -> bool:
        return all(self.cubes[k] >= n for k, n in cubes.items())

    def to_dict(self) -> dict[str, Any]:
        return {
            "colour": self.colour,
            "name": self.name,
            "deniers": self.deniers,
            "prestige": self.prestige,
            "cubes": dict(self.cubes),
            "favour": list(self.favour),
            "workers_out": self.workers_out,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Player:
        return cls(
            data["colour"],
            data["name"],
            data["deniers"],
            data["prestige"],
            {k: data["cubes"][k] for k in CUBE_KINDS},
            list(data["favour"]),
            data["workers_out"],
        )


class Decision:
    """What the seat to move owes: a kind and, for the road's decisions, the road `space`
    being activated. Immutable."""

    __slots__ = ("kind", "seat", "space")

    def __init__(self, kind: DecisionKind, seat: int, space: int | None = None) -> None:
        self.kind: Final = kind
        self.seat: Final = seat
        self.space: Final = space

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Decision) and self.kind == other.kind
                and self.seat == other.seat and self.space == other.space)

    def __hash__(self) -> int:
        return hash((self.kind, self.seat, self.space))

    def __reduce__(self) -> Reduced:
        return Decision, (self.kind, self.seat, self.space)

    def __repr__(self) -> str:
        return f"Decision({self.kind!r}, {self.seat!r}, space={self.space!r})"

    def to_dict(self) -> dict[str, Any]:
        context = {} if self.space is None else {"space": self.space}
        return {"kind": self.kind, "seat": self.seat, "context": context}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Decision:
        context = data["context"]
        if not isinstance(context, dict) or set(context) - {"space"}:
            raise ValueError("a decision's context names only the road space")
        space = context.get("space")
        if space is not None and (isinstance(space, bool) or not isinstance(space, int)):
            raise ValueError("a decision's road space must be a whole number")
        return cls(DecisionKind(data["kind"]), data["seat"], space)


@dataclass(frozen=True, slots=True)
class Options:
    simplified_favours: bool = False
    second_edition: bool = False

    def __reduce__(self) -> Reduced:
        return by_fields(self)


@dataclass(slots=True, init=False)
class Board:
    """Everything on the board that is not a player's own supply."""

    road: list[tuple[str, int | None] | None]  # index 0 is space 1: (building, owner)
    road_workers: list[int | None]
    specials: dict[str, int | None]
    stables: list[int]
    inn_left: int | None
    inn_right: int | None
    castle_workers: list[int]
    castle: dict[str, list[int]]
    stock: dict[str, int]
    provost: int
    bailiff: int
    scored: int  # number of castle sections scored (0..3)
    open_columns: int
    pending_lawyer: dict[int, int]  # road space -> seat

    def __reduce__(self) -> Reduced:
        return by_fields(self)

    def __init__(self, road: list[tuple[str, int | None] | None],
                 road_workers: list[int | None], specials: dict[str, int | None],
                 stables: list[int], inn_left: int | None, inn_right: int | None,
                 castle_workers: list[int], castle: dict[str, list[int]],
                 stock: dict[str, int], provost: int = 6, bailiff: int = 6, scored: int = 0,
                 open_columns: int = 2, pending_lawyer: dict[int, int] | None = None) -> None:
        self.road = road
        self.road_workers = road_workers
        self.specials = specials
        self.stables = stables
        self.inn_left = inn_left
        self.inn_right = inn_right
        self.castle_workers = castle_workers
        self.castle = castle
        self.stock = stock
        self.provost = provost
        self.bailiff = bailiff
        self.scored = scored
        self.open_columns = open_columns
        self.pending_lawyer = {} if pending_lawyer is None else pending_lawyer

    def copy(self) -> Board:
        return Board(
            self.road.copy(),
            self.road_workers.copy(),
            self.specials.copy(),
            self.stables.copy(),
            self.inn_left,
            self.inn_right,
            self.castle_workers.copy(),
            {k: list(v) for k, v in self.castle.items()},
            self.stock.copy(),
            self.provost,
            self.bailiff,
            self.scored,
            self.open_columns,
            self.pending_lawyer.copy(),
        )

    def building_at(self, space: int) -> str | None:
        tile = self.road[space - 1]
        return tile[0] if tile else None

    def building_on(self, space: int) -> str:
        """The building on `space`, which the caller knows is built."""
        tile = self.road[space - 1]
        assert tile is not None, f"road space {space} is empty"
        return tile[0]

    def owner_at(self, space: int) -> int | None:
        tile = self.road[space - 1]
        return tile[1] if tile else None

    def first_empty_space(self) -> int | None:
        for index, tile in enumerate(self.road):
            if tile is None:
                return index + 1
        return None

    def section_under_construction(self) -> str | None:
        """R-CASTLE-3: the first section neither scored nor full."""
        for index, name in enumerate(SECTION_NAMES):
            if index >= self.scored and len(self.castle[name]) < SECTION_SIZES[name]:
                return name
        return None

    def residences_of(self, seat: int) -> list[int]:
        return [
            i + 1
            for i, tile in enumerate(self.road)
            if tile is not None and tile[1] == seat and tile[0] == "residence"
        ]

    def income_buildings(self, seat: int) -> int:
        return sum(
            BUILDINGS[tile[0]].income
            for tile in self.road
            if tile is not None and tile[1] == seat
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "road": [list(t) if t else None for t in self.road],
            "road_workers": list(self.road_workers),
            "specials": dict(self.specials),
            "stables": list(self.stables),
            "inn_left": self.inn_left,
            "inn_right": self.inn_right,
            "castle_workers": list(self.castle_workers),
            "castle": {k: list(v) for k, v in self.castle.items()},
            "stock": dict(self.stock),
            "provost": self.provost,
            "bailiff": self.bailiff,
            "scored": self.scored,
            "open_columns": self.open_columns,
            "pending_lawyer": {str(k): v for k, v in self.pending_lawyer.items()},
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Board:
        road = [tuple(t) if t else None for t in data["road"]]
        if len(road) != ROAD_LENGTH or len(data["road_workers"]) != ROAD_LENGTH:
            raise ValueError(f"the road must have {ROAD_LENGTH} spaces")
        for tile in road:
            if tile is not None and tile[0] not in BUILDINGS:
                raise ValueError(f"unknown building {tile[0]!r} on the road")
        return cls(
            road,
            list(data["road_workers"]),
            {k: data["specials"][k] for k in SINGLE_SLOT_SPECIALS},
            list(data["stables"]),
            data["inn_left"],
            data["inn_right"],
            list(data["castle_workers"]),
            {k: list(data["castle"][k]) for k in SECTION_NAMES},
            {k: int(v) for k, v in data["stock"].items()},
            data["provost"],
            data["bailiff"],
            data["scored"],
            data["open_columns"],
            {int(k): v for k, v in data["pending_lawyer"].items()},
        )


@dataclass(slots=True, init=False)
class Flow:
    """Where the current phase stands (docs/RULES.md §2), one named field per phase. Each
    phase starts from a fresh Flow, so only the current phase's field means anything."""

    placing: int  # placement: the seat to place next, as an index in the turn order
    special: int  # special buildings: the next one of SPECIAL_ORDER to resolve
    provost: int  # provost: the next seat to ask, as an index in the passing order
    road_space: int  # road: the space being activated
    castle: int  # castle: the worker offering, as an index in board.castle_workers
    end_step: int  # end of turn: 0 bailiff and scoring, 1 favour columns, 2 next turn

    def __reduce__(self) -> Reduced:
        return by_fields(self)

    def __init__(self, placing: int = 0, special: int = 0, provost: int = 0,
                 road_space: int = 1, castle: int = 0, end_step: int = 0) -> None:
        self.placing = placing
        self.special = special
        self.provost = provost
        self.road_space = road_space
        self.castle = castle
        self.end_step = end_step

    def copy(self) -> Flow:
        return Flow(self.placing, self.special, self.provost, self.road_space, self.castle,
                    self.end_step)

    def to_dict(self) -> dict[str, int]:
        return {name: getattr(self, name) for name in FLOW_FIELDS}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Flow:
        return cls(**{name: int(data[name]) for name in FLOW_FIELDS})


FLOW_FIELDS: Final = tuple(f.name for f in fields(Flow))


class GameState(EventSink):
    """The data of one game and the few mutators the rule modules share.

    It knows no rule module: `castle`, `favours`, `placement`, `road` and `special` act on
    it, and `game.Game` (the public API) builds on it. Callers outside the core change a
    game only through `Game.apply`."""

    def __init__(self, setup: Setup, source: GameState | None = None) -> None:
        """A game of `setup` before its deal, or the twin of `source` (for search), which
        copies every field of STATE_FIELDS, written out: a loop over the fields made search's
        clone 40% slower (tests/core/test_properties.py plays on both sides of a clone)."""
        self.setup = setup
        self._events: list[Event] = []
        self.board: Board
        if source is None:
            self.num_players: int = setup.players
            self.options = Options(setup.simplified, setup.edition == 2)
            self.turn = 0
            self.phase = Phase.INCOME
            self.players: list[Player] = []
            self.turn_order: list[int] = []
            self.passed: list[int] = []
            self.flow = Flow()
            self.castle_batches: list[int] = []
            self.favour_queue: list[int] = []
            self.favour_rows_used: dict[int, list[str]] = {}
            self.decision: Decision | None = None
            self.final: list[dict[str, int]] | None = None
            return
        self.num_players = source.num_players
        self.options = source.options
        self.turn = source.turn
        self.phase = source.phase
        self.players = [player.copy() for player in source.players]
        self.board = source.board.copy()
        self.turn_order = source.turn_order.copy()
        self.passed = source.passed.copy()
        self.flow = source.flow.copy()
        self.castle_batches = source.castle_batches.copy()
        self.favour_queue = source.favour_queue.copy()
        self.favour_rows_used = {k: list(v) for k, v in source.favour_rows_used.items()}
        self.decision = source.decision
        self.final = None if source.final is None else [dict(row) for row in source.final]

    def names(self, seats: list[int] | None = None) -> list[str]:
        chosen = range(self.num_players) if seats is None else seats
        return [self.players[s].name for s in chosen]

    # --- public queries ---------------------------------------------------------------

    def road_space(self) -> int:
        """The road space being activated in phase 5."""
        return self.flow.road_space

    def batches_offered(self) -> int:
        """How many batches the castle worker now offering has given this turn (phase 6)."""
        index = self.flow.castle
        return self.castle_batches[index] if index < len(self.castle_batches) else 0

    # --- state fields: copy, save and load all follow STATE_FIELDS ----------------------

    def state_document(self) -> dict[str, Any]:
        """Every field of STATE_FIELDS as JSON-ready data (a save's `state`)."""
        return {spec.name: spec.save(getattr(self, spec.name)) for spec in STATE_FIELDS}

    def load_state_document(self, state: Mapping[str, Any]) -> None:
        """Take every field of a `state_document()` as it is (no rule is checked)."""
        for spec in STATE_FIELDS:
            setattr(self, spec.name, spec.load(state[spec.name]))

    # --- the mutation API of the rule modules ------------------------------------------

    def ask(self, kind: DecisionKind, seat: int, space: int | None = None) -> None:
        """Owe a decision: `seat` must choose among the actions of `kind` next (on road
        `space`, for the road's decisions)."""
        self.decision = Decision(kind, seat, space)

    def gain_prestige(self, seat: int, amount: int) -> None:
        self.players[seat].prestige += amount

    def lose_prestige(self, seat: int, amount: int) -> int:
        """Prestige never goes below 0; returns what was really lost."""
        player = self.players[seat]
        lost = min(amount, player.prestige)
        player.prestige -= lost
        return lost

    def grant_favours(self, seat: int, count: int) -> None:
        self.favour_queue.extend([seat] * count)

    def return_worker(self, seat: int, place: Place, unused: bool = False) -> None:
        self.players[seat].workers_out -= 1
        self.emit(EventKind.WORKER_RETURNS, seat, WorkerReturns(place=place, unused=unused))


@dataclass(frozen=True, slots=True)
class StateField:
    """One field of the game's state: how to save it and load it (GameState.__init__
    copies each for search)."""

    name: str
    save: Callable[[Any], Any]
    load: Callable[[Any], Any]


def _same(value: Any) -> Any:
    return value


def _optional(convert: Callable[[Any], Any]) -> Callable[[Any], Any]:
    return lambda value: None if value is None else convert(value)


#: The state, written once: GameState's save and load follow this list, and its twin
#: constructor copies each of these fields.
STATE_FIELDS: Final = (
    StateField("turn", _same, int),
    StateField("phase", str, Phase),
    StateField("players", lambda players: [p.to_dict() for p in players],
               lambda data: [Player.from_dict(p) for p in data]),
    StateField("board", Board.to_dict, Board.from_dict),
    StateField("turn_order", list, list),
    StateField("passed", list, list),
    StateField("flow", Flow.to_dict, Flow.from_dict),
    StateField("castle_batches", list, list),
    StateField("favour_queue", list, list),
    StateField("favour_rows_used", lambda used: {str(k): v for k, v in used.items()},
               lambda data: {int(k): list(v) for k, v in data.items()}),
    StateField("decision", _optional(Decision.to_dict), _optional(Decision.from_dict)),
    StateField("final", _same, _same),
)
