"""Icons (cubes, coins, prestige, ...) and the pictures spanning several label tiles."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

import pygame

from board_art.canvas import BIG, Colour, Painter, Point, canvas, finish, mix, stroke
from board_art.lettering import ROMAN, draw_text, number_tile


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
