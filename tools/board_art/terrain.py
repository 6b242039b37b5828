"""Opaque ground tiles: meadow, road, water, planks, stone, parchment, wood..."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

import pygame

from board_art.canvas import (
    BIG,
    Colour,
    Painter,
    blot,
    canvas,
    finish,
    jitter,
    mix,
    overlay,
    wellipse,
    wline,
    wrap_offsets,
)


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
