"""One-step lookahead players: try every legal action on a clone, evaluate, pick.

Medium picks the best position by the evaluation; Easy samples among positions with a softmax,
so it usually plays a sensible move and sometimes a poor one; the sparring players are Medium
with a skewed evaluation that pushes one plan (see `SPARRING`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Final

from mypy_extensions import mypyc_attr

import caylus.ai.evaluation as evaluation
from caylus.ai.base import CancelToken, Player, SearchInfo
from caylus.ai.evaluation import BALANCED, HAND_SET, Weights
from caylus.ai.features import seat_to_move
from caylus.core import Action, Game

EASY_TEMPERATURE: Final = 0.1  # PP: moves this much worse than the best are still often picked


def score_actions(
    game: Game, legal: Sequence[Action], weights: Weights, cancel: CancelToken | None = None
) -> list[tuple[float, Action, tuple[float, ...]]]:
    """(advantage for the mover, action, worths after it) for each legal action, in order."""
    seat = seat_to_move(game)
    assert seat is not None
    scored: list[tuple[float, Action, tuple[float, ...]]] = []
    for action in legal:
        if cancel is not None and scored and cancel.is_set():
            break
        child = game.clone()
        child.apply_unchecked(action)
        values = evaluation.worths(child, weights)
        scored.append((evaluation.advantage(values, seat), action, values))
    return scored


def rank(game: Game, legal: Sequence[Action]) -> list[int]:
    """Indices of `legal`, best first by Medium's rule (ties in legal order)."""
    scored = score_actions(game, legal, BALANCED)
    return sorted(range(len(legal)), key=lambda i: (-scored[i][0], i))


def best_scored(game: Game, legal: Sequence[Action], weights: Weights = BALANCED) -> Action:
    """Medium's move among `legal` (the best advantage, the first on ties), without the
    player's bookkeeping: for playouts, which weigh every legal action as Medium does."""
    return max(score_actions(game, legal, weights), key=lambda s: s[0])[1]


# The arena, the exploit harness and the tests define players of their own.
@mypyc_attr(allow_interpreted_subclasses=True)
class GreedyPlayer(Player):
    """The move whose resulting position the evaluation likes best (first one on ties)."""

    level = "medium"
    weights: Weights = BALANCED
    temperature = 0.0

    def _decide(
        self, game: Game, legal: list[Action] | tuple[Action, ...], cancel: CancelToken | None
    ) -> Action:
        seat = seat_to_move(game)
        assert seat is not None
        before = evaluation.worths(game, self.weights)
        scored = score_actions(game, legal, self.weights, cancel)
        index = self._pick([s for s, _, _ in scored], game)
        _, action, values = scored[index]
        self.info = SearchInfo(
            iterations=len(scored),
            values=evaluation.shares(values, turns_left=3.0),
            line=(action,),
            notes={"expected_prestige_gain": round(values[seat] - before[seat], 2)},
        )
        return action

    def _pick(self, advantages: list[float], game: Game) -> int:
        best = max(advantages)
        if self.temperature <= 0:
            return advantages.index(best)
        weights = [math.exp((a - best) / self.temperature) for a in advantages]
        return self._rng(game).choices(range(len(advantages)), weights)[0]


class MediumPlayer(GreedyPlayer):
    level = "medium"


# The arena, the exploit harness and the tests define players of their own.
@mypyc_attr(allow_interpreted_subclasses=True)
class HandSetMediumPlayer(GreedyPlayer):
    """Medium with the evaluation's hand-set weights, as before they were fitted: the
    yardstick the fitted levels are measured against."""

    level = "medium_hand_set"
    weights = HAND_SET


class EasyPlayer(GreedyPlayer):
    level = "easy"
    temperature = EASY_TEMPERATURE


class FavourRushPlayer(GreedyPlayer):
    """Chases royal favours: the favour track and favours owed are worth far more to it."""

    level = "favour_rush"
    weights = BALANCED.skewed(favour_bonus=4.0, favours=3.0)


class CastleOnlyPlayer(GreedyPlayer):
    """Builds the castle above all: every house is worth a lot more to it."""

    level = "castle_only"
    weights = BALANCED.skewed(house_bonus=8.0, castle=3.0, workers=1.5)


class BuildCollectPlayer(GreedyPlayer):
    """Builds road buildings and collects from them: each owned tile is worth a lot more."""

    level = "build_collect"
    weights = BALANCED.skewed(building_bonus=6.0, buildings=2.0, castle=0.3)
