"""The game being played on screen: applying decisions, undo, autosave and the event feed.

This is the one place where the game scene changes the game. Everything it applies goes
through `Game.apply` (checked), so a wrong click can never corrupt the state.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from caylus.core import Action, Event, Game, IllegalAction

Listener = Callable[[list[Event]], None]


@dataclass(frozen=True)
class UndoStep:
    """The game as it was before `seat` made a decision."""

    seat: int
    before: Game
    action: Action


class GameSession:
    """Owns the live `Game`. Listeners hear the events of every applied decision.

    Undo: the last decision can be taken back as long as no other seat has acted since; then
    the decisions before it, while they were made by the same seat in an unbroken run. In a
    hot-seat game this lets a player take back a misclick even after the next player's turn
    was announced, but never anything another player has built on.
    """

    def __init__(self, game: Game, save: Callable[[Game], object] | None = None) -> None:
        self.game = game
        self._save = save
        self._undo: list[UndoStep] = []
        self.listeners: list[Listener] = []
        self.version = 0  # grows with every change, so views know when to redraw

    # --- deciding ---------------------------------------------------------------------

    def problem_with(self, action: Action) -> str | None:
        return self.game.problem_with(action)

    def apply(self, action: Action) -> list[Event] | None:
        """Apply a legal action; returns its events, or None (and nothing changes) if illegal."""
        game = self.game
        seat = game.current_seat
        if seat is None or game.problem_with(action) is not None:
            return None
        before = game.clone()
        try:
            events = game.apply(action)
        except IllegalAction:
            return None
        if self._undo and self._undo[-1].seat != seat:
            self._undo.clear()  # another seat acted: earlier decisions are settled
        self._undo.append(UndoStep(seat, before, action))
        self._changed(events)
        return events

    # --- undo -------------------------------------------------------------------------

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def undo_seat(self) -> int | None:
        """Whose decision Undo would take back."""
        return self._undo[-1].seat if self._undo else None

    @property
    def undo_action(self) -> Action | None:
        return self._undo[-1].action if self._undo else None

    def undo(self) -> bool:
        """Take back the last decision (see the class docstring); False if there is none."""
        if not self._undo:
            return False
        step = self._undo.pop()
        self.game = step.before.clone()
        self._changed([])
        return True

    # --- helpers ----------------------------------------------------------------------

    def _changed(self, events: list[Event]) -> None:
        self.version += 1
        if self._save is not None:
            self._save(self.game)
        for listener in list(self.listeners):
            listener(events)
