"""What the events of a decision look and sound like: tweens and sound effects.

`tweens_for(events, game, view)` turns the events returned by `game.apply` into flights of
workers, cubes and deniers between the board, the bank and the player panels (positions in
map pixels). `sound_for(events)` picks the one sound that best sums them up.
"""

from __future__ import annotations

from caylus.core import Event, Game
from caylus.core.places import (
    FAVOUR_ROWS,
    Place,
    castle_part_place,
    favour_cell_place,
    road_place,
    slot_place,
)
from caylus.ui.animation import Tween, TweenKind
from caylus.ui.render.player_panels import stat_points
from caylus.ui.render.view import BoardView, rect_of

STAGGER = 0.08
FLIGHT = 0.38
SOUND_PRIORITY = (
    ("score", ("scoring", "final", "game_over")),
    ("build", ("build", "residence", "batch")),
    ("favour", ("favour", "best_builder")),
    ("place", ("place", "gate_move")),
    ("coin", ("income", "deniers", "sell", "buy", "exchange", "provost", "pass")),
)


def sound_for(events: list[Event]) -> str | None:
    kinds = {event.kind for event in events}
    for sound, wanted in SOUND_PRIORITY:
        if kinds.intersection(wanted):
            return sound
    return None


def _centre(view: BoardView, place: Place | str) -> tuple[float, float]:
    """The centre of a board place, or of a ui region named by a string."""
    if isinstance(place, Place) or view.has(place):
        x, y, w, h = view.map_rect(place)
        return (x + w / 2, y + h / 2)
    if view.has_region(place):
        x, y, w, h = rect_of(view.layout.regions[place])
        return (x + w / 2, y + h / 2)
    return (view.map_size[0] / 2, view.map_size[1] / 2)


def worker_place(game: Game, target: Place, seat: int) -> Place:
    """The exact map place of a worker just put on `target` (after the event was applied)."""
    board = game.board
    if target == Place("stables") and seat in board.stables:
        return slot_place("stables_slot", board.stables.index(seat) + 1)
    if target == Place("inn"):
        return Place("inn_left")
    if target == Place("castle") and seat in board.castle_workers:
        return slot_place("castle_slot", board.castle_workers.index(seat) + 1)
    return target


def _return_place(target: Place) -> Place:
    """Where a returning worker leaves from (its slot no longer known: the building itself)."""
    return slot_place("castle_slot", 1) if target == Place("castle") else target


def panel_of(seat: int | None) -> Place:
    return slot_place("panel", (seat or 0) + 1)


def stat_point(view: BoardView, game: Game, seat: int | None, stat: str) -> tuple[float, float]:
    """Where a seat's panel shows `stat` ("deniers", "workers", a cube letter), in map pixels:
    a coin or cube flying to a panel lands on its own icon there."""
    panel = panel_of(seat)
    if not view.has(panel) or view.scale <= 0 or seat is None:
        return _centre(view, panel)
    point = stat_points(view.place(panel), game, seat).get(stat)
    return view.to_map(point) if point else _centre(view, panel)


def tweens_for(events: list[Event], game: Game, view: BoardView,
               source: tuple[float, float] | None = None) -> list[Tween]:
    """Tweens for a decision's events; `source` is where a placed worker came from."""
    tweens: list[Tween] = []
    delay = 0.0
    for event in events:
        made = _tweens_for_event(event, game, view, source, delay)
        if made:
            tweens += made
            delay += STAGGER
    return tweens


def _tweens_for_event(event: Event, game: Game, view: BoardView,
                      source: tuple[float, float] | None, delay: float) -> list[Tween]:
    kind, seat, data = event.kind, event.seat, event.data
    colour = game.players[seat].colour if seat is not None else ""
    bank = _centre(view, "bank")
    arc = view.map_size[1] * 0.04

    def at(stat: str) -> tuple[float, float]:
        return stat_point(view, game, seat, stat)

    land = {"land": True}
    if kind in ("place", "gate_move"):
        place = worker_place(game, data["place"], seat or 0)
        start = source or (_centre(view, "gate") if kind == "gate_move" else _centre(
            view, "supply"))
        return [Tween(TweenKind.WORKER, start, _centre(view, place), FLIGHT, delay,
                      {"colour": colour}, hide=("worker", place), arc=arc)]
    if kind == "worker_returns":
        start = _centre(view, _return_place(data["place"]))
        return [Tween(TweenKind.WORKER, start, at("workers"), FLIGHT, delay,
                      {"colour": colour, **land}, arc=arc)]
    if kind in ("provost", "bailiff"):  # from where it stands on one space to the next
        piece = TweenKind(kind.value)
        return [Tween(piece, view.map_spot(road_place(data["from"]), piece),
                      view.map_spot(road_place(data["to"]), piece), FLIGHT * 1.3, delay, {},
                      hide=piece)]
    if kind in ("produce", "buy", "owner_bonus"):
        letters = data.get("cubes") or data.get("cube", "")
        start = _centre(view, road_place(data["space"])) if "space" in data else bank
        return [Tween(TweenKind.CUBE, start, at(letter), FLIGHT, delay + i * STAGGER / 2,
                      {"cube": letter, **land}, arc=arc) for i, letter in enumerate(letters)]
    if kind in ("income", "deniers") or (kind == "pass" and data.get("bonus")):
        amount = data.get("amount", 1)
        return [Tween(TweenKind.COIN, bank, at("deniers"), FLIGHT, delay + i * STAGGER / 2, land,
                      arc=arc) for i in range(min(int(amount), 5))]
    if kind == "sell":
        return [Tween(TweenKind.CUBE, at(data["cube"]), bank, FLIGHT, delay,
                      {"cube": data["cube"], **land}, arc=arc),
                Tween(TweenKind.COIN, bank, at("deniers"), FLIGHT, delay + FLIGHT, land, arc=arc)]
    if kind == "build" or kind == "residence":
        space = _centre(view, road_place(data["space"]))
        return [Tween(TweenKind.POP, space, space, FLIGHT * 1.5, delay, {"colour": colour})]
    if kind == "batch":
        section = data["section"]
        index = len(game.board.castle[section])
        place = castle_part_place(section, index)
        cubes = [Tween(TweenKind.CUBE, at(letter), _centre(view, place), FLIGHT,
                       delay + i * STAGGER / 2, {"cube": letter, **land}, arc=arc)
                 for i, letter in enumerate(data["cubes"])]
        if cubes:  # the house appears when the last cube lands, not before
            cubes[-1].hide = ("house", place)
        landed = max((tw.delay + tw.duration for tw in cubes), default=delay)
        return [*cubes, Tween(TweenKind.POP, _centre(view, place), _centre(view, place), FLIGHT,
                              landed, {"colour": colour})]
    if kind == "favour" and data.get("row") in FAVOUR_ROWS:
        column = game.players[seat or 0].favour[FAVOUR_ROWS.index(data["row"])]
        place = favour_cell_place(data["row"], column)
        return [Tween(TweenKind.FAVOUR, _centre(view, panel_of(seat)), _centre(view, place), FLIGHT,
                      delay, land, arc=arc)]
    if kind == "owner_prestige":
        star = at("prestige")
        return [Tween(TweenKind.TEXT, star, (star[0], star[1] - arc), FLIGHT * 2, delay,
                      {"text": "+1", "colour": colour})]
    return []
