"""Hints: Hard's suggestion for the person to move is shown (never played), counted per seat,
kept through Continue, shown on the final scores, and forgotten by a new game."""

from __future__ import annotations

import random

import pygame
import pytest

from caylus.core import new_game, replay
from caylus.ui.scenes.final_scores import FinalScoresScene, seat_note
from caylus.ui.scenes.game import GameScene
from caylus.ui.scenes.game.hint_counts import hint_counts, hints_path
from caylus.ui.scenes.game.hints import why_lines
from caylus.ui.scenes.setup import SetupScene
from tests.ui.computer_helpers import human_seed_for, person_to_move, start, wait_until
from tests.ui.positions import position_with

SEATS = ["human", "easy"]


def hinted_scene(app, ui) -> GameScene:
    scene = start(app, SEATS, seed=human_seed_for(SEATS, True))
    wait_until(app, lambda: person_to_move(app))
    ui.press(pygame.K_h)
    wait_until(app, lambda: scene.hints.hint is not None)
    return scene


def test_a_hint_is_shown_and_never_played(app, ui):
    scene = hinted_scene(app, ui)
    made = len(scene.game.history)
    assert scene.hints.hint.action in scene.game.legal_actions()
    assert scene.hints.hint.position == (made, scene.game.current_seat)
    for _ in range(30):
        ui.frames(1)
    assert len(scene.game.history) == made and scene.game.current_seat == 0
    lines = [" ".join(str(token) for token in line) for line in scene.panel.summary]
    assert any("Hard would choose" in line for line in lines)
    why = why_lines(scene.hints.hint, first_to_pass=not scene.game.passed)
    assert why and all(line in lines for line in why)


def test_a_hint_is_counted_once_per_position(app, ui):
    scene = hinted_scene(app, ui)
    assert scene.hints.used == [1, 0]
    ui.press(pygame.K_h)
    ui.frames(1)
    ui.click(scene.hints.rect().center)  # the button asks too: the same hint, not counted again
    ui.frames(5)
    assert scene.hints.used == [1, 0] and not scene.hints.pending()


def test_the_hint_button_asks_and_a_move_drops_the_hint(app, ui):
    scene = start(app, SEATS, seed=human_seed_for(SEATS, True))
    wait_until(app, lambda: person_to_move(app))
    ui.click(scene.hints.rect().center)
    assert scene.hints.pending()
    wait_until(app, lambda: scene.hints.hint is not None)
    scene.apply(scene.hints.hint.action)  # the person follows it (by themselves)
    assert scene.hints.hint is None


def test_a_move_before_the_answer_forgets_the_question(app, ui):
    scene = start(app, SEATS, seed=human_seed_for(SEATS, True), pace="slow")
    wait_until(app, lambda: person_to_move(app))
    scene.hints.request()
    scene.apply(scene.game.legal_actions()[-1])
    assert not scene.hints.pending() and scene.hints.hint is None
    ui.frames(5)
    assert scene.hints.used == [0, 0]


def test_no_hint_while_a_computer_is_to_move(app, ui):
    seats = ["easy", "human"]
    scene = start(app, seats, seed=human_seed_for(seats, False), pace="slow")
    ui.frames(1)
    assert not scene.hints.request() and not scene.hints.pending()


@pytest.mark.parametrize("kind", ["provost", "favour", "castle"])
def test_hints_are_drawn_for_other_decisions(app, kind):
    game = position_with(kind)
    app.start_game(game)
    scene = app.scenes.top
    scene.hints.request()
    wait_until(app, lambda: scene.hints.hint is not None)
    app.run_frames(n=2)  # drawn without trouble, on the board or the panel
    assert len(scene.game.history) == len(game.history)


def test_hint_counts_survive_continue_and_show_on_the_final_scores(app, ui):
    scene = hinted_scene(app, ui)
    setup, history = scene.game.setup, list(scene.game.history)
    assert hints_path().is_file()
    app.to_title()
    app.continue_game()
    assert isinstance(ui.top, GameScene) and ui.top.hints.used == [1, 0]
    finished = replay(setup, history)
    rng = random.Random(1)
    while not finished.is_over:
        finished.apply(rng.choice(finished.legal_actions()))
    app.finish_game(finished)
    assert isinstance(ui.top, FinalScoresScene) and ui.top.hints == [1, 0]
    assert seat_note(finished, 0, ui.top.hints) == "1\u00a0hint used"
    assert seat_note(finished, 1, ui.top.hints) == "Computer · Easy"
    ui.frames(1)


def test_another_game_does_not_inherit_the_counts(app, ui):
    hinted_scene(app, ui)
    assert hint_counts(new_game(2, 999, seats=SEATS)) == [0, 0]
    app.to_title()
    app.open_setup()
    setup = ui.top
    assert isinstance(setup, SetupScene)
    setup.start(setup.choices.make_game())
    assert not hints_path().exists()
