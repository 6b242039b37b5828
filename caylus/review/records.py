"""The game a review is about: a save, or an arena record (read from its actions when the
record keeps them; a record from before that is played again by its players, the arena, the
engine and the window seeding them alike, so it is the same game)."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from caylus.core import Game, IllegalAction, new_game
from caylus.errors import CaylusError
from caylus.persistence.saves import SaveError, load_game
from caylus.ui.i18n import t

if TYPE_CHECKING:
    from caylus.arena.runner import GameJob, Seat

logger = logging.getLogger(__name__)


class ReviewError(CaylusError):
    """A file or a game that cannot be reviewed (said in the catalogue's words)."""

    default_code: ClassVar[str] = "review.input"


#: A search budget beyond this (a record's, or --budget) would take practically forever
MAX_BUDGET = 10**6


@dataclass(slots=True)
class Reviewed:
    """A game to review, and the seats played by Hard at its shipped budget (their every
    decision is Hard's own choice: see `caylus.ai.decision_costs`)."""

    game: Game
    hard_seats: frozenset[int] = field(default_factory=frozenset)


def load(path: Path, line: int | None, replaying: bool = True) -> Reviewed:
    """The game of a save, or of line `line` of an arena results file (ReviewError, in the
    player's words, for a file that is missing, not a file, or not what it should be)."""
    if not path.exists():
        raise ReviewError(t("review.no_file", path=str(path)))
    if not path.is_file():  # a pipe would wait forever for a writer
        raise ReviewError(t("review.not_a_file", path=str(path)))
    if path.suffix != ".jsonl":
        if line is not None:
            raise ReviewError(t("review.no_game_option"))
        try:
            return Reviewed(load_game(path))
        except SaveError as error:
            raise ReviewError(str(error)) from None
    return arena_game(path, line, replaying)


def arena_record(path: Path, line: int | None) -> dict[str, Any]:
    from caylus.arena.results import ResultsError, read_results

    if line is None:
        raise ReviewError(t("review.needs_game"))
    try:
        results = read_results(path)
    except (ResultsError, OSError) as error:
        raise ReviewError(str(error)) from None
    if not results.records:
        raise ReviewError(t("review.not_results", path=str(path)))
    if line not in results.line_numbers:
        raise ReviewError(t("review.no_such_game", line=line))
    return results.records[results.line_numbers.index(line)]


def arena_game(path: Path, line: int | None, replaying: bool = True) -> Reviewed:
    from caylus.ai.hard import hard_budget
    from caylus.arena.runner import job_from_record, play_game, single_process_search

    record = arena_record(path, line)
    try:
        job = job_from_record(record)
        hard = frozenset(seat for seat, player in enumerate(job.seats)
                         if player.player == "hard"
                         and player.budget in (None, hard_budget(len(job.seats))))
        actions = record.get("actions")
        if isinstance(actions, list) and all(isinstance(action, str) for action in actions):
            return Reviewed(replayed(job, actions, path, line), hard)
        check_players(job.seats)
        if replaying:
            print(t("review.replaying", line=line), flush=True)
        with single_process_search():
            return Reviewed(play_game(job)[0], hard)
    except (ValueError, LookupError, TypeError, OverflowError) as error:
        # a record the file's own check lets through: 6 seats, a deal of "two", a player
        # this version does not have
        logger.warning("arena record %s:%s cannot be reviewed: %s", path, line, error)
        raise ReviewError(t("review.bad_record", line=line)) from None


def replayed(job: GameJob, actions: list[str], path: Path, line: int | None) -> Game:
    game = new_game(len(job.seats), job.seed, simplified=job.simplified, edition=job.edition,
                    deal=job.deal)
    try:
        for action in actions:
            game.apply(action)
    except (IllegalAction, ValueError) as error:
        logger.warning("arena record %s:%s does not replay: %s", path, line, error)
        raise ReviewError(t("review.bad_actions", line=line)) from None
    return game


def check_players(seats: tuple[Seat, ...]) -> None:
    """The record's players exist here, with budgets that can be replayed."""
    from caylus.ai.registry import REGISTRY

    for seat in seats:
        if seat.player not in REGISTRY:
            raise ValueError(f"no player {seat.player!r}")
        if seat.budget is not None and not 0 < seat.budget <= MAX_BUDGET:
            raise ValueError(f"a budget of {str(seat.budget)[:20]}")
