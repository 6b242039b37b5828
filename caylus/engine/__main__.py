"""`python -m caylus.engine`: the engine protocol on stdin/stdout (docs/ENGINE.md)."""

from __future__ import annotations

import argparse
import sys
from typing import TextIO

from caylus.engine.session import EngineSession


def serve(source: TextIO, sink: TextIO, session: EngineSession | None = None) -> None:
    """Answer each line of `source` on `sink`, flushing after every answer, until quit or EOF."""
    session = session or EngineSession()
    try:
        while not session.finished:
            line = source.readline()
            if not line:
                return
            answer = session.handle(line)
            if answer:
                sink.write("".join(f"{text}\n" for text in answer))
                sink.flush()
    finally:
        session.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m caylus.engine",
        description="Play Caylus through a line protocol on stdin/stdout. "
        "Type 'help' once it runs; see docs/ENGINE.md.",
    )
    parser.parse_args(argv)
    for stream in (sys.stdin, sys.stdout):
        stream.reconfigure(encoding="utf-8", errors="replace")  # type: ignore[attr-defined]
    try:
        serve(sys.stdin, sys.stdout)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # the reader went away: nothing more can be said, and no traceback either
        sys.stdout = None  # type: ignore[assignment]
        return 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
