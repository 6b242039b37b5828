"""`python -m caylus.engine`: the engine protocol on stdin/stdout (docs/ENGINE.md).

The rules are imported only after the log is set up and the shipped tables are checked: a
copy whose building table is missing or damaged answers with one `error` line naming the file
(and exits with status BROKEN_INSTALL) instead of a traceback.
"""

from __future__ import annotations

import argparse
import io
import logging
import sys
from typing import TYPE_CHECKING, TextIO

from caylus.logfile import log_path, start_logging
from caylus.resources import broken_install_text, shipped_table_problem

if TYPE_CHECKING:
    from caylus.engine.session import EngineSession

BROKEN_INSTALL = 1
logger = logging.getLogger(__name__)


def serve(source: TextIO, sink: TextIO, session: EngineSession | None = None) -> None:
    """Answer each line of `source` on `sink`, flushing after every answer, until quit or EOF."""
    if session is None:
        from caylus.engine.session import EngineSession

        session = EngineSession()
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
        epilog=f"What goes wrong is written to {log_path('engine')}",
        formatter_class=argparse.RawDescriptionHelpFormatter,  # the log's path unbroken
    )
    parser.parse_args(argv)
    for stream in (sys.stdin, sys.stdout):
        if isinstance(stream, io.TextIOWrapper):  # not when a caller swapped them
            stream.reconfigure(encoding="utf-8", errors="replace")
    start_logging("engine")
    problem = shipped_table_problem()
    if problem is not None:
        logger.error("a shipped file cannot be used: %s", problem)
        print(f"error Caylus cannot start: {broken_install_text(problem)}", flush=True)
        return BROKEN_INSTALL
    try:
        serve(sys.stdin, sys.stdout)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # the reader went away: nothing more can be said, and no traceback either
        sys.stdout = None
        return 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
