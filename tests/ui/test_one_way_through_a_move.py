"""One way through a move (issue 36): the rules check a move once and a refusal comes back
with its Reason; saving is the first listener of an applied move, so a move is on disk before
the log, the animations or anything else hears of it; a refused move sounds once."""

from __future__ import annotations

import pytest

from caylus.core import Game, act, new_game
from caylus.core.vocabulary import Verb
from caylus.ui.app import App
from caylus.ui.scenes.game import session as session_module
from caylus.ui.scenes.game.session import GameSession
from tests.ui.scene_input import start


def test_a_refused_move_comes_back_with_its_reason_and_changes_nothing() -> None:
    game = new_game(3, seed=2)
    session = GameSession(game)
    heard: list[object] = []
    session.listeners.append(heard.append)
    before = game.to_dict()
    played = session.apply(act(Verb.PLACE, 99))
    assert not played and not played.ok and played.events == []
    assert played.refused is not None and played.refused.code
    assert session.game.to_dict() == before and heard == [] and session.version == 0


def test_the_rules_check_a_move_once(monkeypatch: pytest.MonkeyPatch) -> None:
    game = new_game(3, seed=2)
    checks: list[object] = []
    original = Game.problem_with

    def counted(self: Game, action: object) -> object:
        checks.append(action)
        return original(self, action)  # type: ignore[arg-type]  # counted, then as it was

    monkeypatch.setattr(Game, "problem_with", counted)
    played = GameSession(game).apply(game.legal_actions()[0])
    assert played.ok and played.events
    assert checks == [], "Game.apply's own check is the only one (the session had a second)"


def test_the_autosave_is_the_first_listener(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    order: list[str] = []
    monkeypatch.setattr("caylus.ui.autosave.autosave", lambda game: order.append("saved"))
    scene = start(app, new_game(3, seed=2))
    scene.session.listeners.append(lambda events: order.append("heard"))
    assert scene.apply(scene.game.legal_actions()[0])
    assert order[:1] == ["saved"] and "heard" in order
    assert session_module.GameSession.__init__.__code__.co_varnames[:3] == (
        "self", "game", "automatic"), "the session knows nothing of saving"


def test_a_refused_provost_move_sounds_once(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = start(app, new_game(3, seed=2))
    sounds: list[str] = []
    monkeypatch.setattr(scene.context, "play", sounds.append)
    played = scene.apply(act(Verb.PROVOST, 3))  # no provost decision is owed at the start
    assert not played.ok and sounds == ["error"]


def test_the_app_follows_the_sessions_game_the_scene_does_not_write_it(app: App) -> None:
    """The app's game (what quitting saves) is the session's, through a listener the app
    adds; Undo replaces the game object, and the app's follows."""
    import inspect

    from caylus.ui.scenes.game.scene import GameScene

    app.start_game(new_game(3, seed=2))
    scene = app.scenes.top
    assert isinstance(scene, GameScene)
    assert scene.apply(scene.game.legal_actions()[0])
    assert app.game is scene.session.game
    assert scene.undo() and app.game is scene.session.game
    assert "app.game" not in inspect.getsource(GameScene)


def test_a_moves_origin_is_told_to_its_listeners_and_to_nobody_after() -> None:
    """Where a dragged worker was let go travels with its move (the session's `origin` while
    its listeners hear it), not parked in the scene until a listener clears it."""
    game = new_game(3, seed=2)
    session = GameSession(game)
    heard: list[object] = []
    session.listeners.append(lambda events: heard.append(session.origin))
    assert session.apply(game.legal_actions()[0], (120.0, 640.0))
    assert heard == [(120.0, 640.0)] and session.origin is None
    assert session.apply(session.game.legal_actions()[0])
    assert heard[-1] is None
