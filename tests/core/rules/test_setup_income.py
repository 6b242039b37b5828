"""R-SETUP-1..8 (components and setup) and R-INCOME (phase 1)."""

from __future__ import annotations

import pytest

from caylus.core import new_game
from caylus.core.buildings import BUILDINGS
from caylus.core.state import WORKERS_PER_PLAYER
from caylus.core.vocabulary import Phase

from .conftest import BLUE, RED, game_for, kinds, put_tile, set_player, start_phase

NEUTRAL_TILES = {"neutral_carpenter", "neutral_farm", "neutral_forest", "neutral_sawmill",
                 "neutral_quarry", "neutral_marketplace"}


@pytest.mark.parametrize("players", [1, 6, 0])
def test_r_setup_1_only_two_to_five_players(players):
    with pytest.raises(ValueError, match="2 to 5"):
        new_game(players)


def test_r_setup_1_colours_and_six_workers_each():
    game = new_game(5, 3)
    assert [p.colour for p in game.players] == ["blue", "red", "green", "orange", "black"]
    assert all(p.workers_available == WORKERS_PER_PLAYER == 6 for p in game.players)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_r_setup_2_starting_deniers_by_turn_position(players):
    for seed in range(4):
        game = new_game(players, seed)
        before_income = [game.players[seat].deniers - 2 for seat in game.turn_order]
        assert before_income == [5, 6, 6, 7, 7][:players]


def test_r_setup_2_two_players_both_start_with_5():
    game = new_game(2, 1)
    assert [p.deniers - 2 for p in game.players] == [5, 5]


def test_r_setup_2_turn_order_comes_from_the_seed():
    orders = {tuple(new_game(4, seed).turn_order) for seed in range(30)}
    assert len(orders) > 1
    assert new_game(4, 12).turn_order == new_game(4, 12).turn_order
    assert sorted(new_game(4, 12).turn_order) == [0, 1, 2, 3]


def test_r_setup_3_cubes_prestige_and_favour_markers():
    for player in new_game(3, 2).players:
        assert player.cubes == {"F": 2, "W": 1, "S": 0, "C": 0, "G": 0}
        assert player.prestige == 0
        assert player.favour == [0, 0, 0, 0]


def test_r_setup_4_road_neutral_tiles_fixed_buildings_and_empty_spaces():
    game = new_game(4, 5)
    road = game.board.road
    assert len(road) == 28
    assert {tile[0] for tile in road[:6]} == NEUTRAL_TILES
    assert all(tile[1] is None for tile in road[:6])
    assert road[6] == ("fixed_peddler", None)
    assert road[7] == ("fixed_carpenter", None)
    assert road[15] == ("gold_mine", None)
    filled = {1, 2, 3, 4, 5, 6, 7, 8, 16}
    assert all(road[space - 1] is None for space in range(1, 29) if space not in filled)


def test_r_setup_4_neutral_order_comes_from_the_seed():
    orders = {tuple(t[0] for t in new_game(4, seed).board.road[:6]) for seed in range(20)}
    assert len(orders) > 1
    assert new_game(4, 7).board.road == new_game(4, 7).board.road


def test_r_setup_5_bailiff_and_provost_on_space_6():
    game = new_game(4, 0)
    assert game.board.bailiff == 6 and game.board.provost == 6


def test_r_setup_6_special_buildings_start_empty():
    board = new_game(4, 0).board
    assert board.specials == {"gate": None, "trading_post": None, "merchants_guild": None,
                              "joust_field": None}
    assert board.stables == [] and board.inn_left is None and board.inn_right is None


def test_r_setup_7_castle_starts_empty():
    board = new_game(4, 0).board
    assert board.castle == {"dungeon": [], "walls": [], "towers": []}
    assert board.castle_workers == []
    assert board.section_under_construction() == "dungeon"


def test_r_setup_8_stock_8_wood_9_stone_9_prestige() -> None:
    stock = new_game(4, 0).board.stock
    by_category: dict[str, int] = {}
    for tile, count in stock.items():
        category = BUILDINGS[tile].category
        by_category[category] = by_category.get(category, 0) + count
    assert by_category == {"wood": 8, "stone": 9, "prestige": 9}
    assert stock["architect"] == 2
    assert "jeweller" not in stock


def test_r_income_2_plus_residences_library_and_hotel():
    """R-INCOME: 2 + 1 per residence + 1 Library + 2 Hotel (R-ROAD-5, §12 Hotel 2)."""
    game = game_for(2, order=[BLUE, RED])
    put_tile(game, 9, "residence", BLUE)
    put_tile(game, 10, "residence", BLUE)
    put_tile(game, 11, "library", BLUE)
    put_tile(game, 12, "hotel", BLUE)
    put_tile(game, 13, "residence", RED)
    set_player(game, BLUE, deniers=0)
    set_player(game, RED, deniers=0)
    events = start_phase(game, Phase.INCOME)
    assert kinds(events)[:2] == ["phase", "turn"]
    income = {e.seat: e.data["amount"] for e in events if e.kind == "income"}
    assert income == {BLUE: 2 + 2 + 1 + 2, RED: 3}
    assert game.players[BLUE].deniers == 7 and game.players[RED].deniers == 3
    assert game.phase == Phase.PLACEMENT


def test_r_income_first_turn_is_2_each():
    game = new_game(3, 4)
    assert game.turn == 1 and game.phase == Phase.PLACEMENT
    positions = {seat: i for i, seat in enumerate(game.turn_order)}
    for seat, player in enumerate(game.players):
        assert player.deniers == (5, 6, 6)[positions[seat]] + 2
