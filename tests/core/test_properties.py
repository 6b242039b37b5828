"""Property tests: random legal games over 2-5 players and both options.

Every game must end with winners, keep every invariant after every decision, replay from its
action list and round-trip through JSON to an identical state. The number of games is
CAYLUS_PROPERTY_GAMES (default 2000, spread over the tests below).
"""

from __future__ import annotations

import json
import os
import pickle
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from caylus.core import Action, Game, new_game, replay
from caylus.core.buildings import BUILDINGS, initial_stock
from caylus.core.placement import (
    ALL_TARGETS,
    GATE,
    has_open_target,
    open_targets,
    placement_problem,
    target_problem,
)
from caylus.core.state import SECTION_SIZES, WORKERS_PER_PLAYER

pytestmark = pytest.mark.slow  # thousands of random games: the fast loop leaves them out

GAMES = int(os.environ.get("CAYLUS_PROPERTY_GAMES", "2000"))
PASSIVE = {"pass", "skip", "done"}


def choose(game: Game, rng: random.Random, eagerness: float) -> Action:
    """A random legal action; with `eagerness` it avoids passing, to reach deeper positions."""
    legal = game.legal_actions()
    active = [a for a in legal if a.kind not in PASSIVE]
    if active and rng.random() < eagerness:
        return rng.choice(active)
    return rng.choice(legal)


def workers_on_board(game: Game, seat: int) -> int:
    board = game.board
    count = board.road_workers.count(seat) + list(board.specials.values()).count(seat)
    count += board.stables.count(seat) + board.castle_workers.count(seat)
    return count + (board.inn_left == seat) + (board.inn_right == seat)


def check_invariants(game: Game) -> None:
    board = game.board
    for seat, player in enumerate(game.players):
        assert player.deniers >= 0, "deniers never negative"
        assert player.prestige >= 0, "prestige never negative"
        assert all(n >= 0 for n in player.cubes.values()), "cubes never negative"
        assert workers_on_board(game, seat) == player.workers_out, "workers are conserved"
        assert 0 <= player.workers_out <= WORKERS_PER_PLAYER
        assert all(0 <= m <= board.open_columns for m in player.favour), "markers in open columns"
    for space, worker in enumerate(board.road_workers, start=1):
        if worker is not None:
            building = board.building_at(space)
            assert building is not None and BUILDINGS[building].accepts_workers
    for section, houses in board.castle.items():
        assert len(houses) <= SECTION_SIZES[section]
    assert sum(len(h) for h in board.castle.values()) <= 30
    assert all(n >= 0 for n in board.stock.values())
    _check_tiles_conserved(game)
    _check_fast_targets_agree(game)
    if not game.is_over:
        assert game.legal_actions(), "a seat to move always has a choice"


def _check_fast_targets_agree(game: Game) -> None:
    """R-PLACE-3/5, R-GATE: the fast listing search uses says what the explaining rules say."""
    for seat in range(game.num_players):
        paid = [t for t in ALL_TARGETS if placement_problem(game, seat, t) is None]
        assert open_targets(game, seat) == paid
        free = [t for t in ALL_TARGETS if t != GATE and target_problem(game, seat, t) is None]
        assert open_targets(game, seat, free=True) == free
        assert has_open_target(game, seat) == bool(paid)
        assert has_open_target(game, seat, free=True) == bool(free)


def _check_tiles_conserved(game: Game) -> None:
    """Each buildable tile is on the road, in stock, or (never) duplicated."""
    start = initial_stock(game.options.second_edition)
    on_road: dict[str, int] = {}
    for tile in game.board.road:
        if tile is not None:
            on_road[tile[0]] = on_road.get(tile[0], 0) + 1
    for tile_id, count in start.items():
        assert on_road.get(tile_id, 0) + game.board.stock[tile_id] == count, tile_id


def play(players: int, seed: int, simplified: bool, edition: int, eagerness: float) -> Game:
    game = new_game(players, seed, simplified=simplified, edition=edition)
    rng = random.Random(seed)
    check_invariants(game)
    while not game.is_over:
        game.apply(choose(game, rng, eagerness))
        check_invariants(game)
    return game


def assert_round_trips(game: Game) -> None:
    snapshot = game.to_dict()
    replayed = replay(game.setup, [str(a) for a in game.history])
    assert replayed.to_dict() == snapshot, "replays from its action list"
    restored = Game.from_dict(json.loads(json.dumps(snapshot)))
    assert restored.to_dict() == snapshot, "round-trips through JSON"
    pickled = pickle.loads(pickle.dumps(game))
    assert pickled.to_dict() == snapshot, "pickles, to be sent to a worker process"


game_settings = settings(
    max_examples=max(1, GAMES // 2),
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)


SETUPS = {
    "players": st.integers(2, 5),
    "seed": st.integers(0, 2**32 - 1),
    "simplified": st.booleans(),
    "edition": st.sampled_from([1, 2]),
}


@game_settings
@given(**SETUPS, eagerness=st.sampled_from([0.0, 0.7, 0.95]))
def test_random_games_end_with_winners_and_keep_invariants(
    players: int, seed: int, simplified: bool, edition: int, eagerness: float
) -> None:
    game = play(players, seed, simplified, edition, eagerness)
    assert game.winners(), "a finished game has winners"
    best = max(p.prestige for p in game.players)
    assert all(game.players[s].prestige == best for s in game.winners())
    assert game.board.scored == 3 and game.current_seat is None
    assert_round_trips(game)


@game_settings
@given(**SETUPS, stop=st.floats(0.05, 0.95))
def test_games_round_trip_mid_game_and_continue_identically(
    players: int, seed: int, simplified: bool, edition: int, stop: float
) -> None:
    """A game saved mid-way and restored plays on exactly like the original."""
    finished = play(players, seed, simplified, edition, eagerness=0.8)
    cut = int(len(finished.history) * stop)
    partial = replay(finished.setup, [str(a) for a in finished.history[:cut]])
    assert_round_trips(partial)
    restored = Game.from_dict(json.loads(json.dumps(partial.to_dict())))
    for action in finished.history[cut:]:
        restored.apply(action)
    assert restored.to_dict() == finished.to_dict()


@game_settings
@given(**SETUPS, stop=st.floats(0.0, 0.95), moves=st.integers(1, 40))
def test_a_clone_shares_nothing_with_its_original(
    players: int, seed: int, simplified: bool, edition: int, stop: float, moves: int
) -> None:
    """Playing on either side of a clone leaves the other equal to a replay of its history."""
    finished = play(players, seed, simplified, edition, eagerness=0.5)
    cut = int(len(finished.history) * stop)
    original = replay(finished.setup, finished.history[:cut])
    twin = original.clone()
    rng = random.Random(seed)
    for mover, other in ((twin, original), (original, twin)):
        for _ in range(moves):
            if mover.is_over:
                break
            mover.apply(rng.choice(mover.legal_actions()))
        assert other.to_dict() == replay(other.setup, other.history).to_dict()
