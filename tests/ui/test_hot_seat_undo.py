"""In hot-seat, Undo takes back one's own decision at once, but another person's only when
that person agrees (issue 23); with one person at the screen it never asks."""

from __future__ import annotations

from caylus.core import new_game
from caylus.core.state import HUMAN
from caylus.ui.app import App
from caylus.ui.i18n import t
from caylus.ui.scenes.game import GameScene
from caylus.ui.scenes.game.take_back import TakeBackQuestion, needs_consent

from .conftest import Driver


def playing(app: App, seats: list[str] | None = None) -> GameScene:
    game = new_game(3, seed=4, seats=seats) if seats else new_game(3, seed=4)
    app.start_game(game)
    scene = app.scenes.top
    assert isinstance(scene, GameScene)
    return scene


def place(scene: GameScene) -> None:
    assert scene.apply(next(a for a in scene.game.legal_actions() if a.kind == "place"))


def test_taking_back_another_persons_decision_asks_them_first(app: App) -> None:
    scene = playing(app)
    first = scene.game.current_seat
    assert first is not None
    place(scene)
    before = scene.game.to_dict()
    assert scene.undo()
    question = app.scenes.top
    assert isinstance(question, TakeBackQuestion)
    name = scene.game.players[first].name
    assert question.title() == t("game.take_back.title", who=name)
    assert name in question.message() and question.what and question.what in question.message()
    assert question.widgets.focus is question.keep_button, "keeping it is the default"
    Driver(app).click_text(t("game.take_back.keep"))
    assert app.scenes.top is scene and scene.game.to_dict() == before
    scene.undo()
    Driver(app).click_text(t("game.take_back.confirm"))
    assert app.scenes.top is scene and scene.game.history == []
    assert scene.game.current_seat == first


def test_ones_own_decision_and_a_lone_person_are_never_asked() -> None:
    game = new_game(3, seed=4)
    seat = game.current_seat
    assert seat is not None
    assert not needs_consent(game, seat)
    assert needs_consent(game, (seat + 1) % 3)
    alone = new_game(3, seed=4, seats=[HUMAN, "easy", "easy"])
    alone_seat = alone.current_seat
    assert alone_seat is not None
    assert not needs_consent(alone, (alone_seat + 1) % 3)


def test_with_one_person_undo_takes_back_at_once(app: App) -> None:
    scene = playing(app, seats=[HUMAN, "easy", "easy"])
    while scene.game.current_seat != 0:  # the computers' first moves, made here directly
        scene.apply(scene.game.legal_actions()[0])
    place(scene)
    assert scene.undo()
    assert app.scenes.top is scene
    assert 0 not in scene.game.movers


def test_the_question_s_title_stays_inside_its_box(make_app) -> None:
    """Issue 34: "Take back Player 1's move?" ran out of its box at 1600×900 and 100%."""
    import pygame

    from caylus.devtools import ledger

    app = make_app(size=(1600, 900), show_title=False)
    game = new_game(3, 4, names=["Player 1", "Player 2", "Player 3"])
    app.start_game(game)
    app.run_frames(n=2)
    scene = app.scenes.top
    scene.apply(game.legal_actions()[1])
    scene.undo()
    question = app.scenes.top
    assert isinstance(question, TakeBackQuestion)
    with ledger.recording() as book:
        target = pygame.Surface(app.size)
        app.scenes.draw(target)
        lines = [line for line in book.lines(target) if isinstance(line, ledger.Line)]
    title = next(line for line in lines if line.words == question.title())
    assert question.panel.contains(title.ink)
