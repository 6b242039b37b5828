"""What a decision cost in Hard's eyes (caylus.ai.decision_costs, issue 23): Hard's own choice costs
nothing, a move Hard values lower costs the difference, and the search's seeding does not
matter (a seat played by Hard made Hard's choices)."""

from __future__ import annotations

import random

import pytest

from caylus.ai.decision_costs import Reviewer, costliest, review_costs, value_of
from caylus.ai.hard import HardPlayer
from caylus.core import Game, new_game

BUDGET = 400


def late_position() -> Game:
    """A 2-player game near its end (short rollouts: a quick search), with a choice to make."""
    game = new_game(2, 31)
    rng = random.Random(31)
    while not game.is_over and game.turn < 8:
        game.apply(rng.choice(game.legal_actions()))
    while not game.is_over and len(game.legal_actions()) < 3:
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_hards_own_choice_costs_nothing() -> None:
    position = late_position()
    choice = HardPlayer(5, BUDGET, processes=1).choose(position)
    actions = [str(a) for a in position.history] + [str(choice)]
    cost = Reviewer(position.setup, actions, BUDGET).cost(len(position.history))
    assert cost.is_hards_choice and cost.lost == 0 and cost.best == str(choice)


def test_a_move_hard_values_lower_costs_the_difference() -> None:
    position = late_position()
    seat = position.current_seat
    assert seat is not None
    legal = position.legal_actions()
    best, stats = HardPlayer(0, BUDGET, processes=1).root_stats(position)
    tried = [i for i in range(len(legal)) if sum(s.visits[i] for s in stats)]
    worst = min(tried, key=lambda i: value_of(stats, i, seat))
    gap = value_of(stats, legal.index(best), seat) - value_of(stats, worst, seat)
    assert gap > 0, "the position has a move Hard thinks clearly worse"
    actions = [str(a) for a in position.history] + [str(legal[worst])]
    cost = Reviewer(position.setup, actions, BUDGET).cost(len(position.history))
    assert cost.best == str(best) and cost.played == str(legal[worst])
    assert cost.lost == pytest.approx(gap, abs=1e-3)
    assert costliest([cost], seat) == [cost]


def test_review_costs_in_two_workers_equal_one_process_and_can_be_stopped() -> None:
    position = late_position()
    game = position.clone()
    rng = random.Random(3)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    first = len(position.history)
    only = range(first, first + 6)
    alone = review_costs(game, budget=BUDGET, processes=1, only=only)
    pooled = review_costs(game, budget=BUDGET, processes=2, only=only)
    assert alone == pooled and len(alone) >= 4
    assert any(not cost.is_hards_choice for cost in alone)

    class StopAfterTwo:
        def __init__(self) -> None:
            self.calls = 0

        def is_set(self) -> bool:
            self.calls += 1
            return self.calls > 2

    stopped = review_costs(game, budget=BUDGET, processes=1, only=only, cancel=StopAfterTwo())
    assert stopped == alone[:2]
