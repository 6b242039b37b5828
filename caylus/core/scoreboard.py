"""Finished games, kept for the scoreboard: one versioned JSON document of entries.

The document (format 1) is `{"format": "caylus-scoreboard", "version": 1, "games": [...]}`,
written one entry to a line, so that a file cut short still holds its whole lines (`salvage`).
An entry is:

- `finished`: when the game ended, ISO 8601 with the player's UTC offset
  ("2026-11-27T23:41:05+01:00");
- `players`: one per seat, `{"name", "colour", "seat": "human" or a computer level, "score"}`;
- `winners`: the winning seats (all tied first win);
- `game`: the game exactly as a save file holds it (`saves.game_document`: format, version,
  rules, setup, history, state and checksum), so a past game is rebuilt by the saves' own
  loader (`rebuild`), upgraded with every later save format and kept whole across rules fixes.

The names, scores and winners are the game's, written out so the list is shown without
replaying every game; an entry whose game does not hold them is refused. An entry that cannot
be read is left out of the list but kept in the document as it was, so nothing is lost. Older
documents are upgraded one step at a time (UPGRADES[n] turns format n into n + 1); the
committed fixtures in tests/fixtures/scoreboard/ must load in every later version.

Problems are values (codes), never sentences: the user interface says them in its language.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from caylus.core.game import Game
from caylus.core.names import name_problem
from caylus.core.saves import CHECKSUM_FIELD, checksum_of, game_document, loads_save
from caylus.core.state import COLOURS, SEAT_KINDS

SCOREBOARD_FORMAT = "caylus-scoreboard"
SCOREBOARD_VERSION = 1
MAX_SCOREBOARD_BYTES = 100_000_000  # a finished game takes about 6 kB: years of game nights

Upgrader = Callable[[dict[str, Any]], dict[str, Any]]
#: One function per step: UPGRADES[n] turns a format-n document into a format-(n+1) one.
UPGRADES: dict[int, Upgrader] = {}


class ScoreboardDamaged(ValueError):
    """The file is not a scoreboard this program can read. `reason` is a code: "empty",
    "cut_short", "not_text", "not_json", "not_scoreboard", "too_large"."""

    def __init__(self, reason: str) -> None:
        super().__init__(f"the scoreboard is damaged ({reason})")
        self.reason = reason


class ScoreboardTooNew(ValueError):
    """The file was written by a newer version of the game (not damage: it is left alone)."""

    def __init__(self, version: int) -> None:
        super().__init__(f"the scoreboard has format version {version}")
        self.version = version


class BadEntry(ValueError):
    """One entry that cannot be read (the message says why, for the log)."""


@dataclass(frozen=True)
class SeatResult:
    name: str
    colour: str
    kind: str  # "human" or a computer level
    score: int


@dataclass(frozen=True)
class Entry:
    """One finished game."""

    finished: datetime  # with its UTC offset
    seats: tuple[SeatResult, ...]
    winners: tuple[int, ...]
    game: dict[str, Any] = field(repr=False)  # the save document

    @property
    def key(self) -> str:
        """The same game gives the same key (its save document's checksum)."""
        return str(self.game[CHECKSUM_FIELD])


@dataclass
class Shelf:
    """A scoreboard document read: its entries (in the file's order, oldest first), and the
    document itself, unreadable entries included, to be written back with new ones."""

    entries: list[Entry] = field(default_factory=list)
    document: dict[str, Any] = field(default_factory=lambda: empty_document())
    unreadable: int = 0  # entries left out of the list (kept in the document)

    def add(self, entry: Entry) -> bool:
        """Add `entry` unless the same game is there already; whether it was added."""
        if any(known.key == entry.key for known in self.entries):
            return False
        self.entries.append(entry)
        self.document["games"].append(entry_document(entry))
        return True


def empty_document() -> dict[str, Any]:
    return {"format": SCOREBOARD_FORMAT, "version": SCOREBOARD_VERSION, "games": []}


# --- entries --------------------------------------------------------------------------------


def entry_of(game: Game, finished: datetime) -> Entry:
    """The entry of a finished `game` that ended at `finished` (an aware datetime)."""
    if not game.is_over or finished.utcoffset() is None:
        raise ValueError("only a finished game, with the time and its UTC offset, is kept")
    scores = game.scores()
    seats = tuple(SeatResult(p.name, p.colour, kind, score) for p, kind, score
                  in zip(game.players, game.seat_kinds, scores, strict=True))
    return Entry(finished.replace(microsecond=0), seats, tuple(game.winners()),
                 game_document(game))


def entry_document(entry: Entry) -> dict[str, Any]:
    return {
        "finished": entry.finished.isoformat(),
        "players": [{"name": s.name, "colour": s.colour, "seat": s.kind, "score": s.score}
                    for s in entry.seats],
        "winners": list(entry.winners),
        "game": entry.game,
    }


def read_entry(data: Any) -> Entry:
    """The entry `data` holds; BadEntry saying why if it is not sound."""
    if not isinstance(data, dict):
        raise BadEntry("an entry is not an object")
    finished = read_time(data.get("finished"))
    players, winners, game = data.get("players"), data.get("winners"), data.get("game")
    if not isinstance(players, list) or not 2 <= len(players) <= len(COLOURS):
        raise BadEntry("'players' is not a list of 2 to 5 players")
    seats = tuple(read_seat(p) for p in players)
    if (not isinstance(winners, list) or not winners
            or any(type(w) is not int or not 0 <= w < len(seats) for w in winners)):
        raise BadEntry("'winners' is not a list of seats")
    return Entry(finished, seats, tuple(winners), check_game(game, seats, winners))


def read_time(value: Any) -> datetime:
    if not isinstance(value, str):
        raise BadEntry("'finished' is not a text")
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        raise BadEntry(f"'finished' is not a date and time: {value[:40]!r}") from None
    if moment.utcoffset() is None:
        raise BadEntry("'finished' has no UTC offset")
    return moment


def read_seat(data: Any) -> SeatResult:
    if not isinstance(data, dict):
        raise BadEntry("a player is not an object")
    name, colour, kind, score = (data.get(k) for k in ("name", "colour", "seat", "score"))
    if name_problem(name) is not None or not isinstance(name, str):
        raise BadEntry("a player's name is not a valid name")
    if colour not in COLOURS or kind not in SEAT_KINDS or type(score) is not int:
        raise BadEntry("a player's colour, seat or score is not valid")
    return SeatResult(name, str(colour), str(kind), score)


def check_game(game: Any, seats: Sequence[SeatResult], winners: list[int]) -> dict[str, Any]:
    """The save document, whole (its checksum) and with the entry's players."""
    if not isinstance(game, dict) or not isinstance(game.get(CHECKSUM_FIELD), str):
        raise BadEntry("'game' is not a saved game")
    if game[CHECKSUM_FIELD] != checksum_of(game):
        raise BadEntry("the saved game's checksum does not match: it was edited or damaged")
    state = game.get("state")
    players = state.get("players") if isinstance(state, dict) else None
    if not isinstance(players, list) or len(players) != len(seats):
        raise BadEntry("the saved game does not have the entry's players")
    for seat, player in zip(seats, players, strict=True):
        if not isinstance(player, dict) or (player.get("name"), player.get("prestige")) \
                != (seat.name, seat.score):
            raise BadEntry("the saved game's names or scores are not the entry's")
    best = max(seat.score for seat in seats)
    if sorted(winners) != [n for n, seat in enumerate(seats) if seat.score == best]:
        raise BadEntry("'winners' are not the players with the best score")
    return game


def rebuild(entry: Entry) -> Game:
    """The finished game, replayed from its record by the saves' loader (SaveError if it
    cannot be; ValueError if what it gives is not a finished game)."""
    game = loads_save(json.dumps(entry.game, ensure_ascii=False)).game
    if not game.is_over:
        raise ValueError("the recorded game is not finished")
    return game


# --- the document -------------------------------------------------------------------------


def dumps(shelf: Shelf) -> str:
    """The file's text: the header, then one entry to a line."""
    document = shelf.document
    header = {key: value for key, value in document.items() if key != "games"}
    head = json.dumps(header, ensure_ascii=False, separators=(",", ":"))[:-1]
    lines = [json.dumps(g, ensure_ascii=False, separators=(",", ":")) for g in document["games"]]
    return head + ',"games":[\n' + ",\n".join(lines) + "\n]}\n"


def loads(text: str) -> Shelf:
    """The scoreboard `text` holds; ScoreboardDamaged or ScoreboardTooNew if it cannot be
    read as a whole (single bad entries are only counted)."""
    document = upgrade(parse(text))
    shelf = Shelf(document=document)
    for data in document["games"]:
        try:
            shelf.entries.append(read_entry(data))
        except BadEntry:
            shelf.unreadable += 1
    return shelf


def parse(text: str) -> dict[str, Any]:
    if not text.strip():
        raise ScoreboardDamaged("empty")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise ScoreboardDamaged("cut_short" if cut_short(text) else "not_json") from None
    if (not isinstance(data, dict) or data.get("format") != SCOREBOARD_FORMAT
            or type(data.get("version")) is not int or data["version"] < 1
            or not isinstance(data.get("games"), list)):
        raise ScoreboardDamaged("not_scoreboard")
    if data["version"] > SCOREBOARD_VERSION:
        raise ScoreboardTooNew(data["version"])
    return data


def cut_short(text: str) -> bool:
    """Whether unreadable `text` is a scoreboard that stops before its end (a crash or a
    full disk while it was copied): its header, without its closing."""
    start = json.dumps({"format": SCOREBOARD_FORMAT}, separators=(",", ":"))[:-1]
    return text.startswith(start) and not text.rstrip().endswith("]}")


def upgrade(data: dict[str, Any]) -> dict[str, Any]:
    """The document in today's format (SCOREBOARD_VERSION), one step at a time."""
    while data["version"] < SCOREBOARD_VERSION:
        data = UPGRADES[data["version"]](data)
    return data


def salvage(text: str) -> list[Entry]:
    """The whole entries of a damaged file's lines (a file cut short keeps all but its
    last); entries of an older format are upgraded with the document's own steps."""
    version = SCOREBOARD_VERSION
    with contextlib.suppress(IndexError, ValueError):
        version = int(text.split('"version":', 1)[1].split(",", 1)[0])
    if not 1 <= version <= SCOREBOARD_VERSION:  # a newer file's entries are not ours to read
        return []
    found: list[Entry] = []
    for line in text.splitlines()[1:]:
        try:
            data = json.loads(line.strip().removesuffix(","))
            document = upgrade({**empty_document(), "version": version, "games": [data]})
            found.append(read_entry(document["games"][0]))
        except (ValueError, RecursionError, LookupError, TypeError):
            continue
    return found
