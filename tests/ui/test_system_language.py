"""The first start speaks the player's language: the locale variables where they are set, then
the desktop's preferred languages (a program started from the Finder or the Start menu has no
LANG), then Python's locale, else English."""

from __future__ import annotations

import sys

import pytest

from caylus.ui import i18n
from caylus.ui.i18n import system_language
from caylus.ui.settings import LANGUAGES


def desktop_prefers(monkeypatch: pytest.MonkeyPatch, *locales: str) -> None:
    monkeypatch.setattr(i18n, "_desktop_locales", lambda: list(locales))
    monkeypatch.setattr("caylus.ui.i18n.locale.getlocale", lambda *_: (None, None))


def test_with_no_locale_variable_the_desktop_s_first_language_it_speaks_wins(
        monkeypatch: pytest.MonkeyPatch) -> None:
    desktop_prefers(monkeypatch, "de_DE", "pt_BR", "pl_PL")
    assert system_language(LANGUAGES, {}) == "pt-BR"


def test_a_locale_variable_comes_before_the_desktop(monkeypatch: pytest.MonkeyPatch) -> None:
    desktop_prefers(monkeypatch, "pl_PL")
    assert system_language(LANGUAGES, {"LANG": "he_IL.UTF-8"}) == "he"
    assert system_language(LANGUAGES, {"LANGUAGE": "zh_TW"}) == "zh-Hant"


def test_a_variable_in_a_language_not_offered_leaves_it_to_the_desktop(
        monkeypatch: pytest.MonkeyPatch) -> None:
    desktop_prefers(monkeypatch, "he")
    assert system_language(LANGUAGES, {"LANG": "C.UTF-8"}) == "he"


def test_nothing_known_anywhere_is_english(monkeypatch: pytest.MonkeyPatch) -> None:
    desktop_prefers(monkeypatch, "de_DE", "fr")
    assert system_language(LANGUAGES, {}) == "en"


@pytest.mark.skipif(not sys.platform.startswith("linux"),
                    reason="elsewhere SDL asks the system's settings, not the variables")
def test_the_desktop_s_languages_are_asked_through_sdl(monkeypatch: pytest.MonkeyPatch) -> None:
    """On Linux SDL reads the locale variables of the process: set one and it is listed."""
    monkeypatch.delenv("LANGUAGE", raising=False)
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.setenv("LANG", "pl_PL.UTF-8")
    assert "pl_PL" in i18n._desktop_locales()
