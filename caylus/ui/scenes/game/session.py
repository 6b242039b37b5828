"""The game being played on screen: applying decisions, undo and the event feed.

This is the one place where the game scene changes the game. Everything it applies goes
through `Game.apply`, which checks it (once: nothing here checks it again), so a wrong click
can never corrupt the state; a refused move comes back with its `Reason`. Whatever follows a
change (saving, the log, the animations, the captions...) is a listener.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass, field

from caylus.core import Action, Event, Game, IllegalAction
from caylus.core.actions import Reason
from caylus.core.undo import taken_back, undo_action, undo_seat, undo_steps

Listener = Callable[[list[Event]], None]
#: A point of the board map (map pixels): where a dragged piece was let go.
Origin = tuple[float, float]


@dataclass(frozen=True)
class Played:
    """What applying a decision did: its events, or (`refused`) why nothing changed."""

    events: list[Event] = field(default_factory=list)
    refused: Reason | None = None

    @property
    def ok(self) -> bool:
        return self.refused is None

    def __bool__(self) -> bool:  # `if scene.apply(move):` reads as "if it was played"
        return self.ok


class GameSession:
    """Owns the live `Game`. Listeners hear the events of every applied decision.

    Undo follows the core's policy (`caylus.core.undo`): it takes back the last decision of a
    person, with the moves of `automatic` seats after it, and depends on the position alone,
    so it is offered the same after Continue. States seen here are kept so that taking back
    is instant; others are replayed from the setup.
    """

    def __init__(self, game: Game, automatic: Collection[int] = ()) -> None:
        self.game = game
        self.automatic = frozenset(automatic)
        self._before: dict[int, Game] = {}  # history length -> the game at that point
        self.listeners: list[Listener] = []
        self.version = 0  # grows with every change, so views know when to redraw
        #: While the listeners hear a move: where its piece was let go on the board (a drag),
        #: or None; its flight starts there. None at any other time.
        self.origin: Origin | None = None

    # --- deciding ---------------------------------------------------------------------

    def problem_with(self, action: Action) -> str | None:
        return self.game.problem_with(action)

    def apply(self, action: Action, origin: Origin | None = None) -> Played:
        """Apply `action`: its events, or the reason the rules refuse it (nothing changes).
        `origin`: where its piece was let go, told to the listeners as `self.origin`."""
        game = self.game
        before = game.clone()
        try:
            events = game.apply(action)
        except IllegalAction as error:
            return Played(refused=error.reason or Reason("unreadable", str(error)))
        self._before[len(before.history)] = before
        self._changed(events, origin)
        return Played(events)

    # --- undo -------------------------------------------------------------------------

    @property
    def can_undo(self) -> bool:
        return undo_steps(self.game, self.automatic) > 0

    @property
    def undo_seat(self) -> int | None:
        """Whose decision Undo would take back."""
        return undo_seat(self.game, self.automatic)

    @property
    def undo_standing(self) -> int:
        """How many decisions of the history stay after Undo."""
        return len(self.game.history) - undo_steps(self.game, self.automatic)

    @property
    def undo_action(self) -> Action | None:
        return undo_action(self.game, self.automatic)

    def undo(self) -> bool:
        """Take back what the undo policy allows now; False if it allows nothing."""
        steps = undo_steps(self.game, self.automatic)
        if not steps:
            return False
        length = len(self.game.history) - steps
        known = self._before.get(length)
        if known is not None and known.history == self.game.history[:length]:
            self.game = known.clone()
        else:
            self.game = taken_back(self.game, steps)
        self._changed([])
        return True

    # --- helpers ----------------------------------------------------------------------

    def _changed(self, events: list[Event], origin: Origin | None = None) -> None:
        self.version += 1
        self.origin = origin
        try:
            for listener in list(self.listeners):
                listener(events)
        finally:
            self.origin = None
