"""When the computer players' process fails (issue 21, items 7 and 8): it is started again or
replaced by a thread, and each failure is logged; a start-up time-out that exists; Hard's
worker processes leave quietly when a real kill takes their parent."""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from caylus.ai import remote
from caylus.ai.base import Player
from caylus.ai.remote import Thinker
from caylus.core import Action, Game

from .helpers import open_position, wait

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def log(caplog: pytest.LogCaptureFixture) -> pytest.LogCaptureFixture:
    caplog.set_level(logging.INFO, logger="caylus")
    return caplog


def test_a_killed_process_is_started_again_and_the_question_answered(
    log: pytest.LogCaptureFixture,
) -> None:
    game = open_position(3, 2, 30)
    thinker = Thinker()
    try:
        thinker.ask(game, "hard", seed=1, budget=10_000_000)
        first = thinker._process
        os.kill(first.pid, signal.SIGKILL)
        first.join(timeout=10)
        thinker.cancel()  # the restarted process answers with its first thought
        answer = wait(thinker)
        assert answer.action in game.legal_actions() and not answer.error
        assert thinker._process is not None and thinker._process.pid != first.pid
    finally:
        thinker.close()
    assert f"it was killed (signal {signal.SIGKILL})" in log.text
    assert "starting the computer players' process again (restart 1 of 2)" in log.text


def test_a_process_silent_past_its_start_up_time_is_given_up_for_a_thread(
    log: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(remote, "STARTUP_SECONDS", 0.0)  # no process is ready that fast
    game = open_position(2, 3, 40)
    thinker = Thinker()
    try:
        thinker.ask(game, "medium", seed=1)
        answer = wait(thinker)
        assert answer.action in game.legal_actions()
        assert thinker._process is None and thinker._thread is not None
    finally:
        thinker.close()
    assert "it did not start within 0 seconds" in log.text
    assert "think in a thread of this process from now on" in log.text


def test_no_process_at_all_means_a_thread_and_says_so(
    log: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    class Forbidden:
        def Pipe(self) -> None:
            raise OSError(1, "Operation not permitted")

    monkeypatch.setattr("caylus.ai.remote.multiprocessing.get_context",
                        lambda method: Forbidden())
    game = open_position(2, 3, 40)
    thinker = Thinker()
    try:
        thinker.ask(game, "easy", seed=1)
        assert wait(thinker).action in game.legal_actions()
    finally:
        thinker.close()
    assert "no process can be started for the computer players" in log.text


def test_a_player_that_raises_answers_without_a_move_and_its_traceback_is_logged(
    log: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    class Broken(Player):
        level = "broken"

        def choose(self, game: Game, cancel: object = None) -> Action:
            raise RuntimeError("a bug in a player")

    monkeypatch.setattr(remote, "make_player", lambda *args: Broken())
    thinker = Thinker(use_process=False)
    try:
        thinker.ask(open_position(2, 3, 40), "medium", seed=1)
        answer = wait(thinker)
    finally:
        thinker.close()
    assert answer.action is None and answer.error == remote.PLAYER_FAILED
    assert "RuntimeError" not in answer.error  # Python's words stay in the log
    assert "the medium computer player failed" in log.text
    assert "RuntimeError: a bug in a player" in log.text and "Traceback" in log.text


KILL_SCRIPT = '''
import os, signal, sys, time
from pathlib import Path
from caylus.ai.remote import Thinker
from caylus.core import new_game


def children(pid):
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
            command = (stat.parent / "cmdline").read_bytes()
        except OSError:
            continue
        if int(fields[1]) == pid and b"resource_tracker" not in command:
            found.append(int(stat.parent.name))
    return found


def running(pid):
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state not in ("Z", "X")


def main():
    game = new_game(3, seed=2)
    for _ in range(12):
        game.apply(game.legal_actions()[0])
    thinker = Thinker()
    thinker.ask(game, "hard", seed=1, budget=10_000_000)
    pid = thinker._process.pid
    deadline = time.monotonic() + 60
    workers = []
    while not workers and time.monotonic() < deadline:
        workers = children(pid)
        time.sleep(0.05)
    print("workers", len(workers), flush=True)
    time.sleep(1.0)  # they are searching now
    os.kill(pid, signal.SIGKILL)
    start = time.monotonic()
    while any(running(w) for w in workers) and time.monotonic() - start < 30:
        time.sleep(0.05)
    print("gone after", round(time.monotonic() - start, 1), flush=True)
    thinker.close()
    time.sleep(1.0)  # the resource tracker would speak about leaks by now


if __name__ == "__main__":
    main()
'''


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="finds the workers in /proc")
def test_hards_workers_leave_quietly_when_a_kill_takes_their_parent(tmp_path: Path) -> None:
    script = tmp_path / "kill_thinker.py"
    script.write_text(KILL_SCRIPT, encoding="utf-8")
    # Hard's pool: one worker, as its two trees would grow alike (caylus/ai/hard.py)
    environment = {**os.environ, "CAYLUS_AI_PROCESSES": "2"}
    result = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                            timeout=180, env=environment, cwd=tmp_path, check=False)
    assert result.returncode == 0, result.stderr
    assert "workers 1" in result.stdout
    seconds = float(result.stdout.split("gone after")[1])
    assert seconds < 5.0  # they stop searching, not only once their budget is spent
    assert "Traceback" not in result.stderr and "BrokenPipeError" not in result.stderr
    assert "leaked semaphore" not in result.stderr, result.stderr
