"""Write the pictures of "Learn to play" into `docs/screenshots/<language>/tutorial/`, headless.

    .venv/bin/python tools/take_tutorial_screenshots.py [--lang en --lang he] [--size 1280x720]

For each lesson stage (its first step), at each window size (default 1280×720 and 1920×1080):
the step as it opens (`<n>-<step>-<W>x<H>.jpg`: the card, the ring on the place); with
`--done`, also after its move (`<n>-<step>-done-<W>x<H>.jpg`: the result on the card); with
`--every-step`, every step. JPEG, as the couch set (a picture weighs 250-500 kB).
Progress and saves go to a temporary folder, never the user's real one.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from headless import ROOT  # before any window opens: dummy drivers, a temporary data folder

from caylus.ui.app import App
from caylus.ui.scenes.tutorial.lessons import Expect, lessons
from caylus.ui.scenes.tutorial.walkthrough import lesson, make_the_move
from caylus.ui.settings import LANGUAGES, Settings

SIZES = ((1280, 720), (1920, 1080))


def take(folder: Path, language: str, size: tuple[int, int], every_step: bool = False,
         done: bool = False) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    app = App(settings=Settings(language=language), size=size, fullscreen=False)
    written = []
    stages: set[str] = set()
    for index, step in enumerate(lessons()):
        if step.stage in stages and not every_step:
            continue
        stages.add(step.stage)
        app.open_tutorial(index)
        app.run_frames(n=2)
        stem = f"{index + 1:02d}-{step.id}"
        written.append(folder / f"{stem}-{size[0]}x{size[1]}.jpg")
        app.screenshot(str(written[-1]))
        if done and step.expect is not Expect.READ:
            make_the_move(app)
            app.run_frames(n=90)  # the pieces have landed
            written.append(folder / f"{stem}-done-{size[0]}x{size[1]}.jpg")
            app.screenshot(str(written[-1]))
        lesson(app).close_thinker()
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", action="append", choices=LANGUAGES)
    parser.add_argument("--size", action="append", help="WIDTHxHEIGHT (repeatable)")
    parser.add_argument("--every-step", action="store_true")
    parser.add_argument("--done", action="store_true", help="also after each step's move")
    args = parser.parse_args(argv)
    sizes = [tuple(int(n) for n in s.split("x")) for s in args.size] if args.size else SIZES
    for language in args.lang or ["en", "he"]:
        for width, height in sizes:
            folder = ROOT / "docs" / "screenshots" / language / "tutorial"
            for path in take(folder, language, (width, height), args.every_step, args.done):
                print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
