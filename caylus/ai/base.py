"""What every computer player is: given a game, return one of its legal actions.

A player is built once per seat with a seed (and, for searching levels, an iteration
budget) and then asked `choose(game)` for each decision that seat owes. The same seed,
budget and sequence of `choose` calls give the same moves on any machine: strength is
set by iterations, never by the clock. A `cancel` token (anything with `is_set()`, such as
`threading.Event`) makes a search stop early and return the best move found so far.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Protocol

from mypy_extensions import mypyc_attr

from caylus.core import Action, Game
from caylus.core.pickling import Reduced, by_fields


class CancelToken(Protocol):
    def is_set(self) -> bool: ...


@dataclass(frozen=True, slots=True)
class SearchInfo:
    """What a player saw when it chose: for the engine's `info` line and for hints."""

    iterations: int = 0
    values: tuple[float, ...] = ()  # expected outcome per seat, 0..1 (share of a win)
    line: tuple[Action, ...] = ()  # the best continuation, the chosen action first
    notes: dict[str, float] = field(default_factory=dict)  # e.g. expected prestige gain

    def __reduce__(self) -> Reduced:
        return by_fields(self)


# The arena, the exploit harness and the tests define players of their own.
@mypyc_attr(allow_interpreted_subclasses=True)
class Player:
    """Base class of the computer players. Subclasses implement `_decide`."""

    level = "player"

    def __init__(self, seed: int = 0, budget: int | None = None) -> None:
        self.seed = seed
        self.budget = budget
        self.info: SearchInfo | None = None

    def choose(self, game: Game, cancel: CancelToken | None = None) -> Action:
        """A legal action for the seat to move. One legal action is answered at once."""
        legal = game.legal_actions()
        if not legal:
            raise ValueError("the game is over: there is nothing to choose")
        if len(legal) == 1:
            self.info = SearchInfo(line=(legal[0],))
            return legal[0]
        return self._decide(game, legal, cancel)

    def _decide(
        self, game: Game, legal: list[Action] | tuple[Action, ...], cancel: CancelToken | None
    ) -> Action:
        raise NotImplementedError

    def close(self) -> None:
        """Let go of what the player holds between decisions (Hard: its worker processes)."""

    def _rng(self, game: Game) -> random.Random:
        """A generator fixed by the seed and the position's place in the game."""
        return random.Random(self.seed * 1_000_003 + len(game.history))


# The arena, the exploit harness and the tests define players of their own.
@mypyc_attr(allow_interpreted_subclasses=True)
class RandomPlayer(Player):
    """The baseline: a uniformly random legal action."""

    level = "random"

    def _decide(
        self, game: Game, legal: list[Action] | tuple[Action, ...], cancel: CancelToken | None
    ) -> Action:
        action = self._rng(game).choice(legal)
        self.info = SearchInfo(line=(action,))
        return action
