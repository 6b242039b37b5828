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
from caylus.ui.i18n import t
from caylus.ui.render import pieces
from caylus.ui.render.labels import (
    building_names,
    favour_column_label,
    prestige,
    tiny_name,
)
from caylus.ui.render.player_panels import draw_panels
from caylus.ui.render.shapes import rounded, translucent
from caylus.ui.render.text import (
    LIGHT_SQUEEZE,
    fits_one_line,
    fitted_outlined,
    fitting_size,
    outlined,
    wrap,
)
from caylus.ui.render.tiles import (
    CATEGORY_COLOURS,
    NAME_MIN_PX,
    draw_space_number,
    draw_tile,
    name_minimum,
    space_number,
    worker_box,
    worker_hides,
    worker_on_tile,
)
from caylus.ui.render.tokens import draw_tokens, label_or_none, measure
from caylus.ui.render.view import BoardView
from caylus.ui.theme import GOLD, INK, WHITE, font

Colour = tuple[int, int, int]
ROAD_WORKER = 0.36  # a worker's size on a road space, of the space's height
SPECIAL_WORKER = 0.32  # on a building before the bridge, of the place's shorter side

DIM = (0, 0, 0, 110)
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


def draw_road(surface: pygame.Surface, view: BoardView, game: Game,
              hidden: frozenset[Hidden]) -> None:
    board = game.board
    for space in range(1, ROAD_LENGTH + 1):
        place = road_place(space)
        if not view.has(place):
            continue
        rect = view.place(place)
        tile = board.road[space - 1]
        seat = board.road_workers[space - 1]
        worker = None  # where a worker stands: the tile's small labels keep clear of it
        stands = view.spot(place, "worker")
        if seat is not None and ("worker", place) not in hidden:
            stands, worker = worker_on_tile(rect, tile[0] if tile else None, stands,
                                            round(rect.h * ROAD_WORKER), colour_of(game, seat))
        under = None
        if tile is not None:
            owner = tile[1]
            under = draw_tile(surface, rect, tile[0],
                              colour_of(game, owner) if owner is not None else None,
                              view.spot_fractions(place, "house"), worker)
        number, section = space_number(view, place)
        if number:
            scored = section is not None and SECTION_NAMES.index(section) < board.scored
            draw_space_number(surface, rect, number, section, under, scored, worker)
        if space in board.pending_lawyer:
            _pending_residence(surface, rect, view.spot(place, "lawyer_order"),
                               colour_of(game, board.pending_lawyer[space]))
        if seat is not None and worker is not None:
            pieces.draw_worker(surface, stands, round(rect.h * ROAD_WORKER),
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
        place = Place(special)
        if not view.has(place):
            continue
        rect = view.place(place)
        seat = board.specials.get(special)
        size = round(min(rect.w, rect.h) * SPECIAL_WORKER)
        worker = (worker_box(view.spot(place, "worker"), size, colour_of(game, seat))
                  if seat is not None and ("worker", place) not in hidden else None)
        draw_special_plate(surface, rect, special, worker)
        if seat is not None and worker is not None:
            pieces.draw_worker(surface, view.spot(place, "worker"), size, colour_of(game, seat))
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


def worker_stand(view: BoardView, game: Game, place: Place,
                 colour: str) -> tuple[tuple[float, float], int] | None:
    """Where a worker placed on `place` stands and its size, as the board draws it (a road
    space or a building before the bridge); None for any other place."""
    if not view.has(place):
        return None
    rect = view.place(place)
    if place.is_road and place.number is not None and 0 < place.number <= ROAD_LENGTH:
        tile = game.board.road[place.number - 1]
        size = round(rect.h * ROAD_WORKER)
        centre, _ = worker_on_tile(rect, tile[0] if tile else None, view.spot(place, "worker"),
                                   size, colour)
        return centre, size
    if place.number is None and place.area in SPECIAL_ORDER:
        return view.spot(place, "worker"), round(min(rect.w, rect.h) * SPECIAL_WORKER)
    return None


def redraw_special_name(surface: pygame.Surface, view: BoardView, place: Place) -> None:
    """The name of a building before the bridge drawn again, over what was drawn on its place
    since (the hint's gold wash and ghost worker); nothing for any other place."""
    if place.number is None and place.area in SPECIAL_ORDER and view.has(place):
        draw_special_plate(surface, view.place(place), place.area)


def draw_special_plate(surface: pygame.Surface, rect: pygame.Rect, special: str,
                       worker: pygame.Rect | None = None) -> None:
    """The name of a building before the bridge at the top of its place: on one line while
    that reads well, else on two (its workers stand lower), else condensed or its short form;
    on one line where a `worker` standing there would hide a second, and not at all where it
    would hide that too."""
    names = building_names(special)
    size = max(NAME_MIN_PX, round(rect.h * 0.15))
    minimum = name_minimum(rect.h)
    width = rect.w - 8
    edge = max(1, size // 10)
    lines = _plate_lines(names[0], size, minimum, width - 2 * edge)
    if lines is None and not fits_one_line(names, size, width - 2 * edge, True, "serif",
                                           minimum):
        tiny = tiny_name(special)  # too large for its place at this text size
        if tiny is None or not fits_one_line((tiny,), size, width - 2 * edge, True, "serif",
                                             minimum):
            return
        names = (tiny,)
    if lines is None:  # neither fits: one line, condensed or short
        rows = [(names, size)]
    else:
        rows = [((line,), size if len(lines) == 1 else minimum) for line in lines]
    plates = _plate_images(rows, rect, width, minimum, edge, size)
    tiny = tiny_name(special)
    if (len(plates) > 1 and plates[-1][1].bottom > rect.bottom and tiny is not None
            and fits_one_line((tiny,), size, width - 2 * edge, True, "serif", minimum)):
        names = (tiny,)  # two lines run out of the place: the tiny form on one
        plates = _plate_images([(names, size)], rect, width, minimum, edge, size)
    if len(plates) > 1 and any(worker_hides(box, worker) for _, box in plates):
        if not fits_one_line(names, size, width - 2 * edge, True, "serif", minimum):
            return  # one line is too long and two would be under the worker
        plates = _plate_images([(names, size)], rect, width, minimum, edge, size)
    if any(worker_hides(box, worker) for _, box in plates):
        return
    for image, box in plates:
        surface.blit(image, box)


def _plate_images(rows: Sequence[tuple[Sequence[str], int]], rect: pygame.Rect, width: int,
                  minimum: int, edge: int, size: int) -> list[tuple[pygame.Surface, pygame.Rect]]:
    """A plate's lines and where they go, from the top of its place."""
    placed = []
    y = rect.top + max(2, rect.h // 30)
    for choices, line_size in rows:
        image = fitted_outlined(choices, line_size, width, WHITE, INK, "serif", minimum, edge)
        placed.append((image, image.get_rect(midtop=(rect.centerx, y))))
        y += image.get_height() - max(1, size // 6)
    return placed


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
    occupied = {(row, player.favour[index]) for index, row in enumerate(FAVOUR_ROWS)
                for player in game.players}
    for row in FAVOUR_ROWS:
        for column in range(1, FAVOUR_COLUMNS + 1):
            place = favour_cell_place(row, column)
            label_bottom = 0
            if view.has(place):
                label_bottom = _favour_cell_label(surface, view.place(place), row, column,
                                                  (row, column) in occupied)
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
            size = marker_size(rect, len(seats))
            total = size * 1.05 * (len(seats) - 1)
            for index, seat in enumerate(seats):
                centre = (rect.centerx - total / 2 + index * size * 1.05,
                          rect.bottom - size * 0.75)
                pieces.draw_worker(surface, centre, size, colour_of(game, seat))


def marker_size(rect: pygame.Rect, markers: int) -> int:
    """The size of `markers` players' markers side by side at the bottom of a favour cell."""
    return round(min(rect.h * 0.34, rect.w / (markers + 0.6)))


def _favour_cell_label(surface: pygame.Surface, rect: pygame.Rect, row: str, column: int,
                       occupied: bool = False) -> int:
    """What a favour cell gives, small, at the top of the cell; returns where it ends. Left
    out where it is too large for the cell, or would run under the markers standing in it
    (the tooltip says it)."""
    tokens = favour_column_label(row, column, short=True)
    label = label_or_none(tokens, max(NAME_MIN_PX - 1, round(rect.h * 0.22)), rect.w - 6, INK)
    if label is None:
        return rect.top
    placed = label.get_rect(midtop=(rect.centerx, rect.top + max(2, rect.h // 14)))
    size = marker_size(rect, 1)
    if occupied and placed.bottom > rect.bottom - size * 1.3:  # the markers' tops
        return rect.top
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
