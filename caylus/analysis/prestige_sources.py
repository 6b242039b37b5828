"""Where each player's prestige came from, read from the game's events: every prestige point
a player gains or loses is reported by the event of the rule that gives or takes it, so the
parts add up exactly to the final score (the game review's breakdown; issue 23).

`prestige_by_source(game)` replays the game's record and adds up, per seat, each event's
prestige under its `Source`. A game that starts from a position (a resumed old save, a
lesson) counts the prestige players had then as `Source.START`.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

from caylus.core.events import Event
from caylus.core.game import Game, replay
from caylus.core.road import RESIDENCE_PRESTIGE
from caylus.core.vocabulary import EventKind


class Source(StrEnum):
    """What a player's prestige is counted under (its text form is a catalogue key's tail)."""

    START = "start"  # held when the record starts (a game resumed from a position)
    BUILDINGS = "buildings"  # building on the road (R-ROAD-4, R-ROAD-5, a favour)
    RESIDENCES = "residences"  # turning a building into a residence (R-LAWYER, a favour)
    OWNERS = "owners"  # another player's worker on one's building (R-PLACE-4)
    DUNGEON = "dungeon"  # houses in the castle, by section (R-CASTLE)
    WALLS = "walls"
    TOWERS = "towers"
    PENALTIES = "penalties"  # no house in a turn, or too few at a scoring (R-CASTLE, R-SCORE)
    FAVOURS = "favours"  # the royal favours' prestige row, or simplified favours
    EXCHANGES = "exchanges"  # a building that trades for prestige (the Church, the Bank…)
    GOLD = "gold"  # the final conversion (R-FINAL)
    CUBES = "cubes"
    DENIERS = "deniers"


Breakdown = dict[Source, int]


def prestige_by_source(game: Game) -> list[Breakdown]:
    """For each seat, its prestige by source; the parts add up to its prestige now."""
    start = replay(game.setup, [])
    parts: list[Breakdown] = [{source: 0 for source in Source} for _ in game.players]
    for seat, player in enumerate(start.players):
        parts[seat][Source.START] = player.prestige
    position = start
    for action in game.history:
        add_events(parts, position.apply(action))
    return parts


def add_events(parts: list[Breakdown], events: Iterable[Event]) -> None:
    """Add each event's prestige to its seat's parts."""
    for event in events:
        if event.seat is None:
            continue
        for source, amount in _prestige_of(event):
            parts[event.seat][source] += amount


def _prestige_of(event: Event) -> list[tuple[Source, int]]:
    data, kind = event.data, event.kind
    if kind == EventKind.BUILD:
        return [(Source.BUILDINGS, data["prestige"])]
    if kind == EventKind.RESIDENCE:
        return [(Source.RESIDENCES, RESIDENCE_PRESTIGE)]
    if kind == EventKind.OWNER_PRESTIGE:
        return [(Source.OWNERS, 1)]
    if kind == EventKind.BATCH:
        return [(Source(data["section"]), data["prestige"])]
    if kind in (EventKind.CASTLE_PENALTY, EventKind.SCORING):
        return [(Source.PENALTIES, -data["lost"])]
    if kind == EventKind.FAVOUR:
        return [(Source.FAVOURS, data.get("prestige", 0))]
    if kind == EventKind.EXCHANGE and data["gain"] == "prestige":
        return [(Source.EXCHANGES, data["gained"])]
    if kind == EventKind.FINAL:
        return [(Source.GOLD, data["gold"]), (Source.CUBES, data["cubes"]),
                (Source.DENIERS, data["deniers"])]
    return []
