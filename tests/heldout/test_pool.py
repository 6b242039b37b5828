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
#: sha256 of the package's sources (sorted by name, each name and text): the pool is frozen
#: once written. A change to it is a new pool, and every figure measured against the old one
#: must say so; only then is this value changed.
PINNED = "d30e3f466de605a17dbd9ca545112922e3e87e08f20fc9f2217c9bb38dfee17a"


def sources_hash() -> str:
    digest = hashlib.sha256()
    for path in sorted(PACKAGE.glob("*.py")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def test_the_pool_is_frozen() -> None:
    assert sources_hash() == PINNED


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
            "heldout_greedy_final", "heldout_provost_bully", "heldout_noisy_medium"} <= set(PLAYERS)


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
