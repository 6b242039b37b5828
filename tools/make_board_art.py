"""Draw the board's tileset images and save them as PNGs in `assets/tiles/`.

All of this art is original: every tile is drawn here from shapes, scattered strokes and
blended blots with a fixed random seed, so running the script again gives the same
pictures. Shapes are drawn at 4x size and scaled down, which smooths their edges.

    SDL_VIDEODRIVER=dummy .venv/bin/python tools/make_board_art.py

Four tilesets (64x64 tiles), their tile names in `TILESETS`. The board map `maps/board.tmx`
(edited in Tiled, the only source of board positions; nothing here reads or writes it) uses
them through `maps/*.tsx` and refers to a tile by its position in its tileset, so a new tile
goes at the end of its tileset; `tools/check_board_map.py` then says if a .tsx needs Tiled
to refresh its size:

- terrain: opaque ground (meadow, road, water, planks, stone, parchment, wood ...);
- frames: transparent borders, 16 per style, one per set of sides (N=1, E=2, S=4, W=8),
  so a frame of any size can be drawn around any rectangle of tiles;
- decor: transparent trees, castle turrets and battlements, bridge rails;
- labels: numbers, roman numerals and icons, and "pictures" spanning several tiles.
"""

from __future__ import annotations

import itertools
import math
import os
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path

import pygame

TILE = 64
SS = 4  # supersampling factor: draw at 4x, then smoothscale down
BIG = TILE * SS
OUT_DIR = Path(__file__).resolve().parent.parent / "assets" / "tiles"
SEED = 1105

Colour = tuple[int, ...]
Point = tuple[float, float]
Painter = Callable[[random.Random], pygame.Surface]

N, E, S, W = 1, 2, 4, 8

# ---------------------------------------------------------------- canvas helpers


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


# ---------------------------------------------------------------- terrain


def speckle(
    surface: pygame.Surface,
    rng: random.Random,
    colours: Sequence[Colour],
    n: int,
    r: tuple[int, int] = (3, 7),
) -> None:
    def draw(layer: pygame.Surface) -> None:
        for _ in range(n):
            x, y = rng.uniform(0, BIG), rng.uniform(0, BIG)
            radius = rng.randint(*r)
            for dx, dy in wrap_offsets(True):
                pygame.draw.circle(layer, rng.choice(colours), (x + dx, y + dy), radius)

    overlay(surface, draw)


def soft_patches(
    surface: pygame.Surface,
    rng: random.Random,
    colours: Sequence[Colour],
    n: int,
    r: tuple[int, int] = (30, 80),
) -> None:
    for _ in range(n):
        blot(
            surface,
            rng.choice(colours),
            (rng.uniform(0, BIG), rng.uniform(0, BIG)),
            rng.randint(*r),
        )


def grass(
    base: Colour, blades: Sequence[Colour], flowers: Sequence[Colour] = (), n_blades: int = 230
) -> Painter:
    def paint(rng: random.Random) -> pygame.Surface:
        s = canvas((*base, 255))
        light, dark = mix(base, (235, 225, 140), 0.25), mix(base, (30, 45, 20), 0.3)
        soft_patches(s, rng, [(*light, 50), (*dark, 45)], 14)
        for _ in range(n_blades):
            x, y = rng.uniform(0, BIG), rng.uniform(0, BIG)
            length, lean = rng.uniform(10, 26), rng.uniform(-0.45, 0.45)
            tip = (x + math.sin(lean) * length, y - math.cos(lean) * length)
            wline(s, jitter(rng, rng.choice(blades), 10), (x, y), tip, 4)
        for colour in flowers:
            for _ in range(rng.randint(2, 4)):
                x, y = rng.uniform(0, BIG), rng.uniform(0, BIG)
                for a in range(5):
                    ang = a * 2 * math.pi / 5
                    wellipse(
                        s,
                        colour,
                        pygame.Rect(x + 7 * math.cos(ang) - 5, y + 7 * math.sin(ang) - 5, 10, 10),
                    )
                wellipse(s, (240, 200, 60), pygame.Rect(x - 4, y - 4, 8, 8))
        return finish(s)

    return paint


def cobble(base: Colour, mortar: Colour) -> Painter:
    def paint(rng: random.Random) -> pygame.Surface:
        s = canvas((*mortar, 255))
        step = BIG // 4
        for row in range(4):
            for col in range(4):
                cx = col * step + step / 2 + (step / 2 if row % 2 else 0) + rng.uniform(-8, 8)
                cy = row * step + step / 2 + rng.uniform(-6, 6)
                rx, ry = rng.uniform(25, 31), rng.uniform(23, 29)
                stone = jitter(rng, base, 18)
                rect = pygame.Rect(cx - rx, cy - ry, 2 * rx, 2 * ry)
                wellipse(s, mix(stone, (30, 25, 20), 0.35), rect.move(4, 5))
                wellipse(s, stone, rect)
                wellipse(s, mix(stone, (255, 250, 235), 0.3), rect.inflate(-26, -26).move(-7, -7))
        speckle(s, rng, [(60, 50, 40, 60), (230, 220, 200, 50)], 120, (2, 4))
        return finish(s)

    return paint


def flagstones(base: Colour, joint: Colour) -> Painter:
    """Rows of flagstones of uneven length, seamless across tiles."""

    def paint(rng: random.Random) -> pygame.Surface:
        s = canvas((*joint, 255))
        course = BIG // 2
        for row in range(2):
            cuts = sorted(rng.uniform(0, BIG) for _ in range(2))
            if cuts[1] - cuts[0] < 60:
                cuts[1] = cuts[0] + 60 + rng.uniform(0, 40)
            for a, b in ((cuts[0], cuts[1]), (cuts[1], cuts[0] + BIG)):
                colour = jitter(rng, base, 12)
                rect = pygame.Rect(a + 5, row * course + 5, b - a - 10, course - 10)
                for dx in (-BIG, 0, BIG):
                    stone = rect.move(dx, 0)
                    pygame.draw.rect(s, colour, stone, border_radius=10)
                    light = mix(colour, (255, 250, 230), 0.35)
                    pygame.draw.line(
                        s, light, (stone.x + 8, stone.y + 3), (stone.right - 8, stone.y + 3), 5
                    )
        speckle(s, rng, [(120, 95, 60, 70), (245, 230, 200, 60)], 140, (2, 5))
        soft_patches(s, rng, [(150, 120, 70, 30)], 4, (30, 60))
        return finish(s)

    return paint


def water(base: Colour) -> Painter:
    def paint(rng: random.Random) -> pygame.Surface:
        s = canvas((*base, 255))
        soft_patches(
            s,
            rng,
            [(*mix(base, (10, 30, 60), 0.4), 60), (*mix(base, (160, 210, 230), 0.3), 50)],
            10,
            (30, 70),
        )
        for _ in range(16):
            x, y = rng.uniform(0, BIG), rng.uniform(0, BIG)
            w = rng.uniform(40, 90)
            colour = (*mix(base, (200, 230, 240), rng.uniform(0.35, 0.6)), 255)
            for dx, dy in wrap_offsets(True):
                rect = pygame.Rect(x + dx, y + dy, w, 26)
                pygame.draw.arc(s, colour, rect, 0.3, math.pi - 0.3, 5)
        return finish(s)

    return paint


def boards(
    base: Colour, gap: Colour, vertical: bool, count: int = 4, grain: float = 0.18
) -> Painter:
    """Planks with grain; vertical boards for the bridge deck, horizontal for walls."""

    def paint(rng: random.Random) -> pygame.Surface:
        s = canvas((*gap, 255))
        step = BIG // count
        for i in range(count):
            colour = jitter(rng, base, 12)
            rect = pygame.Rect(i * step + 3, 0, step - 6, BIG)
            pygame.draw.rect(s, colour, rect)
            for _ in range(7):
                x0 = rect.x + rng.uniform(4, rect.w - 4)
                wob = rng.uniform(2, 6)
                pts = [(x0 + wob * math.sin(y / 40 + i), y) for y in range(0, BIG + 1, 16)]
                shade = mix(colour, (25, 15, 5) if rng.random() < 0.6 else (255, 230, 190), grain)
                pygame.draw.lines(s, shade, False, pts, 3)
            pygame.draw.line(
                s, mix(colour, (255, 240, 210), 0.25), rect.topleft, rect.bottomleft, 3
            )
            if vertical:
                for y in (22, BIG - 22):
                    pygame.draw.circle(s, (45, 35, 30), (rect.centerx, y), 5)
        return finish(s if vertical else pygame.transform.rotate(s, 90))

    return paint


def stone_blocks(base: Colour, mortar: Colour, shade_bottom: float = 0.0) -> Painter:
    def paint(rng: random.Random) -> pygame.Surface:
        s = canvas((*mortar, 255))
        course = BIG // 4
        for row in range(4):
            offset = course if row % 2 else 0
            for col in range(-1, 3):
                colour = jitter(rng, base, 14)
                rect = pygame.Rect(
                    col * 2 * course + offset + 4, row * course + 4, 2 * course - 8, course - 8
                )
                pygame.draw.rect(s, colour, rect, border_radius=6)
                pygame.draw.line(
                    s, mix(colour, (255, 252, 240), 0.4), rect.topleft, rect.topright, 4
                )
                pygame.draw.line(
                    s, mix(colour, (20, 20, 20), 0.3), rect.bottomleft, rect.bottomright, 4
                )
        speckle(s, rng, [(90, 85, 80, 60), (235, 230, 220, 50)], 90, (2, 4))
        if shade_bottom:
            shade = pygame.Surface((BIG, BIG), pygame.SRCALPHA)
            for y in range(BIG):
                a = int(255 * shade_bottom * (y / BIG) ** 2)
                pygame.draw.line(shade, (30, 30, 20, a), (0, y), (BIG, y))
            s.blit(shade, (0, 0))
            speckle(s, rng, [(84, 110, 50, 150), (70, 96, 40, 150)], 40, (3, 7))
        return finish(s)

    return paint


def parchment(base: Colour) -> Painter:
    def paint(rng: random.Random) -> pygame.Surface:
        s = canvas((*base, 255))
        soft_patches(
            s,
            rng,
            [(*mix(base, (170, 120, 60), 0.5), 14), (*mix(base, (255, 250, 235), 0.6), 18)],
            16,
            (20, 60),
        )
        for _ in range(70):
            x, y = rng.uniform(0, BIG), rng.uniform(0, BIG)
            ang, length = rng.uniform(0, math.pi), rng.uniform(8, 24)
            tip = (x + math.cos(ang) * length, y + math.sin(ang) * length)
            wline(s, (*mix(base, (150, 110, 60), 0.25), 255), (x, y), tip, 2)
        return finish(s)

    return paint


def meadow_hill(rng: random.Random) -> pygame.Surface:
    s = grass((122, 136, 66), [(96, 112, 48), (150, 156, 84), (84, 98, 40)], n_blades=160)(rng)
    big = pygame.transform.smoothscale(s, (BIG, BIG))
    for _ in range(rng.randint(2, 4)):
        x, y, r = rng.uniform(0, BIG), rng.uniform(0, BIG), rng.uniform(6, 12)
        wellipse(big, (88, 84, 72), pygame.Rect(x - r, y - r * 0.7 + 3, 2 * r, 1.4 * r))
        wellipse(big, (158, 152, 138), pygame.Rect(x - r, y - r * 0.7, 2 * r, 1.4 * r))
    return finish(big)


GRASS_BLADES = [(78, 122, 44), (128, 166, 70), (98, 140, 52), (150, 180, 86)]

TERRAIN: dict[str, Painter] = {
    "grass_1": grass((104, 144, 60), GRASS_BLADES),
    "grass_2": grass((110, 148, 62), GRASS_BLADES),
    "grass_3": grass((100, 138, 58), GRASS_BLADES),
    "grass_4": grass((108, 146, 64), GRASS_BLADES, n_blades=300),
    "flowers_1": grass((106, 146, 62), GRASS_BLADES, [(238, 236, 226), (236, 236, 230)]),
    "flowers_2": grass((104, 142, 60), GRASS_BLADES, [(214, 84, 78), (236, 190, 70)]),
    "hill_1": meadow_hill,
    "hill_2": meadow_hill,
    "cobble_1": cobble((172, 152, 122), (100, 82, 62)),
    "cobble_2": cobble((166, 148, 120), (96, 78, 60)),
    "cobble_3": cobble((176, 154, 120), (102, 84, 62)),
    "plaza_1": flagstones((206, 180, 134), (146, 120, 84)),
    "plaza_2": flagstones((200, 174, 128), (142, 116, 80)),
    "water_1": water((52, 104, 142)),
    "water_2": water((50, 100, 138)),
    "planks": boards((150, 104, 62), (58, 38, 24), vertical=True),
    "stone_1": stone_blocks((176, 168, 152), (108, 100, 90)),
    "stone_2": stone_blocks((170, 162, 148), (104, 96, 86)),
    "stone_base": stone_blocks((150, 142, 128), (96, 88, 78), shade_bottom=0.55),
    "parchment_1": parchment((238, 224, 186)),
    "parchment_2": parchment((238, 224, 186)),
    "wood_1": boards((86, 58, 38), (40, 26, 16), vertical=False, count=2, grain=0.25),
    "wood_2": boards((80, 54, 35), (38, 25, 15), vertical=False, count=2, grain=0.25),
    "oak": boards((172, 128, 80), (104, 72, 42), vertical=False, count=2, grain=0.2),
    "oak_gold": boards((210, 168, 88), (128, 92, 40), vertical=False, count=2, grain=0.2),
}

# ---------------------------------------------------------------- frames


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

# ---------------------------------------------------------------- decor


def shadow(s: pygame.Surface, rect: pygame.Rect, alpha: int = 70) -> None:
    overlay(s, lambda layer: pygame.draw.ellipse(layer, (20, 30, 10, alpha), rect))


def tree(canopy: Colour) -> Painter:
    def paint(rng: random.Random) -> pygame.Surface:
        s = canvas()
        shadow(s, pygame.Rect(70, 150, 170, 80))
        pygame.draw.rect(s, (92, 62, 36), pygame.Rect(118, 150, 22, 60), border_radius=6)
        dark, light = mix(canopy, (10, 25, 5), 0.35), mix(canopy, (230, 240, 150), 0.3)
        for colour, dx, dy, k in ((dark, 8, 10, 1.0), (canopy, 0, 0, 0.9), (light, -12, -14, 0.5)):
            for _ in range(7):
                r = rng.uniform(34, 52) * k
                x = 128 + dx + rng.uniform(-46, 46) * k
                y = 100 + dy + rng.uniform(-40, 34) * k
                pygame.draw.circle(s, jitter(rng, colour, 8), (x, y), r)
        return finish(s)

    return paint


def pine(rng: random.Random) -> pygame.Surface:
    s = canvas()
    shadow(s, pygame.Rect(80, 190, 140, 54))
    pygame.draw.rect(s, (86, 58, 34), pygame.Rect(118, 190, 20, 40))
    for i, (half, top) in enumerate(((96, 96), (78, 56), (58, 18))):
        base = 200 - i * 46
        colour = jitter(rng, (46, 92, 52), 6)
        pygame.draw.polygon(
            s,
            mix(colour, (10, 20, 10), 0.3),
            [(128 - half, base + 6), (128 + half, base + 6), (128, top + 6)],
        )
        pygame.draw.polygon(s, colour, [(128 - half, base), (128 + half - 20, base), (128, top)])
    return finish(s)


def bush(rng: random.Random) -> pygame.Surface:
    s = canvas()
    shadow(s, pygame.Rect(50, 150, 170, 60), 60)
    for colour, n in (((60, 104, 46), 6), ((92, 140, 60), 5), ((136, 176, 84), 3)):
        for _ in range(n):
            r = rng.uniform(20, 34)
            pygame.draw.circle(
                s,
                jitter(rng, colour, 8),
                (128 + rng.uniform(-50, 50), 140 + rng.uniform(-30, 10)),
                r,
            )
    for _ in range(4):
        x, y = 128 + rng.uniform(-50, 50), 130 + rng.uniform(-30, 10)
        pygame.draw.circle(s, (204, 54, 60), (x, y), 6)
    return finish(s)


def rocks(rng: random.Random) -> pygame.Surface:
    s = canvas()
    for _ in range(3):
        x, y = 128 + rng.uniform(-60, 60), 140 + rng.uniform(-40, 40)
        rx, ry = rng.uniform(22, 40), rng.uniform(16, 26)
        pygame.draw.ellipse(s, (70, 66, 58), pygame.Rect(x - rx, y - ry + 8, 2 * rx, 2 * ry))
        pygame.draw.ellipse(s, (150, 146, 134), pygame.Rect(x - rx, y - ry, 2 * rx, 2 * ry))
        pygame.draw.ellipse(s, (196, 192, 180), pygame.Rect(x - rx / 2, y - ry + 4, rx, ry))
    return finish(s)


def reeds(rng: random.Random) -> pygame.Surface:
    s = canvas()
    for _ in range(16):
        x, y = rng.uniform(30, 226), rng.uniform(150, 240)
        h, lean = rng.uniform(60, 130), rng.uniform(-14, 14)
        stroke(s, jitter(rng, (84, 120, 50), 12), [(x, y), (x + lean, y - h)], 6)
        if rng.random() < 0.4:
            pygame.draw.ellipse(s, (110, 70, 40), pygame.Rect(x + lean - 6, y - h, 12, 34))
    return finish(s)


def battlement(rng: random.Random) -> pygame.Surface:
    """Merlons on the top row of a castle tier; transparent between them."""
    wall = pygame.transform.smoothscale(TERRAIN["stone_1"](rng), (BIG, BIG))
    s = canvas()
    s.blit(wall, (0, 112), pygame.Rect(0, 112, BIG, BIG - 112))
    for x in (0, 128):
        s.blit(wall, (x + 8, 36), pygame.Rect(x + 8, 36, 112, 80))
        pygame.draw.rect(s, (226, 220, 206), pygame.Rect(x + 8, 36, 112, 10))
    pygame.draw.rect(s, (84, 78, 70), pygame.Rect(0, 112, BIG, 8))
    return finish(s)


def turret_shape(s: pygame.Surface, rng: random.Random, top: int, bottom: int) -> None:
    """A round tower section: stone blocks with cylinder shading."""
    wall = pygame.transform.smoothscale(TERRAIN["stone_2"](rng), (BIG, BIG))
    body = pygame.Rect(20, top, BIG - 40, bottom - top)
    s.blit(wall, body.topleft, body)
    shade = pygame.Surface(body.size, pygame.SRCALPHA)
    for x in range(body.w):
        t = (x / body.w) * 2 - 1
        light = int(90 * max(0.0, -t) ** 2)
        dark = int(150 * max(0.0, t) ** 1.5)
        colour = (255, 250, 230, light) if light > dark else (20, 16, 12, dark)
        pygame.draw.line(shade, colour, (x, 0), (x, body.h))
    s.blit(shade, body.topleft)
    pygame.draw.line(s, (60, 54, 48), body.topleft, body.bottomleft, 4)
    pygame.draw.line(s, (60, 54, 48), body.topright, body.bottomright, 4)


def turret_roof(rng: random.Random) -> pygame.Surface:
    s = canvas()
    turret_shape(s, rng, 196, BIG)
    pygame.draw.line(s, (60, 44, 30), (128, 52), (128, 4), 5)
    pygame.draw.polygon(s, (200, 40, 40), [(130, 6), (190, 20), (130, 34)])
    cone = [(128, 40), (6, 204), (250, 204)]
    pygame.draw.polygon(s, (140, 54, 44), cone)
    pygame.draw.polygon(s, (172, 74, 58), [(128, 40), (6, 204), (110, 204)])
    for k in range(1, 5):
        y = 40 + k * 33
        half = (y - 40) * 122 / 164
        pygame.draw.line(s, (104, 38, 32), (128 - half, y), (128 + half, y), 3)
    pygame.draw.line(s, (70, 30, 24), (6, 204), (250, 204), 6)
    return finish(s)


def turret_body(rng: random.Random) -> pygame.Surface:
    s = canvas()
    turret_shape(s, rng, 0, BIG)
    slit = pygame.Rect(118, 70, 20, 100)
    pygame.draw.rect(s, (34, 28, 24), slit, border_radius=8)
    pygame.draw.rect(s, (34, 28, 24), pygame.Rect(100, 108, 56, 16), border_radius=6)
    return finish(s)


def turret_base(rng: random.Random) -> pygame.Surface:
    s = canvas()
    turret_shape(s, rng, 0, BIG - 20)
    shadow(s, pygame.Rect(4, BIG - 48, BIG - 8, 44), 90)
    pygame.draw.rect(s, (120, 112, 100), pygame.Rect(10, BIG - 44, BIG - 20, 28), border_radius=6)
    return finish(s)


def gate(rng: random.Random) -> pygame.Surface:
    s = canvas()
    arch = pygame.Rect(40, 40, 176, 216)
    pygame.draw.rect(s, (118, 110, 98), arch.inflate(28, 0).move(0, 14), border_radius=90)
    door = arch.inflate(-12, -6).move(0, 6)
    pygame.draw.rect(s, (108, 70, 38), door, border_top_left_radius=84, border_top_right_radius=84)
    for x in range(door.x + 30, door.right - 10, 32):
        pygame.draw.line(s, (70, 44, 24), (x, door.y + 10), (x, door.bottom), 4)
    for y in (door.y + 70, door.y + 150):
        pygame.draw.line(s, (50, 44, 40), (door.x + 6, y), (door.right - 6, y), 10)
        for x in range(door.x + 20, door.right - 10, 36):
            pygame.draw.circle(s, (190, 180, 160), (x, y), 5)
    pygame.draw.circle(s, (220, 190, 90), (door.centerx + 30, door.y + 115), 9, 4)
    return finish(s)


def rail(top: bool) -> Painter:
    def paint(rng: random.Random) -> pygame.Surface:
        s = canvas()
        y = 10 if top else BIG - 50
        overlay(s, lambda layer: layer.fill((20, 12, 6, 70), pygame.Rect(0, y + 40, BIG, 18)))
        pygame.draw.rect(s, (98, 64, 36), pygame.Rect(0, y, BIG, 30))
        pygame.draw.line(s, (160, 116, 70), (0, y + 4), (BIG, y + 4), 5)
        pygame.draw.line(s, (58, 36, 20), (0, y + 28), (BIG, y + 28), 4)
        for x in (40, 168):
            post = pygame.Rect(x, y - 6, 46, 46)
            pygame.draw.rect(s, (74, 48, 28), post, border_radius=6)
            pygame.draw.rect(s, (130, 92, 56), post.inflate(-18, -18), border_radius=4)
        return finish(s)

    return paint


DECOR: dict[str, Painter] = {
    "tree_1": tree((70, 120, 48)),
    "tree_2": tree((88, 128, 44)),
    "tree_3": tree((60, 108, 52)),
    "pine_1": pine,
    "pine_2": pine,
    "bush_1": bush,
    "bush_2": bush,
    "rocks": rocks,
    "reeds_1": reeds,
    "reeds_2": reeds,
    "battlement": battlement,
    "turret_roof": turret_roof,
    "turret_body": turret_body,
    "turret_base": turret_base,
    "gate": gate,
    "rail_n": rail(top=True),
    "rail_s": rail(top=False),
}

# ---------------------------------------------------------------- lettering

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

# ---------------------------------------------------------------- icons


def rel(rect: pygame.Rect, points: Sequence[Point]) -> list[Point]:
    """Points given in a 0..100 box, mapped into `rect`."""
    return [(rect.x + x * rect.w / 100, rect.y + y * rect.h / 100) for x, y in points]


def outlined(s: pygame.Surface, fill: Colour, points: Sequence[Point], line: float) -> None:
    pygame.draw.polygon(s, fill, points)
    pygame.draw.polygon(s, (40, 26, 16), points, max(1, round(line)))


def icon_prestige(s: pygame.Surface, r: pygame.Rect) -> None:
    shield = rel(r, [(14, 10), (86, 10), (86, 46), (78, 66), (50, 92), (22, 66), (14, 46)])
    outlined(s, (214, 174, 62), shield, r.w * 0.05)
    outlined(
        s,
        (44, 78, 156),
        rel(r, [(24, 20), (76, 20), (76, 46), (69, 61), (50, 80), (31, 61), (24, 46)]),
        r.w * 0.02,
    )
    star = [
        (
            50 + 22 * math.sin(i * math.pi / 5) * (1 if i % 2 == 0 else 0.45),
            47 - 22 * math.cos(i * math.pi / 5) * (1 if i % 2 == 0 else 0.45),
        )
        for i in range(10)
    ]
    outlined(s, (250, 226, 120), rel(r, star), r.w * 0.015)


def icon_denier(s: pygame.Surface, r: pygame.Rect) -> None:
    c, rad = r.center, r.w * 0.4
    pygame.draw.circle(s, (40, 26, 16), (c[0] + r.w * 0.03, c[1] + r.w * 0.04), rad)
    pygame.draw.circle(s, (226, 180, 58), c, rad)
    pygame.draw.circle(s, (250, 222, 120), c, rad * 0.78)
    pygame.draw.circle(s, (170, 124, 30), c, rad * 0.78, max(1, round(r.w * 0.025)))
    pygame.draw.circle(s, (40, 26, 16), c, rad, max(1, round(r.w * 0.035)))
    stroke(s, (170, 124, 30), rel(r, [(50, 30), (50, 70)]), r.w * 0.07)
    stroke(s, (170, 124, 30), rel(r, [(32, 50), (68, 50)]), r.w * 0.07)


def cube(
    s: pygame.Surface, r: pygame.Rect, x: float, y: float, size: float, colour: Colour
) -> None:
    """An isometric cube whose top corner is at (x, y) in the 0..100 box."""
    h = size * 0.5
    top = [(x, y), (x + size, y + h), (x, y + 2 * h), (x - size, y + h)]
    left = [(x - size, y + h), (x, y + 2 * h), (x, y + 2 * h + size), (x - size, y + h + size)]
    right = [(x + size, y + h), (x, y + 2 * h), (x, y + 2 * h + size), (x + size, y + h + size)]
    line = r.w * 0.02
    outlined(s, mix(colour, (255, 255, 255), 0.3), rel(r, top), line)
    outlined(s, colour, rel(r, left), line)
    outlined(s, mix(colour, (0, 0, 0), 0.3), rel(r, right), line)


CUBE_COLOURS = {
    "food": (228, 112, 150),
    "wood": (146, 94, 50),
    "stone": (160, 160, 160),
    "cloth": (132, 74, 168),
    "gold": (238, 200, 58),
}


def icon_cubes(s: pygame.Surface, r: pygame.Rect) -> None:
    cube(s, r, 30, 42, 20, CUBE_COLOURS["stone"])
    cube(s, r, 70, 42, 20, CUBE_COLOURS["wood"])
    cube(s, r, 50, 12, 20, CUBE_COLOURS["food"])
    cube(s, r, 50, 56, 20, CUBE_COLOURS["gold"])


def icon_building(s: pygame.Surface, r: pygame.Rect) -> None:
    line = r.w * 0.035
    outlined(s, (232, 212, 170), rel(r, [(22, 46), (78, 46), (78, 90), (22, 90)]), line)
    outlined(s, (182, 62, 44), rel(r, [(12, 50), (50, 12), (88, 50)]), line)
    outlined(s, (104, 68, 36), rel(r, [(42, 62), (58, 62), (58, 90), (42, 90)]), line * 0.7)
    outlined(s, (120, 160, 200), rel(r, [(26, 56), (36, 56), (36, 68), (26, 68)]), line * 0.6)
    stroke(s, (104, 68, 36), rel(r, [(62, 52), (92, 80)]), r.w * 0.07)
    outlined(s, (150, 150, 156), rel(r, [(54, 42), (72, 60), (66, 66), (48, 48)]), line * 0.6)


def battlements(top: float, x0: float, x1: float, n: int) -> list[Point]:
    pts: list[Point] = []
    step = (x1 - x0) / (2 * n - 1)
    for i in range(2 * n - 1):
        y = top if i % 2 == 0 else top + 10
        pts += [(x0 + i * step, y), (x0 + (i + 1) * step, y)]
    return pts


def icon_dungeon(s: pygame.Surface, r: pygame.Rect) -> None:
    keep = [(24, 90), *battlements(14, 24, 76, 3), (76, 90)]
    outlined(s, (178, 170, 154), rel(r, keep), r.w * 0.035)
    outlined(s, (60, 44, 32), rel(r, [(42, 90), (42, 70), (50, 62), (58, 70), (58, 90)]), 1)
    outlined(s, (60, 44, 32), rel(r, [(46, 34), (54, 34), (54, 48), (46, 48)]), 1)


def icon_walls(s: pygame.Surface, r: pygame.Rect) -> None:
    wall = [(6, 84), *battlements(40, 6, 94, 5), (94, 84)]
    outlined(s, (178, 170, 154), rel(r, wall), r.w * 0.035)
    for y in (62, 74):
        stroke(s, (110, 102, 90), rel(r, [(10, y), (90, y)]), r.w * 0.02)


def icon_towers(s: pygame.Surface, r: pygame.Rect) -> None:
    outlined(s, (178, 170, 154), rel(r, [(30, 90), (30, 40), (70, 40), (70, 90)]), r.w * 0.035)
    outlined(s, (168, 62, 48), rel(r, [(22, 42), (50, 6), (78, 42)]), r.w * 0.035)
    outlined(s, (60, 44, 32), rel(r, [(45, 56), (55, 56), (55, 74), (45, 74)]), 1)


def icon_arrow(s: pygame.Surface, r: pygame.Rect) -> None:
    arrow = [(10, 40), (56, 40), (56, 22), (92, 50), (56, 78), (56, 60), (10, 60)]
    outlined(s, (226, 184, 70), rel(r, arrow), r.w * 0.04)


def icon_flag(s: pygame.Surface, r: pygame.Rect) -> None:
    stroke(s, (70, 46, 26), rel(r, [(30, 90), (30, 10)]), r.w * 0.06)
    outlined(s, (190, 44, 40), rel(r, [(32, 12), (80, 24), (32, 40)]), r.w * 0.03)


def icon_crown(s: pygame.Surface, r: pygame.Rect) -> None:
    crown = [(14, 78), (10, 30), (32, 52), (50, 20), (68, 52), (90, 30), (86, 78)]
    outlined(s, (232, 190, 66), rel(r, crown), r.w * 0.035)
    for x, y in ((10, 30), (50, 20), (90, 30)):
        pygame.draw.circle(s, (190, 44, 40), rel(r, [(x, y)])[0], r.w * 0.06)


def icon_chest(s: pygame.Surface, r: pygame.Rect) -> None:
    line = r.w * 0.03
    outlined(s, (132, 84, 44), rel(r, [(12, 44), (88, 44), (88, 86), (12, 86)]), line)
    outlined(s, (156, 102, 54), rel(r, [(12, 44), (16, 26), (84, 26), (88, 44)]), line)
    for x in (24, 76):
        outlined(
            s,
            (214, 176, 72),
            rel(r, [(x - 4, 26), (x + 4, 26), (x + 4, 86), (x - 4, 86)]),
            line * 0.6,
        )
    outlined(s, (214, 176, 72), rel(r, [(44, 48), (56, 48), (56, 62), (44, 62)]), line * 0.6)
    for x, y in ((30, 22), (50, 18), (68, 22), (40, 14), (60, 13)):
        c = rel(r, [(x, y)])[0]
        pygame.draw.ellipse(
            s,
            (40, 26, 16),
            pygame.Rect(c[0] - r.w * 0.09, c[1] - r.w * 0.04, r.w * 0.18, r.w * 0.09),
        )
        pygame.draw.ellipse(
            s,
            (240, 200, 80),
            pygame.Rect(c[0] - r.w * 0.08, c[1] - r.w * 0.045, r.w * 0.16, r.w * 0.07),
        )


def icon_pennant(
    inner: Callable[[pygame.Surface, pygame.Rect], None],
) -> Callable[[pygame.Surface, pygame.Rect], None]:
    """A crimson pennant pointing down, carrying a small castle-section icon."""

    def draw(s: pygame.Surface, r: pygame.Rect) -> None:
        cloth = [(14, 6), (86, 6), (86, 66), (50, 96), (14, 66)]
        outlined(s, (176, 38, 36), rel(r, cloth), r.w * 0.04)
        stroke(s, (236, 196, 80), rel(r, [(20, 12), (80, 12)]), r.w * 0.04)
        inner(s, pygame.Rect(r.x + r.w * 0.2, r.y + r.h * 0.14, r.w * 0.6, r.h * 0.6))

    return draw


ICONS: dict[str, Callable[[pygame.Surface, pygame.Rect], None]] = {
    "prestige": icon_prestige,
    "deniers": icon_denier,
    "cubes": icon_cubes,
    "buildings": icon_building,
    "dungeon": icon_dungeon,
    "walls": icon_walls,
    "towers": icon_towers,
    "arrow": icon_arrow,
    "flag": icon_flag,
    "crown": icon_crown,
    "chest": icon_chest,
    "mark_dungeon": icon_pennant(icon_dungeon),
    "mark_walls": icon_pennant(icon_walls),
    "mark_towers": icon_pennant(icon_towers),
}


@dataclass(frozen=True)
class Picture:
    """A drawing spanning w x h tiles, cut into tiles named `<name>_<col>_<row>`."""

    w: int
    h: int
    draw: Callable[[pygame.Surface], None]


def icon_picture(icon: str, w: int, h: int, size: float) -> Picture:
    def draw(s: pygame.Surface) -> None:
        box = pygame.Rect(0, 0, BIG * size, BIG * size)
        box.center = (BIG * w // 2, BIG * h // 2)
        ICONS[icon](s, box)

    return Picture(w, h, draw)


def numeral_picture(text: str, w: int, h: int) -> Picture:
    def draw(s: pygame.Surface) -> None:
        box = pygame.Rect(0, 0, BIG * 0.9, BIG * 0.8)
        box.center = (BIG * w // 2, BIG * h // 2)
        draw_text(s, text, box)

    return Picture(w, h, draw)


PICTURES: dict[str, Picture] = {
    **{
        f"fav_{row}": icon_picture(row, 3, 2, 1.7)
        for row in ("prestige", "deniers", "cubes", "buildings")
    },
    "bank_chest": icon_picture("chest", 2, 2, 1.9),
    "inn_arrow": icon_picture("arrow", 1, 2, 0.95),
    **{
        f"castle_{section}": icon_picture(section, 2, 2, 1.5)
        for section in ("dungeon", "walls", "towers")
    },
    **{f"tall_roman_{n}": numeral_picture(ROMAN[n], 1, 2) for n in ROMAN},
}


def icon_tile(icon: str, size: float = 0.86) -> Painter:
    def paint(rng: random.Random) -> pygame.Surface:
        s = canvas()
        box = pygame.Rect(0, 0, BIG * size, BIG * size)
        box.center = (BIG // 2, BIG // 2)
        ICONS[icon](s, box)
        return finish(s)

    return paint


def picture_part(picture: Picture, col: int, row: int, rng: random.Random) -> pygame.Surface:
    whole = canvas(w=picture.w, h=picture.h)
    picture.draw(whole)
    part = canvas()
    part.blit(whole, (0, 0), pygame.Rect(col * BIG, row * BIG, BIG, BIG))
    return finish(part)


def picture_tiles() -> dict[str, Painter]:
    tiles: dict[str, Painter] = {}
    for name, pic in PICTURES.items():
        for row in range(pic.h):
            for col in range(pic.w):
                tiles[f"{name}_{col}_{row}"] = partial(picture_part, pic, col, row)
    return tiles


LABELS: dict[str, Painter] = {
    **{f"num_{n}": number_tile(str(n)) for n in range(50)},
    **{f"roman_{n}": number_tile(ROMAN[n], 0.9) for n in ROMAN},
    **{name: icon_tile(name) for name in ICONS},
    **picture_tiles(),
}

# ---------------------------------------------------------------- tilesets

TILESETS: dict[str, tuple[dict[str, Painter], int]] = {
    "terrain": (TERRAIN, 8),
    "frames": (FRAMES, 16),
    "decor": (DECOR, 8),
    "labels": (LABELS, 10),
}
OPAQUE = {"terrain"}


def tile_names(tileset: str) -> list[str]:
    return list(TILESETS[tileset][0])


def grid_size(tileset: str) -> tuple[int, int]:
    """(columns, rows) of a tileset image; spare cells at the end stay blank."""
    painters, columns = TILESETS[tileset]
    return columns, -(-len(painters) // columns)


def image_path(tileset: str) -> Path:
    return OUT_DIR / f"{tileset}.png"


def draw_tileset(tileset: str) -> pygame.Surface:
    painters, columns = TILESETS[tileset]
    cols, rows = grid_size(tileset)
    sheet = pygame.Surface((cols * TILE, rows * TILE), pygame.SRCALPHA)
    for i, (name, paint) in enumerate(painters.items()):
        rng = random.Random(f"{SEED}:{tileset}:{name}")
        sheet.blit(paint(rng), ((i % columns) * TILE, (i // columns) * TILE))
    if tileset in OPAQUE:
        flat = pygame.Surface(sheet.get_size(), 0, 24)
        flat.blit(sheet, (0, 0))
        return flat
    return sheet


def tilesets() -> Iterator[str]:
    yield from TILESETS


def main() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.init()
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    for name in tilesets():
        sheet = draw_tileset(name)
        pygame.image.save(sheet, image_path(name))
        size = image_path(name).stat().st_size
        print(f"{image_path(name)}: {sheet.get_width()}x{sheet.get_height()}, {size} bytes")


if __name__ == "__main__":
    main()
