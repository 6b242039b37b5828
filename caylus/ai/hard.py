"""Hard: a search with root parallelism.

The budget is split over `TREES` independent searchers (fixed seeds, budget // TREES
positions each) whose root statistics are merged by visit counts. They run in a pool of
spawned worker processes kept alive between decisions, or one after the other in this
process: both give the same move. Searchers that would grow the same tree whatever their
seed (the widened tree with Medium's play-outs: Hard since issue 33) are searched once.
Choose in-process with `processes=1` or the environment variable `CAYLUS_AI_PROCESSES=1`
(the arena, which already runs games in parallel, should).

Since issue 33 the searcher is the widened tree over every seat's moves with the learned
value (`WIDENED_SETTINGS`, caylus/ai/widened.py) at every player count; the rollouts of
issues 20-32 (`ROLLOUT_SETTINGS`) stay as the player `hard_rollouts`.
"""

from __future__ import annotations

import logging
import math
import os
import weakref
from collections.abc import Sequence
from dataclasses import replace
from typing import Final

import caylus.ai.value as value
from caylus.ai.base import CancelToken, Player, SearchInfo
from caylus.ai.features import seat_to_move
from caylus.ai.mcts import DEFAULT_SETTINGS, RootStats, Settings
from caylus.ai.modelled import alike_whatever_seed
from caylus.ai.pool import LocalTrees, TreePool
from caylus.core import Action, Game
from caylus.core.vocabulary import Verb

logger = logging.getLogger(__name__)
TREES: Final = 2
# positions evaluated per decision, over the searchers, by player count: what the decision
# time allows (median <= 0.5 s, `bench_hard`): at 2 players 75,000, 2.5 times the 30,000 of
# 3-5 players, where a decision takes longer and the 4-player review must stay within 60 s
HARD_BUDGETS: Final = {2: 75000, 3: 30000, 4: 30000, 5: 30000}
ROLLOUT_BUDGET: Final = 30000  # `hard_rollouts`, at every player count
PROCESSES_VARIABLE: Final = "CAYLUS_AI_PROCESSES"
# the move is the best mean among those with this share of the top visits
WELL_VISITED: Final = 0.25
# Hard since issue 33: a tree over every seat's moves widened in Medium's order, play-outs of
# 12 moves, the learned value at the leaves (caylus/ai/widened.py)
WIDENED_SETTINGS: Final = Settings(learned=True, widened=True, playout=12, exploration=4.0)
MULTIPLAYER_SETTINGS: Final = WIDENED_SETTINGS
# Hard of issues 20-32 (`hard_rollouts`): each move played to the end, every opponent by the
# rule that fits its moves (caylus/ai/rollout.py)
ROLLOUT_SETTINGS: Final = Settings(rollouts=True)
# Hard with the first learned value (issue 33, 4,900 games without Hard), kept to measure a
# refitted value against: `hard_value1`
FIRST_VALUE: Final = "value-1.json"
FIRST_VALUE_SETTINGS: Final = replace(WIDENED_SETTINGS, value_data=FIRST_VALUE)
# the tree of TREE_SETTINGS with the learned value at its leaves (not shipped)
VALUE_TREE_SETTINGS: Final = Settings(learned=True)
# the tree search over the evaluation (before the rollouts)
TREE_SETTINGS: Final = DEFAULT_SETTINGS
# its 3-5 player form: opponents play Medium
MODELLED_SETTINGS: Final = Settings(opponent_replies=1)


def hard_budget(players: int) -> int:
    """Hard's shipped budget at a table of `players`."""
    return HARD_BUDGETS[players]


def default_processes() -> int:
    configured = os.environ.get(PROCESSES_VARIABLE, "").strip()
    if configured.isdigit() and int(configured) >= 1:
        return int(configured)
    return min(TREES, os.cpu_count() or 1)


class HardPlayer(Player):
    level = "hard"

    def __init__(self, seed: int = 0, budget: int | None = None, *, processes: int | None = None,
                 trees: int = TREES, time_limit: float | None = None,
                 settings: Settings = WIDENED_SETTINGS,
                 multiplayer_settings: Settings = MULTIPLAYER_SETTINGS) -> None:
        super().__init__(seed, budget)
        self.trees = trees
        self.processes = default_processes() if processes is None else processes
        self.time_limit = time_limit
        self.settings = settings
        self.multiplayer_settings = multiplayer_settings
        self._searchers: LocalTrees | TreePool | None = None
        self._searching_with = settings

    def iterations(self, game: Game) -> int:
        """Positions each searcher evaluates for a decision of `game`."""
        return max(1, (self.budget or hard_budget(game.num_players)) // self.trees)

    def _decide(
        self, game: Game, legal: list[Action] | tuple[Action, ...], cancel: CancelToken | None
    ) -> Action:
        deadline = None
        if self.time_limit is not None:
            import time

            deadline = time.monotonic() + self.time_limit
        stats = self._search(game, cancel, deadline)
        return self._merge(game, legal, stats)

    def root_stats(self, game: Game,
                   cancel: CancelToken | None = None) -> tuple[Action, list[RootStats]]:
        """Hard's choice and what its search learnt of each legal action (the game review
        reads the played action's value beside the choice's from one search)."""
        legal = game.legal_actions()
        stats = self._search(game, cancel, None)
        return self._merge(game, legal, stats), stats

    def settings_for(self, game: Game) -> Settings:
        return self.settings if game.num_players <= 2 else self.multiplayer_settings

    def _search(self, game: Game, cancel: CancelToken | None,
                deadline: float | None) -> list[RootStats]:
        settings = self.settings_for(game)
        if self._searchers is not None and settings != self._searching_with:
            self.close()
        searchers = self._searchers or self._start(settings)
        try:
            return searchers.search(game, self.iterations(game), cancel, deadline)
        except (OSError, EOFError) as error:
            logger.warning("Hard's search workers failed (%s): it searches in one process "
                           "from now on", error or type(error).__name__)
            self.close()
            self.processes = 1
            return self._start(settings).search(game, self.iterations(game), cancel,
                                                 deadline)

    def _start(self, settings: Settings) -> LocalTrees | TreePool:
        self._searching_with = settings
        seeds = [self.seed * 7919 + index for index in range(self.trees)]
        if alike_whatever_seed(settings):
            # a second tree would be the first again: the same move for half the work
            seeds = seeds[:1]
        if self.processes > 1 and self.trees > 1:
            try:
                pool = TreePool(seeds, settings)
                weakref.finalize(self, pool.close)
                self._searchers = pool
                return pool
            except (OSError, EOFError, AssertionError, RuntimeError) as error:
                logger.warning("Hard's search workers cannot start (%s): it searches in one "
                               "process", error or type(error).__name__)
                self.processes = 1
        self._searchers = LocalTrees(seeds, settings)
        return self._searchers

    def _merge(self, game: Game, legal: Sequence[Action], stats: list[RootStats]) -> Action:
        seat = seat_to_move(game)
        if seat is None:
            raise ValueError("the game is over: there is no move to choose")
        learned = self.settings_for(game).learned
        found = [s for s in stats if s.visits]
        visits = [sum(s.visits[i] for s in found) for i in range(len(legal))]
        means = [mean_values(found, i, game.num_players) for i in range(len(legal))]
        utility = [value.lead(m, seat) if learned else m[seat] for m in means]
        enough = max(visits) * WELL_VISITED
        best = max(range(len(legal)), key=lambda i: (visits[i] >= enough, utility[i], visits[i]))
        action = legal[best]
        if learned:
            after = game.clone()
            after.apply_unchecked(action)
            values = value.win_chances_at(after, means[best])
            expected = value.lead(means[best], seat)
            static = value.lead(value.final_scores(after), seat)
            spread = math.hypot(lead_spread(found, best, seat) or 0.0, expected - static)
            notes = {"expected_margin": round(expected, 2), "margin_spread": round(spread, 2)}
        else:
            values = tuple(min(1.0, max(0.0, m)) for m in means[best])
            notes = {}
        line = max((s.line for s in stats if s.line and s.line[0] == action), key=len,
                   default=(action,))
        self.info = SearchInfo(
            iterations=sum(s.iterations for s in stats),
            values=values,
            line=line,
            notes={"visits": float(visits[best]), **notes,
                   **choice_notes(game, legal, action)},
        )
        return action

    def close(self) -> None:
        """Stop the worker processes (a later choose starts them again)."""
        if self._searchers is not None:
            self._searchers.close()
            self._searchers = None


class FirstValueHardPlayer(HardPlayer):
    """`hard_value1`: Hard with the first learned value (`FIRST_VALUE`), the yardstick of a
    refitted one (its move notes still read the shipped value)."""

    level = "hard_value1"

    def __init__(self, seed: int = 0, budget: int | None = None, *,
                 processes: int | None = None) -> None:
        super().__init__(seed, budget, processes=processes, settings=FIRST_VALUE_SETTINGS,
                         multiplayer_settings=FIRST_VALUE_SETTINGS)


class RolloutHardPlayer(HardPlayer):
    """`hard_rollouts`: Hard as it was from issue 20 to issue 32, kept as the yardstick the
    new Hard is measured against (rollouts to the end, every opponent played by the rule
    that fits its moves)."""

    level = "hard_rollouts"

    def __init__(self, seed: int = 0, budget: int | None = None, *,
                 processes: int | None = None) -> None:
        super().__init__(seed, ROLLOUT_BUDGET if budget is None else budget,
                         processes=processes, settings=ROLLOUT_SETTINGS,
                         multiplayer_settings=ROLLOUT_SETTINGS)


def mean_values(stats: Sequence[RootStats], index: int, seats: int) -> tuple[float, ...]:
    """The mean backed-up values per seat of legal action `index` over the trees that tried
    it (predicted final scores for the learned tree, shares of a win otherwise)."""
    visits = sum(tree.visits[index] for tree in stats if tree.visits)
    return tuple(sum(tree.totals[index][seat] for tree in stats if tree.visits)
                 / max(visits, 1) for seat in range(seats))


def lead_spread(stats: Sequence[RootStats], index: int, seat: int) -> float | None:
    """The standard error, in PP, of the search's mean lead for `seat` (the root's mover) of
    legal action `index`: how far the search's estimate may be off for want of iterations
    (None: the searches keep no squares, or tried the action fewer than twice)."""
    found = [tree for tree in stats if tree.visits and tree.squares]
    visits = sum(tree.visits[index] for tree in found)
    if visits < 2:
        return None
    seats = len(found[0].totals[index])
    mean = value.lead(mean_values(found, index, seats), seat)
    square = sum(tree.squares[index] for tree in found) / visits
    return math.sqrt(max(0.0, square - mean * mean) / (visits - 1))


def choice_notes(game: Game, legal: Sequence[Action], action: Action) -> dict[str, float]:
    """What the learned value expects of `action` for the hint, in prestige of final margin
    (the mover's score minus the best other's): its gain over the position now
    ("expected_prestige_gain") and, where passing is a choice, its difference from passing
    (`gain_over_pass`); the position after `action` is valued once for both."""
    seat = seat_to_move(game)
    assert seat is not None
    after = _margin_after(game, action, seat)
    return {"expected_prestige_gain": round(after - value.predict(game).margins[seat], 2),
            **gain_over_pass(game, legal, action, after)}


def gain_over_pass(game: Game, legal: Sequence[Action], action: Action,
                   after: float | None = None) -> dict[str, float]:
    """Where passing is a choice, how much more final margin the value expects from `action`
    than from passing ("gain_over_pass"); when `action` is the pass, the same figure for the
    best other choice ("best_over_pass", negative: why passing is better). `after`: the
    margin after `action`, when the caller has it."""
    seat = seat_to_move(game)
    passing = next((a for a in legal if a.kind is Verb.PASS), None)
    if seat is None or passing is None:
        return {}
    base = (after if after is not None and action == passing
            else _margin_after(game, passing, seat))
    if action != passing:
        margin = after if after is not None else _margin_after(game, action, seat)
        return {"gain_over_pass": round(margin - base, 2)}
    others = [_margin_after(game, a, seat) for a in legal if a != passing]
    return {"best_over_pass": round(max(others) - base, 2)} if others else {}


def _margin_after(game: Game, action: Action, seat: int) -> float:
    child = game.clone()
    child.apply_unchecked(action)
    return value.predict(child).margins[seat]
