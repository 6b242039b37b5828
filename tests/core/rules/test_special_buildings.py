"""Phase 3, the six special buildings before the bridge: R-SPECIAL, R-GATE, R-TRADING,
R-GUILD, R-JOUST, R-STABLES, R-INN."""

from __future__ import annotations

import pytest

from caylus.core import IllegalAction
from caylus.core.vocabulary import Phase

from .conftest import (
    BLUE,
    GREEN,
    ORANGE,
    RED,
    game_for,
    kinds,
    legal_strings,
    play,
    put_tile,
    set_player,
    stand,
    start_phase,
)


def specials_game(players: int = 4, **workers: int):
    """Workers on special buildings (place -> seat), ready for phase 3.

    Everyone has passed, so phase 4 asks the first passer: the flow stops there.
    """
    game = game_for(players, order=list(range(players)))
    game.passed = list(range(players))
    for place, seat in workers.items():
        stand(game, seat, place)
    return game


def test_r_special_activation_order_and_workers_return():
    game = specials_game(gate=BLUE, trading_post=RED, merchants_guild=GREEN,
                         joust_field=ORANGE)
    set_player(game, ORANGE, cubes="C")
    events = start_phase(game, Phase.SPECIAL)
    assert (game.decision.kind, game.current_seat) == ("gate", BLUE)
    events += play(game, "skip")
    assert (game.decision.kind, game.current_seat) == ("guild", GREEN)
    events += play(game, "skip")
    assert (game.decision.kind, game.current_seat) == ("joust", ORANGE)
    events += play(game, "skip")
    returns = [e.data["place"] for e in events if e.kind == "worker_returns"]
    assert [str(p) for p in returns] == ["gate", "trading_post", "merchants_guild", "joust_field"]
    assert all(p.workers_out == 0 for p in game.players)


# --- R-GATE ---------------------------------------------------------------------------------


def test_r_gate_moves_the_worker_free_to_a_legal_place():
    game = specials_game(gate=BLUE)
    set_player(game, BLUE, deniers=0)
    start_phase(game, Phase.SPECIAL)
    play(game, "gate 7")
    assert game.board.road_workers[6] == BLUE
    assert game.board.specials["gate"] is None
    assert game.players[BLUE].deniers == 0
    assert game.players[BLUE].workers_out == 1


def test_r_gate_targets_are_those_of_r_place_5_except_the_gate():
    game = specials_game(gate=BLUE, trading_post=RED)
    put_tile(game, 9, "residence", GREEN)
    put_tile(game, 10, "wood_sawmill", GREEN)
    stand(game, GREEN, 1)
    stand(game, BLUE, "castle")
    start_phase(game, Phase.SPECIAL)
    targets = {a for a in legal_strings(game) if a.startswith("gate ")}
    assert targets == {"gate merchants_guild", "gate joust_field", "gate stables", "gate inn",
                       *(f"gate {s}" for s in (2, 3, 4, 5, 6, 7, 8, 10, 16))}
    for illegal, reason in (("gate gate", "on the Gate already"), ("gate 1", "already holds"),
                            ("gate 9", "no worker may be placed"), ("gate castle", "already"),
                            ("gate 11", "empty"), ("gate trading_post", "already holds")):
        with pytest.raises(IllegalAction, match=reason):
            game.apply(illegal)


def test_r_gate_onto_another_players_building_gives_its_owner_1_pp():
    game = specials_game(gate=BLUE)
    put_tile(game, 9, "wood_sawmill", GREEN)
    start_phase(game, Phase.SPECIAL)
    play(game, "gate 9")
    assert game.players[GREEN].prestige == 1
    assert game.players[BLUE].prestige == 0


def test_r_gate_onto_own_building_gives_nothing():
    game = specials_game(gate=BLUE)
    put_tile(game, 9, "wood_sawmill", BLUE)
    start_phase(game, Phase.SPECIAL)
    play(game, "gate 9")
    assert game.players[BLUE].prestige == 0


@pytest.mark.parametrize(("target", "decision"), [("merchants_guild", "guild"),
                                                  ("joust_field", "joust")])
def test_r_gate_onto_a_special_building_that_activates_later(target, decision):
    game = specials_game(gate=BLUE)
    set_player(game, BLUE, cubes="C")
    start_phase(game, Phase.SPECIAL)
    play(game, f"gate {target}")
    assert (game.decision.kind, game.current_seat) == (decision, BLUE)


def test_r_gate_onto_the_trading_post_takes_its_3_deniers():
    game = specials_game(gate=BLUE)
    start_phase(game, Phase.SPECIAL)
    before = game.players[BLUE].deniers
    events = play(game, "gate trading_post")
    assert [e.data["amount"] for e in events if e.kind == "deniers"] == [3]
    assert game.players[BLUE].deniers == before + 3


def test_r_gate_onto_the_stables_and_the_castle():
    game = specials_game(gate=BLUE)
    start_phase(game, Phase.SPECIAL)
    play(game, "gate stables")
    assert game.turn_order[0] == BLUE  # the stables came after the Gate in this phase
    game = specials_game(gate=BLUE)
    start_phase(game, Phase.SPECIAL)
    play(game, "gate castle")
    assert game.board.castle_workers == [BLUE]


def test_r_gate_onto_the_inn_moves_right_at_once():
    game = specials_game(gate=BLUE)
    start_phase(game, Phase.SPECIAL)
    play(game, "gate inn")
    assert game.board.inn_right == BLUE and game.board.inn_left is None


def test_r_gate_skip_returns_the_worker():
    game = specials_game(gate=BLUE)
    start_phase(game, Phase.SPECIAL)
    events = play(game, "skip")
    assert ("worker_returns", BLUE) in [(e.kind, e.seat) for e in events]
    assert game.players[BLUE].workers_out == 0


def test_r_gate_two_players_cannot_move_to_the_stables():
    game = specials_game(2, gate=BLUE)
    start_phase(game, Phase.SPECIAL)
    assert "gate stables" not in legal_strings(game)
    with pytest.raises(IllegalAction, match="two-player"):
        game.apply("gate stables")


# --- R-TRADING, R-GUILD, R-JOUST -----------------------------------------------------------


def test_r_trading_post_gives_3_deniers():
    game = specials_game(trading_post=RED)
    set_player(game, RED, deniers=0)
    events = start_phase(game, Phase.SPECIAL)
    assert ("deniers", RED, 3) in [(e.kind, e.seat, e.data.get("amount")) for e in events]


def test_r_guild_moves_the_provost_1_to_3_spaces_free():
    game = specials_game(merchants_guild=GREEN)
    set_player(game, GREEN, deniers=0)
    start_phase(game, Phase.SPECIAL)
    assert legal_strings(game) == {"skip", "provost -3", "provost -2", "provost -1",
                                   "provost +1", "provost +2", "provost +3"}
    events = play(game, "provost +3")
    assert [(e.data["from"], e.data["to"], e.data["cost"]) for e in events
            if e.kind == "provost"] == [(6, 9, 0)]
    assert game.players[GREEN].deniers == 0


@pytest.mark.parametrize(("provost", "moves"), [
    (1, {"+1", "+2", "+3"}), (2, {"-1", "+1", "+2", "+3"}), (28, {"-1", "-2", "-3"}),
    (26, {"-1", "-2", "-3", "+1", "+2"})])
def test_r_guild_keeps_the_provost_on_spaces_1_to_28(provost, moves):
    game = specials_game(merchants_guild=GREEN)
    game.board.provost = provost
    start_phase(game, Phase.SPECIAL)
    assert legal_strings(game) == {"skip", *(f"provost {m}" for m in moves)}


def test_r_joust_pays_1_denier_and_1_cloth_for_a_favour():
    game = specials_game(joust_field=ORANGE)
    set_player(game, ORANGE, deniers=1, cubes="CC")
    start_phase(game, Phase.SPECIAL)
    assert legal_strings(game) == {"skip", "joust"}
    play(game, "joust")
    assert game.players[ORANGE].deniers == 0 and game.players[ORANGE].cubes["C"] == 1
    assert (game.decision.kind, game.current_seat) == ("favour", ORANGE)
    play(game, "favour prestige 1")
    assert game.decision.kind == "provost"  # at most once: no second joust
    assert game.players[ORANGE].prestige == 1


@pytest.mark.parametrize(("deniers", "cubes"), [(0, "C"), (5, "FFW")])
def test_r_joust_without_a_denier_or_a_cloth_the_worker_just_returns(deniers, cubes):
    game = specials_game(joust_field=ORANGE)
    set_player(game, ORANGE, deniers=deniers, cubes=cubes)
    events = start_phase(game, Phase.SPECIAL)
    assert ("worker_returns", ORANGE) in [(e.kind, e.seat) for e in events]
    assert "favour" not in kinds(events)


def test_r_joust_skip_keeps_the_cloth():
    game = specials_game(joust_field=ORANGE)
    set_player(game, ORANGE, deniers=3, cubes="C")
    start_phase(game, Phase.SPECIAL)
    play(game, "skip")
    assert game.players[ORANGE].cubes["C"] == 1 and game.players[ORANGE].prestige == 0


# --- R-STABLES -------------------------------------------------------------------------------


def test_r_stables_three_slots_and_the_rest_keep_their_order():
    game = specials_game(5)
    for seat in (4, 2, 3):
        stand(game, seat, "stables")
    events = start_phase(game, Phase.SPECIAL)
    assert game.turn_order == [4, 2, 3, 0, 1]
    assert sum(1 for e in events if e.kind == "worker_returns") == 3
    assert game.board.stables == []


def test_r_stables_first_slot_to_a_player_already_first_changes_nothing():
    game = specials_game()
    stand(game, BLUE, "stables")
    start_phase(game, Phase.SPECIAL)
    assert game.turn_order == [BLUE, RED, GREEN, ORANGE]


def test_r_stables_new_order_is_used_for_this_turns_scoring():
    """R-STABLES, R-SCORE-2: scoring goes in the turn order the stables just set."""
    game = specials_game()
    stand(game, ORANGE, "stables")
    stand(game, GREEN, "stables")
    game.board.castle["dungeon"] = [BLUE, RED, GREEN, ORANGE, BLUE, RED]
    start_phase(game, Phase.SPECIAL)
    assert game.turn_order == [ORANGE, GREEN, BLUE, RED]
    events = start_phase(game, Phase.END)
    assert [e.seat for e in events if e.kind == "scoring"] == [ORANGE, GREEN, BLUE, RED]


# --- R-INN ------------------------------------------------------------------------------------


def test_r_inn_left_worker_moves_right_and_the_right_one_returns():
    game = specials_game()
    stand(game, BLUE, "inn_right")
    stand(game, GREEN, "inn_left")
    events = start_phase(game, Phase.SPECIAL)
    assert (game.board.inn_left, game.board.inn_right) == (None, GREEN)
    assert [e.seat for e in events if e.kind == "worker_returns"] == [BLUE]
    assert game.players[GREEN].workers_out == 1


def test_r_inn_left_worker_moves_right_onto_an_empty_right_slot():
    game = specials_game()
    stand(game, RED, "inn_left")
    start_phase(game, Phase.SPECIAL)
    assert (game.board.inn_left, game.board.inn_right) == (None, RED)


def test_r_inn_own_workers_on_both_slots():
    game = specials_game()
    stand(game, RED, "inn_right")
    stand(game, RED, "inn_left")
    start_phase(game, Phase.SPECIAL)
    assert (game.board.inn_left, game.board.inn_right) == (None, RED)
    assert game.players[RED].workers_out == 1


def test_r_inn_nobody_on_the_left_the_right_owner_stays():
    game = specials_game()
    stand(game, BLUE, "inn_right")
    start_phase(game, Phase.SPECIAL)
    assert (game.decision.kind, game.current_seat) == ("inn", BLUE)
    assert legal_strings(game) == {"inn stay", "inn leave"}
    play(game, "inn stay")
    assert game.board.inn_right == BLUE
    assert game.players[BLUE].workers_out == 1  # not available for placing
    assert game.decision.kind == "provost"
    assert game.players[BLUE].workers_available == 5


def test_r_inn_nobody_on_the_left_the_right_owner_leaves():
    game = specials_game()
    stand(game, BLUE, "inn_right")
    start_phase(game, Phase.SPECIAL)
    events = play(game, "inn leave")
    assert game.board.inn_right is None
    assert ("worker_returns", BLUE) in [(e.kind, e.seat) for e in events]
    assert game.players[BLUE].workers_out == 0
