"""Positions for the AI tests."""

from __future__ import annotations

import random
import time

from caylus.ai.remote import Answer, Thinker
from caylus.core import Game, new_game


def position(players: int, seed: int, moves: int, **options) -> Game:
    """A seeded game after `moves` random decisions (or fewer if it ended). Dealt by deal 1:
    the recorded moves and the seeds of these tests were chosen on its positions."""
    game = new_game(players, seed, deal=1, **options)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


def open_position(players: int, seed: int, moves: int, **options) -> Game:
    """Like `position`, moved on until the seat to move has more than one choice."""
    game = position(players, seed, moves, **options)
    rng = random.Random(seed + 1)
    while not game.is_over and len(game.legal_actions()) < 2:
        game.apply(rng.choice(game.legal_actions()))
    return game


def tree_hard(seed: int, budget: int, processes: int = 1):  # type: ignore[no-untyped-def]
    """Hard with the tree search (the option kept beside the shipped rollouts)."""
    from caylus.ai.hard import MODELLED_SETTINGS, TREE_SETTINGS, HardPlayer

    return HardPlayer(seed=seed, budget=budget, processes=processes, settings=TREE_SETTINGS,
                      multiplayer_settings=MODELLED_SETTINGS)


def wait(thinker: Thinker, seconds: float = 60.0) -> Answer:
    """The thinker's answer, polled as a window would (fails the test after `seconds`)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        answer = thinker.poll()
        if answer is not None:
            return answer
        time.sleep(0.01)
    raise AssertionError("no answer in time")
