"""The engine's `setup` refuses every position it could not save and load back, with the
reason, and no engine or save message carries Python's own words (issue 21, item 8)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from caylus.core import new_game
from caylus.engine import EngineSession
from caylus.persistence.saves import SaveError, dumps_game, load_game, loads_save
from tests.engine.session import answer, refusal, snapshot, started, state_of

PYTHON_WORDS = ("Error:", "Traceback", "sys.set_int_max_str_digits", "unhashable",
                "internal error", "None", "True", "False")
LONG_NUMBER = "9" * 5000  # more digits than Python reads or writes (4300)


def mid_game_position() -> dict[str, Any]:
    session = started(players=3, seed=4)
    for _ in range(30):  # workers on the road and owned buildings: more of the shape to damage
        first = session.handle("legal")[0]
        answer(session, f"play {first}")
    return state_of(session)


POSITION = mid_game_position()


def no_python_words(text: str) -> None:
    assert not any(word in text for word in PYTHON_WORDS), text


@pytest.mark.parametrize("tile", [["forest"], {"id": "forest"}, 7, None, True])
def test_a_building_id_that_is_not_a_text_is_refused_with_its_road_space(tile: Any) -> None:
    position = json.loads(json.dumps(POSITION))
    position["road"][0]["building"] = tile
    session = started()
    before = snapshot(session)
    reason = refusal(session, f"setup {json.dumps(position)}")
    assert "road space 1 holds no known building" in reason
    no_python_words(reason)
    assert snapshot(session) == before


def test_a_huge_ignored_field_is_refused_because_its_save_could_not_be_loaded(
    tmp_path: Path,
) -> None:
    position = json.loads(json.dumps(POSITION))
    position["players"][0]["remark"] = "x" * 10_000_000  # a field `setup` does not read
    session = started()
    before = snapshot(session)
    reason = refusal(session, f"setup {json.dumps(position)}")
    assert "could not be saved and loaded back" in reason and "far too large" in reason
    assert snapshot(session) == before
    answer(session, f"save {tmp_path / 'game.json'}")  # what is in play still saves and loads
    answer(session, f"load {tmp_path / 'game.json'}")


def test_a_number_too_long_for_python_is_refused_in_the_games_words() -> None:
    session = started()
    reason = refusal(session, f'setup {{"turn": {LONG_NUMBER}}}')
    assert reason == "the position holds a number far too long"
    reason = refusal(session, f"play place {LONG_NUMBER}")
    no_python_words(reason)


def test_a_save_holding_a_number_too_long_for_python_is_refused_in_the_games_words() -> None:
    document = json.loads(dumps_game(new_game(3, seed=4)))
    text = json.dumps(document).replace('"turn": 1', f'"turn": {LONG_NUMBER}', 1)
    assert LONG_NUMBER in text
    with pytest.raises(SaveError) as refused:
        loads_save(text)
    assert "a number far too long" in str(refused.value)
    no_python_words(str(refused.value))


def test_a_save_refused_for_a_reason_nobody_foresaw_says_so_without_python_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = started()
    path = tmp_path / "game.json"
    answer(session, f"save {path}")

    def broken(*args: object) -> None:
        raise KeyError("players")

    monkeypatch.setattr("caylus.persistence.saves.rebuild", broken)
    with pytest.raises(SaveError) as refused:
        load_game(path)
    assert "the save is damaged" in str(refused.value)
    no_python_words(str(refused.value))
    assert "KeyError" not in str(refused.value)


BAD_VALUES = st.sampled_from([["x"], {"a": 1}, None, "zz", 1.5, True, -1, 10**30, "",
                              "x" * 300])


def leaf_paths(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    paths = [path]
    if isinstance(node, dict):
        for key, value in node.items():
            paths += leaf_paths(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            paths += leaf_paths(value, (*path, index))
    return paths


PATHS = leaf_paths(POSITION)[1:]


@settings(max_examples=250, deadline=None, derandomize=True)
@given(path=st.sampled_from(PATHS), value=BAD_VALUES)
def test_setup_accepts_only_positions_that_save_and_load_back(
    tmp_path_factory: pytest.TempPathFactory, path: tuple[Any, ...], value: Any
) -> None:
    position = json.loads(json.dumps(POSITION))
    holder = position
    for step in path[:-1]:
        holder = holder[step]
    holder[path[-1]] = value
    session = EngineSession()
    lines = session.handle(f"setup {json.dumps(position)}")
    if lines[-1] != "ok":
        (line,) = lines
        assert line.startswith("error "), lines
        no_python_words(line)
        return
    saved = tmp_path_factory.mktemp("round-trip") / "game.json"
    answer(session, f"save {saved}")
    answer(session, f"load {saved}")
