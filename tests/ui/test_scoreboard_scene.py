"""The "Tonight" scoreboard screen: reached from the title, fed by every game that ends in
`App.finish_game`, reopening a past game on its final scores, and fitting every language."""

from __future__ import annotations

import errno
import random
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from caylus.core.game import Game, new_game
from caylus.devtools.text_check import measure
from caylus.persistence.saves import SaveError
from caylus.ui import scoreboard_store
from caylus.ui.app import App
from caylus.ui.i18n import DEFAULT_LANGUAGE, PSEUDO_LANGUAGE, set_language, t
from caylus.ui.layout import TEXT_ZOOMS
from caylus.ui.scenes import scoreboard as scene_module
from caylus.ui.scenes.demo import DemoScene
from caylus.ui.scenes.final_scores import FinalScoresScene
from caylus.ui.scenes.scoreboard import ScoreboardScene
from caylus.ui.scoreboard_store import scoreboard_path
from caylus.ui.settings import LANGUAGES
from tests.ui.conftest import Driver, top_scene


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    set_language(DEFAULT_LANGUAGE)


def finished(seed: int) -> Game:
    game = new_game(3, seed, names=["Ann", "Ben", "Aldric"], seats=["human", "human", "hard"])
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


def open_scoreboard(ui: Driver) -> ScoreboardScene:
    ui.app.to_title()
    ui.click_text(t("scoreboard.title_button"))
    assert isinstance(ui.top, ScoreboardScene)
    ui.frames()
    return ui.top


def test_the_title_opens_the_scoreboard_and_back_returns(ui: Driver) -> None:
    scene = open_scoreboard(ui)
    assert scene.tonight == [] and scene.earlier == []
    ui.click_text(t("common.back"))
    assert type(ui.top).__name__ == "TitleScene"


def test_a_finished_game_is_kept_and_opens_again_on_its_final_scores(ui: Driver) -> None:
    game = finished(7)
    ui.app.finish_game(game)
    assert isinstance(ui.top, FinalScoresScene)
    scene = open_scoreboard(ui)
    assert len(scene.tonight) == 1
    rows = scene.rows
    assert {row.name for row in rows} == {"Ann", "Ben", "Aldric"}
    assert [(row.wins, row.points) for row in rows] == sorted(
        ((row.wins, row.points) for row in rows), reverse=True)
    assert sum(row.wins for row in rows) == len(game.winners())
    card = scene.games.cards[0]
    ui.click((scene.games.rect.centerx,
              scene.games.rect.y + card.rect.centery - scene.games.offset))
    assert isinstance(ui.top, FinalScoresScene)
    reopened = ui.top.game
    assert reopened.final == game.final
    assert [str(a) for a in reopened.history] == [str(a) for a in game.history]
    ui.send(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b"))
    assert ui.top is scene, "Back from a past game's scores returns to the scoreboard"


def test_the_final_scores_open_tonight_s_scoreboard(ui: Driver) -> None:
    ui.app.finish_game(finished(8))
    ui.frames()
    ui.click_text(t("scoreboard.title_button"))
    assert isinstance(ui.top, ScoreboardScene)
    assert len(ui.top.tonight) == 1


def test_a_game_that_cannot_be_rebuilt_is_said_and_the_list_stays(
        ui: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    ui.app.finish_game(finished(8))
    scene = open_scoreboard(ui)

    def broken(entry: object) -> Game:
        raise SaveError("the history does not replay")

    monkeypatch.setattr(scene_module, "rebuild", broken)
    scene.open_game(scene.tonight[0])
    assert ui.top is scene
    assert scene.notices[0] == t("scoreboard.reopen_failed")


def test_a_disk_that_refuses_the_game_is_said_and_the_game_goes_on(
        ui: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(path: Path, text: str, errors: str = "strict") -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(scoreboard_store, "write_atomically", refuse)
    ui.app.finish_game(finished(9))
    assert isinstance(ui.top, FinalScoresScene)  # the final scores all the same
    ui.frames(2)
    scene = open_scoreboard(ui)
    assert scene.notices == [t("scoreboard.not_recorded", reason=t("os_error.read_only"))]
    assert not scoreboard_path().exists()
    assert open_scoreboard(ui).notices == []  # said once


def test_a_game_opened_again_is_not_recorded_twice(app: App) -> None:
    game = finished(10)
    app.finish_game(game)
    app.finish_game(game.clone())  # Continue of an autosave that was over
    assert len(scoreboard_store.read_scoreboard().entries) == 1


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("setting", [TEXT_ZOOMS[0], TEXT_ZOOMS[-1]])
def test_the_scoreboard_fits_in_every_language(language: str, setting: int) -> None:
    figures = measure("scoreboard", language, (1280, 720), setting)
    assert figures.lines > 20
    assert figures.cut == []
    assert figures.overlaps == []
    assert figures.smallest[0] >= 12
    assert figures.smallest_cjk[0] >= 14


def test_the_scoreboard_fits_in_the_pseudo_language() -> None:
    assert measure("scoreboard", PSEUDO_LANGUAGE, (1600, 900), 100).cut == []


def test_the_demo_s_games_are_not_kept(app: App) -> None:
    """The demo plays itself: its game scene ends through the demo's host, never through
    `App.finish_game`, so nobody's evening counts a game nobody played."""
    app.open_demo(seed=1)
    demo = top_scene(app, DemoScene)
    demo.host.finish_game(finished(11))
    assert scoreboard_store.read_scoreboard().entries == []
    assert not scoreboard_path().exists()
