"""The review of a saved game or an arena game, on the command line:

    python -m caylus.review FILE [--game K] [--language pl] [--budget N] [--processes P]
                                 [--no-costs]

FILE is a save (`.json`) or an arena results file (`.jsonl`; `--game K` is the record's
line, 1 = the first). An arena record keeps its game's actions; an older one is played again
by its players (the arena, the engine and the window seed them alike, so it is the same
game). It prints where each player's prestige came from (`caylus.analysis.prestige_sources`: the
parts add up to each final score), each player's prestige after every turn with the castle's
scorings (the review screen's chart), and each player's three costliest decisions in Hard's
eyes (`caylus.ai.decision_costs`: one Hard search per decision at its shipped budget, in
`--processes` workers, with a progress bar), then the time it took. Words come from the
catalogue, in the system's language unless `--language` says otherwise.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # the catalogue's package loads pygame

from caylus.ai.decision_costs import (
    DecisionCost,
    WorkersLost,
    costliest,
    iter_costs,
    position_before,
)
from caylus.analysis.prestige_sources import Source, prestige_by_source
from caylus.analysis.prestige_timeline import timeline
from caylus.core import Game
from caylus.progress import progress_bar
from caylus.review.records import MAX_BUDGET, ReviewError, load
from caylus.ui.i18n import set_language, system_language, t
from caylus.ui.review_words import decision_lines, scorings_words, source_name
from caylus.ui.settings import LANGUAGES


def aligned(rows: list[list[str]]) -> list[str]:
    """Rows as text columns: the first to the left, the others to the right."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    return ["  ".join(cell.ljust(width) if i == 0 else cell.rjust(width)
                      for i, (cell, width) in enumerate(zip(row, widths, strict=True)))
            for row in rows]


def breakdown_lines(game: Game) -> list[str]:
    """A table: a row per player, a column per source that counted, then the total."""
    parts = prestige_by_source(game)
    shown = [source for source in Source if any(part[source] for part in parts)]
    header = [t("final.column.player"), *map(source_name, shown), t("final.column.total")]
    rows = [[player.name, *(str(part[source]) for source in shown), str(player.prestige)]
            for player, part in zip(game.players, parts, strict=True)]
    return aligned([header, *rows])


def timeline_lines(game: Game) -> list[str]:
    """Each player's prestige at the start of every turn and at the end (the chart)."""
    line = timeline(game)
    header = [t("final.column.player"), *(str(turn) for turn in range(1, len(line.points))),
              t("review.chart.end")]
    rows = [[player.name, *(str(point[seat]) for point in line.points)]
            for seat, player in enumerate(game.players)]
    return [t("review.chart.title"), *aligned([header, *rows]), scorings_words(line)]


def costs_lines(game: Game, costs: list[DecisionCost]) -> list[str]:
    lines = [t("review.costliest.title")]
    for seat, player in enumerate(game.players):
        lines.append(t("review.costliest.player", who=player.name))
        worst = costliest(costs, seat)
        if not worst:
            lines.append("  " + t("review.costliest.none"))
        for cost in worst:
            position = position_before(game, cost.index)
            lines.extend("  " + text for text in decision_lines(game, position, cost))
    return lines


def reviewed_costs(game: Game, hard_seats: frozenset[int], budget: int | None,
                   processes: int) -> tuple[list[DecisionCost], bool]:
    """The costs, and whether every decision was weighed (False: the workers kept dying;
    what was weighed is kept and said so)."""
    costs: list[DecisionCost] = []
    with progress_bar(unit=t("review.progress.unit"), file=sys.stderr, leave=False) as bar:
        def progress(done: int, total: int) -> None:
            bar.total = total
            bar.n = done
            bar.refresh()

        try:
            costs.extend(iter_costs(game, budget=budget, processes=processes,
                                    skip_seats=hard_seats, progress=progress))
        except WorkersLost as lost:
            print(t("review.workers_lost", count=lost.left), file=sys.stderr)
            return costs, False
    return costs, True


def parser() -> argparse.ArgumentParser:
    made = argparse.ArgumentParser(prog="python -m caylus.review", description=__doc__,
                                   formatter_class=argparse.RawDescriptionHelpFormatter)
    made.add_argument("file", type=Path)
    made.add_argument("--game", type=int, metavar="K")
    made.add_argument("--language", choices=LANGUAGES)
    made.add_argument("--budget", type=int, metavar="N",
                      help="Hard's budget per decision (default: its shipped one)")
    made.add_argument("--processes", type=int, default=2, metavar="P")
    made.add_argument("--no-costs", action="store_true", help="only the breakdown and chart")
    return made


#: The largest values the command line takes: beyond them a number is a mistake (and a
#: budget of 10**30 would search practically forever)
MAX_GAME_LINE, MAX_PROCESSES = 10**7, 64
BAD_INPUT = 2  # the exit status of a command line or a file that cannot be used


def input_problem(args: argparse.Namespace) -> str | None:
    """What is wrong with the command line's numbers, in the player's words, or None."""
    if args.game is not None and not 1 <= args.game <= MAX_GAME_LINE:
        return t("review.bad_game", most=MAX_GAME_LINE)
    if args.budget is not None and not 1 <= args.budget <= MAX_BUDGET:
        return t("review.bad_budget", most=MAX_BUDGET)
    if not 1 <= args.processes <= MAX_PROCESSES:
        return t("review.bad_processes", most=MAX_PROCESSES)
    return None


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    set_language(args.language or system_language(LANGUAGES))
    started = time.perf_counter()
    problem = input_problem(args)
    if problem is not None:
        print(problem, file=sys.stderr)
        return BAD_INPUT
    try:
        reviewed = load(args.file, args.game)
    except ReviewError as error:
        print(error, file=sys.stderr)
        return BAD_INPUT
    game = reviewed.game
    print(t("review.title"))
    print("\n".join(breakdown_lines(game)))
    print()
    print("\n".join(timeline_lines(game)), flush=True)
    complete = True
    if not args.no_costs:
        same_budget = args.budget is None
        costs, complete = reviewed_costs(game, reviewed.hard_seats if same_budget
                                         else frozenset(), args.budget, args.processes)
        print()
        print("\n".join(costs_lines(game, costs)))
    print(t("review.seconds", seconds=round(time.perf_counter() - started, 1)))
    return 0 if complete else 1
