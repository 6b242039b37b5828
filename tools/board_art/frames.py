"""Transparent frame tiles: 16 per style, one per set of sides (N=1, E=2, S=4, W=8)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import partial

import pygame

from board_art.canvas import BIG, SS, Colour, E, N, Painter, S, W, canvas, finish, overlay


@dataclass(frozen=True)
class Band:
    inset: int  # final pixels from the tile edge
    width: int
    light: Colour  # colour on the N and W sides
    dark: Colour | None = None  # colour on the S and E sides (default: light)


@dataclass(frozen=True)
class FrameStyle:
    bands: tuple[Band, ...]
    fill: Colour | None = None  # translucent fill inside the bands


DARK = (44, 30, 20, 255)
FRAME_STYLES: dict[str, FrameStyle] = {
    "kerb": FrameStyle(
        (Band(0, 3, (70, 62, 52, 255)), Band(3, 6, (190, 182, 166, 255), (134, 126, 112, 255)))
    ),
    "shore": FrameStyle(
        (
            Band(0, 6, (196, 176, 120, 255)),
            Band(6, 3, (120, 112, 80, 200)),
            Band(9, 6, (170, 210, 225, 90)),
        )
    ),
    "plaza_edge": FrameStyle((Band(0, 5, (122, 100, 66, 255)), Band(5, 3, (232, 214, 170, 255)))),
    "hill_edge": FrameStyle((Band(0, 5, (60, 72, 34, 120)), Band(5, 8, (60, 72, 34, 50)))),
    "ink": FrameStyle(
        (
            Band(0, 4, (150, 112, 64, 200)),
            Band(6, 4, (92, 60, 32, 255)),
            Band(13, 2, (92, 60, 32, 255)),
        )
    ),
    "trim": FrameStyle(
        (
            Band(0, 3, DARK),
            Band(3, 5, (226, 186, 96, 255), (168, 124, 52, 255)),
            Band(8, 2, (110, 76, 36, 255)),
        )
    ),
    "space": FrameStyle(
        (Band(0, 2, DARK), Band(2, 6, (222, 214, 196, 255), (146, 138, 124, 255))),
        fill=(236, 226, 200, 70),
    ),
    "scoring": FrameStyle(
        (
            Band(0, 2, DARK),
            Band(2, 4, (190, 44, 40, 255), (140, 28, 26, 255)),
            Band(6, 2, (238, 196, 76, 255)),
        ),
        fill=(250, 214, 120, 80),
    ),
    "plot": FrameStyle(
        (
            Band(0, 2, DARK),
            Band(2, 5, (150, 100, 58, 255), (98, 64, 36, 255)),
            Band(7, 2, (230, 188, 84, 255)),
        ),
        fill=(244, 232, 200, 70),
    ),
    "slot": FrameStyle(
        (Band(0, 2, (36, 26, 18, 255)), Band(2, 3, (70, 56, 42, 255), (226, 214, 190, 255))),
        fill=(40, 28, 18, 80),
    ),
    "cell": FrameStyle((Band(0, 2, (110, 76, 42, 255)), Band(2, 1, (255, 246, 220, 160)))),
    "track": FrameStyle((Band(0, 2, (56, 36, 20, 255)), Band(2, 2, (232, 200, 150, 200)))),
}

SIDES = (N, E, S, W)


def band_rect(band: Band, side: int, mask: int) -> pygame.Rect:
    """The strip of `band` along `side`, running up to the frame's corners."""
    a, b = band.inset * SS, (band.inset + band.width) * SS
    lo = a if mask & (W if side in (N, S) else N) else 0
    hi = BIG - a if mask & (E if side in (N, S) else S) else BIG
    if side == N:
        return pygame.Rect(lo, a, hi - lo, b - a)
    if side == S:
        return pygame.Rect(lo, BIG - b, hi - lo, b - a)
    if side == W:
        return pygame.Rect(a, lo, b - a, hi - lo)
    return pygame.Rect(BIG - b, lo, b - a, hi - lo)


def inner_rect(style: FrameStyle, mask: int) -> pygame.Rect:
    edge = max(b.inset + b.width for b in style.bands) * SS
    left, top = (edge if mask & W else 0), (edge if mask & N else 0)
    right, bottom = BIG - (edge if mask & E else 0), BIG - (edge if mask & S else 0)
    return pygame.Rect(left, top, right - left, bottom - top)


def paint_frame(style_name: str, mask: int, rng: random.Random) -> pygame.Surface:
    style = FRAME_STYLES[style_name]
    s = canvas()
    if style.fill:
        s.fill(style.fill, inner_rect(style, mask))
    for band in style.bands:
        for side in SIDES:
            if mask & side:
                colour = band.light if side in (N, W) else band.dark or band.light
                strip = band_rect(band, side, mask)
                overlay(s, lambda layer, c=colour, r=strip: layer.fill(c, r))
    return finish(s)


FRAMES: dict[str, Painter] = {
    f"{name}_{mask}": partial(paint_frame, name, mask)
    for name in FRAME_STYLES
    for mask in range(16)
}
