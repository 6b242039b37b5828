"""Undo after Continue or a crash (issue 10, items 8 and 9): what Undo offers is decided by the
position alone, so a game continued from its autosave offers exactly what it offered before
the quit, a kill of the program included; a game resumed from a save under older rules offers
no Undo at its resumed position (and never fails), and later decisions are taken back as usual.
"""

from __future__ import annotations

import json
from collections.abc import Callable

import pygame
import pytest

from caylus.core import game as game_module
from caylus.core import new_game
from caylus.core.game import Game
from caylus.core.undo import undo_steps
from caylus.persistence import saves
from caylus.ui.app import App
from caylus.ui.autosave import autosave, autosave_path, read_autosave
from caylus.ui.i18n import t
from caylus.ui.scenes.game import GameScene

from .conftest import Driver, undo_agreed

Offer = tuple[int, int | None, str | None, bool]


def offer(scene: GameScene) -> Offer:
    """Everything the player can learn about Undo: how far it goes, whose decision, which."""
    session = scene.session
    action = session.undo_action
    return (undo_steps(scene.game), session.undo_seat, None if action is None else str(action),
            session.can_undo)


def playing(app: App, game: Game) -> GameScene:
    app.start_game(game)
    scene = app.scenes.top
    assert isinstance(scene, GameScene)
    return scene


def decide(scene: GameScene, count: int) -> None:
    """`count` decisions, each through the scene (and so autosaved) as a click would make."""
    for _ in range(count):
        actions = scene.game.legal_actions()
        assert scene.apply(actions[len(actions) // 2])


def continued(app: App) -> GameScene:
    """Continue from the title screen, as the player does."""
    app.to_title()
    ui = Driver(app)
    ui.click_text(t("title.continue"))
    ui.frames(2)
    scene = app.scenes.top
    assert isinstance(scene, GameScene)
    return scene


def ctrl_z(app: App) -> None:
    app.run_frames([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL,
                                       unicode="z", scancode=0)], n=1)


def rules_corrected(monkeypatch: pytest.MonkeyPatch) -> None:
    """As if a later version of Caylus fixed a rule that changes where old histories lead."""
    monkeypatch.setattr(game_module, "RULES_VERSION", game_module.RULES_VERSION + 1)
    monkeypatch.setattr(saves, "RULES_VERSION", game_module.RULES_VERSION)
    monkeypatch.setattr(game_module, "BASE_INCOME", game_module.BASE_INCOME + 3)


# --- Continue -----------------------------------------------------------------------------------


def test_continue_offers_the_undo_offered_before_the_quit(app: App) -> None:
    scene = playing(app, new_game(3, seed=4, names=["Ann", "Ben", "Cy"]))
    decide(scene, 7)
    before, position = offer(scene), scene.game.to_dict()
    assert before[0] > 0 and before[3]
    resumed = continued(app)
    assert resumed.game.to_dict() == position
    assert offer(resumed) == before
    assert undo_agreed(resumed)
    scene.session.undo()  # the same press in the game that was never quit
    assert resumed.game.to_dict() == scene.game.to_dict()


def test_undo_walks_back_to_the_first_decision_after_continue(app: App) -> None:
    scene = playing(app, new_game(2, seed=6))
    start = scene.game.to_dict()
    decide(scene, 5)
    resumed = continued(app)
    for _ in range(5):
        assert undo_agreed(resumed)
    assert resumed.game.to_dict() == start
    assert not resumed.session.can_undo and resumed.session.undo_seat is None
    ctrl_z(app)  # nothing to take back: refused, nothing breaks
    assert resumed.game.to_dict() == start


# --- a kill -------------------------------------------------------------------------------------


def test_after_a_kill_a_new_app_offers_the_same_undo(make_app: Callable[..., App]) -> None:
    first = make_app()
    scene = playing(first, new_game(4, seed=9, names=["Ann", "Ben", "Cy", "Dee"]))
    decide(scene, 9)
    before, position = offer(scene), scene.game.to_dict()
    # Killed: no quit, no pause menu; only the autosave written after each decision remains.
    second = make_app()
    resumed = continued(second)
    assert resumed.game.to_dict() == position
    assert offer(resumed) == before
    ctrl_z(second)
    Driver(second).click_text(t("game.take_back.confirm"))  # Ann's decision: Ann agrees
    assert resumed.game.history == scene.game.history[:-before[0]]


def test_a_decision_taken_back_just_before_the_kill_stays_taken_back(
    make_app: Callable[..., App]
) -> None:
    first = make_app()
    scene = playing(first, new_game(3, seed=2))
    decide(scene, 6)
    assert undo_agreed(scene)
    before, position = offer(scene), scene.game.to_dict()
    resumed = continued(make_app())
    assert resumed.game.to_dict() == position and offer(resumed) == before


# --- a game saved under older rules ------------------------------------------------------------


def test_a_game_resumed_under_corrected_rules_offers_no_undo_at_first(
    ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = new_game(3, seed=8, names=["Ann", "Ben", "Cy"])
    for _ in range(12):
        game.apply(game.legal_actions()[0])
    autosave(game)
    rules_corrected(monkeypatch)
    resumed = continued(ui.app)
    assert resumed.game.to_dict()["state"] == game.to_dict()["state"]
    assert offer(resumed) == (0, None, None, False)
    position = resumed.game.to_dict()
    ctrl_z(ui.app)
    assert not undo_agreed(resumed)
    ui.click(resumed.view.region("undo_button").center)
    ui.frames(2)  # the disabled button draws; nothing was taken back
    assert resumed.game.to_dict() == position


def test_decisions_after_the_resumed_position_are_taken_back_and_survive_a_kill(
    make_app: Callable[..., App], monkeypatch: pytest.MonkeyPatch
) -> None:
    game = new_game(3, seed=8, names=["Ann", "Ben", "Cy"])
    for _ in range(12):
        game.apply(game.legal_actions()[0])
    autosave(game)
    rules_corrected(monkeypatch)
    first = make_app()
    scene = continued(first)
    resumed_at = scene.game.to_dict()
    decide(scene, 3)
    before = offer(scene)
    assert before[0] == 1 and before[3]
    saved = json.loads(autosave_path().read_text("utf-8"))
    assert "resumed" in saved["setup"] and len(saved["history"]) == 3
    assert not read_autosave().rules_changed  # saved under today's rules, from its position
    again = continued(make_app())  # killed, then continued by a new program
    assert offer(again) == before
    for _ in range(3):
        assert undo_agreed(again)
    assert again.game.to_dict() == resumed_at
    assert offer(again) == (0, None, None, False)  # never past the resumed position


def test_a_resumed_game_resumed_again_under_later_rules_still_offers_no_undo(
    make_app: Callable[..., App], monkeypatch: pytest.MonkeyPatch
) -> None:
    game = new_game(2, seed=3, names=["Ann", "Ben"])
    for _ in range(10):
        game.apply(game.legal_actions()[0])
    autosave(game)
    rules_corrected(monkeypatch)
    scene = continued(make_app())
    decide(scene, 4)
    rules_corrected(monkeypatch)  # a second fix, while the game was resumed once already
    again = continued(make_app())
    assert again.game.to_dict()["state"] == scene.game.to_dict()["state"]
    assert offer(again) == (0, None, None, False)
    decide(again, 1)
    assert undo_agreed(again) and again.game.to_dict()["state"] == scene.game.to_dict()["state"]
