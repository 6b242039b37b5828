"""A pass nobody chose is shown, and a click that lands while the next player's hand-over
banner shows does not act (issue 10, item 2; R-PLACE-2)."""

from __future__ import annotations

import pygame

from caylus.core import new_game
from caylus.ui.i18n import t
from caylus.ui.scenes.game import GameScene


def forced_pass_scene(app) -> tuple[GameScene, int]:
    """Three players placing; the second in turn order has no worker left."""
    game = new_game(3, seed=2)
    stuck = game.turn_order[1]
    game.players[stuck].workers_out = game.players[stuck].workers_available + \
        game.players[stuck].workers_out
    app.start_game(game)
    scene = app.scenes.top
    assert isinstance(scene, GameScene)
    app.run_frames(n=1)
    return scene, stuck


def banners(scene: GameScene) -> list[str]:
    return [tw.payload["text"] for tw in scene.animator.tweens if tw.kind == "handover"]


def test_a_forced_pass_is_told_on_the_board_and_in_the_log(app) -> None:
    scene, stuck = forced_pass_scene(app)
    action = next(a for a in scene.game.legal_actions() if a.kind == "place")
    assert scene.apply(action)
    name = scene.game.players[stuck].name
    told = t("game.banner.forced_pass.no_workers", who=name)
    assert banners(scene)[0] == told
    assert any(line.text.startswith(t("log.pass_forced.no_workers", who=name, position="")[:20])
               for line in scene.log)


def test_a_click_during_the_banner_only_ends_the_banner(app) -> None:
    scene, _ = forced_pass_scene(app)
    action = next(a for a in scene.game.legal_actions() if a.kind == "place")
    assert scene.apply(action)
    assert banners(scene)
    history = list(scene.game.history)
    pass_button = scene.view.region("pass_button").center
    click = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pass_button, button=1),
             pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pass_button, button=1)]
    app.run_frames(click)
    assert scene.game.history == history  # nothing chosen by accident
    assert not banners(scene)
    app.run_frames(click)
    assert len(scene.game.history) == len(history) + 1  # a deliberate click acts
