"""The game state drawn on the board: buildings, workers, castle, tracks, favours, panels.

`draw_state` paints everything that only changes when the game changes onto a surface that
already holds the background; the game scene caches the result and redraws it only after a
decision, an undo, a resize or when a tween lands. Sizes follow the map's place rectangles
and where a piece stands inside a place is one of the map's spots (`BoardView.spot`), so a
redesigned map needs no change here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from caylus.core import Game
from caylus.core.buildings import BUILDINGS
from caylus.core.places import (
    FAVOUR_COLUMNS,
    FAVOUR_ROWS,
    ROAD_LENGTH,
    SCORE_TRACK_LENGTH,
    Place,
    castle_part_place,
    favour_cell_place,
    road_place,
    slot_place,
)
from caylus.core.state import (
    SECTION_NAMES,
    SECTION_PRESTIGE,
    SECTION_SIZES,
    SPECIAL_ORDER,
)
from caylus.ui.animation import Hidden
from caylus.ui.board_map import Spot
from caylus.ui.i18n import t
from caylus.ui.render import pieces
from caylus.ui.render.labels import (
    building_names,
    effect_tokens,
    favour_column_label,
    prestige,
)
from caylus.ui.render.player_panels import draw_panels
from caylus.ui.render.shapes import rounded, translucent
from caylus.ui.render.text import (
    LIGHT_SQUEEZE,
    fits_one_line,
    fitted,
    fitted_outlined,
    fitting_size,
    outlined,
    text,
    wrap,
)
from caylus.ui.render.tokens import draw_tokens, label_or_none, measure
from caylus.ui.render.view import BoardView, on_rect
from caylus.ui.theme import GOLD, INK, PARCHMENT, WHITE, font

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
DIM = (0, 0, 0, 110)
SCORING_RED = (170, 36, 30)
NAME_MIN_PX = 12  # names on the board are never drawn smaller (1280×720 windows)
TILE_SQUEEZE = 0.66  # the most a name on a tile is condensed (as text.fitted allows)
CLOSED = (20, 16, 12, 150)


@dataclass(frozen=True)
class StateKey:
    """Everything the cached state layer depends on."""

    version: int
    window: tuple[int, int]
    hidden: frozenset[Hidden]
    active: int | None
    stopped: bool = False  # the computer to move failed and waits (its panel says so)


# --- small helpers --------------------------------------------------------------------------


def colour_of(game: Game, seat: int) -> str:
    return game.players[seat].colour


# --- the road -------------------------------------------------------------------------------


def draw_tile(surface: pygame.Surface, rect: pygame.Rect, building_id: str,
              owner_colour: str | None, house_at: Spot) -> int:
    """A building tile: category colour, name on top, effect picture below, owner's house
    (centred on `house_at`, the road space's `house` spot). Returns the bottom of the name's
    band."""
    category = BUILDINGS[building_id].category if building_id in BUILDINGS else "special"
    fill = CATEGORY_COLOURS.get(category, PARCHMENT)
    inner = rect.inflate(-max(4, rect.w // 16), -max(4, rect.h // 16))
    radius = max(4, rect.w // 10)
    shadow = inner.move(max(2, rect.w // 40), max(2, rect.w // 40))
    translucent(surface, shadow, (0, 0, 0, 90), radius)
    rounded(surface, inner, fill, pieces.shade(fill, 0.45), radius, max(2, rect.w // 36))
    band_bottom = draw_tile_name(surface, inner, building_id, pieces.shade(fill, 1.45))
    house = max(10, round(inner.w * 0.3))
    house_centre = on_rect(rect, house_at)
    tokens = effect_tokens(building_id)
    label = label_or_none(tokens, max(9, round(inner.h * 0.17)), inner.w - 6, INK,
                          minimum=9) if tokens else None
    if label is not None and inner.bottom - label.get_height() >= band_bottom:
        width, height = label.get_size()
        left = inner.centerx - width // 2
        if owner_colour:  # keep left of the owner's house, with a gap
            left = min(left, round(house_centre[0] - house * 0.7) - width)
        surface.blit(label, (max(inner.x + 3, left), inner.bottom - height - max(1, inner.h // 24)))
    if owner_colour:
        pieces.draw_house(surface, house_centre, house, owner_colour)
    return band_bottom


def draw_tile_name(surface: pygame.Surface, inner: pygame.Rect, building_id: str,
                   band_colour: Colour) -> int:
    """The name on a light band at the top of a tile, never tiny: shrunk to a readable
    minimum, then condensed, then the catalogue's short form (small windows), then that form
    on two lines (long languages)."""
    names, size, width = building_names(building_id), round(inner.h * 0.21), inner.w - 6
    images = _name_images(names, size, width, name_minimum(inner.h), inner.h // 2)
    band = pygame.Rect(inner.x + 2, inner.y + 2, inner.w - 4,
                       sum(image.get_height() for image in images) + 4)
    pygame.draw.rect(surface, band_colour, band, border_top_left_radius=max(3, inner.w // 12),
                     border_top_right_radius=max(3, inner.w // 12))
    y = band.y + 2
    for image in images:
        surface.blit(image, image.get_rect(midtop=(inner.centerx, y)))
        y += image.get_height()
    return band.bottom


def _name_images(names: Sequence[str], size: int, width: int, minimum: int,
                 room: int) -> list[pygame.Surface]:
    """A tile's name on one line, else its last form on two, no taller than `room`; none at
    all where the text size makes it too large for the tile (its tooltip names it)."""
    if fits_one_line(names, size, width, minimum=minimum):
        return [fitted(names, size, width, INK, minimum=minimum)]
    lines = _two_lines(names[-1], minimum, width)
    images = [fitted((line,), minimum, width, INK, minimum=minimum) for line in lines or ()]
    if not images or sum(image.get_height() for image in images) > room:
        return []
    return images


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


def draw_space_number(surface: pygame.Surface, rect: pygame.Rect, number: int,
                      section: str | None, under: int | None, scored: bool) -> pygame.Rect:
    """The number of a road space: on a tile, a small tag under its name (`under`) left of
    the worker; on an empty space, large and faint. A scoring space still to score is red
    and, while empty, names the section it scores."""
    live = section is not None and not scored
    if under is not None:
        size = max(NAME_MIN_PX - 1, round(rect.h * 0.15))
        image = text(str(number), size, WHITE, True)
        tag = image.get_rect().inflate(max(4, size // 2), 0)
        tag.topleft = (rect.left + max(4, rect.w // 24), under + max(1, rect.h // 40))
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


def draw_road(surface: pygame.Surface, view: BoardView, game: Game,
              hidden: frozenset[Hidden]) -> None:
    board = game.board
    for space in range(1, ROAD_LENGTH + 1):
        place = road_place(space)
        if not view.has(place):
            continue
        rect = view.place(place)
        tile = board.road[space - 1]
        under = None
        if tile is not None:
            owner = tile[1]
            under = draw_tile(surface, rect, tile[0],
                              colour_of(game, owner) if owner is not None else None,
                              view.spot_fractions(place, "house"))
        number, section = space_number(view, place)
        if number:
            scored = section is not None and SECTION_NAMES.index(section) < board.scored
            draw_space_number(surface, rect, number, section, under, scored)
        if space in board.pending_lawyer:
            _pending_residence(surface, rect, view.spot(place, "lawyer_order"),
                               colour_of(game, board.pending_lawyer[space]))
        seat = board.road_workers[space - 1]
        if seat is not None and ("worker", place) not in hidden:
            pieces.draw_worker(surface, view.spot(place, "worker"), round(rect.h * 0.36),
                               colour_of(game, seat))


def _pending_residence(surface: pygame.Surface, rect: pygame.Rect, centre: tuple[float, float],
                       colour: str) -> None:
    """A waiting Lawyer order: a green square with the future owner's house, at `centre`."""
    corner = pygame.Rect(0, 0, rect.w // 3, rect.h // 3)
    corner.center = (round(centre[0]), round(centre[1]))
    rounded(surface, corner, CATEGORY_COLOURS["residence"], INK, 6, 2)
    pieces.draw_house(surface, corner.center, round(corner.w * 0.6), colour)


def draw_road_pieces(surface: pygame.Surface, view: BoardView, game: Game,
                     hidden: frozenset[Hidden]) -> None:
    """The bailiff and the provost, above their road spaces."""
    board = game.board
    if "bailiff" not in hidden:
        rect = view.place(road_place(board.bailiff))
        pieces.draw_bailiff(surface, bailiff_point(view, board.bailiff), round(rect.w * 0.36))
    if "provost" not in hidden:
        rect = view.place(road_place(board.provost))
        pieces.draw_provost(surface, provost_point(view, board.provost), round(rect.w * 0.3))


def provost_point(view: BoardView, space: int) -> tuple[float, float]:
    """Where the provost stands on `space` (the map's `provost` spot), in window pixels."""
    return view.spot(road_place(space), "provost")


def bailiff_point(view: BoardView, space: int) -> tuple[float, float]:
    """Where the bailiff stands on `space` (the map's `bailiff` spot), in window pixels."""
    return view.spot(road_place(space), "bailiff")




# --- buildings before the bridge, castle, tracks -------------------------------------------


def draw_specials(surface: pygame.Surface, view: BoardView, game: Game,
                  hidden: frozenset[Hidden]) -> None:
    board = game.board
    for special in SPECIAL_ORDER:
        if view.has(Place(special)):
            draw_special_plate(surface, view.place(Place(special)), special)
    for special, seat in board.specials.items():
        place = Place(special)
        if seat is not None and view.has(place) and ("worker", place) not in hidden:
            rect = view.place(place)
            pieces.draw_worker(surface, view.spot(place, "worker"),
                               round(min(rect.w, rect.h) * 0.32), colour_of(game, seat))
    slots: list[tuple[Place, int | None]] = [
        (slot_place("stables_slot", i + 1), seat) for i, seat in enumerate(board.stables)]
    slots += [(Place("inn_left"), board.inn_left), (Place("inn_right"), board.inn_right)]
    slots += [(slot_place("castle_slot", i + 1), seat)
              for i, seat in enumerate(board.castle_workers)]
    for place, seat in slots:
        if seat is None or not view.has(place) or ("worker", place) in hidden:
            continue
        rect = view.place(place)
        pieces.draw_worker(surface, rect.center, round(min(rect.w, rect.h) * 0.7),
                           colour_of(game, seat))


def draw_special_plate(surface: pygame.Surface, rect: pygame.Rect, special: str) -> None:
    """The name of a building before the bridge at the top of its place: on one line while
    that reads well, else on two (its workers stand lower), else condensed or its short form."""
    names = building_names(special)
    size = max(NAME_MIN_PX, round(rect.h * 0.15))
    minimum = name_minimum(rect.h)
    width = rect.w - 8
    edge = max(1, size // 10)
    lines = _plate_lines(names[0], size, minimum, width - 2 * edge)
    if lines is None and not fits_one_line(names, size, width - 2 * edge, True, "serif",
                                           minimum):
        return  # too large for its place at this text size: its tooltip names it
    if lines is None:  # neither fits: one line, condensed or short
        rows = [(names, size)]
    else:
        rows = [((line,), size if len(lines) == 1 else minimum) for line in lines]
    y = rect.top + max(2, rect.h // 30)
    for choices, line_size in rows:
        image = fitted_outlined(choices, line_size, width, WHITE, INK, "serif", minimum, edge)
        surface.blit(image, image.get_rect(midtop=(rect.centerx, y)))
        y += image.get_height() - max(1, size // 6)


def _plate_lines(name: str, size: int, minimum: int, width: int) -> list[str] | None:
    """The name on one line, or two, that fit `width` at `minimum` or more; None if neither."""
    one = fitting_size(name, size, width, True, "serif", minimum, probe=True)
    if font(one, True, "serif").size(name)[0] <= width:
        return [name]
    face = font(minimum, True, "serif")
    words = name.split(" ")  # two lines split at a space read best ("Joust / Field")
    splits = [[" ".join(words[:n]), " ".join(words[n:])] for n in range(1, len(words))]
    for lines in (*sorted(splits, key=lambda ls: max(face.size(line)[0] for line in ls)),
                  wrap(name, minimum, width, True, "serif")):
        if len(lines) == 2 and all(face.size(line)[0] * LIGHT_SQUEEZE <= width
                                   for line in lines):
            return lines
    return None


def draw_castle(surface: pygame.Surface, view: BoardView, game: Game,
                hidden: frozenset[Hidden] = frozenset()) -> None:
    board = game.board
    building = board.section_under_construction()
    for index, section in enumerate(SECTION_NAMES):
        owners = board.castle[section]
        scored = index < board.scored
        for part in range(1, SECTION_SIZES[section] + 1):
            place = castle_part_place(section, part)
            if not view.has(place):
                continue
            rect = view.place(place)
            if part <= len(owners):
                if ("house", place) in hidden:
                    continue
                pieces.draw_house(surface, rect.center, round(min(rect.w, rect.h) * 0.72),
                                  colour_of(game, owners[part - 1]))
            elif scored:
                translucent(surface, rect.inflate(-4, -4), DIM, 6)
            elif section == building and part == len(owners) + 1:
                pygame.draw.rect(surface, GOLD, rect.inflate(-2, -2), max(2, rect.w // 16),
                                 border_radius=6)
        _section_label(surface, view, section, scored, section == building)


def _section_label(surface: pygame.Surface, view: BoardView, section: str, scored: bool,
                   building: bool) -> None:
    """A castle section's name and what a house there is worth, above its parts."""
    parts = [castle_part_place(section, n) for n in range(1, SECTION_SIZES[section] + 1)]
    places = [view.place(part) for part in parts if view.has(part)]
    if not places:
        return
    area = places[0].unionall(places[1:])
    size = max(NAME_MIN_PX, round(places[0].h * 0.42))
    tokens = (t(f"game.section.{section}"), prestige(SECTION_PRESTIGE[section]))
    width, height = measure(tokens, size, WHITE)
    label = pygame.Rect(0, 0, width + size, height)
    label.midbottom = (area.centerx, area.top - max(1, places[0].h // 12))
    fill = (*(GOLD if building else INK), 120 if scored else 210)
    translucent(surface, label, fill, label.h // 2)
    ink = INK if building else WHITE
    draw_tokens(surface, tokens, (label.x + size // 2, label.y), size, ink, True)


def draw_tracks(surface: pygame.Surface, view: BoardView, game: Game) -> None:
    """Turn order, the bridge (passing order) and the score track."""
    for position, seat in enumerate(game.turn_order, start=1):
        _marker(surface, view, slot_place("turn_order", position), game, seat, 0.66)
    for position, seat in enumerate(game.passed, start=1):
        _marker(surface, view, slot_place("bridge", position), game, seat, 0.66)
    by_space: dict[int, list[int]] = {}
    for seat, player in enumerate(game.players):
        by_space.setdefault(player.prestige % SCORE_TRACK_LENGTH, []).append(seat)
    for space, seats in by_space.items():
        place = slot_place("score", space)
        if not view.has(place):
            continue
        rect = view.place(place)
        size = round(min(rect.w, rect.h) * (0.62 if len(seats) == 1 else 0.5))
        for index, seat in enumerate(seats):
            offset = (index - (len(seats) - 1) / 2) * size * 0.45
            centre = (rect.centerx + offset, rect.centery + offset * 0.35)
            pieces.draw_worker(surface, centre, size, colour_of(game, seat))
            laps = game.players[seat].prestige // SCORE_TRACK_LENGTH
            if laps:
                badge = outlined(f"+{laps * SCORE_TRACK_LENGTH}", max(9, size // 2), WHITE, INK,
                                 True)
                surface.blit(badge, badge.get_rect(midtop=(centre[0], centre[1] + size * 0.2)))


def _marker(surface: pygame.Surface, view: BoardView, place: Place, game: Game, seat: int,
            fraction: float) -> None:
    if view.has(place):
        rect = view.place(place)
        pieces.draw_worker(surface, rect.center, round(min(rect.w, rect.h) * fraction),
                           colour_of(game, seat))


def draw_favour_table(surface: pygame.Surface, view: BoardView, game: Game) -> None:
    """Every player's markers; columns not open yet are shaded and crossed."""
    open_columns = game.board.open_columns
    for row in FAVOUR_ROWS:
        for column in range(1, FAVOUR_COLUMNS + 1):
            place = favour_cell_place(row, column)
            label_bottom = 0
            if view.has(place):
                label_bottom = _favour_cell_label(surface, view.place(place), row, column)
            if view.has(place) and column > open_columns:
                rect = view.place(place)
                translucent(surface, rect.inflate(-2, -2), CLOSED, 8)
                _closed_mark(surface, rect, label_bottom)
    for row_index, row in enumerate(FAVOUR_ROWS):
        by_column: dict[int, list[int]] = {}
        for seat, player in enumerate(game.players):
            by_column.setdefault(player.favour[row_index], []).append(seat)
        for column, seats in by_column.items():
            place = favour_cell_place(row, column)
            if not view.has(place):
                continue
            rect = view.place(place)
            size = round(min(rect.h * 0.34, rect.w / (len(seats) + 0.6)))
            total = size * 1.05 * (len(seats) - 1)
            for index, seat in enumerate(seats):
                centre = (rect.centerx - total / 2 + index * size * 1.05,
                          rect.bottom - size * 0.75)
                pieces.draw_worker(surface, centre, size, colour_of(game, seat))


def _favour_cell_label(surface: pygame.Surface, rect: pygame.Rect, row: str, column: int) -> int:
    """What a favour cell gives, small, at the top of the cell; returns where it ends."""
    tokens = favour_column_label(row, column, short=True)
    label = label_or_none(tokens, max(NAME_MIN_PX - 1, round(rect.h * 0.22)), rect.w - 6, INK)
    if label is None:  # too large for the cell at this text size (the tooltip says it)
        return rect.top
    placed = label.get_rect(midtop=(rect.centerx, rect.top + max(2, rect.h // 14)))
    surface.blit(label, placed)
    return placed.bottom


def _closed_mark(surface: pygame.Surface, rect: pygame.Rect, label_bottom: int) -> None:
    """"Closed" under the cell's label, or a padlock where the word does not fit."""
    lock = outlined(t("game.favour.closed"), max(NAME_MIN_PX - 1, rect.h // 5),
                    (230, 220, 200), INK, True)
    room = rect.bottom - 3 - label_bottom
    if lock.get_width() <= rect.w - 4 and lock.get_height() <= room:
        surface.blit(lock, lock.get_rect(midbottom=(rect.centerx, rect.bottom - 3)))
        return
    size = max(8, min(room, rect.w // 3))
    pieces.draw_padlock(surface, (rect.centerx, rect.bottom - 3 - size / 2), size,
                        (230, 220, 200))


# --- the bank -------------------------------------------------------------------------------


def draw_bank(surface: pygame.Surface, view: BoardView) -> None:
    """The bank's picture is in the map; its name goes on top."""
    if not view.has("bank"):
        return
    rect = view.place("bank")
    label = outlined(t("game.bank"), max(10, rect.h // 6), WHITE, INK, True, "serif")
    surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.top + 4)))


Painter = Callable[[pygame.Surface, BoardView, Game, frozenset[Hidden]], None]


def draw_state(surface: pygame.Surface, view: BoardView, game: Game, hidden: frozenset[Hidden],
               active: int | None, stopped: bool = False) -> None:
    """Everything of the game state, in drawing order (back to front); `stopped`: the
    computer to move failed and waits."""
    draw_bank(surface, view)
    draw_favour_table(surface, view, game)
    draw_castle(surface, view, game, hidden)
    draw_road(surface, view, game, hidden)
    draw_specials(surface, view, game, hidden)
    draw_tracks(surface, view, game)
    draw_road_pieces(surface, view, game, hidden)
    draw_panels(surface, view, game, active, stopped)
