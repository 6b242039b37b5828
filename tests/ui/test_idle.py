"""A still screen is not redrawn (issue 9, "at rest, the game rests"); input, animations and a
blinking caret still get their frames, with no delay added to them."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from caylus.ui.animation import Tween, TweenKind
from caylus.ui.app import FPS, MAX_DT, App, frame_time
from caylus.ui.scenes.game import GameScene
from caylus.ui.scenes.game.screenshot import midgame_position
from caylus.ui.widgets import CARET_PERIOD, CARET_SHOWN, TextInput


def run_counting(app: App, seconds: float,
                 timed_events: tuple[tuple[int, pygame.event.Event], ...] = ()) -> list[float]:
    """Run the real main loop for `seconds` (posting `timed_events` at their milliseconds);
    returns the dt of every frame drawn."""
    drawn: list[float] = []
    step = app.step

    def counting_step(dt: float) -> None:
        drawn.append(dt)
        step(dt)

    app.step = counting_step  # type: ignore[method-assign]
    pygame.event.clear()  # what opening the window queued (shown, focus) is not this test's
    for millis, event in timed_events:
        pygame.time.set_timer(event, millis, loops=1)
    pygame.time.set_timer(pygame.QUIT, int(seconds * 1000), loops=1)
    app.run()
    return drawn


def test_a_still_title_screen_is_drawn_once(app: App) -> None:
    drawn = run_counting(app, 0.6)
    assert len(drawn) == 1  # the first frame; nothing changed after it


def test_input_wakes_the_loop_for_one_frame(app: App) -> None:
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))
    drawn = run_counting(app, 0.6, ((200, motion),))
    assert len(drawn) == 2
    assert drawn[1] <= 1 / FPS + 1e-9  # a fresh frame, not the 0.2 s spent waiting


def test_a_moving_scene_gets_every_frame(make_app: Callable[..., App]) -> None:
    app = make_app()
    app.start_game(midgame_position())
    scene = app.scenes.top
    assert isinstance(scene, GameScene)
    scene.animator.add([Tween(TweenKind.WORKER, (0, 0), (100, 100), 10.0,
                              payload={"colour": "red"})])
    assert scene.next_change_in() == 0
    app.render()  # the first drawing of a game fills the caches (~0.35 s): not what is timed here
    drawn = run_counting(app, 0.5)
    assert len(drawn) >= 10
    assert all(dt <= MAX_DT for dt in drawn)


def test_a_game_with_nothing_moving_waits_for_input(make_app: Callable[..., App]) -> None:
    app = make_app()
    app.start_game(midgame_position())
    assert app.scenes.next_change_in() is None
    assert len(run_counting(app, 0.5)) == 1


def test_a_focused_text_field_wakes_only_to_blink(ui) -> None:
    ui.click_text("New game")
    field = next(w for w in ui.top.widgets.widgets if isinstance(w, TextInput))
    ui.top.widgets.set_focus(field)
    field.blink = 0.0
    assert ui.top.next_change_in() == pytest.approx(CARET_SHOWN)
    drawn = run_counting(ui.app, 1.5)
    # about two blinks a second; a loop drawing at 60 fps would give ~90 frames
    assert len(drawn) == 3
    # shown for 0.6 s, hidden for the rest of the period: each wake gets the time that passed
    assert drawn[1:] == pytest.approx([CARET_SHOWN, CARET_PERIOD - CARET_SHOWN], abs=0.1)


def test_frame_time() -> None:
    assert frame_time(0.02, True, woken_by_input=True) == 0.02
    assert frame_time(5.0, True, woken_by_input=False) == MAX_DT  # after a stall
    assert frame_time(5.0, False, woken_by_input=True) == pytest.approx(1 / FPS)
    assert frame_time(0.4, False, woken_by_input=False) == 0.4  # a timer that came due
    # a wake the millisecond clock measures just short of the change still reaches it
    assert frame_time(0.599, False, woken_by_input=False, due=0.6) == 0.6
    assert frame_time(0.7, False, woken_by_input=False, due=0.6) == 0.7
