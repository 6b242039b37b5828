"""The self-test's check of computer players: a short computer-only game in the game scene.

Two computers (Easy and Medium: quick) play through the App's game scene, thinking in their
own process as in a real game (a frozen build must start that process: `freeze_support`
first in `caylus.__main__.main`), for a few dozen decisions or until a time budget runs
out; then the scene is left and no process may be left behind.
"""

from __future__ import annotations

import multiprocessing
import time
from typing import TYPE_CHECKING, ClassVar

from caylus.errors import CaylusError

if TYPE_CHECKING:
    from caylus.ui.app import App

SEATS = ["easy", "medium"]
SEED = 2024
DECISIONS = 30
SECONDS = 60.0


class ComputerCheckFailed(CaylusError):
    """What went wrong, in plain words."""

    default_code: ClassVar[str] = "selftest.computers_failed"


def play_computer_game(app: App) -> str:
    """Start a computer-only game, let it play itself for DECISIONS decisions, leave it."""
    from caylus.core import new_game
    from caylus.ui.scenes.game import GameScene

    app.start_game(new_game(len(SEATS), SEED, seats=SEATS))
    scene = app.scenes.top
    if not isinstance(scene, GameScene):
        raise ComputerCheckFailed(f"the game did not start ({type(scene).__name__} on top)")
    scene.computers.pace = "instant"
    start = time.monotonic()
    while len(scene.game.history) < DECISIONS and not scene.finished:
        if time.monotonic() - start > SECONDS:
            raise ComputerCheckFailed(f"only {len(scene.game.history)} decisions in "
                                      f"{SECONDS:.0f} s")
        app.run_frames(n=1)
        time.sleep(0.002)
    thinker = scene.computers.thinker
    where = "a process" if thinker is not None and thinker._process is not None else "a thread"
    made = len(scene.game.history)
    app.to_title()
    left = multiprocessing.active_children()
    if left:
        raise ComputerCheckFailed(f"{len(left)} processes still running after the game")
    return (f"{made} decisions played by {' and '.join(SEATS)} in "
            f"{time.monotonic() - start:.1f} s, thinking in {where}; nothing left running")
