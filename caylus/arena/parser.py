"""The command lines' argument parser (arena, exploitability harness, weight fitting)."""

from __future__ import annotations

import argparse
from typing import NoReturn


class Parser(argparse.ArgumentParser):
    """argparse, but a usage mistake is one line on stderr and exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} (see --help)\n")


def at_least_one(text: str) -> int:
    """An argparse type: a whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} is less than 1")
    return value


def add_run_arguments(parser: argparse.ArgumentParser, save_help: str) -> None:
    """--jobs, --out (a resumable results file), --save and --quiet, as the fit and the
    calibration take them."""
    parser.add_argument("--jobs", type=at_least_one, default=1)
    parser.add_argument("--out", required=True, help="results file (resumable)")
    parser.add_argument("--save", action="store_true", help=save_help)
    parser.add_argument("--quiet", action="store_true")
