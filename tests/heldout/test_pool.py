"""The held-out opponents (caylus/heldout): written apart from the computer players, frozen,
never imported by them or by the tuning, and measured against by the arena only."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

import caylus.heldout
from caylus.arena.__main__ import main as arena
from caylus.arena.seating import make_player
from caylus.core import Game, new_game
from caylus.heldout import PLAYERS
from tests.packaging.test_layers import GRAPH, reachable

PACKAGE = Path(caylus.heldout.__file__).parent
ROOT = PACKAGE.parents[1]
#: sha256 of each module of the pool but `__init__` (which only names the opponents): an
#: opponent is frozen once written. A change to a module is a new opponent, and every figure
#: measured against the old one must say so; only then is its value changed. A new opponent
#: is added here, so the figures against the others stay comparable (the whole package was
#: pinned by one hash until the seventh opponent, `planner.py`, came).
PINNED = {
    "builder.py": "83e540b2c62382102afaf0a048772ee2ac49d787ca929c499540a980d4c30f4a",
    "castle_rush.py": "d28434769e3a5bc33c27af804cf1fd95ed21c241d10e995f863bf00db2626475",
    "common.py": "4c9c4ea808e7418c351c070c561234b91fd8ab3715cdbb56c8ce097b13bc3789",
    "favour_rush.py": "fce73156aac927587d31f6db0e23f3f50c78dd9e65e58ea04b5a518639840a7c",
    "greedy_final.py": "140dd9a8d722254bfcab281d011b0f9b40e4022188d82fa6eb17c4dd9634c591",
    "noisy_medium.py": "cd796ac75feeb5dd95fa5e0b4f0041c7ba454e18c17d89d81afdb92dc56b2e14",
    "planner.py": "86d362d3a3e3d1053285200f2ccbaf3ad22a6d41c568d12bf23e8a611ac68030",
}


def sources() -> dict[str, str]:
    return {path.name: hashlib.sha256(path.read_bytes()).hexdigest()
            for path in sorted(PACKAGE.glob("*.py")) if path.name != "__init__.py"}


def test_each_opponent_is_frozen() -> None:
    assert sources() == PINNED


def test_no_computer_player_can_reach_the_pool() -> None:
    for module in GRAPH:
        if module == "caylus.ai" or module.startswith("caylus.ai."):
            reached = reachable(GRAPH, module)
            assert not any(m.startswith("caylus.heldout") for m in reached), module


def test_the_tuning_never_names_the_pool() -> None:
    # The tuning plays its matches through the arena, which can seat the pool: it must not.
    for path in (ROOT / "caylus" / "exploit").rglob("*.py"):
        assert "heldout" not in path.read_text("utf-8"), path


def test_the_pool_holds_the_opponents_the_judge_needs() -> None:
    assert {"heldout_castle_rush", "heldout_favour_rush", "heldout_builder",
            "heldout_greedy_final", "heldout_provost_bully", "heldout_noisy_medium",
            "heldout_planner"} <= set(PLAYERS)


def play(names: list[str], seed: int) -> Game:
    """A whole game of the named players (held out or not), seeded."""
    game = new_game(len(names), seed)
    players = [make_player(name, seed * 10 + seat) for seat, name in enumerate(names)]
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        game.apply(players[seat].choose(game))  # an illegal action raises IllegalAction
    return game


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(PLAYERS))
def test_each_opponent_plays_whole_games_legally_and_the_same_from_the_same_seed(
        name: str) -> None:
    first = play([name, "medium"], seed=4)
    again = play([name, "medium"], seed=4)
    assert first.history == again.history and len(first.history) > 50


@pytest.mark.slow
def test_a_four_player_table_of_them_finishes() -> None:
    names = sorted(PLAYERS)[:4]
    assert play(names, seed=2).is_over


def test_the_arena_seats_them(tmp_path: Path) -> None:
    out = tmp_path / "r.jsonl"
    assert arena(["--players", "heldout_greedy_final,random", "--games", "1", "--out",
                  str(out), "--quiet"]) == 0
    assert '"player":"heldout_greedy_final"' in out.read_text("utf-8").replace(" ", "")
