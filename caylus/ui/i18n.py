"""The one translation function for every piece of player-facing text.

Catalogues are JSON files in `assets/i18n/<language>/` (one file per area of the UI, merged);
keys are dotted ids, values may hold `{name}` placeholders. A missing key falls back to
English, then to the key itself, so a half-translated catalogue never breaks a screen. The
English catalogues are the game's own words: one that is missing or cannot be read is a
MissingResource or DamagedResource naming the file (the game then asks for a reinstall).
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from caylus.resources import DamagedResource, MissingResource, resource_path

DEFAULT_LANGUAGE = "en"
# The English catalogues every copy of the game ships (assets/i18n/en/<name>.json).
CATALOGUES = ("buildings", "game", "reasons", "shell")
_language = DEFAULT_LANGUAGE


def read_catalogue(language: str) -> dict[str, str]:
    """Every catalogue file of `language`, read from disk and merged (not cached)."""
    folder = resource_path("assets", "i18n", language)
    paths = set(folder.glob("*.json"))
    if language == DEFAULT_LANGUAGE:
        paths |= {folder / f"{name}.json" for name in CATALOGUES}
    merged: dict[str, str] = {}
    for path in sorted(paths):
        merged.update(_read_file(path))
    return merged


def _read_file(path: Path) -> dict[str, str]:
    try:
        texts = json.loads(path.read_text("utf-8"))
    except FileNotFoundError:
        raise MissingResource(path) from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise DamagedResource(path, str(error)) from error
    if not isinstance(texts, dict) or not all(isinstance(v, str) for v in texts.values()):
        raise DamagedResource(path, "not a table of texts")
    return texts


def languages() -> list[str]:
    """The languages that have a catalogue folder."""
    folder = resource_path("assets", "i18n")
    if not folder.is_dir():
        raise MissingResource(folder)
    return sorted(path.name for path in folder.iterdir() if path.is_dir())


_catalogue = cache(read_catalogue)


def check_catalogues() -> int:
    """Read the English catalogues now (kept for `t`), not at the first text: how many texts.

    MissingResource or DamagedResource if one of them cannot be used."""
    return len(_catalogue(DEFAULT_LANGUAGE))


def set_language(language: str) -> None:
    global _language
    _language = language


def t(key: str, **values: object) -> str:
    """The text for `key` in the current language, with `{placeholders}` filled in."""
    text = _catalogue(_language).get(key) or _catalogue(DEFAULT_LANGUAGE).get(key) or key
    return text.format(**values) if values else text


def has(key: str) -> bool:
    return key in _catalogue(DEFAULT_LANGUAGE)
