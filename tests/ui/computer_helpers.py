"""Helpers for tests with computer seats: start a game, wait for the computers, click for a
person, and find processes left behind."""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from caylus.core import Action, Game, new_game
from caylus.ui.app import App
from caylus.ui.scenes.game import GameScene

WAIT_SECONDS = 60.0


def start(app: App, seats: list[str], seed: int = 5, pace: str = "instant") -> GameScene:
    """A new game with these seats, played in the app's game scene at `pace`."""
    app.start_game(new_game(len(seats), seed, seats=seats))
    scene = app.scenes.top
    assert isinstance(scene, GameScene)
    scene.computers.pace = pace
    app.run_frames(n=1)  # laid out in the window, as a player first sees it
    return scene


def thinking_process(scene: GameScene) -> Any:
    """The process the scene's computer players think in (None before it is started)."""
    thinker = scene.computers.thinker
    return None if thinker is None else thinker._process


def human_seed_for(seats: list[str], first_human: bool, tries: int = 40) -> int:
    """A seed whose first decision is a person's (or a computer's)."""
    for seed in range(1, tries):
        game = new_game(len(seats), seed, seats=seats)
        seat = game.current_seat
        assert seat is not None
        if (game.seat_kinds[seat] == "human") == first_human:
            return seed
    raise AssertionError("no such seed")


def wait_until(app: App, done: Callable[[], bool], seconds: float = WAIT_SECONDS) -> None:
    """Run frames (real time passes: the computers think in another process) until `done`."""
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, "waited too long"
        app.run_frames(n=1)
        time.sleep(0.002)


def scene_game(app: App) -> Game | None:
    scene = app.scenes.top
    return scene.game if isinstance(scene, GameScene) else None


def person_to_move(app: App) -> bool:
    scene = app.scenes.top
    return not isinstance(scene, GameScene) or (
        not scene.computers.to_move() and not scene.animator.busy)


def click_action(app: App, scene: GameScene, action: Action, clicks: int = 8) -> None:
    """Click where the scene says until `action` is made (as a person would)."""
    from caylus.devtools.selftest import click_events

    made = len(scene.game.history)
    for _ in range(clicks):
        if len(scene.game.history) > made or scene.finished:
            return
        pos = scene.next_click_for(action)
        assert pos is not None, f"no click for {action}"
        app.run_frames(click_events(pos), n=1)
    assert len(scene.game.history) > made or scene.finished, f"{action} not made"


def play_person(app: App, scene: GameScene, rng: random.Random) -> None:
    """One decision of the person to move, by clicks: mostly passing early, to keep it short."""
    actions = scene.game.legal_actions()
    passing = [a for a in actions if a.kind == "pass"]
    action = passing[0] if passing and rng.random() < 0.6 else rng.choice(actions)
    click_action(app, scene, action)


def descendants(pid: int | None = None) -> list[int]:
    """The processes started (directly or not) by `pid` (this one), from /proc (Linux)."""
    pid = os.getpid() if pid is None else pid
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        parents[int(entry.name)] = int(stat.rsplit(")", 1)[1].split()[1])
    found, frontier = [], [pid]
    while frontier:
        parent = frontier.pop()
        children = [child for child, p in parents.items() if p == parent]
        found += children
        frontier += children
    return found


def workers(pids: list[int]) -> list[int]:
    """Those of `pids` that are processes started by multiprocessing's spawn (the thinker and
    Hard's workers; not the resource tracker, which lives as long as this process)."""
    found = []
    for pid in pids:
        try:
            command = Path(f"/proc/{pid}/cmdline").read_bytes()
        except OSError:
            continue
        if b"spawn_main" in command:
            found.append(pid)
    return found


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except OSError:
        return False
    status = Path(f"/proc/{pid}/stat")
    return not status.exists() or status.read_text().rsplit(")", 1)[1].split()[0] != "Z"
