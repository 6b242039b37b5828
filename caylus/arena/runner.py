"""Playing arena games: the plan of each game, one game in a worker, many in parallel.

Game k (from 0) of a run seeds the core with `seed + k` and seats the player list rotated
by k (seat s gets list[(s + k) % n]); with `every_seat`, each deal is played n times instead,
once per rotation (game k: seed `seed + k // n`, rotation k % n), so every player meets every
starting position of every deal. The player in seat s is built with the seed
`caylus.ai.seeding.player_seed(game seed, s)`, as in the game window and the engine, and the
game is dealt by the deal version of its file (caylus.core.deal): a file started before deal 2
goes on with deal 1. All is recorded, so a game replays without the run's arguments, here,
through the engine's `go` or in the window; a record also keeps the game's actions, so the
game review (`caylus.review`) reads its game back without playing it again.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from multiprocessing.pool import Pool
from typing import Any, ClassVar, Generic, TypeVar

import caylus
from caylus.ai import default_budget as shipped_budget
from caylus.ai.seeding import player_seed
from caylus.arena.seating import make_player, names
from caylus.core import Game, new_game
from caylus.core.deal import DEAL_VERSION
from caylus.errors import CaylusError

SEARCH_PROCESSES = "CAYLUS_AI_PROCESSES"
Item = TypeVar("Item")
Result = TypeVar("Result")


class ArenaError(CaylusError):
    """Bad arguments or files: the message is one line for the user (exit status 2)."""

    default_code: ClassVar[str] = "arena.input"


@dataclass(frozen=True, slots=True)
class PlayerSpec:
    name: str
    budget: int | None = None


@dataclass(frozen=True, slots=True)
class Seat:
    player: str
    budget: int | None
    seed: int


@dataclass(frozen=True, slots=True)
class GameJob:
    game: int
    seed: int
    simplified: bool
    edition: int
    seats: tuple[Seat, ...]
    every_seat: bool = False
    deal: int = DEAL_VERSION


def parse_players(text: str) -> list[PlayerSpec]:
    """`hard:400,medium,medium` -> specs; unknown names and bad budgets are ArenaErrors."""
    specs = [parse_spec(word.strip()) for word in text.split(",")]
    if not 2 <= len(specs) <= 5:
        raise ArenaError(f"--players needs 2 to 5 players separated by commas, got {len(specs)}")
    return specs


def parse_spec(word: str) -> PlayerSpec:
    name, colon, budget_text = word.partition(":")
    if name not in names():
        known = ", ".join(names())
        raise ArenaError(f"unknown player {name!r}: choose among {known}")
    if not colon:
        return PlayerSpec(name)
    if not (budget_text.isascii() and budget_text.isdigit()) or int(budget_text) < 1:
        raise ArenaError(f"bad budget in {word!r}: it must be a whole number of at least 1")
    return PlayerSpec(name, int(budget_text))


def default_budget(name: str, players: int) -> int | None:
    """The player's shipped budget at a table of `players` (caylus.ai.registry)."""
    return shipped_budget(name, players)


def plan_game(specs: list[PlayerSpec], index: int, seed: int, simplified: bool,
              edition: int, every_seat: bool = False, deal: int = DEAL_VERSION) -> GameJob:
    """Game `index` of a run: its seed, and the player list rotated by `index`."""
    count = len(specs)
    game_seed = seed + (index // count if every_seat else index)
    seats = []
    for seat in range(count):
        spec = specs[(seat + index) % count]
        budget = spec.budget if spec.budget is not None else default_budget(spec.name, count)
        seats.append(Seat(spec.name, budget, player_seed(game_seed, seat)))
    return GameJob(index, game_seed, simplified, edition, tuple(seats), every_seat, deal)


def job_from_record(record: dict[str, Any]) -> GameJob:
    """The game a results line describes, to replay it or to check it matches a run."""
    options = record.get("options", {})
    seats = tuple(
        Seat(seat["player"], seat.get("budget"), seat.get("seed", player_seed(record["seed"], i)))
        for i, seat in enumerate(record["seats"])
    )
    return GameJob(record["game"], record["seed"], bool(options.get("simplified", False)),
                   int(options.get("edition", 1)), seats, bool(options.get("every_seat", False)),
                   record_deal(record))


def record_deal(record: dict[str, Any]) -> int:
    """The deal a results line was played with (lines from before deal 2 do not say)."""
    return int(record.get("options", {}).get("deal", 1))


def play_game(job: GameJob) -> tuple[Game, int]:
    """Play one game to the end with its players: the game (its record included) and the
    number of decisions the players made."""
    game = new_game(len(job.seats), job.seed, simplified=job.simplified, edition=job.edition,
                    deal=job.deal)
    players = [make_player(seat.player, seed=seat.seed, budget=seat.budget) for seat in job.seats]
    decisions = 0
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        game.apply(players[seat].choose(game))
        decisions += 1
    return game, decisions


def play(job: GameJob) -> dict[str, Any]:
    """Play one game to the end and return its results line."""
    started = time.perf_counter()
    game, decisions = play_game(job)
    scores = game.scores()
    return {
        "game": job.game,
        "seed": job.seed,
        "options": {"simplified": job.simplified, "edition": job.edition, "deal": job.deal,
                    **({"every_seat": True} if job.every_seat else {})},
        "seats": [{"player": seat.player, "budget": seat.budget, "seed": seat.seed,
                   "score": score} for seat, score in zip(job.seats, scores, strict=True)],
        "winners": game.winners(),
        "decisions": decisions,
        "actions": [str(action) for action in game.history],  # the review reads, not replays
        "seconds": round(time.perf_counter() - started, 3),
        "version": caylus.__version__,
    }


def play_safely(job: GameJob) -> dict[str, Any]:
    """`play`, with a failure named by its game (exceptions cross the process boundary)."""
    try:
        return play(job)
    except Exception as error:
        raise RuntimeError(f"game {job.game} (seed {job.seed}) failed: "
                           f"{type(error).__name__}: {error}") from None


def search_single_process() -> None:
    """The arena runs games in parallel, so each player searches in one process."""
    os.environ[SEARCH_PROCESSES] = "1"


@contextmanager
def single_process_search() -> Iterator[None]:
    """Players search in one process while games are played here; the caller's setting (which
    later players, such as a game window's, inherit) is put back afterwards."""
    previous = os.environ.get(SEARCH_PROCESSES)
    search_single_process()
    try:
        yield
    finally:
        if previous is None:
            os.environ.pop(SEARCH_PROCESSES, None)
        else:
            os.environ[SEARCH_PROCESSES] = previous


def _worker_start() -> None:
    search_single_process()
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is the parent's to handle


def run_jobs(jobs: Iterable[GameJob], processes: int,
             finished: Callable[[dict[str, Any]], None]) -> None:
    """Play the jobs (in `processes` spawned workers when > 1), calling `finished` per game."""
    run_parallel(play_safely, jobs, processes, lambda _, record: finished(record))


def run_parallel(work: Callable[[Item], Result], items: Iterable[Item], processes: int,
                 finished: Callable[[int, Result], None]) -> None:
    """`work` on each item (in `processes` spawned workers when > 1), calling `finished` with
    each item's index and result as it ends; players search in one process each."""
    if processes <= 1:
        with single_process_search():
            for index, item in enumerate(items):
                finished(index, work(item))
        return
    with spawn_pool(processes) as pool:
        for index, result in pool.imap_unordered(Indexed(work), enumerate(items)):
            finished(index, result)


class Indexed(Generic[Item, Result]):
    """`work` on an (index, item) pair, keeping the index (a picklable wrapper)."""

    def __init__(self, work: Callable[[Item], Result]) -> None:
        self.work = work

    def __call__(self, pair: tuple[int, Item]) -> tuple[int, Result]:
        return pair[0], self.work(pair[1])


def spawn_pool(processes: int) -> Pool:
    """Workers started by spawn (never fork) with Ctrl+C ignored from their first moment."""
    context = multiprocessing.get_context("spawn")
    if threading.current_thread() is not threading.main_thread():
        return context.Pool(processes, initializer=_worker_start)
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)  # inherited by the children
    try:
        return context.Pool(processes, initializer=_worker_start)
    finally:
        signal.signal(signal.SIGINT, previous)
