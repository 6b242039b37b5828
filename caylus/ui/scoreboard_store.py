"""The scoreboard's file, `user_data_dir()/scoreboard.json` (its format:
caylus.persistence.scoreboard).

Every finished game is added once (`record_game`, from `App.finish_game`; the demo's games are
not: nobody played them). Nothing here raises: what goes wrong is logged and comes back as a
notice in the player's language, and the game goes on.

- A file that is damaged (cut short, garbage, not a scoreboard) is renamed
  `scoreboard.json.corrupt-<time>` beside it, never deleted; the whole entries of its lines are
  kept in a new file, which is written at once.
- An entry that cannot be read is left out of the list and kept in the file as it was.
- A file written by a newer version of the game is left alone: nothing is shown or added.
- A folder that cannot be written: the game is not added, and the notice says why.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from caylus.errors import CaylusError
from caylus.persistence.files import write_atomically
from caylus.persistence.scoreboard import (
    MAX_SCOREBOARD_BYTES,
    Entry,
    ScoreboardDamaged,
    ScoreboardTooNew,
    Shelf,
    dumps,
    entry_of,
    loads,
    salvage,
)
from caylus.resources import user_data_dir
from caylus.ui.autosave import set_aside
from caylus.ui.data_folder import os_error_reason
from caylus.ui.i18n import t

if TYPE_CHECKING:
    from caylus.core.game import Game

logger = logging.getLogger(__name__)
SCOREBOARD_FILE = "scoreboard.json"
NOT_UTF8 = re.compile("[\udc80-\udcff]")  # a byte that was not UTF-8, read as surrogateescape


@dataclass
class Scoreboard:
    """The scoreboard as read: its games (oldest first) and what to tell the player."""

    entries: list[Entry] = field(default_factory=list)
    notices: list[str] = field(default_factory=list)


@dataclass
class Opened:
    shelf: Shelf
    notices: list[str]
    writable: bool  # False: a newer version's file, or one that cannot be read or moved


def scoreboard_path() -> Path:
    return user_data_dir() / SCOREBOARD_FILE


def read_scoreboard() -> Scoreboard:
    """The finished games kept, and notices (damage found and mended, entries left out)."""
    opened = open_scoreboard()
    return Scoreboard(opened.shelf.entries, opened.notices)


def record_game(game: Game, finished: datetime | None = None) -> list[str]:
    """Add the finished `game` (ended at `finished`, by default now, in local time) unless it
    is there already; the notices to show the player (none when all went well)."""
    try:
        entry = entry_of(game, finished or datetime.now().astimezone())
    except ValueError:
        logger.warning("a game that is not over was not recorded on the scoreboard")
        return []
    opened = open_scoreboard()
    if not opened.writable:
        return opened.notices
    if opened.shelf.add(entry):
        problem = write(opened.shelf)
        if problem:
            opened.notices.append(t("scoreboard.not_recorded", reason=problem))
    return opened.notices


def open_scoreboard() -> Opened:
    path = scoreboard_path()
    try:
        text = read_text(path)
    except ScoreboardDamaged as damage:
        return recover(path, "", damage.reason)
    except NotAFile as error:
        logger.warning("the scoreboard cannot be read: %s", error)
        return Opened(Shelf(), [t("scoreboard.cannot_read", reason=t("os_error.not_a_file"))],
                      False)
    except OSError as error:
        logger.warning("the scoreboard %s cannot be read: %s", path, error)
        return Opened(Shelf(), [t("scoreboard.cannot_read",
                                  reason=os_error_reason(error, reading=True))], False)
    if text is None:
        return Opened(Shelf(), [], True)
    try:
        shelf = loads(text)
    except ScoreboardTooNew as newer:
        logger.warning("the scoreboard %s has format %d, newer than this program's", path,
                       newer.version)
        return Opened(Shelf(), [t("scoreboard.too_new")], False)
    except ScoreboardDamaged as damage:
        return recover(path, text, damage.reason)
    notices = []
    if shelf.duplicates:
        logger.warning("%d games are listed twice in the scoreboard %s: counted once",
                       shelf.duplicates, path)
    if shelf.unreadable:
        logger.warning("%d entries of the scoreboard %s cannot be read", shelf.unreadable, path)
        notices.append(t("scoreboard.entries_left_out", count=shelf.unreadable))
    return Opened(shelf, notices, True)


def read_text(path: Path) -> str | None:
    """The file's text, None if there is none; ScoreboardDamaged if it is not text; NotAFile
    for something else standing there (a pipe would hang the screen that reads it).

    Bytes that are not UTF-8 are kept as they are (surrogateescape): the entry holding them
    cannot be read and is left out, the others are listed, and the file is written back
    with the same bytes (one bad name lost the whole evening's list before)."""
    if not path.exists():
        return None
    if not path.is_file():
        raise NotAFile(path)
    with path.open("rb") as handle:
        raw = handle.read(MAX_SCOREBOARD_BYTES + 1)
    if len(raw) > MAX_SCOREBOARD_BYTES:
        raise ScoreboardDamaged("too_large")
    text = raw.decode("utf-8", errors="surrogateescape")
    if NOT_UTF8.search(text.split("\n", 1)[0]):
        raise ScoreboardDamaged("not_text")  # not even its header: not a text file at all
    return text


class NotAFile(CaylusError, OSError):
    """Something other than a file stands where the scoreboard is (a folder, a pipe)."""

    default_code: ClassVar[str] = "scoreboard.not_a_file"

    def __init__(self, path: Path) -> None:
        super().__init__(f"{path} is not a file")


def recover(path: Path, text: str, reason: str) -> Opened:
    """Set a damaged file aside, keep its whole entries in a new one, and say so."""
    why = t(f"scoreboard.reason.{reason}")
    moved_to = set_aside(path)
    if moved_to is None:
        logger.warning("the scoreboard %s is damaged (%s) and cannot be moved aside", path,
                       reason)
        return Opened(Shelf(), [t("scoreboard.damaged_stays", reason=why)], False)
    shelf = Shelf()
    for entry in salvage(text):
        shelf.add(entry)
    logger.warning("the scoreboard %s was damaged (%s): set aside as %s, %d games kept",
                   path, reason, moved_to, len(shelf.entries))
    kept = len(shelf.entries)
    notices = [t("scoreboard.damaged", reason=why, file=moved_to.name, count=kept) if kept
               else t("scoreboard.damaged_new", reason=why, file=moved_to.name)]
    problem = write(shelf)
    if problem:
        notices.append(t("scoreboard.not_started", reason=problem))
    return Opened(shelf, notices, problem is None)


def write(shelf: Shelf) -> str | None:
    """Write the scoreboard whole; the reason in the player's words if the disk refused."""
    try:
        write_atomically(scoreboard_path(), dumps(shelf), errors="surrogateescape")
    except OSError as error:
        logger.warning("the scoreboard cannot be written: %s", error)
        return os_error_reason(error)
    except ValueError as error:  # a path no system can open
        logger.warning("the scoreboard cannot be written: %s", error)
        return t("error.path.invalid")
    return None
