"""Write the pictures in `docs/screenshots/` at 1920×1080, headless (SDL dummy drivers).

    .venv/bin/python tools/take_screenshots.py [output folder] [--size 1280x720] [--lang pl]
    .venv/bin/python tools/take_screenshots.py --every-language [--size 1280x720]

`--every-language` writes title, setup, game and final scores of each language into
`docs/screenshots/<language>/`.

`--couch` writes what issue 22 asks a person three metres away to judge: in each language, at
1280×720, at 100% and at the largest text size, the game mid-turn, the demo, setup, a rules
page and the final scores, into `docs/screenshots/<language>/couch/<screen>-<percent>.jpg`
(JPEG: fifty pictures of a board in PNG would weigh 30 MB).

Menu screens come from the shell; the mid-game picture from the game scene's own
`caylus.ui.scenes.game.screenshot_midgame(path)`, skipped with a message if it is missing.
Settings and saves go to a temporary folder, never the user's real one.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from pathlib import Path

from headless import ROOT  # before any window opens: dummy drivers, a temporary data folder

from caylus.core.game import Game, new_game
from caylus.ui.app import App
from caylus.ui.settings import LANGUAGES, Settings

FINAL_NAMES = ["Aliénor", "Bertrand", "Clothilde", "Dmitri", "Eudes"]


def example_final_game() -> Game:
    """A finished five-player game, played by a fixed random sequence."""
    game = new_game(5, 2024, names=FINAL_NAMES)
    rng = random.Random(2024)
    while not game.is_over:
        actions = game.legal_actions()
        preferred = [a for a in actions if a.kind in ("build", "batch", "take", "place")]
        game.apply(rng.choice(preferred if preferred and rng.random() < 0.8 else actions))
    return game


def show_setup(app: App) -> None:
    app.open_setup()
    scene = app.scenes.top
    names = FINAL_NAMES[:3]
    while len(scene.rows) < len(names):
        scene.on_add()
    for row, name in zip(scene.rows, names, strict=True):
        row.name.set_value(name)
    scene.seed_input.set_value("2024")  # the same picture every time
    scene.widgets.set_focus(None)


def show_rules(app: App) -> None:
    app.open_rules()
    app.scenes.top.show(1)


def show_final(app: App) -> None:
    app.finish_game(example_final_game())


SCREENS: dict[str, Callable[[App], None]] = {
    "title": lambda app: None,
    "setup": show_setup,
    "rules": show_rules,
    "final_scores": show_final,
}


LANGUAGE_SCREENS = ("title", "setup", "final_scores")  # and game.png


def take(folder: Path, size: tuple[int, int], language: str = "en",
         screens: tuple[str, ...] = tuple(SCREENS)) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name in screens:
        prepare = SCREENS[name]
        app = App(settings=Settings(language=language), size=size, fullscreen=False)
        prepare(app)
        app.run_frames(n=2)
        path = folder / f"{name}.png"
        app.screenshot(str(path))
        written.append(path)
    written.extend(take_midgame(folder, size))
    return written


def take_midgame(folder: Path, size: tuple[int, int]) -> list[Path]:
    try:
        from caylus.ui.scenes.game import screenshot_midgame
    except ImportError:
        print("skipped game.png: caylus.ui.scenes.game.screenshot_midgame does not exist yet")
        return []
    return [Path(screenshot_midgame(folder / "game.png", size))]


COUCH_SCREENS = {"game": "game", "demo": "demo", "setup": "setup", "rules": "rules 2",
                 "final_scores": "final scores"}


def take_couch(folder: Path, language: str) -> list[Path]:
    """The readability set of one language (see the module's docstring)."""
    from caylus.devtools import showcase
    from caylus.ui.layout import TEXT_ZOOMS

    written = []
    (folder / "couch").mkdir(parents=True, exist_ok=True)
    for percent in (TEXT_ZOOMS[0], TEXT_ZOOMS[-1]):
        for name, screen in COUCH_SCREENS.items():
            app = App(settings=Settings(language=language, text_size=percent), size=(1280, 720),
                      fullscreen=False)
            try:
                showcase.screens()[screen](app)
                app.run_frames(n=2)
                path = folder / "couch" / f"{name}-{percent}.jpg"
                app.screenshot(str(path))
                written.append(path)
            finally:
                showcase.close(app)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--size", default="1920x1080", help="WIDTHxHEIGHT (default 1920x1080)")
    parser.add_argument("--lang", default="en", choices=LANGUAGES)
    parser.add_argument("--every-language", action="store_true")
    parser.add_argument("--couch", action="store_true",
                        help="the readability set of every language (see above)")
    args = parser.parse_args(argv)
    width, _, height = args.size.partition("x")
    size = (int(width), int(height))
    if args.couch:
        written = [path for language in LANGUAGES
                   for path in take_couch(args.folder / language, language)]
    elif args.every_language:
        written = [path for language in LANGUAGES
                   for path in take(args.folder / language, size, language, LANGUAGE_SCREENS)]
    else:
        written = take(args.folder, size, args.lang)
    for path in written:
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
