"""The code stays readable in one sitting: no module of the package is over 500 lines."""

from __future__ import annotations

from pathlib import Path

import caylus

PACKAGE = Path(caylus.__file__).parent
MOST_LINES = 500


def test_no_module_is_over_500_lines() -> None:
    sizes = {path.relative_to(PACKAGE.parent).as_posix(): len(path.read_text("utf-8").splitlines())
             for path in PACKAGE.rglob("*.py")}
    assert len(sizes) > 100
    assert {name: lines for name, lines in sizes.items() if lines > MOST_LINES} == {}
