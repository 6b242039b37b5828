"""Every computer player, in one table: its name, how to build it, its shipped budget, and
whether people choose it as a level at the table. The core's seat kinds, the engine's `go`,
the arena and the game window all read this table (tests/ai/test_registry.py ties the core's
names to it, since the core cannot import the AI)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
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
from caylus.ai.hard import HARD_BUDGET, HardPlayer, RolloutHardPlayer
from caylus.ai.plans import EXPLOITERS, PRESETS, plan_factory

PlayerFactory = Callable[[int, "int | None"], Player]


@dataclass(frozen=True)
class Entry:
    name: str
    factory: PlayerFactory
    budget: int | None = None  # what it searches per decision when not told (None: no search)
    level: bool = False  # a level people choose for a seat (the rest spar in the arena)


#: The levels first, weakest to strongest; then the sparring players.
ENTRIES: tuple[Entry, ...] = (
    Entry("easy", EasyPlayer, level=True),
    Entry("medium", MediumPlayer, level=True),
    Entry("hard", HardPlayer, HARD_BUDGET, level=True),
    Entry("random", RandomPlayer),
    Entry("favour_rush", FavourRushPlayer),
    Entry("castle_only", CastleOnlyPlayer),
    Entry("build_collect", BuildCollectPlayer),
    Entry("medium_hand_set", HandSetMediumPlayer),
    Entry("hard_rollouts", RolloutHardPlayer, HARD_BUDGET),
    *(Entry(name, plan_factory(name, plan)) for name, plan in {**PRESETS, **EXPLOITERS}.items()),
)
REGISTRY: Final = {entry.name: entry for entry in ENTRIES}
PLAYERS: dict[str, PlayerFactory] = {entry.name: entry.factory for entry in ENTRIES}
DEFAULT_BUDGETS: dict[str, int | None] = {entry.name: entry.budget for entry in ENTRIES}
#: The levels a seat can be given, weakest to strongest (caylus.core.state.COMPUTER_LEVELS).
LEVELS: Final = tuple(entry.name for entry in ENTRIES if entry.level)
STRONGEST: Final = LEVELS[-1]


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
