"""Benchmark: the demo running all night, at a fast pace.

    python -m caylus.devtools.bench_demo [--minutes 10] [--size 1280x720] [--pace fast]

The demo (computer games one after another, with captions) runs in the game's real main
loop, headless (SDL dummy driver), for `--minutes` (fractions welcome: 0.5). Printed: the
games finished, the memory the process holds (RSS) at the start and at the end in MB, with
a sample every minute, the frame-time 95th percentile (update and draw of one frame), and
the thinking processes still alive at the end (one at most: the game in hand's). Aim: no
growth beyond a few MB. The first change of game raises RSS once (glibc's malloc raises its
mmap threshold when the first game's big pictures are freed, then keeps such memory), so the
growth after the first game is printed too. Saves and settings go to a temporary folder,
never the player's own.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import time
from typing import TYPE_CHECKING

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

WARM_UP = 20.0  # seconds run before the starting memory is read (caches, the first game)
SAMPLE_EVERY = 30.0


if TYPE_CHECKING:
    from caylus.ui.app import App
    from caylus.ui.scenes.demo import DemoScene

def rss_mb() -> float:
    """The memory this process holds now (resident set), in MB."""
    try:
        with open("/proc/self/statm", encoding="ascii") as handle:
            pages = int(handle.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError, AttributeError):
        import resource  # peak, not current, where /proc is missing

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / (2**20 if sys.platform == "darwin" else 2**10)


def kept_bytes() -> int:
    from caylus.ui.render.text import kept_bytes as kept

    return kept()


def percentile(values: list[float], share: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


class Run:
    """The app's loop with its frames timed and the memory sampled."""

    def __init__(self, app: App, demo: DemoScene) -> None:
        self.app, self.demo = app, demo
        self.frames: list[float] = []
        self.started = time.perf_counter()
        self.rss_start: float | None = None
        self.rss_warm: float | None = None  # after the first game (the allocator's high water)
        self.next_sample = WARM_UP
        self._step = app.step
        app.step = self.step  # type: ignore[method-assign]  # each frame of the app is timed

    def step(self, dt: float) -> None:
        begin = time.perf_counter()
        self._step(dt)
        now = time.perf_counter()
        self.frames.append(now - begin)
        self.sample(now - self.started)

    def sample(self, elapsed: float) -> None:
        if elapsed < self.next_sample:
            return
        gc.collect()
        rss = rss_mb()
        if self.rss_start is None:
            self.rss_start = rss
            self.frames.clear()  # the first game's start-up is not what a night costs
        elif self.rss_warm is None and self.demo.games_finished:
            self.rss_warm = rss
        scene = self.demo.scene
        moves = len(scene.game.history) if scene is not None else 0
        print(f"  {elapsed / 60:5.1f} min: {self.demo.games_finished} games finished "
              f"(game {self.demo.games_started} at move {moves}), RSS {rss:.1f} MB, "
              f"words kept {kept_bytes() / 2**20:.1f} MB", flush=True)
        self.next_sample += SAMPLE_EVERY


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--pace", default="fast", choices=("fast", "instant", "demo"))
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    width, height = (int(n) for n in args.size.lower().split("x"))
    os.environ["CAYLUS_DATA_DIR"] = tempfile.mkdtemp(prefix="caylus-bench-demo-")

    import multiprocessing

    import pygame

    from caylus.ui.app import App
    from caylus.ui.scene import Scene
    from caylus.ui.scenes.demo import DemoScene
    from caylus.ui.settings import Settings

    app = App(settings=Settings(), size=(width, height), fullscreen=False, show_title=False)
    demo = DemoScene(app, pace=args.pace, seed=args.seed)
    app.scenes.clear_to(demo)
    print(f"demo at {width}x{height}, pace {args.pace}, {args.minutes:g} min, "
          f"video driver {pygame.display.get_driver()}", flush=True)
    run = Run(app, demo)
    pygame.time.set_timer(pygame.QUIT, max(1, int(args.minutes * 60_000)), loops=1)
    app.run()
    gc.collect()
    rss_end = rss_mb()
    children = len(multiprocessing.active_children())
    rss_start = run.rss_start if run.rss_start is not None else rss_end
    print(f"games finished: {demo.games_finished} (started {demo.games_started})")
    print(f"RSS at start: {rss_start:.1f} MB, at end: {rss_end:.1f} MB "
          f"(growth {rss_end - rss_start:+.1f} MB)")
    if run.rss_warm is not None:
        print(f"RSS after the first game: {run.rss_warm:.1f} MB, at end: {rss_end:.1f} MB "
              f"(growth {rss_end - run.rss_warm:+.1f} MB)")
    print(f"frame time p95: {1000 * percentile(run.frames, 0.95):.2f} ms "
          f"(median {1000 * percentile(run.frames, 0.5):.2f} ms, {len(run.frames)} frames)")
    print(f"thinking processes alive: {children}")
    app.scenes.clear_to(Scene())  # the demo's exit ends its thinking process
    pygame.quit()


if __name__ == "__main__":
    main()
