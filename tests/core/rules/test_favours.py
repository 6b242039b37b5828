"""Royal favours: R-FAVOUR-1..4, the twenty effects of the table (4 rows x 5 columns)."""

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
    give_favours,
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

ROWS = ("prestige", "deniers", "cubes", "buildings")


def favour_game(open_columns: int = 5, markers=(0, 0, 0, 0), count: int = 1, **supply):
    """Red gains `count` favours during the placement phase, with markers and open columns."""
    game = game_for(4, order=[BLUE, RED, GREEN, ORANGE])
    game.board.open_columns = open_columns
    game.board.scored = {2: 0, 4: 1, 5: 2}[open_columns]
    set_player(game, RED, favour=list(markers), **supply)
    give_favours(game, RED, count)
    assert game.decision is not None
    assert (game.decision.kind, game.current_seat) == ("favour", RED)
    return game


def markers_at(row: str, column: int) -> tuple[int, ...]:
    return tuple(column if r == row else 0 for r in ROWS)


# --- R-FAVOUR-4, the prestige and deniers rows ---------------------------------------------


@pytest.mark.parametrize("column", [1, 2, 3, 4, 5])
def test_r_favour_4_prestige_row(column):
    game = favour_game(markers=markers_at("prestige", column - 1), prestige=0)
    play(game, f"favour prestige {column}")
    assert game.players[RED].prestige == column
    assert game.players[RED].favour[0] == column


@pytest.mark.parametrize(("column", "deniers"), [(1, 3), (2, 4), (3, 5), (4, 6), (5, 7)])
def test_r_favour_4_deniers_row(column, deniers):
    game = favour_game(markers=markers_at("deniers", column - 1), deniers=0)
    play(game, f"favour deniers {column}")
    assert game.players[RED].deniers == deniers


# --- the cubes row ---------------------------------------------------------------------------


def test_r_favour_4_cubes_column_1_one_food():
    game = favour_game(cubes="")
    play(game, "favour cubes 1")
    assert cubes_of(game, RED) == "F"


@pytest.mark.parametrize("cube", ["W", "S"])
def test_r_favour_4_cubes_column_2_wood_or_stone(cube):
    game = favour_game(markers=markers_at("cubes", 1), cubes="")
    assert {"favour cubes 2 W", "favour cubes 2 S"} <= legal_strings(game)
    assert "favour cubes 2 F" not in legal_strings(game)
    play(game, f"favour cubes 2 {cube}")
    assert cubes_of(game, RED) == cube


def test_r_favour_4_cubes_column_3_one_cloth():
    game = favour_game(markers=markers_at("cubes", 2), cubes="")
    play(game, "favour cubes 3")
    assert cubes_of(game, RED) == "C"


def test_r_favour_4_cubes_column_4_give_one_take_two_not_gold():
    game = favour_game(markers=markers_at("cubes", 3), cubes="G")
    cube_moves = {a for a in legal_strings(game) if a.startswith("favour cubes 4")}
    assert len(cube_moves) == 10  # give the gold, take any two non-gold cubes
    assert "favour cubes 4 G FW" in cube_moves
    assert not any(a.endswith("G") for a in cube_moves)
    play(game, "favour cubes 4 G SC")
    assert cubes_of(game, RED) == "SC"


def test_r_favour_4_cubes_column_4_needs_a_cube_to_give():
    game = favour_game(markers=markers_at("cubes", 3), cubes="")
    assert not any(a.startswith("favour cubes 4") for a in legal_strings(game))
    with pytest.raises(IllegalAction):
        game.apply("favour cubes 4 F WW")


def test_r_favour_4_cubes_column_5_one_gold():
    game = favour_game(markers=markers_at("cubes", 4), cubes="")
    play(game, "favour cubes 5")
    assert cubes_of(game, RED) == "G"


# --- the buildings row -----------------------------------------------------------------------


def test_r_favour_4_buildings_column_1_nothing():
    game = favour_game(cubes="FWS", deniers=4)
    before = game.to_dict()["state"]["players"][RED]
    play(game, "favour buildings 1")
    after = game.to_dict()["state"]["players"][RED]
    assert {**after, "favour": None} == {**before, "favour": None}
    assert after["favour"] == [0, 0, 0, 1]


@pytest.mark.parametrize(("tile", "cubes", "action", "left"), [
    ("wood_farm_food", "F", "favour buildings 2 wood_farm_food", ""),
    ("lawyer", "CS", "favour buildings 2 lawyer", "S"),
    ("wood_marketplace", "G", "favour buildings 2 wood_marketplace G", ""),
])
def test_r_favour_4_buildings_column_2_wood_tile_for_one_wood_less(tile, cubes, action, left):
    game = favour_game(markers=markers_at("buildings", 1), cubes=cubes)
    first_empty = game.board.first_empty_space()
    play(game, action)
    assert game.board.road[first_empty - 1] == (tile, RED)
    assert cubes_of(game, RED) == left
    assert game.players[RED].prestige == {"lawyer": 4, "wood_marketplace": 4}.get(tile, 2)


def test_r_favour_4_buildings_column_2_still_needs_the_other_cubes():
    game = favour_game(markers=markers_at("buildings", 1), cubes="W")
    builds = {a for a in legal_strings(game) if a.startswith("favour buildings 2")}
    # The wood is the discount; only tiles whose other cube is "any" can use it.
    assert builds == {"favour buildings 2 wood_marketplace W", "favour buildings 2 wood_peddler W"}


def test_r_favour_4_buildings_column_2_works_without_a_free_carpenter():
    game = favour_game(markers=markers_at("buildings", 1), cubes="F")
    put_tile(game, 8, None)
    put_tile(game, space_of(game, "neutral_carpenter"), None)
    assert "favour buildings 2 wood_sawmill" in legal_strings(game)


@pytest.mark.parametrize(("tile", "cubes", "left"), [
    ("park", "F", ""), ("bank", "W", ""), ("church", "CS", "S"), ("architect", "SF", "S")])
def test_r_favour_4_buildings_column_3_stone_tile_for_one_stone_less(tile, cubes, left):
    game = favour_game(markers=markers_at("buildings", 2), cubes=cubes)
    first_empty = game.board.first_empty_space()
    play(game, f"favour buildings 3 {tile}")
    assert game.board.road[first_empty - 1] == (tile, RED)
    assert cubes_of(game, RED) == left


def test_r_favour_4_buildings_column_3_church_brings_another_favour_in_another_row():
    """R-FAVOUR-3 too: the Church's own favour follows at once, in a different row."""
    game = favour_game(markers=markers_at("buildings", 2), cubes="C")
    play(game, "favour buildings 3 church")
    assert (game.decision.kind, game.current_seat) == ("favour", RED)
    assert not any(a.startswith("favour buildings") for a in legal_strings(game))
    play(game, "favour prestige 1")
    assert game.players[RED].prestige == 3 + 1


def test_r_favour_4_buildings_column_4_residence_paying_only_the_cloth():
    """§12: cloth only, no denier; +2 PP like the Lawyer."""
    game = favour_game(markers=markers_at("buildings", 3), cubes="CF", deniers=0)
    quarry = space_of(game, "neutral_quarry")
    assert f"favour buildings 4 {quarry}" in legal_strings(game)
    play(game, f"favour buildings 4 {quarry}")
    assert game.board.road[quarry - 1] == ("residence", RED)
    assert cubes_of(game, RED) == "F" and game.players[RED].deniers == 0
    assert game.players[RED].prestige == 2


def test_r_favour_4_buildings_column_4_needs_a_cloth_and_follows_r_lawyer():
    game = favour_game(markers=markers_at("buildings", 3), cubes="F")
    assert not any(a.startswith("favour buildings 4") for a in legal_strings(game))
    game = favour_game(markers=markers_at("buildings", 3), cubes="C")
    targets = {int(a.split()[-1]) for a in legal_strings(game)
               if a.startswith("favour buildings 4")}
    assert targets == {1, 2, 3, 4, 5, 6}  # neutral tiles: no fixed building, no other's tile


def test_r_favour_4_buildings_column_4_works_on_an_occupied_building_later():
    """R-LAWYER via a favour in phase 3: the target's worker is resolved first."""
    game = game_for(4, order=[BLUE, RED, GREEN, ORANGE])
    quarry = space_of(game, "neutral_quarry")
    game.board.open_columns, game.board.scored = 4, 1
    stand(game, RED, "joust_field")
    stand(game, GREEN, quarry)
    set_player(game, RED, deniers=1, cubes="CC", favour=[0, 0, 0, 3])
    set_player(game, GREEN, cubes="")
    game.passed = [BLUE]
    start_phase(game, Phase.SPECIAL)
    play(game, "joust")
    events = play(game, f"favour buildings 4 {quarry}")
    assert of_kind(events, "lawyer")[0].data["deferred"] is True
    assert game.board.pending_lawyer == {quarry: RED}
    events = play(game, "skip")  # Blue's provost move; then the road
    assert cubes_of(game, GREEN) == "S"
    assert game.board.road[quarry - 1] == ("residence", RED)


def test_r_favour_4_buildings_column_5_prestige_tile_at_full_cost():
    game = favour_game(markers=markers_at("buildings", 4), cubes="SSG")
    put_tile(game, 12, "residence", RED)
    put_tile(game, 13, "residence", GREEN)
    builds = {a for a in legal_strings(game) if a.startswith("favour buildings 5")}
    assert builds == {"favour buildings 5 statue 12"}
    play(game, "favour buildings 5 statue 12")
    assert game.board.road[11] == ("statue", RED)
    assert cubes_of(game, RED) == ""
    assert game.players[RED].prestige == 7
    assert game.decision.kind == "favour"  # the Statue's own favour


def test_r_favour_4_buildings_column_5_without_a_residence_nothing():
    game = favour_game(markers=markers_at("buildings", 4), cubes="SSSSSGGG")
    assert not any(a.startswith("favour buildings 5") for a in legal_strings(game))


# --- R-FAVOUR-2: the marker --------------------------------------------------------------


def test_r_favour_2_marker_moves_one_column_into_an_open_column():
    game = favour_game(open_columns=2, markers=(1, 0, 0, 0))
    assert {a for a in legal_strings(game) if a.startswith("favour prestige")} == {
        "favour prestige 1", "favour prestige 2"}
    play(game, "favour prestige 1")
    assert game.players[RED].favour == [2, 0, 0, 0]
    assert game.players[RED].prestige == 1


def test_r_favour_2_marker_stays_when_the_next_column_is_closed():
    game = favour_game(open_columns=4, markers=(4, 0, 0, 0))
    with pytest.raises(IllegalAction, match="column"):
        game.apply("favour prestige 5")
    play(game, "favour prestige 4")
    assert game.players[RED].favour[0] == 4


def test_r_favour_2_any_column_up_to_the_marker():
    game = favour_game(open_columns=5, markers=(0, 3, 0, 0), deniers=0)
    deniers_moves = {a for a in legal_strings(game) if a.startswith("favour deniers")}
    assert deniers_moves == {f"favour deniers {c}" for c in range(1, 5)}
    play(game, "favour deniers 2")
    assert game.players[RED].deniers == 4
    assert game.players[RED].favour[1] == 4


def test_r_favour_2_only_one_column_advance_per_favour():
    game = favour_game(open_columns=5, markers=(0, 0, 0, 0))
    assert "favour prestige 2" not in legal_strings(game)
    with pytest.raises(IllegalAction):
        game.apply("favour prestige 2")


# --- R-FAVOUR-1: columns open after the scorings ------------------------------------------


def scoring_game(scored: int, bailiff: int, section: str):
    game = game_for(4, order=[RED, BLUE, GREEN, ORANGE])
    game.board.scored = scored
    game.board.open_columns = (2, 4, 5)[scored]
    game.board.bailiff = game.board.provost = bailiff
    game.board.castle[section] = [RED, RED]
    set_player(game, RED, favour=[(2, 4, 5)[scored]] * 4)
    return game


def test_r_favour_1_columns_1_and_2_open_at_the_start():
    assert game_for(4).board.open_columns == 2


def test_r_favour_1_dungeon_scoring_opens_3_and_4_after_its_own_favours():
    game = scoring_game(0, 11, "dungeon")
    events = start_phase(game, Phase.END)
    assert "columns_open" not in kinds(events)
    assert game.board.open_columns == 2
    assert "favour prestige 3" not in legal_strings(game)
    events = play(game, "favour prestige 2")
    assert [e.data["columns"] for e in of_kind(events, "columns_open")] == [4]
    assert game.board.open_columns == 4
    give_favours(game, RED)
    assert "favour prestige 3" in legal_strings(game)
    assert "favour prestige 4" not in legal_strings(game)


def test_r_favour_1_walls_scoring_opens_column_5_after_its_own_favours():
    game = scoring_game(1, 17, "walls")
    start_phase(game, Phase.END)
    assert "favour prestige 5" not in legal_strings(game)
    play(game, "favour prestige 4")
    assert game.board.open_columns == 5
    give_favours(game, RED)
    assert "favour prestige 5" in legal_strings(game)


def test_r_favour_1_columns_do_not_open_without_a_scoring():
    game = game_for(4)
    game.board.bailiff = game.board.provost = 9
    game.board.castle["dungeon"] = [BLUE] * 5
    start_phase(game, Phase.END)
    assert game.board.open_columns == 2


# --- R-FAVOUR-3: one row per favour per phase -----------------------------------------------


def test_r_favour_3_each_favour_of_a_phase_in_a_different_row():
    game = favour_game(count=2)
    play(game, "favour cubes 1")
    rows = {a.split()[1] for a in legal_strings(game)}
    assert rows == {"prestige", "deniers", "buildings"}
    with pytest.raises(IllegalAction, match="already used that row"):
        game.apply("favour cubes 1")


def test_r_favour_3_the_fifth_favour_in_a_phase_is_lost():
    game = favour_game(count=5, prestige=0)
    events = []
    for row in ROWS:
        assert (game.decision.kind, game.current_seat) == ("favour", RED)
        events += play(game, f"favour {row} 1")
    assert [e.seat for e in of_kind(events, "favour_lost")] == [RED]
    assert game.decision.kind == "place"
    assert game.players[RED].favour == [1, 1, 1, 1]


def test_r_favour_3_rows_are_free_again_in_the_next_phase():
    game = game_for(4, order=[BLUE, RED, GREEN, ORANGE])
    stand(game, RED, "joust_field")
    set_player(game, RED, deniers=2, cubes="CFWS")
    stand(game, RED, "castle")
    game.passed = []
    start_phase(game, Phase.SPECIAL)
    play(game, "joust", "favour prestige 1")
    while game.decision.kind != "castle":
        play(game, game.legal_actions()[0])
    play(game, "batch FWS")  # Red alone in the castle: best builder, a favour in phase 6
    assert game.decision.kind == "favour"
    assert "favour prestige 1" in legal_strings(game)


def test_r_favour_3_other_players_rows_are_their_own():
    game = favour_game()
    play(game, "favour prestige 1")
    give_favours(game, GREEN)
    assert "favour prestige 1" in legal_strings(game)


def test_r_favour_1_3_castle_favour_then_dungeon_scoring_favour_same_turn():
    """The best builder's favour (phase 6) and the Dungeon scoring's favour (phase 7) both see
    columns 1-2; being in different phases, they may use the same row."""
    game = game_for(4, order=[RED, BLUE, GREEN, ORANGE])
    game.board.castle["dungeon"] = [RED, BLUE, GREEN, ORANGE, BLUE]
    game.board.bailiff = game.board.provost = 9
    stand(game, RED, "castle")
    set_player(game, RED, cubes="FWS", favour=[2, 0, 0, 0], prestige=0)
    start_phase(game, Phase.CASTLE)
    play(game, "batch FWS")  # fills the Dungeon: Red 2 houses, scored at the end of the turn
    assert (game.decision.kind, game.current_seat) == ("favour", RED)
    assert "favour prestige 3" not in legal_strings(game)
    play(game, "favour prestige 2")
    assert (game.decision.kind, game.current_seat) == ("favour", RED)  # the scoring's favour
    assert game.board.scored == 1 and game.board.open_columns == 2
    assert "favour prestige 2" in legal_strings(game)
    assert "favour prestige 3" not in legal_strings(game)
    play(game, "favour prestige 2")
    assert game.players[RED].prestige == 5 + 2 + 2
    assert (game.decision.kind, game.current_seat) == ("favour", BLUE)  # 2 houses too
    play(game, "favour prestige 1")
    assert game.board.open_columns == 4
