"""Benchmark: opening a scoreboard that keeps a year of game nights.

    python -m caylus.devtools.bench_scoreboard [--games 100 1000 4000] [--repeat 3]

For each size, a scoreboard file of that many finished games (random 2-5 player games, each
a whole save document as the game records it) is written into a temporary folder; then, in
a fresh process each time, the file is opened as Tonight's scores opens it
(Tonight's scores pushed in a window, its first frame drawn). Printed per size: the file's
size, the best time to open of `--repeat` runs, the peak resident memory over the same
window with no game kept, and what reading the scoreboard alone holds (Python allocations,
traced on a second read).
Aim (issue 35): 4,000 games open in under 0.5 s and hold under 100 MB.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
from datetime import datetime, timedelta, timezone
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

SEED = 35


def make_file(path: Path, games: int, seed: int = SEED) -> None:
    """A scoreboard of `games` distinct finished games (a few played games, repeated with
    other seeds' names, would be duplicates: each is played)."""
    from caylus.core import new_game
    from caylus.persistence.files import write_atomically
    from caylus.persistence.scoreboard import Shelf, dumps, entry_of

    rng = random.Random(seed)
    shelf = Shelf()
    start = datetime(2026, 1, 1, 19, 0, tzinfo=timezone(timedelta(hours=1)))
    for n in range(games):
        game = new_game(rng.randint(2, 5), rng.randrange(1 << 30))
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
        shelf.add(entry_of(game, start + timedelta(hours=2 * n)))
    write_atomically(path, dumps(shelf))


def measure_once(folder: Path) -> dict[str, float]:
    """Open Tonight's scores on the scoreboard in `folder`, as the window does (run in a
    fresh process by `measure`): the time to read it and draw the screen, and the memory
    the open screen holds."""
    import resource
    import time
    import tracemalloc

    os.environ["CAYLUS_DATA_DIR"] = str(folder)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from caylus.ui.app import App
    from caylus.ui.scenes.scoreboard import ScoreboardScene
    from caylus.ui.scoreboard_store import read_scoreboard
    from caylus.ui.settings import Settings

    app = App(settings=Settings(), size=(1600, 900), fullscreen=False, show_title=True)
    app.run_frames(n=1)
    started = time.perf_counter()
    app.scenes.push(ScoreboardScene(app))
    app.run_frames(n=1)
    seconds = time.perf_counter() - started
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    app.scenes.pop()
    board = read_scoreboard()
    games = len(board.entries)
    del board
    tracemalloc.start()  # a second opening, traced (tracing slows it: not timed)
    kept = read_scoreboard()
    held = tracemalloc.get_traced_memory()[0]
    del kept
    tracemalloc.stop()
    return {"seconds": seconds, "held_mb": held / 1e6, "peak_mb": peak, "games": games}


def measure(folder: Path, repeat: int) -> dict[str, float]:
    runs = []
    for _ in range(repeat):
        done = subprocess.run([sys.executable, "-m", "caylus.devtools.bench_scoreboard",
                               "--measure", str(folder)], capture_output=True, text=True,
                              check=True)
        runs.append(json.loads(done.stdout.strip().splitlines()[-1]))
    best = min(runs, key=lambda run: run["seconds"])
    return {**best, "peak_mb": max(run["peak_mb"] for run in runs)}  # the worst memory


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, nargs="+", default=[100, 1000, 4000])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--measure", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.measure is not None:
        print(json.dumps(measure_once(args.measure)))
        return
    with tempfile.TemporaryDirectory(prefix="caylus-bench-scoreboard-") as name:
        baseline = measure(Path(name), 1)["peak_mb"]  # the window with no game kept
    print(f"no game: peak resident memory {baseline:.0f} MB")
    for games in args.games:
        with tempfile.TemporaryDirectory(prefix="caylus-bench-scoreboard-") as name:
            folder = Path(name)
            make_file(folder / "scoreboard.json", games)
            size = (folder / "scoreboard.json").stat().st_size / 1e6
            result = measure(folder, args.repeat)
            print(f"{games} games ({size:.1f} MB): open {result['seconds']:.3f} s, peak "
                  f"resident +{result['peak_mb'] - baseline:.0f} MB over no game, the "
                  f"scoreboard read holds {result['held_mb']:.0f} MB, "
                  f"{result['games']:.0f} listed", flush=True)


if __name__ == "__main__":
    main()
