"""Win shares of a results file: per player, per seat position, with Wilson intervals."""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

Z95 = 1.959963984540054  # the two-sided 95% quantile of the standard normal


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion; `successes` may be fractional (ties)."""
    if trials <= 0:
        return (0.0, 1.0)
    share = successes / trials
    z2 = z * z
    denominator = 1 + z2 / trials
    centre = (share + z2 / (2 * trials)) / denominator
    half = z * math.sqrt(share * (1 - share) / trials + z2 / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def win_credits(winners: list[int], seats: int) -> list[float]:
    """Each seat's share of the win: 1 for a sole winner, 1/k each for a k-way tie."""
    credits = [0.0] * seats
    for seat in winners:
        credits[seat] = 1 / len(winners)
    return credits


@dataclass(slots=True)
class Tally:
    """Seat-games of one player (or one player in one seat position)."""

    seats: int = 0
    wins: float = 0.0
    score_total: int = 0
    games: set[int] = field(default_factory=set)

    def add(self, game: int, credit: float, score: int) -> None:
        self.seats += 1
        self.wins += credit
        self.score_total += score
        self.games.add(game)

    @property
    def share(self) -> float:
        return self.wins / self.seats if self.seats else 0.0

    @property
    def mean_score(self) -> float:
        return self.score_total / self.seats if self.seats else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.seats)


def label(seat: dict[str, Any]) -> str:
    """A player's name in the report: `hard`, or `hard:400` when a budget was recorded."""
    budget = seat.get("budget")
    return f"{seat['player']}:{budget}" if budget is not None else str(seat["player"])


Tallies = tuple[dict[str, Tally], dict[tuple[str, int], Tally]]


def tally(records: Iterable[dict[str, Any]]) -> Tallies:
    """Per player label, and per (label, seat index): seat-games, win credits, scores."""
    players: dict[str, Tally] = {}
    positions: dict[tuple[str, int], Tally] = {}
    for record in records:
        seats = record["seats"]
        credits = win_credits(record["winners"], len(seats))
        for index, seat in enumerate(seats):
            name = label(seat)
            entries = (players.setdefault(name, Tally()),
                       positions.setdefault((name, index), Tally()))
            for entry in entries:
                entry.add(record["game"], credits[index], seat["score"])
    return players, positions


def percent(value: float) -> str:
    return f"{100 * value:5.1f}%"


def row(name: str, seat: str, entry: Tally) -> str:
    low, high = entry.interval
    return (f"{name:<16} {seat:>4} {len(entry.games):>6} {entry.seats:>6} {entry.wins:>8.1f} "
            f"{percent(entry.share)}  [{percent(low)}, {percent(high)}] {entry.mean_score:>7.1f}")


HEADER = (f"{'player':<16} {'seat':>4} {'games':>6} {'seats':>6} {'wins':>8} {'share':>6}  "
          f"{'95% interval':<17} {'score':>7}")


def report_lines(records: list[dict[str, Any]]) -> list[str]:
    """The `--report` table: per player (all seats), then per player and seat position."""
    counts = sorted({len(record["seats"]) for record in records})
    chance = ", ".join(f"{n} players: {percent(1 / n).strip()}" for n in counts)
    lines = [f"{len(records)} games; chance is {chance or 'n/a'}. Ties split the win.", HEADER]
    players, positions = tally(records)
    lines += [row(name, "all", entry) for name, entry in sorted(players.items())]
    lines += ["", "by seat position (the seat index within the game):", HEADER]
    lines += [row(name, str(seat), entry) for (name, seat), entry in sorted(positions.items())]
    return lines
