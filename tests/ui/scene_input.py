"""Driving the game scene as a player does, for the game-scene tests: one shared window,
synthetic mouse events, and positions owing a given decision."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from caylus.core import Action, Game
from caylus.core.places import Place, road_place
from caylus.ui.scenes.game import GameScene
from tests.ui.positions import position_with

# Seeds whose lively games reach every decision kind early (found once; searched if not).
KNOWN_SEEDS = (0, 1, 3, 10, 15, 39, 77)


def still_app():
    """An app at 1280x720 with animations off and no sound, for a test module to share."""
    from caylus.ui.app import App
    from caylus.ui.settings import Settings

    return App(Settings(animation_speed="off", volume=0), size=(1280, 720), show_title=False)


def start(app, game: Game) -> GameScene:
    app.start_game(game)
    scene = app.scenes.top
    assert isinstance(scene, GameScene)
    app.run_frames(n=1)
    return scene


def press(pos, button: int = 1) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def release(pos) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def motion(pos, held: bool = False) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                              buttons=(1 if held else 0, 0, 0))


def click(app, pos) -> None:
    app.run_frames([motion(pos), press(pos), release(pos)], n=1)


def drag(app, start_pos, end_pos, steps: int = 5) -> None:
    events = [press(start_pos)]
    for i in range(1, steps + 1):
        x = start_pos[0] + (end_pos[0] - start_pos[0]) * i / steps
        y = start_pos[1] + (end_pos[1] - start_pos[1]) * i / steps
        events.append(motion((round(x), round(y)), held=True))
    app.run_frames(events, n=1)
    app.run_frames([release(end_pos)], n=1)


def make_with_clicks(app, scene: GameScene, action: Action, limit: int = 12) -> bool:
    """Make `action` by clicking where the UI shows it; True once the game took it."""
    before = len(scene.game.history)
    for _ in range(limit):
        point = scene.next_click_for(action)
        assert point is not None, f"no click leads to {action} in {scene.game.decision}"
        click(app, point)
        if len(scene.game.history) != before:
            return scene.game.history[-1] == action
    return False


def scene_position_with(kind: str, players: int = 4,
                        test: Callable[[Game], bool] = lambda game: True) -> Game:
    """A 4-player (by default) game owing a decision of `kind`, from the known lively seeds."""
    return position_with(kind, test, players, seeds=(*KNOWN_SEEDS, *range(100, 500)))


def road_zone_with(game: Game, wanted) -> Place:
    for space in range(1, 29):
        if wanted(space):
            return road_place(space)
    raise AssertionError("no such road space")

