"""Every level plays whole seeded games, 2-5 players, under every option."""

from __future__ import annotations

import pytest

from caylus.ai import PLAYERS, REGISTRY, default_budget, make_player
from caylus.core import new_game

LEVELS = ("easy", "medium", "hard", "favour_rush", "castle_only", "build_collect",
          "castle_first", "favour_first", "build_first")
TEST_BUDGET = {"hard": 40}
# The searching levels take minutes for a whole game: the fast loop leaves them out.
WHOLE_GAME_LEVELS = [pytest.param(level, marks=pytest.mark.slow) if level in TEST_BUDGET
                     else level for level in LEVELS]
OPTIONS = {  # player count -> options, so that every level meets each option
    2: {"simplified": True, "edition": 1},
    3: {"simplified": False, "edition": 2},
    4: {"simplified": True, "edition": 2},
    5: {"simplified": False, "edition": 1},
}


def test_every_level_is_registered_with_a_default_budget():
    assert set(LEVELS) | {"random"} <= set(PLAYERS)
    assert set(PLAYERS) == set(REGISTRY)
    for players in range(2, 6):
        budget = default_budget("hard", players)
        assert budget is not None and budget >= 2
        assert default_budget("medium", players) is None


@pytest.mark.parametrize("players", sorted(OPTIONS))
@pytest.mark.parametrize("level", WHOLE_GAME_LEVELS)
def test_a_level_plays_a_whole_game(level, players):
    game = new_game(players, seed=40 + players, **OPTIONS[players])
    seats = [make_player(level, seed=s, budget=TEST_BUDGET.get(level)) for s in range(players)]
    kinds = set()
    while not game.is_over:
        kinds.add(game.decision.kind)
        game.apply(seats[game.current_seat].choose(game))
    assert game.winners()
    assert {"place", "provost"} <= kinds


@pytest.mark.slow
def test_mixed_levels_play_a_five_player_game():
    game = new_game(5, seed=3, simplified=False, edition=2)
    seats = [make_player(level, seed=7, budget=TEST_BUDGET.get(level))
             for level in ("hard", "medium", "easy", "castle_only", "favour_rush")]
    while not game.is_over:
        game.apply(seats[game.current_seat].choose(game))
    assert len(game.scores()) == 5


def test_medium_beats_random():
    game = new_game(2, seed=11)
    seats = [make_player("medium", seed=0), make_player("random", seed=0)]
    while not game.is_over:
        game.apply(seats[game.current_seat].choose(game))
    assert game.winners() == [0]


def test_an_unknown_level_or_bad_budget_is_refused():
    with pytest.raises(ValueError, match="unknown player"):
        make_player("grandmaster")
    with pytest.raises(ValueError):
        make_player("hard", budget=0)
