"""Screens laid out the way their language reads (issue 22): in Hebrew, Settings puts each label
to the right of its control, the rules pages put their tabs and Back on the right and Next on
the left, every "next" arrow points left, and a button's words and icons run from the right."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pygame
import pytest

from caylus.ui import i18n
from caylus.ui.app import App
from caylus.ui.i18n import set_language, t
from caylus.ui.render.button import draw_button
from caylus.ui.render.labels import ARROW, cubes
from caylus.ui.scenes.game.choices import Choice
from caylus.ui.scenes.game.panel import DecisionPanel
from caylus.ui.scenes.game.panel_hits import HitKind
from caylus.ui.scenes.rules_reference import RulesScene
from caylus.ui.scenes.settings_scene import SettingsScene
from caylus.ui.settings import Settings
from caylus.ui.theme import CUBE_COLOURS, INK
from caylus.ui.widgets import Cycler
from tests.ui.conftest import top_scene

LANGUAGES = ["en", "he"]


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    set_language(i18n.DEFAULT_LANGUAGE)


def opened(make_app: Callable[..., App], language: str, open_scene: str) -> App:
    app = make_app(settings=Settings(language=language))
    getattr(app, open_scene)()
    app.run_frames(n=1)
    return app


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_settings_label_stands_where_reading_starts_beside_its_control(make_app,
                                                                          language: str) -> None:
    app = opened(make_app, language, "open_settings")
    scene = top_scene(app, SettingsScene)
    labels = scene.draw_labels(pygame.Surface(app.screen.get_size()), app.scale)
    assert len(labels) == len(scene.rows)
    for label, (_, control) in zip(labels, scene.rows, strict=True):
        assert label.colliderect(control.rect.inflate(10_000, 0))  # on the control's line
        if language == "he":
            assert label.left >= control.rect.right
        else:
            assert label.right <= control.rect.left


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_pages_are_mirrored_for_a_right_to_left_reader(make_app,
                                                                   language: str) -> None:
    scene = top_scene(opened(make_app, language, "open_rules"), RulesScene)
    rtl = language == "he"
    tabs = [tab.rect for tab in scene.tabs]
    assert [rect.y for rect in tabs] == sorted(rect.y for rect in tabs)  # first page on top
    assert all((rect.left >= scene.panel.right) == rtl for rect in tabs)  # the tabs' side
    assert (scene.back_button.rect.left >= scene.panel.right) == rtl  # Back under the tabs
    assert (scene.next_button.rect.x < scene.previous_button.rect.x) == rtl  # Next points left
    assert ("◀" in t("rules.next")) == rtl and ("▶" in t("rules.next")) != rtl
    thumb = scene.view.thumb()
    assert thumb is not None and (thumb.centerx < scene.view.rect.centerx) == rtl


def test_every_next_arrow_of_the_hebrew_screens_points_left() -> None:
    set_language("he")
    for key in ("rules.next", "game.choice.next"):
        assert "◀" in t(key) and "▶" not in t(key)
    for key in ("rules.previous", "game.choice.previous"):
        assert "▶" in t(key) and "◀" not in t(key)


@pytest.mark.parametrize(("language", "left_arrow_step"), [("en", -1), ("he", 1)])
def test_a_cycler_s_left_arrow_goes_the_way_the_language_reads(language: str,
                                                              left_arrow_step: int) -> None:
    set_language(language)
    picked: list[int] = []
    cycler = Cycler([0, 1, 2], 1, picked.append)
    cycler.rect = pygame.Rect(0, 0, 300, 60)
    cycler.on_press((10, 30))  # the ◀ end
    cycler.focused = True
    cycler.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0,
                                           unicode=""))
    assert picked == [1 + left_arrow_step, 1]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_button_s_words_and_icons_run_in_the_language_s_direction(language: str) -> None:
    """The first Pass reads "Pass → 1 denier": in Hebrew its word stands on the right."""
    set_language(language)
    surface = pygame.Surface((400, 80))
    surface.fill((255, 255, 255))
    draw_button(surface, pygame.Rect(0, 0, 400, 80), (t("game.choice.pass"), ARROW,
                                                      cubes("F")), 28)
    columns = {colour: [x for x in range(400) for y in range(80)
                        if surface.get_at((x, y))[:3] == colour]
               for colour in (tuple(INK), tuple(CUBE_COLOURS["F"]))}
    word, cube = (sum(xs) / len(xs) for xs in columns.values())
    assert (word > cube) == (language == "he")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_decision_panel_turns_its_pages_the_way_the_language_reads(language: str) -> None:
    """More choices than the panel holds: "more" stands where the arrow of its label points."""
    set_language(language)
    choices = [Choice(f"choice:{n}", (f"{n}",)) for n in range(60)]
    hits = DecisionPanel()._layout_pages(choices, pygame.Rect(0, 0, 400, 300), 20)
    pages = {hit.cube: hit.rect for hit in hits if hit.kind is HitKind.PAGE}
    assert (pages["+1"].x < pages["-1"].x) == (language == "he")
    assert ("◀" in t("game.choice.next")) == (language == "he")
