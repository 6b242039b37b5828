"""The game's licence, the third-party notices and the table of components they are built from.

The table (`components.json`, shipped inside the package) names every library, data set and
font that a wheel install or the standalone executable carries, under which licence, and which
files it covers; `tools/third_party_notices.py` writes THIRD-PARTY-NOTICES.txt from it and checks
executable builds against it. The About page shows `components()` and the two text files, which
`legal_file` finds wherever the game runs from: a checkout, a PyInstaller bundle or a wheel.
"""

from __future__ import annotations

import importlib.metadata
import json
import logging
import sys
from dataclasses import dataclass
from functools import cache
from importlib.resources import files
from pathlib import Path

logger = logging.getLogger(__name__)

LICENSE = "LICENSE"
NOTICES = "THIRD-PARTY-NOTICES.txt"
LEGAL_FILES = (LICENSE, NOTICES)
KINDS = ("runtime", "bootloader", "python", "native", "data", "font")


@dataclass(frozen=True)
class Component:
    """One third-party part of the game, as the notices list it.

    `licence` is an SPDX expression; `files` are file-name patterns (a pattern with a `/`
    matches the end of a bundle-relative path) that work for the Linux, Windows and macOS file
    names; `modules` are top-level Python import names (patterns too); `texts` name the licence
    texts (`dist:NAME` for a Python distribution's own licence files, else a file of
    `legal/texts/` in the repository, which only the notices' generator reads).
    """

    id: str
    name: str
    licence: str
    homepage: str
    kind: str
    files: tuple[str, ...] = ()
    modules: tuple[str, ...] = ()
    texts: tuple[str, ...] = ()
    distribution: str | None = None


def _component(entry: dict[str, object]) -> Component:
    """One table row as a Component; a malformed row raises ValueError naming it."""
    try:
        component = Component(
            id=str(entry["id"]),
            name=str(entry["name"]),
            licence=str(entry["licence"]),
            homepage=str(entry["homepage"]),
            kind=str(entry["kind"]),
            files=_strings(entry.get("files", [])),
            modules=_strings(entry.get("modules", [])),
            texts=_strings(entry.get("texts", [])),
            distribution=None if entry.get("distribution") is None else str(entry["distribution"]),
        )
    except KeyError as missing:
        raise ValueError(f"components.json: {entry.get('id', entry)!r} lacks {missing}") from None
    if component.kind not in KINDS:
        raise ValueError(f"components.json: {component.id} has unknown kind {component.kind!r}")
    return component


def _strings(value: object) -> tuple[str, ...]:
    """A JSON list of strings as a tuple (anything else is a broken table)."""
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise ValueError(f"components.json: expected a list of strings, got {value!r}")
    return tuple(value)


@cache
def components() -> tuple[Component, ...]:
    """Every third-party component, in the table's order (read once)."""
    text = files(__package__).joinpath("components.json").read_text(encoding="utf-8")
    return tuple(_component(entry) for entry in json.loads(text)["components"])


def legal_file(name: str) -> Path | None:
    """Where LICENSE or THIRD-PARTY-NOTICES.txt is, or None (logged) if this install lacks it.

    Looked for at the root of a PyInstaller bundle (`sys._MEIPASS`), at the top of a checkout
    (beside the `caylus` package and pyproject.toml) and among an installed wheel's files
    (its dist-info).
    """
    if name not in LEGAL_FILES:
        raise ValueError(f"not a legal file: {name!r} (one of {LEGAL_FILES})")
    for candidate in _candidates(name):
        if candidate.is_file():
            return candidate
    logger.warning("%s not found (frozen: %s)", name, hasattr(sys, "_MEIPASS"))
    return None


def _candidates(name: str) -> list[Path]:
    """The places `name` may be, most specific first."""
    places = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        places.append(Path(bundle) / name)
    checkout = Path(__file__).resolve().parents[2]
    if (checkout / "pyproject.toml").is_file():  # not a stray LICENSE in site-packages
        places.append(checkout / name)
    places.extend(_installed(name))
    return places


def _installed(name: str) -> list[Path]:
    """`name` among the files the installed `caylus` distribution records."""
    try:
        recorded = importlib.metadata.files("caylus") or []
    except importlib.metadata.PackageNotFoundError:
        return []
    return [Path(str(path.locate())) for path in recorded if path.name == name]
