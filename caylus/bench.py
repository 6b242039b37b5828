"""Benchmark of the rules core: full random games per second and decisions per second.

    python -m caylus.bench [--seconds 5]

Each game is played to the end by picking uniformly among `legal_actions()` and applying the
choice through the checked `apply`, exactly as a caller would. Runs on one core.
"""

from __future__ import annotations

import argparse
import json
import random
import time

from caylus.core import new_game


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


def measure_state(players: int = 4) -> tuple[float, int]:
    """Microseconds per `clone()` of a mid-game state, and that state's JSON size in bytes."""
    game = new_game(players, seed=1)
    rng = random.Random(1)
    while game.turn < 6 and not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    rounds = 2000
    start = time.perf_counter()
    for _ in range(rounds):
        game.clone()
    micros = (time.perf_counter() - start) / rounds * 1e6
    return micros, len(json.dumps(game.to_dict()))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="time per player count")
    args = parser.parse_args(argv)
    print(f"random games, checked apply, {args.seconds:g} s per player count")
    for players in (2, 3, 4, 5):
        games, decisions, per_game = measure(players, args.seconds)
        print(f"{players} players: {games:7.1f} games/s  {decisions:9.0f} decisions/s  "
              f"{per_game:6.0f} decisions/game")
    micros, size = measure_state()
    print(f"clone of a 4-player mid-game state: {micros:.1f} us; "
          f"its JSON save: {size / 1024:.1f} KB")
    peak = peak_memory_mb()
    if peak is not None:
        print(f"peak memory of this process: {peak:.0f} MB")


def peak_memory_mb() -> float | None:
    """Peak resident memory (Unix only; None elsewhere)."""
    try:
        import resource
    except ImportError:
        return None
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


if __name__ == "__main__":
    main()
