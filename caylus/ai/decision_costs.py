"""What each decision of a game cost, in Hard's eyes (the game review; issue 23).

For each decision with more than one legal action, ONE Hard search at its budget is run on
the position (`HardPlayer.root_stats`): Hard's choice and each candidate's value per seat
(the tree's backed-up predicted final score, `caylus.ai.widened`).
Whether the played move was as good as Hard's is the search's call: the value of Hard's
choice minus the played action's (its mean in the same search; its play-out where the search
never tried it), never below 0. What it cost is the learned value's (`caylus.ai.value`,
issue 33): the seat's predicted final margin (its score minus the others' mean) after Hard's
choice minus after the played move, in prestige, and its chance of winning after each; both
never below 0, and bounded by what the value thinks the rest of the game can swing (unlike
a single play-out to the end, which one early move can swing by 35 prestige).

Hard's search is deterministic (no chance after setup, rollouts by fixed rules), so a seat
played by Hard at the review's budget made Hard's choice at every decision: those decisions
are not searched again (`skip_seats`).

Decisions are reviewed in `processes` spawned workers, each keeping one position that it
walks forward through the game (tasks are handed out in order, so each worker's indices
grow and no game is replayed from the start twice). A worker that dies (killed by the
system when memory runs out) breaks the pool: the decisions left are handed to a fresh one,
and a second death in a row raises `WorkersLost` with the costs found so far kept by the
caller (issue 35: it used to wait forever).
"""

from __future__ import annotations

import logging
import math
import multiprocessing
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import ClassVar

import caylus.ai.value as value
from caylus.ai.base import CancelToken
from caylus.ai.hard import HardPlayer, lead_spread, mean_values
from caylus.ai.mcts import RootStats
from caylus.ai.opponents import MEDIUM, Observer
from caylus.ai.rollout import final_values, finish
from caylus.core import Action, Game
from caylus.core.game import replay
from caylus.core.game_setup import Setup
from caylus.errors import CaylusError

logger = logging.getLogger(__name__)
Progress = Callable[[int, int], None]  # (decisions reviewed, decisions to review)
FRESH_POOLS = 1  # after a worker dies, how many new pools take the decisions left


class WorkersLost(CaylusError, RuntimeError):
    """The review's workers died again after a fresh start (the system keeps killing them)."""

    default_code: ClassVar[str] = "review.workers_lost"

    def __init__(self, left: int) -> None:
        super().__init__(f"the review's worker processes died; {left} decisions not weighed")
        self.left = left


@dataclass(frozen=True, slots=True)
class DecisionCost:
    """One reviewed decision: the position is the game after `index` actions."""

    index: int
    seat: int
    played: str  # the action's text form (`str(action)`)
    best: str  # Hard's choice
    lost: float  # Hard's value of its choice minus the played move's (0: as good)
    prestige: int  # `margin`, rounded: what the review shows
    win: float  # the value's chance of winning after Hard's choice minus after the played move
    margin: float = 0.0  # the value's final margin after Hard's choice minus after the played
    # how sure that is, in prestige: the search's standard errors of both moves' means and
    # the difference between the search's cost and the value's (`spread_of`)
    spread: float = 0.0

    @property
    def is_hards_choice(self) -> bool:
        return self.lost <= 0.0


def decisions_of(game: Game, skip_seats: Iterable[int] = ()) -> list[int]:
    """The history indices of the decisions to search: more than one legal action, and not
    made by a seat in `skip_seats`."""
    skipped = set(skip_seats)
    position = replay(game.setup, [])
    found = []
    for index, action in enumerate(game.history):
        if position.current_seat not in skipped and len(position.legal_actions()) > 1:
            found.append(index)
        position.apply_unchecked(action)
    return found


class Reviewer:
    """Reviews decisions of one game, walking its position forward (module docstring)."""

    def __init__(self, setup: Setup, actions: Sequence[str],
                 budget: int | None = None) -> None:
        self.setup = setup
        self.actions = list(actions)
        self.position = replay(setup, [])
        self.hard = HardPlayer(0, budget, processes=1)
        self.observer = Observer()

    def at(self, index: int) -> Game:
        if index < len(self.position.history):
            self.position = replay(self.setup, [])
        while len(self.position.history) < index:
            self.position.apply(self.actions[len(self.position.history)])
        return self.position

    def cost(self, index: int) -> DecisionCost:
        game = self.at(index)
        seat = game.current_seat
        assert seat is not None, "a decision has a seat to move"
        legal = game.legal_actions()
        played = next(action for action in legal if str(action) == self.actions[index])
        best, stats = self.hard.root_stats(game)
        if best == played:
            return DecisionCost(index, seat, str(played), str(best), 0.0, 0, 0.0)
        learned = self.hard.settings_for(game).learned
        best_value = value_of(stats, legal.index(best), seat, learned)
        lost = round(best_value - self.played_value(game, stats, legal, played), 4)
        if lost <= 0:
            return DecisionCost(index, seat, str(played), str(played), 0.0, 0, 0.0)
        best_after, played_after = _after(game, best), _after(game, played)
        static = value.lead(best_after.scores, seat) - value.lead(played_after.scores, seat)
        margin = max(0.0, round(static, 1))
        win = max(0.0, round(best_after.wins[seat] - played_after.wins[seat], 3))
        spread = spread_of(stats, (legal.index(best), legal.index(played)), seat,
                           lost - static) if learned else 0.0
        return DecisionCost(index, seat, str(played), str(best), lost, round(margin), win,
                            margin, spread)

    def played_value(self, game: Game, stats: Sequence[RootStats], legal: Sequence[Action],
                     played: Action) -> float:
        """The played action's value in Hard's units: the search's own mean where it tried
        the action (so both sides of the cost come from one search), else the learned value
        of the position after it (a tree over the learned value) or its play-out the way
        Hard's rollouts play every seat."""
        seat = game.current_seat
        assert seat is not None
        index = legal.index(played)
        learned = self.hard.settings_for(game).learned
        if any(tree.visits and tree.visits[index] for tree in stats):
            return value_of(stats, index, seat, learned)
        if learned:
            return value.lead(_after(game, played).scores, seat)
        models = list(self.observer.models(game))
        models[seat] = MEDIUM  # as Hard's rollouts play the searcher's own seat
        return final_values(finish(game, played, models, self.observer)[0])[seat]

    def close(self) -> None:
        self.hard.close()


def spread_of(stats: Sequence[RootStats], indices: Sequence[int], seat: int,
              disagreement: float) -> float:
    """How sure a cost is, in prestige: the search's standard errors of the moves' mean leads
    (`lead_spread`; none for a move it did not try) combined with `disagreement`, the
    search's cost minus the value's."""
    errors = [lead_spread(stats, index, seat) or 0.0 for index in indices]
    return round(math.sqrt(sum(e * e for e in errors) + disagreement * disagreement), 1)


def value_of(stats: Sequence[RootStats], index: int, seat: int, learned: bool = False) -> float:
    """The mean value for `seat` of legal action `index` over the trees that tried it: its
    share of the win, or (a tree over the learned value, which backs up predicted scores)
    its lead over the others' mean."""
    seats = next((len(tree.totals[index]) for tree in stats if tree.visits), 0)
    if seats == 0:
        return 0.0
    means = mean_values(stats, index, seats)
    return value.lead(means, seat) if learned else means[seat]


def _after(game: Game, action: Action) -> value.Prediction:
    child = game.clone()
    child.apply_unchecked(action)
    return value.predict(child)


_REVIEWER: Reviewer | None = None  # a worker's own, made by `_start`


def _start(setup: Setup, actions: Sequence[str], budget: int | None) -> None:
    global _REVIEWER
    _REVIEWER = Reviewer(setup, actions, budget)


def _cost(index: int) -> DecisionCost:
    assert _REVIEWER is not None, "the worker was started by _start"
    return _REVIEWER.cost(index)


def review_costs(game: Game, *, budget: int | None = None, processes: int = 2,
                 skip_seats: Iterable[int] = (), progress: Progress | None = None,
                 cancel: CancelToken | None = None,
                 only: Iterable[int] | None = None) -> list[DecisionCost]:
    """The cost of every decision of `game` with more than one legal action (or of those of
    `only`), in order (those of `skip_seats` as Hard's own choices); stopped early by
    `cancel`, with those done."""
    found = iter_costs(game, budget=budget, processes=processes, skip_seats=skip_seats,
                       progress=progress, cancel=cancel, only=only)
    return sorted(found, key=lambda cost: cost.index)


def iter_costs(game: Game, *, budget: int | None = None, processes: int = 2,
               skip_seats: Iterable[int] = (), progress: Progress | None = None,
               cancel: CancelToken | None = None,
               only: Iterable[int] | None = None) -> Iterator[DecisionCost]:
    """`review_costs` one cost at a time, as each is found (the screen shows them so)."""
    skipped = set(skip_seats)
    todo = decisions_of(game, skipped)
    if only is not None:
        todo = sorted(set(todo) & set(only))
    yield from own_choices(game, skipped)
    total = len(todo)
    if progress is not None:
        progress(0, total)
    actions = [str(action) for action in game.history]
    for done, cost in enumerate(_run(game.setup, actions, todo, budget, processes, cancel), 1):
        if progress is not None:
            progress(done, total)
        yield cost


def own_choices(game: Game, seats: set[int]) -> list[DecisionCost]:
    """The decisions of seats played by Hard itself: its choice, at no cost."""
    if not seats:
        return []
    position = replay(game.setup, [])
    found = []
    for index, action in enumerate(game.history):
        seat = position.current_seat
        if seat in seats and len(position.legal_actions()) > 1:
            found.append(DecisionCost(index, seat, str(action), str(action), 0.0, 0, 0.0))
        position.apply_unchecked(action)
    return found


def _run(setup: Setup, actions: list[str], todo: list[int], budget: int | None,
         processes: int, cancel: CancelToken | None) -> Iterator[DecisionCost]:
    if processes <= 1 or len(todo) < 2:
        reviewer = Reviewer(setup, actions, budget)
        for index in todo:
            if cancel is not None and cancel.is_set():
                return
            yield reviewer.cost(index)
        return
    left = list(todo)
    for pool in range(FRESH_POOLS + 1):
        try:
            for cost in _in_workers(setup, actions, left, budget, processes, cancel):
                left.pop(0)  # the pool yields in the order handed out
                yield cost
            return
        except BrokenProcessPool:
            logger.warning("a review worker died with %d decisions left (pool %d)",
                           len(left), pool + 1)
    raise WorkersLost(len(left))


def _in_workers(setup: Setup, actions: list[str], todo: list[int], budget: int | None,
                processes: int, cancel: CancelToken | None) -> Iterator[DecisionCost]:
    executor = ProcessPoolExecutor(processes, mp_context=multiprocessing.get_context("spawn"),
                                   initializer=_start, initargs=(setup, actions, budget))
    try:
        # Not `executor.map`: closing its iterator cancels the futures left from this thread,
        # and Python 3.11's pool, seeing its workers ended a moment later, then fails to mark
        # those cancelled futures broken (InvalidStateError, a traceback on stderr).
        futures = [executor.submit(_cost, index) for index in todo]
        for future in futures:
            if cancel is not None and cancel.is_set():
                return
            yield future.result()
    finally:
        _end_now(executor)


def _end_now(executor: ProcessPoolExecutor) -> None:
    """Shut the pool without waiting for the decisions under way, so Stop and Back end the
    workers at once (the executor has no public way to end a busy worker). The futures left
    are cancelled by the pool's own thread, which then never marks them broken."""
    workers = list((getattr(executor, "_processes", None) or {}).values())
    executor.shutdown(wait=False, cancel_futures=True)
    for worker in workers:
        worker.terminate()
    for worker in workers:
        worker.join(5)


def costliest(costs: Iterable[DecisionCost], seat: int, count: int = 3) -> list[DecisionCost]:
    """The seat's `count` costliest decisions in the prestige shown (`prestige`), costliest
    first (ties: the larger margin, then the earlier); a decision that costs 0 prestige in
    those words is not among them."""
    mine = [cost for cost in costs if cost.seat == seat and cost.prestige > 0]
    return sorted(mine, key=lambda cost: (-cost.prestige, -cost.margin, cost.index))[:count]


def position_before(game: Game, index: int) -> Game:
    """The game after its first `index` actions."""
    return replay(game.setup, list(game.history[:index]))
