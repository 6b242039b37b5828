"""Save files: a game as versioned JSON with a checksum, checked by replaying its history.

A save holds `Game.to_dict()` (format, version, setup, history, state) plus `checksum`, the
SHA-256 of the canonical JSON of everything else. Loading trusts nothing: the checksum catches
damage and casual edits, and replaying the history must rebuild exactly the stored game, so an
edit with a recomputed checksum is caught too. The game returned is the replayed one.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from caylus.core.actions import IllegalAction
from caylus.core.game import SAVE_FORMAT, SAVE_VERSION, Game, replay

CHECKSUM_FIELD = "checksum"
MAX_SAVE_BYTES = 10_000_000  # a real save is a few tens of kilobytes
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


class SaveError(ValueError):
    """A save file that cannot be written or loaded. The message says why, in plain words."""


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
    target = Path(path)
    text = dumps_game(game)
    try:
        descriptor, name = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.",
                                            suffix=".tmp")
    except OSError as error:
        raise SaveError(f"cannot save to {target}: {os_reason(error)}") from None
    temporary = Path(name)
    try:
        with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, target)
    except OSError as error:
        temporary.unlink(missing_ok=True)
        raise SaveError(f"cannot save to {target}: {os_reason(error)}") from None


def os_reason(error: OSError) -> str:
    if isinstance(error, FileNotFoundError):
        return "the folder does not exist"
    if isinstance(error, IsADirectoryError):
        return "it is a folder"
    if isinstance(error, PermissionError):
        return "permission denied"
    return error.strerror or str(error)


# --- reading ------------------------------------------------------------------------------


def load_game(path: str | os.PathLike[str]) -> Game:
    """Read and check a save file; raise SaveError (never anything else) if it is not sound."""
    source = Path(path)
    try:
        text = read_save_text(source)
        return loads_game(text)
    except SaveError as error:
        raise SaveError(f"cannot load {source}: {error}") from None


def read_save_text(source: Path) -> str:
    try:
        if source.exists() and not source.is_dir() and not source.is_file():
            # a pipe or a device would block or never end
            raise SaveError("it is not a regular file")
        with source.open("rb") as handle:
            raw = handle.read(MAX_SAVE_BYTES + 1)
    except FileNotFoundError:
        raise SaveError("there is no such file") from None
    except IsADirectoryError:
        raise SaveError("it is a folder, not a save file") from None
    except OSError as error:
        raise SaveError(f"the file cannot be read ({os_reason(error)})") from None
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveError("the file is far too large to be a Caylus save")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError("the file is not text (it is not UTF-8)") from None


def loads_game(text: str) -> Game:
    """Rebuild a game from a save file's text; raise SaveError if it is not sound."""
    try:
        data = parse_document(text)
        check_header(data)
        check_fields(data)
        check_checksum(data)
        game = replay_document(data)
        check_matches(data, game)
    except SaveError:
        raise
    except Exception as error:  # a bad file must never escape as a traceback
        raise SaveError(f"the save is damaged ({type(error).__name__}: {error})") from None
    return game


def parse_document(text: str) -> dict[str, Any]:
    if not text.strip():
        raise SaveError("the file is empty")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise SaveError(
            f"the file is not valid JSON ({error.msg} at line {error.lineno}, "
            f"column {error.colno})"
        ) from None
    except RecursionError:
        raise SaveError("the file is not a Caylus save (its JSON is nested too deeply)") from None
    if not isinstance(data, dict):
        raise SaveError(f"the file is not a Caylus save (it holds {type_name(data)}, "
                        "not an object)")
    return data


def check_header(data: dict[str, Any]) -> None:
    if data.get("format") != SAVE_FORMAT:
        found = f"format {data['format']!r}" if "format" in data else "no format field"
        raise SaveError(f"the file is not a Caylus save ({found}; expected {SAVE_FORMAT!r})")
    version = data.get("version")
    if type(version) is not int:
        raise SaveError("the save has no valid version number (the 'version' field must be a "
                        "whole number)")
    if version > SAVE_VERSION:
        raise SaveError(f"the save was made by a newer version of Caylus (save version "
                        f"{version}; this program reads up to version {SAVE_VERSION})")
    if version < 1:
        raise SaveError(f"the save has an unknown version number ({version})")


def check_fields(data: dict[str, Any]) -> None:
    for name, expected in {**REQUIRED_FIELDS, CHECKSUM_FIELD: str}.items():
        if name not in data:
            raise SaveError(f"the save has no '{name}' field")
        if type(data[name]) is not expected:
            raise SaveError(f"the save's '{name}' field should be {JSON_TYPE_NAMES[expected]} "
                            f"but is {type_name(data[name])}")
    for index, action in enumerate(data["history"], start=1):
        if type(action) is not str:
            raise SaveError(f"move {index} of the history should be a text but is "
                            f"{type_name(action)}")


def check_checksum(data: dict[str, Any]) -> None:
    if data[CHECKSUM_FIELD] != checksum_of(data):
        raise SaveError("the checksum does not match: the file was edited or damaged")


def replay_document(data: dict[str, Any]) -> Game:
    history: list[str] = data["history"]
    try:
        game = replay(data["setup"], [])
    except (ValueError, TypeError) as error:
        raise SaveError(f"the game's setup is not valid: {error}") from None
    for index, action in enumerate(history, start=1):
        try:
            game.apply(action)
        except IllegalAction as error:
            raise SaveError(f"the history does not replay: move {index} of {len(history)} "
                            f"is not legal ({error})") from None
    return game


def check_matches(data: dict[str, Any], game: Game) -> None:
    """The stored game must be exactly the replayed one (through JSON, as it was written)."""
    stored = {key: value for key, value in data.items() if key != CHECKSUM_FIELD}
    rebuilt = json.loads(json.dumps(game.to_dict()))
    difference = first_difference(stored, rebuilt, "")
    if difference:
        raise SaveError(f"the stored game does not match its history: {difference}")


def first_difference(stored: Any, rebuilt: Any, path: str) -> str | None:
    """Where `stored` first differs from `rebuilt`, in words, or None if they are equal."""
    where = path or "the save"
    if type(stored) is not type(rebuilt):
        return (f"{where} should be {type_name(rebuilt)} but is {type_name(stored)}")
    if isinstance(stored, dict):
        return dict_difference(stored, rebuilt, path)
    if isinstance(stored, list):
        if len(stored) != len(rebuilt):
            return (f"{where} has {len(stored)} entries but replaying the history gives "
                    f"{len(rebuilt)}")
        for index, (mine, theirs) in enumerate(zip(stored, rebuilt, strict=True)):
            found = first_difference(mine, theirs, f"{path}[{index}]")
            if found:
                return found
        return None
    if stored != rebuilt:
        return f"{where} is {short(stored)} but replaying the history gives {short(rebuilt)}"
    return None


def dict_difference(stored: dict[str, Any], rebuilt: dict[str, Any], path: str) -> str | None:
    prefix = f"{path}." if path else ""
    for key in rebuilt:
        if key not in stored:
            return f"{prefix}{key} is missing"
    for key in stored:
        if key not in rebuilt:
            return f"{prefix}{key} is not part of a Caylus save"
    for key, value in rebuilt.items():
        found = first_difference(stored[key], value, f"{prefix}{key}")
        if found:
            return found
    return None


def type_name(value: Any) -> str:
    return JSON_TYPE_NAMES.get(type(value), type(value).__name__)


def short(value: Any, limit: int = 60) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= limit else text[: limit - 3] + "..."
