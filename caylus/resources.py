"""Where the game's shipped data and the user's own files live.

Shipped data is `maps/` and `assets/`, side by side (the map links `../assets/tiles/*.png`).
They sit at the top of a checkout, inside the bundle of a PyInstaller executable, and inside
the package (`caylus/maps/`, `caylus/assets/`) of an installed wheel (see setup.py);
`resource_path` finds them in all three. A shipped file that is missing or cannot be read
is a `MissingResource` or `DamagedResource` naming the file, which the game reports by
asking for a reinstall (`caylus.ui.fatal`). Saves and settings go to the user's data folder,
never inside the package or the bundle.
"""

from __future__ import annotations

import contextlib
import importlib
import json
import os
import sys
from collections.abc import Callable
from importlib.resources import files
from pathlib import Path
from typing import Any, ClassVar, TypeVar

from caylus.errors import CaylusError

T = TypeVar("T")

APP_NAME = "Caylus"
#: The modules that read a shipped table when they are imported (`read_table`).
TABLE_READERS = ("caylus.core", "caylus.ai")
# Tests point this at a copy of the shipped files, to damage it without touching the real ones.
RESOURCE_ROOT_VARIABLE = "CAYLUS_RESOURCE_ROOT"


class ResourceError(CaylusError):
    """A shipped file the game needs cannot be used; `path` names it."""

    default_code: ClassVar[str] = "install.broken"

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.reason = reason


class MissingResource(ResourceError):
    """A shipped file is not there."""

    default_code: ClassVar[str] = "install.missing"

    def __init__(self, path: Path) -> None:
        super().__init__(path, "missing")


class DamagedResource(ResourceError):
    """A shipped file is there but cannot be read (truncated, corrupt, wrong format)."""

    default_code: ClassVar[str] = "install.damaged"


def read_table(path: Path, build: Callable[[Any], T]) -> T:
    """A JSON table shipped inside the package (the building table, the computer players'
    weights), made into values by `build`. MissingResource or DamagedResource naming the
    file when it is missing, is not JSON, or is not the table `build` expects (a LookupError,
    TypeError or ValueError from it): the modules that read a table when they are imported
    fail with an error the program's entry points report, never with a traceback."""
    try:
        text = path.read_text("utf-8")
    except FileNotFoundError:
        raise MissingResource(path) from None
    except (OSError, UnicodeDecodeError):
        raise DamagedResource(path, "it cannot be read as text") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise DamagedResource(path, f"it is not valid JSON (line {error.lineno}, column "
                                    f"{error.colno})") from None
    except (ValueError, RecursionError):
        raise DamagedResource(path, "it is not valid JSON") from None
    try:
        return build(data)
    except (LookupError, TypeError, ValueError, AttributeError):
        raise DamagedResource(path, "it does not hold the table the game expects") from None


def shipped_table_problem() -> ResourceError | None:
    """The shipped table that stops the rules or the computer players from being imported
    (so that no entry point can start), or None."""
    for name in TABLE_READERS:
        try:
            importlib.import_module(name)
        except ResourceError as error:
            return error
    return None


def broken_install_text(error: ResourceError) -> str:
    """One line for a terminal or the engine: the file, what is wrong, what to do."""
    if isinstance(error, MissingResource):
        return f"a file Caylus needs is missing: {error.path}; please reinstall Caylus"
    return (f"a file Caylus needs is damaged and cannot be read: {error.path} ({error.reason}); "
            "please reinstall Caylus")


def project_root() -> Path:
    """The folder that holds `maps/` and `assets/`."""
    override = os.environ.get(RESOURCE_ROOT_VARIABLE)
    if override:
        return Path(override)
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    package = files("caylus")  # a plain folder wherever a wheel is installed
    if not isinstance(package, Path):
        package = Path(__file__).resolve().parent
    for root in (package, package.parent):  # an installed wheel, then a checkout (or editable)
        if (root / "assets").is_dir() or (root / "maps").is_dir():
            return root
    return package  # neither: files will be reported missing where a wheel puts them


def package_data(package: str, *parts: str) -> Path:
    """A data file shipped inside `package`, e.g. `package_data("caylus.core", "data",
    "buildings.json")`. Found from the package, not from a module's `__file__`, which a
    module compiled by mypyc does not have as the interpreted one does (not checked)."""
    return Path(str(files(package).joinpath(*parts)))


def resource_path(*parts: str) -> Path:
    """A shipped file, e.g. `resource_path("maps", "board.tmx")` (not checked)."""
    return project_root().joinpath(*parts)


def require_file(*parts: str) -> Path:
    """`resource_path(*parts)`, or MissingResource if no such file is there."""
    path = resource_path(*parts)
    if not path.is_file():
        raise MissingResource(path)
    return path


_chosen_data_dir: Path | None = None


def choose_user_data_dir(path: str | os.PathLike[str] | None) -> None:
    """Use `path` for saves and settings from now on (`caylus --data-dir`); None: the default."""
    global _chosen_data_dir
    _chosen_data_dir = Path(path) if path is not None else None


def data_dir_path() -> Path:
    """Where the user's data folder is (not made): `choose_user_data_dir` (the `--data-dir`
    option) wins, then `CAYLUS_DATA_DIR` (which tests use to stay out of the real one), then
    the system's usual place."""
    override = os.environ.get("CAYLUS_DATA_DIR")
    if _chosen_data_dir is not None:
        return _chosen_data_dir
    if override:
        return Path(override)
    from platformdirs import user_data_path

    return user_data_path(APP_NAME, appauthor=False)


def user_data_dir() -> Path:
    """The user's data folder for saves and settings (`data_dir_path`), created on demand
    when it can be. A folder that cannot be made is still returned: writing there fails with
    a reason, and `data_dir_problem` tells the game at start that it cannot save."""
    path = data_dir_path()
    with contextlib.suppress(OSError):
        path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir_problem() -> OSError | None:
    """Why saves and settings cannot be written to the data folder, or None if they can.

    Makes the folder and writes, then removes, a small probe file: a read-only disk, a full
    disk, a folder that cannot be made or a file in its place all show up here."""
    path = user_data_dir()
    probe = path / f".write-test-{os.getpid()}"
    try:
        path.mkdir(parents=True, exist_ok=True)
        with probe.open("wb") as handle:
            handle.write(b"caylus")
            handle.flush()
            os.fsync(handle.fileno())
    except OSError as error:
        return error
    finally:
        with contextlib.suppress(OSError):
            probe.unlink(missing_ok=True)
    return None
