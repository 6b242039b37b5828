"""The one undo policy: which decisions can be taken back, used by the engine and the UI.

Undo takes back the last decision made by a person, together with the decisions of the
`automatic` seats (computer players) that followed it. It depends on the position alone
(the game and its action history), so a game saved and continued offers the same Undo.
Pressed again, it walks further back, one person's decision at a time: at a table the
players see whose decision each press takes back and agree how far to go. Asked for a
given `seat`, it takes back that seat's last decision only while no other person has
decided since.
"""

from __future__ import annotations

from collections.abc import Collection

from caylus.core.actions import Action
from caylus.core.game import Game, replay


def undo_steps(game: Game, automatic: Collection[int] = (), seat: int | None = None) -> int:
    """How many of the last actions Undo takes back now; 0 when it offers nothing."""
    movers = game.movers
    for index in range(len(movers) - 1, -1, -1):
        mover = movers[index]
        if mover in automatic:
            continue
        if seat is not None and mover != seat:
            return 0
        return len(movers) - index
    return 0


def undo_seat(game: Game, automatic: Collection[int] = ()) -> int | None:
    """Whose decision Undo would take back (None when it offers nothing)."""
    steps = undo_steps(game, automatic)
    return game.movers[-steps] if steps else None


def undo_action(game: Game, automatic: Collection[int] = ()) -> Action | None:
    """The person's decision Undo would take back."""
    steps = undo_steps(game, automatic)
    return game.history[-steps] if steps else None


def taken_back(game: Game, steps: int) -> Game:
    """The game as it was `steps` actions ago (replayed from its setup)."""
    if not 0 < steps <= len(game.history):
        raise ValueError(f"cannot take back {steps} of {len(game.history)} actions")
    return replay(game.setup, game.history[:-steps])
