"""The application: the window, the main loop and the ways scenes move between each other.

Scenes read `app.size` (the window in pixels) and `app.scale` (min(width/1920, height/1080))
and lay themselves out from those every time they change; nothing renders at a fixed size and
gets stretched. F11 toggles full screen anywhere.

Tests and screenshots drive the app without a display (SDL dummy driver): `run_frames(events,
n)` feeds synthetic events and runs frames; `render()` draws one frame and returns the screen.
"""

from __future__ import annotations

import logging
import time
import warnings
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

import pygame

from caylus import __version__, interrupt
from caylus.resources import user_data_dir
from caylus.ui.audio import Audio
from caylus.ui.data_folder import saving_problem
from caylus.ui.display_env import open_display
from caylus.ui.error_words import error_words
from caylus.ui.i18n import set_language, t
from caylus.ui.layout import scale_for, set_text_zoom
from caylus.ui.memory import return_large_blocks
from caylus.ui.render.text import forget_all
from caylus.ui.scene import SceneManager
from caylus.ui.settings import MIN_WINDOW, Settings, load_settings, save_settings
from caylus.ui.slots import FIRST_SLOT, SLOTS
from caylus.ui.window_icon import set_window_icon

if TYPE_CHECKING:
    from caylus.core.events import Event
    from caylus.core.game import Game
    from caylus.ui.scenes.game import GameScene

logger = logging.getLogger(__name__)
FPS = 60
MAX_DT = 0.1  # after a stall (window dragged, disk slow) animations jump no more than this
#: While the screen is still the loop wakes this often (seconds) without drawing, so that
#: Ctrl+C in the terminal is noticed (Python sees signals only between calls into SDL).
IDLE_WAKE = 0.25
KEY_REPEAT = (400, 35)


class App:
    """The running game. Scenes get it as their first argument."""

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        size: tuple[int, int] | None = None,
        fullscreen: bool | None = None,
        show_title: bool = True,
        language: str | None = None,
        guard_saves: bool = False,
    ) -> None:
        """`size`/`fullscreen`/`language` override the settings for this run only (tests,
        --windowed, --lang). `guard_saves` (the program, not tests): claim the first save
        slot, and when another copy of the game holds it, ask what to do before the title."""
        return_large_blocks()  # window-sized pictures go back to the system when freed
        self.settings = settings if settings is not None else load_settings()
        self.use_language(language or self.settings.language, window=False)
        set_text_zoom(self.settings.text_size)
        open_display()  # NoDisplay when there is no screen to open
        set_window_icon()  # before the window opens, or pygame's own icon stays
        pygame.font.init()
        pygame.key.set_repeat(*KEY_REPEAT)
        # Opening the mixer announces the audio devices; the game has no use for that news,
        # and it would wake a still screen for a frame.
        pygame.event.set_blocked([pygame.AUDIODEVICEADDED, pygame.AUDIODEVICEREMOVED])
        pygame.display.set_caption(t("app.window_title"))
        self.audio = Audio(self.settings)
        self.scenes = SceneManager()
        self.clock = pygame.time.Clock()
        self.running = True
        self.game: Game | None = None
        self.version = __version__
        self.fullscreen = self.settings.fullscreen if fullscreen is None else fullscreen
        self.windowed_size = size or self.fitting_window_size(self.settings.window_size)
        self.window_dragged = False  # remember the size at exit only if the player chose it
        self.screen = self.open_window()
        #: Why games cannot be saved here (said once, on the title screen), or None.
        self.saving_problem = saving_problem()
        #: What the scoreboard must tell (a game not recorded), said there once.
        self.scoreboard_notices: list[str] = []
        if guard_saves and self.saving_problem is None and not SLOTS.claim(FIRST_SLOT):
            from caylus.ui.scenes.in_use import InUseScene

            logger.warning("another copy of the game holds the saved game in %s",
                           user_data_dir())
            self.scenes.clear_to(InUseScene(self))
        elif show_title:
            self.to_title(notice=self.saving_problem)

    # --- the window -------------------------------------------------------------------

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    @property
    def scale(self) -> float:
        return scale_for(self.size)

    @staticmethod
    def desktop_size() -> tuple[int, int] | None:
        """The size of the (first) screen, or None if SDL cannot tell."""
        try:
            width, height = pygame.display.get_desktop_sizes()[0]
        except (pygame.error, IndexError, ValueError):
            return None
        return (width, height)

    @classmethod
    def fitting_window_size(cls, wanted: tuple[int, int]) -> tuple[int, int]:
        """`wanted`, made smaller if the screen cannot hold it (a 1920×1080 on a laptop)."""
        desktop = cls.desktop_size()
        if desktop is None or (wanted[0] <= desktop[0] and wanted[1] <= desktop[1]):
            return wanted
        ratio = min(desktop[0] * 0.95 / wanted[0], desktop[1] * 0.9 / wanted[1])
        return (max(MIN_WINDOW[0], int(wanted[0] * ratio)),
                max(MIN_WINDOW[1], int(wanted[1] * ratio)))

    def open_window(self) -> pygame.Surface:
        if self.fullscreen:
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            self.set_minimum_window_size()
        return screen

    @staticmethod
    def set_minimum_window_size() -> None:
        """Stop the window from being dragged smaller than MIN_WINDOW (where SDL can)."""
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                window = pygame.Window.from_display_module()
            window.minimum_size = MIN_WINDOW
        except (AttributeError, pygame.error, ValueError):
            return

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.fullscreen)

    def use_language(self, language: str, window: bool = True) -> None:
        """Speak `language` from now on: texts, numbers, direction (no restart needed: every
        text is looked up as it is drawn; words rendered in the other direction are dropped)."""
        set_language(language)
        forget_all()
        if window:
            pygame.display.set_caption(t("app.window_title"))
            for scene in self.scenes.stack:  # scenes that keep words tell them again
                scene.language_changed()

    def set_fullscreen(self, fullscreen: bool) -> None:
        self.fullscreen = fullscreen
        self.settings.fullscreen = fullscreen
        save_settings(self.settings)
        self.screen = self.open_window()

    def set_window_size(self, size: tuple[int, int]) -> None:
        """Resize the window (and remember it); in full screen, for when it is left."""
        self.windowed_size = size
        self.settings.window_size = size
        save_settings(self.settings)
        if not self.fullscreen:
            self.screen = self.open_window()

    def window_resized(self, size: tuple[int, int]) -> None:
        """The player dragged the window's edge (or a test said so)."""
        if self.fullscreen:
            return
        size = (max(MIN_WINDOW[0], size[0]), max(MIN_WINDOW[1], size[1]))
        surface = pygame.display.get_surface()
        if surface is None or surface.get_size() != size:
            surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.screen = surface
        self.windowed_size = size
        self.window_dragged = True

    # --- the loop ---------------------------------------------------------------------

    def run(self) -> None:
        """The main loop until `quit()` or the last scene is gone.

        A frame is drawn only when something changed: while the scene moves, up to 60 a
        second; otherwise the loop sleeps until input comes or the scene's next change is due
        (a caret's blink), so a still screen costs next to no CPU."""
        self.step(0.0)
        pygame.display.flip()
        self.audio.warm_up()  # after the first frame, so it never delays it
        self.clock.tick()
        while self.running and self.scenes.top is not None:
            if interrupt.asked():  # a Ctrl+C whose KeyboardInterrupt was swallowed
                raise KeyboardInterrupt
            due = self.scenes.next_change_in()
            moving = due == 0
            events = pygame.event.get() if moving else self.wait_for_change()
            elapsed = self.clock.tick(FPS) / 1000
            for event in events:
                self.dispatch(event)
            if self.running and self.scenes.top is not None:
                self.step(frame_time(elapsed, moving, woken_by_input=bool(events), due=due))
                pygame.display.flip()
        self.remember_window_size()

    def wait_for_change(self) -> list[pygame.event.Event]:
        """Sleep until input comes (returned) or the scene's next change is due ([])."""
        due = self.scenes.next_change_in()
        deadline = None if due is None else time.monotonic() + due
        while True:
            left = IDLE_WAKE if deadline is None else min(IDLE_WAKE, deadline - time.monotonic())
            event = pygame.event.wait(max(1, int(left * 1000)))
            if event.type != pygame.NOEVENT:
                return [event, *pygame.event.get()]
            if deadline is not None and time.monotonic() >= deadline:
                return []
            if not self.running or interrupt.asked():
                return []

    def dispatch(self, event: pygame.event.Event) -> None:
        """One input event: window-wide keys here, the rest to the top scene."""
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
        elif event.type == pygame.VIDEORESIZE:
            self.window_resized(event.size)
        else:
            self.scenes.handle_event(event)

    def step(self, dt: float) -> None:
        """Advance the top scene by `dt` seconds and draw the frame (without showing it)."""
        self.scenes.update(dt)
        self.render()

    def render(self) -> pygame.Surface:
        """Draw the current scenes onto the window surface and return it."""
        if pygame.display.get_surface() is not self.screen:
            self.screen = pygame.display.get_surface() or self.screen
        self.screen.fill((0, 0, 0))
        self.scenes.draw(self.screen)
        return self.screen

    def run_frames(
        self, events: Iterable[pygame.event.Event] = (), n: int = 1, dt: float = 1 / FPS
    ) -> pygame.Surface:
        """Headless driving: dispatch `events`, then run `n` frames of `dt`; returns the screen."""
        for event in events:
            self.dispatch(event)
        for _ in range(n):
            self.step(dt)
        return self.screen

    def screenshot(self, path: str) -> None:
        """Draw one frame and save it as an image (PNG from the extension)."""
        pygame.image.save(self.render(), path)

    def remember_window_size(self) -> None:
        if self.window_dragged and self.windowed_size != self.settings.window_size:
            self.settings.window_size = self.windowed_size
            save_settings(self.settings)

    # --- moving between scenes ----------------------------------------------------------

    def to_title(self, notice: str | None = None) -> None:
        """Back to the title screen, dropping every scene (the game was saved already)."""
        from caylus.ui.scenes.title import TitleScene

        self.game = None
        self.scenes.clear_to(TitleScene(self, notice=notice))

    def open_setup(self) -> None:
        """The new-game screen over the title (Back returns to the title)."""
        from caylus.ui.scenes.setup import SetupScene

        self.scenes.push(SetupScene(self))

    def new_game(self) -> None:
        """From anywhere: the title with the new-game screen over it."""
        self.to_title()
        self.open_setup()

    def start_game(self, game: Game) -> None:
        """Play `game`: it becomes the only scene (saved first, so Continue finds it).

        A broken board map is reported on the title screen; the saved game waits for a fix."""
        from caylus.ui.board_map import BoardMapError
        from caylus.ui.scenes.game import GameScene

        self.game = game
        self.save_current_game()
        try:
            scene = GameScene(self, game, autosave=self.saving_problem is None)
        except BoardMapError as error:
            logger.error("the board cannot be drawn: %s", error)
            self.to_title(notice=t("board.unreadable", reason=error_words(error)))
            return
        session = scene.session

        def follow(_events: list[Event]) -> None:
            self.game = session.game  # the game in play is the session's (Undo replaces it)

        session.listeners.append(follow)
        self.scenes.clear_to(scene)
        self.explain_moves_changed()
        self.follow_action_changed()

    def follow_action_changed(self) -> None:
        """The "follow the action" setting holds at once, in the game being played too."""
        on = self.settings.follow_action
        for scene in self._game_scenes():
            if on != (scene.camera is not None):
                scene.follow_the_action(on)

    def explain_moves_changed(self) -> None:
        """The "explain moves" setting holds at once, in the game being played too."""
        on = self.settings.explain_moves
        for scene in self._game_scenes():
            if on != (scene.captions is not None):
                scene.explain_moves(on)

    def _game_scenes(self) -> list[GameScene]:
        from caylus.ui.scenes.game import GameScene

        return [scene for scene in self.scenes.stack if isinstance(scene, GameScene)]

    def continue_game(self) -> None:
        """Resume the autosaved game; raises AutosaveUnreadable (file set aside) if it is bad.

        A game that is over shows its final scores (and its autosave is forgotten). A game
        whose rules changed since it was saved goes on from its stored position, said once
        in the game's log: starting it saves it again, under today's rules."""
        from caylus.ui.autosave import read_autosave

        loaded = read_autosave()
        if loaded.game.is_over:
            self.finish_game(loaded.game)
            return
        self.start_game(loaded.game)
        log = getattr(self.scenes.top, "log", None)
        if loaded.rules_changed and isinstance(log, list):
            from caylus.ui.scenes.game.hud import LogLine

            log.append(LogLine(t("autosave.rules_changed"), None))

    def finish_game(self, game: Game) -> None:
        """The game is over: keep it on the scoreboard, forget its autosave and show the
        final scores (the demo's games end elsewhere and are not kept)."""
        from caylus.ui.autosave import clear_autosave
        from caylus.ui.scenes.final_scores import FinalScoresScene
        from caylus.ui.scoreboard_store import record_game

        if self.saving_problem is None:  # a copy that saves nothing leaves the saves be
            self.scoreboard_notices += record_game(game)
            clear_autosave()
        self.game = None
        self.scenes.clear_to(FinalScoresScene(self, game))

    def open_review(self, game: Game) -> None:
        """The review of a finished game, over the final scores (Back returns to them)."""
        from caylus.ui.scenes.review import ReviewScene

        self.scenes.push(ReviewScene(self, game))

    def open_demo(self, seed: int | None = None) -> None:
        """The demo for game nights: computer games one after another, until a key or a
        click brings the title back (no game of the demo is ever saved). `seed` fixes its
        tables (tests, the text check); none, a new show each time."""
        from caylus.ui.scenes.demo import DemoScene

        self.game = None
        self.scenes.clear_to(DemoScene(self, seed=seed))

    def open_tutorial(self, step: int | None = None) -> None:
        """"Learn to play": the guided first game, at `step` (None: where it was left)."""
        from caylus.resources import ResourceError
        from caylus.ui.scenes.tutorial import TutorialScene

        self.game = None
        try:
            scene = TutorialScene(self, step)
        except ResourceError as error:  # the lessons' file is missing or damaged
            logger.error("the tutorial cannot start: %s", error)
            self.to_title(notice=t("tutorial.unreadable", path=str(error.path)))
            return
        self.scenes.clear_to(scene)

    def open_pause_menu(self) -> None:
        from caylus.ui.scenes.pause import PauseScene

        if not isinstance(self.scenes.top, PauseScene):
            self.scenes.push(PauseScene(self))

    def ask_to_take_back(self, who: str, what: str | None,
                         take_back: Callable[[], None]) -> None:
        from caylus.ui.scenes.game.take_back import TakeBackQuestion

        self.scenes.push(TakeBackQuestion(self, who, what, take_back))

    def open_scoreboard(self) -> None:
        from caylus.ui.scenes.scoreboard import ScoreboardScene

        self.scenes.push(ScoreboardScene(self))

    def open_rules(self) -> None:
        from caylus.ui.scenes.rules_reference import RulesScene

        self.scenes.push(RulesScene(self))

    def open_about(self) -> None:
        from caylus.ui.scenes.about import AboutScene

        self.scenes.push(AboutScene(self))

    def open_settings(self) -> None:
        from caylus.ui.scenes.settings_scene import SettingsScene

        self.scenes.push(SettingsScene(self))

    def save_current_game(self) -> str | None:
        """Autosave the game in play, if any; the reason as text if the disk refused."""
        from caylus.persistence.saves import SaveError
        from caylus.ui.autosave import autosave

        if self.game is None or self.game.is_over or self.saving_problem:
            return None
        try:
            autosave(self.game)
        except SaveError as error:
            logger.warning("the game cannot be saved: %s", error)
            return error_words(error)
        return None

    def quit(self) -> None:
        """Leave the program after this frame (the game in play is saved first)."""
        self.save_current_game()
        self.running = False


def frame_time(elapsed: float, moving: bool, *, woken_by_input: bool,
               due: float | None = None) -> float:
    """The seconds a frame advances the scene by, given the seconds since the last frame.

    While something moves, the time that passed (at most MAX_DT after a stall). After a
    still spell, input starts the frame as a fresh one, so an animation it starts begins at
    its beginning; a timer that came due (a caret's blink) gets all the time that passed,
    and at least the `due` it waited for: the clock counts whole milliseconds, and a wake
    a fraction short of the change would cost one more frame just to reach it."""
    if moving:
        return min(elapsed, MAX_DT)
    if woken_by_input:
        return min(elapsed, 1 / FPS)
    return max(elapsed, due or 0.0)
