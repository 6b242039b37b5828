"""`python -m caylus.arena.value_check FILE…`: how well the learned value (`caylus.ai.value`)
predicts the games of arena results files: by turn, the mean absolute error of each seat's
predicted final margin (its score minus the best other's) and the Brier score of its
predicted chance of winning ((chance − share of the win)², averaged over seats: for two
players, the usual Brier score of one side).

Every decision with more than one legal action is a position; a game counts once per turn at
each position of it. Measure on games the fit never saw: the held-out opponents' files
(`docs/arena/heldout/`), whose deals lie apart from the fit's. For comparison the same figures
are given for the evaluation's worths and win shares (`caylus.ai.evaluation`), the value
before it was learned.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from caylus.ai import evaluation, value
from caylus.arena.results import ResultsError, read_results
from caylus.arena.runner import job_from_record
from caylus.arena.stats import win_credits
from caylus.core import Game, IllegalAction, new_game, replay
from caylus.persistence.files import write_atomically

PROG = "python -m caylus.arena.value_check"


@dataclass(slots=True)
class Errors:
    """Sums of errors over the positions of one turn."""

    positions: int = 0
    margin: float = 0.0  # sum over positions of the mean absolute margin error of the seats
    brier: float = 0.0
    old_margin: float = 0.0
    old_brier: float = 0.0
    games: set[tuple[str, int]] = field(default_factory=set)

    def row(self) -> dict[str, float]:
        count = max(self.positions, 1)
        return {"positions": self.positions, "games": len(self.games),
                "margin_error": round(self.margin / count, 2),
                "brier": round(self.brier / count, 4),
                "evaluation_margin_error": round(self.old_margin / count, 2),
                "evaluation_brier": round(self.old_brier / count, 4)}


def replayed(record: dict[str, Any]) -> Game:
    job = job_from_record(record)
    game = new_game(len(job.seats), job.seed, simplified=job.simplified, edition=job.edition,
                    deal=job.deal)
    for action in record["actions"]:
        game.apply(action)
    return game


def measure(game: Game, name: tuple[str, int], by_turn: dict[int, Errors]) -> None:
    """Add every decision of `game` (finished) to `by_turn`."""
    finals = tuple(float(s) for s in game.scores())
    true_margins = value.margins(finals)
    credits = win_credits(game.winners(), game.num_players)
    position = replay(game.setup, [])
    for action in game.history:
        if len(position.legal_actions()) > 1:
            errors = by_turn[position.turn]
            predicted = value.predict(position)
            worths = evaluation.worths(position)
            errors.positions += 1
            errors.games.add(name)
            errors.margin += _mean_abs(predicted.margins, true_margins)
            errors.brier += _brier(predicted.wins, credits)
            errors.old_margin += _mean_abs(value.margins(worths), true_margins)
            errors.old_brier += _brier(evaluation.win_shares(position), credits)
        position.apply_unchecked(action)


def _mean_abs(predicted: tuple[float, ...], actual: tuple[float, ...]) -> float:
    return sum(abs(p - a) for p, a in zip(predicted, actual, strict=True)) / len(actual)


def _brier(predicted: tuple[float, ...], credits: list[float]) -> float:
    return sum((p - c) ** 2 for p, c in zip(predicted, credits, strict=True)) / len(credits)


def table(by_turn: dict[int, Errors]) -> dict[str, dict[str, float]]:
    return {str(turn): by_turn[turn].row() for turn in sorted(by_turn)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog=PROG, description="The learned value's calibration "
                                     "on arena results files (docs/AI.md).")
    parser.add_argument("files", nargs="+", help="arena results files (.jsonl)")
    parser.add_argument("--out", help="write the table as JSON here")
    args = parser.parse_args(argv)
    by_turn: dict[int, Errors] = defaultdict(Errors)
    for path in args.files:
        try:
            results = read_results(path)
            for record in results.records:
                measure(replayed(record), (path, int(record["game"])), by_turn)
        except (ResultsError, OSError, IllegalAction, ValueError, KeyError) as error:
            print(f"{PROG}: {path}: {error}", file=sys.stderr)
            return 2
    rows = table(by_turn)
    print("turn  games  positions  margin error (PP)  Brier   | evaluation: margin  Brier")
    for turn, row in rows.items():
        print(f"{turn:>4}  {row['games']:>5}  {row['positions']:>9}  {row['margin_error']:>17}"
              f"  {row['brier']:.3f}   | {row['evaluation_margin_error']:>18}"
              f"  {row['evaluation_brier']:.3f}")
    if args.out:
        document = {"command": f"{PROG} {' '.join(sys.argv[1:] if argv is None else argv)}",
                    "value": value.VALUE_FILE.name, "by_turn": rows}
        write_atomically(Path(args.out), json.dumps(document, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
