"""Re-run the commands of docs/ENGINE.md's worked example and write their real answers back.

Run after a change to the core's event texts or flow:  python tools/refresh_engine_example.py
(tests/engine/test_engine.py checks that the example is real output).
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from caylus.engine.session import EngineSession

DOC = Path(__file__).resolve().parent.parent / "docs" / "ENGINE.md"
MARKER = "## A worked example"


def main() -> None:
    head, rest = DOC.read_text("utf-8").split(MARKER, 1)
    intro, block, tail = rest.split("```\n", 2)
    commands = [line[2:] for line in block.splitlines() if line.startswith("> ")]
    here = Path.cwd()
    os.chdir(tempfile.mkdtemp())
    try:
        session = EngineSession()
        lines: list[str] = []
        for command in commands:
            lines += ["> " + command, *session.handle(command)]
    finally:
        os.chdir(here)
    DOC.write_text(head + MARKER + intro + "```\n" + "\n".join(lines) + "\n```\n" + tail, "utf-8")
    print(f"refreshed {len(commands)} commands in {DOC}")


if __name__ == "__main__":
    main()
