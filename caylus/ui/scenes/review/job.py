"""The decisions' costs, computed in a background thread that drives the review's spawned
worker processes (`caylus.ai.decision_costs`): the screen reads `done`, `total` and `costs` each
frame and stays responsive; Stop ends the workers at once. Each cost is kept as it comes, so
starting again (after Stop, or after the workers died) weighs only the decisions left."""

from __future__ import annotations

import logging
import threading

from caylus.ai.decision_costs import DecisionCost, decisions_of, iter_costs
from caylus.core import Game

logger = logging.getLogger(__name__)


class CostJob:
    def __init__(self, game: Game, processes: int = 2, budget: int | None = None) -> None:
        self.game = game
        self.processes = processes
        self.budget = budget
        self.only: list[int] | None = None  # the decisions to weigh (None: every one)
        self.done = 0
        self.total = 0
        self.costs: dict[int, DecisionCost] = {}
        self.failed = False
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    @property
    def stopped(self) -> bool:
        return self._cancel.is_set()

    def start(self) -> None:
        if self.running or self.finished:
            return
        self._cancel.clear()
        self._thread = threading.Thread(target=self._work, name="caylus-review", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """Ask the work to end (it does within one decision; the screen does not wait)."""
        self._cancel.set()

    def join(self, timeout: float | None = None) -> None:
        if self._thread is not None:
            self._thread.join(timeout)

    @property
    def finished(self) -> bool:
        return bool(self.total) and self.done >= self.total

    def _work(self) -> None:
        if self.only is None:  # found once (a replay of the game), not at every Try again
            self.only = decisions_of(self.game)
        wanted = self.only
        left = [index for index in wanted if index not in self.costs]
        self.total = len(left) + len(self.costs)
        self.done = len(self.costs)
        self.failed = False
        try:
            for cost in iter_costs(self.game, budget=self.budget, processes=self.processes,
                                   cancel=self._cancel, only=left):
                self.costs[cost.index] = cost
                self.done = len(self.costs)
        except Exception:  # workers that died: said on the screen, and Start tries again
            logger.exception("the game review's cost computation failed")
            self.failed = True
