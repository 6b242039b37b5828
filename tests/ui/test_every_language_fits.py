"""Every screen drawn in every language, in the smallest window the game opens (1280×720), and
in the pseudo-language (accented, 40% longer) in the default window (1600×900): no text may be
cut or spill out of its box (the text layer notes each one that does).

The pseudo-language is drawn at the default size because at 1280×720 four labels of the board
(the favour table's wood and stone cells, two building names) cannot hold a text 40% longer
than English even condensed; every real language is checked at 1280×720."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest

from caylus.core.game import Game, new_game
from caylus.ui.app import App
from caylus.ui.i18n import DEFAULT_LANGUAGE, PSEUDO_LANGUAGE, set_language
from caylus.ui.render import text
from caylus.ui.scenes.game.screenshot import midgame_position
from caylus.ui.scenes.in_use import InUseScene
from caylus.ui.scenes.rules_reference import PAGES
from caylus.ui.settings import LANGUAGES, Settings

NAMES = ["Aliénor", "Bertrand", "Clothilde", "Dmitri", "Eudes"]


def finished_game() -> Game:
    game = new_game(5, 2024, names=NAMES)
    rng = random.Random(2024)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


def show_rules_pages(app: App) -> None:
    app.open_rules()
    for page in range(len(PAGES)):
        app.scenes.top.show(page)
        app.run_frames(n=1)


def show_setup(app: App) -> None:
    app.open_setup()
    scene = app.scenes.top
    while len(scene.rows) < 5:
        scene.on_add()
    app.run_frames(n=1)


SCREENS: dict[str, Callable[[App], None]] = {
    "title": lambda app: None,
    "setup": show_setup,
    "settings": lambda app: app.open_settings(),
    "rules": show_rules_pages,
    "game": lambda app: app.start_game(midgame_position(players=5)),
    "pause": lambda app: (app.start_game(midgame_position()), app.open_pause_menu()),
    "final scores": lambda app: app.finish_game(finished_game()),
    "demo": lambda app: (app.open_demo(), app.run_frames(n=20)),  # its first caption
    "another copy": lambda app: app.scenes.clear_to(InUseScene(app)),
}


@pytest.fixture
def speaking(make_app: Callable[..., App]) -> Iterator[Callable[[str, str], list[str]]]:
    def draw(language: str, screen: str, size: tuple[int, int]) -> list[str]:
        text.forget_all()
        text.clear_overflows()
        app = make_app(size=size, settings=Settings(language=language))
        SCREENS[screen](app)
        app.run_frames(n=2)
        return text.overflows()

    yield draw
    set_language(DEFAULT_LANGUAGE)


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_no_text_overflows_in_the_smallest_window(speaking, language: str, screen: str) -> None:
    assert speaking(language, screen, (1280, 720)) == []


@pytest.mark.parametrize("screen", SCREENS)
def test_no_text_overflows_in_the_pseudo_language(speaking, screen: str) -> None:
    assert speaking(PSEUDO_LANGUAGE, screen, (1600, 900)) == []


def test_the_text_layer_notes_what_it_cuts(speaking) -> None:
    text.clear_overflows()
    assert text.fit("A label far too long for its box", 16, 60).endswith("…")
    assert text.wrap("one two three four five six", 16, 60, max_lines=2)[-1].endswith("…")
    assert text.overflows() == ["A label far too long for its box", "one two three four five six"]
