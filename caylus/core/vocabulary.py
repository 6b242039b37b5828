"""The core's vocabulary as typed values: phases, decision kinds, event kinds and building
effect types. Each is a `StrEnum`, so its text form (saves, the engine protocol, catalogue
keys) is exactly the word it always was: `Phase.ROAD == "road"`, `json.dumps` writes "road"."""

from __future__ import annotations

from enum import StrEnum
from typing import Final


class Verb(StrEnum):
    """The verb of an action (caylus.core.actions): the first word of its text form."""

    PLACE = "place"
    GATE = "gate"
    PASS = "pass"
    PROVOST = "provost"
    JOUST = "joust"
    INN = "inn"
    TAKE = "take"
    SELL = "sell"
    BUY = "buy"
    TRADE = "trade"
    BUILD = "build"
    LAWYER = "lawyer"
    ALCHEMY = "alchemy"
    BATCH = "batch"
    DONE = "done"
    FAVOUR = "favour"
    BONUS = "bonus"
    SKIP = "skip"
    #: A word the notation does not know: such an action is never legal, and its text form
    #: is the words as they were read (its first argument is the unknown word).
    UNKNOWN = ""


class Phase(StrEnum):
    """The phases of a turn in order (docs/RULES.md §2), and OVER once the game has ended."""

    INCOME = "income"
    PLACEMENT = "placement"
    SPECIAL = "special"
    PROVOST = "provost"
    ROAD = "road"
    CASTLE = "castle"
    END = "end"
    OVER = "over"


class DecisionKind(StrEnum):
    """What the seat to move owes. The road's kinds are the effect types of its buildings."""

    PLACE = "place"
    GATE = "gate"
    GUILD = "guild"
    JOUST = "joust"
    INN = "inn"
    PROVOST = "provost"
    OWNER_BONUS = "owner_bonus"
    CASTLE = "castle"
    FAVOUR = "favour"
    PRODUCE = "produce"
    MARKET = "market"
    PEDDLER = "peddler"
    BUILD = "build"
    LAWYER = "lawyer"
    ALCHEMY = "alchemy"
    EXCHANGE = "exchange"


class EffectType(StrEnum):
    """What a road building does for the worker on it (buildings.json's `effect.type`)."""

    PRODUCE = "produce"
    MARKET = "market"
    PEDDLER = "peddler"
    BUILD = "build"
    LAWYER = "lawyer"
    ALCHEMY = "alchemy"
    EXCHANGE = "exchange"
    NONE = "none"

    @property
    def decision(self) -> DecisionKind:
        """The decision a worker on such a building owes (KeyError for NONE)."""
        return _EFFECT_DECISIONS[self]


class EventKind(StrEnum):
    """What `Game.apply` reports (caylus.core.event_data has each kind's data)."""

    TURN = "turn"
    PHASE = "phase"
    INCOME = "income"
    PASS = "pass"
    PLACE = "place"
    OWNER_PRESTIGE = "owner_prestige"
    WORKER_RETURNS = "worker_returns"
    GATE_MOVE = "gate_move"
    DENIERS = "deniers"
    PROVOST = "provost"
    PROVOST_STAYS = "provost_stays"
    JOUST = "joust"
    TURN_ORDER = "turn_order"
    INN = "inn"
    PRODUCE = "produce"
    OWNER_BONUS = "owner_bonus"
    SELL = "sell"
    BUY = "buy"
    BUILD = "build"
    LAWYER = "lawyer"
    RESIDENCE = "residence"
    EXCHANGE = "exchange"
    BATCH = "batch"
    CASTLE_PENALTY = "castle_penalty"
    BEST_BUILDER = "best_builder"
    FAVOUR = "favour"
    FAVOUR_LOST = "favour_lost"
    BAILIFF = "bailiff"
    SCORING = "scoring"
    COLUMNS_OPEN = "columns_open"
    FINAL = "final"
    GAME_OVER = "game_over"


#: Looked up, not made from the value each time: the road asks it for every activation.
_EFFECT_DECISIONS: Final[dict[EffectType, DecisionKind]] = {
    kind: DecisionKind(kind.value) for kind in EffectType
    if kind is not EffectType.NONE}
