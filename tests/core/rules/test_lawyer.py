"""R-LAWYER: residences made by the Lawyer, its forbidden targets and delayed transformations."""

from __future__ import annotations

import pytest

from caylus.core import IllegalAction
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
    kinds,
    legal_strings,
    of_kind,
    play,
    put_tile,
    set_player,
    space_of,
    stand,
    start_phase,
)

LAWYER = 9


def lawyer_game():
    """Red owns the Lawyer on 9 and a Sawmill on 10; Green a Quarry on 11; Red's own Park 12,
    a residence 13 and a Statue 14."""
    game = game_for(4, order=[BLUE, RED, GREEN, ORANGE])
    put_tile(game, 10, "wood_sawmill", RED)
    put_tile(game, 11, "wood_quarry", GREEN)
    put_tile(game, 12, "park", RED)
    put_tile(game, 13, "residence", RED)
    put_tile(game, 14, "statue", RED)
    return game


def use_lawyer(game, seat=RED, owner=RED, **supply):
    supply.setdefault("deniers", 3)
    supply.setdefault("cubes", "C")
    return activate(game, LAWYER, "lawyer", seat, owner=owner, **supply)


def test_r_lawyer_targets_neutral_and_own_wood_or_stone_buildings_only():
    game = lawyer_game()
    use_lawyer(game)
    assert game.decision.kind == "lawyer"
    assert legal_strings(game) == {"skip", *(f"lawyer {s}" for s in (1, 2, 3, 4, 5, 6, 10, 12))}


@pytest.mark.parametrize(("space", "what"), [
    (7, "fixed Peddler"), (8, "fixed Carpenter"), (16, "Gold Mine"), (LAWYER, "the Lawyer"),
    (11, "another player's wood tile"), (13, "a residence"), (14, "a prestige building"),
    (15, "an empty space")])
def test_r_lawyer_forbidden_targets(space, what):
    game = lawyer_game()
    use_lawyer(game)
    road = list(game.board.road)
    with pytest.raises(IllegalAction):
        game.apply(f"lawyer {space}")
    assert game.board.road == road, what


def test_r_lawyer_neutral_building_becomes_a_residence_and_leaves_the_game():
    game = lawyer_game()
    forest = space_of(game, "neutral_forest")
    use_lawyer(game, deniers=3, cubes="CF")
    events = play(game, f"lawyer {forest}")
    assert game.board.road[forest - 1] == ("residence", RED)
    assert game.players[RED].deniers == 2 and cubes_of(game, RED) == "F"
    assert game.players[RED].prestige == 2
    assert "neutral_forest" not in game.board.stock
    assert [e.data["deferred"] for e in of_kind(events, "lawyer")] == [False]


def test_r_lawyer_own_wood_tile_returns_to_the_stock_and_can_be_built_again():
    game = lawyer_game()
    assert game.board.stock["wood_sawmill"] == 0
    use_lawyer(game)
    play(game, "lawyer 10")
    assert game.board.road[9] == ("residence", RED)
    assert game.board.stock["wood_sawmill"] == 1
    game.board.castle_workers.clear()  # Carpenter next turn: Blue builds the Sawmill again
    game.board.road_workers = [None] * 28
    for player in game.players:
        player.workers_out = 0
    activate(game, 8, "fixed_carpenter", BLUE, cubes="WF")
    play(game, "build wood_sawmill")
    assert game.board.road[14] == ("wood_sawmill", BLUE)


def test_r_lawyer_own_stone_tile_returns_to_the_stock():
    game = lawyer_game()
    use_lawyer(game)
    play(game, "lawyer 12")
    assert game.board.road[11] == ("residence", RED)
    assert game.board.stock["park"] == 1


def test_r_lawyer_another_player_may_use_a_lawyer_for_own_buildings():
    game = lawyer_game()
    use_lawyer(game, seat=GREEN, owner=RED)
    assert "lawyer 11" in legal_strings(game) and "lawyer 10" not in legal_strings(game)
    play(game, "lawyer 11")
    assert game.board.road[10] == ("residence", GREEN)
    assert game.players[GREEN].prestige == 2
    assert game.players[RED].prestige == 0  # placement by `activate` pays no owner PP


@pytest.mark.parametrize(("deniers", "cubes"), [(0, "C"), (3, "FW")])
def test_r_lawyer_needs_1_cloth_and_1_denier(deniers, cubes):
    game = lawyer_game()
    use_lawyer(game, deniers=deniers, cubes=cubes)
    assert game.decision.kind == "castle"  # nothing to ask
    assert game.board.road[0][0].startswith("neutral")


def test_r_lawyer_target_with_an_unresolved_worker_transforms_after_it():
    """The worker on the later Sawmill is activated first, then the residence appears."""
    game = lawyer_game()
    stand(game, ORANGE, 10)
    game.board.provost = 10
    use_lawyer(game)
    events = play(game, "lawyer 10")
    assert game.players[RED].deniers == 2 and cubes_of(game, RED) == ""  # paid at once
    order = [k for k in kinds(events) if k in ("lawyer", "produce", "worker_returns",
                                               "residence")]
    assert order == ["lawyer", "worker_returns", "produce", "worker_returns", "residence"]
    assert of_kind(events, "lawyer")[0].data["deferred"] is True
    assert cubes_of(game, ORANGE) == "FFWWW"
    assert game.board.road[9] == ("residence", RED)
    assert game.board.pending_lawyer == {}
    assert game.players[RED].prestige == 2


def test_r_lawyer_target_beyond_the_provost_transforms_when_its_worker_returns_unused():
    game = lawyer_game()
    forest = space_of(game, "neutral_forest")
    put_tile(game, 20, "wood_farm_food", RED)
    stand(game, GREEN, 20)
    use_lawyer(game)
    assert game.board.provost == LAWYER
    events = play(game, "lawyer 20")
    returned = [e for e in of_kind(events, "worker_returns") if e.seat == GREEN]
    assert [e.data["unused"] for e in returned] == [True]
    assert game.board.road[19] == ("residence", RED)
    assert cubes_of(game, GREEN) == "FFW"
    assert forest  # the neutral tiles were not touched
    assert game.board.stock["wood_farm_food"] == 1


def test_r_lawyer_target_whose_worker_was_already_resolved_transforms_at_once():
    game = game_for(4, order=[BLUE, RED, GREEN, ORANGE])
    quarry = space_of(game, "neutral_quarry")
    put_tile(game, LAWYER, "lawyer", RED)
    stand(game, BLUE, quarry)
    stand(game, RED, LAWYER)
    set_player(game, RED, deniers=3, cubes="C")
    set_player(game, BLUE, cubes="")
    hold_in_castle(game, GREEN)
    game.board.provost = LAWYER
    start_phase(game, Phase.ROAD)
    assert (game.decision.kind, game.current_seat) == ("lawyer", RED)
    assert cubes_of(game, BLUE) == "S"
    events = play(game, f"lawyer {quarry}")
    assert of_kind(events, "lawyer")[0].data["deferred"] is False
    assert game.board.road[quarry - 1] == ("residence", RED)


def test_r_lawyer_pending_target_cannot_be_ordered_twice():
    """A favour's residence (buildings column 4) later in the same road phase skips the
    pending target (R-FAVOUR-4, R-LAWYER)."""
    game = game_for(4, order=[BLUE, RED, GREEN, ORANGE])
    put_tile(game, 10, "mason", BLUE)
    put_tile(game, 12, "wood_sawmill", RED)
    put_tile(game, 13, "wood_quarry", RED)
    stand(game, RED, 10)
    stand(game, ORANGE, 12)
    game.board.open_columns, game.board.scored = 4, 1
    game.board.provost = 12
    set_player(game, RED, favour=[0, 0, 0, 3])
    use_lawyer(game, deniers=3, cubes="CCSC")
    play(game, "lawyer 12")
    assert game.board.pending_lawyer == {12: RED}
    assert (game.decision.kind, game.current_seat) == ("build", RED)  # the Mason on 10
    play(game, "build church")
    assert game.decision.kind == "favour"
    residences = {a for a in legal_strings(game) if a.startswith("favour buildings 4")}
    assert "favour buildings 4 12" not in residences
    assert "favour buildings 4 13" in residences
