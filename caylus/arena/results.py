"""The results file: one JSON line per finished game, appended and flushed as games end.

A line cut short (the arena killed mid-write) is reported and left out; before new games
are appended it is cut away, so the file stays one whole JSON object per line.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

from caylus.errors import CaylusError

REQUIRED = ("game", "seed", "options", "seats", "winners", "decisions")


class ResultsError(CaylusError):
    """A results file that cannot be used; the message is one line for the user."""

    default_code: ClassVar[str] = "arena.results"


@dataclass(slots=True)
class ResultsFile:
    """The records of a file, the problems met reading it, and where its good part ends."""

    records: list[dict[str, Any]] = field(default_factory=list)
    line_numbers: list[int] = field(default_factory=list)  # 1-based line of each record
    problems: list[str] = field(default_factory=list)
    good_end: int = 0  # byte offset just after the last well-formed line
    size: int = 0


def parse_record(text: str) -> dict[str, Any] | None:
    """The record on one line, or None when the line is not a whole game record."""
    try:
        record = json.loads(text)
    except (json.JSONDecodeError, RecursionError):  # a line nested too deep is no record
        return None
    return record if is_record(record) else None


def is_record(record: Any) -> bool:
    """Whether `record` has every field the report and the replay read, of the right type."""
    if not isinstance(record, dict) or any(key not in record for key in REQUIRED):
        return False
    seats, winners, options = record["seats"], record["winners"], record["options"]
    return (
        whole(record["game"]) and record["game"] >= 0 and whole(record["seed"])
        and whole(record["decisions"]) and isinstance(options, dict)
        and options.get("edition", 1) in (1, 2) and options.get("simplified", False) in (0, 1)
        and isinstance(seats, list) and len(seats) >= 2 and all(map(is_seat, seats))
        and isinstance(winners, list) and bool(winners)
        and all(whole(seat) and 0 <= seat < len(seats) for seat in winners)
    )


def is_seat(seat: Any) -> bool:
    return (isinstance(seat, dict) and isinstance(seat.get("player"), str)
            and whole(seat.get("score")) and whole(seat.get("seed", 0))
            and (seat.get("budget") is None or (whole(seat["budget"]) and seat["budget"] >= 1)))


def whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def read_results(path: str | Path) -> ResultsFile:
    """Every game record of `path` (missing file: none); bad lines go to `problems`."""
    result = ResultsFile()
    try:
        data = Path(path).read_bytes()
    except FileNotFoundError:
        return result
    except OSError as error:
        raise ResultsError(f"cannot read {path}: {error.strerror}") from None
    result.size = len(data)
    offset = 0
    for number, raw in enumerate(data.splitlines(keepends=True), start=1):
        offset += len(raw)
        record = parse_record(raw.decode("utf-8", errors="replace"))
        if record is None:
            if raw.strip():
                whole = "ends" if offset == len(data) else "is"
                result.problems.append(f"{path}: line {number} {whole} not a whole game record; "
                                       "it is left out")
            continue
        result.records.append(record)
        result.line_numbers.append(number)
        result.good_end = offset
    return result


def prepare_for_append(path: str | Path, results: ResultsFile) -> None:
    """Cut a damaged tail after the last good line and make sure the file ends a line."""
    target = Path(path)
    if not target.exists():
        return
    tail = target.read_bytes()[results.good_end:]
    if tail.count(b"\n") > 1 or (tail.strip() and not tail.lstrip().startswith(b"{")):
        raise ResultsError(f"{path} does not end like an arena results file; "
                           "give another --out file")
    with target.open("r+b") as handle:
        if results.good_end < results.size:
            handle.truncate(results.good_end)
        if results.good_end:
            handle.seek(results.good_end - 1)
            if handle.read(1) != b"\n":
                handle.seek(0, os.SEEK_END)
                handle.write(b"\n")


class ResultsWriter:
    """Appends one record per line and flushes it to disk at once."""

    def __init__(self, path: str | Path) -> None:
        target = Path(path)
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            self._handle = target.open("a", encoding="utf-8")
        except OSError as error:
            raise ResultsError(f"cannot write {path}: {error.strerror}") from None

    def write(self, record: dict[str, Any]) -> None:
        self._handle.write(json.dumps(record, separators=(",", ":")) + "\n")
        self._handle.flush()

    def close(self) -> None:
        self._handle.close()
