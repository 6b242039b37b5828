"""The one translation function for every piece of player-facing text.

Catalogues are JSON files in `assets/i18n/<language>/` (one file per area of the UI, merged);
keys are dotted ids, values may hold `{name}` placeholders. A missing key falls back to
English, then to the key itself, so a half-translated catalogue never breaks a screen.
"""

from __future__ import annotations

import json
from functools import cache

from caylus.resources import resource_path

DEFAULT_LANGUAGE = "en"
_language = DEFAULT_LANGUAGE


@cache
def _catalogue(language: str) -> dict[str, str]:
    folder = resource_path("assets", "i18n", language)
    merged: dict[str, str] = {}
    for path in sorted(folder.glob("*.json")):
        merged.update(json.loads(path.read_text("utf-8")))
    return merged


def set_language(language: str) -> None:
    global _language
    _language = language


def t(key: str, **values: object) -> str:
    """The text for `key` in the current language, with `{placeholders}` filled in."""
    text = _catalogue(_language).get(key) or _catalogue(DEFAULT_LANGUAGE).get(key) or key
    return text.format(**values) if values else text


def has(key: str) -> bool:
    return key in _catalogue(DEFAULT_LANGUAGE)
