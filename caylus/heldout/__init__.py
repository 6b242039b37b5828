"""Held-out computer opponents: simple players written independently of the project's own
computer players (caylus/ai), from one-paragraph descriptions of a style of play.

They exist only to measure the project's players against opponents they were not shaped by:
caylus/ai never imports this package, and they are never used for tuning, for training data
or as an opponent model inside a search. Measure against them only.
"""

from __future__ import annotations

from collections.abc import Callable

from caylus.ai.base import Player
from caylus.heldout.builder import Builder
from caylus.heldout.castle_rush import CastleRush
from caylus.heldout.favour_rush import FavourRush
from caylus.heldout.greedy_final import GreedyFinal, ProvostBully
from caylus.heldout.noisy_medium import NoisyMedium
from caylus.heldout.planner import Planner

Factory = Callable[[int, int | None], Player]

PLAYERS: dict[str, Factory] = {
    "heldout_castle_rush": CastleRush,
    "heldout_favour_rush": FavourRush,
    "heldout_builder": Builder,
    "heldout_greedy_final": GreedyFinal,
    "heldout_provost_bully": ProvostBully,
    "heldout_noisy_medium": NoisyMedium,
    "heldout_planner": Planner,
}

__all__ = [
    "PLAYERS",
    "Builder",
    "CastleRush",
    "FavourRush",
    "GreedyFinal",
    "NoisyMedium",
    "Planner",
    "ProvostBully",
]
