"""A game's setup checked and completed: who sits at the table (players, colours, names,
seats), the seed and the options, and where the game starts from (a documented position,
or a save's stored position after a rules change). Plain data in, plain data out: the game
(`caylus.core.game`) is built from what this module returns."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from caylus.core.deal import DEALS
from caylus.core.game_setup import Setup
from caylus.core.names import clean_name
from caylus.core.state import COLOURS, HUMAN, SEAT_KINDS


def normalise_setup(setup: Mapping[str, Any] | Setup) -> Setup:
    """Check and complete a setup: players 2-5, integer seed, options, colours and names.
    A `Setup` was checked when it was made and is returned as it is."""
    if isinstance(setup, Setup):
        return setup
    players = setup.get("players")
    if not isinstance(players, int) or not 2 <= players <= 5:
        raise ValueError("players must be a whole number from 2 to 5")
    seed = setup.get("seed", 0)
    if not isinstance(seed, int):
        raise ValueError("seed must be a whole number")
    colours = list(setup.get("colours") or COLOURS[:players])
    if any(not isinstance(c, str) or c not in COLOURS for c in colours):
        raise ValueError(f"colours must be among {', '.join(COLOURS)}")
    if len(colours) != players or len(set(colours)) != players:
        raise ValueError(f"give {players} different colours")
    names = list(setup.get("names") or [c.title() for c in colours])
    if len(names) != players:
        raise ValueError(f"give {players} names")
    names = [clean_name(name, seat) for seat, name in enumerate(names)]
    edition = setup.get("edition", 1)
    if edition not in (1, 2):
        raise ValueError("edition must be 1 or 2")
    deal = setup.get("deal", 1)
    if isinstance(deal, bool) or deal not in DEALS:
        raise ValueError(f"deal must be one of {', '.join(map(str, DEALS))}")
    position, resumed = _starting_points(setup)
    return Setup(players, seed, bool(setup.get("simplified")), edition, tuple(colours),
                 tuple(names), deal, _seats(setup, players), position, resumed)


def _seats(setup: Mapping[str, Any], players: int) -> tuple[str, ...] | None:
    """Who plays each seat (`seats`: "human" or a computer level); a table of people only
    leaves it out, so the setups and saves of such games are as they always were."""
    seats = setup.get("seats")
    if seats is None:
        return None
    seats = tuple(seats)
    if len(seats) != players or any(kind not in SEAT_KINDS for kind in seats):
        raise ValueError(f"give {players} seats, each one of {', '.join(SEAT_KINDS)}")
    return seats if any(kind != HUMAN for kind in seats) else None


def _starting_points(setup: Mapping[str, Any]) -> tuple[str | None, str | None]:
    """A setup built from a position carries it, as canonical JSON text, so it replays; so
    does a game resumed from a save's stored position (`resumed`, see `resumed_setup`)."""
    points: list[str | None] = []
    for key, what in (("position", "position"), ("resumed", "resumed game")):
        value = setup.get(key)
        if value is not None and not isinstance(value, str):
            raise ValueError(f"a setup's {what} must be JSON text")
        points.append(value)
    return points[0], points[1]


def resumed_setup(data: Mapping[str, Any]) -> Setup:
    """The setup of a game that goes on from a save's stored position rather than from its
    history (which replays differently under newer rules): the save's `rules`, `history`
    and `state` are kept in it, as canonical JSON text, and the game replays from `state`."""
    setup = dict(data["setup"])
    kept = {"rules": data["rules"], "history": data["history"], "state": data["state"]}
    setup["resumed"] = json.dumps(kept, sort_keys=True, separators=(",", ":"),
                                  ensure_ascii=False)
    return normalise_setup(setup)
