"""Computer players: they read only the core's public API and never import pygame.

    player = make_player("medium", seed=7)
    action = player.choose(game)
"""

from __future__ import annotations

from collections.abc import Callable

from caylus.ai.base import CancelToken, Player, RandomPlayer, SearchInfo
from caylus.ai.greedy import (
    BuildCollectPlayer,
    CastleOnlyPlayer,
    EasyPlayer,
    FavourRushPlayer,
    HandSetMediumPlayer,
    MediumPlayer,
)
from caylus.ai.hard import HARD_BUDGET, HardPlayer
from caylus.ai.plans import EXPLOITERS, PRESETS, plan_factory

PlayerFactory = Callable[[int, "int | None"], Player]

PLAYERS: dict[str, PlayerFactory] = {
    "random": RandomPlayer,
    "easy": EasyPlayer,
    "medium": MediumPlayer,
    "favour_rush": FavourRushPlayer,
    "castle_only": CastleOnlyPlayer,
    "build_collect": BuildCollectPlayer,
    "medium_hand_set": HandSetMediumPlayer,
    "hard": HardPlayer,
    **{name: plan_factory(name, plan) for name, plan in {**PRESETS, **EXPLOITERS}.items()},
}

DEFAULT_BUDGETS: dict[str, int | None] = {name: None for name in PLAYERS} | {"hard": HARD_BUDGET}


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


__all__ = [
    "DEFAULT_BUDGETS",
    "PLAYERS",
    "CancelToken",
    "Player",
    "RandomPlayer",
    "SearchInfo",
    "make_player",
]
