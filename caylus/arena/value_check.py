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

Then, by player and turn, the mean signed error of the player's predicted final score
(predicted minus final: negative, the value expects too little of that player's play).
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


@dataclass(slots=True)
class Bias:
    """Sums of (predicted − final score) of one player's seats over the positions of a turn."""

    positions: int = 0
    error: float = 0.0

    def mean(self) -> float:
        return round(self.error / max(self.positions, 1), 2)


BiasTable = dict[str, dict[int, Bias]]


def replayed(record: dict[str, Any]) -> Game:
    job = job_from_record(record)
    game = new_game(len(job.seats), job.seed, simplified=job.simplified, edition=job.edition,
                    deal=job.deal)
    for action in record["actions"]:
        game.apply(action)
    return game


def measure(game: Game, name: tuple[str, int], by_turn: dict[int, Errors],
            players: list[str] | None = None, bias: BiasTable | None = None) -> None:
    """Add every decision of `game` (finished) to `by_turn`, and each seat's score error to
    `bias` under its player's name (`players`, in seat order)."""
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
            if players is not None and bias is not None:
                for seat, player in enumerate(players):
                    cell = bias[player][position.turn]
                    cell.positions += 1
                    cell.error += predicted.scores[seat] - finals[seat]
        position.apply_unchecked(action)


def _mean_abs(predicted: tuple[float, ...], actual: tuple[float, ...]) -> float:
    return sum(abs(p - a) for p, a in zip(predicted, actual, strict=True)) / len(actual)


def _brier(predicted: tuple[float, ...], credits: list[float]) -> float:
    return sum((p - c) ** 2 for p, c in zip(predicted, credits, strict=True)) / len(credits)


def table(by_turn: dict[int, Errors]) -> dict[str, dict[str, float]]:
    return {str(turn): by_turn[turn].row() for turn in sorted(by_turn)}


def bias_table(bias: BiasTable) -> dict[str, dict[str, float]]:
    return {player: {str(turn): turns[turn].mean() for turn in sorted(turns)}
            for player, turns in sorted(bias.items())}


def print_bias(rows: dict[str, dict[str, float]]) -> None:
    print("mean error of the predicted final score by player (PP; negative: too low), turns:")
    for player, turns in rows.items():
        print(f"  {player}: " + ", ".join(f"{turn}: {error:+.1f}" for turn, error in turns.items()))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog=PROG, description="The learned value's calibration "
                                     "on arena results files (docs/AI.md).")
    parser.add_argument("files", nargs="+", help="arena results files (.jsonl)")
    parser.add_argument("--out", help="write the table as JSON here")
    args = parser.parse_args(argv)
    by_turn: dict[int, Errors] = defaultdict(Errors)
    bias: BiasTable = defaultdict(lambda: defaultdict(Bias))
    for path in args.files:
        try:
            results = read_results(path)
            if not results.records:
                raise ResultsError("no games in it")
            for record in results.records:
                players = [str(seat["player"]) for seat in record["seats"]]
                measure(replayed(record), (path, int(record["game"])), by_turn, players, bias)
        except (ResultsError, OSError, IllegalAction, ValueError, KeyError) as error:
            print(f"{PROG}: {path}: {error}", file=sys.stderr)
            return 2
    rows = table(by_turn)
    print("turn  games  positions  margin error (PP)  Brier   | evaluation: margin  Brier")
    for turn, row in rows.items():
        print(f"{turn:>4}  {row['games']:>5}  {row['positions']:>9}  {row['margin_error']:>17}"
              f"  {row['brier']:.3f}   | {row['evaluation_margin_error']:>18}"
              f"  {row['evaluation_brier']:.3f}")
    biases = bias_table(bias)
    print_bias(biases)
    if args.out:
        document = {"command": f"{PROG} {' '.join(sys.argv[1:] if argv is None else argv)}",
                    "value": value.VALUE_FILE.name, "by_turn": rows, "score_bias": biases}
        write_atomically(Path(args.out), json.dumps(document, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
