"""The game in progress, saved after every decision to `user_data_dir()/autosave.json` (or to
`autosave-<n>.json` when this copy of the game holds another save slot, see caylus.ui.slots).

A file that cannot be read is never deleted: it is renamed `autosave.json.corrupt-<time>`
beside the original (so nothing is lost and it can be sent in a bug report), and the title
screen says so. A game saved under older rules that replays differently goes on from its
stored position (`read_autosave` says so, once: the next save is under today's rules).

The first use of the folder clears the temporary files a program killed mid-write left there
(`caylus.persistence.files.remove_stale_temporaries`: the saves', the settings' and the hint
counts'), so they never pile up.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from caylus.errors import CaylusError
from caylus.resources import user_data_dir
from caylus.ui.error_words import error_words
from caylus.ui.i18n import t
from caylus.ui.slots import current_slot, slot_file

if TYPE_CHECKING:
    from caylus.core.game import Game
    from caylus.persistence.saves import LoadedSave

logger = logging.getLogger(__name__)
_tidied: set[Path] = set()  # the folders cleared of stale temporaries in this run


@dataclass(frozen=True)
class SavedGlance:
    """What a quick look at the autosave tells, without checking it: who plays and the turn
    (`names` empty and `turn` None when that cannot be read)."""

    names: tuple[str, ...] = ()
    turn: int | None = None
    saved_at: float | None = None  # when the file was written (seconds since the epoch)


class AutosaveUnreadable(CaylusError):
    """The autosave could not be loaded and was set aside; `str()` is the message to show."""

    default_code: ClassVar[str] = "save.unreadable_set_aside"

    def __init__(self, message: str, moved_to: Path | None) -> None:
        super().__init__(message)
        self.moved_to = moved_to


def autosave_path() -> Path:
    """The autosave of the slot this copy holds."""
    return user_data_dir() / slot_file(current_slot())


def tidy_once() -> None:
    """Clear the autosave folder of stale temporary files, once per folder and run."""
    from caylus.persistence.files import remove_stale_temporaries

    folder = autosave_path().parent
    if folder not in _tidied:
        _tidied.add(folder)
        remove_stale_temporaries(folder)


def autosave(game: Game) -> None:
    """Write `game` atomically; raises SaveError (with a clear message) if the disk refuses."""
    from caylus.persistence.saves import SaveError, save_game

    tidy_once()
    try:
        save_game(game, autosave_path())
    except SaveError as error:
        logger.warning("the game could not be saved: %s", error)
        raise


def has_autosave() -> bool:
    tidy_once()
    return autosave_path().is_file()


def glance_at_autosave() -> SavedGlance | None:
    """None when no game is saved; else its players and turn, as far as they can be read."""
    from caylus.core.names import name_problem

    if not has_autosave():
        return None
    try:
        saved_at = autosave_path().stat().st_mtime
        data = json.loads(autosave_path().read_text("utf-8"))
        names, turn = data["setup"]["names"], data["state"]["turn"]
    except (OSError, UnicodeDecodeError, ValueError, RecursionError, LookupError, TypeError):
        return SavedGlance()
    if not isinstance(names, list) or any(name_problem(n) is not None for n in names):
        return SavedGlance()
    if type(turn) is not int or not names:
        return SavedGlance()
    return SavedGlance(tuple(names), turn, saved_at)


def load_autosave() -> Game:
    """The saved game; raises AutosaveUnreadable after setting a bad file aside."""
    return read_autosave().game


def read_autosave() -> LoadedSave:
    """The saved game and what to tell about it (its rules changed); raises
    AutosaveUnreadable after setting a bad file aside."""
    from caylus.persistence.saves import SaveError, load_save

    tidy_once()
    path = autosave_path()
    try:
        return load_save(path)
    except SaveError as error:
        moved_to = set_aside(path)
        logger.warning("the saved game cannot be loaded (%s); %s", error,
                       f"set aside as {moved_to}" if moved_to else "left where it is")
        key = "autosave.unreadable" if moved_to else "autosave.unreadable_kept"
        raise AutosaveUnreadable(t(key, reason=error_words(error)), moved_to) from None


def set_aside(path: Path) -> Path | None:
    """Rename a bad save to `<name>.corrupt-<timestamp>`; None if even that fails."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    counter = 1
    while target.exists():
        counter += 1
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{counter}")
    try:
        path.rename(target)
    except OSError:
        return None
    return target


def clear_autosave() -> None:
    """Forget the game in progress (it is over, or the players started another)."""
    try:
        autosave_path().unlink(missing_ok=True)
    except OSError:
        return
