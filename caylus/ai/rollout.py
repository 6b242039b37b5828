"""Rollout search: each candidate move is played to the end of the game (Medium for Hard, the
best-fitting rule for each opponent).

Why not a tree over the evaluation: the shipped evaluation is fitted as a *policy* (which of
the moves in front of me is best, Medium's rule) and is a poor *value* across time — a
search that compares positions at different depths (`SearchTree`) lost to Medium with it (3
of 20 at budget 2000), and so did cutting the playouts short (1 of 10 after 12 moves).
Played to the end, the final scores are exact, whatever the evaluation misprices.

The candidates are the legal moves ranked by Medium's rule (worth − mean worth of the others
after the move, the first on ties). With `parts` searchers (root parallelism), searcher
`part` takes the ranks `part`, `part + parts`, …, so the best-ranked moves are spread over
them. After each candidate the searcher plays Medium's move, and every opponent the move of
the rule that fits its moves so far best (`caylus/ai/opponents.py`: Medium unless a plan
fits better), until the game ends; the candidate's value per seat is its share of the win
plus `MARGIN_WEIGHT` × its score minus the mean of the others'. A searcher stops taking
candidates once it has evaluated `iterations` positions (or on cancel or the deadline; its
first candidate is always checked, unless the search is cancelled before it starts, when
Medium's move is the answer), so a small budget only checks the best few moves; a candidate
not checked is never chosen over one that was.

There is no chance after setup and Medium's rule is deterministic, so the search is too.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Final

import caylus.ai.evaluation as evaluation
from caylus.ai.base import CancelToken
from caylus.ai.features import final_outcome, seat_to_move
from caylus.ai.greedy import best_scored, rank
from caylus.ai.mcts import RootStats
from caylus.ai.opponents import MEDIUM, Observer
from caylus.core import Action, Game

MARGIN_WEIGHT: Final = 0.001  # a share of a win is worth 1000 PP of margin: winning comes first
LINE_LENGTH: Final = 8


class RolloutSearch:
    """One searcher's part of the candidates (module docstring); the tree interface."""

    def __init__(self, part: int = 0, parts: int = 1) -> None:
        self.part = part
        self.parts = parts
        self.observer = Observer()

    def search(self, game: Game, iterations: int, cancel: CancelToken | None = None,
               deadline: float | None = None) -> RootStats:
        legal = game.legal_actions()
        seat = seat_to_move(game)
        assert seat is not None
        ranked = rank(game, legal)
        visits = [0] * len(legal)
        totals = [tuple(0.0 for _ in range(game.num_players))] * len(legal)
        done = len(legal)
        best: tuple[float, tuple[Action, ...]] | None = None
        if _stopped(cancel, deadline):  # cancelled before any rollout: Medium's move
            if self.part == 0:
                child = game.clone()
                child.apply_unchecked(legal[ranked[0]])
                visits[ranked[0]], totals[ranked[0]] = 1, evaluation.win_shares(child)
            return RootStats(tuple(visits), tuple(totals), done, (legal[ranked[0]],))
        models = list(self.observer.models(game))
        models[seat] = MEDIUM
        for index in ranked[self.part::self.parts]:
            if best is not None and (done >= iterations or _stopped(cancel, deadline)):
                break  # the first candidate is always checked: Medium's move at worst
            values, line, cost = play_out(game, legal[index], models, self.observer)
            visits[index], totals[index] = 1, values
            done += cost
            if best is None or values[seat] > best[0]:
                best = (values[seat], line)
        return RootStats(tuple(visits), tuple(totals), done, best[1] if best else ())

    def close(self) -> None:
        """Nothing is kept between decisions."""


def play_out(game: Game, action: Action, models: Sequence[str] | None = None,
             observer: Observer | None = None) -> tuple[tuple[float, ...], tuple[Action, ...], int]:
    """(value per seat, the moves played, positions evaluated) after `action`, every seat then
    playing the move of its model (a level; Medium's rule when `models` is None) to the end."""
    end, line, cost = finish(game, action, models, observer)
    return final_values(end), line, cost


def finish(game: Game, action: Action, models: Sequence[str] | None = None,
           observer: Observer | None = None) -> tuple[Game, tuple[Action, ...], int]:
    """`play_out`'s game at its end (the game review reads its scores), its moves and cost."""
    game = game.clone()
    game.apply_unchecked(action)
    line, cost = [action], 0
    while not game.is_over:
        legal = game.legal_actions()
        level = MEDIUM if models is None else models[game.current_seat or 0]
        if len(legal) == 1:
            move = legal[0]
        elif level != MEDIUM and observer is not None:
            move = observer.player(level).choose(game)
            cost += len(legal)
        else:
            move = best_scored(game, legal)
            cost += len(legal)
        if len(line) < LINE_LENGTH:
            line.append(move)
        game.apply_unchecked(move)
    return game, tuple(line), max(cost, 1)


def final_values(game: Game) -> tuple[float, ...]:
    scores = game.scores()
    shares = final_outcome(game)
    count = len(scores)
    return tuple(
        shares[s] + MARGIN_WEIGHT * (scores[s] - (sum(scores) - scores[s]) / (count - 1))
        for s in range(count))


def _stopped(cancel: CancelToken | None, deadline: float | None) -> bool:
    if cancel is not None and cancel.is_set():
        return True
    return deadline is not None and time.monotonic() > deadline
