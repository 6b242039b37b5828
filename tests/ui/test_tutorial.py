"""Learn to play (issue 23, part 1): the guided first game, driven through the game scene."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from caylus.core import Action, act, parse_action
from caylus.core.vocabulary import EventKind
from caylus.ui.app import App
from caylus.ui.autosave import has_autosave
from caylus.ui.i18n import DEFAULT_LANGUAGE, set_language, t
from caylus.ui.scenes.game import GameScene
from caylus.ui.scenes.tutorial import TutorialScene
from caylus.ui.scenes.tutorial.lessons import LEARNER, Expect, Step, lessons
from caylus.ui.scenes.tutorial.progress import progress_path
from caylus.ui.scenes.tutorial.walkthrough import lesson, press_button, walk_through
from caylus.ui.settings import LANGUAGES, Settings

from .conftest import Driver

STEPS = lessons()
IDS = [step.id for step in STEPS]


@pytest.fixture(autouse=True)
def thinker_in_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(GameScene, "thinker_in_process", False)


@pytest.fixture(autouse=True)
def english_afterwards() -> object:
    yield None
    set_language(DEFAULT_LANGUAGE)


def opened(app: App, index: int | None = None) -> TutorialScene:
    app.open_tutorial(index)
    app.run_frames(n=2)
    return lesson(app)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_tutorial_is_played_to_its_end_in_every_language(
        make_app: Callable[..., App], language: str) -> None:
    """Every step clicked through the game scene as a learner would; it ends in a game
    against the Easy computer with its moves explained, the setting itself left as it was."""
    app = make_app(settings=Settings(language=language))
    opened(app)
    assert walk_through(app) == IDS
    scene = app.scenes.top
    assert isinstance(scene, GameScene) and not isinstance(scene, TutorialScene)
    assert scene.game.setup.seats == ("human", "easy")
    assert scene.captions is not None
    assert app.settings.explain_moves is False


def wrong_move(scene: TutorialScene) -> Action:
    """A legal move of another kind than the step's, or else one of another kind at all."""
    others = [a for a in scene.game.legal_actions() if not scene.step.accepts(a)]
    return others[0] if others else act("pass")


@pytest.mark.parametrize("index", range(len(STEPS)), ids=IDS)
def test_a_move_of_another_kind_is_refused_with_the_lesson_s_words(app: App,
                                                                   index: int) -> None:
    scene = opened(app, index)
    before = scene.game.to_dict()
    assert not scene.apply(wrong_move(scene)).ok
    step = scene.step
    expected = t("tutorial.press_next") if step.expect is Expect.READ else t(step.key("try"))
    assert scene.refusal == expected
    assert scene.game.to_dict() == before
    assert expected in [text for text, _ in scene.card_words().lines]


def test_the_pass_button_is_refused_while_a_worker_is_to_be_placed(app: App,
                                                                   ui: Driver) -> None:
    scene = opened(app, IDS.index("place"))
    deniers = scene.game.players[LEARNER].deniers
    ui.click(scene.view.region("pass_button").center)
    assert scene.refusal == t("tutorial.step.place.try")
    assert scene.game.history == [] and scene.game.players[LEARNER].deniers == deniers


def test_after_the_lesson_s_move_the_next_one_waits_for_next(app: App) -> None:
    scene = opened(app, IDS.index("pass"))
    assert scene.apply(act("pass"))
    assert scene.done and scene.result  # the pass told as the result
    moved = len(scene.game.history)
    assert not scene.apply(scene.game.legal_actions()[0]).ok
    assert scene.refusal == t("tutorial.press_next")
    assert len(scene.game.history) == moved


def test_back_and_skip_move_between_steps(app: App) -> None:
    opened(app, 0)
    assert "back" not in lesson(app).drawn.buttons  # type: ignore[union-attr]
    press_button(app, "next")
    press_button(app, "skip")
    assert lesson(app).step.id == IDS[2]
    press_button(app, "back")
    assert lesson(app).step.id == IDS[1]


def test_leaving_and_coming_back_resumes_at_the_same_step(make_app: Callable[..., App],
                                                          ui: Driver) -> None:
    app = ui.app
    ui.click_text(t("title.tutorial"))
    press_button(app, "next")
    press_button(app, "skip")
    ui.press(pygame.K_ESCAPE)  # the pause menu: save and quit to the title
    ui.click_text(t("pause.save_and_quit"))
    assert not isinstance(app.scenes.top, TutorialScene)
    ui.click_text(t("title.tutorial"))
    assert lesson(app).step.id == IDS[2]
    again = make_app()  # another day, another start of the program
    assert opened(again).step.id == IDS[2]


def test_a_lesson_leaves_the_player_s_saved_game_alone(app: App) -> None:
    scene = opened(app, IDS.index("castle"))
    scene.apply(act("batch", "FWS"))
    app.quit()
    assert not has_autosave()


@pytest.mark.parametrize("content", ["", "{\"format\": \"caylus-tuto", "\x00\xff garbage",
                                     "[1, 2]", "{\"format\": \"caylus-tutorial\", \"step\": 7}",
                                     "{\"format\": \"caylus-tutorial\", \"step\": \"gone\"}"])
def test_a_damaged_progress_file_starts_from_the_first_step(
        app: App, content: str, caplog: pytest.LogCaptureFixture) -> None:
    path: Path = progress_path()
    path.write_bytes(content.encode("utf-8", "surrogateescape"))
    with caplog.at_level(logging.WARNING):
        assert opened(app).step.id == IDS[0]
    assert "tutorial" in caplog.text


def test_a_missing_progress_file_starts_from_the_first_step(app: App) -> None:
    assert not progress_path().exists()
    assert opened(app).step.id == IDS[0]
    assert progress_path().is_file()


# --- the lessons show what the rules say ------------------------------------------------------

def played(step_id: str) -> tuple[Step, list[int], list[int], list[EventKind]]:
    """The step's move (the first of its kind) and the scripted moves after it: the
    learner's deniers and prestige before and after, and the kinds of events."""
    step = STEPS[IDS.index(step_id)]
    game = step.start(["A", "B", "C"])
    before = [game.players[LEARNER].deniers, game.players[1].prestige]
    move = next(a for a in game.legal_actions() if step.expect.accepts(a))
    events = game.apply(move)
    for text in step.follow:
        events += game.apply(text)
    after = [game.players[LEARNER].deniers, game.players[1].prestige]
    return step, before, after, [event.kind for event in events]


def test_the_first_to_pass_takes_a_denier() -> None:
    """R-PLACE-2."""
    _, before, after, _ = played("pass")
    assert after[0] == before[0] + 1


def test_after_two_passes_a_place_costs_three() -> None:
    """R-PLACE-3: 1 + the number of players who have passed."""
    _, before, after, _ = played("cost")
    assert after[0] == before[0] - 3


def test_a_worker_beyond_the_provost_comes_back_unused() -> None:
    """R-ROAD-1: the provost moved back before Red's building."""
    step = STEPS[IDS.index("provost")]
    game = step.start(["A", "B", "C"])
    events = game.apply(act("provost", -1))
    for text in step.follow:
        events += game.apply(text)
    returned = [e for e in events if e.kind == EventKind.WORKER_RETURNS and e.seat == 1]
    assert game.board.provost == 8 and returned  # Red's worker stood on space 9
    assert not [e for e in events if e.kind == EventKind.PRODUCE and e.seat == 1]


def test_the_dungeon_is_scored_when_the_bailiff_passes_space_twelve() -> None:
    """R-END-1 and R-SCORE-1/2: provost ahead, bailiff +2 onto 13; Red with no house -2 PP."""
    _, before, after, kinds = played("scoring")
    assert EventKind.SCORING in kinds
    assert after[1] == before[1] - 2


def test_every_step_owes_the_learner_a_decision_of_its_kind() -> None:
    for step in STEPS:
        game = step.start(["A", "B", "C"])
        assert game.current_seat == LEARNER, step.id
        accepted = [a for a in game.legal_actions() if step.expect.accepts(a)]
        assert bool(accepted) == (step.expect is not Expect.READ), step.id


@pytest.mark.parametrize("setting", [100, 200])
@pytest.mark.parametrize("screen", ["tutorial: pass", "tutorial: scoring"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_lesson_card_fits_in_the_smallest_window(language: str, screen: str,
                                                     setting: int) -> None:
    """The text check's measure at 1280×720 (all steps: `python -m caylus.devtools.text_check`)."""
    from caylus.devtools.text_check import measure

    figures = measure(screen, language, (1280, 720), setting)
    assert figures.cut == [] and figures.overlaps == []


def test_missing_lessons_are_told_on_the_title_screen(app: App,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    from caylus.resources import MissingResource
    from caylus.ui.scenes.title import TitleScene
    from caylus.ui.scenes.tutorial import scene as tutorial_scene

    def missing() -> None:
        raise MissingResource(Path("lessons.json"))

    monkeypatch.setattr(tutorial_scene, "lessons", missing)
    app.open_tutorial()
    top = app.scenes.top
    assert isinstance(top, TitleScene)
    assert top.notice == t("tutorial.unreadable", path="lessons.json")


def test_the_forest_lesson_takes_only_the_forest(app: App) -> None:
    """Issue 34: "drag a worker onto the Forest" took any building, said the worker waits on
    the road, and the next lesson showed it on the Forest anyway."""
    scene = opened(app, IDS.index("place"))
    assert not scene.apply(parse_action("place 1")).ok  # the Farm
    assert scene.refusal == t("tutorial.step.place.try") and scene.game.history == []
    assert scene.apply(parse_action("place 3"))  # the Forest
    assert scene.done


def test_a_lesson_that_does_not_go_on_from_the_last_says_it_is_a_new_situation(
        app: App) -> None:
    """Issue 34: lesson 3 said "You passed first", lesson 4 that Red and Green had passed, with
    Blue's deniers back from 7 to 6. A lesson reached by Next says it is a new situation when
    its board is not where the last one ended (told by `story`), and only then."""
    from caylus.ui.scenes.tutorial.lessons import story
    from caylus.ui.scenes.tutorial.walkthrough import make_the_move

    notice = t("tutorial.new_situation")
    opened(app, 0)
    assert notice not in [text for text, _ in lesson(app).card_words().lines]
    told = {}
    while not lesson(app).last:
        scene = lesson(app)
        if scene.step.expect is not Expect.READ:
            make_the_move(app)
        ended = scene.game.clone()
        press_button(app, "next")
        following = lesson(app)
        shown = notice in [text for text, _ in following.card_words().lines]
        changed = story(ended) != story(following.game)
        assert shown == changed, following.step.id
        told[following.step.id] = shown
    assert told["cost"], "Blue passed in the lesson before; here Red and Green have"
