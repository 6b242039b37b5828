"""Every module imports on its own, in a fresh import state: no import cycles hide behind the
order in which the game happens to load them."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from caylus.build_kind import FORCE_INTERPRETED

PACKAGE = Path(__file__).resolve().parents[2] / "caylus"

SCRIPT = """
import importlib, sys
failures = []
for name in sys.argv[1:]:
    for loaded in [m for m in sys.modules if m == "caylus" or m.startswith("caylus.")]:
        del sys.modules[loaded]
    try:
        importlib.import_module(name)
    except Exception as error:
        failures.append(f"{name}: {type(error).__name__}: {error}")
print("\\n".join(failures))
sys.exit(1 if failures else 0)
"""


def module_names() -> list[str]:
    names = []
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        if parts[-1] == "__main__":
            continue
        names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


@pytest.mark.slow
def test_every_module_imports_on_its_own() -> None:
    names = module_names()
    assert "caylus.ui.render.board_state" in names
    # The sources, whichever build is installed: import circles are the sources' own, and a
    # module compiled by mypyc cannot be imported afresh after it is dropped from sys.modules.
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT, *names], capture_output=True, text=True, timeout=120,
        check=False, env={**os.environ, FORCE_INTERPRETED: "1"},
    )
    assert result.returncode == 0, result.stdout + result.stderr
