"""docs/RULES.md §13: each worked example of the rulebooks, one test each, named after it."""

from __future__ import annotations

import pytest

from caylus.core import IllegalAction
from caylus.core.places import Place
from caylus.core.vocabulary import Phase

from .conftest import (
    BLUE,
    GREEN,
    ORANGE,
    RED,
    cubes_of,
    game_for,
    kinds,
    legal_strings,
    play,
    put_tile,
    set_player,
    space_of,
    start_phase,
)

GREEN_MASON, RED_FARM = 9, 10

# Examples 1-5 are one placement phase, turn order Blue, Green, Orange, Red. Blue put a
# worker in the castle in the first round; then the moves of the examples follow.
OPENING = [
    "place castle", "place trading_post", "place 1", "place merchants_guild",  # round 1
    "pass",  # example 1: Blue
    "place 7",  # example 2: Green on the fixed Peddler
    "pass",  # example 3: Orange ...
    f"place {GREEN_MASON}",  # ... and Red on Green's Mason
    "pass",  # example 4: Green ...
    f"place {RED_FARM}",  # ... and Red on his own Farm
    "place castle",  # example 5: Red in the castle behind Blue
]


def opening(moves: int):
    """The examples' table after the first `moves` moves of OPENING."""
    game = game_for(4, order=[BLUE, GREEN, ORANGE, RED])
    put_tile(game, GREEN_MASON, "mason", GREEN)
    put_tile(game, RED_FARM, "wood_farm_food", RED)
    for seat in (BLUE, GREEN, ORANGE, RED):
        set_player(game, seat, deniers=10)
    play(game, *OPENING[:moves])
    return game


def test_example_1_first_passer_takes_a_denier_then_others_pay_2():
    """R-PLACE-2, R-PLACE-3."""
    game = opening(4)
    assert game.current_seat == BLUE
    events = play(game, "pass")
    assert game.players[BLUE].deniers == 10 - 1 + 1
    assert events[0].data["bonus"] is True
    assert game.passed == [BLUE]
    assert game.current_seat == GREEN
    before = game.players[GREEN].deniers
    play(game, "place joust_field")
    assert game.players[GREEN].deniers == before - 2


def test_example_2_green_on_the_fixed_peddler_pays_2():
    """R-PLACE-3: a fixed building costs the passing scale, 2 after one pass."""
    game = opening(5)
    assert game.current_seat == GREEN
    before = game.players[GREEN].deniers
    play(game, "place 7")
    assert game.players[GREEN].deniers == before - 2
    assert game.board.road_workers[6] == GREEN


def test_example_3_orange_passes_red_on_greens_mason_pays_3_green_gains_1():
    """R-PLACE-2, R-PLACE-3, R-PLACE-4."""
    game = opening(6)
    orange_before = game.players[ORANGE].deniers
    play(game, "pass")
    assert game.players[ORANGE].deniers == orange_before  # only the first passer is paid
    red_before, green_pp = game.players[RED].deniers, game.players[GREEN].prestige
    play(game, f"place {GREEN_MASON}")
    assert game.players[RED].deniers == red_before - 3
    assert game.players[GREEN].prestige == green_pp + 1


def test_example_4_green_passes_red_on_his_own_farm_pays_1():
    """R-PLACE-3: own building 1 denier whatever the passing scale."""
    game = opening(8)
    play(game, "pass")
    assert game.passed == [BLUE, ORANGE, GREEN]
    red_before, red_pp = game.players[RED].deniers, game.players[RED].prestige
    play(game, f"place {RED_FARM}")
    assert game.players[RED].deniers == red_before - 1
    assert game.players[RED].prestige == red_pp  # no prestige for one's own building


def test_example_5_red_in_the_castle_behind_blue_pays_4():
    """R-PLACE-3, R-PLACE-5: castle slots in placement order; 3 passed, so 4 deniers."""
    game = opening(10)
    red_before = game.players[RED].deniers
    play(game, "place castle")
    assert game.players[RED].deniers == red_before - 4
    assert game.board.castle_workers == [BLUE, RED]


def test_example_6_stables_reorder_blue_red_green_orange():
    """R-STABLES: slot holders go first, the others keep their order behind them."""
    game = game_for(4, order=[RED, GREEN, ORANGE, BLUE])
    play(game, "place 1", "place 2", "place 3", "place stables",  # Blue takes slot 1
         "place stables")  # Red takes slot 2
    assert game.board.stables == [BLUE, RED]
    events = play(game, "pass", "pass", "pass", "pass")
    assert "turn_order" in kinds(events)
    assert game.turn_order == [BLUE, RED, GREEN, ORANGE]


def test_example_7_inn_right_slot_pays_1_left_worker_moves_right():
    """R-PLACE-3 (Inn right slot), R-PLACE-5 (new worker on the left), R-INN."""
    game = game_for(4, order=[RED, BLUE, GREEN, ORANGE])
    game.board.inn_right = BLUE
    game.players[BLUE].workers_out = 1
    play(game, "pass")  # Red: the scale now says 2
    blue_before = game.players[BLUE].deniers
    play(game, "place 1")
    assert game.players[BLUE].deniers == blue_before - 1
    green_before = game.players[GREEN].deniers
    play(game, "place inn")
    assert game.players[GREEN].deniers == green_before - 2
    assert game.board.inn_left == GREEN
    play(game, "pass")  # Orange: the scale says 3, Blue still pays 1
    play(game, "place 2")
    assert game.players[BLUE].deniers == blue_before - 2
    blue_out = game.players[BLUE].workers_out
    events = play(game, "pass", "pass")
    returns = [e for e in events if e.kind == "worker_returns" and e.data["place"] == Place("inn")]
    assert [e.seat for e in returns] == [BLUE]
    assert game.board.inn_right == GREEN and game.board.inn_left is None
    assert game.players[BLUE].workers_out == blue_out - 1


def test_example_8_provost_moves_in_passing_order_ends_one_behind():
    """R-PROVOST: each passer once, 1 denier per space; -2, +2, -1 ends one space back."""
    game = game_for(4, order=[BLUE, ORANGE, RED, GREEN])
    play(game, "pass", "pass", "pass", "pass")
    assert game.passed == [BLUE, ORANGE, RED, GREEN]
    assert game.decision.kind == "provost"
    start = game.board.provost
    moves, paid = [], []
    for seat, move in ((BLUE, "skip"), (ORANGE, "provost -2"), (RED, "provost +2"),
                       (GREEN, "provost -1")):
        assert (game.decision.kind, game.current_seat) == ("provost", seat)
        money = game.players[seat].deniers
        events = play(game, move)
        moves += [(e.seat, e.data["to"], e.data["cost"]) for e in events if e.kind == "provost"]
        if seat != GREEN:  # Green's move ends the turn (nobody on the road): income follows
            paid.append(money - game.players[seat].deniers)
    assert moves == [(ORANGE, start - 2, 2), (RED, start, 2), (GREEN, start - 1, 1)]
    assert paid == [0, 2, 2]


def test_example_9_red_on_the_neutral_carpenter_builds_the_wood_farm():
    """R-ROAD-4: pay W F, the tile goes on the first empty space, +2 PP."""
    game = game_for(4, order=[RED, BLUE, GREEN, ORANGE])
    carpenter = space_of(game, "neutral_carpenter")
    set_player(game, RED, cubes="FFW")
    play(game, f"place {carpenter}", "pass", "pass", "pass", "pass")
    while game.decision.kind == "provost":
        play(game, "skip")
    assert game.decision.kind == "build" and game.current_seat == RED
    events = play(game, "build wood_farm_food")
    assert game.board.road[8] == ("wood_farm_food", RED)  # space 9, the first empty one
    assert cubes_of(game, RED) == "F"
    assert game.players[RED].prestige == 2
    assert game.board.stock["wood_farm_food"] == 0
    assert "build" in kinds(events)


def test_example_10_green_on_blues_architect_builds_the_statue():
    """R-PLACE-4, R-ROAD-5: Blue +1 PP; Statue on Green's residence, 2 S 1 G, +7 PP, 1 favour."""
    game = game_for(4, order=[GREEN, BLUE, RED, ORANGE])
    put_tile(game, 9, "architect", BLUE)
    put_tile(game, 10, "residence", GREEN)
    set_player(game, GREEN, cubes="SSSG")
    game.board.provost = 10
    play(game, "place 9")
    assert game.players[BLUE].prestige == 1
    play(game, "pass", "pass", "pass", "pass")
    while game.decision.kind == "provost":
        play(game, "skip")
    assert game.decision.kind == "build" and game.current_seat == GREEN
    assert legal_strings(game) == {"skip", "build statue 10"}
    play(game, "build statue 10")
    assert game.board.road[9] == ("statue", GREEN)
    assert cubes_of(game, GREEN) == "S"
    assert game.players[GREEN].prestige == 7
    assert game.decision.kind == "favour" and game.current_seat == GREEN


def test_example_11_blue_on_his_own_lawyer_turns_the_neutral_quarry_into_a_residence():
    """R-LAWYER, R-INCOME: pays 1 C 1 denier, +2 PP, +1 income from the next turn."""
    game = game_for(4, order=[BLUE, RED, GREEN, ORANGE])
    put_tile(game, 9, "lawyer", BLUE)
    quarry = space_of(game, "neutral_quarry")
    set_player(game, BLUE, deniers=5, cubes="C")
    game.board.provost = 10
    play(game, "place 9")  # own building: 1 denier
    play(game, "pass", "pass", "pass", "pass")  # Blue passes first: +1
    while game.decision.kind == "provost":
        play(game, "skip")
    assert game.decision.kind == "lawyer"
    events = play(game, f"lawyer {quarry}")  # nothing else to decide: on to turn 2
    assert game.board.road[quarry - 1] == ("residence", BLUE)
    assert game.players[BLUE].prestige == 2
    assert cubes_of(game, BLUE) == ""
    assert "neutral_quarry" not in game.board.stock  # a neutral tile leaves the game
    income = {e.seat: e.data["amount"] for e in events if e.kind == "income"}
    assert income[BLUE] == 3 and income[RED] == 2  # 2 + 1 per residence
    assert game.players[BLUE].deniers == 5 - 1 - 1 + 3


def castle_example(green_batches: int):
    game = game_for(4)
    game.board.castle["dungeon"] = [BLUE, BLUE, ORANGE, ORANGE]  # one part left after Red
    game.board.castle_workers = [RED, GREEN]
    for seat in (RED, GREEN):
        game.players[seat].workers_out = 1
    set_player(game, RED, cubes="FWS")
    set_player(game, GREEN, cubes="FWS" * green_batches)
    start_phase(game, Phase.CASTLE)
    # Once a player's cubes make no batch, their offer ends by itself.
    play(game, "batch FWS", *["batch FWS"] * green_batches)
    return game


def test_example_12_castle_batches_overflow_into_walls_and_best_builder():
    """R-CASTLE-1/2/5: Red 1 batch in the Dungeon (+5); Green 2, one in the Walls (+9)."""
    game = castle_example(green_batches=2)
    assert game.players[RED].prestige == 5
    assert game.players[GREEN].prestige == 5 + 4
    assert game.board.castle["dungeon"][-2:] == [RED, GREEN]
    assert game.board.castle["walls"] == [GREEN]
    assert game.decision.kind == "favour" and game.current_seat == GREEN


def test_example_12_castle_tie_goes_to_the_earlier_slot():
    """R-CASTLE-5: had Green given 1 batch, Red (slot 1) would have the favour."""
    game = castle_example(green_batches=1)
    assert game.decision.kind == "favour" and game.current_seat == RED


def end_of_turn(provost: int, bailiff: int, scored: int = 0):
    game = game_for(4)
    game.board.provost, game.board.bailiff, game.board.scored = provost, bailiff, scored
    game.board.open_columns = (2, 4, 5)[scored]
    return game, start_phase(game, Phase.END)


def test_example_13_provost_behind_the_bailiff_bailiff_moves_1():
    """R-END-1."""
    game, _ = end_of_turn(provost=7, bailiff=8)
    assert game.board.bailiff == 9
    assert game.board.provost == 9


def test_example_14_provost_beyond_bailiff_moves_2_reaching_12_scores_the_dungeon():
    """R-END-1, R-SCORE-1."""
    game, events = end_of_turn(provost=11, bailiff=10)
    assert game.board.bailiff == 12 and game.board.provost == 12
    assert "scoring" in kinds(events)
    assert game.board.scored == 1


def test_example_14_dungeon_already_scored_is_not_scored_again():
    """R-SCORE-1: only the first section not yet scored is looked at."""
    game, events = end_of_turn(provost=11, bailiff=10, scored=1)
    assert game.board.bailiff == 12
    assert "scoring" not in kinds(events)
    assert game.board.scored == 1


def test_example_15_dungeon_scoring_in_turn_order():
    """R-SCORE-2: Red 2 houses 1 favour, Blue 3 1 favour, Orange 0 -2 PP (not below 0),
    Green 1 nothing (its Walls house does not count)."""
    game = game_for(4, order=[RED, BLUE, ORANGE, GREEN])
    game.board.castle["dungeon"] = [RED, BLUE, RED, BLUE, BLUE, GREEN]
    game.board.castle["walls"] = [GREEN]
    game.board.bailiff = game.board.provost = 11
    set_player(game, ORANGE, prestige=1)
    set_player(game, GREEN, prestige=4)
    events = start_phase(game, Phase.END)
    scoring = {e.seat: e.data for e in events if e.kind == "scoring"}
    assert [e.seat for e in events if e.kind == "scoring"] == [RED, BLUE, ORANGE, GREEN]
    assert scoring[GREEN]["houses"] == 1
    assert game.players[ORANGE].prestige == 0
    assert game.players[GREEN].prestige == 4
    assert (game.decision.kind, game.current_seat) == ("favour", RED)
    play(game, "favour deniers 1")
    assert (game.decision.kind, game.current_seat) == ("favour", BLUE)
    play(game, "favour deniers 1")
    assert game.decision.kind == "place"


def test_example_16_favour_during_dungeon_scoring_sees_columns_before_it():
    """R-FAVOUR-1/2: Orange on prestige column 2 cannot advance during the Dungeon scoring."""
    game = game_for(4, order=[ORANGE, BLUE, RED, GREEN])
    game.board.castle["dungeon"] = [ORANGE, ORANGE, BLUE, RED, GREEN, BLUE]
    game.board.bailiff = game.board.provost = 11
    set_player(game, ORANGE, favour=[2, 0, 0, 0])
    set_player(game, BLUE, favour=[1, 0, 0, 0])
    start_phase(game, Phase.END)
    assert (game.decision.kind, game.current_seat) == ("favour", ORANGE)
    prestige_moves = {a for a in legal_strings(game) if a.startswith("favour prestige")}
    assert prestige_moves == {"favour prestige 1", "favour prestige 2"}
    with pytest.raises(IllegalAction):
        game.apply("favour prestige 3")
    before = game.players[ORANGE].prestige
    play(game, "favour prestige 2")
    assert game.players[ORANGE].prestige == before + 2
    assert game.players[ORANGE].favour[0] == 2
    play(game, "favour prestige 2")  # Blue, from 1 to 2
    assert game.board.open_columns == 4  # opened only once the scoring is over


def test_example_17_church_favour_on_the_cubes_row_all_columns_open():
    """R-ROAD-4, R-FAVOUR-2: Church +3 PP and a favour; cubes marker 2 -> 3, takes 1 food."""
    game = game_for(4, order=[BLUE, RED, GREEN, ORANGE])
    game.board.scored, game.board.open_columns = 2, 5
    put_tile(game, 9, "mason", RED)
    set_player(game, BLUE, cubes="SC", favour=[0, 0, 2, 0])
    game.board.provost = 10
    play(game, "place 9", "pass", "pass", "pass", "pass")
    while game.decision.kind == "provost":
        play(game, "skip")
    play(game, "build church")
    assert game.board.road[9] == ("church", BLUE)
    assert game.players[BLUE].prestige == 3
    assert game.decision.kind == "favour"
    assert "favour cubes 3" in legal_strings(game)
    play(game, "favour cubes 1")
    assert game.players[BLUE].favour[2] == 3
    assert cubes_of(game, BLUE) == "F"


def test_example_18_joust_favour_builds_a_park_paying_only_food():
    """R-JOUST, R-FAVOUR-2/4: buildings row 2 -> 3, Park for 1 food (1 S less), +3 PP."""
    game = game_for(4)
    game.board.scored, game.board.open_columns = 1, 4
    game.board.specials["joust_field"] = GREEN
    game.players[GREEN].workers_out = 1
    set_player(game, GREEN, deniers=3, cubes="FC", favour=[0, 0, 0, 2])
    start_phase(game, Phase.SPECIAL)
    assert (game.decision.kind, game.current_seat) == ("joust", GREEN)
    play(game, "joust")
    assert game.decision.kind == "favour"
    assert game.players[GREEN].deniers == 2
    first_empty = game.board.first_empty_space()
    play(game, "favour buildings 3 park")
    assert game.players[GREEN].favour[3] == 3
    assert game.board.road[first_empty - 1] == ("park", GREEN)
    assert cubes_of(game, GREEN) == ""
    assert game.players[GREEN].prestige == 3
