"""Text is readable from across the room (issue 10, item 12): nothing is drawn below 12 px at
1280×720, and a remembered text-size setting (100-200%) grows the game screen's text."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from caylus.core import new_game
from caylus.ui import theme
from caylus.ui.app import App
from caylus.ui.layout import TEXT_ZOOMS, set_text_zoom
from caylus.ui.scenes.final_scores import FinalScoresScene
from caylus.ui.scenes.game import GameScene
from caylus.ui.scenes.game.screenshot import midgame_position
from caylus.ui.scenes.settings_scene import SettingsScene
from caylus.ui.settings import Settings, load_settings, save_settings, settings_path
from tests.ui.conftest import top_scene


@pytest.fixture
def font_sizes(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """The pixel size of every font the game opens while the test runs."""
    opened: list[int] = []
    real = pygame.font.Font

    def recording(path: str | None, size: int) -> pygame.font.Font:
        opened.append(size)
        return real(path, size)

    theme.forget_fonts()
    monkeypatch.setattr(pygame.font, "Font", recording)
    yield opened
    theme.forget_fonts()


@pytest.fixture
def reset_zoom() -> Iterator[None]:
    yield
    set_text_zoom(100)


def finished_game():
    game = new_game(3, 5)
    rng = random.Random(5)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


def every_screen(app: App) -> None:
    """Show every screen once at the app's size, with a tooltip, a banner and a drag."""
    app.run_frames(n=1)
    for show in (app.open_setup, app.open_settings, app.open_rules):
        app.to_title()
        show()
        app.run_frames(n=1)
    app.start_game(midgame_position())
    scene = app.scenes.top
    assert isinstance(scene, GameScene)
    road = scene.zone_point("road_3")
    app.run_frames([pygame.event.Event(pygame.MOUSEMOTION, pos=road, rel=(0, 0),
                                       buttons=(0, 0, 0))], n=3)
    scene.apply(next(a for a in scene.game.legal_actions() if a.kind == "pass"))
    app.run_frames(n=20)
    app.scenes.clear_to(FinalScoresScene(app, finished_game()))
    app.run_frames(n=1)


def test_nothing_is_drawn_below_12_px_at_1280x720(make_app: Callable[..., App],
                                                  font_sizes: list[int]) -> None:
    every_screen(make_app(size=(1280, 720)))
    assert font_sizes
    assert min(font_sizes) >= 12


def test_the_text_size_setting_grows_the_game_text(make_app: Callable[..., App],
                                                   reset_zoom: None) -> None:
    sizes = {}
    for percent in (100, 200):
        app = make_app(size=(1920, 1080), settings=Settings(text_size=percent))
        app.start_game(midgame_position())
        scene = top_scene(app, GameScene)
        sizes[percent] = scene.view.text_px(30)
    assert sizes[200] >= 1.9 * sizes[100]


def test_changing_the_text_size_redraws_the_game(make_app: Callable[..., App], ui,
                                                 reset_zoom: None) -> None:
    app = make_app(size=(1920, 1080))
    app.start_game(midgame_position())
    before = app.render().copy()
    app.open_settings()
    settings = top_scene(app, SettingsScene)
    settings.on_text_size(175)
    app.scenes.pop()
    after = app.render()
    assert app.settings.text_size == 175
    assert load_settings().text_size == 175  # remembered
    differing = sum(before.get_at((x, y)) != after.get_at((x, y))
                    for x in range(1400, 1920, 9) for y in range(860, 1080, 9))
    assert differing > 50  # the log was drawn again with bigger text


def test_text_size_is_validated(data_dir: Path) -> None:
    assert save_settings(Settings(text_size=150))
    assert load_settings().text_size == 150
    for bad in (90, 300, "150", None, 150.0):
        settings_path().write_text(json.dumps({"text_size": bad}), "utf-8")
        assert load_settings().text_size == 100
    assert 100 in TEXT_ZOOMS and 200 in TEXT_ZOOMS
