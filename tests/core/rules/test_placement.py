"""Phase 2, placing workers: R-PLACE-1..5 (costs, passing, forbidden targets, forced passes)."""

from __future__ import annotations

import pytest

from caylus.core import IllegalAction

from .conftest import (
    BLACK,
    BLUE,
    GREEN,
    ORANGE,
    RED,
    game_for,
    legal_strings,
    play,
    put_tile,
    set_player,
    stand,
)

PAID_TARGETS = ["gate", "trading_post", "merchants_guild", "joust_field", "stables", "inn",
                "castle", "1", "7", "8", "16", "9"]  # 9: another player's building


def placement_game(players: int = 5):
    game = game_for(players, order=list(range(players)))
    put_tile(game, 9, "wood_sawmill", BLACK if players == 5 else GREEN)
    put_tile(game, 10, "wood_quarry", BLUE)
    for seat in range(players):
        set_player(game, seat, deniers=20)
    return game


def cost_of(game, target: str) -> int:
    """What placing on `target` costs the seat to move (tried on a clone)."""
    twin = game.clone()
    seat = twin.current_seat
    before = twin.players[seat].deniers
    twin.apply(f"place {target}")
    return before - twin.players[seat].deniers


def test_r_place_1_turn_order_round_after_round_until_all_pass():
    game = game_for(3, order=[GREEN, BLUE, RED])
    seats = []
    for action in ["place 1", "place 2", "pass", "place 3", "pass", "pass"]:
        seats.append(game.current_seat)
        play(game, action)
    assert seats == [GREEN, BLUE, RED, GREEN, BLUE, GREEN]
    assert game.phase != "placement"


@pytest.mark.parametrize("passes", [0, 1, 2, 3, 4])
@pytest.mark.parametrize("target", PAID_TARGETS)
def test_r_place_3_cost_is_one_plus_the_number_passed(target, passes):
    """R-PLACE-3: special, neutral, fixed, others' buildings and the castle."""
    game = placement_game()
    play(game, *["pass"] * passes)
    assert game.current_seat == passes
    game.board.road[8] = ("wood_sawmill", (passes + 1) % 5)  # another player's building
    assert cost_of(game, target) == 1 + passes


@pytest.mark.parametrize("passes", [0, 2, 4])
def test_r_place_3_own_building_costs_1(passes):
    game = placement_game()
    play(game, *["pass"] * passes)
    set_player(game, passes, deniers=20)
    put_tile(game, 11, "wood_farm_food", passes)
    assert cost_of(game, "11") == 1


def test_r_place_3_inn_right_slot_pays_1_whatever_the_scale():
    game = placement_game()
    stand(game, ORANGE, "inn_right")
    play(game, "pass", "pass", "pass")
    assert game.current_seat == ORANGE
    assert {cost_of(game, t) for t in PAID_TARGETS} == {1}
    play(game, "place castle")
    assert cost_of(game, "gate") == 4  # Black, without an Inn worker, pays the scale


def test_r_place_3_paid_to_the_bank_nobody_else_gains_deniers():
    game = placement_game()
    play(game, "pass")
    others = [p.deniers for seat, p in enumerate(game.players) if seat != RED]
    play(game, "place 9")  # Black's sawmill
    assert [p.deniers for seat, p in enumerate(game.players) if seat != RED] == others


def test_r_place_2_first_passer_takes_one_denier_the_others_nothing():
    game = placement_game(3)
    events = play(game, "pass", "pass", "pass")
    passes = [e for e in events if e.kind == "pass"]
    assert [(e.seat, e.data["position"], e.data["bonus"]) for e in passes] == [
        (BLUE, 1, True), (RED, 2, False), (GREEN, 3, False)]
    assert [p.deniers for p in game.players][1:] == [20, 20]


def test_r_place_2_first_passer_later_in_the_phase_still_takes_the_denier():
    game = placement_game(3)
    play(game, "place 1", "place 2", "pass")
    assert game.players[GREEN].deniers == 20 + 1


def test_r_place_2_no_worker_left_forces_a_pass():
    game = placement_game(3)
    game.players[RED].workers_out = 6
    events = play(game, "place 1")
    forced = [e for e in events if e.kind == "pass"]
    assert [(e.seat, e.data["forced"], e.data["bonus"]) for e in forced] == [(RED, True, True)]
    assert forced[0].data["why"] == "no_workers"  # the player is told why (issue 10, item 2)
    assert game.current_seat == GREEN and game.passed == [RED]


def test_r_place_2_cannot_pay_any_placement_forces_a_pass():
    game = placement_game(3)
    set_player(game, RED, deniers=1)
    events = play(game, "pass")  # the scale is now 2: Red cannot pay for anything
    forced = [e for e in events if e.kind == "pass" and e.seat == RED]
    assert [(e.data["forced"], e.data["bonus"]) for e in forced] == [(True, False)]
    assert forced[0].data["why"] == "no_deniers"
    assert game.current_seat == GREEN
    assert game.players[RED].deniers == 1


def test_r_place_2_a_chosen_pass_gives_no_reason():
    game = placement_game(3)
    [event] = [e for e in play(game, "pass") if e.kind == "pass"]
    assert not event.data["forced"] and "why" not in event.data


def test_r_place_2_a_player_with_one_denier_can_still_use_own_building():
    game = placement_game(3)
    play(game, "pass")
    set_player(game, RED, deniers=1)
    put_tile(game, 11, "wood_farm_food", RED)
    assert legal_strings(game) == {"pass", "place 11"}


def test_r_place_4_owner_gains_1_pp_even_if_never_activated():
    game = placement_game(3)
    put_tile(game, 20, "wood_farm_cloth", GREEN)  # far beyond the provost
    play(game, "place 20")
    assert game.players[GREEN].prestige == 1
    play(game, "pass", "pass", "pass")
    assert game.players[GREEN].prestige == 1


@pytest.mark.parametrize("building", ["residence", "statue", "hotel"])
def test_r_place_5_no_worker_on_residences_or_prestige_buildings(building):
    game = placement_game(3)
    put_tile(game, 11, building, BLUE)
    assert "place 11" not in legal_strings(game)
    with pytest.raises(IllegalAction, match="no worker may be placed"):
        game.apply("place 11")


def test_r_place_5_no_worker_on_an_empty_road_space():
    game = placement_game(3)
    with pytest.raises(IllegalAction, match="empty"):
        game.apply("place 12")


@pytest.mark.parametrize("target", ["gate", "trading_post", "merchants_guild", "joust_field",
                                    "1", "7", "9", "10"])
def test_r_place_5_a_space_holds_one_worker(target):
    game = placement_game(3)
    play(game, f"place {target}")
    assert f"place {target}" not in legal_strings(game)
    with pytest.raises(IllegalAction, match="already holds a worker"):
        game.apply(f"place {target}")


def test_r_place_5_stables_three_slots_lowest_first_one_per_player():
    game = placement_game(5)
    play(game, "place stables")
    assert "place stables" in legal_strings(game)
    play(game, "place stables", "place stables")
    assert game.board.stables == [BLUE, RED, GREEN]
    with pytest.raises(IllegalAction, match="stables are full"):
        game.apply("place stables")
    play(game, "pass", "pass")
    with pytest.raises(IllegalAction, match="already have a worker in the stables"):
        game.apply("place stables")


def test_r_place_5_inn_new_worker_on_the_left_slot_only():
    game = placement_game(3)
    play(game, "place inn")
    assert game.board.inn_left == BLUE
    with pytest.raises(IllegalAction, match="left slot is taken"):
        game.apply("place inn")


def test_r_place_5_a_player_may_have_workers_on_both_inn_slots():
    game = placement_game(3)
    stand(game, BLUE, "inn_right")
    play(game, "place inn")
    assert (game.board.inn_left, game.board.inn_right) == (BLUE, BLUE)


def test_r_place_5_castle_any_number_one_per_player_in_order():
    game = placement_game(5)
    play(game, "pass", "place castle", "place castle", "place castle", "place castle")
    assert game.board.castle_workers == [RED, GREEN, ORANGE, BLACK]
    with pytest.raises(IllegalAction, match="already have a worker in the castle"):
        game.apply("place castle")


def test_r_place_5_legal_targets_are_exactly_the_free_places():
    game = placement_game(3)
    expected = {"pass", "place gate", "place trading_post", "place merchants_guild",
                "place joust_field", "place stables", "place inn", "place castle",
                *(f"place {space}" for space in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 16))}
    assert legal_strings(game) == expected
