"""Progress for the long command-line runs (arena, exploit search, review): tqdm's bar when it is
installed (the `arena` extra), else a plain line now and then. Players' installs do not carry
tqdm, so nothing a player runs may need it.

`progress_bar` takes the tqdm arguments these tools use and returns an object with the part of
tqdm's interface they call: `update`, `write`, `refresh`, `close`, `n`, `total`, and `with`.
"""

from __future__ import annotations

import sys
import time
from types import TracebackType
from typing import Any, TextIO

PLAIN_EVERY = 5.0  # seconds between two plain progress lines


class PlainProgress:
    """A progress report without tqdm: "desc: 12/40 games" at most every PLAIN_EVERY seconds,
    and once at the end."""

    def __init__(self, total: int | None = None, initial: int = 0, unit: str = "it",
                 desc: str = "", disable: bool = False, file: TextIO | None = None,
                 **_ignored: Any) -> None:
        self.total = total
        self.n = initial
        self.unit = unit
        self.desc = desc
        self.disable = disable
        self.file = file if file is not None else sys.stderr
        self.said_at = time.monotonic()
        self.closed = False

    def line(self) -> str:
        count = f"{self.n}/{self.total}" if self.total is not None else str(self.n)
        return f"{self.desc + ': ' if self.desc else ''}{count} {self.unit}"

    def write(self, text: str) -> None:
        if self.file is not None:
            print(text, file=self.file, flush=True)

    def refresh(self) -> None:
        if not self.disable:
            self.write(self.line())
            self.said_at = time.monotonic()

    def update(self, count: int = 1) -> None:
        self.n += count
        if time.monotonic() - self.said_at >= PLAIN_EVERY:
            self.refresh()

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self.refresh()

    def __enter__(self) -> PlainProgress:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.close()


def progress_bar(**options: Any) -> Any:
    """tqdm(**options) when tqdm is installed, else PlainProgress(**options)."""
    try:
        from tqdm import tqdm
    except ImportError:
        return PlainProgress(**options)
    return tqdm(**options)
