"""Options: the simplified favours (R-FAVOUR-5) and the second-edition Jeweller (§8.4)."""

from __future__ import annotations

import pytest

from caylus.core import new_game, replay
from caylus.core.buildings import BUILDINGS
from caylus.core.vocabulary import Phase

from .conftest import (
    BLUE,
    GREEN,
    ORANGE,
    RED,
    activate,
    cubes_of,
    game_for,
    give_favours,
    legal_strings,
    of_kind,
    play,
    set_player,
    stand,
    start_phase,
)


def test_r_favour_5_simplified_every_favour_is_3_pp_without_a_question():
    game = game_for(4, order=[BLUE, RED, GREEN, ORANGE], simplified=True)
    set_player(game, RED, prestige=1)
    events = give_favours(game, RED, 2)
    assert game.players[RED].prestige == 1 + 3 + 3
    assert game.players[RED].favour == [0, 0, 0, 0]
    assert [e.data["row"] for e in of_kind(events, "favour")] == ["simplified"] * 2
    assert game.decision.kind == "place"


def test_r_favour_5_simplified_has_no_limit_of_four_per_phase():
    game = game_for(4, order=[BLUE, RED, GREEN, ORANGE], simplified=True)
    events = give_favours(game, RED, 5)
    assert game.players[RED].prestige == 15
    assert not of_kind(events, "favour_lost")


def test_r_favour_5_simplified_in_a_scoring_and_the_castle():
    game = game_for(4, order=[BLUE, RED, GREEN, ORANGE], simplified=True)
    game.board.castle["dungeon"] = [RED, RED]
    stand(game, RED, "castle")
    set_player(game, RED, prestige=0, cubes="FWS")
    game.board.bailiff = game.board.provost = 11
    start_phase(game, Phase.CASTLE)
    play(game, "batch FWS")  # a third house: +5, best builder +3, Dungeon scoring +3
    assert game.players[RED].prestige == 5 + 3 + 3
    assert game.board.scored == 1


def test_simplified_option_is_recorded_in_the_setup_and_replays():
    game = new_game(3, 4, simplified=True)
    assert game.setup.simplified is True and game.options.simplified_favours
    for _ in range(30):
        play(game, game.legal_actions()[-1])
    again = replay(game.setup, [str(a) for a in game.history])
    assert again.to_dict() == game.to_dict()


def test_second_edition_jeweller_replaces_one_architect():
    first = new_game(4, 0).board.stock
    second = new_game(4, 0, edition=2).board.stock
    assert first["architect"] == 2 and "jeweller" not in first
    assert second["architect"] == 1 and second["jeweller"] == 1
    assert sum(second.values()) == sum(first.values())


def test_second_edition_jeweller_is_built_by_a_mason_for_s_c_6_pp():
    game = game_for(4, order=[BLUE, RED, GREEN, ORANGE], edition=2)
    activate(game, 9, "mason", RED, owner=GREEN, cubes="SC")
    assert "build jeweller" in legal_strings(game)
    play(game, "build jeweller")
    assert game.board.road[9] == ("jeweller", RED)
    assert game.players[RED].prestige == 6 and cubes_of(game, RED) == ""
    assert game.board.stock["jeweller"] == 0


def test_first_edition_has_no_jeweller_to_build():
    game = game_for(4, order=[BLUE, RED, GREEN, ORANGE])
    activate(game, 9, "mason", RED, cubes="SCSF")
    assert "build jeweller" not in legal_strings(game)
    assert "build architect" in legal_strings(game)


@pytest.mark.parametrize(("gold", "offers", "choice", "prestige", "left"), [
    ("GG", {"trade 1", "trade 2"}, "trade 1", 5, "G"),
    ("GG", {"trade 1", "trade 2"}, "trade 2", 9, ""),
    ("G", {"trade 1"}, "trade 1", 5, ""),
])
def test_second_edition_jeweller_gold_for_prestige(gold, offers, choice, prestige, left):
    """§8.4: 1 G -> 5 PP, or 2 G -> 9 PP."""
    game = game_for(4, order=[BLUE, RED, GREEN, ORANGE], edition=2)
    activate(game, 9, "jeweller", RED, owner=GREEN, cubes=gold)
    assert legal_strings(game) == {"skip", *offers}
    play(game, choice)
    assert game.players[RED].prestige == prestige
    assert cubes_of(game, RED) == left


def test_jeweller_table_entry():
    jeweller = BUILDINGS["jeweller"]
    assert (jeweller.category, dict(jeweller.cost), jeweller.prestige) == (
        "stone", {"S": 1, "C": 1}, 6)


def test_options_do_not_change_the_scoring_rules():
    game = game_for(4, order=[BLUE, RED, GREEN, ORANGE], edition=2)
    game.board.bailiff = game.board.provost = 11
    set_player(game, BLUE, prestige=5)
    start_phase(game, Phase.END)
    assert game.players[BLUE].prestige == 3
