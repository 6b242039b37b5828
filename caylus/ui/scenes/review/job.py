"""The decisions' costs, computed in a background thread that drives the review's spawned
worker processes (`caylus.ai.decision_costs`): the screen reads `done`, `total` and `costs` each
frame and stays responsive; Stop ends the workers within a decision."""

from __future__ import annotations

import logging
import threading

from caylus.ai.decision_costs import DecisionCost, review_costs
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
        if self.running:
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

    def _progress(self, done: int, total: int) -> None:
        self.done, self.total = done, total

    def _work(self) -> None:
        try:
            for cost in review_costs(self.game, budget=self.budget, processes=self.processes,
                                     progress=self._progress, cancel=self._cancel,
                                     only=self.only):
                self.costs[cost.index] = cost
        except Exception:  # a worker that died: said on the screen, the review goes on
            logger.exception("the game review's cost computation failed")
            self.failed = True
