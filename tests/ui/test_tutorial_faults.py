""""Learn to play" with a lessons file that is valid in shape but holds a step that cannot be
built (issue 35: a traceback on "Learn to play" or on Next; raw catalogue keys on the card).
The broken step is left out and named on every card; the rest still plays; a file with no
playable step is the broken-install message on the title screen."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from caylus.resources import resource_path
from caylus.ui.app import App
from caylus.ui.i18n import t
from caylus.ui.scenes.title import TitleScene
from caylus.ui.scenes.tutorial import TutorialScene
from caylus.ui.scenes.tutorial import lessons as lessons_module
from caylus.ui.scenes.tutorial.walkthrough import lesson, walk_through

SHIPPED = json.loads(resource_path("assets", "tutorial", "lessons.json").read_text("utf-8"))


def illegal_prelude(data: dict) -> None:
    data["steps"][2]["prelude"] = ["build nonsense"]


def worker_of_seat_nine(data: dict) -> None:
    data["steps"][2]["workers"] = {"3": 9}


def unknown_phase(data: dict) -> None:
    data["steps"][2].setdefault("position", {})["phase"] = "siesta"


def provost_far_back(data: dict) -> None:
    data["steps"][2].setdefault("position", {})["provost"] = -40


def unknown_words(data: dict) -> None:
    data["steps"][2]["id"] = "brand_new"


def one_player_base(data: dict) -> None:
    data["base"]["players"] = data["base"]["players"][:1]


@pytest.fixture
def lessons_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Install a lessons file changed by a damage (the cache read anew, and again after)."""
    def install(damage) -> Path:
        data = copy.deepcopy(SHIPPED)
        damage(data)
        path = tmp_path / "lessons.json"
        path.write_text(json.dumps(data), "utf-8")
        monkeypatch.setattr(lessons_module, "resource_path", lambda *parts: path)
        lessons_module.lesson_book.cache_clear()
        return path

    yield install
    lessons_module.lesson_book.cache_clear()


@pytest.mark.parametrize("damage", [illegal_prelude, worker_of_seat_nine, unknown_phase,
                                    provost_far_back, unknown_words])
def test_a_step_that_cannot_be_built_is_left_out_and_the_rest_plays(
        app: App, lessons_file, damage) -> None:
    lessons_file(damage)
    broken_id = copy.deepcopy(SHIPPED)
    damage(broken_id)
    app.open_tutorial(0)
    app.run_frames(n=2)
    scene = lesson(app)
    assert broken_id["steps"][2]["id"] not in [step.id for step in scene.steps]
    assert len(scene.steps) == len(SHIPPED["steps"]) - 1
    damaged = t("tutorial.damaged", count=1)
    assert damaged in [text for text, _ in scene.card_words().lines]
    assert not any("tutorial.step." in text for text, _ in scene.card_words().lines)
    played = walk_through(app)  # every other step, clicked to the end, no traceback
    assert len(played) == len(SHIPPED["steps"]) - 1
    assert not isinstance(app.scenes.top, TutorialScene)


def test_a_file_with_no_playable_step_is_the_broken_install_message(app: App,
                                                                     lessons_file) -> None:
    path = lessons_file(one_player_base)
    app.open_tutorial()
    top = app.scenes.top
    assert isinstance(top, TitleScene)
    assert top.notice == t("tutorial.unreadable", path=str(path))
