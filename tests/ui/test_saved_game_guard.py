"""A saved game is not lost by a stray click (issue 10, item 1): with a game saved, Continue is
the title's default, and a new game asks before it replaces the saved one; keeping it is the
default answer, and Escape, Enter or a second click on Start keep it."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from caylus.core import new_game
from caylus.core.game import Game
from caylus.ui.autosave import SavedGlance, autosave, autosave_path, glance_at_autosave
from caylus.ui.i18n import t
from caylus.ui.scenes.setup import ReplaceSavedGame, SetupScene
from caylus.ui.scenes.title import TitleScene

from .conftest import Driver


def saved_game(turns: int = 4) -> Game:
    """Ann and Ben's game, saved at the start of turn `turns` (as the autosave keeps it)."""
    game = new_game(2, seed=11, names=["Ann", "Ben"])
    while game.turn < turns:
        game.apply(game.legal_actions()[0])
    autosave(game)
    return game


def saved_bytes() -> bytes:
    return autosave_path().read_bytes()


def press_start(ui: Driver) -> SetupScene:
    ui.app.to_title()
    ui.click_text(t("title.new_game"))
    setup = ui.top
    assert isinstance(setup, SetupScene)
    ui.click_text(t("setup.start"))
    return setup


# --- the title -----------------------------------------------------------------------------------


def test_with_a_saved_game_continue_is_the_titles_default(ui: Driver) -> None:
    saved_game()
    ui.app.to_title()
    ui.frames()
    title = ui.top
    assert isinstance(title, TitleScene)
    assert title.widgets.focus is title.continue_button
    assert title.continue_button.style == "primary" and title.new_game_button.style == "normal"
    assert title.continue_button.rect.y < title.new_game_button.rect.y  # first in the list
    ui.press(pygame.K_RETURN)
    assert ui.app.game is not None and ui.app.game.names() == ["Ann", "Ben"]


def test_without_a_saved_game_new_game_is_the_titles_default(ui: Driver) -> None:
    title = ui.top
    assert isinstance(title, TitleScene) and not title.continue_button.visible
    assert title.widgets.focus is title.new_game_button
    assert title.new_game_button.style == "primary"


# --- asking before a new game replaces the saved one ----------------------------------------------


def test_start_asks_before_replacing_the_saved_game_and_names_it(ui: Driver) -> None:
    saved_game(turns=4)
    before = saved_bytes()
    setup = press_start(ui)
    question = ui.top
    assert isinstance(question, ReplaceSavedGame)
    assert question.message() == t("setup.replace.body", names="Ann and Ben", turn=4)
    assert question.widgets.focus is question.keep_button
    assert ui.app.scenes.stack[-2] is setup and ui.app.game is None
    assert saved_bytes() == before


@pytest.mark.parametrize("answer", ["escape", "enter", "keep"])
def test_every_way_of_keeping_the_saved_game_keeps_it(ui: Driver, answer: str) -> None:
    saved_game()
    before = saved_bytes()
    setup = press_start(ui)
    if answer == "escape":
        ui.press(pygame.K_ESCAPE)
    elif answer == "enter":
        ui.press(pygame.K_RETURN)
    else:
        ui.click_text(t("setup.replace.keep"))
    assert ui.top is setup and ui.app.game is None
    assert saved_bytes() == before
    ui.press(pygame.K_ESCAPE)  # back on the title, the saved game is there to continue
    assert isinstance(ui.top, TitleScene) and ui.top.continue_button.visible


def test_a_double_click_on_start_does_not_replace_the_saved_game(ui: Driver) -> None:
    saved_game()
    before = saved_bytes()
    ui.click_text(t("title.new_game"))
    start = ui.widget(t("setup.start")).rect.center
    ui.click(start)
    ui.click(start)
    ui.press(pygame.K_RETURN)  # and an Enter after it
    assert ui.app.game is None and saved_bytes() == before


def test_start_anew_replaces_the_saved_game(ui: Driver) -> None:
    game_scenes = pytest.importorskip("caylus.ui.scenes.game")
    saved_game()
    press_start(ui)
    ui.click_text(t("setup.replace.confirm"))
    assert isinstance(ui.top, game_scenes.GameScene)
    assert len(ui.app.scenes.stack) == 1
    assert json.loads(saved_bytes())["history"] == []
    glance = glance_at_autosave()
    assert glance is not None and glance.saved_at is not None
    assert (glance.names, glance.turn) == ((t("setup.default_name", number=1),
                                           t("setup.default_name", number=2)), 1)


def test_left_then_enter_chooses_start_anew(ui: Driver) -> None:
    saved_game()
    press_start(ui)
    ui.press(pygame.K_LEFT)
    ui.press(pygame.K_RETURN)
    assert ui.app.game is not None and ui.app.game.history == []


def test_without_a_saved_game_start_does_not_ask(ui: Driver) -> None:
    press_start(ui)
    assert ui.app.game is not None and not isinstance(ui.top, ReplaceSavedGame)


def test_a_saved_game_that_cannot_be_read_is_still_asked_about(ui: Driver) -> None:
    autosave_path().write_text('{"format": "caylus-game", "trunc', "utf-8")
    press_start(ui)
    question = ui.top
    assert isinstance(question, ReplaceSavedGame)
    assert question.message() == t("setup.replace.body_unread")
    ui.frames()  # it draws


@pytest.mark.parametrize("damage", [
    lambda data: data["setup"].update(names="Ann"),
    lambda data: data["setup"].update(names=["Ann", "\0"]),
    lambda data: data["state"].update(turn="4"),
    lambda data: data.pop("state"),
])
def test_a_glance_at_a_damaged_save_names_nobody(damage, data_dir: Path) -> None:
    saved_game()
    data = json.loads(saved_bytes())
    damage(data)
    autosave_path().write_text(json.dumps(data), "utf-8")
    assert glance_at_autosave() == SavedGlance()
