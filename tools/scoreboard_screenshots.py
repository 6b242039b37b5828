"""Write the scoreboard's pictures, headless, with the showcase's example evening:

    .venv/bin/python tools/scoreboard_screenshots.py [--lang en he ...] [--percent 100 200]
        [--out docs/screenshots]

into `<out>/<language>/scoreboard/<width>x<height>-<percent>.jpg`, at 1280×720 and 1920×1080.
Settings and saves go to a temporary folder, never the user's real one.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["CAYLUS_DATA_DIR"] = tempfile.mkdtemp(prefix="caylus-scoreboard-shots-")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from caylus.ui.app import App  # noqa: E402
from caylus.ui.layout import TEXT_ZOOMS, set_text_zoom  # noqa: E402
from caylus.ui.settings import Settings  # noqa: E402
from caylus.ui.showcase import show_scoreboard  # noqa: E402

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
