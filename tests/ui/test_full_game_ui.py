"""A whole game played through the game scene's input layer, by clicks only, to the scores."""

from __future__ import annotations

import random

import pygame
import pytest

from caylus.core import new_game
from caylus.ui.scenes.game import GameScene


def click(app, pos) -> None:
    app.run_frames([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                    pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], n=1)


@pytest.mark.slow
@pytest.mark.parametrize(("players", "seed"), [(2, 11), (5, 3)])
def test_a_random_game_played_by_clicking_reaches_the_final_scores(players, seed):
    from caylus.ui.app import App
    from caylus.ui.scenes.final_scores import FinalScoresScene
    from caylus.ui.settings import Settings

    app = App(Settings(animation_speed="off", volume=0), size=(1280, 720), show_title=False)
    game = new_game(players, seed=seed)
    app.start_game(game)
    scene = app.scenes.top
    assert isinstance(scene, GameScene)
    app.run_frames(n=1)
    rng = random.Random(seed)
    decisions = 0
    while isinstance(app.scenes.top, GameScene):
        action = rng.choice(scene.game.legal_actions())
        before = len(scene.game.history)
        for _ in range(16):
            point = scene.next_click_for(action)
            assert point is not None, f"{action} cannot be reached in {scene.game.decision}"
            click(app, point)
            if len(scene.game.history) != before or not isinstance(app.scenes.top, GameScene):
                break
        assert scene.game.history[before] == action, "the clicks made the chosen action"
        decisions += 1
        assert decisions < 2000
    assert scene.game.is_over
    assert isinstance(app.scenes.top, FinalScoresScene)
