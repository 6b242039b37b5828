"""The pieces: workers, houses, cubes, coins, prestige and favour icons, provost and bailiff.

Every player colour also has its own shape (circle, square, triangle, diamond, hexagon), so
players are told apart without relying on colour alone. Sizes are real pixels.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

import pygame
import pygame.gfxdraw

from caylus.ui.theme import CUBE_COLOURS, PLAYER_COLOURS

Colour = tuple[int, int, int]
Rgba = tuple[int, int, int, int]
Point = tuple[float, float]

SHAPES = {"blue": "circle", "red": "square", "green": "triangle", "orange": "diamond",
          "black": "hexagon"}
OUTLINE = (24, 18, 12)
LIGHT_OUTLINE = (235, 230, 215)
COIN = (205, 150, 60)
COIN_RIM = (120, 80, 25)
PRESTIGE_COLOUR = (178, 34, 52)
FAVOUR_COLOUR = (232, 190, 50)
PROVOST = (250, 250, 246)
SHADOW = (0, 0, 0, 90)  # a worker's shadow


def shade(colour: Colour, factor: float) -> Colour:
    """Lighter (factor > 1) or darker (< 1) version of `colour`."""
    red, green, blue = colour
    if factor >= 1:
        lift = factor - 1
        return (min(255, round(red + (255 - red) * lift)),
                min(255, round(green + (255 - green) * lift)),
                min(255, round(blue + (255 - blue) * lift)))
    return round(red * factor), round(green * factor), round(blue * factor)


def player_colour(name: str) -> Colour:
    return PLAYER_COLOURS.get(name, (128, 128, 128))


def outline_for(colour_name: str) -> Colour:
    return LIGHT_OUTLINE if colour_name == "black" else OUTLINE


def shape_points(shape: str, centre: Point, radius: float) -> list[Point]:
    """Polygon points for a player shape (the circle is approximated)."""
    x, y = centre
    sides, turn = {"square": (4, 45), "triangle": (3, -90), "diamond": (4, 0),
                   "hexagon": (6, 0)}.get(shape, (24, 0))
    if shape == "square":
        radius *= 1.12
    if shape == "triangle":
        radius *= 1.22
        y += radius * 0.18
    return [(x + radius * math.cos(math.radians(turn + i * 360 / sides)),
             y + radius * math.sin(math.radians(turn + i * 360 / sides))) for i in range(sides)]


def fill_polygon(surface: pygame.Surface, points: Sequence[Point], colour: Colour | Rgba) -> None:
    ints = [(round(px), round(py)) for px, py in points]
    pygame.gfxdraw.filled_polygon(surface, ints, colour)
    pygame.gfxdraw.aapolygon(surface, ints, colour)


def outline_polygon(surface: pygame.Surface, points: list[Point], colour: Colour,
                    width: int) -> None:
    ints = [(round(px), round(py)) for px, py in points]
    pygame.draw.polygon(surface, colour, ints, width)
    pygame.gfxdraw.aapolygon(surface, ints, colour)


def draw_shape(surface: pygame.Surface, shape: str, centre: Point, radius: float,
               colour: Colour | Rgba, outline: Colour | None, width: int = 2) -> None:
    if shape == "circle":
        c = (round(centre[0]), round(centre[1]))
        if outline is not None:
            pygame.draw.aacircle(surface, outline, c, round(radius + width))
        pygame.draw.aacircle(surface, colour, c, round(radius))
        return
    points = shape_points(shape, centre, radius)
    if outline is not None:
        fill_polygon(surface, shape_points(shape, centre, radius + width * 1.4), outline)
    fill_polygon(surface, points, colour)


@lru_cache(maxsize=256)
def worker_sprite(colour_name: str, size: int, ghost: bool = False) -> pygame.Surface:
    """A worker: the player's shape in the player's colour with a lighter inner mark."""
    pad = max(2, size // 6)
    full = size + 2 * pad
    sprite = pygame.Surface((full, full), pygame.SRCALPHA)
    centre = (full / 2, full / 2)
    radius = size / 2
    shape = SHAPES.get(colour_name, "circle")
    colour = player_colour(colour_name)
    border = max(2, size // 12)
    # shadow
    draw_shape(sprite, shape, (centre[0] + border, centre[1] + border), radius,
               SHADOW, None)
    draw_shape(sprite, shape, centre, radius, colour, outline_for(colour_name), border)
    draw_shape(sprite, shape, centre, radius * 0.42, shade(colour, 1.45), None)
    if ghost:
        sprite.set_alpha(120)
    return sprite


def draw_worker(surface: pygame.Surface, centre: Point, size: int, colour_name: str,
                ghost: bool = False) -> None:
    sprite = worker_sprite(colour_name, max(6, int(size)), ghost)
    surface.blit(sprite, sprite.get_rect(center=(round(centre[0]), round(centre[1]))))


@lru_cache(maxsize=256)
def house_sprite(colour_name: str, size: int) -> pygame.Surface:
    """An ownership house: a little house in the owner's colour with the owner's shape on it."""
    sprite = pygame.Surface((size + 4, size + 4), pygame.SRCALPHA)
    s = size
    o = 2
    points = [(o, o + s * 0.45), (o + s / 2, o), (o + s, o + s * 0.45), (o + s, o + s),
              (o, o + s)]
    colour = player_colour(colour_name)
    fill_polygon(sprite, points, colour)
    outline_polygon(sprite, points, outline_for(colour_name), max(1, s // 14))
    draw_shape(sprite, SHAPES.get(colour_name, "circle"), (o + s / 2, o + s * 0.68), s * 0.18,
               shade(colour, 1.6), None)
    return sprite


def draw_house(surface: pygame.Surface, centre: Point, size: int, colour_name: str) -> None:
    sprite = house_sprite(colour_name, max(6, int(size)))
    surface.blit(sprite, sprite.get_rect(center=(round(centre[0]), round(centre[1]))))


@lru_cache(maxsize=128)
def cube_sprite(letter: str, size: int) -> pygame.Surface:
    """A small cube in perspective: front, top and side faces."""
    colour = CUBE_COLOURS.get(letter, (128, 128, 128))
    s = size
    depth = max(2, s // 4)
    sprite = pygame.Surface((s + depth + 2, s + depth + 2), pygame.SRCALPHA)
    front = [(1, depth + 1), (s + 1 - depth // 2, depth + 1), (s + 1 - depth // 2, s + 1),
             (1, s + 1)]
    top = [(1, depth + 1), (1 + depth, 1), (s + 1 + depth // 2, 1),
           (s + 1 - depth // 2, depth + 1)]
    side = [(s + 1 - depth // 2, depth + 1), (s + 1 + depth // 2, 1),
            (s + 1 + depth // 2, s + 1 - depth), (s + 1 - depth // 2, s + 1)]
    fill_polygon(sprite, top, shade(colour, 1.35))
    fill_polygon(sprite, side, shade(colour, 0.7))
    fill_polygon(sprite, front, colour)
    face = pygame.Rect(1, depth + 1, s - depth // 2, s - depth)
    if letter not in CUBE_COLOURS:  # a cube of the player's choice: a patchwork of kinds
        _patchwork(sprite, face)
    elif s >= MARKED_CUBE:
        draw_cube_mark(sprite, letter, face)
    edge = shade(colour, 0.45)
    for outline in (front, top, side):
        pygame.gfxdraw.aapolygon(sprite, [(round(x), round(y)) for x, y in outline], edge)
    return sprite


MARKED_CUBE = 11  # pixels: smaller cubes are too small for their mark to read


def draw_cube_mark(surface: pygame.Surface, letter: str, face: pygame.Rect) -> None:
    """The mark of a cube's kind on its front face, so that kinds are told apart by shape as
    well as by colour: food a round loaf, wood two planks, stone a rock, cloth a fold, gold a
    gem."""
    colour = CUBE_COLOURS[letter]
    light = sum(colour) / 3 > 150
    ink = shade(colour, 0.4) if light else shade(colour, 1.75)
    cx, cy, r = face.centerx, face.centery, face.w * 0.26
    line = max(1, face.w // 9)
    if letter == "F":
        pygame.draw.circle(surface, ink, (cx, cy), round(r))
    elif letter == "W":
        for dx in (-r * 0.55, r * 0.55):
            pygame.draw.line(surface, ink, (cx + dx, cy - r), (cx + dx, cy + r), line)
    elif letter == "S":
        fill_polygon(surface, [(cx, cy - r), (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8)], ink)
    elif letter == "C":
        for dy in (-r * 0.5, r * 0.5):
            pygame.draw.line(surface, ink, (cx - r, cy + dy), (cx + r, cy + dy), line)
    elif letter == "G":
        fill_polygon(surface, [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], ink)


def _patchwork(sprite: pygame.Surface, front: pygame.Rect) -> None:
    """The front face in four cube colours, so 'any cube' never reads as a stone."""
    half_w, half_h = front.w // 2, front.h // 2
    quarters = ((0, 0, "F"), (1, 0, "C"), (0, 1, "W"), (1, 1, "G"))
    for column, row, letter in quarters:
        part = pygame.Rect(front.x + column * half_w, front.y + row * half_h,
                           front.w - half_w if column else half_w,
                           front.h - half_h if row else half_h)
        sprite.fill(CUBE_COLOURS[letter], part)


def draw_cube(surface: pygame.Surface, topleft: Point, size: int, letter: str) -> pygame.Rect:
    sprite = cube_sprite(letter, max(5, int(size)))
    return surface.blit(sprite, (round(topleft[0]), round(topleft[1])))


@lru_cache(maxsize=64)
def coin_sprite(size: int) -> pygame.Surface:
    """A denier: a bronze coin with a rim."""
    sprite = pygame.Surface((size + 2, size + 2), pygame.SRCALPHA)
    c = (size // 2 + 1, size // 2 + 1)
    pygame.draw.aacircle(sprite, COIN_RIM, c, size // 2)
    pygame.draw.aacircle(sprite, COIN, c, max(1, size // 2 - max(1, size // 10)))
    pygame.draw.aacircle(sprite, shade(COIN, 1.3), c, max(1, size // 4))
    pygame.draw.aacircle(sprite, COIN, c, max(1, size // 4 - max(1, size // 14)))
    return sprite


def draw_coin(surface: pygame.Surface, centre: Point, size: int) -> None:
    sprite = coin_sprite(max(6, int(size)))
    surface.blit(sprite, sprite.get_rect(center=(round(centre[0]), round(centre[1]))))


def star_points(centre: Point, radius: float, points: int = 5) -> list[Point]:
    x, y = centre
    result = []
    for i in range(points * 2):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = math.radians(-90 + i * 180 / points)
        result.append((x + r * math.cos(angle), y + r * math.sin(angle)))
    return result


@lru_cache(maxsize=64)
def prestige_sprite(size: int) -> pygame.Surface:
    """Prestige: a red star with a dark edge."""
    sprite = pygame.Surface((size + 2, size + 2), pygame.SRCALPHA)
    centre = (size / 2 + 1, size / 2 + 1)
    fill_polygon(sprite, star_points(centre, size / 2), (90, 14, 24))
    fill_polygon(sprite, star_points(centre, size / 2 - max(1, size / 10)), PRESTIGE_COLOUR)
    return sprite


def draw_prestige(surface: pygame.Surface, centre: Point, size: int) -> None:
    sprite = prestige_sprite(max(6, int(size)))
    surface.blit(sprite, sprite.get_rect(center=(round(centre[0]), round(centre[1]))))


@lru_cache(maxsize=64)
def favour_sprite(size: int) -> pygame.Surface:
    """A royal favour: a small golden crown."""
    s = size
    sprite = pygame.Surface((s + 2, s + 2), pygame.SRCALPHA)
    crown = [(1, s * 0.85), (1, s * 0.3), (s * 0.28, s * 0.55), (s / 2 + 1, s * 0.15),
             (s * 0.72 + 2, s * 0.55), (s + 1, s * 0.3), (s + 1, s * 0.85)]
    fill_polygon(sprite, crown, FAVOUR_COLOUR)
    outline_polygon(sprite, crown, (110, 80, 10), max(1, s // 14))
    return sprite


def draw_favour(surface: pygame.Surface, centre: Point, size: int) -> None:
    sprite = favour_sprite(max(6, int(size)))
    surface.blit(sprite, sprite.get_rect(center=(round(centre[0]), round(centre[1]))))


def draw_padlock(surface: pygame.Surface, centre: Point, size: int, colour: Colour) -> None:
    """A padlock (closed), for what words cannot fit: a body and its shackle."""
    x, y = round(centre[0]), round(centre[1])
    body = pygame.Rect(0, 0, round(size * 0.7), round(size * 0.5))
    body.midbottom = (x, y + size // 2)
    shackle = pygame.Rect(0, 0, round(size * 0.46), round(size * 0.6))
    shackle.midbottom = (x, body.top + round(size * 0.2))
    pygame.draw.ellipse(surface, colour, shackle, max(2, size // 8))
    pygame.draw.rect(surface, colour, body, border_radius=max(1, size // 10))


def draw_provost(surface: pygame.Surface, centre: Point, size: int, glow: bool = False) -> None:
    """The provost: a white disc."""
    c = (round(centre[0]), round(centre[1]))
    if glow:
        pygame.draw.aacircle(surface, (255, 236, 120), c, round(size * 0.75))
    pygame.draw.aacircle(surface, OUTLINE, c, round(size / 2))
    pygame.draw.aacircle(surface, PROVOST, c, round(size / 2 - max(2, size / 10)))
    pygame.draw.aacircle(surface, (200, 200, 195), c, round(size / 5))


def draw_bailiff(surface: pygame.Surface, centre: Point, size: int) -> None:
    """The bailiff: a big white pawn (head and body)."""
    x, y = centre
    border = max(2, size // 12)
    body = [(x - size * 0.42, y + size * 0.5), (x - size * 0.18, y - size * 0.05),
            (x + size * 0.18, y - size * 0.05), (x + size * 0.42, y + size * 0.5)]
    fill_polygon(surface, [(px + (border if px > x else -border), py + border / 2)
                           for px, py in body], OUTLINE)
    fill_polygon(surface, body, PROVOST)
    head = (round(x), round(y - size * 0.22))
    pygame.draw.aacircle(surface, OUTLINE, head, round(size * 0.24 + border))
    pygame.draw.aacircle(surface, PROVOST, head, round(size * 0.24))
