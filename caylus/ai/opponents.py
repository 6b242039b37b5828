"""Which rule each opponent plays by, judged from the moves it has made in this game.

Hard's rollouts play the opponents to the end; playing them all by Medium's rule is wrong
against a player that does something else (a castle rusher, a builder), and Hard then plans
for replies that never come. So each opponent is given the model, among `MODELS`, that would
have made the most of its moves so far (decisions with one legal action do not count;
Medium on ties, so an opponent is Medium until another rule fits it better). The models are
Medium and every plan in `data/plans.json`: the presets and the exploiters the harness found,
so each new exploiter the harness finds becomes a rule Hard can recognise.

The models are a function of the game alone (its setup and history are replayed), so every
copy of a player — in a worker, in the engine, in the window — finds the same; `Observer`
keeps its place in the history to replay only the new moves.
"""

from __future__ import annotations

from typing import Final

from caylus.ai.base import Player
from caylus.ai.greedy import MediumPlayer
from caylus.ai.plans import EXPLOITERS, PRESETS, plan_factory
from caylus.core import Game
from caylus.core.game import replay

MEDIUM: Final = "medium"
MODELS: Final = (MEDIUM, *PRESETS, *EXPLOITERS)  # Medium first: it wins ties


def model_player(name: str) -> Player:
    """The player of a model, built here rather than through the registry (which imports
    Hard, which imports this module)."""
    if name == MEDIUM:
        return MediumPlayer(0)
    return plan_factory(name, {**PRESETS, **EXPLOITERS}[name])(0, None)


class Observer:
    """Counts, per seat, how many of its decisions each model would have made."""

    def __init__(self) -> None:
        self.position: Game | None = None
        self.agreements: list[list[int]] = []
        self._players: dict[str, Player] = {}

    def models(self, game: Game) -> tuple[str, ...]:
        """The best-fitting model's level for every seat (the searcher's own included)."""
        self._catch_up(game)
        return tuple(MODELS[_best_fit(counts)] for counts in self.agreements)

    def player(self, level: str) -> Player:
        if level not in self._players:
            self._players[level] = model_player(level)
        return self._players[level]

    def _catch_up(self, game: Game) -> None:
        known = self.position.history if self.position is not None else None
        if known is None or list(game.history[:len(known)]) != list(known):
            self.position = replay(game.setup, [])
            self.agreements = [[0] * len(MODELS) for _ in range(game.num_players)]
        position = self.position
        assert position is not None
        for action in game.history[len(position.history):]:
            seat = position.current_seat
            legal = position.legal_actions()
            if seat is not None and len(legal) > 1:
                for index, level in enumerate(MODELS):
                    if self.player(level).choose(position) == action:
                        self.agreements[seat][index] += 1
            position.apply_unchecked(action)


def _best_fit(counts: list[int]) -> int:
    """The index of the model that agreed with most moves (the first of equals)."""
    return max(range(len(MODELS)), key=lambda m: (counts[m], -m))
