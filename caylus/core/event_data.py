"""The data each kind of event carries: one TypedDict per `EventKind` (`EVENT_DATA` pairs
them). Events stay plain dicts at run time, cheap for search: the rule modules write them as
dict literals, which the checker matches against these shapes (`emit`, in
caylus/core/emitting.py, takes each kind with its own), and a test checks that each kind
carries its own shape at run time too.

No `from __future__ import annotations` here: TypedDict must see `NotRequired` at run time."""

from typing import NotRequired, TypedDict

from caylus.core.actions import Argument
from caylus.core.places import Place
from caylus.core.vocabulary import EventKind


class NoData(TypedDict):
    pass


class Turn(TypedDict):
    turn: int


class PhaseBegins(TypedDict):
    phase: str
    turn: int


class Amount(TypedDict):
    amount: int


class Passed(TypedDict):
    position: int
    bonus: bool
    forced: bool
    why: NotRequired[str]


class Placed(TypedDict):
    place: Place
    cost: int


class OwnerPrestige(TypedDict):
    space: int
    visitor: int


class WorkerReturns(TypedDict):
    place: Place
    unused: bool


class GateMove(TypedDict):
    place: Place


class Deniers(TypedDict):
    amount: int
    source: str


# "from" is a keyword, hence the functional form.
ProvostMoves = TypedDict("ProvostMoves", {"from": int, "to": int, "cost": int})
BailiffMoves = TypedDict("BailiffMoves", {"from": int, "to": int})


class ProvostStays(TypedDict):
    at: int
    why: str  # "chose": the player did not move him; "no_deniers": could not pay a space


class TurnOrder(TypedDict):
    order: list[int]


class Inn(TypedDict):
    move: str


class Produce(TypedDict):
    building: str
    space: int
    cubes: str


class OwnerBonus(TypedDict):
    building: str
    cube: str


class Sell(TypedDict):
    cube: str
    price: int


class Buy(TypedDict):
    cubes: str
    price: int


class Build(TypedDict):
    building: str
    space: int
    prestige: int
    paid: dict[str, int]


class Lawyer(TypedDict):
    building: str
    space: int
    deferred: bool


class Residence(TypedDict):
    building: str
    space: int


class Exchange(TypedDict):
    building: str
    pay: str
    paid: int
    gain: str
    gained: int


class Batch(TypedDict):
    cubes: str
    section: str
    prestige: int


class CastlePenalty(TypedDict):
    lost: int


class BestBuilder(TypedDict):
    batches: int


class Favour(TypedDict):
    row: str
    column: int
    args: list[Argument]
    prestige: NotRequired[int]
    deniers: NotRequired[int]
    give: NotRequired[str]
    take: NotRequired[str]
    builds: NotRequired[str]
    discount: NotRequired[str]


class Scoring(TypedDict):
    section: str
    houses: int
    lost: int
    favours: int


class ColumnsOpen(TypedDict):
    columns: int


class Final(TypedDict):
    prestige: int
    gold: int
    cubes: int
    deniers: int
    total: int


class GameOver(TypedDict):
    winners: list[int]


EventData = (NoData | Turn | PhaseBegins | Amount | Passed | Placed | OwnerPrestige
             | WorkerReturns | GateMove | Deniers | ProvostMoves | ProvostStays
             | BailiffMoves | TurnOrder | Inn
             | Produce | OwnerBonus | Sell | Buy | Build | Lawyer | Residence | Exchange | Batch
             | CastlePenalty | BestBuilder | Favour | Scoring | ColumnsOpen | Final | GameOver)

EVENT_DATA: dict[EventKind, type] = {
    EventKind.TURN: Turn,
    EventKind.PHASE: PhaseBegins,
    EventKind.INCOME: Amount,
    EventKind.PASS: Passed,
    EventKind.PLACE: Placed,
    EventKind.OWNER_PRESTIGE: OwnerPrestige,
    EventKind.WORKER_RETURNS: WorkerReturns,
    EventKind.GATE_MOVE: GateMove,
    EventKind.DENIERS: Deniers,
    EventKind.PROVOST: ProvostMoves,
    EventKind.PROVOST_STAYS: ProvostStays,
    EventKind.JOUST: NoData,
    EventKind.TURN_ORDER: TurnOrder,
    EventKind.INN: Inn,
    EventKind.PRODUCE: Produce,
    EventKind.OWNER_BONUS: OwnerBonus,
    EventKind.SELL: Sell,
    EventKind.BUY: Buy,
    EventKind.BUILD: Build,
    EventKind.LAWYER: Lawyer,
    EventKind.RESIDENCE: Residence,
    EventKind.EXCHANGE: Exchange,
    EventKind.BATCH: Batch,
    EventKind.CASTLE_PENALTY: CastlePenalty,
    EventKind.BEST_BUILDER: BestBuilder,
    EventKind.FAVOUR: Favour,
    EventKind.FAVOUR_LOST: NoData,
    EventKind.BAILIFF: BailiffMoves,
    EventKind.SCORING: Scoring,
    EventKind.COLUMNS_OPEN: ColumnsOpen,
    EventKind.FINAL: Final,
    EventKind.GAME_OVER: GameOver,
}
