"""Save files: a game as versioned JSON with a checksum, checked by replaying its history.

The file (format 2) is one JSON object:

- `format`: "caylus-game"; `version`: the format version (SAVE_VERSION, today 3);
- `rules`: the rules version the game was played under (game.RULES_VERSION, bumped by every
  rules fix that can change where a history leads);
- `setup`, `history` (the actions as text) and `state`: `Game.to_dict()`;
- `checksum`: the SHA-256 of the canonical JSON of every other field, as written.

Format 1 (every save written before 2026-11-24) is the same without `rules`: a file without
it is format 1. Loading checks the checksum of the file as written, then upgrades it one
format at a time (caylus/persistence/save_formats.py: 1 -> 2: `rules` is 1, names are trimmed and
shortened to NAME_LENGTH; 2 -> 3: the state's `cursor` and `place_cursor` become `flow`, one
named field per phase), then replays the history. The committed fixtures in
tests/fixtures/saves/ are real files of each format and must load in every later version.

Replaying must rebuild exactly the stored game. When it does not and the file's rules are
older than the core's, a rules fix changed the game: the stored position is kept (the game
goes on from it, under a setup that carries it, see table_setup.resumed_setup) and LoadedSave says
what differed. Under the same rules a difference means the file was edited, and it is
refused. Every refusal is a SaveError whose message says why in plain words.

Writing goes through the game's one atomic writer (`caylus.persistence.files`).
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

from caylus.core.actions import IllegalAction
from caylus.core.game import (
    RULES_VERSION,
    SAVE_FORMAT,
    SAVE_VERSION,
    Game,
    replay,
)
from caylus.core.table_setup import resumed_setup
from caylus.errors import CaylusError
from caylus.persistence.files import write_atomically
from caylus.persistence.save_formats import upgrade

logger = logging.getLogger(__name__)
CHECKSUM_FIELD = "checksum"
GAME_FIELDS = ("setup", "history", "state")
MAX_SAVE_BYTES = 10_000_000  # a real save is a few tens of kilobytes
MAX_DIFFERENCES = 20  # a rules change is told by its first differences, not by all of them
JSON_TYPE_NAMES = {
    dict: "an object",
    list: "a list",
    str: "a text",
    int: "a whole number",
    float: "a decimal number",
    bool: "true/false",
    type(None): "null",
}
REQUIRED_FIELDS = {"setup": dict, "history": list, "state": dict}


class SaveError(CaylusError, ValueError):
    """A save file that cannot be written or loaded. The message says why, in plain English;
    the code says it for the window's catalogues (`save.not_found`, `save.too_new`...) with
    the system's `errno` where the disk refused."""

    default_code: ClassVar[str] = "save.damaged"


@dataclass(frozen=True)
class Difference:
    """One place where the stored game and its replay under today's rules disagree.

    `where` is a path into the save ("state.players[1].deniers"); `stored` and `replayed`
    are the two values (`None` with `missing` naming the side that lacks the field)."""

    where: str
    stored: Any
    replayed: Any
    missing: str | None = None  # "stored" or "replayed" when that side has no such field


@dataclass(frozen=True)
class LoadedSave:
    """A loaded save: the game, and what the player should be told about it (once).

    `rules_changed`: the history replays differently under today's rules, so the game goes
    on from the stored position (its earlier moves can no longer be taken back);
    `differences` are the first places where the replay disagreed, `stopped_at` the move
    (counted from 1) that is no longer legal when the replay could not finish."""

    game: Game
    format_version: int
    rules_version: int
    rules_changed: bool = False
    differences: tuple[Difference, ...] = ()
    stopped_at: int | None = None


# --- writing ------------------------------------------------------------------------------


def canonical_json(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def checksum_of(data: dict[str, Any]) -> str:
    """SHA-256 of the canonical JSON of every field but the checksum itself."""
    rest = {key: value for key, value in data.items() if key != CHECKSUM_FIELD}
    return hashlib.sha256(canonical_json(rest).encode("utf-8")).hexdigest()


def game_document(game: Game) -> dict[str, Any]:
    data = game.to_dict()
    data[CHECKSUM_FIELD] = checksum_of(data)
    return data


def dumps_game(game: Game) -> str:
    """The save file's text for `game`."""
    return json.dumps(game_document(game), ensure_ascii=False, indent=1) + "\n"


def save_game(game: Game, path: str | os.PathLike[str]) -> None:
    """Write `game` to `path` atomically: a crash mid-write leaves the old file whole."""
    target = checked_path(path, "save to")
    text = dumps_game(game)
    try:
        write_atomically(target, text)
    except (OSError, ValueError) as error:
        raise refused(f"cannot save to {shown(target)}: {os_reason(error)}", error,
                      "save.not_written") from None


def round_trip_problem(game: Game) -> str | None:
    """Why `game` could not be saved and loaded back, or None: the engine's `setup` refuses a
    position that a later `save` would write into a file `load` refuses."""
    try:
        text = dumps_game(game)
    except ValueError:  # an integer of more digits than Python writes (4300)
        return "it holds a number far too long to be saved"
    if len(text.encode("utf-8")) > MAX_SAVE_BYTES:
        return "its save file would be far too large to be a Caylus save"
    try:
        loads_save(text)
    except SaveError as error:
        return str(error)
    return None


def checked_path(path: str | os.PathLike[str], doing: str) -> Path:
    """`path` as a Path, or SaveError if no system could open it (a NUL byte, not a path)."""
    try:
        text = os.fspath(path)
    except TypeError:
        raise SaveError(f"cannot {doing} {path!r}: it is not a file path",
                        code="path.invalid") from None
    if isinstance(text, bytes) or "\0" in text:
        raise SaveError(f"cannot {doing} {shown(text)}: a file path cannot hold a NUL "
                        "character", code="path.invalid") from None
    return Path(text)


def shown(path: str | os.PathLike[str] | bytes) -> str:
    """A path for a message: characters that do not print (line breaks, NUL) escaped."""
    text = os.fsdecode(path) if isinstance(path, bytes) else str(path)
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii")
                   for c in text)


def refused(message: str, error: OSError | ValueError, code: str) -> SaveError:
    """The SaveError for a file the system refused: `code` with its errno, or a path this
    system cannot open (a ValueError)."""
    if isinstance(error, OSError):
        return SaveError(message, code=code, errno=error.errno)
    return SaveError(message, code="path.invalid")


def os_reason(error: OSError | ValueError) -> str:
    if isinstance(error, ValueError):
        return "the path is not valid here"
    if isinstance(error, FileNotFoundError):
        return "the folder does not exist"
    if isinstance(error, IsADirectoryError):
        return "it is a folder"
    if isinstance(error, PermissionError):
        return "permission denied"
    return error.strerror or str(error)


# --- reading ------------------------------------------------------------------------------


def load_game(path: str | os.PathLike[str]) -> Game:
    """Read and check a save file; raise SaveError (never anything else) if it is not sound.

    A game whose rules changed since it was saved goes on from its stored position (see
    `load_save` to learn whether that happened)."""
    return load_save(path).game


def load_save(path: str | os.PathLike[str]) -> LoadedSave:
    """Read, check and upgrade a save file; raise SaveError (never anything else) if it is
    not sound."""
    source = checked_path(path, "load")
    try:
        text = read_save_text(source)
        return loads_save(text)
    except SaveError as error:
        raise SaveError(f"cannot load {shown(source)}: {error}", code=error.code,
                        **error.values) from None


def read_save_text(source: Path) -> str:
    try:
        if source.exists() and not source.is_dir() and not source.is_file():
            # a pipe or a device would block or never end
            raise SaveError("it is not a regular file", code="save.not_a_file")
        with source.open("rb") as handle:
            raw = handle.read(MAX_SAVE_BYTES + 1)
    except SaveError:
        raise
    except FileNotFoundError:
        raise SaveError("there is no such file", code="save.not_found") from None
    except IsADirectoryError:
        raise SaveError("it is a folder, not a save file", code="save.not_a_file") from None
    except (OSError, ValueError) as error:
        raise refused(f"the file cannot be read ({os_reason(error)})", error,
                      "save.not_readable") from None
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveError("the file is far too large to be a Caylus save", code="save.too_large")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError("the file is not text (it is not UTF-8)", code="save.not_a_save") from None


def loads_game(text: str) -> Game:
    """Rebuild a game from a save file's text; raise SaveError if it is not sound."""
    return loads_save(text).game


def loads_save(text: str) -> LoadedSave:
    """Check, upgrade and rebuild a save file's text; raise SaveError if it is not sound."""
    try:
        data = parse_document(text)
        check_header(data)
        check_fields(data)
        check_checksum(data)
        written_as = data["version"]
        data = upgrade(data)
        check_rules(data)
        return rebuild(data, written_as)
    except SaveError:
        raise
    except Exception:  # a bad file must never escape as a traceback
        logger.warning("a save that passed its checks could not be rebuilt", exc_info=True)
        raise SaveError("the save is damaged: it does not hold a game this program can "
                        "rebuild", code="save.damaged") from None


def parse_document(text: str) -> dict[str, Any]:
    if not text.strip():
        raise SaveError("the file is empty", code="save.not_a_save")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise SaveError(
            f"the file is not valid JSON ({error.msg} at line {error.lineno}, "
            f"column {error.colno})", code="save.not_a_save") from None
    except RecursionError:
        raise SaveError("the file is not a Caylus save (its JSON is nested too deeply)",
                        code="save.not_a_save") from None
    except ValueError:  # an integer of more digits than Python reads (4300)
        raise SaveError("the file is not a Caylus save (it holds a number far too long)",
                        code="save.not_a_save") from None
    if not isinstance(data, dict):
        raise SaveError(f"the file is not a Caylus save (it holds {type_name(data)}, "
                        "not an object)", code="save.not_a_save")
    return data


def check_header(data: dict[str, Any]) -> None:
    if data.get("format") != SAVE_FORMAT:
        found = f"format {short(data['format'])}" if "format" in data else "no format field"
        raise SaveError(f"the file is not a Caylus save ({found}; expected {short(SAVE_FORMAT)})",
                        code="save.not_a_save")
    version = data.get("version")
    if type(version) is not int:
        raise SaveError("the save has no valid version number (the 'version' field must be a "
                        "whole number)", code="save.damaged")
    if version > SAVE_VERSION:
        raise SaveError(f"the save was made by a newer version of Caylus (save version "
                        f"{version}; this program reads up to version {SAVE_VERSION})",
                        code="save.too_new")
    if version < 1:
        raise SaveError(f"the save has an unknown version number ({version})", code="save.damaged")


def check_fields(data: dict[str, Any]) -> None:
    for name, expected in {**REQUIRED_FIELDS, CHECKSUM_FIELD: str}.items():
        if name not in data:
            raise SaveError(f"the save has no '{name}' field", code="save.damaged")
        if type(data[name]) is not expected:
            raise SaveError(f"the save's '{name}' field should be {JSON_TYPE_NAMES[expected]} "
                            f"but is {type_name(data[name])}", code="save.damaged")
    for index, action in enumerate(data["history"], start=1):
        if type(action) is not str:
            raise SaveError(f"move {index} of the history should be a text but is "
                            f"{type_name(action)}", code="save.damaged")


def check_checksum(data: dict[str, Any]) -> None:
    if data[CHECKSUM_FIELD] != checksum_of(data):
        raise SaveError("the checksum does not match: the file was edited or damaged",
                        code="save.damaged")


def check_rules(data: dict[str, Any]) -> None:
    rules = data.get("rules")
    if type(rules) is not int or rules < 1:
        raise SaveError("the save has no valid rules version (the 'rules' field must be a "
                        "whole number from 1)", code="save.damaged")
    if rules > RULES_VERSION:
        raise SaveError(f"the save was made by a newer version of Caylus (rules version "
                        f"{rules}; this program plays rules version {RULES_VERSION})",
                        code="save.too_new")


# --- rebuilding -----------------------------------------------------------------------------


def rebuild(data: dict[str, Any], written_as: int) -> LoadedSave:
    """The game the document holds: replayed, or its stored position if the rules changed."""
    older_rules = data["rules"] < RULES_VERSION
    game = replay_setup(data)
    stopped_at = replay_history(game, data["history"], strict=not older_rules)
    differences: tuple[Difference, ...] = ()
    if stopped_at is None:
        differences = tuple(compare(data, game))
        if not differences:
            return LoadedSave(game, written_as, data["rules"])
        if not older_rules:
            raise SaveError(f"the stored game does not match its history: "
                            f"{difference_text(differences[0])}", code="save.damaged")
    return LoadedSave(stored_game(data), written_as, data["rules"], True, differences,
                      stopped_at)


def replay_setup(data: dict[str, Any]) -> Game:
    try:
        return replay(data["setup"], [])
    except ValueError as error:  # the core's own words for what is wrong
        raise SaveError(f"the game's setup is not valid: {error}", code="save.damaged",
                        reason=getattr(error, "reason", None)) from None
    except (TypeError, LookupError, AttributeError):
        raise SaveError("the game's setup is not valid: a field is missing or holds the "
                        "wrong kind of value", code="save.damaged") from None


def replay_history(game: Game, history: list[str], strict: bool) -> int | None:
    """Play `history` on `game`; the move (from 1) that is not legal, or None if all were.

    `strict` (the save's own rules): an illegal move is a SaveError, the file was edited."""
    for index, action in enumerate(history, start=1):
        try:
            game.apply(action)
        except IllegalAction as error:
            if strict:
                raise SaveError(f"the history does not replay: move {index} of "
                                f"{len(history)} is not legal ({error})",
                                code="save.damaged") from None
            return index
        except Exception:  # newer rules may trip on an old move in any way
            if strict:
                raise
            return index
    return None


def compare(data: dict[str, Any], game: Game) -> list[Difference]:
    """Where the stored game differs from the replayed one (through JSON, as it was written)."""
    rebuilt = json.loads(json.dumps(game.to_dict()))
    found: list[Difference] = []
    for key in GAME_FIELDS:
        differences(data[key], rebuilt[key], key, found)
    return found


def stored_game(data: dict[str, Any]) -> Game:
    """The game exactly as stored, going on from there under today's rules; SaveError if the
    stored position cannot be played."""
    try:
        game = replay(resumed_setup(data), [])
        game.legal_actions()
        rebuilt = json.loads(json.dumps(game.to_dict()["state"]))
    except ValueError as error:  # the core's own words for what is wrong
        raise SaveError(f"the rules changed since the game was saved, and its stored "
                        f"position cannot be used ({error})", code="save.rules_changed") from None
    except Exception:  # the stored position is the file's word alone: check it
        logger.warning("a stored position could not be resumed", exc_info=True)
        raise SaveError("the rules changed since the game was saved, and its stored "
                        "position cannot be used (it is not a position of this game)",
                        code="save.rules_changed") from None
    mismatch: list[Difference] = []
    differences(data["state"], rebuilt, "state", mismatch)
    if mismatch:
        raise SaveError(f"the rules changed since the game was saved, and its stored "
                        f"position is not sound: {difference_text(mismatch[0])}",
                        code="save.rules_changed")
    return game


def differences(stored: Any, rebuilt: Any, path: str, found: list[Difference]) -> None:
    """Add to `found` where `stored` differs from `rebuilt`, up to MAX_DIFFERENCES."""
    if len(found) >= MAX_DIFFERENCES:
        return
    if isinstance(stored, dict) and isinstance(rebuilt, dict):
        for key in [*rebuilt, *(k for k in stored if k not in rebuilt)]:
            where = f"{path}.{key}"
            if key not in stored:
                found.append(Difference(where, None, rebuilt[key], "stored"))
            elif key not in rebuilt:
                found.append(Difference(where, stored[key], None, "replayed"))
            else:
                differences(stored[key], rebuilt[key], where, found)
        return
    if isinstance(stored, list) and isinstance(rebuilt, list) and len(stored) == len(rebuilt):
        for index, (mine, theirs) in enumerate(zip(stored, rebuilt, strict=True)):
            differences(mine, theirs, f"{path}[{index}]", found)
        return
    if type(stored) is not type(rebuilt) or stored != rebuilt:
        found.append(Difference(path, stored, rebuilt))


def difference_text(difference: Difference) -> str:
    """One difference in plain words (for the engine and for refusals)."""
    where, stored, replayed = difference.where, difference.stored, difference.replayed
    if difference.missing == "stored":
        return f"{where} is missing"
    if difference.missing == "replayed":
        return f"{where} is not part of a Caylus save"
    if type(stored) is not type(replayed):
        return f"{where} should be {type_name(replayed)} but is {type_name(stored)}"
    if isinstance(stored, list):
        return (f"{where} has {len(stored)} entries but replaying the history gives "
                f"{len(replayed)}")
    return f"{where} is {short(stored)} but replaying the history gives {short(replayed)}"


def type_name(value: Any) -> str:
    return JSON_TYPE_NAMES.get(type(value), type(value).__name__)


def short(value: Any, limit: int = 60) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= limit else text[: limit - 3] + "..."
