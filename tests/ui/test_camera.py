"""The spectator camera (issue 22): the board zooms to a computer's notable move, holds, and
backs out; on in the demo, off by default in a game, switched at once from Settings."""

from __future__ import annotations

import pygame
import pytest

from caylus.core import Event, new_game
from caylus.core.places import road_place
from caylus.core.vocabulary import EventKind
from caylus.ui.app import App
from caylus.ui.scenes.game import GameScene
from caylus.ui.scenes.game.camera import HOLD, MOVE, Camera
from caylus.ui.scenes.game.caption_layer import caption_area
from caylus.ui.scenes.settings_scene import SettingsScene
from caylus.ui.settings import Settings, load_settings
from tests.ui.conftest import Driver


def game_scene(app) -> GameScene:
    app.start_game(new_game(2, 3, seats=["human", "easy"]))
    scene = app.scenes.top
    assert isinstance(scene, GameScene)
    app.run_frames(n=1)
    return scene


def test_the_camera_looks_at_a_building_built_then_backs_out(app) -> None:
    scene = game_scene(app)
    camera = Camera(lambda: scene.game, lambda: scene.view)
    board = caption_area(scene.view)
    camera.hear([Event(EventKind.BUILD, 1, {"building": "wood_quarry", "space": 9,
                                             "prestige": 2})])
    camera.update(0.0)
    assert camera.focus == scene.view.place(road_place(9)) and camera.busy
    camera.update(MOVE)  # zoomed in
    shown = camera.window(board)
    assert shown.w < board.w * 0.5 and shown.contains(camera.focus)
    camera.update(HOLD + MOVE)
    assert not camera.busy and camera.window(board) == board


def test_the_camera_draws_the_place_larger_over_the_board(app) -> None:
    scene = game_scene(app)
    board = caption_area(scene.view)
    assert isinstance(scene.app, App)
    whole = scene.app.render().copy()
    camera = Camera(lambda: scene.game, lambda: scene.view)
    camera.hear([Event(EventKind.FAVOUR, 1, {"row": "prestige", "column": 1, "args": []})])
    camera.update(0.0)
    camera.update(MOVE)
    zoomed = whole.copy()
    camera.draw(zoomed, board)
    outside = pygame.Rect(board.right + 5, 5, 20, 20)  # the players' column is not filmed
    assert pixels(zoomed, outside) == pixels(whole, outside)
    assert pixels(zoomed, board) != pixels(whole, board)


def pixels(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def test_moves_not_worth_a_look_and_a_persons_moves_are_not_followed(app) -> None:
    scene = game_scene(app)
    camera = scene.follow_the_action(True)
    assert camera is not None
    camera.hear([Event(EventKind.PASS, 1, {}),
                 Event(EventKind.BUILD, 0, {"building": "wood_quarry", "space": 9,
                                            "prestige": 2})])  # seat 0 is a person
    assert not camera.busy
    camera.hear([Event(EventKind.BATCH, 1, {"section": "dungeon", "prestige": 5})])
    assert camera.busy


def test_the_camera_is_off_in_a_game_on_in_the_demo_and_switched_at_once(ui: Driver) -> None:
    scene = game_scene(ui.app)
    assert scene.camera is None
    ui.app.open_pause_menu()
    ui.app.open_settings()
    ui.frames(1)
    ui.click(ui.top_as(SettingsScene).follow.rect.center)
    assert ui.app.settings.follow_action and load_settings().follow_action
    assert scene.camera is not None and scene.camera.hear in scene.session.listeners
    ui.click(ui.top_as(SettingsScene).follow.rect.center)
    assert scene.camera is None and not load_settings().follow_action
    ui.app.to_title()
    ui.app.open_demo()
    ui.frames(2)
    demo_scene = ui.app.scenes.top.scene
    assert demo_scene is not None and demo_scene.camera is not None


def test_an_old_settings_file_without_the_camera_loads_with_it_off() -> None:
    assert Settings().follow_action is False


def test_a_routine_move_is_looked_at_closer_but_not_zoomed_far(app) -> None:
    """Issue 34: the demo zoomed about 2.5× on Easy's Farm choice. A cube taken at a building
    of the road is shown a little larger; a building built, the full zoom."""
    from caylus.ui.scenes.game.camera import ROUTINE_ZOOM, ZOOM

    scene = game_scene(app)
    camera = Camera(lambda: scene.game, lambda: scene.view)
    board = caption_area(scene.view)
    camera.hear([Event(EventKind.PRODUCE, 1, {"space": 2, "building": "neutral_farm"})])
    camera.update(0.0)
    camera.update(MOVE)
    routine = board.w / camera.window(board).w
    assert routine == pytest.approx(ROUTINE_ZOOM, rel=0.03)
    camera.update(HOLD + MOVE)
    camera.hear([Event(EventKind.BUILD, 1, {"building": "wood_quarry", "space": 9,
                                            "prestige": 2})])
    camera.update(0.0)
    camera.update(MOVE)
    notable = board.w / camera.window(board).w
    assert notable == pytest.approx(ZOOM, rel=0.03) and notable > routine
