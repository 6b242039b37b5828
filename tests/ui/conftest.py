"""Fixtures for driving the UI headlessly (SDL dummy video and audio drivers).

- `data_dir` (automatic): a fresh `CAYLUS_DATA_DIR` for every test, so settings and saves
  never touch the real ones nor leak between tests.
- `make_app(size=(1280, 720), settings=None, show_title=True)`: a new App with a window of
  that size (dummy driver), on the title screen unless `show_title=False`; after the test
  the game scene's computer players (a process) are stopped.
- `app`: `make_app()`.
- `ui`: a `Driver` for `app` that sends real pygame events: `ui.click(pos)`,
  `ui.click_text("New game")` (a widget of the top scene, found by its label),
  `ui.press(pygame.K_ESCAPE)`, `ui.type("Alice")`, `ui.frames(n)`, `ui.top` (the top scene),
  `ui.top_as(SetupScene)` (the top scene, which must be a SetupScene).
- `top_scene(app, SetupScene)`: the app's top scene, which must be a SetupScene.
- `colour_count(surface)`: how many distinct colours a picture has (for not-blank checks).
- `capture_start(app, monkeypatch)`: the games `app.start_game` is asked to start, recorded
  instead of started.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import pygame
import pytest

from caylus.core.game import Game
from caylus.ui.app import App
from caylus.ui.i18n import t
from caylus.ui.scene import Scene
from caylus.ui.settings import Settings

DEFAULT_SIZE = (1280, 720)

SceneT = TypeVar("SceneT", bound=Scene)


def top_scene(app: App, kind: type[SceneT]) -> SceneT:
    """The app's top scene, which must be a `kind` (fails the test otherwise)."""
    scene = app.scenes.top
    assert isinstance(scene, kind), f"the top scene is {type(scene).__name__}, not {kind.__name__}"
    return scene


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "user-data"
    folder.mkdir()
    monkeypatch.setenv("CAYLUS_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def quiet_desktop(monkeypatch: pytest.MonkeyPatch) -> None:
    """The desktop names no language (so that a test's locale variables alone decide)."""
    from caylus.ui import i18n

    monkeypatch.setattr(i18n, "_desktop_locales", lambda: [])
    monkeypatch.setattr("caylus.ui.i18n.locale.getlocale", lambda *_: (None, None))


@pytest.fixture
def make_app() -> Iterator[Callable[..., App]]:
    made: list[App] = []

    def make(size: tuple[int, int] = DEFAULT_SIZE, settings: Settings | None = None,
             show_title: bool = True) -> App:
        app = App(settings=settings or Settings(), size=size, fullscreen=False,
                  show_title=show_title)
        made.append(app)
        return app

    yield make
    for app in made:  # computer players think in processes: none may outlive the test
        for scene in app.scenes.stack:
            close = getattr(scene, "close_thinker", None)
            if close is not None:
                close()


@pytest.fixture
def app(make_app: Callable[..., App]) -> App:
    return make_app()


class Driver:
    """Sends synthetic input to an App, exactly as pygame would deliver it."""

    def __init__(self, app: App) -> None:
        self.app = app

    @property
    def top(self) -> Scene | None:
        return self.app.scenes.top

    def top_as(self, kind: type[SceneT]) -> SceneT:
        """The top scene, which must be a `kind` (fails the test otherwise)."""
        return top_scene(self.app, kind)

    def send(self, *events: pygame.event.Event) -> None:
        self.app.run_frames(events, n=1)

    def frames(self, n: int = 1, dt: float = 1 / 60) -> None:
        self.app.run_frames((), n=n, dt=dt)

    def move(self, pos: tuple[int, int]) -> None:
        self.send(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        pos = (int(pos[0]), int(pos[1]))
        self.send(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
        )

    def widget(self, text: str) -> Any:
        """The top scene's visible widget labelled `text` (fails the test if there is none)."""
        top = self.top
        group = getattr(top, "widgets", None)
        found = group.find(text) if group is not None else None
        if found is None:
            labels = [w.text for w in group.widgets if w.visible] if group else []
            pytest.fail(f"no widget {text!r} on {type(top).__name__}; visible: {labels}")
        return found

    def click_text(self, text: str) -> None:
        """Draw a frame (so the scene is laid out), then click the widget labelled `text`."""
        self.frames()
        self.click(self.widget(text).rect.center)

    def press(self, key: int, mod: int = 0, unicode: str = "") -> None:
        self.send(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode,
                                     scancode=0),
                  pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode,
                                     scancode=0))

    def type(self, text: str) -> None:
        """Type text into the focused field (pygame sends TEXTINPUT for typed characters)."""
        self.send(pygame.event.Event(pygame.TEXTINPUT, text=text))


@pytest.fixture
def ui(app: App) -> Driver:
    return Driver(app)


def distinct_colours(surface: pygame.Surface, step: int = 7) -> int:
    """Distinct colours on a grid of sample points (a blank picture has 1)."""
    width, height = surface.get_size()
    return len({tuple(surface.get_at((x, y)))[:3]
                for x in range(0, width, step) for y in range(0, height, step)})


@pytest.fixture
def colour_count() -> Callable[[pygame.Surface], int]:
    return distinct_colours


def capture_start(app: App, monkeypatch: pytest.MonkeyPatch) -> list[Game]:
    """Replace app.start_game by a recorder (the game scene is tested elsewhere)."""
    started: list[Game] = []
    monkeypatch.setattr(app, "start_game", started.append)
    return started


def undo_agreed(scene: Any) -> bool:
    """Undo in a game scene, and, if it asks the person whose decision it takes back, that
    person agrees (as at a hot-seat table)."""
    app = scene.app
    done = scene.undo()
    if done and app.scenes.top is not scene:
        Driver(app).click_text(t("game.take_back.confirm"))
    return bool(done)
