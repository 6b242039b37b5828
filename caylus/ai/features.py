"""Every read of the game's state the computer players make, in one place.

The rest of `caylus.ai` sees positions only through these functions, so a change of the core's
data layout touches this file alone. Numbers are plain (counts, spaces, seats); what they are
worth is `caylus.ai.evaluation`'s business.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final

from caylus.core import Game
from caylus.core import state as core

CUBES: Final = "FWSCG"
OTHER_THAN_FOOD: Final = "WSCG"
SECTIONS: Final = core.SECTION_NAMES
SECTION_SIZE: Final = core.SECTION_SIZES
SECTION_SCORED_AT: Final = core.SECTION_SCORING_SPACE
SECTION_PRESTIGE: Final = core.SECTION_PRESTIGE  # per house
SPECIALS: Final = ("gate", "trading_post", "merchants_guild", "joust_field")
LAST_BAILIFF_SPACE: Final = 24
SETTLED_PHASES: Final = ("road", "castle", "end")


@dataclass(slots=True)
class SeatView:
    """One player's supply and pieces, read from the game. Read-only by convention: a frozen
    dataclass builds a third slower, and search reads a View for every position it scores."""

    prestige: int
    deniers: int
    cubes: dict[str, int]
    favour: tuple[int, ...]
    houses: tuple[int, ...]  # houses in each castle section, in SECTIONS order
    owned: tuple[str, ...]  # ids of the road buildings the seat owns (residences included)
    road_workers: tuple[tuple[int, str], ...]  # (space, building id) of unresolved road workers
    specials: tuple[str, ...]  # special buildings holding one of its workers
    in_castle: bool
    favours_owed: int


@dataclass(slots=True)
class View:
    """What the evaluation needs of a position."""

    num_players: int
    over: bool
    scores: tuple[int, ...]
    turn: int
    phase: str
    bailiff: int
    provost: int
    scored: int
    open_columns: int
    simplified: bool
    section: str | None  # the section under construction
    section_filled: int
    stock: dict[str, int]
    seats: tuple[SeatView, ...]
    open_tiles: dict[str, tuple[str, ...]] = field(default_factory=dict, compare=False, repr=False)
    """Memo of `activation`: the ids of the tiles of a category still in stock."""


def read(game: Game) -> View:
    board = game.board
    section = board.section_under_construction()
    count = game.num_players
    owned: list[list[str]] = [[] for _ in range(count)]
    workers: list[list[tuple[int, str]]] = [[] for _ in range(count)]
    specials = _specials_by_seat(board, count)
    road, road_workers = board.road, board.road_workers
    for index in range(len(road)):  # indices, not zip(): a plain loop when compiled
        tile = road[index]
        if tile is None:
            continue
        if tile[1] is not None:
            owned[tile[1]].append(tile[0])
        worker = road_workers[index]
        if worker is not None:
            workers[worker].append((index + 1, tile[0]))
    return View(
        num_players=count,
        over=game.is_over,
        scores=tuple(game.scores()),
        turn=game.turn,
        phase=game.phase,
        bailiff=board.bailiff,
        provost=board.provost,
        scored=board.scored,
        open_columns=board.open_columns,
        simplified=game.options.simplified_favours,
        section=section,
        section_filled=len(board.castle[section]) if section else 0,
        stock=board.stock,
        seats=tuple([_seat(game, seat, tuple(owned[seat]), tuple(workers[seat]),
                           tuple(specials[seat])) for seat in range(count)]),
    )


def _specials_by_seat(board: core.Board, count: int) -> list[list[str]]:
    """The special places holding each seat's workers: SPECIALS in order, then the stables and
    the inn."""
    specials: list[list[str]] = [[] for _ in range(count)]
    for name in SPECIALS:
        holder = board.specials.get(name)
        if holder is not None:
            specials[holder].append(name)
    for seat in dict.fromkeys(board.stables):  # once per seat, whatever its workers there
        specials[seat].append("stables")
    if board.inn_left is not None:
        specials[board.inn_left].append("inn_left")
    if board.inn_right is not None:
        specials[board.inn_right].append("inn_right")
    return specials


def _seat(game: Game, seat: int, owned: tuple[str, ...], workers: tuple[tuple[int, str], ...],
          specials: tuple[str, ...]) -> SeatView:
    board = game.board
    player = game.players[seat]
    castle = board.castle
    return SeatView(
        prestige=player.prestige,
        deniers=player.deniers,
        cubes=player.cubes,
        favour=tuple(player.favour),
        houses=tuple([castle[name].count(seat) for name in SECTIONS]),
        owned=owned,
        road_workers=workers,
        specials=specials,
        in_castle=seat in board.castle_workers,
        favours_owed=game.favour_queue.count(seat),
    )


def seat_to_move(game: Game) -> int | None:
    return game.current_seat


def to_wire(game: Game) -> dict[str, Any]:
    """The game as plain data, to send to a worker process."""
    return game.to_dict()


def from_wire(data: dict[str, Any]) -> Game:
    return Game.from_dict(data)


def final_outcome(game: Game) -> tuple[float, ...]:
    """Share of the win per seat once the game is over: 1 split among the winners."""
    winners = game.winners()
    return tuple(
        1.0 / len(winners) if seat in winners else 0.0 for seat in range(game.num_players)
    )
