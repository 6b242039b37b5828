"""Positions (caylus.core.position): a game built from what the table shows, and refused when
it cannot happen. The engine's `setup` reads the JSON its `state` prints."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from caylus.core import Game, PositionError, new_game, replay, setup_game
from caylus.core.table_json import public_state
from caylus.engine import EngineSession
from caylus.persistence.saves import dumps_game, loads_game

from .test_properties import check_invariants


def played_to_placement(players: int, seed: int, moves: int) -> Game | None:
    """A random game stopped at a placement decision (None if it ended first)."""
    game = new_game(players, seed, simplified=seed % 2 == 0, edition=1 + seed % 2)
    rng = random.Random(seed)
    for _ in range(moves):
        game.apply(rng.choice(game.legal_actions()))
        if game.is_over:
            return None
    while not game.is_over:
        assert game.decision is not None  # a game not over owes one
        if game.decision.kind == "place":
            break
        game.apply(rng.choice(game.legal_actions()))
    return None if game.is_over else game


def position_of(game: Game) -> dict[str, Any]:
    return json.loads(json.dumps(public_state(game)))


@settings(max_examples=60, deadline=None, derandomize=True)
@given(players=st.integers(2, 5), seed=st.integers(0, 10**6), moves=st.integers(0, 600))
def test_what_state_shows_sets_up_the_same_position(players: int, seed: int, moves: int) -> None:
    game = played_to_placement(players, seed, moves)
    if game is None:
        return
    built = setup_game(position_of(game))
    assert public_state(built) == public_state(game)
    assert built.legal_actions() == game.legal_actions()
    assert replay(built.setup, []).to_dict() == built.to_dict(), "the setup replays"
    rng = random.Random(seed)
    while not built.is_over:
        built.apply(rng.choice(built.legal_actions()))
        check_invariants(built)


def base_position(**changes: Any) -> dict[str, Any]:
    position = position_of(new_game(3, seed=4))
    position.update(changes)
    return position


def problems(position: dict[str, Any]) -> str:
    with pytest.raises(PositionError) as caught:
        setup_game(position)
    return str(caught.value)


def test_an_impossible_position_lists_every_inconsistency() -> None:
    position = base_position(turn=0, provost=40, phase="lunch")
    position["players"][0]["deniers"] = -1
    position["players"][1]["cubes"] = {"gems": 1}
    message = problems(position)
    for expected in ("'turn' must be", "'phase' must be one of", "player 0's deniers",
                     "player 1's cubes", "'provost' must be"):
        assert expected in message, message


def test_r_setup_4_fixed_tiles_stay_on_their_spaces() -> None:
    position = base_position()
    position["road"][6] = None
    assert "road space 7 must hold the Peddler" in problems(position)


def test_r_road_4_new_tiles_fill_the_first_empty_space() -> None:
    position = base_position()
    position["road"][20] = {"building": "wood_sawmill", "owner": 0}
    assert "road space 9 is empty but space 21 is built" in problems(position)


def test_r_castle_3_houses_go_to_the_section_being_built() -> None:
    position = base_position()
    position["castle"]["walls"] = [0]
    assert "houses in the walls while an earlier section" in problems(position)


def test_r_favour_2_markers_stay_in_open_columns() -> None:
    position = base_position()
    position["players"][2]["favour_columns"]["cubes"] = 3
    assert "only columns 0-2 are open" in problems(position)


def test_r_setup_1_six_workers_each_and_the_supply_must_agree() -> None:
    position = base_position()
    position["players"][0]["workers_available"] = 5
    assert "5 workers in supply and 0 on the board" in problems(position)


def test_workers_must_stand_on_buildings_that_take_them() -> None:
    position = base_position()
    position["road"][8] = {"building": "statue", "owner": 1, "worker": 1}
    assert "no worker may stand on the Statue" in problems(position)


def test_r_end_1_and_r_score_1_a_set_up_end_phase_scores_the_dungeon() -> None:
    position = base_position(phase="end", bailiff=11, provost=14, passing_order=[1, 0, 2])
    position["castle"]["dungeon"] = [0, 0, 1]
    game = setup_game(position)
    assert game.board.bailiff == 13, "the bailiff moves 2 when the provost is beyond it"
    assert game.board.scored == 1
    assert public_state(game)["scored_sections"] == ["dungeon"]


def test_a_set_up_game_saves_and_loads() -> None:
    game = setup_game(base_position())
    game.apply(game.legal_actions()[1])
    loaded = loads_game(dumps_game(game))
    assert loaded.to_dict() == game.to_dict()


def test_the_engine_sets_up_what_state_printed_and_refuses_the_impossible() -> None:
    session = EngineSession()
    session.handle("new players=4 seed=2")
    session.handle("play place castle")
    state = session.handle("state")[0]
    fresh = EngineSession()
    assert fresh.handle(f"setup {state}")[-1] == "ok"
    assert fresh.handle("state")[0] == state
    before = fresh.handle("state")
    bad = json.loads(state)
    bad["bailiff"] = 3
    answer = fresh.handle(f"setup {json.dumps(bad)}")
    assert answer[-1].startswith("error impossible position") and "'bailiff'" in answer[-1]
    assert fresh.handle("setup {not json")[-1].startswith("error the position is not valid JSON")
    assert fresh.handle("setup [1]")[-1] == "error the position must be a JSON object"
    assert fresh.handle("state") == before, "an error changes nothing"


def test_the_docs_setup_example_is_real_output() -> None:
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[2] / "docs" / "ENGINE.md").read_text("utf-8")
    block = doc.split("## Positions: `setup`", 1)[1].split("```\n", 2)[1]
    command, answer = block.strip().splitlines()
    assert EngineSession().handle(command.removeprefix("> ")) == [answer]


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 40) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=10,
)
POSITION_KEYS = ["players", "road", "specials", "castle", "scored_sections", "turn", "phase",
                 "turn_order", "passing_order", "current_seat", "provost", "bailiff",
                 "options", "stock", "pending_residences", "seed"]


@settings(max_examples=300, deadline=None, derandomize=True)
@given(key=st.sampled_from(POSITION_KEYS), value=JSON_VALUES, seat=st.integers(0, 2),
       field=st.sampled_from(["name", "deniers", "cubes", "favour_columns", "colour"]))
def test_a_damaged_position_is_refused_with_a_reason_never_a_crash(
    key: str, value: Any, seat: int, field: str
) -> None:
    position = base_position()
    position[key] = value
    damaged_player = base_position()
    damaged_player["players"][seat][field] = value
    for candidate in (position, damaged_player):
        answer = EngineSession().handle(f"setup {json.dumps(candidate)}")
        assert answer[-1] == "ok" or answer[-1].startswith("error "), answer
        assert "internal error" not in answer[-1], answer
