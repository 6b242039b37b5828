"""Saves outlive versions: the committed fixture files of every format keep loading, older
formats are upgraded step by step, and a game whose rules changed keeps its stored position."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from caylus.core import game as game_module
from caylus.core import new_game
from caylus.core.game import RULES_VERSION, SAVE_VERSION, Game
from caylus.persistence import saves
from caylus.persistence.save_formats import UPGRADES, upgrade
from caylus.persistence.saves import (
    LoadedSave,
    SaveError,
    checksum_of,
    dumps_game,
    load_save,
    loads_save,
)

Damage = Callable[[dict[str, Any]], object]
FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"
EXPECTED: dict[str, dict[str, Any]] = json.loads((FIXTURES / "expected.json")
                                                 .read_text("utf-8"))


def facts(game: Game) -> dict[str, Any]:
    """The same facts make_fixtures.py recorded when it wrote each file."""
    return {
        "players": game.num_players,
        "names": game.names(),
        "simplified": game.options.simplified_favours,
        "second_edition": game.options.second_edition,
        "turn": game.turn,
        "phase": game.phase,
        "actions": len(game.history),
        "current_seat": game.current_seat,
        "over": game.is_over,
        "scores": game.scores(),
        "deniers": [p.deniers for p in game.players],
        "last_action": str(game.history[-1]) if game.history else None,
    }


def fixture_document(name: str) -> dict[str, Any]:
    return json.loads((FIXTURES / name).read_text("utf-8"))


def with_checksum(data: dict[str, Any]) -> dict[str, Any]:
    data["checksum"] = checksum_of(data)
    return data


@pytest.fixture
def rules_fixed(monkeypatch: pytest.MonkeyPatch) -> int:
    """A simulated rules fix: the income grows by one denier and the rules version is bumped."""
    newer = RULES_VERSION + 1
    monkeypatch.setattr(game_module, "BASE_INCOME", game_module.BASE_INCOME + 1)
    monkeypatch.setattr(game_module, "RULES_VERSION", newer)
    monkeypatch.setattr(saves, "RULES_VERSION", newer)
    return newer


# --- the fixtures of every format -----------------------------------------------------------


def test_the_fixtures_cover_the_kinds_of_game() -> None:
    kinds = EXPECTED.values()
    assert {entry["players"] for entry in kinds} >= {2, 5}
    assert any(entry["simplified"] for entry in kinds)
    assert any(entry["second_edition"] for entry in kinds)
    assert any(entry["over"] for entry in kinds) and any(not e["over"] for e in kinds)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_every_fixture_save_loads_with_its_position(name: str) -> None:
    loaded = load_save(FIXTURES / name)
    assert not loaded.rules_changed
    assert facts(loaded.game) == EXPECTED[name]
    if not loaded.game.is_over:
        loaded.game.apply(loaded.game.legal_actions()[0])  # and it plays on


@pytest.mark.parametrize("name", sorted(n for n in EXPECTED if n.startswith("v1-")))
def test_format_1_files_have_no_rules_field_and_are_upgraded(name: str) -> None:
    data = fixture_document(name)
    assert data["version"] == 1 and "rules" not in data
    loaded = load_save(FIXTURES / name)
    assert (loaded.format_version, loaded.rules_version) == (1, 1)
    rewritten = json.loads(dumps_game(loaded.game))
    assert (rewritten["version"], rewritten["rules"]) == (SAVE_VERSION, RULES_VERSION)
    assert rewritten["state"] == upgrade(data)["state"]
    assert loads_save(dumps_game(loaded.game)).format_version == SAVE_VERSION


def test_there_is_one_upgrader_for_each_older_format() -> None:
    assert sorted(UPGRADES) == list(range(1, SAVE_VERSION))
    data = upgrade(fixture_document("v1-2p-midgame.json"))
    assert data["version"] == SAVE_VERSION and data["rules"] == 1


def test_upgrading_format_1_trims_and_shortens_names_the_old_engine_allowed() -> None:
    data = json.loads(dumps_game(new_game(2, 6, names=["Ann", "Bob"])))
    data["version"] = 1
    del data["rules"]
    long_name = "Bartholomew of Caylus the Younger"
    data["setup"]["names"] = [" Ann ", long_name]
    data["state"]["players"][0]["name"] = " Ann "
    data["state"]["players"][1]["name"] = long_name
    loaded = loads_save(json.dumps(with_checksum(data)))
    assert loaded.game.names() == ["Ann", "Bartholomew of C"]


def test_a_format_1_file_edited_after_writing_is_still_refused() -> None:
    data = fixture_document("v1-2p-midgame.json")
    data["state"]["players"][0]["deniers"] += 10
    with pytest.raises(SaveError, match="checksum does not match"):
        loads_save(json.dumps(data))


# --- a rules fix ------------------------------------------------------------------------------


def test_a_rules_fix_keeps_the_stored_position_and_says_what_changed(rules_fixed: int) -> None:
    name = "v1-3p-from-position.json"  # its whole history stays legal with more income
    loaded = load_save(FIXTURES / name)
    assert loaded.rules_changed and loaded.rules_version == 1 and loaded.stopped_at is None
    kept = EXPECTED[name] | {"actions": 0, "last_action": None}  # it goes on from here
    assert facts(loaded.game) == kept
    assert loaded.game.to_dict()["state"] == upgrade(fixture_document(name))["state"]
    assert loaded.differences[0] == saves.Difference("state.players[0].deniers", 2, 3)
    assert all(d.stored != d.replayed for d in loaded.differences)


def test_a_rules_fix_that_makes_an_old_move_illegal_keeps_the_position(
    rules_fixed: int,
) -> None:
    name = "v1-2p-midgame.json"
    loaded = load_save(FIXTURES / name)
    assert loaded.rules_changed and loaded.stopped_at is not None
    assert facts(loaded.game) == EXPECTED[name] | {"actions": 0, "last_action": None}


def test_a_game_kept_after_a_rules_fix_plays_on_and_is_told_only_once(rules_fixed: int) -> None:
    loaded = load_save(FIXTURES / "v1-5p-midgame.json")
    game = loaded.game
    assert game.history == [] and game.movers == ()
    for _ in range(30):
        game.apply(game.legal_actions()[-1])
    again = loads_save(dumps_game(game))
    assert not again.rules_changed and again.rules_version == rules_fixed
    assert again.game.to_dict() == game.to_dict()
    assert len(again.game.history) == 30


def test_a_history_that_no_longer_replays_keeps_the_stored_position(
    monkeypatch: pytest.MonkeyPatch, rules_fixed: int
) -> None:
    monkeypatch.setattr(game_module, "BASE_INCOME", 0)  # placements become unaffordable
    loaded = load_save(FIXTURES / "v1-4p-second-edition-midgame.json")
    assert loaded.rules_changed and loaded.stopped_at is not None
    assert loaded.game.to_dict()["state"] == upgrade(fixture_document(
        "v1-4p-second-edition-midgame.json"))["state"]


def test_a_stored_position_that_differs_under_older_rules_is_kept(rules_fixed: int) -> None:
    """As if a rules fix changed a result: the file (valid checksum, older rules) stores a
    position its history no longer gives; the player's position wins."""
    data = json.loads(dumps_game(new_game(3, 2)))
    data["rules"] = 1
    data["state"]["players"][2]["deniers"] = 40
    loaded = loads_save(json.dumps(with_checksum(data)))
    assert loaded.rules_changed
    assert loaded.game.players[2].deniers == 40
    assert [(d.where, d.stored) for d in loaded.differences][-1] == (
        "state.players[2].deniers", 40)


def test_under_the_same_rules_a_different_stored_position_is_refused() -> None:
    data = json.loads(dumps_game(new_game(3, 2)))
    data["state"]["players"][2]["deniers"] = 40
    with pytest.raises(SaveError, match="does not match its history"):
        loads_save(json.dumps(with_checksum(data)))


@pytest.mark.parametrize("damage", [
    lambda state: state["players"][0].update(name=""),
    lambda state: state["board"].update(road="nowhere"),
    lambda state: state.update(decision={"kind": "fly", "seat": 0, "context": {}}),
    lambda state: state.update(players=[]),
])
def test_a_stored_position_that_cannot_be_played_is_refused(rules_fixed: int,
                                                            damage: Damage) -> None:
    data = json.loads(dumps_game(new_game(3, 2)))
    data["rules"] = 1
    damage(data["state"])
    with pytest.raises(SaveError, match="rules changed"):
        loads_save(json.dumps(with_checksum(data)))


def test_a_save_under_newer_rules_is_refused_with_its_reason() -> None:
    data = json.loads(dumps_game(new_game(2, 1)))
    data["rules"] = RULES_VERSION + 1
    with pytest.raises(SaveError, match=r"newer version of Caylus \(rules version"):
        loads_save(json.dumps(with_checksum(data)))


@pytest.mark.parametrize("rules", [None, "1", 0, 1.5])
def test_a_bad_rules_field_is_refused(rules: object) -> None:
    data = json.loads(dumps_game(new_game(2, 1)))
    data["rules"] = rules
    with pytest.raises(SaveError, match="no valid rules version"):
        loads_save(json.dumps(with_checksum(data)))


def test_loaded_save_is_a_plain_value() -> None:
    loaded = loads_save(dumps_game(new_game(2, 1)))
    assert isinstance(loaded, LoadedSave)
    assert (loaded.rules_changed, loaded.differences, loaded.stopped_at) == (False, (), None)


@pytest.mark.parametrize("damage", [
    lambda state: state.update(decision={"kind": "fly", "seat": 0, "context": {}}),
    lambda state: state["players"][0].update(deniers="many"),
    lambda state: state["players"][1].update(name="Somebody else"),
])
def test_a_resumed_game_whose_kept_position_is_damaged_is_refused(rules_fixed: int,
                                                                   damage: Damage) -> None:
    """The position a rules change kept travels in the setup: it must read back whole."""
    game = load_save(FIXTURES / "v1-3p-from-position.json").game
    data = json.loads(dumps_game(game))
    assert loads_save(json.dumps(data)).game.to_dict() == game.to_dict()
    kept = json.loads(data["setup"]["resumed"])
    damage(kept["state"])
    data["setup"]["resumed"] = json.dumps(kept)
    with pytest.raises(SaveError, match="setup is not valid"):
        loads_save(json.dumps(with_checksum(data)))
