"""R-TWO: the two-player rules (also R-SETUP-2, R-PLACE-3, R-PLACE-5, R-END-2)."""

from __future__ import annotations

import pytest

from caylus.core import IllegalAction, new_game
from caylus.core.vocabulary import Phase

from .conftest import BLUE, RED, game_for, legal_strings, play, put_tile, stand, start_phase


def test_r_two_both_start_with_5_deniers():
    for seed in range(5):
        game = new_game(2, seed)
        assert sorted(p.deniers for p in game.players) == [5 + 2, 5 + 2]  # + turn 1 income


def test_r_two_turn_order_swaps_every_turn():
    game = new_game(2, 3)
    orders = [list(game.turn_order)]
    for _ in range(3):
        while game.turn == len(orders):
            play(game, game.legal_actions()[0])
        orders.append(list(game.turn_order))
    assert orders[1] == orders[0][::-1]
    assert orders[2] == orders[0]
    assert orders[3] == orders[0][::-1]


def test_r_two_turn_order_swaps_after_the_scoring():
    """R-END-2: scoring first, in the turn's order; then the swap."""
    game = game_for(2, order=[RED, BLUE])
    game.board.bailiff = game.board.provost = 11
    events = start_phase(game, Phase.END)
    assert [e.seat for e in events if e.kind == "scoring"] == [RED, BLUE]
    assert game.turn_order == [BLUE, RED]


def test_r_two_placement_costs_3_once_the_other_player_has_passed():
    game = game_for(2, order=[BLUE, RED])
    play(game, "place 1")
    assert game.players[BLUE].deniers == 7 - 1
    red = game.players[RED].deniers
    play(game, "place 2")  # nobody has passed: 1
    assert game.players[RED].deniers == red - 1
    play(game, "pass")  # Blue
    play(game, "place 3")
    assert game.players[RED].deniers == red - 1 - 3
    play(game, "place castle")
    assert game.players[RED].deniers == red - 1 - 3 - 3


def test_r_two_own_building_still_1_and_the_inn_right_slot_still_1():
    game = game_for(2, order=[BLUE, RED])
    put_tile(game, 9, "wood_sawmill", RED)
    stand(game, RED, "inn_right")
    play(game, "pass")
    red = game.players[RED].deniers
    play(game, "place 9", "place 1")
    assert game.players[RED].deniers == red - 1 - 1
    game = game_for(2, order=[BLUE, RED])
    put_tile(game, 9, "wood_sawmill", RED)
    play(game, "pass")
    red = game.players[RED].deniers
    play(game, "place 9", "place 1")
    assert game.players[RED].deniers == red - 1 - 3


def test_r_two_stables_are_not_used():
    game = game_for(2, order=[BLUE, RED])
    assert "place stables" not in legal_strings(game)
    with pytest.raises(IllegalAction, match="two-player"):
        game.apply("place stables")


def test_r_two_a_whole_game_ends():
    game = new_game(2, 8)
    while not game.is_over:
        actions = game.legal_actions()
        game.apply(next((a for a in actions if a.kind in ("batch", "place")), actions[0]))
    assert game.board.scored == 3 and game.winners()
