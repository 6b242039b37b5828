"""The demo for game nights: started by the title's idle timer, by its button and by
`--demo`; left on any key or click; computer games one after another with captions, final
scores for a while, new players each game; the player's saved game is never touched."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from itertools import pairwise

import pygame
import pytest

from caylus.ai import make_player
from caylus.core import new_game
from caylus.ui.app import App
from caylus.ui.autosave import autosave, autosave_path, has_autosave
from caylus.ui.scenes.demo import DEMO_PACES, DemoScene, demo_table
from caylus.ui.scenes.game import GameScene
from caylus.ui.scenes.settings_scene import SettingsScene
from caylus.ui.scenes.title import TitleScene
from caylus.ui.settings import Settings, load_settings

from .conftest import Driver


@pytest.fixture(autouse=True)
def think_in_threads(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Computer players think in a thread here: no process can outlive a test."""
    monkeypatch.setattr(GameScene, "thinker_in_process", False)
    yield


def demo_of(app: App) -> DemoScene:
    scene = app.scenes.top
    assert isinstance(scene, DemoScene)
    return scene


def play_to_the_end(demo: DemoScene, seed: int = 3) -> None:
    """Play the demo's game to its end with local players (fast, no thinking process)."""
    scene = demo.scene
    assert scene is not None
    players = [make_player("easy", seat) for seat in range(scene.game.num_players)]
    rng = random.Random(seed)
    while not scene.game.is_over:
        game = scene.game
        if rng.random() < 0.9:
            seat = game.current_seat
            assert seat is not None
            action = players[seat].choose(game)
        else:
            action = rng.choice(game.legal_actions())
        assert scene.apply(action)
        scene.animator.skip()


# --- how the demo starts ------------------------------------------------------------------


def test_the_title_starts_the_demo_after_a_minute_untouched(ui: Driver) -> None:
    assert ui.app.settings.demo_after == 1
    title = ui.top
    assert isinstance(title, TitleScene)
    ui.frames(1, dt=40.0)
    assert isinstance(ui.top, TitleScene)
    assert title.next_change_in() == pytest.approx(20.0, abs=0.1)  # the idle loop wakes then
    ui.frames(1, dt=21.0)
    demo_of(ui.app)
    ui.app.to_title()


def test_the_idle_main_loop_wakes_for_the_demo(app: App,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """The title's next change is the demo's start: the sleeping loop wakes for it."""
    monkeypatch.setattr(TitleScene, "demo_after", lambda self: 0.4)
    opened: list[float] = []

    def open_demo() -> None:
        opened.append(time.monotonic())
        app.running = False

    monkeypatch.setattr(app, "open_demo", open_demo)
    pygame.time.set_timer(pygame.QUIT, 8000, loops=1)  # a stuck loop still ends
    start = time.monotonic()
    try:
        app.run()
    finally:
        pygame.time.set_timer(pygame.QUIT, 0)
    assert opened and 0.3 < opened[0] - start < 3.0


def test_input_on_the_title_starts_the_wait_again(ui: Driver) -> None:
    ui.frames(1, dt=50.0)
    ui.move((200, 200))
    ui.frames(1, dt=50.0)
    assert isinstance(ui.top, TitleScene)
    ui.press(pygame.K_DOWN)
    ui.frames(1, dt=59.0)
    assert isinstance(ui.top, TitleScene)
    ui.frames(1, dt=2.0)
    demo_of(ui.app)
    ui.app.to_title()


def test_the_idle_demo_can_be_switched_off(make_app) -> None:
    settings = Settings(demo_after=0)
    driver = Driver(make_app(settings=settings))
    driver.frames(1, dt=3600.0)
    assert isinstance(driver.top, TitleScene)
    assert driver.top.next_change_in() is None  # a still title sleeps until input


def test_five_minutes_is_five_minutes(make_app) -> None:
    driver = Driver(make_app(settings=Settings(demo_after=5)))
    driver.frames(1, dt=299.0)
    assert isinstance(driver.top, TitleScene)
    driver.frames(1, dt=2.0)
    demo_of(driver.app)
    driver.app.to_title()


def test_watch_a_game_on_the_title_opens_the_demo(ui: Driver) -> None:
    ui.click_text("Watch a game")
    demo = demo_of(ui.app)
    assert demo.scene is not None and not demo.scene.game.seat_kinds.count("human")
    ui.app.to_title()


def test_dash_dash_demo_opens_the_demo(monkeypatch: pytest.MonkeyPatch) -> None:
    from caylus.__main__ import main

    shown: list[object] = []

    def run(app: App) -> None:
        shown.append(app.scenes.top)
        app.to_title()

    monkeypatch.setattr(App, "run", run)
    assert main(["--demo", "--windowed", "1280x720"]) == 0
    assert len(shown) == 1 and isinstance(shown[0], DemoScene)


# --- how it leaves ------------------------------------------------------------------------


@pytest.mark.parametrize("how", ["key", "click"])
def test_any_key_or_click_returns_to_the_title(ui: Driver, how: str) -> None:
    ui.app.open_demo()
    demo = demo_of(ui.app)
    scene = demo.scene
    ui.frames(3)
    if how == "key":
        ui.press(pygame.K_a, unicode="a")
    else:
        ui.click((640, 360))
    assert isinstance(ui.top, TitleScene)
    assert demo.scene is None and scene is not None and scene.computers.thinker is None


def test_moving_the_mouse_does_not_end_the_demo(ui: Driver) -> None:
    ui.app.open_demo()
    ui.move((300, 300))
    demo_of(ui.app)
    ui.app.to_title()


# --- what it plays ------------------------------------------------------------------------


def test_tables_are_computers_only_three_or_four_with_a_mix_of_levels() -> None:
    rng = random.Random(4)
    last: tuple[str, ...] = ()
    for _ in range(40):
        table = demo_table(rng, last)
        assert table["players"] in (3, 4)
        assert "human" not in table["seats"] and len(set(table["seats"])) >= 2
        assert len(set(table["colours"])) == table["players"]
        assert not set(table["names"]) & set(last)  # new players each game
        last = tuple(table["names"])
        new_game(**table)  # a valid setup


def test_a_demo_game_is_captioned_from_its_first_frame(ui: Driver) -> None:
    ui.app.open_demo()
    demo = demo_of(ui.app)
    assert demo.captions is not None and demo.scene is not None
    assert demo.scene.captions is demo.captions
    ui.frames(2)
    assert demo.captions.current is not None and demo.captions.current.key == "caption.table"
    assert demo.captions.holding  # the computers wait while it is read
    ui.app.to_title()


def test_final_scores_stay_a_while_then_new_players_play(ui: Driver) -> None:
    ui.app.open_demo()
    demo = demo_of(ui.app)
    assert demo.scene is not None
    first_names = demo.scene.game.names()
    play_to_the_end(demo)
    assert demo.games_finished == 1 and demo.scores is None  # the last captions first
    assert demo.captions is not None
    last = list(demo.captions.queue)[-2:]  # (a whole game's captions came at once here)
    assert last[-1].key == "caption.game_over"
    demo.captions.queue.clear()
    demo.captions.queue.extend(last)
    for _ in range(40):
        ui.frames(1, dt=2.0)
        if demo.scores is not None:
            break
    assert demo.scores is not None
    ui.frames(1, dt=DEMO_PACES["demo"].scores / 2)
    assert demo.scores is not None
    ui.frames(1, dt=DEMO_PACES["demo"].scores / 2 + 0.1)
    assert demo.scores is None and demo.scene is not None and demo.games_started == 2
    assert not set(demo.scene.game.names()) & set(first_names)
    ui.app.to_title()


def test_the_demo_never_touches_the_saved_game(ui: Driver) -> None:
    saved = new_game(2, 9, names=["Mine", "Yours"])
    autosave(saved)
    before = autosave_path().read_bytes()
    ui.app.open_demo()
    demo = demo_of(ui.app)
    play_to_the_end(demo)  # the end of a game forgets its autosave: not the demo's
    ui.frames(30, dt=1.0)
    ui.app.quit()  # quitting saves the game in play: the demo's is not one
    assert autosave_path().read_bytes() == before
    assert ui.app.game is None
    ui.app.to_title()


def test_the_demo_leaves_no_save_where_there_was_none(ui: Driver) -> None:
    ui.app.open_demo()
    play_to_the_end(demo_of(ui.app))
    ui.frames(20, dt=1.0)
    ui.press(pygame.K_SPACE, unicode=" ")
    assert not has_autosave()


# --- explain moves in a normal game -----------------------------------------------------------


def test_explain_moves_is_off_by_default_and_remembered(ui: Driver) -> None:
    ui.app.start_game(new_game(2, 3))
    assert isinstance(ui.top, GameScene) and ui.top.captions is None
    ui.app.to_title()
    ui.click_text("Settings")
    ui.click(ui.top_as(SettingsScene).explain.rect.center)
    assert ui.app.settings.explain_moves and load_settings().explain_moves
    ui.app.start_game(new_game(2, 3))
    scene = ui.top
    assert isinstance(scene, GameScene) and scene.captions is not None
    ui.frames(2)
    assert scene.captions.current is not None
    assert scene.captions.current.key == "caption.phase.placement"


def test_explain_moves_switched_in_a_game_holds_at_once(ui: Driver) -> None:
    """Settings says changes apply at once: so does "explain moves", in the game being played."""
    ui.app.start_game(new_game(2, 3))
    game_scene = ui.top
    assert isinstance(game_scene, GameScene) and game_scene.captions is None
    ui.app.open_pause_menu()
    ui.app.open_settings()
    ui.frames(1)
    ui.click(ui.top_as(SettingsScene).explain.rect.center)
    assert ui.app.settings.explain_moves
    assert game_scene.captions is not None  # on, under the settings, in this game
    layer = game_scene.captions
    assert layer.hear in game_scene.session.listeners
    ui.click(ui.top_as(SettingsScene).explain.rect.center)
    assert game_scene.captions is None and layer.hear not in game_scene.session.listeners
    assert not ui.app.settings.explain_moves and not load_settings().explain_moves


def test_the_idle_setting_is_remembered(ui: Driver) -> None:
    ui.click_text("Settings")
    ui.click(ui.top_as(SettingsScene).demo_after.rect.center)
    assert ui.app.settings.demo_after != 1
    assert load_settings().demo_after == ui.app.settings.demo_after


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_settings_with_their_new_rows_fit_the_window(make_app, size) -> None:
    driver = Driver(make_app(size=size))
    driver.click_text("Settings")
    driver.frames()
    scene = driver.top_as(SettingsScene)
    assert scene.back_button.rect.bottom <= size[1]
    assert scene.panel.top >= 0.08 * size[1]  # room for the title above
    rows = [widget.rect for _, widget in scene.rows]
    assert all(a.bottom <= b.top for a, b in pairwise(rows))
