"""`caylus` / `python -m caylus`: start the game (or print the version).

Nothing here imports the rules before the command line is read: a shipped table that cannot
be used (the rules' and the computer players' read when they are imported) is found by
`shipped_table_problem` and reported by every way in — `--version` and `--help` print it, the
game shows its broken-install screen, the self-test fails on it — instead of a traceback.
"""

from __future__ import annotations

import argparse
import logging
import multiprocessing
import os
import signal
import sys
from collections.abc import Sequence
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

from caylus import __version__, interrupt
from caylus.build_kind import build_line
from caylus.identity import BUG_REPORT_URL
from caylus.logfile import log_path, start_logging
from caylus.resources import broken_install_text, shipped_table_problem

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
INTERRUPTED = 130  # the exit status of a program stopped by Ctrl+C
BROKEN_INSTALL = 1  # the exit status when a shipped file cannot be used (caylus.ui.fatal's)
NO_DISPLAY = 1  # the exit status when there is no screen to open the game on


def as_typed(argument: str) -> str:
    """A command-line argument as it was typed: under an ASCII locale Python reads the bytes
    of "1280×" as '1280\\udcc3\\udc97' (issue 35), which an error message must not echo."""
    if not any("\udc80" <= character <= "\udcff" for character in argument):
        return argument
    return os.fsencode(argument).decode("utf-8", errors="replace")


def window_size(text: str) -> tuple[int, int]:
    """argparse type for `WIDTHxHEIGHT`, e.g. 1600x900."""
    from caylus.ui.options import MAX_WINDOW, MIN_WINDOW

    text = as_typed(text)
    width, _, height = text.lower().replace("×", "x").partition("x")
    try:
        size = (int(width), int(height))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a window size; write it as WIDTHxHEIGHT, e.g. 1600x900"
        ) from None
    fits = all(low <= n <= high for low, n, high in zip(MIN_WINDOW, size, MAX_WINDOW, strict=True))
    if not fits:
        raise argparse.ArgumentTypeError(
            f"{text!r} is outside the sizes Caylus supports "
            f"({MIN_WINDOW[0]}x{MIN_WINDOW[1]} to {MAX_WINDOW[0]}x{MAX_WINDOW[1]})"
        )
    return size


class ThenSayIfBroken(argparse.Action):
    """`--help` or `--version`: print it, then a line on standard error if this copy cannot
    start (exit status BROKEN_INSTALL then)."""

    def __init__(self, option_strings: Sequence[str], dest: str, text: str = "",
                 **kwargs: Any) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, **kwargs)
        self.text = text

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: object, option_string: str | None = None) -> None:
        if self.text:
            print(self.text)
        else:
            parser.print_help()
        problem = shipped_table_problem()
        if problem is not None:
            print(f"caylus: {broken_install_text(problem)}", file=sys.stderr)
        parser.exit(0 if problem is None else BROKEN_INSTALL)


def build_parser() -> argparse.ArgumentParser:
    from caylus.ui.options import LANGUAGES

    parser = argparse.ArgumentParser(
        prog="caylus",
        description="Caylus, the worker-placement board game, for 2-5 players on one computer.",
        epilog=f"What goes wrong is written to {log_path()}\n(under the --data-dir folder "
               f"when one is given).\nReport a problem, with that log attached: {BUG_REPORT_URL}",
        formatter_class=argparse.RawDescriptionHelpFormatter,  # the log's path unbroken
        add_help=False,
    )
    parser.add_argument("-h", "--help", action=ThenSayIfBroken,
                        help="show this help message and exit")
    parser.add_argument("--version", action=ThenSayIfBroken,
                        text=f"caylus {__version__}\n{build_line()}",
                        help="show the version and exit (and which build: docs/BUILDING.md)")
    parser.add_argument("--self-test", action="store_true",
                        help="check this copy of the game without a window, then exit")
    parser.add_argument("--report", metavar="FILE", type=Path,
                        help="write what --version, --help and --self-test print to this file "
                             "(UTF-8) instead of standard output")
    parser.add_argument("--data-dir", metavar="FOLDER",
                        help="keep saved games, settings and the log in this folder")
    parser.add_argument("--lang", metavar="LANGUAGE", choices=LANGUAGES,
                        help="speak this language this time: " + ", ".join(LANGUAGES))
    parser.add_argument("--demo", action="store_true",
                        help="play computer games one after another, with captions, for a "
                             "game night's screen (any key or click: the title screen)")
    display = parser.add_mutually_exclusive_group()
    display.add_argument("--windowed", metavar="WxH", type=window_size,
                         help="play in a window of this size this time (e.g. 1600x900)")
    display.add_argument("--fullscreen", action="store_true",
                         help="play in full screen this time")
    add_desktop_entry_options(parser)
    return parser


# --- Linux desktop menu entry (caylus.desktop_entry) ---------------------------------------
def add_desktop_entry_options(parser: argparse.ArgumentParser) -> None:
    entry = parser.add_mutually_exclusive_group()
    entry.add_argument("--install-desktop-entry", action="store_true",
                       help="add Caylus, with its icon, to this user's desktop menu (Linux), "
                            "then exit")
    entry.add_argument("--uninstall-desktop-entry", action="store_true",
                       help="remove what --install-desktop-entry added, then exit")


def desktop_entry_command(args: argparse.Namespace) -> int | None:
    """The exit status of --install/--uninstall-desktop-entry, or None when neither was given."""
    if not (args.install_desktop_entry or args.uninstall_desktop_entry):
        return None
    from caylus import desktop_entry

    if args.install_desktop_entry:
        return desktop_entry.install_desktop_entry()
    return desktop_entry.uninstall_desktop_entry()
# --- end of the desktop menu entry ----------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    # First of all: in the one-file build a computer player's process starts this same
    # executable, and without this it would open a new game window instead of thinking.
    multiprocessing.freeze_support()
    report = report_path(argv)
    args = parse_arguments(argv, report)
    if args.data_dir is not None:
        from caylus.resources import choose_user_data_dir

        choose_user_data_dir(Path(args.data_dir).expanduser())
    start_logging("self-test" if args.self_test else "caylus")
    entry_status = desktop_entry_command(args)  # before any window: a terminal command
    if entry_status is not None:
        return entry_status
    if args.self_test:
        from caylus.devtools.selftest import main as self_test

        return self_test(args.lang, report)
    # Imported before `kill` is caught: an import cut short by it could leave a lock behind.
    from caylus.ui.fatal import run_or_report

    problem = shipped_table_problem()  # imports the rules and the computer players
    interrupt.catch()  # `kill` saves and leaves like Ctrl+C; either is noticed by the loop
    try:
        return run_or_report(lambda: play(args), lambda: problem)
    except KeyboardInterrupt:  # before the window was open: nothing to save
        return INTERRUPTED


# --- `--report FILE` -----------------------------------------------------------------------
# The windowed Windows executable has no standard output, so `--version` printed nothing and a
# check had to use a console build instead of the file that ships. With `--report FILE` every
# build writes what these options print to FILE, and tools/build_executable.sh checks the
# shipped file that way on every system.


def report_path(argv: list[str] | None) -> Path | None:
    """FILE of `--report FILE`, read first: `--version` acts as soon as it is parsed, and may
    come before `--report` on the command line."""
    early = argparse.ArgumentParser(add_help=False, exit_on_error=False)
    early.add_argument("--report", type=Path)
    try:
        known, _ = early.parse_known_args(argv)
    except argparse.ArgumentError:  # e.g. no FILE after it: the real parser says so
        return None
    report: Path | None = known.report
    return report


def parse_arguments(argv: list[str] | None, report: Path | None) -> argparse.Namespace:
    """The options; with a report file, what parsing prints goes there: --version, --help,
    a broken install, or a mistake on the command line."""
    if report is None:
        return build_parser().parse_args(argv)
    try:
        out = report.open("w", encoding="utf-8")
    except OSError as error:
        logging.getLogger(__name__).error("cannot write the report file %s: %s", report, error)
        print(f"caylus: cannot write the report file {report}: {error}", file=sys.stderr)
        raise SystemExit(2) from None
    with out, redirect_stdout(out), redirect_stderr(out):
        return build_parser().parse_args(argv)


def play(args: argparse.Namespace) -> int:
    from caylus.ui.app import App  # imported here so that --version and --help stay instant
    from caylus.ui.display_env import NoDisplay

    fullscreen = True if args.fullscreen else (False if args.windowed else None)
    try:
        app = App(size=args.windowed, fullscreen=fullscreen, language=args.lang,
                  guard_saves=True)
    except NoDisplay as error:
        from caylus.ui.fatal import say_no_display

        say_no_display(error)
        return NO_DISPLAY
    if getattr(args, "demo", False):
        app.open_demo()
    try:
        app.run()
    except KeyboardInterrupt:  # Ctrl+C in the terminal: save the game and leave quietly
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # a second Ctrl+C must not cut the save
        app.save_current_game()
        return INTERRUPTED
    except BaseException:
        app.save_current_game()  # a crash loses nothing already decided
        raise
    return 0


if __name__ == "__main__":
    sys.exit(main())
