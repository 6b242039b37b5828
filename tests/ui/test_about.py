"""About Caylus (title screen corner): version, licence, the components and their licences,
where the log and the saved games are, and where to report a problem."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from caylus import legal
from caylus.build_kind import running_build
from caylus.identity import BUG_REPORT_URL
from caylus.legal import components
from caylus.resources import data_dir_path
from caylus.ui import i18n
from caylus.ui.i18n import set_language, t
from caylus.ui.scenes.about import AboutScene, lasting_place, page_markup
from caylus.ui.scenes.title import TitleScene
from tests.ui.conftest import Driver


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    set_language(i18n.DEFAULT_LANGUAGE)


def test_the_title_s_about_button_opens_the_page_and_escape_returns(ui: Driver) -> None:
    ui.click_text(t("about.button"))
    assert isinstance(ui.top, AboutScene)
    ui.frames()
    ui.press(pygame.K_ESCAPE)
    assert isinstance(ui.top, TitleScene)


def test_the_page_names_the_version_build_licences_log_and_where_to_report(data_dir: Path) -> None:
    page = page_markup("9.8.7")
    assert "9.8.7" in page
    assert t(f"about.build.{running_build()}") in page.splitlines()  # which build runs
    assert str(legal.legal_file(legal.LICENSE)) in page
    assert str(legal.legal_file(legal.NOTICES)) in page
    for component in components():
        assert f"- {component.name} — {component.licence}" in page.splitlines()
    assert BUG_REPORT_URL in page
    assert str(data_dir_path()) in page and "caylus.log" in page


def test_a_copy_without_its_licence_files_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("caylus.ui.scenes.about.legal_file", lambda name: None)
    assert page_markup("1.0").count(t("about.not_found")) == 2


def test_the_page_draws_in_every_language_and_scrolls_to_the_end(ui: Driver) -> None:
    for language in ("en", "he", "pl", "pt-BR", "zh-Hant"):
        ui.app.use_language(language)
        ui.app.open_about()
        ui.frames(2)
        scene = ui.top
        assert isinstance(scene, AboutScene)
        assert scene.view.max_offset() > 0  # fifty components do not fit in one screen
        ui.press(pygame.K_END)
        ui.frames(1)
        assert scene.view.offset == scene.view.max_offset()
        ui.press(pygame.K_ESCAPE)


def test_a_one_file_build_s_licence_is_shown_from_a_lasting_copy(tmp_path: Path,
                                                                 data_dir: Path) -> None:
    """The one-file executable unpacks into a temporary _MEI folder, gone when the game
    closes: the page names a copy in the data folder instead."""
    unpacked = tmp_path / "_MEI12345" / "LICENSE"
    unpacked.parent.mkdir()
    unpacked.write_text("All rights reserved.\n", "utf-8")
    copy = lasting_place(unpacked)
    assert copy == data_dir_path() / "licences" / "LICENSE"
    assert copy.read_text("utf-8") == "All rights reserved.\n"
    written = copy.stat().st_mtime_ns
    assert lasting_place(unpacked) == copy and copy.stat().st_mtime_ns == written
    in_a_checkout = tmp_path / "checkout" / "LICENSE"
    assert lasting_place(in_a_checkout) == in_a_checkout


def test_a_licence_that_cannot_be_copied_is_shown_where_it_is(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    gone = tmp_path / "_MEI999" / "LICENSE"  # the folder was already removed
    assert lasting_place(gone) == gone
    assert "cannot be copied" in caplog.text
