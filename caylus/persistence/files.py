"""Writing a file whole or not at all: the one writer of every file the game writes (saves,
the autosave, the settings, the hint counts).

The text goes to a temporary file beside the target, `.<target name>.<8 random characters>.tmp`
(mkstemp's characters: lower-case letters, digits and underscores), is flushed to the disk and
renamed over the target, so a crash at any moment leaves the old file or the new one, never
half of either. A program killed between the two steps leaves the temporary behind:
`remove_stale_temporaries` clears the folder of them, whatever file they were for (the
settings writer of earlier versions named its own `.settings.<8 characters>.tmp`, cleared too).
"""

from __future__ import annotations

import contextlib
import os
import re
import tempfile
import time
from pathlib import Path

TEMPORARY_NAME = re.compile(r"\.(?P<target>.+)\.[a-z0-9_]{8}\.tmp")
STALE_SECONDS = 10.0  # a file is written in milliseconds: an older temporary is left over


def write_atomically(path: Path, text: str, errors: str = "strict") -> None:
    """Replace `path` by a file holding `text` (UTF-8; `errors="surrogateescape"` writes back
    the bytes of a text read that way). Raises OSError (or ValueError for a path no system
    can open) and then leaves the target as it was and no temporary."""
    descriptor, name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    temporary = Path(name)
    try:
        with os.fdopen(descriptor, "w", encoding="utf-8", errors=errors) as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            temporary.unlink(missing_ok=True)
        raise


def remove_stale_temporaries(folder: str | os.PathLike[str],
                             older_than: float = STALE_SECONDS) -> list[Path]:
    """Delete the temporary files `write_atomically` left in `folder` when the program was
    killed mid-write: only names of its pattern, only regular files, only those untouched for
    `older_than` seconds (a file being written now is younger). Returns what was removed; a
    folder that cannot be read removes nothing."""
    removed: list[Path] = []
    deadline = time.time() - older_than
    try:
        entries = list(Path(folder).iterdir())
    except (OSError, ValueError):
        return removed
    for entry in entries:
        if not TEMPORARY_NAME.fullmatch(entry.name):
            continue
        try:
            if entry.is_symlink() or not entry.is_file() or entry.stat().st_mtime > deadline:
                continue
            entry.unlink()
        except OSError:
            continue
        removed.append(entry)
    return removed
