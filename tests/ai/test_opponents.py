"""Hard's opponent models (caylus/ai/opponents.py): the rule that fits each seat's moves."""

from __future__ import annotations

import pytest

from caylus.ai import make_player
from caylus.ai.opponents import MEDIUM, Observer
from caylus.core import new_game


def played(levels: list[str], seed: int, moves: int):  # type: ignore[no-untyped-def]
    game = new_game(len(levels), seed)
    players = [make_player(level, seed=s) for s, level in enumerate(levels)]
    while not game.is_over and len(game.history) < moves:
        seat = game.current_seat
        assert seat is not None
        game.apply(players[seat].choose(game))
    return game


@pytest.mark.parametrize("rival", ["castle_first", "favour_first", "build_first"])
def test_a_plan_player_is_recognised_and_medium_stays_medium(rival):
    game = played([MEDIUM, rival], seed=41, moves=120)
    assert Observer().models(game) == (MEDIUM, rival)


def test_the_models_follow_the_game_alone_however_often_they_are_asked():
    game = played(["castle_first", MEDIUM, "favour_first"], seed=42, moves=150)
    steady, fresh = Observer(), Observer()
    partial = played(["castle_first", MEDIUM, "favour_first"], seed=42, moves=60)
    steady.models(partial)  # asked part-way, then caught up
    assert steady.models(game) == fresh.models(game) == ("castle_first", MEDIUM, "favour_first")
    other = played([MEDIUM, MEDIUM], seed=43, moves=30)
    assert steady.models(other) == (MEDIUM, MEDIUM)  # another game: started again


def test_before_any_move_every_seat_is_medium():
    assert Observer().models(new_game(4, 44)) == (MEDIUM,) * 4
