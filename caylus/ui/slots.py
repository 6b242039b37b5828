"""Save slots: which autosave this copy of the game writes, so two copies never share one.

Slot 1 is `autosave.json`; slot n > 1 is `autosave-<n>.json`, beside it in the data folder.
A copy writes only the slot it holds, and holds it through an operating-system lock on the
slot's lock file (`autosave.json.lock`, `autosave-2.json.lock`, ...): `fcntl.flock` on Linux
and macOS, `msvcrt.locking` on Windows. The system lets go of a lock when its process ends,
however it ends, so a lock is never stale; the holder's process id is written in the file
(after the locked first byte) only to tell the player which copy it is.

At start the game claims slot 1 (`claim_slot(1)`). When another copy holds it, the player is
told and chooses (`caylus.ui.scenes.in_use`): play without saving, wait for the other copy,
or take a new slot (`claim_new_slot`). A later start finds the games of the other slots
nobody holds (`free_saved_slots`) and offers them on the title screen, so a game kept in a
slot is never lost. A folder where no lock file can be made has no locks (saving there fails
anyway and the game says so). A lock file that is there but cannot be locked (a folder, a
pipe, a file this user may not write: one left by running the game once with `sudo`) keeps
the slot as if another copy held it, and the player is told which file (issue 35: both
copies took slot 1 and one game was lost without a word).
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
from pathlib import Path
from typing import IO, ClassVar

from caylus.errors import CaylusError
from caylus.resources import user_data_dir

logger = logging.getLogger(__name__)
FIRST_SLOT = 1
MAX_SLOTS = 99  # more copies at once than anyone runs


def slot_file(slot: int) -> str:
    """The autosave's file name in `slot`."""
    return "autosave.json" if slot == FIRST_SLOT else f"autosave-{slot}.json"


class LockUnusable(CaylusError, OSError):
    """The lock file is there but cannot be locked (a folder, a pipe, not writable)."""

    default_code: ClassVar[str] = "slot.lock_unusable"


class SlotLock:
    """An operating-system lock on one lock file, held while this object holds it open."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.handle: IO[bytes] | None = None

    @property
    def held(self) -> bool:
        return self.handle is not None

    def acquire(self) -> bool:
        """Take the lock now if no other process holds it; True when this one holds it.
        Raises OSError when the lock file cannot be opened at all."""
        if self.handle is not None:
            return True
        if self.path.exists() and not self.path.is_file():
            raise LockUnusable(f"{self.path} is not a file")
        try:
            handle = open_lock_file(self.path)
        except OSError as error:
            if self.path.exists() and os.access(self.path.parent, os.W_OK):
                raise LockUnusable(f"{self.path} cannot be opened: {error}") from error
            raise
        try:
            lock_first_byte(handle)
        except OSError:
            handle.close()
            return False
        handle.seek(1)
        handle.truncate()
        handle.write(f"{os.getpid()}\n".encode("ascii"))
        handle.flush()
        self.handle = handle
        return True

    def release(self) -> None:
        handle, self.handle = self.handle, None
        if handle is not None:
            with contextlib.suppress(OSError):
                unlock_first_byte(handle)
            handle.close()

    def holder(self) -> int | None:
        """The process id the holder wrote, if it can be read (only from a file: opening a
        pipe to read waits for a writer)."""
        if not self.path.is_file():
            return None
        try:
            with self.path.open("rb") as handle:
                handle.seek(1)
                text = handle.read(32).decode("ascii").strip()
        except (OSError, UnicodeDecodeError):
            return None
        return int(text) if text.isdigit() else None


def open_lock_file(path: Path) -> IO[bytes]:
    """The lock file, opened for writing without emptying it (its first byte is the lock)."""
    descriptor = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    handle = os.fdopen(descriptor, "r+b")
    if not handle.read(1):
        handle.write(b"\n")
        handle.flush()
    handle.seek(0)
    return handle


if sys.platform == "win32":
    import msvcrt

    def lock_first_byte(handle: IO[bytes]) -> None:
        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)

    def unlock_first_byte(handle: IO[bytes]) -> None:
        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def lock_first_byte(handle: IO[bytes]) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)

    def unlock_first_byte(handle: IO[bytes]) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)


class Slots:
    """The slot this copy writes (`current`) and the lock it holds on it."""

    def __init__(self) -> None:
        self.current = FIRST_SLOT
        self.lock: SlotLock | None = None
        self.unusable: set[int] = set()  # slots whose lock file cannot be locked

    def lock_of(self, slot: int) -> SlotLock:
        return SlotLock(user_data_dir() / f"{slot_file(slot)}.lock")

    def claim(self, slot: int) -> bool:
        """Hold `slot` from now on (letting go of the one held); False, and nothing changes,
        when another copy holds it. A folder without locks lets every claim succeed."""
        if slot == self.current and self.lock is not None:
            return True
        lock: SlotLock | None = self.lock_of(slot)
        try:
            if lock is not None and not lock.acquire():
                return False
        except LockUnusable as error:
            logger.warning("slot %d cannot be locked, so it is not used: %s", slot, error)
            self.unusable.add(slot)
            return False
        except OSError as error:
            logger.warning("no lock can be kept in %s (%s): another copy of the game would "
                           "not be noticed", user_data_dir(), error)
            lock = None  # a folder that cannot be locked
        if self.lock is not None:
            self.lock.release()
        self.current, self.lock = slot, lock
        logger.info("this copy saves in slot %d (%s)", slot, slot_file(slot))
        return True

    def claim_new(self) -> int | None:
        """Claim the first slot after the first that no copy holds; its number, or None."""
        for slot in range(FIRST_SLOT + 1, MAX_SLOTS + 1):
            if slot != self.current and self.claim(slot):
                return slot
        return None

    def holder(self, slot: int) -> int | None:
        return self.lock_of(slot).holder()

    def free_saved(self) -> list[int]:
        """The other slots holding a saved game that no copy holds, in order."""
        found = []
        for slot in saved_slots():
            if slot == self.current:
                continue
            probe = self.lock_of(slot)
            try:
                free = probe.acquire()
            except LockUnusable:
                free = False  # it cannot be told whether a copy writes there
            except OSError:
                free = True
            probe.release()
            if free:
                found.append(slot)
        return found

    def release(self) -> None:
        if self.lock is not None:
            self.lock.release()
        self.current, self.lock = FIRST_SLOT, None


def saved_slots() -> list[int]:
    """The slots whose autosave file exists, in order."""
    try:
        names = {path.name for path in user_data_dir().glob("autosave*.json")}
    except OSError:
        return []
    return [slot for slot in range(FIRST_SLOT, MAX_SLOTS + 1) if slot_file(slot) in names]


SLOTS = Slots()  # this copy's


def current_slot() -> int:
    return SLOTS.current
