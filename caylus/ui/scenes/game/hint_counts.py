"""How many hints each seat of a game used, kept beside the autosave so Continue keeps them.

The save file holds the game only (its format and checksum stay as they are); the counts
live in `user_data_dir()/hints.json` as `{"setup": <the game's setup>, "hints": [n, ...]}`,
for the one game in play. They belong to a game only while its setup is the one written
there, so a stale file can never lend its counts to another game; a new game started from
the setup screen forgets them (`forget`). A file that cannot be read or written is ignored:
the counts are then kept for this run only (the final scores still show them).
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any, TypeGuard

from caylus.core import Game
from caylus.persistence.files import write_atomically
from caylus.resources import user_data_dir

logger = logging.getLogger(__name__)

HINTS_FILE = "hints.json"
_latest: tuple[str, list[int]] | None = None  # (setup as JSON, counts) of this run


def hints_path() -> Path:
    return user_data_dir() / HINTS_FILE


def _key(game: Game) -> str:
    """The game's setup (and the folder it is kept in: another folder, another player)."""
    return f"{hints_path()}:{_canonical(game.setup.document())}"


def _canonical(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def hint_counts(game: Game) -> list[int]:
    """The hints each seat of `game` used so far (zeros when none are known)."""
    key = _key(game)
    if _latest is not None and _latest[0] == key:
        return list(_latest[1])
    stored = _read()
    if stored is not None and _key_of(stored) == _canonical(game.setup.document()):
        counts = stored.get("hints")
        if _valid(counts, game.num_players):
            return list(counts)
    return [0] * game.num_players


def record_hints(game: Game, counts: list[int], write: bool = True) -> None:
    """Keep `counts` for `game` (in this run, and in the file unless `write` is False)."""
    global _latest
    _latest = (_key(game), list(counts))
    if write:
        _write({"setup": game.setup.document(), "hints": list(counts)})


def forget() -> None:
    """A new game starts: the counts of the one before are dropped."""
    global _latest
    _latest = None
    try:
        hints_path().unlink(missing_ok=True)
    except OSError:
        return


def _key_of(stored: dict[str, Any]) -> str | None:
    setup = stored.get("setup")
    if not isinstance(setup, dict):
        return None
    return _canonical(setup)


def _valid(counts: Any, players: int) -> TypeGuard[list[int]]:
    return (isinstance(counts, list) and len(counts) == players
            and all(type(n) is int and n >= 0 for n in counts))


def _read() -> dict[str, Any] | None:
    try:
        data = json.loads(hints_path().read_text("utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError):
        return None
    return data if isinstance(data, dict) else None


def _write(data: dict[str, Any]) -> None:
    try:
        write_atomically(hints_path(), json.dumps(data, ensure_ascii=False))
    except (OSError, ValueError) as error:  # the counts are a courtesy: the game goes on
        logger.warning("cannot keep the hint counts in %s: %s", hints_path(), error)
