"""The log shows what stands (issue 10, item 13): a decision taken back takes its lines with it,
and one line says what was taken back (issue 23)."""

from __future__ import annotations

from caylus.core import new_game
from caylus.ui.i18n import t
from caylus.ui.scenes.game import GameScene

from .conftest import undo_agreed


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
    assert undo_agreed(scene)
    assert texts(scene) == [*standing, t("game.log.undone_what", what=taken_back[0])]


def test_a_continued_game_takes_back_its_replayed_lines_too(app) -> None:
    scene = placing_scene(app)
    place_somewhere(scene)
    standing = texts(placing_scene_from(app, scene.game))  # the log as a continued game tells it
    place_somewhere(app.scenes.top)
    resumed = placing_scene_from(app, app.scenes.top.game)
    assert len(texts(resumed)) > len(standing)
    assert undo_agreed(resumed)
    assert texts(resumed)[:-1] == standing
    assert texts(resumed)[-1].startswith(t("game.log.undone_what", what=""))  # says what


def placing_scene_from(app, game) -> GameScene:
    app.start_game(game.clone())
    scene = app.scenes.top
    assert isinstance(scene, GameScene)
    return scene


def test_the_log_says_at_once_that_this_turn_is_the_last(make_app) -> None:
    """Issue 23: "The Towers are full — the game ends…" as soon as it is certain, once,
    instead of 25 silent seconds before the final scores (R-END-1, R-SCORE-1)."""
    import random

    app = make_app()
    app.start_game(new_game(2, 4))
    scene = app.scenes.top
    assert isinstance(scene, GameScene)
    rng = random.Random(4)
    while scene.game.last_turn_ends_the_game() is None:
        scene.session.apply(rng.choice(scene.game.legal_actions()))
    why = scene.game.last_turn_ends_the_game()
    said = [line for line in scene.game_log.lines if line.text == t(f"log.last_turn.{why}")]
    assert len(said) == 1 and not scene.game.is_over
    scene.session.apply(scene.game.legal_actions()[0])
    assert sum(line.text == t(f"log.last_turn.{why}") for line in scene.game_log.lines) == 1
