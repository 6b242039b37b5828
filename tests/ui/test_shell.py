"""The application shell, driven headlessly with synthetic events: scenes, setup, settings,
autosave, audio, the command line and pictures of every menu screen."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from caylus.core.game import Game, new_game
from caylus.ui.app import App
from caylus.ui.autosave import (
    autosave,
    has_autosave,
    load_autosave,
)
from caylus.ui.i18n import t
from caylus.ui.scene import Scene
from caylus.ui.scenes.final_scores import FinalScoresScene, headline, standings
from caylus.ui.scenes.pause import PauseScene
from caylus.ui.scenes.rules_reference import PAGES, RulesScene, render_page
from caylus.ui.scenes.settings_scene import SettingsScene
from caylus.ui.scenes.setup import SetupChoices, SetupScene
from caylus.ui.scenes.title import TitleScene
from caylus.ui.widgets import Cycler, TextInput, Widget, WidgetGroup

from .conftest import Driver, capture_start


def finished_game(seed: int = 5, players: int = 3) -> Game:
    game = new_game(players, seed)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


class FakeGameScene(Scene):
    """Stands in for the game scene under the pause menu."""

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((30, 90, 40))




# --- scene transitions ----------------------------------------------------------------------


def test_title_new_game_opens_setup_and_back_returns(ui: Driver) -> None:
    assert isinstance(ui.top, TitleScene)
    ui.click_text(t("title.new_game"))
    assert isinstance(ui.top, SetupScene)
    ui.click_text(t("common.back"))
    assert isinstance(ui.top, TitleScene)
    ui.click_text(t("title.new_game"))
    ui.press(pygame.K_ESCAPE)
    assert isinstance(ui.top, TitleScene)
    assert len(ui.app.scenes.stack) == 1


def test_setup_start_opens_the_game_scene(ui: Driver) -> None:
    game_scenes = pytest.importorskip("caylus.ui.scenes.game")
    ui.click_text(t("title.new_game"))
    ui.click_text(t("setup.start"))
    assert isinstance(ui.top, game_scenes.GameScene)
    assert len(ui.app.scenes.stack) == 1
    assert ui.app.game is not None and has_autosave()


def test_title_rules_and_back(ui: Driver) -> None:
    ui.click_text(t("title.rules"))
    assert isinstance(ui.top, RulesScene)
    ui.click_text(t("common.back"))
    assert isinstance(ui.top, TitleScene)
    ui.click_text(t("title.rules"))
    ui.press(pygame.K_ESCAPE)
    assert isinstance(ui.top, TitleScene)


def test_title_settings_and_back(ui: Driver) -> None:
    ui.click_text(t("title.settings"))
    assert isinstance(ui.top, SettingsScene)
    ui.press(pygame.K_ESCAPE)
    assert isinstance(ui.top, TitleScene)
    ui.click_text(t("title.settings"))
    ui.click_text(t("common.back"))
    assert isinstance(ui.top, TitleScene)


def test_title_keyboard_menu(ui: Driver) -> None:
    """Down moves the focus from New game past Learn to play to Rules (no saved game); Enter
    opens it."""
    ui.press(pygame.K_DOWN)
    ui.press(pygame.K_DOWN)
    ui.press(pygame.K_RETURN)
    assert isinstance(ui.top, RulesScene)


def test_escape_on_title_moves_to_quit_and_enter_quits(ui: Driver) -> None:
    ui.press(pygame.K_ESCAPE)
    assert ui.app.running
    ui.press(pygame.K_RETURN)
    assert not ui.app.running


def test_pause_menu_push_and_pop(ui: Driver) -> None:
    ui.app.scenes.clear_to(FakeGameScene())
    ui.app.open_pause_menu()
    ui.app.open_pause_menu()  # a second request does not stack another menu
    assert isinstance(ui.top, PauseScene) and len(ui.app.scenes.stack) == 2
    screen = ui.app.render()
    assert screen.get_at((5, 5))[:3] != (30, 90, 40)  # the game shows, darkened, through it
    assert screen.get_at((5, 5))[1] > screen.get_at((5, 5))[0]
    ui.press(pygame.K_ESCAPE)
    assert isinstance(ui.top, FakeGameScene)
    ui.app.open_pause_menu()
    ui.click_text(t("pause.resume"))
    assert isinstance(ui.top, FakeGameScene)


def test_pause_rules_and_settings_return_to_the_pause_menu(ui: Driver) -> None:
    ui.app.scenes.clear_to(FakeGameScene())
    ui.app.open_pause_menu()
    ui.click_text(t("pause.rules"))
    assert isinstance(ui.top, RulesScene)
    ui.press(pygame.K_ESCAPE)
    ui.click_text(t("pause.settings"))
    assert isinstance(ui.top, SettingsScene)
    ui.press(pygame.K_ESCAPE)
    assert isinstance(ui.top, PauseScene)


def test_pause_save_and_quit_saves_the_game_and_shows_the_title(ui: Driver) -> None:
    game = new_game(3, 11)
    game.apply(game.legal_actions()[1])
    ui.app.game = game
    ui.app.scenes.clear_to(FakeGameScene())
    ui.app.open_pause_menu()
    ui.click_text(t("pause.save_and_quit"))
    assert isinstance(ui.top, TitleScene)
    assert [str(a) for a in load_autosave().history] == [str(a) for a in game.history]
    ui.frames()
    assert ui.widget(t("title.continue")).visible


def test_pause_save_failure_is_shown_and_nothing_is_left_silently(
    ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    ui.app.game = new_game(2, 1)
    ui.app.scenes.clear_to(FakeGameScene())
    ui.app.open_pause_menu()
    monkeypatch.setattr(ui.app, "save_current_game", lambda: "the disk is full")
    ui.click_text(t("pause.save_and_quit"))
    assert isinstance(ui.top, PauseScene)
    assert "the disk is full" in " ".join(ui.top.notes(ui.app.scale))
    ui.click_text(t("pause.save_and_quit"))  # the second choice leaves anyway
    assert isinstance(ui.top, TitleScene)


def test_finish_game_shows_final_scores_and_forgets_the_autosave(ui: Driver) -> None:
    game = finished_game()
    autosave(game)
    ui.app.finish_game(game)
    assert isinstance(ui.top, FinalScoresScene)
    assert not has_autosave()
    rows = ui.top.rows
    assert game.final is not None
    assert [r.total for r in rows] == sorted((f["total"] for f in game.final), reverse=True)
    assert {r.seat for r in rows if r.winner} == set(game.winners())
    for row in rows:
        entry = game.final[row.seat]
        assert row.total == entry["prestige"] + entry["gold"] + entry["cubes"] + entry["deniers"]
    ui.click_text(t("final.new_game"))
    assert isinstance(ui.top, SetupScene)
    ui.press(pygame.K_ESCAPE)
    assert isinstance(ui.top, TitleScene)


def test_final_scores_ties_all_win() -> None:
    """R-FINAL: all tied players win; they share rank 1 and the headline names both."""
    game = finished_game(seed=8, players=3)
    assert game.final is not None
    for seat, total in enumerate((20, 20, 15)):
        game.players[seat].prestige = total
        game.final[seat].update(prestige=total, gold=0, cubes=0, deniers=0, total=total)
    rows = standings(game)
    assert [(r.rank, r.winner) for r in rows] == [(1, True), (1, True), (3, False)]
    names = [game.players[0].name, game.players[1].name]
    assert headline(rows) == f"{names[0]} and {names[1]} share the victory!"


def test_final_scores_escape_goes_to_title(ui: Driver) -> None:
    ui.app.finish_game(finished_game())
    ui.press(pygame.K_ESCAPE)
    assert isinstance(ui.top, TitleScene)


# --- the setup screen -------------------------------------------------------------------------


def test_setup_with_mouse_and_keyboard_creates_the_chosen_game(
    ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    started = capture_start(ui.app, monkeypatch)
    ui.click_text(t("title.new_game"))
    scene = ui.top
    assert isinstance(scene, SetupScene)
    ui.click_text(t("setup.add_player"))  # seat 3, green, its name field focused
    ui.type("Chloé")
    ui.click(scene.rows[0].name.rect.center)
    ui.type("Alice")
    ui.press(pygame.K_TAB)  # to seat 1's Remove button: not a text field
    ui.type("ignored")
    ui.click(scene.rows[1].name.rect.center)
    ui.type("Bobx")
    ui.press(pygame.K_BACKSPACE)
    # Seat 1 is blue; seats 2 and 3 hold red and green, so "next" skips to orange.
    colour = scene.rows[0].colour.rect
    ui.click((colour.right - 5, colour.centery))
    ui.click_text(t("setup.simplified"))
    ui.click_text(t("setup.jeweller"))
    ui.click(scene.seed_input.rect.center)
    for _ in range(12):
        ui.press(pygame.K_BACKSPACE)
    ui.type("12a34")  # letters are refused
    ui.click_text(t("setup.start"))
    assert len(started) == 1
    game = started[0]
    assert game.names() == ["Alice", "Bob", "Chloé"]
    assert [p.colour for p in game.players] == ["orange", "red", "green"]
    assert game.setup.simplified is True and game.setup.edition == 2
    assert game.setup.seed == 1234


def test_setup_seats_add_remove_and_unique_colours(ui: Driver) -> None:
    ui.click_text(t("title.new_game"))
    scene = ui.top_as(SetupScene)
    for _ in range(5):
        if scene.add_button.visible:
            ui.click_text(t("setup.add_player"))
    assert len(scene.rows) == 5 and not scene.add_button.visible
    colours = [row.seat.colour for row in scene.rows]
    assert sorted(colours) == sorted(["blue", "red", "green", "orange", "black"])
    before = scene.rows[2].seat.colour
    ui.click(scene.rows[2].colour.rect.center)  # no free colour: it keeps its own
    assert scene.rows[2].seat.colour == before
    ui.click(scene.rows[4].remove.rect.center)
    ui.click(scene.rows[0].remove.rect.center)
    ui.click(scene.rows[0].remove.rect.center)
    ui.frames()
    assert len(scene.rows) == 2
    assert not any(row.remove.visible for row in scene.rows)  # never fewer than 2 players


def test_setup_blank_names_and_seed_get_defaults() -> None:
    choices = SetupChoices.default()
    choices.seed_text = ""
    game = choices.make_game()
    assert game.names() == [t("setup.default_name", number=1), t("setup.default_name", number=2)]
    assert isinstance(game.setup.seed, int)


def test_setup_enter_starts_the_game(ui: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    started = capture_start(ui.app, monkeypatch)
    ui.click_text(t("title.new_game"))
    ui.press(pygame.K_RETURN)
    assert len(started) == 1 and started[0].num_players == 2


# --- widgets ----------------------------------------------------------------------------------


def test_text_input_filters_and_limits() -> None:
    changes: list[str] = []
    group = WidgetGroup()
    field = group.add(TextInput("", changes.append, max_length=4, allowed=str.isdigit))
    field.place(pygame.Rect(0, 0, 200, 50), 1.0)
    group.set_focus(field)
    group.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="1x2345"))
    assert field.value == "1234" and changes[-1] == "1234"
    group.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0))
    group.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DELETE, mod=0))
    assert field.value == "234"
    group.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert group.focus is None
    group.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="9"))
    assert field.value == "234"  # not focused: typing goes nowhere


def test_cycler_wraps_and_follows_changing_choices() -> None:
    allowed = ["a", "b", "c"]
    seen: list[str] = []
    cycler = Cycler(lambda: allowed, "a", seen.append)
    cycler.step(-1)
    assert cycler.value == "c"
    allowed.remove("a")
    cycler.step(1)
    assert seen == ["c", "b"]


def test_tab_walks_the_focus_over_enabled_widgets(ui: Driver) -> None:
    ui.click_text(t("title.new_game"))
    group = ui.top_as(SetupScene).widgets
    order: list[Widget] = []
    for _ in range(len(group.focusables())):
        ui.press(pygame.K_TAB)
        assert group.focus is not None
        order.append(group.focus)
    assert len(set(map(id, order))) == len(group.focusables())
    assert all(w.enabled and w.visible for w in order)


# --- pictures ---------------------------------------------------------------------------------


def show_final(app: App) -> None:
    app.finish_game(finished_game(seed=3, players=5))


SCREENS: dict[str, Callable[[App], None]] = {
    "title": lambda app: None,
    "setup": lambda app: app.open_setup(),
    "rules": lambda app: app.open_rules(),
    "settings": lambda app: app.open_settings(),
    "final_scores": show_final,
}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("screen", sorted(SCREENS))
def test_screens_render_to_pictures_that_are_not_blank(
    screen: str, size: tuple[int, int], make_app: Callable[..., App], tmp_path: Path,
    colour_count: Callable[[pygame.Surface], int],
) -> None:
    app = make_app(size=size)
    SCREENS[screen](app)
    app.run_frames(n=2)
    path = tmp_path / f"{screen}.png"
    app.screenshot(str(path))
    picture = pygame.image.load(str(path))
    assert picture.get_size() == size
    assert colour_count(picture) > 40


def test_every_rules_page_renders_and_tables_every_building() -> None:
    from caylus.core.buildings import BUILDINGS, SPECIAL_BUILDINGS
    from caylus.ui.i18n import has
    from caylus.ui.scenes.rules_reference import building_rows

    tabled = [row[4] for page in PAGES for row in building_rows(page)]
    assert sorted(tabled) == sorted(BUILDINGS)
    specials_text = t("rules.page.specials.body")
    for special in SPECIAL_BUILDINGS:
        assert t(f"building.{special}.name") in specials_text
    for page in PAGES:
        assert has(f"rules.page.{page.id}.title") and has(f"rules.page.{page.id}.body")
        assert render_page(page, 900, 0.7).get_height() > 100


def test_rules_pages_turn_with_buttons_and_arrow_keys(ui: Driver) -> None:
    ui.click_text(t("title.rules"))
    scene = ui.top_as(RulesScene)
    assert not scene.previous_button.enabled
    ui.click_text(t("rules.next"))
    ui.press(pygame.K_RIGHT)
    assert scene.page == 2
    ui.click_text(PAGES[-1].tab)
    assert scene.page == len(PAGES) - 1 and not scene.next_button.enabled
    ui.press(pygame.K_LEFT)
    assert scene.page == len(PAGES) - 2


def test_long_rules_page_scrolls(ui: Driver) -> None:
    ui.click_text(t("title.rules"))
    scene = ui.top_as(RulesScene)
    scene.show(PAGES.index(next(p for p in PAGES if p.id == "stone")))
    ui.frames()
    assert scene.view.max_offset() > 0
    ui.send(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
    assert scene.view.offset > 0
    ui.press(pygame.K_END)
    assert scene.view.offset == scene.view.max_offset()
    ui.press(pygame.K_HOME)
    assert scene.view.offset == 0




@pytest.mark.parametrize("language", ["en", "he"])
def test_the_saved_games_line_stays_inside_the_title_card(make_app, language: str) -> None:
    """Issue 34: five long names ran the line under Continue out of the card."""
    from caylus.ui.autosave import autosave
    from caylus.ui.layout import text_px
    from caylus.ui.render.text import text
    from caylus.ui.settings import Settings

    autosave(new_game(5, 3, names=["Alexandrine", "Bartholomew", "Clémentine",
                                   "Dmitri Ivanovich", "Évangéline"]))
    app = make_app(size=(1280, 720), settings=Settings(language=language))
    app.run_frames(n=2)
    scene = app.scenes.top
    assert isinstance(scene, TitleScene)
    scale = scene.panel_scale
    lines = scene.detail_lines(scale)
    assert len(lines) >= 2 and "Évangéline" in " ".join(lines)
    small = text_px("small", scale)
    widest = max(text(line, small, (0, 0, 0)).get_width() for line in lines)
    assert widest <= scene.panel_inner_width(scale) < scene.panel.width
    below = scene.continue_button.rect.bottom + len(lines) * (small * 1.1)
    assert scene.new_game_button.rect.top >= below
