"""Phase 6, building the castle: R-CASTLE-1..5."""

from __future__ import annotations

import pytest

from caylus.core import IllegalAction
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
    of_kind,
    play,
    set_player,
    stand,
    start_phase,
)


def castle_game(workers, cubes, scored: int = 0, **castle):
    """Workers in the castle in slot order, each with the given cubes; phase 6 starts."""
    game = game_for(4, order=[BLUE, RED, GREEN, ORANGE])
    game.board.scored = scored
    for section, houses in castle.items():
        game.board.castle[section] = list(houses)
    for seat, supply in zip(workers, cubes, strict=True):
        stand(game, seat, "castle")
        set_player(game, seat, cubes=supply)
    events = start_phase(game, Phase.CASTLE)
    return game, events


def test_r_castle_1_a_batch_is_food_and_two_other_different_kinds():
    game, _ = castle_game([RED], ["FFWWSSCCGG"])
    assert legal_strings(game) == {"done", "batch FWS", "batch FWC", "batch FWG", "batch FSC",
                                   "batch FSG", "batch FCG"}
    for bad in ("batch WSC", "batch FFW", "batch FWW", "batch FW", "batch FWSC"):
        with pytest.raises(IllegalAction):
            game.apply(bad)


def test_r_castle_1_only_batches_the_player_can_pay():
    game, _ = castle_game([RED], ["FFWC"])
    assert legal_strings(game) == {"done", "batch FWC"}


def test_r_castle_1_players_offer_in_castle_slot_order():
    game, _ = castle_game([GREEN, BLUE, RED], ["FWS", "FWS", "FWS"])
    seats = []
    while game.decision.kind == "castle":
        seats.append(game.current_seat)
        play(game, "done")
    assert seats == [GREEN, BLUE, RED]


def test_r_castle_1_any_number_of_batches():
    game, _ = castle_game([RED], ["FFFWWWSSS"])
    events = play(game, "batch FWS", "batch FWS", "batch FWS")
    assert len(of_kind(events, "batch")) == 3
    assert cubes_of(game, RED) == ""
    assert game.board.castle["dungeon"] == [RED] * 3


@pytest.mark.parametrize(("section", "scored", "prestige"), [
    ("dungeon", 0, 5), ("walls", 1, 4), ("towers", 2, 3)])
def test_r_castle_2_prestige_by_section(section, scored, prestige):
    game, _ = castle_game([RED], ["FWSFWS"], scored=scored)
    play(game, "batch FWS")
    assert game.board.castle[section] == [RED]
    assert game.players[RED].prestige == prestige


def test_r_castle_2_overflow_into_the_next_section_scores_that_sections_pp():
    game, _ = castle_game([RED], ["FFFWWWSSS"], dungeon=[BLUE] * 5, walls=[BLUE] * 9)
    play(game, "batch FWS", "batch FWS", "batch FWS")
    assert game.board.castle["dungeon"][-1] == RED
    assert game.board.castle["walls"][-1] == RED
    assert game.board.castle["towers"] == [RED]
    assert game.players[RED].prestige == 5 + 4 + 3


def test_r_castle_3_empty_parts_of_a_scored_section_stay_empty():
    game, _ = castle_game([RED], ["FWS"], scored=1, dungeon=[BLUE, BLUE])
    play(game, "batch FWS")
    assert game.board.castle["dungeon"] == [BLUE, BLUE]
    assert game.board.castle["walls"] == [RED]


def test_r_castle_4_no_batch_costs_2_pp():
    game, _ = castle_game([RED], ["FWS"])
    set_player(game, RED, prestige=5)
    events = play(game, "done")
    assert [e.data["lost"] for e in of_kind(events, "castle_penalty")] == [2]
    assert game.players[RED].prestige == 3


@pytest.mark.parametrize(("prestige", "after"), [(1, 0), (0, 0)])
def test_r_castle_4_penalty_never_below_0(prestige, after):
    game = game_for(4, order=[BLUE, RED, GREEN, ORANGE])
    stand(game, RED, "castle")
    set_player(game, RED, prestige=prestige, cubes="FF")  # cannot offer anything
    events = start_phase(game, Phase.CASTLE)
    assert [e.seat for e in of_kind(events, "castle_penalty")] == [RED]
    assert game.players[RED].prestige == after


def test_r_castle_4_no_penalty_when_the_towers_are_full():
    game = game_for(4, order=[BLUE, RED, GREEN, ORANGE])
    game.board.scored = 2
    game.board.castle["towers"] = [BLUE] * 14
    stand(game, RED, "castle")
    set_player(game, RED, prestige=5, cubes="FWS")
    events = start_phase(game, Phase.CASTLE)
    assert "castle_penalty" not in kinds(events)
    assert game.players[RED].prestige == 5 - 4  # only the Towers scoring's -4 for 0 houses


def test_r_castle_4_no_penalty_when_an_earlier_slot_filled_the_towers():
    game, _ = castle_game([RED, GREEN], ["FWS", "FWS"], scored=2, towers=[BLUE] * 13)
    set_player(game, GREEN, prestige=5)
    events = play(game, "batch FWS")
    assert "castle_penalty" not in kinds(events)
    assert game.players[GREEN].prestige == 5


def test_r_castle_5_most_batches_gains_a_favour():
    game, _ = castle_game([RED, GREEN, ORANGE], ["FWS", "FFWWSS", "FWS"])
    play(game, "batch FWS", "batch FWS", "batch FWS", "done")
    assert (game.decision.kind, game.current_seat) == ("favour", GREEN)


def test_r_castle_5_tie_goes_to_the_earlier_slot():
    game, _ = castle_game([ORANGE, RED], ["FFWWSS", "FFWWSS"])
    play(game, "batch FWS", "done", "batch FWS", "done")
    assert (game.decision.kind, game.current_seat) == ("favour", ORANGE)


def test_r_castle_5_nobody_built_nobody_gains_a_favour():
    game, _ = castle_game([RED, GREEN], ["FWS", "FWS"])
    events = play(game, "done", "done")
    assert "best_builder" not in kinds(events)
    assert "favour" not in kinds(events)


def test_r_castle_5_workers_return_after_the_best_builders_favour():
    """R-CASTLE-5: the favour is taken in phase 6; workers then return."""
    game, _ = castle_game([RED, GREEN], ["FWS", "FWS"])
    events = play(game, "batch FWS", "done")
    assert of_kind(events, "worker_returns") == []
    assert game.phase == "castle" and game.decision.kind == "favour"
    events = play(game, "favour prestige 1")
    assert [e.seat for e in of_kind(events, "worker_returns")] == [RED, GREEN]
    assert game.board.castle_workers == []
    assert game.players[RED].workers_out == 0
