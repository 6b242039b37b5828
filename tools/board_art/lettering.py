"""Stroked lettering: digits and roman numerals drawn as polylines, no font needed."""

from __future__ import annotations

import math
import random

import pygame

from board_art.canvas import BIG, Colour, Painter, Point, canvas, finish, stroke

GLYPH_HEIGHT = 6.0


def ellipse_points(x: float, y: float, w: float, h: float, n: int = 28) -> list[Point]:
    return [
        (
            x + w / 2 + w / 2 * math.cos(2 * math.pi * i / n),
            y + h / 2 + h / 2 * math.sin(2 * math.pi * i / n),
        )
        for i in range(n + 1)
    ]


SIX = [
    (3.6, 0.4),
    (2.4, 0),
    (1.2, 0.5),
    (0.3, 2),
    (0, 3.8),
    (0.4, 5.3),
    (1.5, 6),
    (2.7, 6),
    (3.7, 5.2),
    (3.9, 4.0),
    (3.3, 3.0),
    (2.1, 2.6),
    (1, 3),
    (0.2, 4),
]
GLYPHS: dict[str, tuple[float, list[list[Point]]]] = {
    "0": (4, [ellipse_points(0, 0, 4, 6)]),
    "1": (3, [[(0.6, 1.3), (2.0, 0), (2.0, 6)]]),
    "2": (
        4,
        [[(0.2, 1.4), (0.9, 0.3), (2.0, 0), (3.2, 0.3), (3.9, 1.3), (3.6, 2.6), (0.1, 6), (4, 6)]],
    ),
    "3": (
        4,
        [
            [(0.2, 0.6), (1.4, 0), (2.8, 0), (3.8, 0.9), (3.6, 2.3), (2.4, 2.9), (1.4, 2.9)],
            [(2.4, 2.9), (3.7, 3.6), (4, 4.8), (3.2, 5.8), (1.8, 6), (0.2, 5.4)],
        ],
    ),
    "4": (4, [[(3, 6), (3, 0), (0, 4.2), (4.1, 4.2)]]),
    "5": (
        4,
        [
            [
                (3.9, 0),
                (0.6, 0),
                (0.3, 2.7),
                (1.6, 2.3),
                (2.9, 2.5),
                (3.8, 3.4),
                (3.9, 4.8),
                (3.1, 5.8),
                (1.7, 6),
                (0.2, 5.4),
            ]
        ],
    ),
    "6": (4, [SIX]),
    "7": (4, [[(0, 0), (4, 0), (1.4, 6)]]),
    "8": (4, [ellipse_points(0.4, 0, 3.2, 2.9), ellipse_points(0, 2.9, 4, 3.1)]),
    "9": (4, [[(4 - x, 6 - y) for x, y in SIX]]),
    "I": (1.6, [[(0.8, 0), (0.8, 6)], [(0, 0), (1.6, 0)], [(0, 6), (1.6, 6)]]),
    "V": (4, [[(0, 0), (2, 6), (4, 0)]]),
}


def glyph_run(text: str) -> tuple[float, list[tuple[float, str]]]:
    gap, x, placed = 1.0, 0.0, []
    for ch in text:
        placed.append((x, ch))
        x += GLYPHS[ch][0] + gap
    return x - gap, placed


def draw_text(
    s: pygame.Surface,
    text: str,
    rect: pygame.Rect,
    ink: Colour = (58, 34, 18),
    halo: Colour | None = (246, 232, 198),
) -> None:
    """Letter `text` (digits, I, V) centred in `rect` with the stroke font above."""
    width, placed = glyph_run(text)
    unit = min(rect.h / (GLYPH_HEIGHT + 1.6), rect.w / (width + 1.6))
    ox = rect.centerx - width * unit / 2
    oy = rect.centery - GLYPH_HEIGHT * unit / 2
    for colour, pen in ((halo, unit * 1.7), (ink, unit * 0.85)):
        if colour is None:
            continue
        for x0, ch in placed:
            for line in GLYPHS[ch][1]:
                stroke(s, colour, [(ox + (x0 + x) * unit, oy + y * unit) for x, y in line], pen)


def number_tile(text: str, size: float = 1.0) -> Painter:
    def paint(rng: random.Random) -> pygame.Surface:
        s = canvas()
        box = pygame.Rect(0, 0, BIG * 0.86 * size, BIG * 0.62 * size)
        box.center = (BIG // 2, BIG // 2)
        draw_text(s, text, box)
        return finish(s)

    return paint


ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV", 5: "V"}
