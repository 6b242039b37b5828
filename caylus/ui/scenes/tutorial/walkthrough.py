"""The tutorial played straight through by clicks, as a learner would: for the tests and the
self-test (`caylus --self-test`). Every move is clicked where the game scene says a click
makes it (`GameScene.next_click_for`); every button is clicked on the card."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import pygame

from caylus.core import Action
from caylus.errors import CaylusError
from caylus.ui.scenes.tutorial.lessons import Expect
from caylus.ui.scenes.tutorial.scene import TutorialScene

if TYPE_CHECKING:
    from caylus.ui.app import App

MAX_CLICKS = 8


class TutorialStuck(CaylusError, RuntimeError):
    """The walk through could not go on; the message says where."""

    default_code: ClassVar[str] = "tutorial.stuck"


def click(app: App, pos: tuple[int, int]) -> None:
    app.run_frames([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], n=1)


def lesson(app: App) -> TutorialScene:
    scene = app.scenes.top
    if not isinstance(scene, TutorialScene):
        raise TutorialStuck(f"the top scene is {type(scene).__name__}, not the tutorial")
    return scene


def press_button(app: App, name: str) -> None:
    """Click the card's button `name` ("back", "skip", "next", "play")."""
    app.run_frames(n=1)
    drawn = lesson(app).drawn
    if drawn is None or name not in drawn.buttons:
        raise TutorialStuck(f"the card shows no {name} button")
    click(app, drawn.buttons[name].center)


def intended_move(scene: TutorialScene) -> Action:
    for action in scene.game.legal_actions():
        if scene.step.accepts(action):
            return action
    raise TutorialStuck(f"lesson {scene.step.id}: no legal move of the kind it teaches")


def make_the_move(app: App) -> Action:
    """Click the step's move on the board or in the panel until the step is done."""
    scene = lesson(app)
    action = intended_move(scene)
    for _ in range(MAX_CLICKS):
        if scene.done:
            return action
        pos = scene.next_click_for(action)
        if pos is None:
            raise TutorialStuck(f"lesson {scene.step.id}: no click makes {action}")
        click(app, pos)
    if not scene.done:
        raise TutorialStuck(f"lesson {scene.step.id}: {MAX_CLICKS} clicks did not make {action}")
    return action


def walk_through(app: App) -> list[str]:
    """Play every step from the one on screen to the end (the game against the computer
    started); the ids of the steps played."""
    played: list[str] = []
    while True:
        scene = lesson(app)
        if scene.step.expect is not Expect.READ:
            make_the_move(app)
        played.append(scene.step.id)
        press_button(app, "play" if scene.last else "next")
        if scene.last:
            return played
