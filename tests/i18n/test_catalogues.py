"""Every catalogue has every key, the same placeholders as English, and plural forms that are
the language's own (CLDR categories through Babel)."""

from __future__ import annotations

import string

import pytest

from caylus.core.buildings import BUILDINGS, SPECIAL_BUILDINGS
from caylus.ui import i18n
from caylus.ui.i18n import DEFAULT_LANGUAGE, ORDINAL_KEY, locale_of, read_catalogue
from caylus.ui.settings import LANGUAGES

TRANSLATIONS = [lang for lang in LANGUAGES if lang != DEFAULT_LANGUAGE]
ENGLISH = read_catalogue(DEFAULT_LANGUAGE)


def placeholders(text: str | dict[str, str]) -> set[str]:
    forms = text.values() if isinstance(text, dict) else [text]
    return {name for form in forms for _, name, _, _ in string.Formatter().parse(form)
            if name is not None}


def wanted_categories(language: str, key: str) -> set[str]:
    locale = locale_of(language)
    rule = locale.ordinal_form if key == ORDINAL_KEY else locale.plural_form
    return set(rule.tags) | {"other"}


def test_every_shipped_language_has_a_catalogue_folder() -> None:
    assert set(LANGUAGES) <= set(i18n.languages())


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_every_key_is_translated_and_nothing_else(language: str) -> None:
    catalogue = read_catalogue(language)
    missing = set(ENGLISH) - set(catalogue)
    assert sorted(key for key in missing if not key.startswith(i18n.OPTIONAL_PREFIXES)) == []
    extra = set(catalogue) - set(ENGLISH)
    assert sorted(key for key in extra if not key.startswith(i18n.OPTIONAL_PREFIXES)) == []
    assert [key for key, text in catalogue.items() if not text] == []


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_translations_keep_the_english_placeholders(language: str) -> None:
    catalogue = read_catalogue(language)
    wrong = {key: (sorted(placeholders(text)), sorted(placeholders(ENGLISH[key])))
             for key, text in catalogue.items()
             if key in ENGLISH and placeholders(text) - {"count"} != placeholders(ENGLISH[key])
             - {"count"}}
    assert wrong == {}


@pytest.mark.parametrize("language", [*LANGUAGES])
def test_plural_entries_have_the_language_s_categories(language: str) -> None:
    catalogue = read_catalogue(language)
    wrong = {key: sorted(text) for key, text in catalogue.items()
             if isinstance(text, dict) and set(text) != wanted_categories(language, key)}
    assert wrong == {}


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_english_plural_entries_stay_plural_in_translations(language: str) -> None:
    catalogue = read_catalogue(language)
    flat = [key for key, text in ENGLISH.items()
            if isinstance(text, dict) and not isinstance(catalogue.get(key), dict)]
    assert flat == []


def test_every_building_has_a_name_and_an_effect_in_english() -> None:
    """The English building texts are written by hand like every other catalogue (no tool
    writes them from the table): a building added to the table needs its two keys here, and
    the key test above then asks every translation for them."""
    buildings = {*BUILDINGS, *SPECIAL_BUILDINGS}
    wanted = {f"building.{building}.{part}" for building in buildings
              for part in ("name", "effect")}
    written = {key for key in ENGLISH if key.startswith("building.")}
    assert sorted(wanted - written) == []
    assert sorted(written - wanted) == []
