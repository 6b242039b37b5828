"""What a scene may ask of the app: a typed view of `caylus.ui.app.App`.

Scenes see the app only through these protocols and never import `caylus.ui.app` (which
creates them), so the app and its scenes do not import each other. `GameHost` is the little
the game scene needs; a picture drawn without a window (`screenshot.StillApp`) is one too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from collections.abc import Callable

    from caylus.core.game import Game
    from caylus.ui.scene import SceneManager
    from caylus.ui.settings import Settings


class Sounds(Protocol):
    def play(self, name: str) -> None: ...


class AnimationSettings(Protocol):
    @property
    def animation_multiplier(self) -> float: ...


class GameHost(Protocol):
    """What the game scene asks of the app."""

    game: Game | None  # the game in play, kept up to date by the scene

    @property
    def size(self) -> tuple[int, int]: ...

    @property
    def scale(self) -> float: ...

    @property
    def settings(self) -> AnimationSettings: ...

    @property
    def audio(self) -> Sounds: ...

    def finish_game(self, game: Game) -> None: ...

    def open_pause_menu(self) -> None: ...

    def ask_to_take_back(self, who: str, what: str | None,
                         take_back: Callable[[], None]) -> None: ...


class Host(GameHost, Protocol):
    """What the menu scenes ask of the app: moving between scenes, the window, the saves."""

    scenes: SceneManager
    version: str
    fullscreen: bool
    windowed_size: tuple[int, int]
    saving_problem: str | None
    scoreboard_notices: list[str]

    @property
    def settings(self) -> Settings: ...

    def to_title(self, notice: str | None = None) -> None: ...

    def open_setup(self) -> None: ...

    def new_game(self) -> None: ...

    def start_game(self, game: Game) -> None: ...

    def continue_game(self) -> None: ...

    def open_rules(self) -> None: ...

    def open_scoreboard(self) -> None: ...

    def open_review(self, game: Game) -> None: ...

    def open_demo(self, seed: int | None = None) -> None: ...

    def open_tutorial(self, step: int | None = None) -> None: ...

    def open_settings(self) -> None: ...

    def open_about(self) -> None: ...

    def set_fullscreen(self, fullscreen: bool) -> None: ...

    def use_language(self, language: str, window: bool = True) -> None: ...

    def set_window_size(self, size: tuple[int, int]) -> None: ...

    def desktop_size(self) -> tuple[int, int] | None: ...

    def save_current_game(self) -> str | None: ...

    def explain_moves_changed(self) -> None: ...

    def follow_action_changed(self) -> None: ...

    def quit(self) -> None: ...
