"""Benchmark of Hard's decision time and memory at its shipped budget.

    python -m caylus.devtools.bench_hard [--players 2 4] [--decisions 60] [--budget N]
                                         [--processes N] [--player hard|hard_rollouts]

Hard (or the old Hard, `hard_rollouts`, for a ratio measured in one run) at seat 0 plays
Medium from a seeded start; every Hard decision with more than one legal action is timed.
Prints the median and the maximum time per decision and the peak memory (resident set
high-water mark) of this process and of each search worker.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import time
from pathlib import Path

from caylus.ai.hard import HardPlayer, RolloutHardPlayer
from caylus.ai.registry import default_budget, make_player
from caylus.core import new_game

KINDS: dict[str, type[HardPlayer]] = {"hard": HardPlayer, "hard_rollouts": RolloutHardPlayer}


def time_decisions(players: int, decisions: int, budget: int, processes: int | None,
                   seed: int = 1, kind: str = "hard") -> tuple[list[float], HardPlayer]:
    game = new_game(players, seed)
    hard = KINDS[kind](seed=seed, budget=budget, processes=processes)
    others = [make_player("medium", seed=seed + s) for s in range(players)]
    times: list[float] = []
    hard.choose(game)  # starts the workers, outside the timing
    while not game.is_over and len(times) < decisions:
        seat = game.current_seat
        assert seat is not None
        if seat == 0:
            many = len(game.legal_actions()) > 1
            start = time.perf_counter()
            action = hard.choose(game)
            if many:
                times.append(time.perf_counter() - start)
        else:
            action = others[seat].choose(game)
        game.apply(action)
    return times, hard


def peak_megabytes(pid: int | str = "self") -> float | None:
    status = Path(f"/proc/{pid}/status")
    if not status.exists():
        return None
    for line in status.read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return None


def worker_peaks(hard: HardPlayer) -> list[float]:
    processes = getattr(hard._searchers, "processes", [])
    peaks = [peak_megabytes(p.pid) for p in processes]
    return [p for p in peaks if p is not None]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4])
    parser.add_argument("--decisions", type=int, default=60, help="timed decisions per count")
    parser.add_argument("--budget", type=int, default=None,
                        help="positions per decision (default: the shipped budget at each count)")
    parser.add_argument("--processes", type=int, default=None)
    parser.add_argument("--player", choices=sorted(KINDS), default="hard")
    args = parser.parse_args(argv)
    print(f"{args.player} against Medium")
    for players in args.players:
        budget = args.budget or default_budget(args.player, players)
        assert budget is not None, "Hard and hard_rollouts search"
        times, hard = time_decisions(players, args.decisions, budget, args.processes,
                                     kind=args.player)
        workers = worker_peaks(hard)
        print(f"{players} players, budget {budget}: {len(times)} decisions, "
              f"{len(workers)} worker processes, "
              f"median {statistics.median(times):.3f} s, max {max(times):.3f} s, "
              f"worker peak {max(workers, default=0):.0f} MB")
        hard.close()
    own = peak_megabytes() or resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak memory of this process: {own:.0f} MB")


if __name__ == "__main__":
    main()
