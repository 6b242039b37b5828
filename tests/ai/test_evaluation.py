"""The evaluation: what a position is worth to each seat."""

from __future__ import annotations

import random

import pytest

from caylus.ai import evaluation
from caylus.ai.activation import castle_batches
from caylus.core import new_game

from .helpers import position


def test_a_finished_game_is_worth_its_scores_and_the_winner_takes_the_share():
    game = position(3, seed=1, moves=10_000)
    assert game.is_over
    assert evaluation.worths(game) == tuple(float(s) for s in game.scores())
    shares = evaluation.win_shares(game)
    assert sum(shares) == pytest.approx(1.0)
    for seat in game.winners():
        assert shares[seat] == pytest.approx(1 / len(game.winners()))


@pytest.mark.parametrize("players", (2, 3, 4, 5))
def test_shares_are_a_distribution(players):
    rng = random.Random(players)
    game = new_game(players, seed=players)
    for _ in range(120):
        shares = evaluation.win_shares(game)
        assert sum(shares) == pytest.approx(1.0)
        assert all(0.0 <= s <= 1.0 for s in shares)
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))


def test_more_of_anything_is_worth_more():
    game = new_game(2, seed=3)
    base = evaluation.worths(game)[0]
    richer = game.clone()
    richer.players[0].deniers += 4
    assert evaluation.worths(richer)[0] > base
    golden = game.clone()
    golden.players[0].cubes["G"] += 1
    assert evaluation.worths(golden)[0] > evaluation.worths(richer)[0] - 1.0 > base - 1.0


@pytest.mark.parametrize("kind", ("F", "W", "S", "C", "G"))
def test_a_cube_of_any_kind_adds_to_its_holders_worth(kind):
    # The fitted weights price cubes below their end value early on (docs/AI.md), but
    # never at nothing: any cube still counts at the end (R-FINAL).
    game = new_game(2, seed=3)
    before = evaluation.worths(game)[0]
    game.players[0].cubes[kind] += 1
    assert evaluation.worths(game)[0] > before


def test_castle_batches_need_food_and_two_other_kinds():
    assert castle_batches({"F": 2, "W": 2, "S": 2, "C": 0, "G": 0}) == 2
    assert castle_batches({"F": 3, "W": 3, "S": 0, "C": 0, "G": 0}) == 0
    assert castle_batches({"F": 1, "W": 1, "S": 0, "C": 1, "G": 0}) == 1


@pytest.mark.parametrize("level_weights", ("favour_rush", "castle_only", "build_collect"))
def test_sparring_players_skew_the_evaluation(level_weights):
    from caylus.ai import PLAYERS

    weights = PLAYERS[level_weights].weights  # type: ignore[attr-defined]
    assert weights != evaluation.BALANCED
