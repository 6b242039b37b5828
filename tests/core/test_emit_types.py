"""`emit` is typed per event kind (caylus/core/emitting.py): the checker refuses an event
whose data is another kind's, and accepts each kind with its own."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SNIPPET = """\
from caylus.core.game import new_game
from caylus.core.vocabulary import EventKind
game = new_game(2)
game.emit(EventKind.INCOME, 0, {"amount": 3})
game.emit(EventKind.TURN, None, {"amount": 3})
game.emit(EventKind.PROVOST, 1, {"from": 3, "to": 5, "cost": 2})
game.emit(EventKind.BAILIFF, None, {"from": 3, "to": 5, "cost": 2})
"""


def test_the_checker_refuses_data_of_another_kind(tmp_path: Path) -> None:
    snippet = tmp_path / "events.py"
    snippet.write_text(SNIPPET, "utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", "--cache-dir",
         str(tmp_path / "cache"), "--config-file", str(ROOT / "pyproject.toml"), str(snippet)],
        capture_output=True, text=True, cwd=ROOT, timeout=300, check=False)
    errors = [line for line in done.stdout.splitlines() if ": error:" in line]
    assert [int(line.split(":")[1]) for line in errors] == [5, 7], done.stdout
