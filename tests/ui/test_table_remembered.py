"""The new-game screen remembers the table (issue 10, item 14): the names, colours, options and
seat count a game was started with are kept in the settings file, field by field (a bad value
falls back to its default alone; names go through the core's name rule), and the next new-game
screen starts from them, with a fresh seed."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest

from caylus.core.names import NAME_LENGTH
from caylus.ui.app import App
from caylus.ui.i18n import t
from caylus.ui.scenes.setup import SetupChoices, SetupScene
from caylus.ui.settings import Settings, load_settings, save_settings, settings_path

from .conftest import Driver


def setup_screen(app: App) -> SetupScene:
    ui = Driver(app)
    ui.click_text(t("title.new_game"))
    scene = ui.top
    assert isinstance(scene, SetupScene)
    ui.frames()
    return scene


def table(scene: SetupScene) -> tuple[list[str], list[str], bool, bool]:
    """What the screen shows: the names typed, the colours, the two options."""
    return ([row.name.value for row in scene.rows], [row.colour.value for row in scene.rows],
            scene.simplified_toggle.value, scene.jeweller_toggle.value)


def write_settings(**fields: Any) -> None:
    settings_path().write_text(json.dumps({"volume": 30, **fields}), "utf-8")


# --- remembered through a game's start ----------------------------------------------------------


def test_the_table_a_game_started_with_is_offered_next_time(
    make_app: Callable[..., App]
) -> None:
    first = make_app(settings=load_settings())
    ui = Driver(first)
    scene = setup_screen(first)
    ui.click_text(t("setup.add_player"))
    ui.type("  Chloé ")
    ui.click(scene.rows[0].name.rect.center)
    ui.type("Ann")
    colour = scene.rows[1].colour.rect
    ui.click((colour.right - 5, colour.centery))  # Red -> the next free: Orange
    ui.click_text(t("setup.jeweller"))
    seed = scene.seed_input.value
    ui.click_text(t("setup.start"))
    assert first.game is not None and first.game.names()[1] == t("setup.default_name", number=2)

    again = setup_screen(make_app(settings=load_settings()))  # the program was closed
    assert table(again) == (["Ann", "", "Chloé"], ["blue", "orange", "green"], False, True)
    placeholders = [row.name.placeholder for row in again.rows]
    assert all(callable(placeholder) for placeholder in placeholders)
    assert [placeholder() for placeholder in placeholders if callable(placeholder)][1] == t(
        "setup.name_placeholder", number=2)
    assert again.seed_input.value != seed  # the seed is drawn afresh
    assert len(again.rows) == 3 and again.add_button.visible


def test_a_table_is_remembered_only_when_its_game_starts(ui: Driver, data_dir: Path) -> None:
    scene = setup_screen(ui.app)
    ui.click(scene.rows[0].name.rect.center)
    ui.type("Ann")
    ui.press(pygame.K_ESCAPE)  # Back: nothing started
    assert load_settings().table_names == ()
    assert not settings_path().exists()


def test_the_second_new_game_of_a_run_starts_from_the_first(ui: Driver) -> None:
    scene = setup_screen(ui.app)
    ui.click(scene.rows[1].name.rect.center)
    ui.type("Ben")
    ui.click_text(t("setup.simplified"))
    ui.click_text(t("setup.start"))
    ui.app.new_game()  # e.g. from the final scores
    assert table(ui.top_as(SetupScene)) == (["", "Ben"], ["blue", "red"], True, False)


# --- read field by field --------------------------------------------------------------------------


def test_the_table_round_trips_through_the_settings_file(data_dir: Path) -> None:
    settings = Settings(table_names=("Ann", "", "Émile"), table_colours=("black", "red", "blue"),
                        table_simplified=True, table_jeweller=True)
    assert save_settings(settings)
    assert load_settings() == settings
    choices = SetupChoices.remembered(load_settings())
    assert [(s.name, s.colour) for s in choices.seats] == [("Ann", "black"), ("", "red"),
                                                           ("Émile", "blue")]
    assert choices.simplified and choices.jeweller and choices.seed_text.isdigit()


@pytest.mark.parametrize("names", [
    ["Ann", "\0", " Ben", "x" * (NAME_LENGTH + 1), 7],
    ["Ann", "\u200b\u200b", "Ben\n", "", None],
])
def test_a_remembered_name_the_core_refuses_becomes_a_blank_seat(names: list[Any]) -> None:
    write_settings(table_names=names)
    loaded = load_settings()
    assert loaded.table_names == ("Ann", "", "", "", "") and loaded.volume == 30


@pytest.mark.parametrize("field, value", [
    ("table_names", "Ann"),
    ("table_names", ["Ann"]),  # one seat is no table
    ("table_names", ["A", "B", "C", "D", "E", "F"]),
    ("table_names", {"0": "Ann"}),
    ("table_colours", ["blue", "blue"]),
    ("table_colours", ["blue", "purple"]),
    ("table_colours", ["blue", 3]),
    ("table_colours", "blue,red"),
    ("table_colours", [["blue"], ["red"]]),
    ("table_simplified", "yes"),
    ("table_jeweller", 1),
])
def test_a_corrupt_table_field_falls_back_to_its_default_alone(field: str, value: Any) -> None:
    good = {"table_names": ["Ann", "Ben", "Cy"], "table_colours": ["green", "red", "black"],
            "table_simplified": True, "table_jeweller": True}
    write_settings(**{**good, field: value})
    loaded = load_settings()
    assert getattr(loaded, field) == getattr(Settings(), field)
    for other, kept in good.items():
        if other != field:
            assert getattr(loaded, other) == tuple(kept) if isinstance(kept, list) else kept
    assert loaded.volume == 30


def test_a_screen_from_a_partial_table_is_still_a_valid_table() -> None:
    names_only = SetupChoices.remembered(Settings(table_names=("Ann", "Ben", "Cy")))
    assert [s.name for s in names_only.seats] == ["Ann", "Ben", "Cy"]
    assert len({s.colour for s in names_only.seats}) == 3
    four = ("black", "red", "blue", "green")
    colours_only = SetupChoices.remembered(Settings(table_colours=four))
    assert [s.colour for s in colours_only.seats] == ["black", "red", "blue", "green"]
    assert all(s.name == "" for s in colours_only.seats)
    short_names = SetupChoices.remembered(Settings(table_names=("Ann", "Ben"),
                                                   table_colours=("red", "blue", "green")))
    assert [s.name for s in short_names.seats] == ["Ann", "Ben", ""]
    assert short_names.make_game().num_players == 3
    nothing = SetupChoices.remembered(Settings())
    assert [(s.name, s.colour) for s in nothing.seats] == [("", "blue"), ("", "red")]
