"""Measure every text the game draws: `python -m caylus.devtools.text_check`.

Each screen (title, setup, settings, every rules page, the game at every decision kind, pause,
final scores, demo) is drawn in each language, window and text-size setting while the ledger
(`caylus.devtools.ledger`) records every line of text that reaches the screen. Per screen it
prints the smallest text (pixels, and which) and every line cut, hidden under a drawing or
overlapping another; then one line per setting:

    text check 100%: N screens, smallest X px, CJK smallest Y px, cut C, overlaps O
    text check largest: N screens, smallest game-screen X px, cut C, overlaps O
    place names 100%: unnamed U   (and at the largest: every building's name on the board,
                                   `caylus.devtools.place_names`)

Targets (issue 22, at 1280×720): at 100% no text under 12 px (CJK 14 px); at the largest
setting no text under 18 px on the game screens; nothing cut or overlapping at either.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import tempfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

logger = logging.getLogger(__name__)
WINDOW = (1280, 720)
MIN_PX, MIN_CJK_PX, MIN_LARGEST_GAME_PX = 12, 14, 18


@dataclass
class Figures:
    """What one screen drew in one language, window and setting."""

    screen: str
    language: str
    window: tuple[int, int]
    setting: int
    game_screen: bool
    lines: int = 0
    smallest: tuple[float, str] = (float("inf"), "")
    smallest_cjk: tuple[float, str] = (float("inf"), "")
    cut: list[str] = field(default_factory=list)
    overlaps: list[tuple[str, str]] = field(default_factory=list)

    @property
    def label(self) -> str:
        return f"{self.screen} [{self.language} {self.window[0]}×{self.window[1]} {self.setting}%]"


def measure(screen: str, language: str, window: tuple[int, int], setting: int) -> Figures:
    """Draw `screen` as a player would see it and read the ledger."""
    import pygame

    from caylus.devtools import ledger, showcase
    from caylus.ui.app import App
    from caylus.ui.layout import TEXT_ZOOMS, set_text_zoom
    from caylus.ui.render import text
    from caylus.ui.settings import Settings

    shows = showcase.screens()
    figures = Figures(screen, language, window, setting, screen in showcase.game_screens())
    text.forget_all()
    with ledger.recording() as book:
        app = App(settings=Settings(language=language, text_size=setting), size=window,
                  fullscreen=False, show_title=True)
        try:
            shows[screen](app)
            app.run_frames(n=2)
            target = pygame.Surface(app.size)
            target.fill((0, 0, 0))
            app.scenes.draw(target)
        finally:
            showcase.close(app)
            set_text_zoom(TEXT_ZOOMS[0])  # what is drawn next is not at this screen's size
        read(figures, book.lines(target), book.shortened)
    return figures


def read(figures: Figures, lines: Sequence[object], shortened: Iterable[str]) -> None:
    from caylus.devtools.ledger import Line, overlaps

    drawn = [line for line in lines if isinstance(line, Line)]
    figures.lines = len(drawn)
    for line in drawn:
        if line.size < figures.smallest[0]:
            figures.smallest = (line.size, line.words)
        if line.cjk and line.size < figures.smallest_cjk[0]:
            figures.smallest_cjk = (line.size, line.words)
        if line.cut:
            figures.cut.append(f"cut: {line.words!r}")
        elif line.covered:
            figures.overlaps.append((line.words, "(a drawing)"))
    figures.cut += [f"shortened: {words!r}" for words in dict.fromkeys(shortened)]
    figures.overlaps += [(pair.first.words, pair.second.words) for pair in overlaps(drawn)]
    figures.cut = list(dict.fromkeys(figures.cut))
    figures.overlaps = list(dict.fromkeys(figures.overlaps))


def summary(results: Sequence[Figures], setting_name: str, largest: bool) -> str:
    sizes = [f.smallest[0] for f in results if not largest or f.game_screen]
    cjk = [f.smallest_cjk[0] for f in results if f.smallest_cjk[0] < float("inf")]
    cut = sum(len(f.cut) for f in results)
    overlapping = sum(len(f.overlaps) for f in results)
    smallest = f"{min(sizes, default=0):.0f} px"
    if largest:
        return (f"text check {setting_name}: {len(results)} screens, smallest game-screen "
                f"{smallest}, cut {cut}, overlaps {overlapping}")
    return (f"text check {setting_name}: {len(results)} screens, smallest {smallest}, CJK "
            f"smallest {min(cjk, default=0):.0f} px, cut {cut}, overlaps {overlapping}")


def report(figures: Figures, verbose: bool) -> list[str]:
    size, words = figures.smallest
    lines = [f"{figures.label}: {figures.lines} lines, smallest {size:.0f} px ({words!r})"
             + (f", CJK {figures.smallest_cjk[0]:.0f} px" if figures.smallest_cjk[1] else "")
             + f", cut {len(figures.cut)}, overlaps {len(figures.overlaps)}"]
    if verbose:
        lines += [f"    {problem}" for problem in figures.cut]
        lines += [f"    overlap: {a!r} × {b!r}" for a, b in figures.overlaps]
    return lines


def run(languages: Sequence[str], screens: Sequence[str], windows: Sequence[tuple[int, int]],
        settings: Sequence[int], verbose: bool) -> dict[int, list[Figures]]:
    by_setting: dict[int, list[Figures]] = {setting: [] for setting in settings}
    for setting in settings:
        for window in windows:
            for language in languages:
                for screen in screens:
                    figures = measure(screen, language, window, setting)
                    by_setting[setting].append(figures)
                    print("\n".join(report(figures, verbose)), flush=True)
    return by_setting


def main(argv: Sequence[str] | None = None) -> int:
    from caylus.devtools import showcase
    from caylus.ui.layout import TEXT_ZOOMS
    from caylus.ui.settings import LANGUAGES

    parser = argparse.ArgumentParser(prog="python -m caylus.devtools.text_check",
                                     description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--language", action="append", choices=LANGUAGES,
                        help="only this language (repeatable; default: all)")
    parser.add_argument("--screen", action="append", help="only this screen (repeatable)")
    parser.add_argument("--window", action="append", default=None,
                        help="WIDTHxHEIGHT (repeatable; default 1280x720)")
    parser.add_argument("--verbose", "-v", action="store_true", help="list every problem")
    args = parser.parse_args(argv)
    os.environ.setdefault("CAYLUS_DATA_DIR", tempfile.mkdtemp(prefix="caylus-text-check-"))
    every = list(showcase.screens())
    unknown = [name for name in args.screen or [] if name not in every]
    if unknown:
        parser.error(f"unknown screen {unknown[0]!r}; the screens: {', '.join(every)}")
    windows = [tuple(int(n) for n in w.lower().split("x")) for w in args.window or ["1280x720"]]
    settings = [TEXT_ZOOMS[0], TEXT_ZOOMS[-1]]
    results = run(args.language or LANGUAGES, args.screen or every,
                  [(w[0], w[1]) for w in windows], settings, args.verbose)
    print(summary(results[settings[0]], f"{settings[0]}%", largest=False))
    print(summary(results[settings[-1]], "largest", largest=True))
    for setting in settings if not args.screen else ():  # the board, not a chosen screen
        print(place_names_line(args.language or LANGUAGES, windows[0], setting))
    return 0


def place_names_line(languages: Sequence[str], window: tuple[int, ...], setting: int) -> str:
    """How many buildings are drawn without a readable name (caylus.devtools.place_names)."""
    from caylus.devtools.place_names import unnamed_places

    unnamed = {language: unnamed_places(language, setting, (window[0], window[1]))
               for language in languages}
    told = "; ".join(f"{language}: {', '.join(names)}" for language, names in unnamed.items()
                     if names)
    count = sum(len(names) for names in unnamed.values())
    return f"place names {setting}%: unnamed {count}" + (f" ({told})" if told else "")


if __name__ == "__main__":
    logging.basicConfig(level=logging.WARNING)
    sys.exit(main())
