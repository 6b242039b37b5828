"""`caylus --self-test`: a headless check that this copy of the game works, frozen or not.

It is how a built executable and an installed wheel are verified (CI runs both from another
folder): it finds the shipped files through `resource_path` and really loads every kind of
them (every text catalogue, font, tile image and sound, and the board map with the images it
links), draws every scene once through the App, plays a few decisions through the game scene,
saves and reloads the game, lets two computer players play a short game by themselves (in
their own process), and shows the final scores of a game played to the end. Each
check prints one line; the exit code is 0 only if every check passed.

It never touches the player's own saves or settings: everything goes to a temporary data
folder that is deleted afterwards (only its log goes to the data folder's
`logs/self-test.log`, like the game's). Without a display it uses SDL's dummy drivers; set
`CAYLUS_SELFTEST_DISPLAY=1` to draw in a real window instead (the window flashes briefly).
`--report FILE` sends the report to FILE (UTF-8); without it and with no standard output (a
windowed Windows build), it goes to `caylus-self-test.txt` in the system's temporary folder.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from caylus.devtools.selftest_files import (
    CheckFailed,
    check_catalogues,
    check_fonts,
    check_language,
    check_shipped_files,
    check_tile_images,
)
from caylus.resources import ResourceError, broken_install_text, shipped_table_problem

if TYPE_CHECKING:
    import pygame

    from caylus.core.game import Game
    from caylus.ui.app import App

WINDOW = (1280, 720)
SEED = 1234
PLAYERS = 3
DECISIONS_IN_SCENE = 6
MAX_DECISIONS_IN_SCENE = 40
MAX_CLICKS_PER_DECISION = 8
MIN_COLOURS = 4  # fewer distinct colours in a frame than this means nothing was drawn
SAMPLE = (64, 36)  # frames are compared on a nearest-pixel thumbnail of this size
REPORT_FILE = "caylus-self-test.txt"


@dataclass(frozen=True)
class Result:
    name: str
    passed: bool
    detail: str
    seconds: float


# ---------------------------------------------------------------------------- the runner


class SelfTest:
    """Runs checks in order, printing one line each, and keeps what later checks need."""

    def __init__(self, out: TextIO, language: str = "en") -> None:
        self.out = out
        self.language = language
        self.results: list[Result] = []
        self.app: App | None = None
        self.last_frame: bytes | None = None

    def check(self, name: str, run: Callable[[], str]) -> bool:
        """Run one check: `run` returns a detail for the report or raises when it fails."""
        start = time.perf_counter()
        try:
            detail, passed = run(), True
        except (CheckFailed, ResourceError) as failure:
            detail, passed = str(failure), False
        except Exception as error:  # the point is to report anything that breaks, and go on
            detail, passed = crash_text(error), False
        result = Result(name, passed, detail, time.perf_counter() - start)
        self.results.append(result)
        self.print_line(result)
        return passed

    def print_line(self, result: Result) -> None:
        mark = "ok  " if result.passed else "FAIL"
        print(f"[{mark}] {result.name:<22} {result.seconds:5.2f} s  {result.detail}",
              file=self.out, flush=True)

    def require_app(self) -> App:
        if self.app is None:
            raise CheckFailed("no App to draw with (the window check failed)")
        return self.app

    @property
    def failures(self) -> list[Result]:
        return [result for result in self.results if not result.passed]


def crash_text(error: BaseException) -> str:
    """`Type: message (at file:line)` for the innermost frame of the traceback."""
    frames = traceback.extract_tb(error.__traceback__)
    where = f" (at {Path(frames[-1].filename).name}:{frames[-1].lineno})" if frames else ""
    message = str(error) or "(no message)"
    return f"{type(error).__name__}: {message}{where}"


# ---------------------------------------------------------------------------- the checks


def check_board_layout() -> str:
    from caylus.core.places import board_places
    from caylus.ui.board_map import load_layout

    layout = load_layout()
    if len(layout.places) != len(board_places()):
        raise CheckFailed(f"{len(layout.places)} places on the map, the rules have "
                          f"{len(board_places())}")
    return (f"{len(layout.places)} places, {len(layout.regions)} ui regions, "
            f"{layout.width_px}x{layout.height_px} px")


def check_window(test: SelfTest) -> str:
    from caylus.ui.app import App
    from caylus.ui.settings import Settings

    test.app = App(Settings(), size=WINDOW, fullscreen=False, show_title=False,
                   language=test.language)
    import pygame

    return f"{test.app.size[0]}x{test.app.size[1]} with the {pygame.display.get_driver()} driver"


def check_board_images(test: SelfTest) -> str:
    from caylus.ui.board_map import load_board

    test.require_app()
    layout, board = load_board()
    if board.get_size() != (layout.width_px, layout.height_px):
        raise CheckFailed(f"board drawn at {board.get_size()}, map is "
                          f"{layout.width_px}x{layout.height_px}")
    colours = len(set(thumbnail(board)[i:i + 3] for i in range(0, SAMPLE[0] * SAMPLE[1] * 3, 3)))
    if colours < MIN_COLOURS:
        raise CheckFailed(f"the drawn board has only {colours} colours: tile images missing?")
    return f"board drawn at {board.get_width()}x{board.get_height()}, {colours} colours sampled"


def check_sounds(test: SelfTest) -> str:
    from caylus.ui.audio import SOUND_NAMES

    app = test.require_app()
    if not app.audio.warm_up():
        raise CheckFailed("the mixer did not start")
    if app.audio.unplayable:
        raise CheckFailed(f"{len(app.audio.sounds)} of {len(SOUND_NAMES)} sounds loaded; "
                          + "; ".join(app.audio.unplayable.values()))
    return f"{len(app.audio.sounds)} sounds loaded"


def check_scene(test: SelfTest, module: str, open_scene: Callable[[App], Any],
                close: bool = False) -> str:
    """Open a scene through the App, draw two frames, and check it drew something new.

    With `close`, close it again afterwards (a failure there is this check's too)."""
    app = test.require_app()
    before = app.scenes.top
    open_scene(app)
    scene = app.scenes.top
    if scene is None or scene is before:
        raise CheckFailed("no new scene on top after opening it")
    actual, expected = type(scene).__module__, f"caylus.ui.scenes.{module}"
    if actual != expected and not actual.startswith(expected + "."):
        raise CheckFailed(f"top scene is {type(scene).__name__} from {actual}")
    frame = thumbnail(app.run_frames(n=2))
    colours = len(set(frame[i:i + 3] for i in range(0, len(frame), 3)))
    if colours < MIN_COLOURS:
        raise CheckFailed(f"{type(scene).__name__} drew an almost blank frame "
                          f"({colours} colours)")
    if frame == test.last_frame:
        raise CheckFailed(f"{type(scene).__name__} drew the same frame as the scene before")
    test.last_frame = frame
    if close:
        close_top_scene(app)
    return f"{type(scene).__name__} drew {app.size[0]}x{app.size[1]}, {colours} colours sampled"


def scene_check(test: SelfTest, module: str, open_scene: Callable[[App], Any],
                close: bool) -> Callable[[], str]:
    """The check of one scene (see `check_scene`), to be run by `test.check`."""
    return lambda: check_scene(test, module, open_scene, close)


def close_top_scene(app: App) -> None:
    app.scenes.pop()
    app.run_frames(n=1)


def check_decisions(test: SelfTest) -> str:
    """Play decisions by clicking in the game scene, and see the game and its autosave follow.

    A few random placements, then passes until a decision of another kind (made in the
    decision panel or on the board) has been clicked too. Clicks go where the scene's
    `next_click_for(action)` says (the input layer's own API); a scene without it gets the
    decisions through its session, and the report says so.
    """
    from caylus.ui.autosave import autosave_path

    app = test.require_app()
    scene = app.scenes.top
    clicking = callable(getattr(scene, "next_click_for", None))
    rng = random.Random(SEED)
    played: list[str] = []
    kinds: set[str] = set()
    while len(played) < DECISIONS_IN_SCENE or kinds <= {"place"}:
        if len(played) >= MAX_DECISIONS_IN_SCENE:
            raise CheckFailed(f"no decision other than placement after {len(played)} decisions")
        game = game_session(app).game
        kind, action = game.decision.kind, next_decision(game, rng, len(played))
        made = len(game.history)
        if clicking:
            click_until_made(app, scene, action, made)
        elif game_session(app).apply(action) is None:
            raise CheckFailed(f"the scene refused the legal action {action}")
        if len(game_session(app).game.history) != made + 1:
            raise CheckFailed(f"{action} did not reach the game's history")
        app.run_frames(n=2)
        played.append(str(action))
        kinds.add(kind)
    if not autosave_path().is_file():
        raise CheckFailed(f"no autosave at {autosave_path()} after {len(played)} decisions")
    how = "clicked" if clicking else "applied through the session (no next_click_for)"
    return f"{len(played)} decisions {how}: {', '.join(played)}"


def next_decision(game: Game, rng: random.Random, played: int) -> Any:
    """Random at first; then pass whenever placing, to reach the other kinds of decision."""
    from caylus.core.vocabulary import DecisionKind, Verb  # the tables are checked first

    actions = game.legal_actions()
    decision = game.decision
    placing = decision is not None and decision.kind is DecisionKind.PLACE
    if played >= DECISIONS_IN_SCENE and placing:
        passing = [action for action in actions if action.kind is Verb.PASS]
        if passing:
            return passing[0]
    return rng.choice(actions)


def click_until_made(app: App, scene: Any, action: Any, made: int) -> None:
    """Left-click where the scene points until `action` is in the history (a few clicks)."""
    for _ in range(MAX_CLICKS_PER_DECISION):
        if len(game_session(app).game.history) > made:
            return
        pos = scene.next_click_for(action)
        if pos is None:
            raise CheckFailed(f"the game scene knows no click for the legal action {action}")
        app.run_frames(click_events(pos), n=1)
    if len(game_session(app).game.history) <= made:
        raise CheckFailed(f"{MAX_CLICKS_PER_DECISION} clicks did not make {action}")


def game_session(app: App) -> Any:
    """The GameSession of the game scene on top (the one place the scene changes the game)."""
    from caylus.ui.scenes.game.session import GameSession

    scene = app.scenes.top
    session = getattr(scene, "session", None)
    if not isinstance(session, GameSession):
        raise CheckFailed(f"{type(scene).__name__} has no GameSession in .session")
    return session


def check_save_and_reload(test: SelfTest) -> str:
    """The autosave and an explicit save file both bring back the same game, which resumes."""
    from caylus.persistence.saves import load_game, save_game
    from caylus.resources import user_data_dir
    from caylus.ui.autosave import load_autosave

    app = test.require_app()
    game = game_session(app).game
    error = app.save_current_game()
    if error:
        raise CheckFailed(f"autosave refused: {error}")
    expect_same_game(load_autosave(), game, "the autosave")
    path = user_data_dir() / "self-test-save.json"
    save_game(game, path)
    expect_same_game(load_game(path), game, path.name)
    app.continue_game()
    expect_same_game(game_session(app).game, game, "the resumed game scene")
    app.run_frames(n=2)
    return f"{len(game.history)} decisions saved, reloaded and resumed"


def expect_same_game(loaded: Game, original: Game, source: str) -> None:
    if loaded.to_dict() != original.to_dict():
        raise CheckFailed(f"{source} does not hold the game that was saved")


def check_computer_game(test: SelfTest) -> str:
    """Computer players think in their own process and play in the game scene."""
    from caylus.devtools.selftest_computers import ComputerCheckFailed, play_computer_game

    try:
        return play_computer_game(test.require_app())
    except ComputerCheckFailed as failure:
        raise CheckFailed(str(failure)) from None


def finished_game() -> Game:
    """A real game played to its end by seeded random legal decisions."""
    from caylus.core import new_game

    game = new_game(PLAYERS, seed=SEED)
    rng = random.Random(SEED)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


def open_final_scores(app: App) -> None:
    from caylus.ui.autosave import has_autosave

    app.finish_game(finished_game())
    if has_autosave():
        raise CheckFailed("the autosave is still there after the game ended")


# ---------------------------------------------------------------------------- helpers


def thumbnail(surface: pygame.Surface) -> bytes:
    """The surface shrunk (nearest pixel) to SAMPLE, as RGB bytes: cheap to compare."""
    import pygame

    return pygame.image.tobytes(pygame.transform.scale(surface, SAMPLE), "RGB")


def click_events(pos: tuple[int, int]) -> list[pygame.event.Event]:
    """Move there, press and release the left button: what a real click sends."""
    import pygame

    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]


@contextmanager
def headless_environment() -> Iterator[Path]:
    """Dummy SDL drivers (unless a display is asked for) and a throwaway data folder."""
    saved = {key: os.environ.get(key) for key in
             ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER", "CAYLUS_DATA_DIR",
              "PYGAME_HIDE_SUPPORT_PROMPT")}
    if os.environ.get("CAYLUS_SELFTEST_DISPLAY") != "1":
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")  # no sound card needed to check sounds
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    with tempfile.TemporaryDirectory(prefix="caylus-self-test-") as data_dir:
        os.environ["CAYLUS_DATA_DIR"] = data_dir
        try:
            yield Path(data_dir)
        finally:
            for key, value in saved.items():
                if value is None:
                    os.environ.pop(key, None)
                else:
                    os.environ[key] = value


def report_stream(report: Path | None = None) -> tuple[TextIO, Path | None]:
    """`--report FILE`'s file; else standard output, or a file in the temporary folder if none."""
    if report is None and sys.stdout is not None:
        return sys.stdout, None
    path = report if report is not None else Path(tempfile.gettempdir()) / REPORT_FILE
    return path.open("w", encoding="utf-8"), path


SCENES: tuple[tuple[str, str, Callable[[App], Any], bool], ...] = (
    # (check name, module in caylus.ui.scenes, how to open it, close it afterwards)
    ("title scene", "title", lambda app: app.to_title(), False),
    ("setup scene", "setup", lambda app: app.open_setup(), True),
    ("settings scene", "settings_scene", lambda app: app.open_settings(), True),
    ("rules reference scene", "rules_reference", lambda app: app.open_rules(), True),
    ("game scene", "game", lambda app: app.start_game(new_core_game()), False),
)


def new_core_game() -> Game:
    from caylus.core import new_game

    return new_game(PLAYERS, seed=SEED)


def check_shipped_tables() -> str:
    """The tables the rules and the computer players read when they are imported."""
    problem = shipped_table_problem()
    if problem is not None:
        raise CheckFailed(broken_install_text(problem))
    return "the building table and the computer players' weights and plans"


def run_checks(test: SelfTest) -> None:
    if not test.check("shipped tables", check_shipped_tables):
        return  # nothing else can even be imported
    test.check("shipped files", check_shipped_files)
    test.check("catalogues", check_catalogues)
    test.check("language", lambda: check_language(test.language))
    test.check("fonts", check_fonts)
    test.check("tile images", check_tile_images)
    test.check("board layout", check_board_layout)
    test.check("window", lambda: check_window(test))
    test.check("board images", lambda: check_board_images(test))
    test.check("sounds", lambda: check_sounds(test))
    for name, module, open_scene, close_after in SCENES:
        test.check(name, scene_check(test, module, open_scene, close_after))
    test.check("decisions in game", lambda: check_decisions(test))
    test.check("pause scene",
               lambda: check_scene(test, "pause", lambda a: a.open_pause_menu(), close=True))
    test.check("save and reload", lambda: check_save_and_reload(test))
    test.check("computer game", lambda: check_computer_game(test))
    test.check("final scores scene", lambda: check_scene(test, "final_scores", open_final_scores))
    test.check("tutorial", lambda: check_tutorial(test))


def check_tutorial(test: SelfTest) -> str:
    """"Learn to play" clicked through to its end, as a learner would (its progress goes to
    the self-test's own data folder), into the game against the computer it ends with."""
    from caylus.ui.scenes.tutorial.walkthrough import TutorialStuck, walk_through

    app = test.require_app()
    app.open_tutorial(0)
    try:
        played = walk_through(app)
    except TutorialStuck as stuck:
        raise CheckFailed(str(stuck)) from None
    scene = app.scenes.top
    if type(scene).__name__ != "GameScene" or getattr(scene, "captions", None) is None:
        raise CheckFailed(f"the tutorial ended in {type(scene).__name__}, not a game with its "
                          "moves explained")
    close_top_scene_thinker(app)
    return f"{len(played)} lessons clicked through, then a game against the computer"


def close_top_scene_thinker(app: App) -> None:
    close = getattr(app.scenes.top, "close_thinker", None)
    if close is not None:
        close()


def main(language: str | None = None, report: Path | None = None) -> int:
    """Run every check (in `language`, English by default); 0 if all passed, 1 otherwise."""
    from caylus import __version__
    from caylus.ui.i18n import DEFAULT_LANGUAGE, set_language

    language = language or DEFAULT_LANGUAGE
    set_language(language)

    start = time.perf_counter()
    out, report_path = report_stream(report)
    frozen = "frozen" if getattr(sys, "frozen", False) else "from source"
    print(f"caylus {__version__} self-test ({frozen}, Python {sys.version.split()[0]}, "
          f"{sys.platform}, language {language})", file=out, flush=True)
    test = SelfTest(out, language)
    with headless_environment():
        try:
            run_checks(test)
        finally:
            shut_down(test)
    elapsed = time.perf_counter() - start
    failed = test.failures
    passed = f"{len(test.results) - len(failed)}/{len(test.results)} checks"
    if failed:
        names = ", ".join(result.name for result in failed)
        summary = f"self-test FAILED: {passed} passed; failed: {names} ({elapsed:.2f} s)"
    else:
        summary = f"self-test passed: {passed} ({elapsed:.2f} s)"
    print(summary, file=out, flush=True)
    if report_path is not None:
        out.close()
    return 0 if not failed else 1


def shut_down(test: SelfTest) -> None:
    """Close the window before the data folder goes (nothing may write to it afterwards)."""
    import pygame

    test.app = None
    pygame.quit()
