"""One table of computer players (caylus.ai.registry): the core's seat kinds, the engine's
`go`, the arena and the game window all name the same levels, with the same budgets."""

from __future__ import annotations

from caylus.ai import LEVELS, PLAYERS, REGISTRY, STRONGEST, default_budget, make_player
from caylus.ai.hard import HARD_BUDGETS, HardPlayer, hard_budget
from caylus.ai.registry import ENTRIES
from caylus.arena.runner import default_budget as arena_budget
from caylus.arena.runner import parse_spec
from caylus.core.state import COMPUTER_LEVELS, HUMAN, SEAT_KINDS
from caylus.engine.search import default_budget as engine_budget
from caylus.engine.search import default_level, parse_go
from caylus.ui.scenes.game.hints import HINT_LEVEL


def test_each_of_the_cores_levels_has_an_entry_and_they_come_first():
    """The levels are the core's (a save records them); the table builds each, weakest first."""
    assert [entry.name for entry in ENTRIES[:len(COMPUTER_LEVELS)]] == list(COMPUTER_LEVELS)
    assert LEVELS == COMPUTER_LEVELS
    assert (HUMAN, *LEVELS) == SEAT_KINDS


def test_the_engine_the_arena_and_the_window_read_the_same_table():
    for name, entry in REGISTRY.items():
        assert parse_go(name) == (name, None)  # the shipped budget at the game's table
        assert parse_spec(name).name == name
        for players in range(2, 6):
            assert (arena_budget(name, players) == engine_budget(name, players)
                    == default_budget(name, players) == entry.budget(players))
        assert PLAYERS[name] is entry.factory
    assert default_level() == STRONGEST == HINT_LEVEL == "hard"
    assert [default_budget("hard", n) for n in range(2, 6)] == [hard_budget(n)
                                                                 for n in range(2, 6)]


def test_hard_searches_its_shipped_budget_for_the_table_when_not_told() -> None:
    """A budget per player count (issue 33: 2.5 times more at 2 players, where a decision is
    quickest); the window, the engine and the arena all ask Hard for it."""
    from caylus.core import new_game

    assert HARD_BUDGETS[2] > HARD_BUDGETS[4]
    for players in range(2, 6):
        hard = HardPlayer(seed=1, processes=1)
        assert hard.iterations(new_game(players, 3)) == hard_budget(players) // hard.trees
        told = HardPlayer(seed=1, budget=500, processes=1)
        assert told.iterations(new_game(players, 3)) == 500 // told.trees
    assert default_budget("hard_rollouts", 2) == default_budget("hard_rollouts", 4)
    assert default_budget("medium", 2) is None and default_budget("nobody", 2) is None


def test_every_entry_builds_its_player():
    for name in REGISTRY:
        assert make_player(name, seed=3).level == name
