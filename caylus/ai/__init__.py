"""Computer players: they read only the core's public API and never import pygame.

    player = make_player("medium", seed=7)
    action = player.choose(game)
"""

from __future__ import annotations

from caylus.ai.base import CancelToken, Player, RandomPlayer, SearchInfo
from caylus.ai.registry import (
    LEVELS,
    PLAYERS,
    REGISTRY,
    STRONGEST,
    PlayerFactory,
    default_budget,
    make_player,
)

__all__ = [
    "LEVELS",
    "PLAYERS",
    "REGISTRY",
    "STRONGEST",
    "CancelToken",
    "Player",
    "PlayerFactory",
    "RandomPlayer",
    "SearchInfo",
    "default_budget",
    "make_player",
]
