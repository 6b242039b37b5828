"""Hard's rollout search (caylus/ai/rollout.py): each candidate played to the end by Medium."""

from __future__ import annotations

import pytest

from caylus.ai import make_player
from caylus.ai.features import seat_to_move
from caylus.ai.greedy import rank
from caylus.ai.hard import RolloutHardPlayer
from caylus.ai.rollout import RolloutSearch, play_out

from .helpers import open_position

HUGE_BUDGET = 10**9


def medium_to_the_end(game, action):  # type: ignore[no-untyped-def]
    """The game after `action`, every seat then playing Medium's move, written apart from
    rollout.py (a fresh Medium per seat asks the public API)."""
    game = game.clone()
    game.apply(action)
    mediums = [make_player("medium", seed=s) for s in range(game.num_players)]
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        game.apply(mediums[seat].choose(game))
    return game


@pytest.mark.parametrize(("players", "seed", "moves"), [(2, 31, 120), (3, 32, 150)])
def test_with_budget_to_spare_hard_picks_the_move_whose_playout_ends_best(players, seed, moves):
    game = open_position(players, seed=seed, moves=moves)
    seat = seat_to_move(game)
    legal = game.legal_actions()
    assert len(legal) > 1

    def result(action):  # type: ignore[no-untyped-def]
        end = medium_to_the_end(game, action)
        scores = end.scores()
        won = seat in end.winners()
        others = (sum(scores) - scores[seat]) / (players - 1)
        return (won / len(end.winners()) if won else 0.0) + 0.001 * (scores[seat] - others)

    best = max(result(action) for action in legal)
    chosen = RolloutHardPlayer(seed=1, budget=HUGE_BUDGET, processes=1).choose(game)
    assert result(chosen) == pytest.approx(best)


def test_a_playout_is_medium_playing_every_seat_to_the_end():
    game = open_position(2, seed=33, moves=100)
    action = game.legal_actions()[-1]
    values, line, cost = play_out(game, action)
    end = medium_to_the_end(game, action)
    scores, winners = end.scores(), end.winners()
    for seat, other in ((0, 1), (1, 0)):
        share = 1 / len(winners) if seat in winners else 0.0
        assert values[seat] == pytest.approx(share + 0.001 * (scores[seat] - scores[other]))
    assert line[0] == action and cost >= 1


def test_a_small_budget_checks_only_the_best_ranked_moves_and_never_picks_an_unchecked_one():
    game = open_position(2, seed=34, moves=40)
    legal = game.legal_actions()
    ranked = rank(game, legal)
    parts = [RolloutSearch(part, 2).search(game, iterations=1) for part in range(2)]
    checked = {i for stats in parts for i, v in enumerate(stats.visits) if v}
    assert checked == {ranked[0], ranked[1]}  # one candidate each, the two best by Medium
    chosen = RolloutHardPlayer(seed=1, budget=2, processes=1).choose(game)
    assert chosen in {legal[i] for i in checked}


def test_the_first_ranked_move_is_mediums():
    game = open_position(3, seed=35, moves=60)
    legal = game.legal_actions()
    assert legal[rank(game, legal)[0]] == make_player("medium").choose(game)
