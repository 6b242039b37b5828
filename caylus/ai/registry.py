"""Every computer player, in one table: its name, how to build it and its shipped budget. The
levels people choose for a seat are the core's seat kinds (`COMPUTER_LEVELS`, which a save
records); each has its entry here. The engine's `go`, the arena and the game window all read
this table."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Final

from caylus.ai.base import Player, RandomPlayer
from caylus.ai.greedy import (
    BuildCollectPlayer,
    CastleOnlyPlayer,
    EasyPlayer,
    FavourRushPlayer,
    HandSetMediumPlayer,
    MediumPlayer,
)
from caylus.ai.hard import (
    HARD_BUDGETS,
    ROLLOUT_BUDGET,
    FirstValueHardPlayer,
    HardPlayer,
    RolloutHardPlayer,
)
from caylus.ai.plans import EXPLOITERS, PRESETS, plan_factory
from caylus.core.state import COMPUTER_LEVELS

PlayerFactory = Callable[[int, "int | None"], Player]


@dataclass(frozen=True)
class Entry:
    name: str
    factory: PlayerFactory
    # what it searches per decision when not told, by player count (empty: no search)
    budgets: Mapping[int, int] = field(default_factory=dict)

    def budget(self, players: int) -> int | None:
        """Its shipped budget at a table of `players` (None: it does not search)."""
        return self.budgets.get(players)


#: The levels first, weakest to strongest; then the sparring players.
ENTRIES: tuple[Entry, ...] = (
    Entry("easy", EasyPlayer),
    Entry("medium", MediumPlayer),
    Entry("hard", HardPlayer, HARD_BUDGETS),
    Entry("random", RandomPlayer),
    Entry("favour_rush", FavourRushPlayer),
    Entry("castle_only", CastleOnlyPlayer),
    Entry("build_collect", BuildCollectPlayer),
    Entry("medium_hand_set", HandSetMediumPlayer),
    Entry("hard_rollouts", RolloutHardPlayer, dict.fromkeys(range(2, 6), ROLLOUT_BUDGET)),
    Entry("hard_value1", FirstValueHardPlayer, HARD_BUDGETS),
    *(Entry(name, plan_factory(name, plan)) for name, plan in {**PRESETS, **EXPLOITERS}.items()),
)
REGISTRY: Final = {entry.name: entry for entry in ENTRIES}
PLAYERS: dict[str, PlayerFactory] = {entry.name: entry.factory for entry in ENTRIES}
#: The levels a seat can be given, weakest to strongest: the core's, each an entry above.
LEVELS: Final = COMPUTER_LEVELS
STRONGEST: Final = LEVELS[-1]


def default_budget(name: str, players: int) -> int | None:
    """The named player's shipped budget at a table of `players` (None: it does not search,
    or there is no such player)."""
    entry = REGISTRY.get(name)
    return entry.budget(players) if entry is not None else None


def make_player(level: str, seed: int = 0, budget: int | None = None) -> Player:
    """A player of the named level (see PLAYERS); `budget` None means the level's default."""
    try:
        factory = PLAYERS[level]
    except KeyError:
        known = ", ".join(PLAYERS)
        raise ValueError(f"unknown player {level!r}: choose one of {known}") from None
    if budget is not None and budget < 1:
        raise ValueError("the budget must be a whole number of at least 1")
    return factory(seed, budget)
