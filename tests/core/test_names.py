"""The one name rule: trimmed, printable, visible, not empty, at most NAME_LENGTH characters;
new games, positions and the save loader all go through it."""

from __future__ import annotations

import json

import pytest

from caylus.core import new_game, setup_game
from caylus.core.names import NAME_LENGTH, NameProblem, clean_name, name_problem
from caylus.core.table_json import public_state
from caylus.persistence.saves import SaveError, checksum_of, dumps_game, loads_game

BAD_NAMES = {
    "": "name_empty",
    "   ": "name_empty",
    "\u200b": "name_empty",  # a zero-width space only: trimmed away
    "\u200b\u200d\u200c": "name_empty",
    "\u0301": "name_invisible",  # a lone combining accent
    "\u3164": "name_invisible",  # a Hangul filler
    "\0": "name_control",
    "A\0B": "name_control",
    "Ann\nBob": "name_control",
    "Ann\u2028Bob": "name_control",
    "\ud800": "name_control",  # a lone surrogate, which UTF-8 cannot even write
    "x" * (NAME_LENGTH + 1): "name_too_long",
}


@pytest.mark.parametrize(("name", "code"), BAD_NAMES.items())
def test_bad_names_are_refused_with_a_reason(name: str, code: str) -> None:
    reason = name_problem(name, 1)
    assert reason is not None and reason.code == code
    assert reason.values["number"] == 2
    with pytest.raises(NameProblem) as problem:
        clean_name(name, 1)
    assert problem.value.reason.code == code
    assert "player 1's name" in str(problem.value)


@pytest.mark.parametrize(("name", "clean"), [
    ("Ann", "Ann"),
    ("  Ann  ", "Ann"),
    ("\u200bAnn\u200b", "Ann"),
    ("Aliénor", "Aliénor"),
    ("Jean Paul", "Jean Paul"),
    ("יעל", "יעל"),
    ("小明", "小明"),
    ("👩\u200d👩\u200d👧", "👩\u200d👩\u200d👧"),  # a joined emoji keeps its joiners
    ("x" * NAME_LENGTH, "x" * NAME_LENGTH),
])
def test_good_names_are_kept_trimmed(name: str, clean: str) -> None:
    assert name_problem(name) is None
    assert clean_name(name) == clean


def test_a_name_must_be_text() -> None:
    assert name_problem(7).code == "name_not_text"  # type: ignore[union-attr]


@pytest.mark.parametrize("name", ["", "\u200b", "\0", "x" * 40])
def test_new_game_refuses_a_bad_name(name: str) -> None:
    with pytest.raises(NameProblem):
        new_game(2, names=["Ann", name])


def test_new_game_keeps_names_trimmed() -> None:
    assert new_game(2, names=[" Ann ", "Bob\t"]).names() == ["Ann", "Bob"]


def test_a_position_with_a_bad_name_is_refused() -> None:
    position = json.loads(json.dumps(public_state(new_game(2, 3))))
    position["players"][1]["name"] = "\u200b\u200b"
    with pytest.raises(ValueError, match="player 1's name is empty"):
        setup_game(position)


@pytest.mark.parametrize("name", ["", "\u200b", "\0\0", "Ann\nBob"])
def test_a_save_with_a_bad_name_is_refused_with_its_reason(name: str) -> None:
    data = json.loads(dumps_game(new_game(2, 3)))
    data["setup"]["names"][0] = name
    data["state"]["players"][0]["name"] = name
    data["checksum"] = checksum_of(data)
    with pytest.raises(SaveError, match="player 0's name"):
        loads_game(json.dumps(data))
