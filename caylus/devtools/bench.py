"""Benchmark of the rules core and the computer players: random games per second, the clone
of a position, Hard's positions per second and Medium's time per decision.

    python -m caylus.devtools.bench [--seconds 5]           # this build, every player count
    python -m caylus.devtools.bench --compare [--rounds 3]  # interpreted and compiled side by side

Each game is played to the end by picking uniformly among `legal_actions()` and applying the
choice through the checked `apply`, exactly as a caller would. Runs on one core.

`--compare` runs this benchmark in child processes, the interpreted build
(CAYLUS_INTERPRETED=1) and the compiled one in turn, `--rounds` times, and prints each
figure's median for both builds and their ratio: absolute figures on a shared machine drift
from run to run, a ratio measured in one run much less (docs/BUILDING.md).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from typing import ClassVar

from caylus.build_kind import COMPILED, FORCE_INTERPRETED, INTERPRETED, running_build
from caylus.core import Game, new_game
from caylus.errors import CaylusError

#: The figures of `--json` and `--compare`: name -> (label, unit, True when more is faster).
FIGURES: dict[str, tuple[str, str, bool]] = {
    "games": ("random 4-player games", "games/s", True),
    "clone": ("clone of a 4-player mid-game", "us", False),
    "hard": ("Hard's search (one process)", "positions/s", True),
    "medium": ("Medium's decision, 4 players", "ms/decision", False),
}


def play_random_game(players: int, seed: int) -> int:
    """Play one game to the end; returns the number of decisions made."""
    game = new_game(players, seed)
    rng = random.Random(seed)
    decisions = 0
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
        decisions += 1
    return decisions


def measure(players: int, seconds: float) -> tuple[float, float, float]:
    """Games per second, decisions per second and decisions per game, over about `seconds`."""
    games = decisions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        decisions += play_random_game(players, seed=games)
        games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, decisions / elapsed, decisions / games


def mid_game(players: int = 4, turn: int = 6) -> Game:
    game = new_game(players, seed=1)
    rng = random.Random(1)
    while game.turn < turn and not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


def measure_state(players: int = 4) -> tuple[float, int]:
    """Microseconds per `clone()` of a mid-game state, and that state's JSON size in bytes."""
    game = mid_game(players)
    rounds = 20000
    start = time.perf_counter()
    for _ in range(rounds):
        game.clone()
    micros = (time.perf_counter() - start) / rounds * 1e6
    return micros, len(json.dumps(game.to_dict()))


def timed_decisions(level: str, decisions: int, players: int = 4) -> tuple[float, int]:
    """Seconds per decision of `level` in seat 0, Medium in the other seats, over as many
    seeded games as it takes (only decisions with a choice count), and the positions it
    evaluated per decision."""
    from caylus.ai.hard import HardPlayer
    from caylus.ai.registry import make_player

    player = HardPlayer(seed=3, processes=1) if level == "hard" else make_player(level, 3)
    others = [make_player("medium", seed=10 + seat) for seat in range(players)]
    spent, positions, timed, seed = 0.0, 0, 0, 3
    while timed < decisions:
        game = new_game(players, seed=seed)
        seed += 1
        while not game.is_over and timed < decisions:
            seat = game.current_seat
            assert seat is not None
            if seat == 0 and len(game.legal_actions()) > 1:
                start = time.perf_counter()
                action = player.choose(game)
                spent += time.perf_counter() - start
                positions += player.info.iterations if player.info else 0
                timed += 1
            else:
                action = others[seat].choose(game)
            game.apply(action)
    player.close()
    return spent / max(timed, 1), positions // max(timed, 1)


def figures(seconds: float, hard_decisions: int, medium_decisions: int) -> dict[str, float]:
    """Every figure of FIGURES for this build."""
    hard_seconds, hard_positions = timed_decisions("hard", hard_decisions)
    medium_seconds, _ = timed_decisions("medium", medium_decisions)
    return {"games": measure(4, seconds)[0], "clone": measure_state()[0],
            "hard": hard_positions / hard_seconds, "medium": medium_seconds * 1000}


def print_this_build(seconds: float) -> None:
    print(f"{running_build()} build; random games, checked apply, {seconds:g} s per player "
          "count")
    for players in (2, 3, 4, 5):
        games, decisions, per_game = measure(players, seconds)
        print(f"{players} players: {games:7.1f} games/s  {decisions:9.0f} decisions/s  "
              f"{per_game:6.0f} decisions/game")
    micros, size = measure_state()
    print(f"clone of a 4-player mid-game state: {micros:.2f} us; "
          f"its JSON save: {size / 1024:.1f} KB")
    peak = peak_memory_mb()
    if peak is not None:
        print(f"peak memory of this process: {peak:.0f} MB")


# --- both builds side by side --------------------------------------------------------------

class CompareError(CaylusError):
    """A child benchmark failed, or ran another build than the one it was started for."""

    default_code: ClassVar[str] = "bench.compare_failed"


def run_child(build: str, arguments: list[str]) -> dict[str, float]:
    """The figures of one child process running `build`."""
    environment = dict(os.environ)
    environment.pop(FORCE_INTERPRETED, None)
    if build == INTERPRETED:
        environment[FORCE_INTERPRETED] = "1"
    done = subprocess.run([sys.executable, "-m", "caylus.devtools.bench", "--json", *arguments],
                          env=environment, capture_output=True, text=True, check=False)
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        raise CompareError(f"the {build} benchmark failed: {done.stderr.strip()[-500:]}")
    result = json.loads(lines[-1])
    if result.pop("build") != build:
        raise CompareError(f"asked for the {build} build, but the child ran the other one: "
                           "is the compiled build installed? (docs/BUILDING.md)")
    return {name: float(value) for name, value in result.items()}


def compare(rounds: int, arguments: list[str],
            report: Callable[[str], None] = print) -> dict[str, tuple[float, float]]:
    """Median of each figure for (interpreted, compiled), the builds taking turns."""
    runs: dict[str, list[dict[str, float]]] = {INTERPRETED: [], COMPILED: []}
    for round_number in range(rounds):
        order = (INTERPRETED, COMPILED) if round_number % 2 == 0 else (COMPILED, INTERPRETED)
        for build in order:
            runs[build].append(run_child(build, arguments))
            report(f"round {round_number + 1} of {rounds}: {build} done")
    return {name: (statistics.median(r[name] for r in runs[INTERPRETED]),
                   statistics.median(r[name] for r in runs[COMPILED])) for name in FIGURES}


def print_comparison(medians: dict[str, tuple[float, float]], rounds: int) -> None:
    print(f"median of {rounds} runs of each build, taking turns on this machine")
    print(f"{'figure':<46}{'interpreted':>14}{'compiled':>14}{'speed-up':>10}")
    for name, (label, unit, more_is_faster) in FIGURES.items():
        slow, fast = medians[name]
        speedup = fast / slow if more_is_faster else slow / fast
        print(f"{label + ', ' + unit:<46}{slow:>14.2f}{fast:>14.2f}{speedup:>9.2f}x")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="time per player count")
    parser.add_argument("--compare", action="store_true",
                        help="run the interpreted and the compiled build side by side")
    parser.add_argument("--rounds", type=int, default=3, help="runs of each build (--compare)")
    parser.add_argument("--hard-decisions", type=int, default=3,
                        help="Hard decisions timed per run (--compare)")
    parser.add_argument("--medium-decisions", type=int, default=300,
                        help="Medium decisions timed per run (--compare)")
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)  # a child's
    args = parser.parse_args(argv)
    child_arguments = ["--seconds", str(args.seconds), "--hard-decisions",
                       str(args.hard_decisions), "--medium-decisions", str(args.medium_decisions)]
    if args.json:
        found = figures(args.seconds, args.hard_decisions, args.medium_decisions)
        print(json.dumps({"build": running_build(), **found}))
    elif args.compare:
        try:
            medians = compare(args.rounds, child_arguments,
                              lambda line: print(line, file=sys.stderr))
        except CompareError as error:
            print(error, file=sys.stderr)
            return 1
        print_comparison(medians, args.rounds)
    else:
        print_this_build(args.seconds)
    return 0


def peak_memory_mb() -> float | None:
    """Peak resident memory (Unix only; None elsewhere)."""
    try:
        import resource
    except ImportError:
        return None
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


if __name__ == "__main__":
    sys.exit(main())
