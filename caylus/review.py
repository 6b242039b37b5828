"""Where each player's prestige came from, for a saved game or an arena game:

    python -m caylus.review FILE [--game K] [--language pl]

FILE is a save (`.json`) or an arena results file (`.jsonl`; `--game K` is the record's
line, 1 = the first), whose game is played again by its players (the arena, the engine and
the window seed them alike, so it is the same game). The breakdown is read from the core's
events (`caylus.core.prestige_sources`): its parts add up to each final score. Words come from
the catalogue, in the system's language unless `--language` says otherwise.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # the catalogue's package loads pygame

from caylus.core import Game
from caylus.core.prestige_sources import Source, prestige_by_source
from caylus.core.saves import SaveError, load_game
from caylus.ui.i18n import set_language, system_language, t
from caylus.ui.settings import LANGUAGES

logger = logging.getLogger(__name__)
SECTIONS = (Source.DUNGEON, Source.WALLS, Source.TOWERS)
FINAL = {Source.GOLD: "final.column.gold", Source.CUBES: "final.column.cubes",
         Source.DENIERS: "final.column.deniers"}


class ReviewError(Exception):
    """A file or a game that cannot be reviewed (said in the catalogue's words)."""


def source_name(source: Source) -> str:
    if source in SECTIONS:
        return t(f"game.section.{source.value}")
    if source in FINAL:
        return t(FINAL[source])
    return t(f"review.source.{source.value}")


def breakdown_lines(game: Game) -> list[str]:
    """A table: a row per player, a column per source that counted, then the total."""
    parts = prestige_by_source(game)
    shown = [source for source in Source if any(part[source] for part in parts)]
    header = [t("final.column.player"), *map(source_name, shown), t("final.column.total")]
    rows = [[player.name, *(str(part[source]) for source in shown), str(player.prestige)]
            for player, part in zip(game.players, parts, strict=True)]
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(len(header))]
    return ["  ".join(cell.ljust(width) if i == 0 else cell.rjust(width)
                      for i, (cell, width) in enumerate(zip(row, widths, strict=True)))
            for row in [header, *rows]]


def load(path: Path, line: int | None) -> Game:
    """The game of a save, or of an arena record (played again by its players)."""
    if path.suffix != ".jsonl":
        if line is not None:
            raise ReviewError(t("review.no_game_option"))
        try:
            return load_game(path)
        except SaveError as error:
            raise ReviewError(str(error)) from None
    return arena_game(path, line)


def arena_game(path: Path, line: int | None) -> Game:
    from caylus.arena.results import ResultsError, read_results
    from caylus.arena.runner import job_from_record, play_game, single_process_search

    if line is None:
        raise ReviewError(t("review.needs_game"))
    try:
        results = read_results(path)
    except (ResultsError, OSError) as error:
        raise ReviewError(str(error)) from None
    if line not in results.line_numbers:
        raise ReviewError(t("review.no_such_game", line=line))
    record = results.records[results.line_numbers.index(line)]
    print(t("review.replaying", line=line), flush=True)
    with single_process_search():
        return play_game(job_from_record(record))[0]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m caylus.review", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("file", type=Path)
    parser.add_argument("--game", type=int, metavar="K")
    parser.add_argument("--language", choices=LANGUAGES)
    args = parser.parse_args(argv)
    set_language(args.language or system_language(LANGUAGES))
    started = time.perf_counter()
    try:
        game = load(args.file, args.game)
    except ReviewError as error:
        print(error, file=sys.stderr)
        return 1
    print(t("review.title"))
    print("\n".join(breakdown_lines(game)))
    print(t("review.seconds", seconds=round(time.perf_counter() - started, 1)))
    return 0


if __name__ == "__main__":
    logging.basicConfig(level=logging.WARNING)
    sys.exit(main())
