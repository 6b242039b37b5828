"""`python -m caylus.arena`: play, resume, report and replay computer-player matches."""

from __future__ import annotations

import argparse
import os
import signal
import sys
import threading
from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path
from typing import Any

import caylus
from caylus.arena.parser import Parser
from caylus.arena.results import (
    ResultsError,
    ResultsFile,
    ResultsWriter,
    prepare_for_append,
    read_results,
)
from caylus.arena.runner import (
    ArenaError,
    GameJob,
    PlayerSpec,
    Seat,
    job_from_record,
    parse_players,
    plan_game,
    play_safely,
    record_deal,
    run_jobs,
    single_process_search,
)
from caylus.arena.seating import names
from caylus.arena.stats import report_lines
from caylus.core.deal import DEAL_VERSION
from caylus.progress import progress_bar

PROG = "python -m caylus.arena"
INTERRUPTED = 130


def build_parser() -> Parser:
    parser = Parser(prog=PROG, description="Play computer players against each other and "
                    "report win shares with 95%% Wilson intervals (docs/arena/README.md).")
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--players", help="2-5 comma-separated levels, each optionally with a "
                      f"budget, e.g. hard:400,medium,medium (levels: {', '.join(names())})")
    mode.add_argument("--report", metavar="FILE", help="print the win shares of a results file")
    mode.add_argument("--replay", metavar="FILE", help="replay game --game K of a results file")
    parser.add_argument("--game", type=int, metavar="K", help="with --replay: the line (1 = first)")
    parser.add_argument("--as", dest="stand_ins", action="append", default=[],
                        metavar="RECORDED=PLAYER", help="with --replay: PLAYER plays the seats "
                        "recorded as RECORDED (an archived file's player, kept under a new "
                        "name: hard=hard_value1)")
    parser.add_argument("--games", type=int, default=100, help="how many games (default 100)")
    parser.add_argument("--seed", type=int, default=0, help="game k uses seed SEED+k (default 0)")
    parser.add_argument("--jobs", type=int, default=1, help="games played in parallel")
    parser.add_argument("--out", metavar="FILE", help="append one JSON line per game; a re-run "
                        "with the same arguments resumes where the file ends")
    parser.add_argument("--every-seat", action="store_true", help="play each deal once per "
                        "rotation of the players, so each meets every starting position")
    parser.add_argument("--simplified", action="store_true", help="simplified favours")
    parser.add_argument("--edition", type=int, choices=(1, 2), default=1, help="tile set")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        if args.report:
            return report(args.report)
        if args.replay:
            if args.game is None:
                raise ArenaError("--replay needs --game K (1 = the file's first line)")
            return replay(args.replay, args.game, stand_ins(args.stand_ins))
        if args.game is not None or args.stand_ins:
            raise ArenaError("--game and --as go with --replay FILE")
        return run(args)
    except (ArenaError, ResultsError, RuntimeError) as error:
        print(f"{PROG}: {error}", file=sys.stderr)
        return 2


# --- playing ----------------------------------------------------------------------------


def run(args: argparse.Namespace) -> int:
    specs = parse_players(args.players)
    if args.games < 1 or args.jobs < 1:
        raise ArenaError("--games and --jobs must be at least 1")
    existing = read_existing(args.out, specs, args)
    done = {record["game"] for record in existing.records}
    left = [k for k in range(args.games) if k not in done]
    if done:
        say(f"{args.out}: {len(done)} games already recorded; {len(left)} to play")
    deal = file_deal(existing.records)
    todo = (plan_game(specs, k, args.seed, args.simplified, args.edition, args.every_seat, deal)
            for k in left)
    records = [r for r in existing.records if r["game"] < args.games]
    stopped = play_all(todo, len(left), args, records)
    lines = report_lines(sorted(records, key=lambda r: r["game"])) if records else []
    print("\n".join(lines))
    if stopped:
        kept = f" are kept in {args.out}" if args.out else ""
        say(f"stopped: {len(records)} finished games{kept}")
        return INTERRUPTED
    return 0


def file_deal(records: list[dict[str, Any]]) -> int:
    """A results file keeps the deal its first game was played with; a new one, today's."""
    return record_deal(records[0]) if records else DEAL_VERSION


def read_existing(out: str | None, specs: list[PlayerSpec],
                  args: argparse.Namespace) -> ResultsFile:
    """The games already in --out, checked against this run's plan, the file made appendable."""
    if not out:
        return ResultsFile()
    existing = read_results(out)
    for problem in existing.problems:
        say(problem)
    deal = file_deal(existing.records)
    for record, line in zip(existing.records, existing.line_numbers, strict=True):
        index = record["game"]
        expected = plan_game(specs, index, args.seed, args.simplified, args.edition,
                             args.every_seat, deal)
        if job_from_record(record) != expected:
            raise ArenaError(f"{out} line {line} holds game {index} of another run (other "
                             "players, seed or options): use the same arguments or another --out")
    prepare_for_append(out, existing)
    return existing


def play_all(todo: Iterable[GameJob], count: int, args: argparse.Namespace,
             records: list[dict[str, Any]]) -> bool:
    """Play the `count` games of `todo`, writing each as it ends; True when stopped by Ctrl+C."""
    writer = ResultsWriter(args.out) if args.out else None
    bar = progress_bar(total=count, unit="game", disable=args.quiet or not count, file=sys.stderr)

    def finished(record: dict[str, Any]) -> None:
        if writer:
            writer.write(record)
        records.append(record)
        bar.update()

    previous = stop_on_terminate()
    try:
        run_jobs(todo, min(args.jobs, count), finished)
    except KeyboardInterrupt:
        return True
    except RuntimeError as error:  # a player or the core failed in one game
        raise ArenaError(str(error)) from None
    finally:
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)
        bar.close()
        if writer:
            writer.close()
    return False


def stop_on_terminate() -> Any:
    """`kill` (SIGTERM) stops a run as Ctrl+C does; returns the handler to put back."""
    if threading.current_thread() is not threading.main_thread():
        return None
    return signal.signal(signal.SIGTERM, interrupt)


def interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


# --- reading ----------------------------------------------------------------------------


def load(path: str) -> ResultsFile:
    if not Path(path).is_file():
        raise ArenaError(f"no such results file: {path}")
    results = read_results(path)
    for problem in results.problems:
        say(problem)
    if not results.records:
        raise ArenaError(f"{path} holds no game records")
    return results


def report(path: str) -> int:
    print("\n".join(report_lines(load(path).records)))
    return 0


def stand_ins(pairs: list[str]) -> dict[str, str]:
    """`--as RECORDED=PLAYER` pairs, by recorded name."""
    mapping = {}
    for pair in pairs:
        recorded, _, player = pair.partition("=")
        if not recorded.strip() or not player.strip():
            raise ArenaError(f"--as wants RECORDED=PLAYER, e.g. hard=hard_value1, not {pair!r}")
        mapping[recorded.strip()] = player.strip()
    return mapping


def replay(path: str, line: int, played_by: dict[str, str] | None = None) -> int:
    results = load(path)
    if line not in results.line_numbers:
        raise ArenaError(f"{path} has no game record on line {line} "
                         f"(its records are on lines 1 to {max(results.line_numbers)})")
    record = results.records[results.line_numbers.index(line)]
    job = job_from_record(record)
    if played_by:
        job = replace(job, seats=tuple(replace(seat, player=played_by.get(seat.player,
                                                                         seat.player))
                                       for seat in job.seats))
    unknown = [seat.player for seat in job.seats if seat.player not in names()]
    if unknown:
        raise ArenaError(f"line {line} names players this version lacks: {', '.join(unknown)}")
    with single_process_search():
        again = play_safely(job)
    differences = compare(record, again)
    print(f"game {record['game']} (line {line}, seed {record['seed']}, "
          f"{', '.join(seat_label(seat) for seat in job.seats)}):")
    if record.get("version") != caylus.__version__:
        print(f"  recorded by version {record.get('version')}, replayed by {caylus.__version__}")
    if differences:
        print("\n".join(f"  differs: {text}" for text in differences))
        return 1
    print(f"  same: scores {scores(again)}, winners {again['winners']}, "
          f"{again['decisions']} decisions")
    return 0


def compare(record: dict[str, Any], again: dict[str, Any]) -> list[str]:
    """What differs between a recorded game and its replay (scores, winners, decisions)."""
    keys = ("scores", "winners", "decisions")
    recorded = {"scores": scores(record), "winners": record["winners"],
                "decisions": record["decisions"]}
    now = {"scores": scores(again), "winners": again["winners"], "decisions": again["decisions"]}
    return [f"{key}: recorded {recorded[key]}, now {now[key]}"
            for key in keys if recorded[key] != now[key]]


def seat_label(seat: Seat) -> str:
    return seat.player if seat.budget is None else f"{seat.player}:{seat.budget}"


def scores(record: dict[str, Any]) -> list[Any]:
    return [seat.get("score") for seat in record["seats"]]


def say(text: str) -> None:
    print(text, file=sys.stderr)


def main_quietly() -> int:
    """main(), quiet when whoever reads the output stops early (`--report F | head`)."""
    try:
        return main()
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no second error at exit
        return 0


if __name__ == "__main__":
    sys.exit(main_quietly())
