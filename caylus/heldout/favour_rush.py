"""Favour rush: the joust field, the castle and favour-granting buildings; prestige favours."""

from __future__ import annotations

from caylus.core import Action, Game
from caylus.core.buildings import BUILDINGS
from caylus.core.places import FAVOUR_ROWS
from caylus.core.road import build_choices
from caylus.core.vocabulary import DecisionKind, Verb
from caylus.heldout.common import (
    HeldoutPlayer,
    Legal,
    batch_gap,
    builds,
    cheapest_production,
    cubes_of,
    find,
    kind_of,
    lacking,
    mover,
    place_at,
    place_cost,
    road_building,
    scarcest,
    simple_choice,
)

ROW_ORDER = ("prestige", "deniers", "cubes", "buildings")


class FavourRush(HeldoutPlayer):
    level = "heldout_favour_rush"

    def _pick(self, game: Game, legal: Legal) -> Action:
        kind = kind_of(game)
        if kind is DecisionKind.PLACE:
            return self._place(game, legal)
        if kind is DecisionKind.FAVOUR:
            return _best_favour(legal)
        if kind is DecisionKind.JOUST:
            return next((a for a in legal if a.kind is Verb.JOUST), legal[0])
        if kind is DecisionKind.BUILD:
            return _favour_building(legal)
        return simple_choice(game, legal)

    def _place(self, game: Game, legal: Legal) -> Action:
        seat = mover(game)
        player = game.players[seat]
        joust = place_at(legal, "joust_field")
        # The joust itself costs a cloth and a denier after the worker is paid for.
        if joust is not None and player.cubes["C"] >= 1 and (
                player.deniers >= place_cost(game, seat, joust) + 1):
            return joust
        castle = place_at(legal, "castle")
        if castle is not None and batch_gap(player.cubes)[0] == 0:
            return castle
        builder = _favour_builder(game, legal, seat)
        if builder is not None:
            return builder
        cubes = cubes_of(game, seat)
        production = cheapest_production(game, legal, lacking(cubes) + scarcest(cubes))
        return production or find(legal, Verb.PASS) or legal[0]


def _favour_builder(game: Game, legal: Legal, seat: int) -> Action | None:
    """A builder on which the seat could now build a tile that grants favours."""
    for action in legal:
        found = road_building(game, action)
        category = None if found is None else builds(found[1])
        if category is None:
            continue
        choices = build_choices(game, seat, category)
        if any(BUILDINGS[str(args[0])].favours > 0 for args in choices):
            return action
    return None


def _best_favour(legal: Legal) -> Action:
    """The prestige row first, then deniers, cubes and buildings; the furthest column."""
    favours = [a for a in legal if a.kind is Verb.FAVOUR]
    if not favours:
        return legal[0]

    def key(action: Action) -> tuple[int, int]:
        row = str(action.args[0])
        rank = ROW_ORDER.index(row) if row in FAVOUR_ROWS else len(ROW_ORDER)
        column = action.args[1]
        return rank, -(column if isinstance(column, int) else 0)

    return min(favours, key=key)


def _favour_building(legal: Legal) -> Action:
    """The tile granting the most favours, then the most prestige."""
    builds_ = [a for a in legal if a.kind is Verb.BUILD]
    if not builds_:
        return legal[0]
    return max(builds_, key=lambda a: (BUILDINGS[str(a.args[0])].favours,
                                       BUILDINGS[str(a.args[0])].prestige))
