"""Continue on the title screen with every kind of saved game: a finished one, one saved under
older rules, one with a name nobody can see; names on the new-game screen; and the autosave
folder cleared of the temporary files a killed save left."""

from __future__ import annotations

import json
import os
import random
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from caylus.core import game as game_module
from caylus.core import names, new_game
from caylus.core.game import Game
from caylus.persistence import saves
from caylus.persistence.saves import checksum_of, dumps_game
from caylus.ui.app import App
from caylus.ui.autosave import autosave, autosave_path, has_autosave, read_autosave
from caylus.ui.i18n import t
from caylus.ui.render.labels import reason_text
from caylus.ui.scenes import setup as setup_scene
from caylus.ui.scenes.final_scores import FinalScoresScene
from caylus.ui.scenes.setup import SetupScene
from caylus.ui.scenes.title import TitleScene

from .conftest import Driver


def finished_game(seed: int = 5) -> Game:
    game = new_game(3, seed, names=["Ann", "Bob", "Cy"])
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


def played_game(actions: int = 12) -> Game:
    game = new_game(3, 8, names=["Ann", "Bob", "Cy"])
    for _ in range(actions):
        game.apply(game.legal_actions()[0])
    return game


def continue_from_title(ui: Driver) -> None:
    ui.app.to_title()
    ui.click_text(t("title.continue"))
    ui.frames(2)  # drawn, as a player would see it


# --- a finished game ---------------------------------------------------------------------------


def test_continue_with_a_finished_game_shows_its_final_scores(ui: Driver) -> None:
    game = finished_game()
    autosave(game)  # as when the program was closed right after the last decision
    continue_from_title(ui)
    assert isinstance(ui.top, FinalScoresScene)
    assert ui.top.game.final == game.final
    assert not has_autosave()  # over and shown: Continue is not offered again
    ui.app.to_title()
    ui.frames()
    assert isinstance(ui.top, TitleScene) and not ui.top.continue_button.visible


# --- a game saved under older rules -------------------------------------------------------------


def test_a_game_whose_rules_changed_goes_on_and_says_so_once(
    ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    game_scenes = pytest.importorskip("caylus.ui.scenes.game")
    game = played_game()
    autosave(game)
    stored = game.to_dict()["state"]
    newer = game_module.RULES_VERSION + 1
    monkeypatch.setattr(game_module, "RULES_VERSION", newer)
    monkeypatch.setattr(saves, "RULES_VERSION", newer)
    monkeypatch.setattr(game_module, "BASE_INCOME", game_module.BASE_INCOME + 3)
    continue_from_title(ui)
    scene = ui.top
    assert isinstance(scene, game_scenes.GameScene)
    assert scene.game.to_dict()["state"] == stored  # the player's position, not the replay
    notices = [line for line in scene.log if line.text == t("autosave.rules_changed")]
    assert len(notices) == 1
    saved = json.loads(autosave_path().read_text("utf-8"))
    assert saved["rules"] == newer  # saved again at once, under today's rules
    assert not read_autosave().rules_changed
    continue_from_title(ui)
    scene = ui.top_as(game_scenes.GameScene)
    assert not [line for line in scene.log if line.text == t("autosave.rules_changed")]


# --- names nobody can see -----------------------------------------------------------------------


@pytest.mark.parametrize("name", ["", "\u200b\u200b", "\0", "\u0301"])
def test_a_saved_game_with_an_invisible_name_is_set_aside_not_a_crash(
    ui: Driver, data_dir: Path, name: str
) -> None:
    data = json.loads(dumps_game(played_game()))
    data["setup"]["names"][1] = name
    data["state"]["players"][1]["name"] = name
    data["checksum"] = checksum_of(data)
    autosave_path().write_text(json.dumps(data), "utf-8")
    continue_from_title(ui)
    scene = ui.top
    assert isinstance(scene, TitleScene)
    problem = names.name_problem(name, 1)
    assert problem is not None
    said = reason_text(problem).rstrip(".")  # the core's reason in the catalogue's words
    assert scene.notice and said in scene.notice and "set aside" in scene.notice
    assert not has_autosave() and not scene.continue_button.visible
    assert len(list(data_dir.glob("autosave.json.corrupt-*"))) == 1
    ui.app.quit()  # quitting writes nothing back
    assert not has_autosave()


def test_the_new_game_screen_uses_the_core_name_rule(ui: Driver) -> None:
    assert vars(setup_scene)["NAME_LENGTH"] is names.NAME_LENGTH  # imported, not its own
    ui.click_text(t("title.new_game"))
    scene = ui.top
    assert isinstance(scene, SetupScene)
    ui.click(scene.rows[1].name.rect.center)
    ui.type("\u3164\u3164")  # Hangul fillers: printable, yet nothing shows
    ui.click_text(t("setup.start"))
    assert isinstance(ui.top, SetupScene) and ui.app.game is None
    reason = t("reason.name_invisible", number=2)
    assert scene.error == t("setup.cannot_start", reason=reason)
    ui.frames()  # the message draws
    assert not has_autosave()


# --- temporaries a killed save left ---------------------------------------------------------------


def test_the_app_clears_stale_temporaries_of_every_file_at_start(
    data_dir: Path, make_app: Callable[..., App]
) -> None:
    old = time.time() - 120
    stale = [data_dir / f".autosave.json.{i:08d}.tmp" for i in range(104)]
    for path in stale:
        path.write_text('{"format": "caylus-g', "utf-8")
        os.utime(path, (old, old))
    fresh = data_dir / ".autosave.json.writing.tmp"
    fresh.write_text("{", "utf-8")
    settings_temporary = data_dir / ".settings.abcdefgh.tmp"
    settings_temporary.write_text("{", "utf-8")
    os.utime(settings_temporary, (old, old))
    make_app()
    assert not any(path.exists() for path in stale)
    assert fresh.exists() and not settings_temporary.exists()


def test_continue_says_which_game_it_continues(make_app: Callable[..., App]) -> None:
    """Issue 23: the players, the turn and when it was saved, under the Continue button."""
    game = new_game(3, 4, names=["Ann", "Ben", "Cid"])
    autosave(game)
    os.utime(autosave_path(), (time.time() - 300, time.time() - 300))  # five minutes ago
    app = make_app()
    app.to_title()
    app.run_frames(n=1)
    title = app.scenes.top
    assert isinstance(title, TitleScene)
    detail = title.continue_detail()
    assert detail == t("title.continue.detail", names="Ann, Ben, and Cid", turn=game.turn,
                       when="5 minutes ago")
    assert title.continue_button.rect.bottom < next(
        b.rect.top for b in title.buttons() if b is not title.continue_button
        and b.rect.top > title.continue_button.rect.top) - text_height(title)


def test_continue_says_nothing_more_of_an_unreadable_save(make_app: Callable[..., App]) -> None:
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text("{not json", "utf-8")
    app = make_app()
    app.to_title()
    title = app.scenes.top
    assert isinstance(title, TitleScene) and title.continue_detail() == ""


def text_height(title: TitleScene) -> int:
    from caylus.ui.layout import text_px
    from caylus.ui.render.text import line_height

    return line_height(text_px("small", title.panel_scale)) - 1
