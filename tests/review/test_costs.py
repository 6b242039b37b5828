"""What a decision cost in Hard's eyes (caylus.ai.decision_costs, issue 23): Hard's own choice costs
nothing, a move Hard values lower costs the difference, and the search's seeding does not
matter (a seat played by Hard made Hard's choices)."""

from __future__ import annotations

import random

import pytest

from caylus.ai.decision_costs import DecisionCost, Reviewer, costliest, review_costs, value_of
from caylus.ai.hard import HardPlayer
from caylus.core import Game, new_game

BUDGET = 400
# The worker-death tests kill a worker once the first cost is in: each decision must take
# long enough that the pool is still busy then, even on a loaded machine.
KILLED_BUDGET = 6000


class StopAfter:
    """A cancel token that is set from its `asks + 1`-th question on (Stop pressed after
    that many decisions)."""

    def __init__(self, asks: int) -> None:
        self.asks = asks
        self.calls = 0

    def is_set(self) -> bool:
        self.calls += 1
        return self.calls > self.asks


def late_position() -> Game:
    """A 2-player game near its end (short rollouts: a quick search), with a choice to make."""
    game = new_game(2, 31)
    rng = random.Random(31)
    while not game.is_over and game.turn < 8:
        game.apply(rng.choice(game.legal_actions()))
    while not game.is_over and len(game.legal_actions()) < 3:
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_hards_own_choice_costs_nothing() -> None:
    position = late_position()
    choice = HardPlayer(5, BUDGET, processes=1).choose(position)
    actions = [str(a) for a in position.history] + [str(choice)]
    cost = Reviewer(position.setup, actions, BUDGET).cost(len(position.history))
    assert cost.is_hards_choice and cost.lost == 0 and cost.best == str(choice)


def test_a_move_hard_values_lower_costs_the_difference() -> None:
    position = late_position()
    seat = position.current_seat
    assert seat is not None
    legal = position.legal_actions()
    best, stats = HardPlayer(0, BUDGET, processes=1).root_stats(position)
    tried = [i for i in range(len(legal)) if sum(s.visits[i] for s in stats)]
    worst = min(tried, key=lambda i: value_of(stats, i, seat, learned=True))
    gap = (value_of(stats, legal.index(best), seat, learned=True)
           - value_of(stats, worst, seat, learned=True))
    assert gap > 0, "the position has a move Hard thinks clearly worse"
    actions = [str(a) for a in position.history] + [str(legal[worst])]
    cost = Reviewer(position.setup, actions, BUDGET).cost(len(position.history))
    assert cost.best == str(best) and cost.played == str(legal[worst])
    assert cost.lost == pytest.approx(gap, abs=1e-3)
    assert costliest([cost], seat) == [cost]


def test_review_costs_in_two_workers_equal_one_process_and_can_be_stopped() -> None:
    position = late_position()
    game = position.clone()
    rng = random.Random(3)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    first = len(position.history)
    only = range(first, first + 6)
    alone = review_costs(game, budget=BUDGET, processes=1, only=only)
    pooled = review_costs(game, budget=BUDGET, processes=2, only=only)
    assert alone == pooled and len(alone) >= 4
    assert any(not cost.is_hards_choice for cost in alone)

    stopped = review_costs(game, budget=BUDGET, processes=1, only=only, cancel=StopAfter(2))
    assert stopped == alone[:2]


def reviewed_twice(seed: int) -> tuple[Game, list[DecisionCost]]:
    """A game finished by random moves from `late_position`, its first eight decisions from
    there reviewed; a second review must give the same costs."""
    position = late_position()
    game = position.clone()
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    only = range(len(position.history), len(position.history) + 8)
    first = review_costs(game, budget=BUDGET, processes=1, only=only)
    assert first == review_costs(game, budget=BUDGET, processes=1, only=only)
    return game, first


def test_costs_are_the_values_margin_and_win_and_repeat_exactly() -> None:
    """Issue 33: what a decision cost is the learned value's predicted final margin after
    Hard's choice minus after the played move, in prestige, never below 0; a second review
    of the same game gives the same costs."""
    from caylus.ai import value

    game, first = reviewed_twice(11)
    costly = [cost for cost in first if not cost.is_hards_choice]
    assert costly, "random moves late in a game cost something"
    for cost in costly:
        before = Reviewer(game.setup, [str(a) for a in game.history], BUDGET).at(cost.index)
        after = {}
        for text in (cost.best, cost.played):
            child = before.clone()
            child.apply(text)
            after[text] = value.predict(child)
        expected = (value.lead(after[cost.best].scores, cost.seat)
                    - value.lead(after[cost.played].scores, cost.seat))
        assert cost.margin == pytest.approx(max(0.0, expected), abs=0.06)
        assert cost.prestige == round(cost.margin)
        assert 0 <= cost.win <= 1 and cost.margin < 60


def test_costliest_ranks_by_the_prestige_it_shows() -> None:
    """The three largest costs in the unit shown, largest first; a cost of 0 prestige in
    those words is not listed (issue 33, the review's 'costliest' list)."""

    def cost(index: int, lost: float, margin: float) -> DecisionCost:
        return DecisionCost(index, 0, "pass", "place 5", lost, round(margin), 0.0, margin)

    costs = [cost(1, 0.9, 2.0), cost(2, 0.1, 9.0), cost(3, 0.5, 0.3), cost(4, 0.2, 4.4),
             cost(5, 0.3, 6.0), cost(6, 0.0, 0.0)]
    assert [c.index for c in costliest(costs, 0)] == [2, 5, 4]
    assert [c.index for c in costliest(costs, 0, count=10)] == [2, 5, 4, 1]


def test_in_a_game_hard_played_alone_hards_moves_cost_nothing() -> None:
    """Reviewing a game Hard played against itself at the review's budget: every decision
    is Hard's own choice, so the mean cost is 0 (issue 33)."""
    position = late_position()
    game = position.clone()
    hard = HardPlayer(0, BUDGET, processes=1)
    for _ in range(10):
        if game.is_over:
            break
        game.apply(hard.choose(game))
    only = range(len(position.history), len(game.history))
    costs = review_costs(game, budget=BUDGET, processes=1, only=only)
    assert costs and all(cost.is_hards_choice and cost.margin == 0 for cost in costs)


def test_a_game_lost_instead_of_won_only_for_half_a_win_or_more() -> None:
    """The value's win chance is a prediction: a small drop is not a game lost (issue 33)."""
    from caylus.ui.i18n import t
    from caylus.ui.review_words import cost_words

    def words(win: float) -> str:
        return cost_words(DecisionCost(3, 0, "pass", "place 5", 0.2, 12, win, 12.0))

    assert words(0.1) == t("review.cost.prestige", count=12)
    assert words(0.6) == t("review.cost.and_win", cost=t("review.cost.prestige", count=12))


def test_a_cost_says_how_sure_hard_is_where_that_is_a_prestige_or_more() -> None:
    """Issue 33: a cost in prestige comes with its uncertainty (`DecisionCost.spread`)."""
    from caylus.ui.i18n import t
    from caylus.ui.render.labels import counted
    from caylus.ui.review_words import cost_words

    def words(spread: float, prestige: int = 12) -> str:
        return cost_words(DecisionCost(3, 0, "pass", "place 5", 0.2, prestige, 0.0,
                                       float(prestige), spread))

    shown = t("review.cost.prestige", count=12)
    assert words(2.6) == t("review.cost.spread", cost=shown,
                           spread=counted("prestige", 3))
    assert words(0.4) == shown
    assert words(5.0, prestige=0) == t("review.cost.margin")


def test_lead_spread_is_the_standard_error_of_the_searchs_mean_lead() -> None:
    """Three backed-up leads of 1, 2 and 3 PP for seat 0: mean 2, sample deviation 1, so a
    standard error of 1/sqrt(3); an action tried once has none."""
    from caylus.ai.hard import lead_spread
    from caylus.ai.mcts import RootStats

    stats = RootStats((3, 1), ((6.0, 0.0), (1.0, 0.0)), 4, (), (14.0, 1.0))
    assert lead_spread([stats], 0, 0) == pytest.approx(3 ** -0.5)
    assert lead_spread([stats], 1, 0) is None
    assert lead_spread([RootStats((3, 1), stats.totals, 4, ())], 0, 0) is None


def test_a_costs_spread_comes_from_the_search_and_repeats() -> None:
    """The spread of a cost combines the search's standard errors with the difference
    between the search's cost and the value's; a second review gives the same."""
    _, first = reviewed_twice(5)
    costly = [cost for cost in first if not cost.is_hards_choice]
    assert costly
    for cost in costly:
        assert cost.spread >= abs(cost.lost - cost.margin) - 0.1
        assert 0 <= cost.spread < 60
    assert all(cost.spread == 0 for cost in first if cost.is_hards_choice)


def _kill_a_worker() -> None:
    import multiprocessing
    import os
    import signal

    workers = multiprocessing.active_children()
    assert workers, "the review runs in worker processes"
    pid = workers[0].pid
    assert pid is not None  # a started process has one
    os.kill(pid, signal.SIGKILL)  # as the system's out-of-memory killer would


def _finished_game(seed: int = 11) -> tuple[Game, range]:
    position = late_position()
    game = position.clone()
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    first = len(position.history)
    return game, range(first, first + 6)


def test_a_killed_review_worker_is_replaced_and_the_review_ends_whole(caplog) -> None:
    """Issue 35: a worker killed mid-review hung the review forever; now the decisions left
    go to a fresh pool and the costs are those of an undisturbed review."""
    game, only = _finished_game()
    alone = review_costs(game, budget=KILLED_BUDGET, processes=1, only=only)
    killed: list[bool] = []

    def progress(done: int, total: int) -> None:
        if done == 1 and not killed:
            killed.append(True)
            _kill_a_worker()

    assert review_costs(game, budget=KILLED_BUDGET, processes=2, only=only,
                        progress=progress) == alone
    assert killed and "a review worker died" in caplog.text


def test_workers_that_keep_dying_end_the_review_with_what_was_weighed() -> None:
    from caylus.ai.decision_costs import WorkersLost, iter_costs

    game, only = _finished_game()
    found: list[DecisionCost] = []

    def progress(done: int, total: int) -> None:
        if done >= 1:
            _kill_a_worker()

    with pytest.raises(WorkersLost) as lost:
        found.extend(iter_costs(game, budget=KILLED_BUDGET, processes=2, only=only,
                                progress=progress))
    assert found and lost.value.left == len(decisions_in(game, only)) - len(found)


def decisions_in(game: Game, only: range) -> list[int]:
    from caylus.ai.decision_costs import decisions_of

    return [index for index in decisions_of(game) if index in only]


def test_stopping_the_review_ends_its_workers_at_once() -> None:
    """Issue 35: two idle workers stayed alive 15 s after Back."""
    import multiprocessing
    import time

    from caylus.ai.decision_costs import iter_costs

    game, only = _finished_game()

    found = list(iter_costs(game, budget=BUDGET, processes=2, only=only, cancel=StopAfter(1)))
    assert len(found) == 1
    deadline = time.monotonic() + 2
    while multiprocessing.active_children() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert multiprocessing.active_children() == []
