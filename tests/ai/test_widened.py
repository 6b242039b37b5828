"""Hard's widened tree (caylus/ai/widened.py, issue 33): the base contract (a legal action,
the same one for the same seed: with Medium's play-outs, for any seed), and its searching
every seat's replies rather than assuming one."""

from __future__ import annotations

import random

import pytest

from caylus.ai import make_player
from caylus.ai.hard import WIDENED_SETTINGS
from caylus.ai.widened import WidenedTree, sample_move
from caylus.core import Game, new_game

BUDGET = 1500


def middle_position(players: int = 2, deal: int = 5) -> Game:
    game = new_game(players, deal)
    medium = make_player("medium")
    for _ in range(50):
        game.apply(medium.choose(game))
    return game


@pytest.mark.parametrize("players", [2, 4])
def test_a_legal_action_the_same_for_any_seed(players: int) -> None:
    game = middle_position(players)
    first = make_player("hard", seed=3, budget=BUDGET)
    again = make_player("hard", seed=8, budget=BUDGET)
    choice = first.choose(game)
    assert choice in game.legal_actions()
    assert again.choose(game) == choice
    assert first.info is not None
    assert first.info.iterations >= BUDGET // 2
    first.close()
    again.close()


@pytest.mark.parametrize(("players", "deal"), [(2, 5), (2, 11), (4, 3)])
def test_reusing_the_play_outs_rankings_grows_the_same_tree(players: int, deal: int) -> None:
    """The rankings a play-out made are reused by the node's first visit and its first
    child's play-out: the tree, its counts and its backed-up scores are those of a search
    that weighs every ranking again."""
    game = middle_position(players, deal)
    reused = WidenedTree(1, WIDENED_SETTINGS).search(game, 5000)
    weighed = WidenedTree(1, WIDENED_SETTINGS, reuse=False).search(game, 5000)
    assert reused == weighed
    assert sum(reused.visits) >= 20


def test_sampled_playouts_follow_the_seed() -> None:
    from dataclasses import replace

    game = middle_position()
    settings = replace(WIDENED_SETTINGS, sampled_playouts=True)
    runs = [WidenedTree(seed, settings).search(game, BUDGET) for seed in (4, 4)]
    assert runs[0] == runs[1]


def test_the_tree_searches_the_opponents_replies() -> None:
    """Below the root, the other seat's moves are nodes of the tree, several of them
    tried, in Medium's order first."""
    game = middle_position()
    tree = WidenedTree(1, WIDENED_SETTINGS)
    stats = tree.search(game, 6000)
    assert sum(1 for v in stats.visits if v) >= 3
    assert len(stats.line) >= 2
    child = game.clone()
    child.apply(stats.line[0])
    assert stats.line[1] in child.legal_actions()


def test_sampled_moves_are_legal_and_follow_the_seed() -> None:
    game = middle_position()
    legal = game.legal_actions()
    draws = [sample_move(game, legal, random.Random(9)) for _ in range(3)]
    assert draws[0] in legal and draws.count(draws[0]) == 3
