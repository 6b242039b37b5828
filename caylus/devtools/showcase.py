"""Every screen the game draws, set up on an App by name: for the text check, the overflow
test and screenshots. The game screen comes once per decision kind (a position owing it)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from functools import cache
from typing import TypeVar

from caylus.core.game import Game, new_game
from caylus.core.vocabulary import DecisionKind
from caylus.ui.app import App
from caylus.ui.scene import Scene
from caylus.ui.scenes.game import GameScene
from caylus.ui.scenes.game.screenshot import midgame_position, pick_lively
from caylus.ui.scenes.in_use import InUseScene
from caylus.ui.scenes.rules_reference import PAGES, RulesScene
from caylus.ui.scenes.setup import SetupScene

NAMES = ["Aliénor", "Bertrand", "Clothilde", "Dmitri", "Eudes"]
Show = Callable[[App], None]
SceneT = TypeVar("SceneT", bound=Scene)


def top_scene(app: App, kind: type[SceneT]) -> SceneT:
    """The scene on top of `app`, which the screen just opened must have put there."""
    scene = app.scenes.top
    if not isinstance(scene, kind):
        raise TypeError(f"expected {kind.__name__} on top, found {type(scene).__name__}")
    return scene


def finished_game() -> Game:
    """A five-player game played to its end by a fixed random sequence."""
    game = new_game(5, 2024, names=NAMES)
    rng = random.Random(2024)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


def position_with(kind: str, test: Callable[[Game], bool] = lambda game: True,
                  players: int = 3, seeds: Iterable[int] = range(400)) -> Game:
    """The first seeded game, played with lively choices, whose decision owed is of `kind`
    and passes `test` (LookupError if none of the seeds reaches one)."""
    for seed in seeds:
        game = new_game(players, seed)
        rng = random.Random(seed)
        while not game.is_over:
            if game.decision is not None and game.decision.kind == kind and test(game):
                return game
            game.apply(pick_lively(game, rng))
    raise LookupError(f"no {kind} decision found")


@cache
def _decision_position(kind: DecisionKind) -> Game:
    return position_with(kind)


def show_game(kind: DecisionKind) -> Show:
    return lambda app: app.start_game(_decision_position(kind).clone())


def show_hint(app: App) -> None:
    """A placement with Hard's hint under the prompt, its figures and how sure Hard is of
    them written in (the check must not wait for a search)."""
    from caylus.ui.scenes.game.hints import Hint

    game = _decision_position(DecisionKind.PLACE).clone()
    app.start_game(game)
    hints = top_scene(app, GameScene).hints
    place = next(action for action in game.legal_actions() if action.kind == "place")
    hints.hint = Hint((len(game.history), game.current_seat or 0), place, 3.2, 6.4, None, 4.6)
    hints.show_lines(hints.hint)


def show_rules_page(page: int) -> Show:
    def show(app: App) -> None:
        app.open_rules()
        top_scene(app, RulesScene).show(page)

    return show


def show_setup(app: App) -> None:
    app.open_setup()
    scene = top_scene(app, SetupScene)
    while len(scene.rows) < 5:
        scene.on_add()


def show_pause(app: App) -> None:
    app.start_game(midgame_position())
    app.open_pause_menu()


def show_take_back(app: App) -> None:
    """A hot-seat Undo that asks the person whose decision it takes back."""
    game = midgame_position(players=5)
    app.start_game(game)
    scene = top_scene(app, GameScene)
    scene.apply(game.legal_actions()[0])
    scene.undo()


DEMO_SEED = 1  # the same tables, names and first moves at every run of the check


def show_demo(app: App) -> None:
    app.open_demo(seed=DEMO_SEED)
    app.run_frames(n=20)  # its first caption


def show_scoreboard(app: App) -> None:
    from caylus.devtools.scoreboard_example import example_evening
    from caylus.ui.scenes.scoreboard import ScoreboardScene

    now, board = example_evening()
    app.scenes.push(ScoreboardScene(app, now=now, board=board))


REVIEW_PAGES = ("sources", "chart", "board", "moves")


def show_review(page: str) -> Show:
    """The review of the finished game on `page`; the move review at its fifth decision, its
    first eight decisions weighed by Hard at a small budget in this process (the check must
    not wait for a whole game's)."""
    def show(app: App) -> None:
        from caylus.ui.scenes.review import ReviewScene

        game = finished_game()
        app.finish_game(game)
        scene = ReviewScene(app, game)
        scene.job.processes, scene.job.budget = 1, 200
        scene.job.only = scene.decisions[:8]
        app.scenes.push(scene)
        scene.show(page)
        if page == "moves":
            scene.job.join()
            scene.step(4)

    return show


def show_lesson(index: int) -> Show:
    """A lesson step as it opens (the steps' positions are the lessons' own)."""
    return lambda app: app.open_tutorial(index)


def tutorial_screens() -> dict[str, Show]:
    """One screen per step of "Learn to play" (each lesson stage and its parts)."""
    from caylus.ui.scenes.tutorial.lessons import lessons

    return {f"tutorial: {step.id}": show_lesson(index)
            for index, step in enumerate(lessons())}


def menu_screens() -> dict[str, Show]:
    return {
        "title": lambda app: None,
        "setup": show_setup,
        "settings": lambda app: app.open_settings(),
        "about": lambda app: app.open_about(),
        **{f"rules {page + 1}": show_rules_page(page) for page in range(len(PAGES))},
        "another copy": lambda app: app.scenes.clear_to(InUseScene(app)),
        "scoreboard": show_scoreboard,
    }


def game_screens() -> dict[str, Show]:
    """The screens the text-size setting grows: the game (each decision), pause, scores, demo."""
    return {
        "game": lambda app: app.start_game(midgame_position(players=5)),
        **{f"game: {kind.value}": show_game(kind) for kind in DecisionKind},
        "game: hint": show_hint,
        "pause": show_pause,
        "take back": show_take_back,
        "final scores": lambda app: app.finish_game(finished_game()),
        **{f"review: {page}": show_review(page) for page in REVIEW_PAGES},
        "demo": show_demo,
        **tutorial_screens(),
    }


def screens() -> dict[str, Show]:
    return {**menu_screens(), **game_screens()}


def close(app: App) -> None:
    """Stop the computer players' processes of every scene of `app`."""
    for scene in app.scenes.stack:
        stop = getattr(scene, "close_thinker", None)
        if stop is not None:
            stop()
