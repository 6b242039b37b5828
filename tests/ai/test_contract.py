"""The player contract: determinism, cancellation, one-choice decisions, search info."""

from __future__ import annotations

import threading
import time

import pytest

from caylus.ai import SearchInfo, make_player
from caylus.ai.hard import HardPlayer
from caylus.build_kind import COMPILED, running_build
from caylus.core import new_game

from .helpers import open_position, tree_hard
from .test_levels import LEVELS

HUGE_BUDGET = 10_000_000


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_and_budget_give_the_same_action(level):
    for moves in (0, 37, 150):
        game = open_position(3, seed=5, moves=moves)
        budget = 20 if level == "hard" else None
        first = make_player(level, seed=9, budget=budget).choose(game.clone())
        again = make_player(level, seed=9, budget=budget).choose(game.clone())
        assert first == again


def test_hard_gives_the_same_moves_in_process_and_in_a_worker_pool():
    game = open_position(2, seed=8, moves=30)
    local = HardPlayer(seed=3, budget=40, processes=1)
    pooled = HardPlayer(seed=3, budget=40, processes=2)
    try:
        for _ in range(3):
            if game.is_over:
                break
            ours, theirs = local.choose(game), pooled.choose(game)
            assert ours == theirs
            assert local.info == pooled.info
            game.apply(ours)
    finally:
        pooled.close()


class Forbidden:
    """A game stand-in with a single legal action: a search would touch more than this. (No
    real position offers a single action: the rules play forced moves themselves.)"""

    def __init__(self, action):
        self.action = action

    def legal_actions(self):
        return [self.action]


# The compiled players check that they are given a Game, so a stand-in reaches them only
# interpreted; CI runs this file on both builds (docs/BUILDING.md).
@pytest.mark.skipif(running_build() == COMPILED, reason="a stand-in game needs the interpreted "
                    "build")
@pytest.mark.parametrize("level", (*LEVELS, "random"))
def test_a_single_legal_action_is_answered_without_search(level):
    game = new_game(2, seed=1)
    only = game.legal_actions()[0]
    player = make_player(level, seed=0, budget=HUGE_BUDGET if level == "hard" else None)
    assert player.choose(Forbidden(only)) == only  # type: ignore[arg-type]
    assert player.info == SearchInfo(line=(only,))


def test_a_cancelled_search_returns_at_once_with_a_legal_action():
    game = open_position(4, seed=2, moves=60)
    cancel = threading.Event()
    cancel.set()
    player = make_player("hard", seed=1, budget=HUGE_BUDGET)
    start = time.perf_counter()
    action = player.choose(game, cancel)
    assert time.perf_counter() - start < 1.0
    assert action in game.legal_actions()
    assert player.info.iterations < 1000  # the root ranked and one play-out at most


@pytest.mark.parametrize("processes", (1, 2))
def test_a_search_cancelled_while_running_returns_promptly(processes):
    game = open_position(3, seed=4, moves=20)
    player = HardPlayer(seed=1, budget=HUGE_BUDGET, processes=processes)
    try:
        player.choose(game.clone(), _set_event())  # starts the workers
        cancel = threading.Event()
        timer = threading.Timer(0.3, cancel.set)
        timer.start()
        start = time.perf_counter()
        action = player.choose(game, cancel)
        assert time.perf_counter() - start < 2.0
        assert action in game.legal_actions()
        assert 2 <= player.info.iterations < HUGE_BUDGET
    finally:
        player.close()


def _set_event() -> threading.Event:
    event = threading.Event()
    event.set()
    return event


def test_the_greedy_levels_stop_early_when_cancelled():
    game = open_position(5, seed=6, moves=5)
    action = make_player("medium").choose(game, _set_event())
    assert action in game.legal_actions()


def test_search_info_says_what_the_player_expects():
    game = open_position(2, seed=12, moves=40)
    for level in ("medium", "hard"):
        player = make_player(level, seed=0, budget=20 if level == "hard" else None)
        action = player.choose(game)
        info = player.info
        assert info.line[0] == action
        assert len(info.values) == 2 and all(0.0 <= v <= 1.0 for v in info.values)
        assert "expected_prestige_gain" in info.notes


def test_the_tree_search_finds_the_new_position_in_its_kept_tree():
    game = open_position(2, seed=21, moves=12)
    hard = tree_hard(seed=2, budget=200)
    hard.choose(game)
    tree = hard._searchers.trees[0]  # type: ignore[union-attr]
    for action in hard.info.line[:2]:
        game.apply(action)
    if not game.is_over:
        assert tree._find(game) is not None


def test_hard_falls_back_to_this_process_when_workers_cannot_start(monkeypatch):
    import caylus.ai.hard as hard_module

    def refuse(*args, **kwargs):
        raise AssertionError("daemonic processes are not allowed to have children")

    monkeypatch.setattr(hard_module, "TreePool", refuse)
    game = open_position(3, seed=30, moves=25)
    pooled = HardPlayer(seed=5, budget=60, processes=2)
    local = HardPlayer(seed=5, budget=60, processes=1)
    assert pooled.choose(game) == local.choose(game)
    assert pooled.processes == 1
