"""Where the learner stopped: the id of the lesson step, kept in the user's data folder.

Reading never fails: a missing, damaged or unknown file starts from the first step (a
damaged one is logged). Writing goes through the game's one atomic writer; a disk that
refuses is logged and the tutorial goes on (only the place to resume is lost).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from pathlib import Path

from caylus.persistence.files import write_atomically
from caylus.resources import user_data_dir

logger = logging.getLogger(__name__)
PROGRESS_FILE = "tutorial.json"
PROGRESS_FORMAT = "caylus-tutorial"
PROGRESS_VERSION = 1


def progress_path() -> Path:
    return user_data_dir() / PROGRESS_FILE


def load_step(ids: Sequence[str]) -> int:
    """The index in `ids` of the step the learner stopped at (0 when there is none)."""
    path = progress_path()
    try:
        data = json.loads(path.read_text("utf-8"))
    except FileNotFoundError:
        return 0
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as error:
        logger.warning("the tutorial's progress in %s cannot be read (%s): starting over",
                       path, error)
        return 0
    step = data.get("step") if isinstance(data, dict) else None
    if not isinstance(step, str) or data.get("format") != PROGRESS_FORMAT or step not in ids:
        logger.warning("the tutorial's progress in %s is not one this game knows: starting "
                       "over", path)
        return 0
    return list(ids).index(step)


def save_step(step_id: str) -> None:
    """Remember that the learner is at step `step_id`."""
    document = {"format": PROGRESS_FORMAT, "version": PROGRESS_VERSION, "step": step_id}
    try:
        path = progress_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(path, json.dumps(document) + "\n")
    except (OSError, ValueError) as error:
        logger.warning("the tutorial's progress cannot be kept: %s", error)
