"""Tile size, supersampling and the drawing helpers every tileset uses: blended blots,
wrapped lines and shapes (terrain tiles repeat seamlessly), strokes and colour jitter."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Sequence

import pygame

TILE = 64
SS = 4  # supersampling factor: draw at 4x, then smoothscale down
BIG = TILE * SS

Colour = tuple[int, ...]
Point = tuple[float, float]
Painter = Callable[[random.Random], pygame.Surface]

N, E, S, W = 1, 2, 4, 8


def canvas(fill: Colour = (0, 0, 0, 0), w: int = 1, h: int = 1) -> pygame.Surface:
    surface = pygame.Surface((BIG * w, BIG * h), pygame.SRCALPHA)
    surface.fill(fill)
    return surface


def finish(surface: pygame.Surface) -> pygame.Surface:
    w, h = surface.get_size()
    return pygame.transform.smoothscale(surface, (w // SS, h // SS))


def wrap_offsets(wrap: bool) -> list[tuple[int, int]]:
    if not wrap:
        return [(0, 0)]
    return [(dx, dy) for dx in (-BIG, 0, BIG) for dy in (-BIG, 0, BIG)]


def shifted(points: Sequence[Point], dx: float, dy: float) -> list[Point]:
    return [(x + dx, y + dy) for x, y in points]


def blot(surface: pygame.Surface, rgba: Colour, centre: Point, r: float, wrap: bool = True) -> None:
    """A soft translucent disc (blended, unlike pygame.draw on an alpha surface)."""
    size = int(2 * r) + 2
    spot = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(spot, rgba, (size / 2, size / 2), r)
    for dx, dy in wrap_offsets(wrap):
        surface.blit(spot, (centre[0] - size / 2 + dx, centre[1] - size / 2 + dy))


def overlay(surface: pygame.Surface, draw: Callable[[pygame.Surface], None]) -> None:
    """Run `draw` on a transparent layer and blend it onto `surface`."""
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    draw(layer)
    surface.blit(layer, (0, 0))


def wline(surface: pygame.Surface, colour: Colour, a: Point, b: Point, width: int) -> None:
    for dx, dy in wrap_offsets(True):
        pygame.draw.line(surface, colour, (a[0] + dx, a[1] + dy), (b[0] + dx, b[1] + dy), width)


def wellipse(surface: pygame.Surface, colour: Colour, rect: pygame.Rect, width: int = 0) -> None:
    for dx, dy in wrap_offsets(True):
        pygame.draw.ellipse(surface, colour, rect.move(dx, dy), width)


def wpolygon(surface: pygame.Surface, colour: Colour, points: Sequence[Point]) -> None:
    for dx, dy in wrap_offsets(True):
        pygame.draw.polygon(surface, colour, shifted(points, dx, dy))


def jitter(rng: random.Random, colour: Colour, amount: int) -> Colour:
    shift = rng.randint(-amount, amount)
    return tuple(max(0, min(255, c + shift + rng.randint(-3, 3))) for c in colour[:3])


def mix(a: Colour, b: Colour, t: float) -> Colour:
    return tuple(round(x + (y - x) * t) for x, y in zip(a[:3], b[:3], strict=True))


def stroke(surface: pygame.Surface, colour: Colour, points: Sequence[Point], width: float) -> None:
    """A thick polyline with round joins and ends."""
    w = max(1, round(width))
    for a, b in itertools.pairwise(points):
        pygame.draw.line(surface, colour, a, b, w)
    for p in points:
        pygame.draw.circle(surface, colour, p, width / 2)
