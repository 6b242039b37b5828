"""The log shows what stands (issue 10, item 13): a decision taken back takes its lines with it,
and one line says that something was taken back."""

from __future__ import annotations

from caylus.core import new_game
from caylus.ui.i18n import t
from caylus.ui.scenes.game import GameScene


def placing_scene(app) -> GameScene:
    app.start_game(new_game(3, seed=4))
    scene = app.scenes.top
    assert isinstance(scene, GameScene)
    return scene


def place_somewhere(scene: GameScene) -> None:
    action = next(a for a in scene.game.legal_actions() if a.kind == "place")
    assert scene.apply(action)


def texts(scene: GameScene) -> list[str]:
    return [line.text for line in scene.log]


def test_undo_takes_the_lines_of_the_decision_back(app) -> None:
    scene = placing_scene(app)
    place_somewhere(scene)
    standing = texts(scene)
    place_somewhere(scene)
    taken_back = [text for text in texts(scene) if text not in standing]
    assert taken_back
    assert scene.undo()
    assert texts(scene) == [*standing, t("game.log.undone")]


def test_a_continued_game_takes_back_its_replayed_lines_too(app) -> None:
    scene = placing_scene(app)
    place_somewhere(scene)
    standing = texts(placing_scene_from(app, scene.game))  # the log as a continued game tells it
    place_somewhere(app.scenes.top)
    resumed = placing_scene_from(app, app.scenes.top.game)
    assert len(texts(resumed)) > len(standing)
    assert resumed.undo()
    assert texts(resumed) == [*standing, t("game.log.undone")]


def placing_scene_from(app, game) -> GameScene:
    app.start_game(game.clone())
    scene = app.scenes.top
    assert isinstance(scene, GameScene)
    return scene
