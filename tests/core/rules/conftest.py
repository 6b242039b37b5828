"""Helpers that build rules positions: a game from `new_game`, edited, then driven through `apply`.

Positions are made by editing the state (deniers, cubes, road tiles, workers, castle) and then
putting the game at the start of a phase through the core's own flow, so that what follows
(the decisions asked, the automatic steps) is the real one.

Seats are named by their default colour: seat 0 is Blue, 1 Red, 2 Green, 3 Orange, 4 Black.
"""

from __future__ import annotations

from collections.abc import Iterable

from caylus.core import Event, Game, new_game
from caylus.core.actions import Action
from caylus.core.buildings import CUBE_KINDS
from caylus.core.vocabulary import Phase

BLUE, RED, GREEN, ORANGE, BLACK = range(5)


def game_for(players: int = 4, order: Iterable[int] | None = None, seed: int = 0,
             **options: object) -> Game:
    """A new game at its first placement; `order` fixes the turn order (seats)."""
    game = new_game(players, seed, **options)  # type: ignore[arg-type]
    if order is not None:
        game.turn_order = list(order)
        start_phase(game, Phase.PLACEMENT)
    return game


def edited(game: Game) -> Game:
    """Call after editing the state by hand: the cached legal actions are stale."""
    game._legal = None
    return game


def start_phase(game: Game, phase: Phase) -> list[Event]:
    """Put the game at the start of `phase` and run the core's flow to the first decision.

    PROVOST uses `game.passed` as the passing order; CASTLE uses `board.castle_workers`.
    """
    game.decision = None
    game.favour_queue.clear()
    game._events = []
    game._enter(phase)
    edited(game)
    game._advance()
    return game._events


def give_favours(game: Game, seat: int, count: int = 1) -> list[Event]:
    """`seat` gains favours now; the flow asks for them before anything else."""
    game.decision = None
    game._events = []
    game.grant_favours(seat, count)
    edited(game)
    game._advance()
    return game._events


def set_player(game: Game, seat: int, *, deniers: int | None = None,
               prestige: int | None = None, cubes: str | None = None,
               favour: list[int] | None = None) -> None:
    """Set a player's supply; `cubes` is the exact content as letters, e.g. "FFWSC"."""
    player = game.players[seat]
    if deniers is not None:
        player.deniers = deniers
    if prestige is not None:
        player.prestige = prestige
    if cubes is not None:
        player.cubes = {kind: cubes.count(kind) for kind in CUBE_KINDS}
    if favour is not None:
        player.favour = list(favour)
    edited(game)


def cubes_of(game: Game, seat: int) -> str:
    """A player's cubes as sorted letters in F W S C G order, e.g. "FFW"."""
    return "".join(kind * game.players[seat].cubes[kind] for kind in CUBE_KINDS)


def put_tile(game: Game, space: int, building: str | None, owner: int | None = None) -> None:
    """Put a tile on a road space (None empties it); a stock tile leaves the stock."""
    stock = game.board.stock
    if building in stock:
        stock[building] -= 1
    game.board.road[space - 1] = (building, owner) if building else None
    edited(game)


def space_of(game: Game, building: str) -> int:
    """The road space of the first tile `building`."""
    for index, tile in enumerate(game.board.road):
        if tile and tile[0] == building:
            return index + 1
    raise LookupError(building)


def empty_spaces(game: Game) -> list[int]:
    return [i + 1 for i, tile in enumerate(game.board.road) if tile is None]


def stand(game: Game, seat: int, place: str | int) -> None:
    """Stand a worker of `seat` on a place without paying (no prestige for an owner)."""
    board = game.board
    place = str(place)
    if place.isdigit():
        board.road_workers[int(place) - 1] = seat
    elif place in board.specials:
        board.specials[place] = seat
    elif place == "stables":
        board.stables.append(seat)
    elif place == "inn_left":
        board.inn_left = seat
    elif place == "inn_right":
        board.inn_right = seat
    elif place == "castle":
        board.castle_workers.append(seat)
    else:
        raise ValueError(place)
    game.players[seat].workers_out += 1
    edited(game)


def hold_in_castle(game: Game, seat: int) -> None:
    """A worker of `seat` in the castle with one batch: the flow stops at phase 6 (a marker
    that lets a test look at the state before the turn's end and the next income)."""
    stand(game, seat, "castle")
    set_player(game, seat, cubes="FWS")


def activate(game: Game, space: int, building: str, seat: int, owner: int | None = None,
             hold: bool = True, **supply: object) -> list[Event]:
    """`seat`'s worker on `building` (put on `space`) with the provost on it; start the road.

    With `hold`, another seat (neither `seat` nor `owner`) waits in the castle.
    """
    put_tile(game, space, building, owner)
    stand(game, seat, space)
    if supply:
        set_player(game, seat, **supply)  # type: ignore[arg-type]
    if hold:
        hold_in_castle(game, next(s for s in range(game.num_players) if s not in (seat, owner)))
    game.board.provost = max(game.board.provost, space)
    return start_phase(game, Phase.ROAD)


def of_kind(events: list[Event], kind: str) -> list[Event]:
    return [event for event in events if event.kind == kind]


def play(game: Game, *actions: str | Action) -> list[Event]:
    """Apply actions in order through the public API; all their events."""
    events: list[Event] = []
    for action in actions:
        events += game.apply(action)
    return events


def legal_strings(game: Game) -> set[str]:
    return {str(action) for action in game.legal_actions()}


def kinds(events: list[Event]) -> list[str]:
    return [event.kind for event in events]
