"""Where the game's shipped data and the user's own files live.

Shipped data (`maps/`, `assets/`) sits beside the package in a checkout and inside the
bundle in a PyInstaller executable; `resource_path` finds it in both. Saves and settings
go to the user's data folder, never inside the bundle.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "Caylus"


def project_root() -> Path:
    """The folder that holds `maps/` and `assets/`."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def resource_path(*parts: str) -> Path:
    """A shipped file, e.g. `resource_path("maps", "board.tmx")`."""
    return project_root().joinpath(*parts)


def user_data_dir() -> Path:
    """The user's data folder for saves and settings (created on demand).

    `CAYLUS_DATA_DIR` overrides it, which tests use to stay out of the real one.
    """
    override = os.environ.get("CAYLUS_DATA_DIR")
    if override:
        path = Path(override)
    else:
        from platformdirs import user_data_path

        path = user_data_path(APP_NAME, appauthor=False)
    path.mkdir(parents=True, exist_ok=True)
    return path
