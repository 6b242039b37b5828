"""The arena (docs/arena/README.md): results file, resuming, report, Wilson, replay, errors."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import ClassVar

import pytest

from caylus.ai import PLAYERS, RandomPlayer
from caylus.arena.__main__ import main
from caylus.arena.runner import PlayerSpec, plan_game, play
from caylus.arena.stats import report_lines, tally, wilson
from caylus.core.deal import DEAL_VERSION
from caylus.engine import EngineSession
from tests.engine.session import answer, state_of

FIELDS = {"game", "seed", "options", "seats", "winners", "decisions", "actions", "seconds",
          "version"}

ROOT = Path(__file__).resolve().parents[2]


def arena(*arguments: str) -> int:
    return main([*arguments, "--quiet"])


def lines_of(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text("utf-8").splitlines()]


def without_time(records: list[dict]) -> list[dict]:
    return [{k: v for k, v in record.items() if k != "seconds"} for record in records]


# --- playing and the results file --------------------------------------------------------


def test_a_run_writes_one_documented_line_per_game(tmp_path: Path) -> None:
    out = tmp_path / "sub" / "r.jsonl"
    assert arena("--players", "random,random:3,random", "--games", "4", "--seed", "10",
                 "--out", str(out)) == 0
    records = lines_of(out)
    assert [r["game"] for r in records] == [0, 1, 2, 3]
    for k, record in enumerate(records):
        assert set(record) == FIELDS
        assert record["seed"] == 10 + k
        assert record["options"] == {"simplified": False, "edition": 1, "deal": DEAL_VERSION}
        budgets = [seat["budget"] for seat in record["seats"]]
        assert budgets == [[None, 3, None][(s + k) % 3] for s in range(3)]  # rotated by k
        assert [seat["seed"] for seat in record["seats"]] == [(10 + k) * 100 + s for s in range(3)]
        scores = [seat["score"] for seat in record["seats"]]
        assert record["winners"] == [s for s in range(3) if scores[s] == max(scores)]
        assert record["decisions"] > 50 and record["seconds"] >= 0
        assert record["version"] == __import__("caylus").__version__


def test_options_reach_the_game(tmp_path: Path) -> None:
    out = tmp_path / "r.jsonl"
    assert arena("--players", "random,random", "--games", "1", "--simplified", "--edition", "2",
                 "--out", str(out)) == 0
    assert lines_of(out)[0]["options"] == {"simplified": True, "edition": 2, "deal": DEAL_VERSION}


def test_a_rerun_resumes_without_duplicates(tmp_path: Path, capsys) -> None:
    out = tmp_path / "r.jsonl"
    run = ("--players", "random,random,random,random", "--seed", "3", "--out", str(out))
    assert arena(*run, "--games", "3") == 0
    first = out.read_text("utf-8")
    assert arena(*run, "--games", "5") == 0
    assert out.read_text("utf-8").startswith(first)
    assert sorted(r["game"] for r in lines_of(out)) == [0, 1, 2, 3, 4]
    assert arena(*run, "--games", "5") == 0  # nothing left to play
    assert len(lines_of(out)) == 5
    assert "5 games already recorded; 0 to play" in capsys.readouterr().err


def test_a_rerun_with_other_arguments_is_refused(tmp_path: Path, capsys) -> None:
    out = tmp_path / "r.jsonl"
    assert arena("--players", "random,random", "--games", "2", "--out", str(out)) == 0
    before = out.read_bytes()
    assert arena("--players", "random,random", "--games", "2", "--seed", "9",
                 "--out", str(out)) == 2
    assert "another run" in capsys.readouterr().err
    assert out.read_bytes() == before


def test_a_line_cut_short_is_reported_and_replaced(tmp_path: Path, capsys) -> None:
    out = tmp_path / "r.jsonl"
    run = ("--players", "random,random,random", "--games", "3", "--seed", "1", "--out", str(out))
    assert arena(*run) == 0
    whole = lines_of(out)
    out.write_bytes(out.read_bytes()[:-40])  # killed in the middle of writing game 2
    assert arena(*run) == 0
    assert "line 3 ends not a whole game record" in capsys.readouterr().err
    assert without_time(lines_of(out)) == without_time(whole)  # replayed identically
    assert arena("--report", str(out)) == 0


def test_a_file_that_is_not_results_is_never_overwritten(tmp_path: Path, capsys) -> None:
    out = tmp_path / "notes.txt"
    out.write_text("my notes\nmore notes\n", "utf-8")
    assert arena("--players", "random,random", "--games", "1", "--out", str(out)) == 2
    assert "does not end like an arena results file" in capsys.readouterr().err
    assert out.read_text("utf-8") == "my notes\nmore notes\n"


def test_parallel_spawned_workers_give_the_same_games(tmp_path: Path) -> None:
    serial, parallel = tmp_path / "serial.jsonl", tmp_path / "parallel.jsonl"
    run = ["--players", "random,random,random,random", "--games", "6", "--seed", "2"]
    assert arena(*run, "--out", str(serial)) == 0
    done = subprocess.run([sys.executable, "-m", "caylus.arena", *run, "--jobs", "2", "--out",
                           str(parallel)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr and "random" in done.stdout
    ordered = sorted(lines_of(parallel), key=lambda r: r["game"])
    assert without_time(ordered) == without_time(lines_of(serial))


@pytest.mark.skipif(sys.platform == "win32", reason="process groups and SIGINT are POSIX")
@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGTERM])
def test_ctrl_c_stops_cleanly_and_keeps_finished_games(tmp_path: Path, stop: int) -> None:
    out = tmp_path / "r.jsonl"
    command = [sys.executable, "-m", "caylus.arena", "--players", "random,random", "--games",
               "100000", "--jobs", "2", "--quiet", "--out", str(out)]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, start_new_session=True,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    deadline = time.monotonic() + 60
    while (not out.exists() or out.stat().st_size < 1000) and time.monotonic() < deadline:
        assert process.poll() is None, process.communicate()[1]
        time.sleep(0.1)
    if stop == signal.SIGINT:
        os.killpg(process.pid, stop)  # what Ctrl+C in a terminal does
    else:
        process.send_signal(stop)  # what `kill` does
    stdout, stderr = process.communicate(timeout=60)
    assert process.returncode == 130, stderr
    assert "Traceback" not in stderr and "finished games are kept in" in stderr
    kept = [line for line in out.read_text("utf-8").splitlines() if line.endswith("}")]
    reported = int(stdout.split(" games;")[0])
    assert reported >= 1 and reported in (len(kept), len(kept) - 1)  # a write may be cut


class EnvironmentProbe(RandomPlayer):
    seen: ClassVar[list[str | None]] = []

    def _decide(self, game, legal, cancel):  # type: ignore[no-untyped-def]
        EnvironmentProbe.seen.append(os.environ.get("CAYLUS_AI_PROCESSES"))
        return super()._decide(game, legal, cancel)


def test_players_search_in_one_process(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("CAYLUS_AI_PROCESSES", "4")  # restored after the test
    monkeypatch.setitem(PLAYERS, "probe", EnvironmentProbe)
    assert arena("--players", "probe,random", "--games", "1") == 0
    assert EnvironmentProbe.seen and set(EnvironmentProbe.seen) == {"1"}


# --- report and statistics -----------------------------------------------------------------


def record(game: int, seats: list[tuple[str, int]], winners: list[int]) -> dict:
    return {"game": game, "seed": game, "options": {"simplified": False, "edition": 1},
            "seats": [{"player": name, "budget": None, "score": score} for name, score in seats],
            "winners": winners, "decisions": 100, "seconds": 0.1, "version": "0.1.0"}


HAND_WRITTEN = [
    record(0, [("alpha", 30), ("beta", 20)], [0]),
    record(1, [("beta", 25), ("alpha", 25)], [0, 1]),  # a tie: half a win each
    record(2, [("alpha", 10), ("beta", 40)], [1]),
    record(3, [("beta", 5), ("alpha", 35)], [1]),
]


def test_tally_splits_ties_and_counts_seat_positions() -> None:
    players, positions = tally(HAND_WRITTEN)
    assert players["alpha"].wins == 2.5 and players["beta"].wins == 1.5
    assert players["alpha"].seats == 4 and players["alpha"].mean_score == 25.0
    assert positions[("alpha", 0)].wins == 1.0 and positions[("alpha", 0)].seats == 2
    assert positions[("alpha", 1)].wins == 1.5 and positions[("alpha", 1)].mean_score == 30.0
    assert positions[("beta", 0)].wins == 0.5 and positions[("beta", 1)].wins == 1.0


def test_report_prints_shares_intervals_and_seats(tmp_path: Path, capsys) -> None:
    path = tmp_path / "hand.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in HAND_WRITTEN), "utf-8")
    assert arena("--report", str(path)) == 0
    text = capsys.readouterr().out
    low, high = wilson(2.5, 4)
    assert f"alpha             all      4      4      2.5  62.5%  [{100 * low:5.1f}%, " \
           f"{100 * high:5.1f}%]    25.0" in text
    assert "beta                1      2      2      1.0  50.0%" in text
    assert "chance is 2 players: 50.0%" in text
    assert report_lines(HAND_WRITTEN) == text.splitlines()


def test_lines_that_are_not_game_records_are_reported_and_left_out(tmp_path: Path,
                                                                   capsys) -> None:
    bad = [{**HAND_WRITTEN[1], "game": "one"}, {**HAND_WRITTEN[1], "winners": [7]},
           {**HAND_WRITTEN[1], "seats": [{"player": "alpha"}, {"player": "beta"}]}, [1, 2]]
    lines = [HAND_WRITTEN[0], *bad, HAND_WRITTEN[2]]
    path = tmp_path / "mixed.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in lines) + "\n", "utf-8")
    assert arena("--report", str(path)) == 0
    captured = capsys.readouterr()
    assert captured.out.startswith("2 games;")
    assert [n for n in range(2, 6) if f"line {n} is not a whole game record" in captured.err] \
        == [2, 3, 4, 5]
    assert main(["--replay", str(path), "--game", "3"]) == 2


@pytest.mark.parametrize(
    ("wins", "trials", "low", "high"),
    [(50, 100, 0.4038, 0.5962), (0, 10, 0.0, 0.2775), (10, 10, 0.7225, 1.0),
     (1, 10, 0.0179, 0.4042), (9, 10, 0.5958, 0.9821)],
)
def test_wilson_matches_known_intervals(wins: float, trials: int, low: float,
                                        high: float) -> None:
    assert wilson(wins, trials) == pytest.approx((low, high), abs=5e-5)


def test_wilson_of_nothing_is_everything() -> None:
    assert wilson(0, 0) == (0.0, 1.0)


# --- replay ------------------------------------------------------------------------------


def test_replay_says_same_and_catches_a_tampered_game(tmp_path: Path, capsys) -> None:
    out = tmp_path / "r.jsonl"
    assert arena("--players", "random,random:5,random", "--games", "3", "--out", str(out)) == 0
    capsys.readouterr()
    assert main(["--replay", str(out), "--game", "2"]) == 0
    assert "same: scores" in capsys.readouterr().out
    records = lines_of(out)
    records[1]["seats"][0]["score"] += 1
    records[2]["decisions"] += 1
    out.write_text("".join(json.dumps(r) + "\n" for r in records), "utf-8")
    assert main(["--replay", str(out), "--game", "2"]) == 1
    assert "differs: scores: recorded" in capsys.readouterr().out
    assert main(["--replay", str(out), "--game", "3"]) == 1
    assert "differs: decisions" in capsys.readouterr().out


def test_an_archived_players_games_replay_with_its_stand_in(tmp_path: Path, capsys) -> None:
    """`--as RECORDED=PLAYER`: a file recorded by a player since renamed replays with the new
    name in its seats (Hard with the first value is `hard_value1` once Hard's value moves)."""
    out = tmp_path / "r.jsonl"
    assert arena("--players", "medium,easy", "--games", "2", "--out", str(out)) == 0
    records = lines_of(out)
    for record in records:
        for seat in record["seats"]:
            seat["player"] = {"medium": "old_medium"}.get(seat["player"], seat["player"])
    out.write_text("".join(json.dumps(r) + "\n" for r in records), "utf-8")
    capsys.readouterr()
    assert main(["--replay", str(out), "--game", "1"]) == 2
    assert "names players this version lacks: old_medium" in capsys.readouterr().err
    assert main(["--replay", str(out), "--game", "1", "--as", "old_medium=medium"]) == 0
    assert "same: scores" in capsys.readouterr().out
    assert main(["--replay", str(out), "--game", "1", "--as", "old_medium=easy"]) == 1


# --- errors --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--players", "random,nobody"], "unknown player 'nobody'"),
        (["--players", "random:0,random"], "bad budget in 'random:0'"),
        (["--players", "random:lots,random"], "bad budget in 'random:lots'"),
        (["--players", "random:²,random"], "bad budget in 'random:²'"),
        (["--players", "random"], "2 to 5 players"),
        (["--players", "random,random", "--games", "0"], "at least 1"),
        (["--players", "random,random", "--jobs", "0"], "at least 1"),
        (["--report", "missing.jsonl"], "no such results file"),
        (["--replay", "missing.jsonl", "--game", "1"], "no such results file"),
        (["--replay", "FILE", "--game", "9"], "no game record on line 9"),
        (["--replay", "FILE"], "--replay needs --game"),
        (["--players", "random,random", "--games", "many"], "invalid int value"),
        ([], "one of the arguments"),
        (["--players", "random,random", "--game", "1"], "--game and --as go with --replay"),
        (["--players", "random,random", "--as", "a=b"], "--game and --as go with --replay"),
        (["--replay", "FILE", "--game", "1", "--as", "hard"], "--as wants RECORDED=PLAYER"),
        (["--players", "random,random", "--out", "FILE/r.jsonl"], "cannot"),
    ],
)
def test_bad_arguments_exit_2_with_one_line(tmp_path: Path, monkeypatch, capsys,
                                             arguments: list[str], message: str) -> None:
    monkeypatch.chdir(tmp_path)
    Path("FILE").write_text(json.dumps(HAND_WRITTEN[0]) + "\n", "utf-8")
    with pytest.raises(SystemExit) as stop:
        raise SystemExit(main(arguments))
    assert stop.value.code == 2
    error = capsys.readouterr().err.strip()
    assert message in error and len(error.splitlines()) == 1 and "Traceback" not in error


def test_a_report_read_only_in_part_ends_quietly(tmp_path: Path) -> None:
    """`--report FILE | head -1`: the reader goes away early; no traceback."""
    source = Path(__file__).resolve().parents[2] / "docs" / "arena" / "random-4p.jsonl"
    process = subprocess.Popen([sys.executable, "-m", "caylus.arena", "--report", str(source)],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdout is not None
    process.stdout.readline()
    process.stdout.close()  # like head: read one line and leave
    _, errors = process.communicate(timeout=60)
    assert b"Traceback" not in errors
    assert process.returncode == 0


def test_games_played_here_leave_the_callers_search_setting_as_it_was(monkeypatch):
    # A game window started later in the same process inherits this variable (issue 20).
    from caylus.arena.runner import SEARCH_PROCESSES, run_parallel

    monkeypatch.delenv(SEARCH_PROCESSES, raising=False)
    seen = []
    run_parallel(lambda item: os.environ.get(SEARCH_PROCESSES), [1, 2], 1,
                 lambda index, value: seen.append(value))
    assert seen == ["1", "1"]
    assert SEARCH_PROCESSES not in os.environ


def test_a_file_recorded_before_deal_2_replays_and_resumes_with_its_deal(tmp_path, capsys):
    """docs/arena/random-4p.jsonl was recorded under deal 1 (its lines name no deal)."""
    recorded = ROOT / "docs" / "arena" / "random-4p.jsonl"
    assert "deal" not in lines_of(recorded)[0]["options"]
    assert main(["--replay", str(recorded), "--game", "1"]) == 0
    assert "same: scores" in capsys.readouterr().out
    out = tmp_path / "old.jsonl"
    out.write_text("".join(recorded.read_text("utf-8").splitlines(keepends=True)[:2]), "utf-8")
    assert arena("--players", "random,random,random,random", "--games", "3", "--seed", "1",
                 "--out", str(out)) == 0
    assert lines_of(out)[2]["options"]["deal"] == 1  # the file's deal, not today's


def test_an_arena_game_replays_move_for_move_through_the_engines_go():
    """One seeding rule: the engine's `go` gives every move the arena's players made."""
    job = plan_game([PlayerSpec("medium"), PlayerSpec("easy")], 0, 41, False, 1)
    record = play(job)
    session = EngineSession()
    answer(session, f"new players=2 seed={job.seed}")
    while not state_of(session)["over"]:
        seat = state_of(session)["current_seat"]
        best = answer(session, f"go {job.seats[seat].player}")[-1].removeprefix("bestaction ")
        answer(session, f"play {best}")
    assert state_of(session)["winners"] == record["winners"]
    assert [p["prestige"] for p in state_of(session)["players"]] == scores_of(record)


def scores_of(record: dict) -> list[int]:
    return [seat["score"] for seat in record["seats"]]
