"""Each player's prestige over the turns, and when the castle was scored: the game review's
chart, read from the core's events like the breakdown (`caylus.analysis.prestige_sources`), so
its last point is each final score."""

from __future__ import annotations

from dataclasses import dataclass

from caylus.analysis.prestige_sources import Source, add_events
from caylus.core.game import Game, replay
from caylus.core.vocabulary import EventKind


@dataclass(frozen=True, slots=True)
class Timeline:
    """`points[k]` is each seat's prestige at the start of turn k + 1, the last one after
    the final conversion (gold, cubes, deniers); `scorings` are (point, section) pairs: the
    castle section scored during the turn that ends at that point."""

    points: tuple[tuple[int, ...], ...]
    scorings: tuple[tuple[int, str], ...]


def timeline(game: Game) -> Timeline:
    start = replay(game.setup, [])
    parts = [{source: 0 for source in Source} for _ in game.players]
    for seat, player in enumerate(start.players):
        parts[seat][Source.START] = player.prestige
    points = [totals(parts)]
    scorings: list[tuple[int, str]] = []
    position = start
    for action in game.history:
        for event in position.apply(action):
            if event.kind == EventKind.TURN:
                points.append(totals(parts))
            elif event.kind == EventKind.SCORING and not any(
                    section == event.data["section"] for _, section in scorings):
                scorings.append((len(points), str(event.data["section"])))
            add_events(parts, [event])
    points.append(totals(parts))
    return Timeline(tuple(points), tuple(scorings))


def totals(parts: list[dict[Source, int]]) -> tuple[int, ...]:
    return tuple(sum(part.values()) for part in parts)
