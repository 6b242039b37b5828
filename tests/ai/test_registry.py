"""One table of computer players (caylus.ai.registry): the core's seat kinds, the engine's
`go`, the arena and the game window all name the same levels, with the same budgets."""

from __future__ import annotations

from caylus.ai import DEFAULT_BUDGETS, LEVELS, PLAYERS, REGISTRY, STRONGEST, make_player
from caylus.ai.hard import HARD_BUDGET
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
        assert parse_go(name) == (name, entry.budget)
        assert parse_spec(name).name == name
        assert arena_budget(name) == engine_budget(name) == DEFAULT_BUDGETS[name] == entry.budget
        assert PLAYERS[name] is entry.factory
    assert default_level() == STRONGEST == HINT_LEVEL == "hard"
    assert DEFAULT_BUDGETS["hard"] == HARD_BUDGET


def test_every_entry_builds_its_player():
    for name in REGISTRY:
        assert make_player(name, seed=3).level == name
