"""Computer players thinking in another process, so that a window never waits for them.

    thinker = Thinker()
    thinker.ask(game, "hard", seed=7)        # returns at once
    answer = thinker.poll()                  # None while it thinks, then an Answer
    thinker.cancel()                         # the best move so far comes back soon
    thinker.close()

The process is started with the *spawn* method (a child forked from a process that holds an
SDL window can hang) and is not a daemon, so that Hard can start its own worker processes
inside it. It keeps one player per (level, seed) for the whole game (a player's state, such
as the old Hard's opponent models, carries from one decision to the next), and answers one
question at a time.

Failures leave a trace in the log (`caylus.logfile`) and never a silent substitute:

- the process says it is ready once it has imported the players; one that has not within
  STARTUP_SECONDS is given up on;
- a process that dies (killed, crashed) is started again, at most MAX_RESTARTS times per
  Thinker, and the open question is asked again;
- when no process can be started (a sandbox that forbids it, or the restarts are used up),
  the thinking happens in a thread of this process instead: the same moves, only the window
  may stutter;
- a player that raises answers with no action and `error` set (its traceback is logged).
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import threading
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

from caylus.ai.base import Player
from caylus.ai.registry import make_player
from caylus.core import Action, Game, parse_action
from caylus.logfile import current_log, follow_log

STOP = "stop"
READY = "ready"
STARTUP_SECONDS = 30.0  # a process that has not said it is ready after this long is given up on
MAX_RESTARTS = 2
PLAYER_FAILED = "the computer player failed"

logger = logging.getLogger(__name__)
#: What crosses the process boundary: (ticket, action, notes, line, error, traceback).
RawAnswer = tuple[int, str | None, dict[str, float], tuple[str, ...], str, str]
PlayerKey = tuple[str, int, int | None]


@dataclass(frozen=True)
class Question:
    ticket: int
    level: str
    seed: int
    budget: int | None
    game: dict[str, Any]  # Game.to_dict(): plain data crosses the process boundary


@dataclass(frozen=True)
class Answer:
    """A chosen action for the question `ticket`, or `error` when none could be chosen."""

    ticket: int
    action: Action | None
    notes: dict[str, float] = field(default_factory=dict)
    line: tuple[Action, ...] = ()
    error: str = ""


class TicketCancel:
    """The cancel token of one question: set once the asker cancelled that ticket or a later
    one (`cancelled` holds the highest ticket cancelled, shared between the processes)."""

    def __init__(self, cancelled: Any, ticket: int) -> None:
        self.cancelled = cancelled
        self.ticket = ticket

    def is_set(self) -> bool:
        return bool(self.cancelled.value >= self.ticket)


class Counter:
    """A plain holder of `value`, for thinking in a thread (the process shares a Value)."""

    def __init__(self) -> None:
        self.value = 0


def answer(question: Question, players: dict[PlayerKey, Player], cancelled: Any) -> RawAnswer:
    """Answer one question (in whichever process or thread thinks); plain data back."""
    try:
        game = Game.from_dict(question.game)
        key = (question.level, question.seed, question.budget)
        player = players.get(key)
        if player is None:
            player = players[key] = make_player(question.level, question.seed, question.budget)
        action = player.choose(game, TicketCancel(cancelled, question.ticket))
        info = player.info
        notes = dict(info.notes) if info else {}
        line = tuple(str(a) for a in info.line) if info else ()
        return (question.ticket, str(action), notes, line, "", "")
    except Exception:  # a bug in a player must not end the game: say so instead
        return (question.ticket, None, {}, (), PLAYER_FAILED, traceback.format_exc())


def serve(connection: Any, cancelled: Any, log_folder: Path | None = None) -> None:
    """The thinking process: answer questions until told to stop or the asker is gone."""
    follow_log("thinker", log_folder)
    players: dict[PlayerKey, Player] = {}
    try:
        connection.send(READY)
        while True:
            question = connection.recv()
            if question == STOP:
                break
            connection.send(answer(question, players, cancelled))
    except (EOFError, OSError, KeyboardInterrupt):
        pass  # the asker went away: nobody is waiting for an answer
    finally:
        for player in players.values():
            player.close()


class Thinker:
    """Asks computer players for moves without blocking the caller (see the module's doc)."""

    def __init__(self, *, use_process: bool = True) -> None:
        self._use_process = use_process
        self._connection: Any = None
        self._process: Any = None
        self._started_at = 0.0
        self._ready = False
        self._restarts = 0
        self._cancelled: Any = Counter()  # the highest ticket cancelled
        self._thread: threading.Thread | None = None
        self._thread_answer: RawAnswer | None = None
        self._thread_players: dict[PlayerKey, Player] = {}
        self._next_ticket = 0
        self._question: Question | None = None
        self.waiting_for: int | None = None  # the ticket of the question being thought about

    @property
    def busy(self) -> bool:
        return self.waiting_for is not None

    def ask(self, game: Game, level: str, seed: int, budget: int | None = None) -> int:
        """Start thinking about `game` (a copy is sent); returns the question's ticket."""
        self._next_ticket += 1
        question = Question(self._next_ticket, level, seed, budget, game.to_dict())
        self.waiting_for = question.ticket
        self._question = question
        self._send(question)
        return question.ticket

    def poll(self) -> Answer | None:
        """The answer to the latest question once it is ready (older answers are dropped)."""
        raw = self._receive()
        while raw is not None:
            ticket, action, notes, line, error, details = raw
            if ticket == self.waiting_for:
                self.waiting_for = None
                if error:
                    level = self._question.level if self._question else "?"
                    logger.error("the %s computer player failed:\n%s", level, details.rstrip())
                return Answer(ticket, parse_action(action) if action else None, notes,
                              tuple(parse_action(a) for a in line), error)
            raw = self._receive()
        return None

    def cancel(self) -> None:
        """Ask the player thinking now to answer with its best move so far."""
        if self.waiting_for is not None:
            self._cancelled.value = self.waiting_for

    def forget(self) -> None:
        """Drop the question being thought about (its answer will be ignored)."""
        self.cancel()
        self.waiting_for = None

    def close(self) -> None:
        self.forget()
        self._stop_process()
        if self._thread is not None:
            self._thread.join(timeout=5)

    # --- the two ways of thinking ------------------------------------------------------

    def _send(self, question: Question) -> None:
        """The question to the process (started if need be), else to a thread."""
        if self._use_process and self._ensure_process():
            try:
                self._connection.send(question)
                return
            except (OSError, ValueError) as error:
                self._process_failed(f"the question could not be sent ({error})")
                return
        self._think_in_thread(question)

    def _ensure_process(self) -> bool:
        if self._process is not None and self._process.is_alive():
            return True
        context = multiprocessing.get_context("spawn")
        log = current_log()
        try:
            self._connection, child = context.Pipe()
            self._cancelled = context.Value("q", self._cancelled.value, lock=False)
            self._process = context.Process(
                target=serve, args=(child, self._cancelled, log.parent if log else None),
                name="caylus-thinker", daemon=False)
            self._process.start()
            child.close()
        except (OSError, RuntimeError, ValueError) as error:
            logger.warning("no process can be started for the computer players (%s): they "
                           "think in a thread of this process instead", error)
            self._process = None
            self._use_process = False
            return False
        self._started_at, self._ready = time.monotonic(), False
        return True

    def _stop_process(self) -> None:
        process, self._process = self._process, None
        if process is None:
            return
        with contextlib.suppress(OSError, ValueError):
            self._connection.send(STOP)
        process.join(timeout=5)
        if process.is_alive():
            process.terminate()
            process.join(timeout=2)

    def _think_in_thread(self, question: Question) -> None:
        def work() -> None:
            self._thread_answer = answer(question, self._thread_players, self._cancelled)

        if self._thread is not None:
            self._cancelled.value = max(self._cancelled.value, question.ticket - 1)
            self._thread.join()
        self._thread_answer = None
        self._thread = threading.Thread(target=work, name="caylus-thinker", daemon=True)
        self._thread.start()

    def _receive(self) -> RawAnswer | None:
        if self._thread_answer is not None:
            raw, self._thread_answer = self._thread_answer, None
            return raw
        if self._process is None:
            return None
        try:
            while self._connection.poll():
                message = self._connection.recv()
                if message != READY:
                    return cast(RawAnswer, message)
                self._ready = True
        except (EOFError, OSError):
            self._process_failed(self._exit_text())
            return None
        if not self._ready and time.monotonic() - self._started_at > STARTUP_SECONDS:
            self._process_failed(f"it did not start within {STARTUP_SECONDS:g} seconds",
                                 restart=False)
        return None

    def _exit_text(self) -> str:
        process = self._process
        if process is None:
            return "it is gone"
        process.join(timeout=1)
        code = process.exitcode
        if code is None:
            return "its connection broke"
        return f"it ended with exit code {code}" if code >= 0 else f"it was killed (signal {-code})"

    def _process_failed(self, reason: str, restart: bool = True) -> None:
        """The thinking process is lost: start another one (MAX_RESTARTS times at most), else
        think in a thread; the open question is asked again either way."""
        logger.warning("the computer players' process failed: %s", reason)
        process, self._process = self._process, None
        if process is not None and process.is_alive():
            process.terminate()
            process.join(timeout=2)
        if restart and self._restarts < MAX_RESTARTS:
            self._restarts += 1
            logger.info("starting the computer players' process again (restart %d of %d)",
                        self._restarts, MAX_RESTARTS)
        else:
            self._use_process = False
            logger.warning("the computer players think in a thread of this process from now on")
        if self._question is not None and self._question.ticket == self.waiting_for:
            self._send(self._question)
