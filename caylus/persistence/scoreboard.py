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
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, ClassVar

from caylus.core.game import Game
from caylus.core.names import name_problem
from caylus.core.state import COLOURS, SEAT_KINDS
from caylus.errors import CaylusError
from caylus.persistence.saves import CHECKSUM_FIELD, checksum_of, game_document, loads_save

SCOREBOARD_FORMAT = "caylus-scoreboard"
SCOREBOARD_VERSION = 1
MAX_SCOREBOARD_BYTES = 100_000_000  # a finished game takes about 6 kB: years of game nights

Upgrader = Callable[[dict[str, Any]], dict[str, Any]]
#: One function per step: UPGRADES[n] turns a format-n document into a format-(n+1) one.
UPGRADES: dict[int, Upgrader] = {}


class ScoreboardDamaged(CaylusError, ValueError):
    """The file is not a scoreboard this program can read. `reason` is a code: "empty",
    "cut_short", "not_text", "not_json", "not_scoreboard", "too_large"."""

    default_code: ClassVar[str] = "scoreboard.damaged"

    def __init__(self, reason: str) -> None:
        super().__init__(f"the scoreboard is damaged ({reason})")
        self.reason = reason


class ScoreboardTooNew(CaylusError, ValueError):
    """The file was written by a newer version of the game (not damage: it is left alone)."""

    default_code: ClassVar[str] = "scoreboard.too_new"

    def __init__(self, version: int) -> None:
        super().__init__(f"the scoreboard has format version {version}")
        self.version = version


class BadEntry(CaylusError, ValueError):
    """One entry that cannot be read (the message says why, for the log)."""

    default_code: ClassVar[str] = "scoreboard.bad_entry"


@dataclass(frozen=True)
class SeatResult:
    name: str
    colour: str
    kind: str  # "human" or a computer level
    score: int


@dataclass(frozen=True)
class Entry:
    """One finished game: what the list shows, and the entry's own text (`record`), from
    which its game is read only when it is opened again (a year of games stays small)."""

    finished: datetime  # with its UTC offset
    seats: tuple[SeatResult, ...]
    winners: tuple[int, ...]
    key: str  # the same game gives the same key (its save document's checksum)
    record: str = field(repr=False, compare=False)  # the entry's JSON, as the file holds it

    @property
    def game(self) -> dict[str, Any]:
        """The save document (parsed anew each time: it is not kept)."""
        data = json.loads(self.record)["game"]
        assert isinstance(data, dict), "a read entry holds a saved game"
        return data


@dataclass
class Shelf:
    """A scoreboard document read: its entries (in the file's order, oldest first), and the
    text of every entry of the document, unreadable ones included, to be written back."""

    entries: list[Entry] = field(default_factory=list)
    header: dict[str, Any] = field(default_factory=lambda: empty_header())
    records: list[str] = field(default_factory=list)
    unreadable: int = 0  # entries left out of the list (kept in the document)
    duplicates: int = 0  # entries of a game listed already (dropped)
    keys: set[str] = field(default_factory=set)

    def add(self, entry: Entry) -> bool:
        """Add `entry` unless the same game is there already; whether it was added."""
        if entry.key in self.keys:
            return False
        self.keys.add(entry.key)
        self.entries.append(entry)
        self.records.append(entry.record)
        return True

    def keep_unreadable(self, record: str) -> None:
        self.unreadable += 1
        self.records.append(record)

    @property
    def document(self) -> dict[str, Any]:
        """The whole document, parsed (for tests and tools: the program keeps the text)."""
        return {**self.header, "games": [json.loads(record) for record in self.records]}


def empty_header() -> dict[str, Any]:
    return {"format": SCOREBOARD_FORMAT, "version": SCOREBOARD_VERSION}


def empty_document() -> dict[str, Any]:
    return {**empty_header(), "games": []}


# --- entries --------------------------------------------------------------------------------


def entry_of(game: Game, finished: datetime) -> Entry:
    """The entry of a finished `game` that ended at `finished` (an aware datetime)."""
    if not game.is_over or finished.utcoffset() is None:
        raise ValueError("only a finished game, with the time and its UTC offset, is kept")
    scores = game.scores()
    seats = tuple(SeatResult(p.name, p.colour, kind, score) for p, kind, score
                  in zip(game.players, game.seat_kinds, scores, strict=True))
    document = game_document(game)
    data = {
        "finished": finished.replace(microsecond=0).isoformat(),
        "players": [{"name": s.name, "colour": s.colour, "seat": s.kind, "score": s.score}
                    for s in seats],
        "winners": list(game.winners()),
        "game": document,
    }
    return Entry(finished.replace(microsecond=0), seats, tuple(game.winners()),
                 str(document[CHECKSUM_FIELD]), compact_json(data))


def compact_json(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


#: An entry as `entry_of` writes it: its summary, then `,"game":` and the save document,
#: whose last field is its checksum
GAME_FIELD = ',"game":'
CHECKSUM_AT_END = re.compile(r'"' + CHECKSUM_FIELD + r'":"([0-9a-f]{64})"\}\}$')


def read_record(record: str) -> Entry:
    """The entry of one line of the file. An entry as this program writes it is read from
    its summary alone (a year of games opens at once); its game is checked, checksum and
    all, when it is opened again (`rebuild`). Any other line is read whole (`read_entry`)."""
    cut = record.find(GAME_FIELD)
    end = CHECKSUM_AT_END.search(record, max(0, len(record) - 120))
    if cut > 0 and end is not None:
        with contextlib.suppress(ValueError, RecursionError):
            summary = json.loads(record[:cut] + "}")
            if isinstance(summary, dict) and set(summary) == SUMMARY_FIELDS:
                return _summary_entry(summary, end.group(1), record)
    return read_entry(json.loads(record), record)


SUMMARY_FIELDS = {"finished", "players", "winners"}


def _summary_entry(data: dict[str, Any], key: str, record: str) -> Entry:
    finished = read_time(data.get("finished"))
    seats, winners = read_players(data)
    return Entry(finished, seats, tuple(winners), key, record)


def read_players(data: dict[str, Any]) -> tuple[tuple[SeatResult, ...], list[int]]:
    """The seats and winners of an entry, each checked (winners: the best scores)."""
    players, winners = data.get("players"), data.get("winners")
    if not isinstance(players, list) or not 2 <= len(players) <= len(COLOURS):
        raise BadEntry("'players' is not a list of 2 to 5 players")
    seats = tuple(read_seat(p) for p in players)
    if (not isinstance(winners, list) or not winners
            or any(type(w) is not int or not 0 <= w < len(seats) for w in winners)):
        raise BadEntry("'winners' is not a list of seats")
    best = max(seat.score for seat in seats)
    if sorted(winners) != [n for n, seat in enumerate(seats) if seat.score == best]:
        raise BadEntry("'winners' are not the players with the best score")
    return seats, winners


def read_entry(data: Any, record: str | None = None) -> Entry:
    """The entry `data` holds (`record`: its text in the file); BadEntry saying why if it is
    not sound: every field checked, its range too (a date, a score the screen can show)."""
    if not isinstance(data, dict):
        raise BadEntry("an entry is not an object")
    finished = read_time(data.get("finished"))
    seats, winners = read_players(data)
    checked = check_game(data.get("game"), seats)
    return Entry(finished, seats, tuple(winners), str(checked[CHECKSUM_FIELD]),
                 compact_json(data) if record is None else record)


#: The moments an entry may hold: any later one, or an earlier one, cannot be shown in every
#: time zone (a year 1 date overflows in New York)
EARLIEST, LATEST = datetime(1970, 1, 2, tzinfo=UTC), datetime(9998, 12, 31,
                                                                        tzinfo=UTC)
MAX_SCORE = 999  # more prestige than any game can give: a damaged or edited score


def read_time(value: Any) -> datetime:
    if not isinstance(value, str):
        raise BadEntry("'finished' is not a text")
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        raise BadEntry(f"'finished' is not a date and time: {value[:40]!r}") from None
    if moment.utcoffset() is None:
        raise BadEntry("'finished' has no UTC offset")
    try:
        in_range = EARLIEST <= moment.astimezone(UTC) <= LATEST
    except (OverflowError, ValueError):
        in_range = False
    if not in_range:
        raise BadEntry(f"'finished' is out of range: {value[:40]!r}")
    return moment


def read_seat(data: Any) -> SeatResult:
    if not isinstance(data, dict):
        raise BadEntry("a player is not an object")
    name, colour, kind, score = (data.get(k) for k in ("name", "colour", "seat", "score"))
    if not isinstance(name, str) or name_problem(name) is not None or not_text(name):
        raise BadEntry("a player's name is not a valid name")
    if colour not in COLOURS or kind not in SEAT_KINDS or type(score) is not int:
        raise BadEntry("a player's colour, seat or score is not valid")
    if not 0 <= score <= MAX_SCORE:
        raise BadEntry(f"a player's score is out of range: {str(score)[:20]}")
    return SeatResult(name, str(colour), str(kind), score)


def not_text(words: str) -> bool:
    """Whether `words` holds bytes that were not UTF-8 (read with surrogateescape)."""
    return any("\udc80" <= character <= "\udcff" for character in words)


def check_game(game: Any, seats: Sequence[SeatResult]) -> dict[str, Any]:
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
    return game


def rebuild(entry: Entry) -> Game:
    """The finished game, replayed from its record by the saves' loader (SaveError if it
    cannot be; ValueError if what it gives is not a finished game, or not the entry's)."""
    document = entry.game
    try:
        check_game(document, entry.seats)
    except BadEntry as bad:
        raise ValueError(str(bad)) from None
    game = loads_save(json.dumps(document, ensure_ascii=False)).game
    if not game.is_over:
        raise ValueError("the recorded game is not finished")
    return game


# --- the document -------------------------------------------------------------------------


def dumps(shelf: Shelf) -> str:
    """The file's text: the header, then one entry to a line."""
    head = json.dumps(shelf.header, ensure_ascii=False, separators=(",", ":"))[:-1]
    return head + ',"games":[\n' + ",\n".join(shelf.records) + "\n]}\n"


def loads(text: str) -> Shelf:
    """The scoreboard `text` holds; ScoreboardDamaged or ScoreboardTooNew if it cannot be
    read as a whole (single bad entries are only counted, a game listed twice once).

    A file as `dumps` writes it is read line by line, each entry kept as its text; any other
    (an older format, a file edited by hand) is parsed whole."""
    lines = by_line(text)
    if lines is None:
        return _whole(upgrade(parse(text)))
    shelf = Shelf(header=lines[0])
    for record in lines[1]:
        try:
            entry = read_record(record)
        except (ValueError, RecursionError):  # BadEntry is a ValueError
            if not record_parses(record):
                return _whole(upgrade(parse(text)))  # a damaged line: the file is damaged
            shelf.keep_unreadable(record)
            continue
        if not shelf.add(entry):
            shelf.duplicates += 1
    return shelf


def record_parses(record: str) -> bool:
    try:
        json.loads(record)
    except (ValueError, RecursionError):
        return False
    return True


def _whole(document: dict[str, Any]) -> Shelf:
    """The shelf of a document parsed whole (an older format, a file edited by hand)."""
    shelf = Shelf(header={key: value for key, value in document.items() if key != "games"})
    for data in document["games"]:
        record = compact_json(data)
        try:
            entry = read_entry(data, record)
        except BadEntry:
            shelf.keep_unreadable(record)
            continue
        if not shelf.add(entry):
            shelf.duplicates += 1
    return shelf


def by_line(text: str) -> tuple[dict[str, Any], list[str]] | None:
    """The header and each entry's line of a file in today's format written one entry to a
    line; None for anything else (then the whole text is parsed)."""
    lines = text.split("\n")
    while lines and not lines[-1].strip():
        lines.pop()
    if len(lines) < 2 or lines[-1].strip() != "]}" or not lines[0].endswith('"games":['):
        return None
    try:
        header = parse(lines[0] + "]}")
        if header["version"] != SCOREBOARD_VERSION:
            return None
    except (ValueError, RecursionError, ScoreboardDamaged):
        return None
    records = [line.removesuffix(",") for line in lines[1:-1] if line.strip()]
    return {key: value for key, value in header.items() if key != "games"}, records


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
            record = line.strip().removesuffix(",")
            data = json.loads(record)
            document = upgrade({**empty_document(), "version": version, "games": [data]})
            upgraded = document["games"][0]
            found.append(read_entry(upgraded, record if upgraded is data else None))
        except (ValueError, RecursionError, LookupError, TypeError):
            continue
    return found
