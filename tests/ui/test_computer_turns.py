"""Computer seats in the game scene: they play by themselves (in another process), are shown
at a pace, stop while paused, are taken back with a person's decision, and leave nothing
running behind them."""

from __future__ import annotations

import random
import sys

import pygame
import pytest

from caylus.ai.seeding import player_seed
from caylus.core.undo import undo_steps
from caylus.ui.i18n import t
from caylus.ui.scenes.final_scores import FinalScoresScene
from caylus.ui.scenes.game import GameScene
from caylus.ui.scenes.game.computers import PACES
from caylus.ui.scenes.pause import PauseScene
from tests.ui.computer_helpers import (
    alive,
    descendants,
    human_seed_for,
    person_to_move,
    play_person,
    start,
    thinking_process,
    wait_until,
    workers,
)

SEATS = ["human", "easy"]


@pytest.mark.slow
def test_a_person_plays_a_computer_to_the_end_by_clicks(app, ui):
    scene = start(app, SEATS, seed=human_seed_for(SEATS, True))
    rng = random.Random(3)
    computer_moves = 0
    while isinstance(ui.top, GameScene):
        wait_until(app, lambda: person_to_move(app))
        if not isinstance(ui.top, GameScene):
            break
        movers = scene.game.movers
        computer_moves = sum(1 for seat in movers if seat == 1)
        play_person(app, scene, rng)
    assert isinstance(ui.top, FinalScoresScene)
    assert ui.top.game.is_over and computer_moves > 20
    assert set(ui.top.game.movers) == {0, 1}
    assert scene.computers.thinker is None  # the final scores closed it
    if sys.platform.startswith("linux"):
        assert not [pid for pid in workers(descendants()) if alive(pid)]


def test_computer_moves_are_shown_through_the_scene(app, ui):
    seats = ["easy", "human"]
    scene = start(app, seats, seed=human_seed_for(seats, False), pace="fast")
    shown = []
    scene.session.listeners.append(lambda events: shown.append(bool(scene.animator.tweens)))
    wait_until(app, lambda: not scene.computers.to_move())
    assert shown and all(shown)  # each computer move started its flights
    assert any(line.seat == 0 for line in scene.log)  # and was told in the log


def test_no_hand_over_banner_between_a_person_and_a_computer(app, ui):
    scene = start(app, SEATS, seed=human_seed_for(SEATS, True), pace="fast")
    banners = []
    handovers = {t("game.banner.others", who=p.name) for p in scene.game.players}
    scene.session.listeners.append(lambda events: banners.extend(
        tw for tw in scene.animator.tweens if tw.payload.get("text") in handovers))
    for _ in range(3):
        wait_until(app, lambda: person_to_move(app))
        scene.apply(scene.game.legal_actions()[0])
    assert not banners


def test_people_cannot_choose_for_a_computer(app, ui):
    seats = ["hard", "human"]
    scene = start(app, seats, seed=human_seed_for(seats, False), pace="slow")
    made = len(scene.game.history)
    supply = scene.view.region("supply").center
    ui.click(supply)
    ui.click(scene.view.region("pass_button").center)
    ui.press(pygame.K_BACKSPACE)
    assert len(scene.game.history) == made
    assert scene.pointer.drag is None and not scene.pointer.selected


def test_pause_stops_a_computer_at_once_and_resume_goes_on(app, ui):
    seats = ["medium", "human"]
    scene = start(app, seats, seed=human_seed_for(seats, False), pace="fast")
    ui.frames(1)
    assert scene.computers.thinking() == 0
    ui.press(pygame.K_ESCAPE)
    assert isinstance(ui.top, PauseScene) and scene.context.paused
    made = len(scene.game.history)
    thinker = scene.computers.thinker
    assert thinker is None or not thinker.busy  # its thinking was stopped
    deadline_frames = 120
    for _ in range(deadline_frames):
        ui.frames(1)
    assert len(scene.game.history) == made  # nothing applied while paused
    ui.press(pygame.K_ESCAPE)  # Resume
    assert ui.top is scene and not scene.context.paused
    wait_until(app, lambda: len(scene.game.history) > made)


def test_undo_takes_back_the_persons_decision_and_the_computer_moves_after_it(app, ui):
    scene = start(app, SEATS, seed=human_seed_for(SEATS, True))
    wait_until(app, lambda: person_to_move(app))
    before = len(scene.game.history)
    place = next(a for a in scene.game.legal_actions() if a.kind == "place")
    scene.apply(place)
    wait_until(app, lambda: person_to_move(app))
    assert len(scene.game.history) > before + 1  # the computer moved after the person
    assert undo_steps(scene.game, scene.session.automatic) == len(scene.game.history) - before
    ui.press(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert len(scene.game.history) == before and scene.game.current_seat == 0
    for _ in range(30):  # the computer does not move again until the person has decided
        ui.frames(1)
    assert len(scene.game.history) == before and not scene.computers.to_move()


def test_undo_while_a_computer_thinks_forgets_its_question(app, ui):
    scene = start(app, SEATS, seed=human_seed_for(SEATS, True), pace="slow")
    wait_until(app, lambda: person_to_move(app))
    before = len(scene.game.history)
    scene.apply(next(a for a in scene.game.legal_actions() if a.kind == "place"))
    ui.frames(2)
    assert scene.computers.to_move() and scene.computers.question_open
    scene.undo()
    assert not scene.computers.question_open
    for _ in range(60):
        ui.frames(1)
    assert len(scene.game.history) == before


def test_a_resumed_game_resumes_its_computer_players(app, ui):
    scene = start(app, SEATS, seed=human_seed_for(SEATS, True))
    wait_until(app, lambda: person_to_move(app))
    scene.apply(next(a for a in scene.game.legal_actions() if a.kind == "place"))
    wait_until(app, lambda: person_to_move(app))
    kept = scene.game.to_dict()
    app.to_title()
    app.continue_game()
    resumed = ui.top
    assert isinstance(resumed, GameScene) and resumed is not scene
    assert resumed.game.to_dict() == kept
    assert resumed.game.seat_kinds == ("human", "easy")
    assert resumed.session.automatic == {1}
    resumed.computers.pace = "instant"
    made = len(resumed.game.history)

    def the_computer_moved() -> bool:  # the person plays on until the computer's seat owes one
        if 1 in resumed.game.movers[made:]:
            return True
        if person_to_move(app) and resumed.game.current_seat == 0:
            legal = resumed.game.legal_actions()
            resumed.apply(next((a for a in legal if a.kind == "place"), legal[0]))
        return False

    wait_until(app, the_computer_moved)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_no_process_is_left_behind_when_the_game_scene_ends(app, ui):
    seats = ["hard", "human"]
    scene = start(app, seats, seed=human_seed_for(seats, False), pace="slow")
    wait_until(app, lambda: thinking_process(scene) is not None)
    wait_until(app, lambda: len(workers(descendants())) >= 2)  # the thinker, Hard's worker
    started = workers(descendants())
    app.to_title()  # the scene exits: its thinker (and Hard's workers) stop
    assert scene.computers.thinker is None
    assert not [pid for pid in started if alive(pid)]


def test_seeds_come_from_the_game_and_the_seat():
    assert player_seed(7, 0) == player_seed(7, 0)
    assert len({player_seed(7, seat) for seat in range(5)}) == 5
    assert player_seed(7, 1) != player_seed(8, 1) and player_seed(7, 1) != player_seed(7, 1, 1)
    assert set(PACES) == {"slow", "normal", "fast", "instant"}


QUIT_WHILE_THINKING = """
import os, sys
from caylus.core import new_game
from caylus.ui.app import App
from caylus.ui.settings import Settings
from tests.ui.computer_helpers import thinking_process, wait_until

def main():
    app = App(Settings(), size=(1280, 720), fullscreen=False, show_title=False)
    app.start_game(new_game(2, {seed}, seats=["hard", "human"]))
    scene = app.scenes.top
    scene.computers.pace = "slow"
    wait_until(app, lambda: thinking_process(scene) is not None)
    print(thinking_process(scene).pid, flush=True)
    app.quit()  # as Quit in the pause menu: the loop ends, no scene exits

if __name__ == "__main__":
    main()
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_quitting_while_a_computer_thinks_leaves_nothing_running(tmp_path, data_dir):
    import os
    import subprocess
    from pathlib import Path

    seats = ["hard", "human"]
    script = tmp_path / "quit_while_thinking.py"
    script.write_text(QUIT_WHILE_THINKING.format(seed=human_seed_for(seats, False)))
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONPATH": str(root), "CAYLUS_DATA_DIR": str(data_dir)}
    result = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                            timeout=90, env=env, cwd=root)
    assert result.returncode == 0, result.stderr
    thinker = int(result.stdout.split()[-1])
    assert not alive(thinker)


@pytest.mark.parametrize(("seats", "said"), [(["easy", "easy"], "game.computer.meanwhile_watching"),
                                             (["easy", "human"], "game.computer.meanwhile")])
def test_undo_is_offered_only_where_someone_has_a_move_to_undo(app, ui, seats, said):
    """Issue 34: a game of computers only said "Undo takes back your move"."""
    scene = start(app, seats, seed=5, pace="slow")
    assert (t(said),) in scene.panel.summary


def test_the_thinking_dots_stand_below_the_panels_words_at_the_largest_text(make_app) -> None:
    """Issue 34: at 1280×720 and text 200% the dots were drawn over the panel's text."""
    from caylus.core import new_game
    from caylus.ui.layout import TEXT_ZOOMS
    from caylus.ui.settings import Settings

    app = make_app(size=(1280, 720), settings=Settings(text_size=TEXT_ZOOMS[-1]))
    app.start_game(new_game(5, 3, seats=["medium", "human", "human", "human", "human"]))
    scene = app.scenes.top
    scene.computers.pace = "slow"
    app.run_frames(n=2)
    scene.computers.thinking = lambda: 0  # seat 0 thinking, whoever is to move
    centres = []
    scene.computers._draw_dots = lambda surface, centre, dot, colour: centres.append(
        (centre, dot))
    scene.computers.draw_thinking(app.screen)
    assert centres, "the thinking shows (at least in the seat's header)"
    panel = scene.panel_rect()
    for centre, dot in centres:
        if panel.collidepoint(centre):
            assert centre[1] - dot * 2 >= scene.panel.words_bottom
            assert centre[1] + dot * 2 <= panel.bottom
