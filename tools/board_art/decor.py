"""Transparent decor tiles: trees, castle turrets and battlements, bridge rails."""

from __future__ import annotations

import random

import pygame

from board_art.canvas import BIG, Colour, Painter, canvas, finish, jitter, mix, overlay, stroke
from board_art.terrain import TERRAIN


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
