"""The one translation function for every piece of player-facing text.

Catalogues are JSON files in `assets/i18n/<language>/` (one file per area of the UI, merged);
keys are dotted ids, values are texts with `{name}` placeholders. A value that depends on a
number is an object keyed by CLDR plural categories ("one", "few", "many", "other", …) and
chosen by the `count` value through Babel's plural rules for the language; the key
`number.ordinal` is keyed by ordinal categories ("1st", "2nd", …). Numbers are written the
language's way (Babel), lists joined the language's way.

A missing key falls back to English, then to the key itself, so a half-translated catalogue
never breaks a screen. The English catalogues are the game's own words: one that is missing or
cannot be read is a MissingResource or DamagedResource naming the file (the game then asks for
a reinstall); another language's broken catalogue falls back to English.
"""

from __future__ import annotations

import json
import locale
import logging
import os
import unicodedata
from collections.abc import Iterable, Mapping
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from babel import Locale, UnknownLocaleError
from babel.lists import format_list
from babel.numbers import format_decimal

from caylus.resources import DamagedResource, MissingResource, resource_path

logger = logging.getLogger(__name__)

DEFAULT_LANGUAGE = "en"
# The English catalogues every copy of the game ships (assets/i18n/en/<name>.json).
CATALOGUES = ("buildings", "game", "reasons", "review", "scoreboard", "shell",
              "tutorial")
PLURAL_CATEGORIES = frozenset({"zero", "one", "two", "few", "many", "other"})
ORDINAL_KEY = "number.ordinal"
#: A language made for tests and for the look of long words (see caylus.ui.pseudo).
PSEUDO_LANGUAGE = "qps"

Text = str | dict[str, str]
_language = DEFAULT_LANGUAGE


def read_catalogue(language: str) -> dict[str, Text]:
    """Every catalogue file of `language`, read from disk and merged (not cached)."""
    if language == PSEUDO_LANGUAGE:
        from caylus.ui.pseudo import pseudo_catalogue

        return pseudo_catalogue(read_catalogue(DEFAULT_LANGUAGE))
    folder = resource_path("assets", "i18n", language)
    paths = set(folder.glob("*.json"))
    if language == DEFAULT_LANGUAGE:
        paths |= {folder / f"{name}.json" for name in CATALOGUES}
    merged: dict[str, Text] = {}
    for path in sorted(paths):
        merged.update(_read_file(path))
    return merged


def _read_file(path: Path) -> dict[str, Text]:
    try:
        texts = json.loads(path.read_text("utf-8"))
    except FileNotFoundError:
        raise MissingResource(path) from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise DamagedResource(path, str(error)) from error
    if not isinstance(texts, dict) or not all(map(_is_text, texts.values())):
        raise DamagedResource(path, "not a table of texts")
    return texts


def _is_text(value: Any) -> bool:
    if isinstance(value, str):
        return True
    return (isinstance(value, dict) and "other" in value and set(value) <= PLURAL_CATEGORIES
            and all(isinstance(form, str) for form in value.values()))


def languages() -> list[str]:
    """The languages that have a catalogue folder."""
    folder = resource_path("assets", "i18n")
    if not folder.is_dir():
        raise MissingResource(folder)
    return sorted(path.name for path in folder.iterdir() if path.is_dir())


@cache
def _catalogue(language: str) -> dict[str, Text]:
    if language == DEFAULT_LANGUAGE:
        return read_catalogue(language)
    try:
        return read_catalogue(language)
    except (MissingResource, DamagedResource) as error:
        logger.warning("the %s texts cannot be used, English is shown instead: %s", language,
                       error)
        return {}  # a broken translation shows English, never a broken screen


def check_catalogues() -> int:
    """Read the English catalogues now (kept for `t`), not at the first text: how many texts.

    MissingResource or DamagedResource if one of them cannot be used."""
    return len(_catalogue(DEFAULT_LANGUAGE))


@cache
def locale_of(language: str) -> Locale:
    """The Babel locale of a catalogue language ("pt-BR" → pt_BR, "zh-Hant" → zh_Hant)."""
    if language == PSEUDO_LANGUAGE:
        return Locale.parse("en")
    return Locale.parse(language, sep="-")


def set_language(language: str) -> None:
    global _language
    _language = language


def language() -> str:
    return _language


def is_rtl(lang: str | None = None) -> bool:
    """Whether the language is written right to left (its paragraphs start on the right)."""
    return locale_of(lang or _language).character_order == "right-to-left"


def t(key: str, **values: object) -> str:
    """The text for `key` in the current language, with `{placeholders}` filled in (numbers
    written the language's way). A plural entry is chosen by `count`."""
    text, lang = _lookup(key)
    if isinstance(text, dict):
        text = _plural_form(text, lang, values.get("count", 0), ordinal=key == ORDINAL_KEY)
    if not values:
        return text
    return text.format(**{name: _written(value, lang) for name, value in values.items()})


def _lookup(key: str) -> tuple[Text, str]:
    for lang in (_language, DEFAULT_LANGUAGE):
        text = _catalogue(lang).get(key)
        if text:
            return text, lang
    return key, DEFAULT_LANGUAGE


def _plural_form(forms: dict[str, str], lang: str, count: object, ordinal: bool) -> str:
    locale = locale_of(lang)
    rule = locale.ordinal_form if ordinal else locale.plural_form
    number = count if isinstance(count, int | float) else 0
    return forms.get(rule(abs(number)), forms["other"])


def _written(value: object, lang: str) -> object:
    if isinstance(value, int | float) and not isinstance(value, bool):
        return _number_in(value, lang)
    return value


@lru_cache(maxsize=4096)
def _number_in(value: float, lang: str) -> str:
    """`value` written `lang`'s way (cached: labels are looked up every frame)."""
    return format_decimal(value, locale=locale_of(lang), group_separator=False)


def number(value: float) -> str:
    """`value` written the current language's way (decimal sign)."""
    return str(_written(value, _language))


def ordinal(position: int) -> str:
    """`position` as an ordinal of the current language ("2nd", "2.", "2º", "第2")."""
    return t(ORDINAL_KEY, count=position)


def time_ago(moment: float, now: float | None = None) -> str:
    """How long ago `moment` (seconds since the epoch) was, in the current language ("5
    minutes ago"; CLDR's words, through Babel)."""
    import time
    from datetime import timedelta

    from babel.dates import format_timedelta

    elapsed = max(0.0, (time.time() if now is None else now) - moment)
    words: str = format_timedelta(timedelta(seconds=-elapsed), add_direction=True,
                                  locale=locale_of(language()))
    return words


def join(items: Iterable[str]) -> str:
    """Items as a list in the current language ("A, B and C", "A, B i C", "A、B和C").

    Where the language glues its "and" to the last word (Hebrew "ו"), a word in another
    script or a number takes a hyphen after it, as that orthography writes it ("ו-Eve")."""
    items, locale = list(items), locale_of(_language)
    pattern = locale.list_patterns["standard"]["end" if len(items) > 2 else "2"]
    before = pattern.partition("{1}")[0]  # a one-letter word glued on: " ו" in "{0} ו{1}"
    glued = len(before) >= 2 and before[-2] == " " and before[-1].isalpha()
    if len(items) > 1 and glued and items[-1] and _script(items[-1][0]) != _script(before[-1]):
        items[-1] = f"-{items[-1]}"
    return format_list(items, locale=locale)


def _script(character: str) -> str:
    """The first word of a character's Unicode name: its script, roughly (HEBREW, LATIN)."""
    return unicodedata.name(character, "?").split()[0]


def system_language(available: Iterable[str], environ: Mapping[str, str] | None = None) -> str:
    """The language of `available` closest to what the player reads: the locale variables
    first where they are set (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), then the desktop's
    preferred languages in order (Windows and macOS settings: a program started from the
    Finder has no LANG), else English."""
    return _system_choice(available, environ)[0]


#: Regions whose Chinese is written in simplified characters (where no script is named).
SIMPLIFIED_CHINESE_REGIONS = frozenset({"CN", "SG", "MY"})


def system_asks_simplified_chinese(available: Iterable[str],
                                   environ: Mapping[str, str] | None = None) -> bool:
    """Whether the system's locale that chose the language is Chinese in simplified
    characters (zh_CN, zh-Hans, zh-SG…), for which the Traditional catalogue is shown."""
    asked = _system_choice(available, environ)[1]
    if asked is None or asked.language != "zh":
        return False
    return asked.script == "Hans" or (asked.script is None
                                      and asked.territory in SIMPLIFIED_CHINESE_REGIONS)


def _system_choice(available: Iterable[str],
                   environ: Mapping[str, str] | None) -> tuple[str, Locale | None]:
    """The language `system_language` gives, and the system's locale that chose it."""
    environ = os.environ if environ is None else environ
    wanted = [part for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
              for part in environ.get(name, "").split(":") if part]
    wanted += [*_desktop_locales(), locale.getlocale()[0] or ""]
    by_locale = {str(locale_of(lang)): lang for lang in available}
    for name in wanted:
        try:
            asked = Locale.parse(name.split(".")[0].split("@")[0].replace("-", "_"))
        except (ValueError, TypeError, UnknownLocaleError):
            continue
        for candidate in _catalogue_locales(asked):
            if candidate in by_locale:
                return by_locale[candidate], asked
    return DEFAULT_LANGUAGE, None


def _catalogue_locales(asked: Locale) -> tuple[str, str]:
    """The catalogue locales that may serve `asked`: its own, then its language's. Chinese
    readers get the Traditional catalogue, Portuguese readers the Brazilian one."""
    if asked.language == "zh":
        asked = Locale("zh", script="Hant")
    if asked.language == "pt":
        asked = Locale("pt", "BR")
    return str(asked), asked.language


def _desktop_locales() -> list[str]:
    """The desktop's preferred languages, most wanted first ("pl_PL", "he"), as SDL asks
    the system for them (Windows' and macOS' language lists; the locale variables on Linux)."""
    import pygame.system

    try:
        preferred = pygame.system.get_pref_locales()
    except (AttributeError, pygame.error) as error:
        logger.warning("the desktop's preferred languages cannot be read: %s", error)
        return []
    return [f"{item['language']}_{item['country']}" if item.get("country")
            else str(item["language"]) for item in preferred if item.get("language")]


def language_name(lang: str) -> str:
    """A language's own name for itself ("polski", "עברית", "中文（繁體）")."""
    name = locale_of(lang).get_display_name(locale_of(lang)) or lang
    return name[:1].upper() + name[1:]


def has(key: str) -> bool:
    return key in _catalogue(DEFAULT_LANGUAGE)


#: Keys each language has only where it needs them: short and tiny forms of building names
#: for small tiles (a language whose names are longer needs more).
OPTIONAL_PREFIXES = ("game.tile.short.", "game.tile.tiny.")


def has_own(key: str) -> bool:
    """Whether the current language's catalogue has `key` (an optional key: OPTIONAL_PREFIXES)."""
    return key in _catalogue(_language)
