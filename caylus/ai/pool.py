"""Root parallelism: search trees living in worker processes, one tree per worker.

Tree i always lives in worker i and is kept there between decisions, so a search gives the
same statistics whether tree i runs here (`LocalTrees`) or in a worker (`TreePool`). Workers
are started with the spawn method (safe beside a window or threads) and kept alive; a pool
that cannot start or breaks is reported to the caller, which falls back to `LocalTrees`.

A worker whose parent goes (the computer player's process killed) stops its search within
PARENT_CHECK seconds and exits without a word: no traceback for the broken pipe, and no
semaphore left for the resource tracker to warn about (the stop flag is a byte of shared
memory, not a multiprocessing.Event).
"""

from __future__ import annotations

import multiprocessing
import time
from multiprocessing.connection import Connection, wait
from typing import Any

from caylus.ai.base import CancelToken
from caylus.ai.features import from_wire, to_wire
from caylus.ai.mcts import RootStats, Settings
from caylus.ai.modelled import Searcher, make_tree
from caylus.core import Game

POLL_SECONDS = 0.02
START_TIMEOUT = 30.0
PARENT_CHECK = 0.25  # seconds between a searching worker's looks at whether its parent lives


class StopFlag:
    """The pool's stop flag, shared with its workers as one byte of shared memory."""

    def __init__(self, context: Any) -> None:
        self.shared = context.RawValue("b", 0)

    def set(self) -> None:
        self.shared.value = 1

    def clear(self) -> None:
        self.shared.value = 0

    def is_set(self) -> bool:
        return bool(self.shared.value)


class WorkerStop:
    """A worker's cancel token: the pool's stop flag, or its parent gone."""

    def __init__(self, flag: StopFlag) -> None:
        self.flag = flag
        self.parent = multiprocessing.parent_process()
        self.next_look = 0.0
        self.orphaned = False

    def is_set(self) -> bool:
        if self.flag.is_set() or self.orphaned:
            return True
        now = time.monotonic()
        if now >= self.next_look:
            self.next_look = now + PARENT_CHECK
            self.orphaned = self.parent is not None and not self.parent.is_alive()
        return self.orphaned


class LocalTrees:
    """The trees searched one after the other in this process."""

    def __init__(self, seeds: list[int], settings: Settings) -> None:
        self.trees: list[Searcher] = [make_tree(seed, settings, part, len(seeds))
                                      for part, seed in enumerate(seeds)]

    def search(self, game: Game, iterations: int, cancel: CancelToken | None,
               deadline: float | None) -> list[RootStats]:
        return [tree.search(game, iterations, cancel, deadline) for tree in self.trees]

    def close(self) -> None:
        self.trees = []


def _serve(conn: Connection, stop: StopFlag, seed: int, settings: Settings, part: int,
           parts: int) -> None:
    """A worker: search its tree whenever asked, until told to stop or its parent is gone."""
    try:
        tree = make_tree(seed, settings, part, parts)
        conn.send("ready")
        token = WorkerStop(stop)
        while not token.orphaned:
            message = conn.recv()
            if message is None:
                return
            data, iterations, deadline_in = message
            game = from_wire(data)
            deadline = None if deadline_in is None else time.monotonic() + deadline_in
            conn.send(tree.search(game, iterations, token, deadline))
    except (EOFError, OSError, KeyboardInterrupt):
        return  # the parent went away (or was interrupted): nothing is waiting for an answer


class TreePool:
    """One spawned worker process per tree. Raises OSError/EOFError when it cannot work."""

    def __init__(self, seeds: list[int], settings: Settings) -> None:
        context = multiprocessing.get_context("spawn")
        self.stop = StopFlag(context)
        self.conns: list[Connection] = []
        self.processes: list[Any] = []
        try:
            for part, seed in enumerate(seeds):
                mine, theirs = context.Pipe()
                process = context.Process(target=_serve, args=(theirs, self.stop, seed, settings,
                                                                part, len(seeds)),
                                          daemon=True, name=f"caylus-ai-tree-{seed}")
                process.start()
                self.conns.append(mine)
                self.processes.append(process)
            for conn in self.conns:
                if not conn.poll(START_TIMEOUT) or conn.recv() != "ready":
                    raise OSError("a search worker did not start")
        except BaseException:
            self.close()
            raise

    def search(self, game: Game, iterations: int, cancel: CancelToken | None,
               deadline: float | None) -> list[RootStats]:
        self.stop.clear()
        remaining = None if deadline is None else max(0.0, deadline - time.monotonic())
        data = to_wire(game)
        for conn in self.conns:
            conn.send((data, iterations, remaining))
        results: dict[int, RootStats] = {}
        while len(results) < len(self.conns):
            if cancel is not None and cancel.is_set():
                self.stop.set()
            waiting = [c for i, c in enumerate(self.conns) if i not in results]
            for ready in wait(waiting, POLL_SECONDS):
                index = next(i for i, c in enumerate(self.conns) if c is ready)
                results[index] = self.conns[index].recv()
            if any(not p.is_alive() for p in self.processes) and len(results) < len(self.conns):
                raise EOFError("a search worker died")
        return [results[i] for i in range(len(self.conns))]

    def close(self) -> None:
        for conn in self.conns:
            try:
                conn.send(None)
                conn.close()
            except OSError:
                pass
        for process in self.processes:
            process.join(timeout=1.0)
            if process.is_alive():
                process.terminate()
        self.conns, self.processes = [], []
