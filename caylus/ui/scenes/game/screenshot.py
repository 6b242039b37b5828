"""A mid-game position and a picture of it, for the docs, the benchmark and the tests."""

from __future__ import annotations

import os
import random
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pygame

from caylus.core import Action, Game, new_game
from caylus.core.actions import number
from caylus.core.vocabulary import DecisionKind

MIDGAME_SEED = 7
MIDGAME_TURN = 6
PREFERRED = ("build", "batch", "take", "trade", "lawyer", "alchemy", "buy", "place", "joust",
             "favour", "provost")


def pick_lively(game: Game, rng: random.Random) -> Action:
    """A lively but legal choice: building and placing are preferred to skipping."""
    actions = game.legal_actions()
    for kind in PREFERRED:
        options = [a for a in actions if a.kind == kind]
        if kind == "provost":
            options = [a for a in options if number(a.args[0]) > 0]
        if options and rng.random() < 0.85:
            return rng.choice(options)
    return rng.choice(actions)


def midgame_position(players: int = 4, seed: int = MIDGAME_SEED, turn: int = MIDGAME_TURN,
                     placed: int = 9) -> Game:
    """A game in its `turn`-th turn, during placement, after `placed` workers were placed.
    Dealt by deal 1, on which the screenshots' position was chosen."""
    names = ["Ann", "Ben", "Chloé", "Dmitri", "Eve"][:players]
    game = new_game(players, seed, names=names, deal=1)
    rng = random.Random(seed)
    while not game.is_over:
        decision = game.decision
        if decision and decision.kind == DecisionKind.PLACE and game.turn >= turn:
            on_board = sum(p.workers_out for p in game.players)
            if on_board >= placed or len(game.legal_actions()) <= 1:
                break
        game.apply(pick_lively(game, rng))
    return game


class StillApp(SimpleNamespace):
    """Enough of an App for drawing a scene without a window: no sound, no animation."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size=size, scale=min(size[0] / 1920, size[1] / 1080),
                         settings=SimpleNamespace(animation_multiplier=0.0, volume=0),
                         audio=SimpleNamespace(play=lambda name: None), game=None)

    def finish_game(self, game: Any) -> None:
        return None

    def open_pause_menu(self) -> None:
        return None


def _ensure_display() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    if not pygame.display.get_init():
        pygame.display.init()
    if not pygame.font.get_init():
        pygame.font.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))


def render_midgame(size: tuple[int, int] = (1920, 1080), drag: bool = True) -> pygame.Surface:
    """The game scene at `size` in the mid-game position, a worker being dragged."""
    from caylus.ui.scenes.game.scene import GameScene

    _ensure_display()
    scene = GameScene(StillApp(size), midgame_position(), autosave=False)
    surface = pygame.Surface(size)
    scene.draw(surface)
    if drag and scene.supply_rects:
        start = scene.supply_rects[-1].center
        targets = list(scene.targets.placement_targets())
        end = (scene.zone_point(targets[len(targets) // 2]) if targets else None) or start
        nudge = scene.view.place("road_1").w // 4
        end = (end[0] + nudge, end[1] + nudge // 2)
        scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0),
                                              buttons=(1, 0, 0)))
        scene.draw(surface)
    return surface


def screenshot_midgame(path: str | Path, size: tuple[int, int] = (1920, 1080)) -> Path:
    """Write a PNG of a mid-game board at `size` (1920×1080 by default); returns the path."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(render_midgame(size), str(path))
    return path
