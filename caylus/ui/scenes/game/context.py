"""What the parts of the game scene share, given to each part explicitly.

The game scene (`scene.GameScene`) is composed of parts — pointer input, targets on the board,
drawn layers, banners, computer turns, hints, previews — that each own their state. What
they truly share is one `SceneContext`: the game session, the view of the board, the animator,
the decision panel, the pointer (where it is and what it holds), the pictures drawn once and
kept, the one Thinker, and the scene's two moves (`Moves`: apply and undo).
"""

from __future__ import annotations

import atexit
from dataclasses import dataclass, field
from typing import Protocol

import pygame

from caylus.ai.remote import Thinker
from caylus.core import Action, Game
from caylus.ui.animation import Animator
from caylus.ui.host import GameHost
from caylus.ui.render.view import BoardView
from caylus.ui.scenes.game.panel import DecisionPanel
from caylus.ui.scenes.game.session import GameSession, Played

Point = tuple[int, int]
MapPoint = tuple[float, float]


@dataclass
class Drag:
    """A worker (or the provost) held by the pointer."""

    what: str  # "worker" or "provost"
    start: Point
    pos: Point
    moved: bool = False


@dataclass
class Pointer:
    """Where the pointer is and what it holds (written by the input, read by what draws)."""

    pos: Point | None = None
    drag: Drag | None = None
    selected: bool = False  # a worker was clicked and waits for its target

    def holds(self, what: str) -> bool:
        return self.drag is not None and self.drag.what == what

    @property
    def lifts_worker(self) -> bool:
        """A worker is picked up, dragged or clicked: its places glow."""
        return self.holds("worker") or self.selected

    def let_go(self) -> None:
        self.drag = None
        self.selected = False


@dataclass
class Pictures:
    """Pictures drawn once and kept: tooltips (dropped when the window or the text size
    changes) and ghosts, cards and banners (kept per window size, dropped with the language)."""

    tooltips: dict[str, pygame.Surface] = field(default_factory=dict)
    ghosts: dict[tuple[object, ...], pygame.Surface] = field(default_factory=dict)

    def clear(self) -> None:
        self.tooltips.clear()
        self.ghosts.clear()


class ThinkerSlot:
    """The scene's one Thinker, shared by the computer seats and the hints; made when first
    needed, in another process unless `in_process` is False (tests, the self-test)."""

    def __init__(self, in_process: bool) -> None:
        self.in_process = in_process
        self.current: Thinker | None = None

    def get(self) -> Thinker:
        if self.current is None:
            self.current = Thinker(use_process=self.in_process)
            atexit.register(self.current.close)  # a quit that skips exit() leaves nothing
        return self.current

    def forget(self) -> None:
        """Drop the question being thought about, if there is a Thinker."""
        if self.current is not None:
            self.current.forget()

    def close(self) -> None:
        thinker, self.current = self.current, None
        if thinker is not None:
            thinker.close()
            atexit.unregister(thinker.close)


class Moves(Protocol):
    """The two ways the game changes on screen (the scene's own; see GameScene)."""

    def apply(self, action: Action, source: MapPoint | None = None) -> Played: ...

    def undo(self) -> bool: ...


@dataclass
class SceneContext:
    """Everything the game scene's parts share. `paused`: the pause menu covers the scene;
    `finished`: the game is over and was handed to the host."""

    host: GameHost
    session: GameSession
    view: BoardView
    animator: Animator
    panel: DecisionPanel
    moves: Moves
    thinker: ThinkerSlot
    pointer: Pointer = field(default_factory=Pointer)
    pictures: Pictures = field(default_factory=Pictures)
    paused: bool = False
    finished: bool = False

    @property
    def game(self) -> Game:
        return self.session.game

    def play(self, sound: str) -> None:
        self.host.audio.play(sound)

    def region_hit(self, name: str, pos: Point) -> bool:
        """Whether `pos` is inside the map region `name` (False when the map has none)."""
        return self.view.has_region(name) and self.view.region(name).collidepoint(pos)
