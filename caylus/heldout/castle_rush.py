"""Castle rush: a worker in the castle every turn it can offer a batch, production for the rest."""

from __future__ import annotations

from caylus.core import Action, Game
from caylus.core.vocabulary import DecisionKind, Verb
from caylus.heldout.common import (
    HeldoutPlayer,
    Legal,
    batch_gap,
    cheapest_production,
    cubes_of,
    find,
    kind_of,
    lacking,
    mover,
    place_at,
    produced,
    road_building,
    scarcest,
    simple_choice,
)


class CastleRush(HeldoutPlayer):
    level = "heldout_castle_rush"

    def _pick(self, game: Game, legal: Legal) -> Action:
        if kind_of(game) is DecisionKind.PLACE:
            return self._place(game, legal)
        return simple_choice(game, legal)

    def _place(self, game: Game, legal: Legal) -> Action:
        cubes = cubes_of(game, mover(game))
        castle = place_at(legal, "castle")
        if castle is not None and _batch_in_reach(game, legal, cubes):
            return castle
        production = cheapest_production(game, legal, lacking(cubes) + scarcest(cubes))
        if production is not None:
            return production
        return find(legal, Verb.PASS) or legal[0]


def _batch_in_reach(game: Game, legal: Legal, cubes: dict[str, int]) -> bool:
    """A batch now, or one cube short with a legal production building that makes it."""
    gap, _ = batch_gap(cubes)
    if gap == 0:
        return True
    if gap > 1:
        return False
    missing = lacking(cubes)
    for action in legal:
        found = road_building(game, action)
        if found is not None and any(c in missing for c in produced(found[1])):
            return True
    return False
