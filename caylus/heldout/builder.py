"""Builder: carpenters, masons and architects whenever it can pay for a tile there."""

from __future__ import annotations

from caylus.core import Action, Game
from caylus.core.buildings import BUILDINGS, PRESTIGE, STONE, WOOD
from caylus.core.road import build_choices
from caylus.core.vocabulary import DecisionKind, Verb
from caylus.heldout.common import (
    HeldoutPlayer,
    Legal,
    builds,
    cheapest_production,
    cubes_of,
    find,
    kind_of,
    mover,
    place_cost,
    road_building,
    simple_choice,
)

CATEGORY_ORDER = (PRESTIGE, STONE, WOOD)


class Builder(HeldoutPlayer):
    level = "heldout_builder"

    def _pick(self, game: Game, legal: Legal) -> Action:
        kind = kind_of(game)
        if kind is DecisionKind.PLACE:
            return self._place(game, legal)
        if kind is DecisionKind.BUILD or (
                kind is DecisionKind.FAVOUR and any(a.kind is Verb.FAVOUR for a in legal)):
            return _best_tile(legal) or simple_choice(game, legal)
        return simple_choice(game, legal)

    def _place(self, game: Game, legal: Legal) -> Action:
        seat = mover(game)
        builder = _best_builder(game, legal, seat)
        if builder is not None:
            return builder
        # Food too when it has none: nearly every wood and stone tile costs one.
        wanted = ("F" if cubes_of(game, seat)["F"] == 0 else "") + "SGW"
        production = cheapest_production(game, legal, wanted, only_wanted=True)
        return production or find(legal, Verb.PASS) or legal[0]


def _best_builder(game: Game, legal: Legal, seat: int) -> Action | None:
    """The builder of the most valuable category the seat can pay a tile for, cheapest first."""
    options = []
    for action in legal:
        found = road_building(game, action)
        category = None if found is None else builds(found[1])
        if category is None or not build_choices(game, seat, category):
            continue
        cost = place_cost(game, seat, action)
        options.append((CATEGORY_ORDER.index(category), cost, found[0] if found else 0, action))
    return min(options, key=lambda o: o[:3])[3] if options else None


def _tile_of(action: Action) -> str | None:
    """The tile a build action (or a building-row favour) builds, if any."""
    args = action.args[2:] if action.kind is Verb.FAVOUR else action.args
    if args and isinstance(args[0], str) and args[0] in BUILDINGS:
        return args[0]
    return None


def _best_tile(legal: Legal) -> Action | None:
    """Prestige tiles, then stone, then wood; the most prestige first."""
    options = []
    for action in legal:
        tile = _tile_of(action)
        if tile is None or BUILDINGS[tile].category not in CATEGORY_ORDER:
            continue
        building = BUILDINGS[tile]
        options.append((CATEGORY_ORDER.index(building.category), -building.prestige, action))
    return min(options, key=lambda o: o[:2])[2] if options else None
