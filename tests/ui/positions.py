"""Positions for UI tests: a game owing a decision of a given kind."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable

from caylus.core import Game, new_game
from caylus.ui.scenes.game.screenshot import _pick


def position_with(kind: str, test: Callable[[Game], bool] = lambda game: True,
                  players: int = 3, seeds: Iterable[int] = range(400)) -> Game:
    """The first seeded game, played with lively choices, whose decision owed is of `kind`
    and passes `test`."""
    for seed in seeds:
        game = new_game(players, seed)
        rng = random.Random(seed)
        while not game.is_over:
            if game.decision.kind == kind and test(game):
                return game
            game.apply(_pick(game, rng))
    raise AssertionError(f"no {kind} decision found")
