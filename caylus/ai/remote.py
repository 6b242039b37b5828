"""Computer players thinking in another process, so that a window never waits for them.

    thinker = Thinker()
    thinker.ask(game, "hard", seed=7)        # returns at once
    answer = thinker.poll()                  # None while it thinks, then an Answer
    thinker.cancel()                         # the best move so far comes back soon
    thinker.close()

The process is started with the *spawn* method (a child forked from a process that holds an
SDL window can hang) and is not a daemon, so that Hard can start its own worker processes
inside it. It keeps one player per (level, seed), so Hard keeps its search tree from one
decision to the next, and answers one question at a time. When no process can be started
(a sandbox that forbids it), the thinking happens in a thread of this process instead: the
same moves, only the window may stutter.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import threading
from dataclasses import dataclass, field
from typing import Any

from caylus.ai import make_player
from caylus.ai.base import Player
from caylus.core import Action, Game, parse_action

STOP = "stop"
STARTUP_SECONDS = 30.0  # a process that says nothing for this long is given up on


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
        return self.cancelled.value >= self.ticket


class Counter:
    """A plain holder of `value`, for thinking in a thread (the process shares a Value)."""

    def __init__(self) -> None:
        self.value = 0


def answer(question: Question, players: dict[tuple[str, int, int | None], Player],
           cancelled: Any) -> tuple:
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
        return (question.ticket, str(action), notes, line, "")
    except Exception as error:  # a bug in a player must not end the game: say so instead
        return (question.ticket, None, {}, (), f"{type(error).__name__}: {error}")


def serve(connection: Any, cancelled: Any) -> None:
    """The thinking process: answer questions until told to stop."""
    players: dict[tuple[str, int, int | None], Player] = {}
    try:
        while True:
            question = connection.recv()
            if question == STOP:
                break
            connection.send(answer(question, players, cancelled))
    except (EOFError, OSError, KeyboardInterrupt):
        pass
    finally:
        for player in players.values():
            player.close()


class Thinker:
    """Asks computer players for moves without blocking the caller (see the module's doc)."""

    def __init__(self, *, use_process: bool = True) -> None:
        self._use_process = use_process
        self._connection: Any = None
        self._process: Any = None
        self._cancelled: Any = Counter()  # the highest ticket cancelled
        self._thread: threading.Thread | None = None
        self._thread_answer: tuple | None = None
        self._thread_players: dict[tuple[str, int, int | None], Player] = {}
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
        if self._use_process and self._ensure_process():
            try:
                self._connection.send(question)
                return question.ticket
            except (OSError, ValueError):
                self._stop_process()
        self._think_in_thread(question)
        return question.ticket

    def poll(self) -> Answer | None:
        """The answer to the latest question once it is ready (older answers are dropped)."""
        raw = self._receive()
        while raw is not None:
            ticket, action, notes, line, error = raw
            if ticket == self.waiting_for:
                self.waiting_for = None
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

    def _ensure_process(self) -> bool:
        if self._process is not None and self._process.is_alive():
            return True
        context = multiprocessing.get_context("spawn")
        try:
            self._connection, child = context.Pipe()
            self._cancelled = context.Value("q", self._cancelled.value, lock=False)
            self._process = context.Process(target=serve, args=(child, self._cancelled),
                                            name="caylus-thinker", daemon=False)
            self._process.start()
            child.close()
        except (OSError, RuntimeError, ValueError):
            self._process = None
            self._use_process = False
            return False
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

    def _receive(self) -> tuple | None:
        if self._thread_answer is not None:
            raw, self._thread_answer = self._thread_answer, None
            return raw
        if self._process is None:
            return None
        try:
            if self._connection.poll():
                return self._connection.recv()
        except (EOFError, OSError):
            self._process_died()
        return None

    def _process_died(self) -> None:
        """The thinking process is gone: think the open question again, in a thread."""
        self._process = None
        self._use_process = False
        if self._question is not None and self._question.ticket == self.waiting_for:
            self._think_in_thread(self._question)
