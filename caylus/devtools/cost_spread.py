"""How sure the review is of its costs: `python -m caylus.devtools.cost_spread FILE --game K`.

Reviews one game as `python -m caylus.review` does (one Hard search per decision at Hard's
shipped budget, Hard's own seats as its choices) and prints, over the decisions that cost 1
prestige or more (the review's `prestige`), how many there are, their median cost and median
spread ("give or take", `DecisionCost.spread`), and the share whose spread is at least their
cost: how often a cost shown is within its own margin of error (`docs/AI.md`, "Hints and
the review").
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from caylus.ai.decision_costs import DecisionCost, review_costs


@dataclass(frozen=True)
class Spreads:
    decisions: int  # weighed, Hard's own seats left out
    costly: int  # of them, those that cost 1 prestige or more
    median_cost: float
    median_spread: float
    within: float  # share of the costly ones whose spread is at least their cost


def spreads(costs: Sequence[DecisionCost], hard_seats: frozenset[int]) -> Spreads:
    weighed = [cost for cost in costs if cost.seat not in hard_seats]
    costly = [cost for cost in weighed if cost.prestige >= 1]
    if not costly:
        return Spreads(len(weighed), 0, 0.0, 0.0, 0.0)
    within = sum(1 for cost in costly if cost.spread >= cost.margin) / len(costly)
    return Spreads(len(weighed), len(costly), statistics.median(c.margin for c in costly),
                   statistics.median(c.spread for c in costly), within)


def main(argv: Sequence[str] | None = None) -> int:
    from caylus.review.records import ReviewError, load

    parser = argparse.ArgumentParser(prog="python -m caylus.devtools.cost_spread",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("file", type=Path)
    parser.add_argument("--game", type=int, help="the arena record's line (1 = the first)")
    parser.add_argument("--processes", type=int, default=2)
    args = parser.parse_args(argv)
    try:
        reviewed = load(args.file, args.game)
    except ReviewError as error:
        print(error, file=sys.stderr)
        return 2
    costs = review_costs(reviewed.game, processes=max(1, args.processes),
                         skip_seats=reviewed.hard_seats)
    found = spreads(costs, reviewed.hard_seats)
    print(f"{found.decisions} decisions weighed, {found.costly} cost 1 prestige or more: "
          f"median cost {found.median_cost:.1f}, median spread {found.median_spread:.1f}, "
          f"spread at least the cost in {found.within:.0%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
