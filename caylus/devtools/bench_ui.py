"""Benchmark of the game scene: frame times at 1920×1080 and the time to the first frame.

    python -m caylus.devtools.bench_ui [--frames 400] [--size 1920x1080] [--thinking-frames 300]
                              [--lang he]

Frames are drawn headless (SDL dummy driver) in a mid-game position while the pointer hovers
over the board and workers are dragged around and dropped where they cannot go (so the game
does not change). The first-frame time is measured in a fresh Python process, from its launch
to the first game frame drawn. Aims (docs/DESIGN.md): median ≤ 8 ms, first frame ≤ 1.5 s.

Then the same position with a Hard computer to move: frames are drawn (about 60 a second,
the pointer hovering) while it thinks in its own process, with its two search workers, and
only frames drawn while it thinks count (each answer is dropped and the question asked
again, so it thinks all along). Aim (issue 11): 95th percentile ≤ 16 ms.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from typing import TYPE_CHECKING

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from caylus.ui.i18n import set_language
from caylus.ui.layout import TEXT_ZOOMS, set_text_zoom
from caylus.ui.settings import LANGUAGES

if TYPE_CHECKING:
    import pygame

    from caylus.ui.scenes.game import GameScene

FIRST_FRAME_CHILD = """
import time, os
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
import pygame
from caylus.ui.i18n import set_language
set_language("{lang}")
from caylus.ui.scenes.game.screenshot import StillApp, midgame_position
from caylus.ui.scenes.game import GameScene
pygame.display.init()
screen = pygame.display.set_mode(({w}, {h}))
scene = GameScene(StillApp(({w}, {h})), midgame_position(), autosave=False)
scene.draw(screen)
pygame.display.flip()
print(time.time())
"""


def pointer_script(scene: GameScene, frames: int) -> list[list[pygame.event.Event]]:
    """Events for each frame: hovering over the road, then dragging a worker and dropping it
    on an empty road space (refused, nothing changes)."""
    import pygame

    view = scene.view
    road = [view.place(f"road_{n}").center for n in range(1, 29)]
    empty = [f"road_{n}" for n in range(1, 29) if scene.game.board.building_at(n) is None]
    script: list[list[pygame.event.Event]] = []
    for frame in range(frames):
        phase = frame % 60
        point = road[frame % len(road)]
        if phase == 30 and scene.supply_rects:
            start = scene.supply_rects[0].center
            script.append([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
        elif phase == 50 and empty:
            target = view.place(empty[0]).center
            script.append([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target, button=1)])
        else:
            script.append([pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(1, 1),
                                              buttons=(1 if 30 < phase < 50 else 0, 0, 0))])
    return script


def frame_times(size: tuple[int, int], frames: int) -> list[float]:
    import pygame

    from caylus.ui.scenes.game import GameScene
    from caylus.ui.scenes.game.screenshot import StillApp, midgame_position

    pygame.display.init()
    screen = pygame.display.set_mode(size)
    scene = GameScene(StillApp(size), midgame_position(), autosave=False)
    scene.draw(screen)  # warm the caches as the first frame does
    before = scene.game.to_dict()
    times = []
    for events in pointer_script(scene, frames):
        start = time.perf_counter()
        for event in events:
            scene.handle_event(event)
        scene.update(1 / 60)
        scene.draw(screen)
        times.append(time.perf_counter() - start)
    assert scene.game.to_dict() == before, "the benchmark must not change the game"
    return times


def thinking_frame_times(size: tuple[int, int], frames: int) -> list[float]:
    """Frame times of the game scene while a Hard computer thinks (see the module's doc)."""
    import pygame

    from caylus.core import replay
    from caylus.ui.scenes.game import GameScene
    from caylus.ui.scenes.game.screenshot import StillApp, midgame_position

    game = midgame_position()
    seats = ["human"] * game.num_players
    seats[game.current_seat or 0] = "hard"  # the position is a placement: someone decides
    game = replay({**game.setup.document(), "seats": seats}, list(game.history))
    screen = pygame.display.set_mode(size)
    scene = GameScene(StillApp(size), game, autosave=False, pace="slow")
    scene.computers.holding = True  # the move is never shown: the same position all along
    scene.draw(screen)  # warm the caches as the first frame does (before it is asked)
    road = [scene.view.place(f"road_{n}").center for n in range(1, 29)]
    times: list[float] = []
    try:
        frame = 0
        while len(times) < frames:
            frame += 1
            start = time.perf_counter()
            scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=road[frame % 28],
                                                  rel=(1, 1), buttons=(0, 0, 0)))
            scene.update(1 / 60)
            scene.draw(screen)
            elapsed = time.perf_counter() - start
            thinker = scene.computers.thinker
            if thinker is not None and thinker.busy:
                times.append(elapsed)
            elif scene.computers.answered:  # the answer is in: ask again, keep it thinking
                scene.computers.forget_question()
            time.sleep(max(0.0, 1 / 60 - elapsed))
    finally:
        scene.close_thinker()
    return times


def first_frame_seconds(size: tuple[int, int], language: str = "en") -> float:
    code = FIRST_FRAME_CHILD.format(w=size[0], h=size[1], lang=language)
    launched = time.time()
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True)
    return float(result.stdout.strip().splitlines()[-1]) - launched


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))
    return ordered[index]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=400)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--thinking-frames", type=int, default=300,
                        help="frames drawn while a Hard computer thinks (0: skip)")
    parser.add_argument("--lang", default="en", choices=LANGUAGES,
                        help="the language the screen speaks (default en)")
    parser.add_argument("--text-size", type=int, default=TEXT_ZOOMS[0], choices=TEXT_ZOOMS,
                        help="the text-size setting, in percent (default 100)")
    args = parser.parse_args(argv)
    set_language(args.lang)
    set_text_zoom(args.text_size)
    width, height = (int(n) for n in args.size.lower().split("x"))
    times = frame_times((width, height), args.frames)
    median = statistics.median(times) * 1000
    p95 = percentile(times, 0.95) * 1000
    worst = max(times) * 1000
    first = first_frame_seconds((width, height), args.lang)
    print(f"game scene at {width}x{height} in {args.lang}, text size {args.text_size}%, "
          f"{len(times)} frames with hover and drag")
    print(f"frame time: median {median:.2f} ms, 95th percentile {p95:.2f} ms, "
          f"worst {worst:.2f} ms (aim: median <= 8 ms)")
    print(f"launch to first game frame: {first:.2f} s (aim: <= 1.5 s)")
    if args.thinking_frames > 0:
        thinking = thinking_frame_times((width, height), args.thinking_frames)
        print(f"while a Hard computer thinks ({len(thinking)} frames): median "
              f"{statistics.median(thinking) * 1000:.2f} ms, 95th percentile "
              f"{percentile(thinking, 0.95) * 1000:.2f} ms, worst {max(thinking) * 1000:.2f} ms "
              f"(aim: 95th percentile <= 16 ms)")


if __name__ == "__main__":
    main()
