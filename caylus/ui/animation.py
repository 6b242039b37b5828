"""Short tweens for pieces that move: workers, cubes, deniers, the provost.

An `Animator` holds the running tweens. Positions are in board (map) pixels, so a window
resize mid-flight changes nothing. The speed multiplier comes from the settings: 0 means no
animation at all (every tween is done the moment it is added). `skip()` finishes everything at
once (a click or a key does that), so animations never stand between a player and the game.

A tween may `hide` a key while it runs: the view leaves that piece out of the board until the
tween lands, so a worker is not drawn twice (at its destination and in flight).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from caylus.core.places import Place

# What a tween hides: a piece ("provost", "bailiff") or a piece on a place ("worker", place).
Hidden = str | tuple[str, Place]

Point = tuple[float, float]


def ease_out_cubic(x: float) -> float:
    return 1 - (1 - x) ** 3


class TweenKind(StrEnum):
    """What a tween draws as it flies."""

    WORKER = "worker"
    CUBE = "cube"
    COIN = "coin"
    FAVOUR = "favour"
    PROVOST = "provost"
    BAILIFF = "bailiff"
    POP = "pop"
    TEXT = "text"
    HANDOVER = "handover"  # the banner that hands the screen to the next person


@dataclass
class Tween:
    """A piece flying from `start` to `end` (board pixels) after `delay` seconds."""

    kind: TweenKind
    start: Point
    end: Point
    duration: float
    delay: float = 0.0
    payload: dict[str, Any] = field(default_factory=dict)
    hide: Hidden | None = None  # a view key left out of the board while the tween runs
    arc: float = 0.0  # height of the flight's arc, in board pixels
    elapsed: float = 0.0

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    def position(self) -> Point:
        p = ease_out_cubic(self.progress)
        x = self.start[0] + (self.end[0] - self.start[0]) * p
        y = self.start[1] + (self.end[1] - self.start[1]) * p
        return x, y - self.arc * math.sin(math.pi * p)


class Animator:
    """Runs tweens; `speed` 0 makes every tween finish as soon as it is added."""

    MAX_TOTAL = 1.6  # seconds: a long chain of events is squeezed to fit

    def __init__(self, speed: Callable[[], float] | float = 1.0) -> None:
        self._speed = speed
        self.tweens: list[Tween] = []
        self.revision = 0  # grows when the set of hidden keys changes

    @property
    def speed(self) -> float:
        return self._speed() if callable(self._speed) else self._speed

    @property
    def busy(self) -> bool:
        return bool(self.tweens)

    def add(self, tweens: list[Tween]) -> None:
        """Start tweens (durations are at speed 1); a batch longer than MAX_TOTAL is squeezed."""
        speed = self.speed
        if speed <= 0 or not tweens:
            return
        end = max(tw.delay + tw.duration for tw in tweens) / speed
        squeeze = min(1.0, self.MAX_TOTAL / end) if end > 0 else 1.0
        for tween in tweens:
            tween.delay = tween.delay / speed * squeeze
            tween.duration = tween.duration / speed * squeeze
        self.tweens.extend(tweens)
        if any(tw.hide for tw in tweens):
            self.revision += 1

    def update(self, dt: float) -> None:
        if not self.tweens:
            return
        for tween in self.tweens:
            tween.elapsed += dt
        self._drop_done()

    def skip(self) -> bool:
        """Finish every tween now; True if anything was running."""
        if not self.tweens:
            return False
        for tween in self.tweens:
            tween.elapsed = tween.delay + tween.duration
        self._drop_done()
        return True

    def hidden(self) -> frozenset[Hidden]:
        return frozenset(tw.hide for tw in self.tweens if tw.hide)

    def running(self) -> list[Tween]:
        return [tw for tw in self.tweens if tw.started]

    def _drop_done(self) -> None:
        before = any(tw.hide for tw in self.tweens)
        kept = [tw for tw in self.tweens if not tw.done]
        if len(kept) != len(self.tweens):
            hidden_before = self.hidden() if before else frozenset()
            self.tweens = kept
            if hidden_before != self.hidden():
                self.revision += 1
