"""The program's log: what went wrong, kept in a file in the user's data folder.

`start_logging(program)` is called once, first thing, by each entry point (the game, its
self-test, the engine). From then on every module logs through the standard library,
`logging.getLogger(__name__)`: the handler sits on the package's logger ("caylus"), so any
`caylus.*` logger writes to the file. There is nothing else to call.

- `<data folder>/logs/<program>.log`, rotated at MAX_BYTES with BACKUPS older files kept;
- `<data folder>/logs/faults.log`: `faulthandler`'s stacks when the interpreter itself dies
  (a crash in SDL, a fatal signal), which no Python code could log;
- a crash hook (`sys.excepthook`, `threading.excepthook`) that writes the traceback of an
  exception nobody caught to the log before Python prints it.

Logging never stops the program. When the folder cannot be written (read-only, full, a file
in its way) the records go to standard error instead, after one line saying why (no
traceback); where there is no standard error either (a windowed build) they are dropped. A
log file that fails later (the disk fills up) says so once on standard error and goes quiet.
"""

from __future__ import annotations

import contextlib
import faulthandler
import logging
import logging.handlers
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import IO, Any

from caylus import __version__
from caylus.resources import data_dir_path

PACKAGE_LOGGER = "caylus"
LOG_FOLDER = "logs"
FAULTS_FILE = "faults.log"
MAX_BYTES = 1_000_000
BACKUPS = 3
FORMAT = "%(asctime)s %(process)d %(levelname)s %(name)s: %(message)s"

logger = logging.getLogger(__name__)
_started: dict[str, Path | None] = {}  # program -> its log file (None: standard error)
_faults_file: IO[str] | None = None  # kept open: faulthandler writes to its descriptor
_undo: list[Callable[[], None]] = []  # what stop_logging puts back, last first


def log_folder() -> Path:
    """The folder of the log files (inside the data folder; not made here)."""
    return data_dir_path() / LOG_FOLDER


def log_path(program: str = "caylus") -> Path:
    """The log file of `program` ("caylus" for the game, "engine", "self-test")."""
    return log_folder() / f"{program}.log"


def current_log() -> Path | None:
    """The file this run logs to, or None when it logs to standard error (or not at all)."""
    return next(iter(_started.values()), None)


class QuietFileHandler(logging.handlers.RotatingFileHandler):
    """A rotating log file that, when writing fails, says so once and goes quiet: the
    standard handler would print a traceback for every record instead."""

    failed = False

    def handleError(self, record: logging.LogRecord) -> None:
        if self.failed:
            return
        self.failed = True
        say(f"caylus: the log file {self.baseFilename} cannot be written "
            f"({why(sys.exc_info()[1])}); logging stops")
        self.setLevel(logging.CRITICAL + 1)
        with contextlib.suppress(OSError):
            self.close()


def why(error: BaseException | None) -> str:
    """A short reason for a failed write, from the system's own message."""
    if isinstance(error, OSError) and error.strerror:
        return error.strerror.lower()
    return "it failed"


def say(line: str) -> None:
    """One line on standard error, if there is one (a windowed build has none)."""
    if sys.stderr is not None:
        with contextlib.suppress(OSError, ValueError):
            print(line, file=sys.stderr, flush=True)


def start_logging(program: str = "caylus", level: int = logging.INFO) -> Path | None:
    """Send this run's log records to `program`'s log file (once per process; later calls
    return the same answer). Returns the file, or None when it could not be opened and the
    records go to standard error."""
    if not _started:
        start(program, log_path(program), level, say_why=True)
    return current_log()


def follow_log(program: str, folder: Path | None) -> None:
    """In a helper process (a computer player's): log to `<program>.log` in `folder`, the
    log folder of the process that started it, or, when that one keeps no log file (None),
    only warnings and worse to standard error."""
    if not _started:
        start(program, folder / f"{program}.log" if folder else None, logging.INFO,
              say_why=False)


def start(program: str, path: Path | None, level: int, say_why: bool) -> None:
    logging.raiseExceptions = False  # a handler that fails must not print tracebacks
    package = logging.getLogger(PACKAGE_LOGGER)
    package.setLevel(level)
    handler = open_file_handler(path, say_why) if path is not None else None
    if handler is None or path is None:
        _started[program] = None
        handler = stderr_handler()
    else:
        _started[program] = path
        start_fault_handler(path.parent)
    package.addHandler(handler)
    _undo.append(lambda: remove_handler(package, handler))
    install_crash_hooks()
    logger.info("Caylus %s (%s) started: Python %s on %s", __version__, program,
                sys.version.split()[0], sys.platform)


def remove_handler(owner: logging.Logger, handler: logging.Handler) -> None:
    owner.removeHandler(handler)
    handler.close()


def stop_logging() -> None:
    """Undo `start_logging` (for tests, which start programs in their own process)."""
    global _faults_file
    while _undo:
        _undo.pop()()
    _started.clear()
    if _faults_file is not None:
        _faults_file.close()
        _faults_file = None


def open_file_handler(path: Path, say_why: bool = True) -> logging.Handler | None:
    """The rotating handler for `path`, or None (after one line on stderr, if `say_why`)
    when it cannot be opened."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = QuietFileHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS,
                                   encoding="utf-8")
    except OSError as error:
        if say_why:
            say(f"caylus: cannot keep a log in {path.parent} ({why(error)}); "
                "problems are reported here instead")
        return None
    handler.setFormatter(logging.Formatter(FORMAT))
    return handler


def stderr_handler() -> logging.Handler:
    """Warnings and worse on standard error; nothing at all where there is none."""
    if sys.stderr is None:
        return logging.NullHandler()
    handler = logging.StreamHandler(sys.stderr)
    handler.setLevel(logging.WARNING)
    handler.setFormatter(logging.Formatter("caylus: %(levelname)s: %(message)s"))
    return handler


def start_fault_handler(folder: Path) -> None:
    """Let faulthandler write the stacks of a dying interpreter to `faults.log`."""
    global _faults_file
    was_enabled = faulthandler.is_enabled()
    try:
        _faults_file = (folder / FAULTS_FILE).open("a", encoding="utf-8")
        faulthandler.enable(file=_faults_file, all_threads=True)
        _undo.append(lambda: faulthandler.enable() if was_enabled else faulthandler.disable())
    except (OSError, ValueError, RuntimeError) as error:
        logger.warning("faulthandler cannot write to %s: %s", folder / FAULTS_FILE, why(error))


def install_crash_hooks() -> None:
    """Log every exception nobody caught (main thread and other threads), then let Python
    report it as it would have."""
    previous_hook = sys.excepthook
    previous_thread_hook = threading.excepthook

    def log_and_report(kind: type[BaseException], error: BaseException,
                       trace: TracebackType | None) -> None:
        if not issubclass(kind, KeyboardInterrupt):
            logger.critical("uncaught exception", exc_info=(kind, error, trace))
        previous_hook(kind, error, trace)

    def log_thread(arguments: Any) -> None:
        if arguments.exc_type is not SystemExit:
            name = arguments.thread.name if arguments.thread is not None else "?"
            logger.critical("uncaught exception in thread %s", name,
                            exc_info=(arguments.exc_type, arguments.exc_value,
                                      arguments.exc_traceback))
        previous_thread_hook(arguments)

    sys.excepthook = log_and_report
    threading.excepthook = log_thread
    _undo.append(lambda: setattr(sys, "excepthook", previous_hook))
    _undo.append(lambda: setattr(threading, "excepthook", previous_thread_hook))
