"""Saying ahead that this turn is the last (issue 23: the game used to end after 25 silent
seconds): R-SCORE-1 scores the Towers at the end of the turn in which they are full or the
bailiff reaches space 24, and that scoring ends the game (R-END-1, R-END-2)."""

from __future__ import annotations

import random

import pytest

from caylus.core import new_game


@pytest.mark.parametrize("seed", range(12))
def test_the_last_turn_is_known_before_it_ends_and_then_it_ends(seed: int) -> None:
    game = new_game(2 + seed % 4, seed)
    rng = random.Random(seed)
    known_at_turn = None
    while not game.is_over:
        why = game.last_turn_ends_the_game()
        if known_at_turn is not None:
            assert why is not None and game.turn == known_at_turn  # it stays so, this turn
        elif why is not None:
            assert why in ("full", "bailiff")
            known_at_turn = game.turn
        turn = game.turn
        game.apply(rng.choice(game.legal_actions()))
    assert known_at_turn == turn  # said during the very turn that ended the game
