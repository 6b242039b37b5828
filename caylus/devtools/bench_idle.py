"""Benchmark: the CPU a still screen costs (title screen, game setup, the board mid-game).

    python -m caylus.devtools.bench_idle [--seconds 10] [--size 1920x1080]

Each screen runs in the game's real main loop with no input for `--seconds`; the share of
one core the process used in that time (all its threads: CPU time / wall time) is printed,
with the frames drawn. Headless by default (SDL dummy driver); for a real window run it under
a display with `SDL_VIDEODRIVER=x11`. Aim (issue 9): at most 5% of a core on a still screen.
Saves and settings go to a temporary folder, never the player's own.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from caylus.ui.app import App

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

WARM_UP = 1.0  # seconds run first and not counted (caches, the audio warm-up)


def run_still(app: App, seconds: float) -> tuple[float, float, int]:
    """Run the app's loop untouched for `seconds`: (CPU seconds, wall seconds, frames)."""
    import pygame

    frames = 0
    draw = app.step

    def counted_step(dt: float) -> None:
        nonlocal frames
        frames += 1
        draw(dt)

    app.step = counted_step  # type: ignore[method-assign]  # the app's frames are counted
    app.running = True
    pygame.time.set_timer(pygame.QUIT, max(1, int(seconds * 1000)), loops=1)
    cpu, wall = time.process_time(), time.perf_counter()
    app.run()
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    app.step = draw  # type: ignore[method-assign]  # the app's own step again
    return cpu, wall, frames


def screens() -> list[tuple[str, Callable[[App], None]]]:
    from caylus.ui.scenes.game.screenshot import midgame_position

    return [
        ("title screen", lambda app: app.to_title()),
        ("game setup", lambda app: app.new_game()),
        ("board, mid-game", lambda app: app.start_game(midgame_position())),
    ]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--size", default="1920x1080")
    args = parser.parse_args(argv)
    width, height = (int(n) for n in args.size.lower().split("x"))
    os.environ["CAYLUS_DATA_DIR"] = tempfile.mkdtemp(prefix="caylus-bench-idle-")

    from caylus.ui.app import App

    app = App(size=(width, height), fullscreen=False)
    driver = __import__("pygame").display.get_driver()
    print(f"still screens at {width}x{height}, video driver {driver}, {args.seconds:g} s each")
    for name, show in screens():
        show(app)
        run_still(app, WARM_UP)
        cpu, wall, frames = run_still(app, args.seconds)
        print(f"{name:16} CPU {100 * cpu / wall:5.1f}% of a core, "
              f"{frames} frames in {wall:.1f} s (aim: <= 5%)")


if __name__ == "__main__":
    main()
