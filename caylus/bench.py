"""Benchmark of the rules core: full random games per second and decisions per second.

    python -m caylus.bench [--seconds 5]

Each game is played to the end by picking uniformly among `legal_actions()` and applying the
choice through the checked `apply`, exactly as a caller would. Runs on one core.
"""

from __future__ import annotations

import argparse
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
    """Games per second, decisions per second and mean turns... over about `seconds`."""
    games = decisions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        decisions += play_random_game(players, seed=games)
        games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, decisions / elapsed, decisions / games


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="time per player count")
    args = parser.parse_args(argv)
    print(f"random games, checked apply, {args.seconds:g} s per player count")
    for players in (2, 3, 4, 5):
        games, decisions, per_game = measure(players, args.seconds)
        print(f"{players} players: {games:7.1f} games/s  {decisions:9.0f} decisions/s  "
              f"{per_game:6.0f} decisions/game")


if __name__ == "__main__":
    main()
