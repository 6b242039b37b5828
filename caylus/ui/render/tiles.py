"""Building tiles on the road and the road spaces' numbers: a tile's colour, name, effect and
owner's house; what a large text size or a worker standing there would hide is left out (the
tile's tooltip and the decision panel say it)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from caylus.core.buildings import BUILDINGS
from caylus.core.places import Place
from caylus.ui.board_map import Spot
from caylus.ui.i18n import t
from caylus.ui.render import pieces
from caylus.ui.render.labels import building_names, effect_tokens, tiny_name
from caylus.ui.render.shapes import rounded, translucent
from caylus.ui.render.text import (
    LIGHT_SQUEEZE,
    fits_one_line,
    fitted,
    fitted_outlined,
    outlined,
    text,
    wrap,
)
from caylus.ui.render.tokens import label_or_none
from caylus.ui.render.view import BoardView, on_rect
from caylus.ui.theme import INK, PARCHMENT, WHITE, font

Colour = tuple[int, int, int]

CATEGORY_COLOURS: dict[str, Colour] = {
    "neutral": (234, 168, 178),
    "fixed": (222, 200, 150),
    "wood": (190, 138, 88),
    "stone": (168, 170, 172),
    "residence": (122, 176, 100),
    "prestige": (104, 142, 212),
    "special": (214, 186, 120),
}
SCORING_RED = (170, 36, 30)
NAME_MIN_PX = 12  # names on the board are never drawn smaller (1280×720 windows)
ROAD_WIDEST_NUMBER = 28  # the number the room for a space's number is measured with
TILE_SQUEEZE = 0.66  # the most a name on a tile is condensed (as text.fitted allows)


def draw_tile(surface: pygame.Surface, rect: pygame.Rect, building_id: str,
              owner_colour: str | None, house_at: Spot,
              worker: pygame.Rect | None = None) -> int:
    """A building tile: category colour, name on top, effect picture below (left out where it
    would be under the `worker` standing there or the space's number: the tooltip says it),
    owner's house (centred on `house_at`, the road space's `house` spot). Returns the bottom
    of the name's band."""
    category = BUILDINGS[building_id].category if building_id in BUILDINGS else "special"
    fill = CATEGORY_COLOURS.get(category, PARCHMENT)
    inner = tile_inner(rect)
    radius = max(4, rect.w // 10)
    shadow = inner.move(max(2, rect.w // 40), max(2, rect.w // 40))
    translucent(surface, shadow, (0, 0, 0, 90), radius)
    rounded(surface, inner, fill, pieces.shade(fill, 0.45), radius, max(2, rect.w // 36))
    band_bottom = draw_tile_name(surface, inner, building_id, pieces.shade(fill, 1.45), worker)
    house = max(10, round(inner.w * 0.3))
    house_centre = on_rect(rect, house_at)
    home = pygame.Rect(0, 0, house + 4, house + 4) if owner_colour else pygame.Rect(0, 0, 0, 0)
    home.center = (round(house_centre[0]), round(house_centre[1]))
    spot = _effect_label(surface, inner, building_id, band_bottom, home)
    tag = number_tag(rect, ROAD_WIDEST_NUMBER, band_bottom)[1]
    if spot is not None and not worker_hides(spot[1], worker) and not spot[1].colliderect(tag):
        surface.blit(*spot)
    if owner_colour:
        pieces.draw_house(surface, house_centre, house, owner_colour)
    return band_bottom


def _effect_label(surface: pygame.Surface, inner: pygame.Rect, building_id: str, top: int,
                  home: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect] | None:
    """A tile's effect picture and where it goes: centred at the bottom, or left of the
    owner's house (`home`) in the room it leaves; None where it does not fit under the name
    (`top`) or beside the house."""
    tokens = effect_tokens(building_id)
    size, pad = max(9, round(inner.h * 0.17)), max(1, inner.h // 24)
    label = label_or_none(tokens, size, inner.w - 6, INK, minimum=9) if tokens else None
    if label is None or inner.bottom - label.get_height() < top:
        return None
    spot = label.get_rect(midbottom=(inner.centerx, inner.bottom - pad))
    if not spot.colliderect(home):
        return label, spot
    room = home.left - 2 - (inner.x + 3)
    label = label_or_none(tokens, size, room, INK, minimum=9) if room > 0 else None
    if label is None:
        return None
    return label, label.get_rect(bottomleft=(inner.x + 3, inner.bottom - pad))


def draw_tile_name(surface: pygame.Surface, inner: pygame.Rect, building_id: str,
                   band_colour: Colour, worker: pygame.Rect | None = None) -> int:
    """The name on a light band at the top of a tile, never tiny: shrunk to a readable
    minimum, then condensed, then the catalogue's short form (small windows), then that form
    on two lines (long languages)."""
    images = name_images(inner, building_id)
    band = pygame.Rect(inner.x + 2, inner.y + 2, inner.w - 4,
                       sum(image.get_height() for image in images) + 4)
    pygame.draw.rect(surface, band_colour, band, border_top_left_radius=max(3, inner.w // 12),
                     border_top_right_radius=max(3, inner.w // 12))
    y = band.y + 2
    if worker_hides(band, worker):  # a worker stands on a tile too small to step off it
        return band.bottom
    for image in images:
        surface.blit(image, image.get_rect(midtop=(inner.centerx, y)))
        y += image.get_height()
    return band.bottom


def tile_inner(rect: pygame.Rect) -> pygame.Rect:
    """A tile's face inside its road space."""
    return rect.inflate(-max(4, rect.w // 16), -max(4, rect.h // 16))


def name_images(inner: pygame.Rect, building_id: str) -> list[pygame.Surface]:
    """The lines of a tile's name (see `_name_images`)."""
    names, size, width = building_names(building_id), round(inner.h * 0.21), inner.w - 6
    minimum = name_minimum(inner.h)
    images = _name_images(names, size, width, minimum, inner.h // 2)
    tiny = tiny_name(building_id)
    if not images and tiny is not None and fits_one_line((tiny,), size, width, minimum=minimum):
        images = [fitted((tiny,), size, width, INK, minimum=minimum)]
    return images


def worker_on_tile(rect: pygame.Rect, building_id: str | None, centre: tuple[float, float],
                   size: int, colour: str) -> tuple[tuple[float, float], pygame.Rect]:
    """Where a worker on a road space stands, and what it covers: at the map's spot, moved
    down (as far as the space allows) off the tile's name where the name is taller."""
    box = worker_box(centre, size, colour)
    if building_id is None:
        return centre, box
    inner = tile_inner(rect)
    band_bottom = inner.y + 6 + sum(image.get_height() for image in name_images(inner,
                                                                                  building_id))
    shift = max(0, min(band_bottom - box.top, rect.bottom - box.bottom))
    return (centre[0], centre[1] + shift), box.move(0, shift)


def _name_images(names: Sequence[str], size: int, width: int, minimum: int,
                 room: int) -> list[pygame.Surface]:
    """A tile's name on one line, else its last form on two, no taller than `room`; none
    where the text size makes it too large for the tile (then its tiny form is tried)."""
    if fits_one_line(names, size, width, minimum=minimum):
        return [fitted(names, size, width, INK, minimum=minimum)]
    lines = _two_lines(names[-1], minimum, width)
    images = [fitted((line,), minimum, width, INK, minimum=minimum) for line in lines or ()]
    if not images or sum(image.get_height() for image in images) > room:
        return []
    return images


def worker_box(centre: tuple[float, float], size: int, colour: str) -> pygame.Rect:
    """What a worker drawn at `centre` covers (its sprite's opaque pixels)."""
    sprite = pieces.worker_sprite(colour, max(6, size))
    box = sprite.get_bounding_rect()
    return box.move(round(centre[0]) - sprite.get_width() // 2,
                    round(centre[1]) - sprite.get_height() // 2)


def worker_hides(label: pygame.Rect, worker: pygame.Rect | None) -> bool:
    """Whether a worker standing at `worker` would hide much of `label` (see
    caylus.devtools.ledger.COVERED: what the text check counts as covered)."""
    if worker is None:
        return False
    hidden = label.clip(worker)
    return hidden.w * hidden.h > 0.15 * label.w * label.h


def _two_lines(name: str, size: int, width: int) -> list[str] | None:
    """`name` on two lines that fit `width` once condensed: a little if that is enough, else as
    much as a label may be; None if even that needs more lines."""
    for squeeze in (LIGHT_SQUEEZE, TILE_SQUEEZE):
        lines = wrap(name, size, round(width / squeeze), True)
        if len(lines) <= 2 and all(font(size, True).size(line)[0] * squeeze <= width
                                   for line in lines):
            return lines
    return None


def name_minimum(height: int) -> int:
    """The smallest size a name on a place of `height` pixels is drawn at."""
    return max(NAME_MIN_PX, round(height * 0.16))


def space_number(view: BoardView, place: Place) -> tuple[int, str | None]:
    """A road space's number and, for a scoring space, its castle section (from the map)."""
    properties = view.properties(place)
    scoring = properties.get("scoring")
    return int(properties.get("index", 0)), str(scoring) if scoring else None


def number_tag(rect: pygame.Rect, number: int, under: int) -> tuple[pygame.Surface, pygame.Rect]:
    """A road space's number on its tile, and its tag's place: under the name (`under`)."""
    size = max(NAME_MIN_PX - 1, round(rect.h * 0.15))
    image = text(str(number), size, WHITE, True)
    tag = image.get_rect().inflate(max(4, size // 2), 0)
    tag.topleft = (rect.left + max(4, rect.w // 24), under + max(1, rect.h // 40))
    return image, tag


def draw_space_number(surface: pygame.Surface, rect: pygame.Rect, number: int,
                      section: str | None, under: int | None, scored: bool,
                      worker: pygame.Rect | None = None) -> pygame.Rect:
    """The number of a road space: on a tile, a small tag under its name (`under`) left of
    the worker (left out where the text size puts it under the worker); on an empty space,
    large and faint. A scoring space still to score is red and, while empty, names the
    section it scores."""
    live = section is not None and not scored
    if under is not None:
        image, tag = number_tag(rect, number, under)
        if worker_hides(tag, worker):
            return tag
        translucent(surface, tag, (*(SCORING_RED if live else INK), 200), tag.h // 3)
        surface.blit(image, image.get_rect(center=tag.center))
        return tag
    size = max(NAME_MIN_PX + 2, round(rect.h * 0.3))
    image = outlined(str(number), size, WHITE, SCORING_RED if live else INK, True,
                     width=max(1, size // 14))
    image.set_alpha(230 if live else 170)
    centre_y = rect.centery - (rect.h * 0.1 if live else 0)
    box = surface.blit(image, image.get_rect(center=(rect.centerx, round(centre_y))))
    image.set_alpha(None)
    name = (t(f"game.section.{section}"),)
    if live and fits_one_line(name, max(NAME_MIN_PX, rect.h // 7), rect.w - 8,
                              minimum=NAME_MIN_PX):
        label = fitted_outlined(name, max(NAME_MIN_PX, rect.h // 7),
                                rect.w - 4, WHITE, SCORING_RED, minimum=NAME_MIN_PX)
        box = box.union(surface.blit(label, label.get_rect(midtop=(rect.centerx, box.bottom))))
    return box
