"""Write the scoreboard's pictures, headless, with the showcase's example evening:

    .venv/bin/python tools/scoreboard_screenshots.py [--lang en he ...] [--percent 100 200]
        [--out docs/screenshots]

into `<out>/<language>/scoreboard/<width>x<height>-<percent>.jpg`, at 1280×720 and 1920×1080.
Settings and saves go to a temporary folder, never the user's real one.
"""

from __future__ import annotations

import argparse
from pathlib import Path

import pygame
from headless import ROOT  # before any window opens: dummy drivers, a temporary data folder

from caylus.devtools.showcase import show_scoreboard
from caylus.ui.app import App
from caylus.ui.layout import TEXT_ZOOMS, set_text_zoom
from caylus.ui.settings import Settings

SIZES = ((1280, 720), (1920, 1080))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", nargs="+", default=["en", "he"])
    parser.add_argument("--percent", nargs="+", type=int, default=[100])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    args = parser.parse_args()
    for language in args.lang:
        folder = args.out / language / "scoreboard"
        folder.mkdir(parents=True, exist_ok=True)
        for percent in args.percent:
            for size in SIZES:
                app = App(settings=Settings(language=language, text_size=percent), size=size,
                          fullscreen=False)
                show_scoreboard(app)
                app.run_frames(n=2)
                path = folder / f"{size[0]}x{size[1]}-{percent}.jpg"
                pygame.image.save(app.render(), str(path))
                print(path)
                set_text_zoom(TEXT_ZOOMS[0])


if __name__ == "__main__":
    main()
