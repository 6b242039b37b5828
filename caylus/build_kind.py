"""Which build of the rules core and the computer players is running: compiled by mypyc
(setup.py, docs/BUILDING.md) or the interpreted sources.

Both are the same program from the same source; only the speed differs. The compiled
modules sit beside their `.py` sources, and Python prefers them. `CAYLUS_INTERPRETED=1`
makes this process (and the worker processes it starts, which inherit the environment) run
the sources instead: for debugging, and for measuring one build against the other.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from collections.abc import Sequence
from importlib.abc import MetaPathFinder
from importlib.machinery import EXTENSION_SUFFIXES, ExtensionFileLoader, ModuleSpec, PathFinder
from importlib.util import spec_from_file_location
from pathlib import Path
from types import ModuleType

COMPILED = "compiled"
INTERPRETED = "interpreted"
#: The environment variable that forces the interpreted build.
FORCE_INTERPRETED = "CAYLUS_INTERPRETED"
#: A module that is compiled whenever the build is.
PROBE = "caylus.core.game"


def interpreted_forced() -> bool:
    return os.environ.get(FORCE_INTERPRETED, "").strip() not in ("", "0")


def running_build() -> str:
    """COMPILED or INTERPRETED: what this process runs, or would import. Nothing of the rules
    is imported to tell, so that `--version` answers even when they cannot load."""
    module = sys.modules.get(PROBE)
    if module is not None:
        origin = getattr(module, "__file__", None) or ""
        return COMPILED if origin.endswith(tuple(EXTENSION_SUFFIXES)) else INTERPRETED
    if interpreted_forced():
        return INTERPRETED
    package, _, name = PROBE.rpartition(".")
    spec = importlib.util.find_spec(package)  # imports `caylus` only, not the package itself
    folders = (spec.submodule_search_locations or []) if spec is not None else []
    compiled = any((Path(folder) / f"{name}{suffix}").is_file()
                   for folder in folders for suffix in EXTENSION_SUFFIXES)
    return COMPILED if compiled else INTERPRETED


def build_line() -> str:
    """What `--version` says of the build, under the version (English, as the rest of it)."""
    return "compiled build (mypyc)" if running_build() == COMPILED else "interpreted build"


class SourcesFirst(MetaPathFinder):
    """Finds a caylus module's `.py` source where a compiled extension stands beside it."""

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> ModuleSpec | None:
        if not fullname.startswith("caylus.") or path is None:
            return None
        spec = PathFinder.find_spec(fullname, path)
        if spec is None or spec.origin is None or not isinstance(spec.loader,
                                                                  ExtensionFileLoader):
            return None
        source = Path(spec.origin).with_name(fullname.rpartition(".")[2] + ".py")
        return spec_from_file_location(fullname, source) if source.is_file() else None


def obey_environment() -> None:
    """With CAYLUS_INTERPRETED set, every caylus module imported from now on is its source."""
    if interpreted_forced() and not any(isinstance(f, SourcesFirst) for f in sys.meta_path):
        sys.meta_path.insert(0, SourcesFirst())
