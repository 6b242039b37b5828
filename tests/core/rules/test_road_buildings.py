"""Phase 5, the road (R-ROAD-1..5) and the effect of every building of docs/RULES.md §8
(neutral 8.1, fixed 8.2, wood 8.3, stone 8.4, residences 8.5, prestige 8.6)."""

from __future__ import annotations

import pytest

from caylus.core import IllegalAction
from caylus.core.buildings import BUILDINGS
from caylus.core.places import road_place
from caylus.core.vocabulary import Phase

from .conftest import (
    BLUE,
    GREEN,
    ORANGE,
    RED,
    activate,
    cubes_of,
    game_for,
    hold_in_castle,
    legal_strings,
    of_kind,
    play,
    put_tile,
    set_player,
    stand,
    start_phase,
)

WOOD_TILES = ["wood_farm_food", "wood_farm_cloth", "wood_sawmill", "wood_quarry",
              "wood_marketplace", "wood_peddler", "mason", "lawyer"]
STONE_TILES = ["stone_farm", "park", "workshop", "architect", "alchemist", "bank", "tailor",
               "church"]
PRESTIGE_TILES = ["statue", "theater", "university", "monument", "granary", "weaver",
                  "cathedral", "library", "hotel"]


def road_game(players: int = 4):
    return game_for(players, order=list(range(players)))


# --- production (R-ROAD-2: mandatory) ------------------------------------------------------

PRODUCTION = [
    ("neutral_farm", {"take F", "take C"}),
    ("neutral_forest", {"take F", "take W"}),
    ("wood_farm_food", {"take FF", "take C"}),
    ("wood_farm_cloth", {"take CC", "take F"}),
]


@pytest.mark.parametrize(("building", "choices"), PRODUCTION)
def test_r_road_2_production_with_a_choice_has_no_skip(building, choices):
    """§8.1/8.3 Farm, Forest, wood Farms: a choice, but something must be taken."""
    game = road_game()
    activate(game, 9, building, RED, cubes="")
    assert (game.decision.kind, game.current_seat) == ("produce", RED)
    assert legal_strings(game) == choices
    with pytest.raises(IllegalAction):
        game.apply("skip")
    for choice in sorted(choices):
        twin = game.clone()
        twin.apply(choice)
        assert cubes_of(twin, RED) == "".join(sorted(choice.split()[1], key="FWSCG".index))


@pytest.mark.parametrize(("building", "gained"), [
    ("neutral_sawmill", "W"), ("neutral_quarry", "S"), ("gold_mine", "G"),
    ("wood_sawmill", "WW"), ("wood_quarry", "SS")])
def test_r_road_2_single_production_is_taken_without_asking(building, gained):
    """§8.1 Sawmill, Quarry; §8.2 Gold Mine; §8.3 Sawmill, Quarry."""
    game = road_game()
    events = activate(game, 9, building, RED, cubes="")
    assert [e.data["cubes"] for e in of_kind(events, "produce")] == [gained]
    assert cubes_of(game, RED) == gained
    assert game.decision.kind == "castle"  # nothing was asked on the road


@pytest.mark.parametrize(("building", "gained", "bonus"), [
    ("stone_farm", "FFC", {"F", "C"}), ("park", "FWW", {"W", "F"}),
    ("workshop", "SSC", {"S", "C"})])
def test_r_road_3_stone_production_gives_the_owner_a_bonus_cube(building, gained, bonus):
    """§8.4 Farm, Park, Workshop: the user takes all three, the owner one of two kinds."""
    game = road_game()
    set_player(game, GREEN, cubes="")
    activate(game, 9, building, RED, owner=GREEN, cubes="")
    assert cubes_of(game, RED) == gained
    assert (game.decision.kind, game.current_seat) == ("owner_bonus", GREEN)
    assert legal_strings(game) == {f"bonus {cube}" for cube in bonus}
    play(game, f"bonus {sorted(bonus)[0]}")
    assert cubes_of(game, GREEN) == sorted(bonus)[0]


@pytest.mark.parametrize("building", ["stone_farm", "park", "workshop"])
def test_r_road_3_no_bonus_when_the_owner_uses_it(building):
    game = road_game()
    events = activate(game, 9, building, GREEN, owner=GREEN, cubes="")
    assert len(cubes_of(game, GREEN)) == 3
    assert not of_kind(events, "owner_bonus") and game.decision.kind == "castle"


def test_r_road_3_wood_production_gives_no_owner_bonus():
    game = road_game()
    set_player(game, GREEN, cubes="")
    activate(game, 9, "wood_sawmill", RED, owner=GREEN)
    assert cubes_of(game, GREEN) == "" and game.decision.kind == "castle"


# --- markets and peddlers -------------------------------------------------------------------


@pytest.mark.parametrize(("building", "price"), [("neutral_marketplace", 4),
                                                  ("wood_marketplace", 6)])
def test_marketplace_sells_one_cube_of_any_kind(building, price):
    """§8.1 Marketplace 4 deniers, §8.3 Marketplace 6 deniers; gold may be sold."""
    game = road_game()
    activate(game, 9, building, RED, deniers=0, cubes="FG")
    assert legal_strings(game) == {"skip", "sell F", "sell G"}
    play(game, "sell G")
    assert game.players[RED].deniers == price and cubes_of(game, RED) == "F"


def test_marketplace_skip_keeps_everything():
    game = road_game()
    activate(game, 9, "neutral_marketplace", RED, deniers=0, cubes="F")
    play(game, "skip")
    assert game.players[RED].deniers == 0 and cubes_of(game, RED) == "F"


def test_fixed_peddler_2_deniers_for_one_cube_not_gold():
    """§8.2 Peddler."""
    game = road_game()
    activate(game, 7, "fixed_peddler", RED, deniers=3, cubes="")
    assert legal_strings(game) == {"skip", "buy F", "buy W", "buy S", "buy C"}
    with pytest.raises(IllegalAction):
        game.apply("buy G")
    play(game, "buy C")
    assert game.players[RED].deniers == 1 and cubes_of(game, RED) == "C"


def test_fixed_peddler_without_2_deniers_asks_nothing():
    game = road_game()
    events = activate(game, 7, "fixed_peddler", RED, deniers=1, cubes="")
    assert game.decision.kind == "castle" and cubes_of(game, RED) == ""
    assert of_kind(events, "worker_returns")[0].seat == RED


def test_wood_peddler_1_denier_for_1_cube_or_2_for_2():
    """§8.3 Peddler."""
    game = road_game()
    activate(game, 9, "wood_peddler", RED, deniers=2, cubes="")
    legal = legal_strings(game)
    assert {"buy F", "buy C", "buy FW", "buy SS", "buy CC"} <= legal
    assert not any("G" in action for action in legal)
    assert len(legal) == 1 + 4 + 10
    play(game, "buy WS")
    assert game.players[RED].deniers == 0 and cubes_of(game, RED) == "WS"


def test_wood_peddler_with_1_denier_only_single_cubes():
    game = road_game()
    activate(game, 9, "wood_peddler", RED, deniers=1, cubes="")
    assert legal_strings(game) == {"skip", "buy F", "buy W", "buy S", "buy C"}


# --- stone exchange buildings ---------------------------------------------------------------


def test_alchemist_2_cubes_for_1_gold_or_4_for_2():
    """§8.4 Alchemist: non-gold cubes only."""
    game = road_game()
    activate(game, 9, "alchemist", RED, cubes="FWWSG")
    legal = legal_strings(game)
    assert {"alchemy FW", "alchemy WW", "alchemy WS", "alchemy FWWS"} <= legal
    assert not any("G" in action.split()[-1] for action in legal if action != "skip")
    assert "alchemy FF" not in legal
    play(game, "alchemy FWWS")
    assert cubes_of(game, RED) == "GGG"


@pytest.mark.parametrize(("building", "supply", "offers", "choice", "after"), [
    ("bank", {"deniers": 5}, {"trade 2", "trade 5"}, "trade 5", {"deniers": 0, "G": 2}),
    ("bank", {"deniers": 3}, {"trade 2"}, "trade 2", {"deniers": 1, "G": 1}),
    ("tailor", {"cubes": "CCC"}, {"trade 2", "trade 3"}, "trade 2", {"C": 1, "prestige": 4}),
    ("tailor", {"cubes": "CCC"}, {"trade 2", "trade 3"}, "trade 3", {"C": 0, "prestige": 6}),
    ("church", {"deniers": 4}, {"trade 2", "trade 4"}, "trade 2", {"deniers": 2,
                                                                   "prestige": 3}),
    ("church", {"deniers": 4}, {"trade 2", "trade 4"}, "trade 4", {"deniers": 0,
                                                                   "prestige": 5}),
])
def test_bank_tailor_church_exchanges(building, supply, offers, choice, after):
    """§8.4 Bank 2 -> 1 G / 5 -> 2 G; Tailor 2 C -> 4 PP / 3 C -> 6 PP; Church 2 -> 3 / 4 -> 5
    (§12: the Church takes deniers)."""
    game = road_game()
    supply.setdefault("cubes", "")
    activate(game, 9, building, RED, owner=GREEN, **supply)
    assert legal_strings(game) == {"skip", *offers}
    play(game, choice)
    player = game.players[RED]
    for key, value in after.items():
        got = {"deniers": player.deniers, "prestige": player.prestige}.get(key)
        assert (got if got is not None else player.cubes[key]) == value, key


def test_bank_with_1_denier_asks_nothing():
    game = road_game()
    activate(game, 9, "bank", RED, deniers=1, cubes="")
    assert game.decision.kind == "castle"


# --- R-ROAD-1: order and the provost -------------------------------------------------------


def test_r_road_1_activation_in_road_order_up_to_the_provost():
    game = road_game()
    put_tile(game, 9, "wood_sawmill", None)
    put_tile(game, 10, "wood_quarry", None)
    stand(game, GREEN, 10)
    stand(game, RED, 9)
    stand(game, ORANGE, 16)
    game.board.provost = 10
    hold_in_castle(game, BLUE)
    events = start_phase(game, Phase.ROAD)
    produced = [(e.seat, e.data["space"]) for e in of_kind(events, "produce")]
    assert produced == [(RED, 9), (GREEN, 10)]
    unused = [(e.seat, e.data["place"]) for e in of_kind(events, "worker_returns")
              if e.data["unused"]]
    assert unused == [(ORANGE, road_place(16))]
    assert cubes_of(game, ORANGE) == "FFW"  # no gold: the Gold Mine is beyond the provost


def test_r_road_1_beyond_the_provost_the_owner_keeps_the_placement_pp():
    game = game_for(4, order=[RED, GREEN, BLUE, ORANGE])
    put_tile(game, 12, "wood_quarry", GREEN)
    play(game, "place 12")
    assert game.players[GREEN].prestige == 1
    play(game, "pass", "pass", "pass", "pass")
    while game.decision.kind == "provost":
        play(game, "skip")
    assert game.players[GREEN].prestige == 1
    assert cubes_of(game, RED) == "FFW"


def test_r_road_1_provost_on_the_space_activates_it():
    game = road_game()
    activate(game, 9, "wood_quarry", RED, cubes="")
    assert game.board.provost == 9 and cubes_of(game, RED) == "SS"


# --- R-ROAD-4: Carpenter and Mason -------------------------------------------------------


@pytest.mark.parametrize("carpenter", ["neutral_carpenter", "fixed_carpenter"])
def test_r_road_4_carpenters_build_wood_tiles(carpenter):
    """§8.1 Carpenter, §8.2 Carpenter: any wood tile in stock the player can pay for."""
    game = road_game()
    activate(game, 8, carpenter, RED, cubes="WFCG")
    legal = legal_strings(game)
    assert {"build wood_farm_food", "build mason", "build lawyer",
            "build wood_marketplace G", "build wood_peddler C"} <= legal
    assert not any(BUILDINGS[a.split()[1]].category != "wood" for a in legal if a != "skip")


@pytest.mark.parametrize("tile", WOOD_TILES)
def test_r_road_4_each_wood_tile_cost_and_prestige(tile):
    """§8.3 costs and PP; the tile goes on the first empty space, owned by the builder."""
    game = road_game()
    activate(game, 8, "fixed_carpenter", RED, cubes="WFCS")
    building = BUILDINGS[tile]
    action = f"build {tile}" + (" S" if building.any_cost else "")
    play(game, action)
    paid = dict(building.cube_cost)
    if building.any_cost:
        paid["S"] = paid.get("S", 0) + 1
    left = {k: "WFCS".count(k) - paid.get(k, 0) for k in "FWSC"}
    assert game.players[RED].cubes == {**left, "G": 0}
    assert game.board.road[8] == (tile, RED)
    assert game.players[RED].prestige == building.prestige
    assert game.board.stock[tile] == 0


@pytest.mark.parametrize("tile", STONE_TILES)
def test_r_road_4_each_stone_tile_cost_prestige_and_favour(tile):
    """§8.4 costs and PP (Church +1 favour); built by a Mason (§8.3)."""
    game = road_game()
    activate(game, 9, "mason", RED, owner=GREEN, cubes="SFWC")
    building = BUILDINGS[tile]
    play(game, f"build {tile}")
    left = {k: "SFWC".count(k) - building.cube_cost.get(k, 0) for k in "FWSC"}
    assert game.players[RED].cubes == {**left, "G": 0}
    assert game.board.road[9] == (tile, RED)
    assert game.players[RED].prestige == building.prestige
    assert game.board.stock[tile] == (1 if tile == "architect" else 0)
    asked = game.decision.kind == "favour" and game.current_seat == RED
    assert asked == (tile == "church")


def test_r_road_4_mason_offers_only_stone_tiles():
    game = road_game()
    activate(game, 9, "mason", RED, cubes="SFWC")
    legal = legal_strings(game) - {"skip"}
    assert {BUILDINGS[a.split()[1]].category for a in legal} == {"stone"}
    assert "build jeweller" not in legal


def test_r_road_4_first_empty_space_even_with_gaps_after_it():
    game = road_game()
    for space in (9, 10, 11, 13):
        put_tile(game, space, "residence", BLUE)
    activate(game, 8, "fixed_carpenter", RED, cubes="WF")
    play(game, "build wood_sawmill")
    assert game.board.road[11] == ("wood_sawmill", RED)  # space 12


def test_r_road_4_cannot_build_what_cannot_be_paid():
    game = road_game()
    activate(game, 8, "fixed_carpenter", RED, cubes="W")
    assert game.decision.kind == "castle"  # nothing affordable: no question
    game = road_game()
    activate(game, 8, "fixed_carpenter", RED, cubes="WF")
    assert "build lawyer" not in legal_strings(game)
    with pytest.raises(IllegalAction, match="cannot pay"):
        game.apply("build lawyer")


def test_r_road_4_only_tiles_in_stock():
    game = road_game()
    put_tile(game, 20, "wood_sawmill", BLUE)
    activate(game, 8, "fixed_carpenter", RED, cubes="WF")
    assert "build wood_sawmill" not in legal_strings(game)
    assert "build wood_quarry" in legal_strings(game)


def test_r_road_4_two_architects_then_none():
    game = road_game()
    put_tile(game, 20, "architect", BLUE)
    activate(game, 9, "mason", RED, cubes="SFSF")
    play(game, "build architect")
    assert game.board.stock["architect"] == 0
    game = road_game()
    put_tile(game, 20, "architect", BLUE)
    put_tile(game, 21, "architect", GREEN)
    activate(game, 9, "mason", RED, cubes="SF")
    assert "build architect" not in legal_strings(game)


def test_r_road_4_full_road_nothing_can_be_built():
    game = road_game()
    for space in range(1, 29):
        if game.board.road[space - 1] is None:
            put_tile(game, space, "residence", BLUE)
    game.board.stock = {tile: 1 for tile in game.board.stock}
    activate(game, 8, "fixed_carpenter", RED, cubes="WWFF")
    assert game.decision.kind == "castle"


def test_r_road_4_skip_builds_nothing():
    game = road_game()
    activate(game, 8, "fixed_carpenter", RED, cubes="WF")
    play(game, "skip")
    assert game.board.road[8] is None and cubes_of(game, RED) == "FW"


# --- R-ROAD-5: Architect and the prestige tiles (§8.6) -----------------------------------


@pytest.mark.parametrize("tile", PRESTIGE_TILES)
def test_r_road_5_each_prestige_tile_on_an_own_residence(tile):
    """§8.6 costs, PP and favours; the residence is replaced."""
    game = road_game()
    put_tile(game, 12, "residence", RED)
    building = BUILDINGS[tile]
    supply = "FFFFFWWWWWSSSSSCCCCCGGG"
    activate(game, 9, "architect", RED, owner=GREEN, cubes=supply)
    assert f"build {tile} 12" in legal_strings(game)
    play(game, f"build {tile} 12")
    assert game.board.road[11] == (tile, RED)
    left = {k: supply.count(k) - building.cube_cost.get(k, 0) for k in "FWSCG"}
    assert game.players[RED].cubes == left
    assert game.players[RED].prestige == building.prestige
    favours = 0
    while game.decision.kind == "favour":
        favours += 1
        play(game, game.legal_actions()[0])
    assert favours == building.favours
    assert game.board.stock[tile] == 0


def test_r_road_5_only_on_the_players_own_residences():
    game = road_game()
    put_tile(game, 12, "residence", RED)
    put_tile(game, 13, "residence", GREEN)
    put_tile(game, 14, "residence", RED)
    activate(game, 9, "architect", RED, cubes="SSG")
    assert legal_strings(game) == {"skip", "build statue 12", "build statue 14"}
    with pytest.raises(IllegalAction):
        game.apply("build statue 13")


def test_r_road_5_no_residence_no_question():
    game = road_game()
    activate(game, 9, "architect", RED, cubes="SSSSSWWWGGG")
    assert game.decision.kind == "castle"


@pytest.mark.parametrize(("tile", "income"), [("library", 2 + 1), ("hotel", 2 + 2),
                                              ("statue", 2)])
def test_r_road_5_library_and_hotel_raise_income_from_the_next_phase_1(tile, income):
    """R-ROAD-5, R-INCOME, §8.5: the residence (+1) is replaced by the prestige tile."""
    game = road_game()
    put_tile(game, 12, "residence", RED)
    activate(game, 9, "architect", RED, cubes="WWWSSSGG")
    play(game, f"build {tile} 12")
    while game.decision.kind == "favour":
        play(game, game.legal_actions()[0])
    events = start_phase(game, Phase.INCOME)
    assert {e.seat: e.data["amount"] for e in of_kind(events, "income")}[RED] == income


# --- §8.5 residences -----------------------------------------------------------------------


def test_residence_no_worker_and_one_denier_income():
    game = road_game()
    put_tile(game, 12, "residence", RED)
    assert "place 12" not in legal_strings(game)
    events = start_phase(game, Phase.INCOME)
    assert {e.seat: e.data["amount"] for e in of_kind(events, "income")}[RED] == 3
