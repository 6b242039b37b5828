"""No level ever returns an illegal action, whatever the position, rules and options."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from caylus.ai import make_player

from .helpers import open_position
from .test_levels import LEVELS, TEST_BUDGET

pytestmark = pytest.mark.slow  # property tests: many searches from random positions


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    level=st.sampled_from(LEVELS),
    players=st.integers(2, 5),
    seed=st.integers(0, 10_000),
    moves=st.integers(0, 400),
    simplified=st.booleans(),
    edition=st.sampled_from((1, 2)),
)
def test_every_level_chooses_a_legal_action(level, players, seed, moves, simplified, edition):
    game = open_position(players, seed, moves, simplified=simplified, edition=edition)
    if game.is_over:
        return
    before = game.clone().to_dict()
    action = make_player(level, seed=seed, budget=TEST_BUDGET.get(level)).choose(game)
    assert action in game.legal_actions()
    assert game.to_dict() == before
    game.apply(action)


@settings(max_examples=25, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 10_000), moves=st.integers(0, 400))
def test_hard_keeps_its_tree_across_decisions_and_stays_legal(players, seed, moves):
    game = open_position(players, seed, moves, simplified=seed % 2 == 0, edition=1 + seed % 2)
    hard = make_player("hard", seed=seed, budget=6)
    for _ in range(6):
        if game.is_over:
            return
        action = hard.choose(game)
        assert action in game.legal_actions()
        game.apply(action)
