"""`python -m caylus.devtools.cost_spread`: the figures of how sure the review is of its costs
(docs/AI.md, "Hints and the review") count only the costly decisions of the seats reviewed."""

from __future__ import annotations

from caylus.ai.decision_costs import DecisionCost
from caylus.devtools.cost_spread import spreads


def _cost(seat: int, margin: float, spread: float) -> DecisionCost:
    return DecisionCost(index=0, seat=seat, played="pass", best="pass", lost=margin,
                        prestige=round(margin), win=0.0, margin=margin, spread=spread)


def test_the_median_cost_and_spread_are_of_the_costly_decisions_of_reviewed_seats() -> None:
    costs = [_cost(0, 0.2, 9.0), _cost(0, 2.0, 3.0), _cost(0, 4.0, 1.0), _cost(0, 6.0, 6.0),
             _cost(1, 50.0, 0.0)]
    found = spreads(costs, hard_seats=frozenset({1}))
    assert (found.decisions, found.costly) == (4, 3)
    assert (found.median_cost, found.median_spread) == (4.0, 3.0)
    assert found.within == 2 / 3


def test_a_game_without_a_costly_decision_says_so() -> None:
    found = spreads([_cost(0, 0.1, 2.0)], hard_seats=frozenset())
    assert (found.decisions, found.costly, found.within) == (1, 0, 0.0)
