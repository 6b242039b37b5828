"""Plan players: simple, rule-of-thumb policies given by a handful of weights.

They are the opponents the exploitability harness (`caylus.exploit`) searches over, and they
are written apart from `caylus.ai.evaluation` on purpose: a level that is only ever judged
against its own evaluation's variants proves nothing. A plan player scores each legal action
as the change it makes to the mover's *material* (prestige, deniers, cubes, houses, favour
steps, favours owed, tiles owned, each with its weight), plus a bonus for where a worker is
sent and for what a provost move does to the workers on the road, and plays the best one
(the first on ties). A one-track strategy such as "castle first every turn" is one point of
the family (`PRESETS`); the harness's search moves through the rest.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from caylus.ai.activation import castle_batches
from caylus.ai.base import CancelToken, Player, SearchInfo
from caylus.core import Action, Game
from caylus.core.buildings import BUILDINGS
from caylus.core.effects import Produce
from caylus.core.places import FAVOUR_ROWS
from caylus.core.vocabulary import EffectType, Verb
from caylus.resources import package_data, read_table

CUBE_NAMES: Final = {"F": "food", "W": "wood", "S": "stone", "C": "cloth", "G": "gold"}
SPECIAL_PLACES: Final = ("gate", "trading_post", "merchants_guild", "joust_field", "stables", "inn")
EFFECT_GROUPS: Final = {EffectType.PRODUCE: "produce", EffectType.BUILD: "build"}  # else "trade"
TRADING_POST_DENIERS: Final = 3


@dataclass(frozen=True, slots=True)
class Param:
    name: str
    low: float
    high: float
    meaning: str


PARAMS: tuple[Param, ...] = (
    Param("denier", 0.0, 1.5, "PP per denier held"),
    *(Param(name, 0.0, 5.0, f"PP per {name} cube held") for name in CUBE_NAMES.values()),
    Param("house", 0.0, 20.0, "PP per house built in the castle"),
    Param("batch", 0.0, 15.0, "PP per castle batch the cubes held could make"),
    Param("favour_owed", 0.0, 10.0, "PP per royal favour still to take"),
    *(Param(f"row_{row}", 0.0, 6.0, f"PP per step up the {row} row of favours")
      for row in FAVOUR_ROWS),
    Param("tile_wood", 0.0, 10.0, "PP per wood tile owned, beyond its prestige"),
    Param("tile_stone", 0.0, 10.0, "PP per stone tile owned, beyond its prestige"),
    Param("tile_prestige", 0.0, 10.0, "PP per prestige tile owned, beyond its prestige"),
    Param("residence", -5.0, 5.0, "PP per residence owned"),
    Param("place_castle", -5.0, 30.0, "bonus for a worker sent to the castle"),
    Param("castle_unready", 0.0, 1.0, "times that bonus while the cubes make no batch"),
    Param("place_produce", 0.0, 3.0, "times the material of a production building's best take"),
    Param("place_build", -5.0, 15.0, "bonus for a worker on a Carpenter, Mason or Architect"),
    Param("place_trade", -5.0, 10.0, "bonus for a worker on any other road building"),
    *(Param(f"place_{name}", -5.0, 15.0, f"bonus for a worker on the {name}")
      for name in SPECIAL_PLACES),
    Param("place_own", -3.0, 6.0, "bonus for a worker on a building of one's own"),
    Param("beyond_provost", 0.0, 1.0, "times a road bonus for a space past the provost"),
    Param("pass", -10.0, 10.0, "bonus for passing instead of placing"),
    Param("provost_own", 0.0, 6.0, "PP per own road worker a provost move saves"),
    Param("provost_rival", 0.0, 6.0, "PP per rival road worker a provost move cuts off"),
)
PARAM_NAMES: Final = tuple(p.name for p in PARAMS)


@dataclass(frozen=True, slots=True)
class Plan:
    """A plan player's weights, one per `PARAMS` entry, named."""

    weights: Mapping[str, float]

    def __getitem__(self, name: str) -> float:
        return self.weights[name]

    @classmethod
    def of(cls, values: Mapping[str, float]) -> Plan:
        unknown = set(values) - set(PARAM_NAMES)
        if unknown:
            raise ValueError(f"unknown plan weights: {', '.join(sorted(unknown))}")
        return cls({name: float(values.get(name, 0.0)) for name in PARAM_NAMES})

    @classmethod
    def from_vector(cls, vector: Sequence[float]) -> Plan:
        """Weights from a point of the unit cube (each coordinate clipped to 0..1)."""
        return cls({p.name: round(p.low + (p.high - p.low) * min(1.0, max(0.0, x)), 4)
                    for p, x in zip(PARAMS, vector, strict=True)})

    def to_vector(self) -> list[float]:
        return [(self.weights[p.name] - p.low) / (p.high - p.low) for p in PARAMS]


PLANS_FILE: Final = package_data("caylus.ai", "data", "plans.json")


def _load(section: str) -> dict[str, Plan]:
    return read_table(PLANS_FILE, lambda data: {
        name: Plan.of(entry["weights"]) for name, entry in data.get(section, {}).items()})


PRESETS: dict[str, Plan] = _load("presets")
EXPLOITERS: dict[str, Plan] = _load("exploiters")  # found by the harness (caylus.exploit)


class PlanPlayer(Player):
    """Plays the action with the best plan score (module docstring); first on ties."""

    level = "plan"

    def __init__(self, seed: int = 0, budget: int | None = None, *, plan: Plan) -> None:
        super().__init__(seed, budget)
        self.plan = plan

    def _decide(
        self, game: Game, legal: list[Action] | tuple[Action, ...], cancel: CancelToken | None
    ) -> Action:
        seat = game.current_seat
        assert seat is not None
        before = material(game, seat, self.plan)
        scores = [plan_score(game, seat, action, before, self.plan) for action in legal]
        best = max(range(len(legal)), key=lambda i: (scores[i], -i))
        action = legal[best]
        self.info = SearchInfo(iterations=len(legal), line=(action,),
                               notes={"plan_score": round(scores[best], 2)})
        return action


def plan_factory(name: str, plan: Plan) -> Callable[[int, int | None], PlanPlayer]:
    """A `caylus.ai.PLAYERS` factory for the plan player `name`."""

    def make(seed: int = 0, budget: int | None = None) -> PlanPlayer:
        player = PlanPlayer(seed, budget, plan=plan)
        player.level = name
        return player

    return make


def plan_score(game: Game, seat: int, action: Action, before: float, plan: Plan) -> float:
    child = game.clone()
    child.apply_unchecked(action)
    score = material(child, seat, plan) - before
    if action.kind in (Verb.PLACE, Verb.GATE):
        score += placement_bonus(game, seat, action, plan)
    elif action.kind is Verb.PASS:
        score += plan["pass"]
    if action.kind is Verb.PROVOST:
        score += provost_bonus(game, child, seat, plan)
    return score


def material(game: Game, seat: int, plan: Plan) -> float:
    """The mover's holdings, weighed by the plan."""
    player = game.players[seat]
    board = game.board
    total = player.prestige + plan["denier"] * player.deniers + cube_material(player.cubes, plan)
    total += plan["house"] * sum(part.count(seat) for part in board.castle.values())
    total += plan["favour_owed"] * game.favour_queue.count(seat)
    total += sum(plan[f"row_{row}"] * steps for row, steps in zip(FAVOUR_ROWS, player.favour,
                                                                  strict=True))
    for tile in board.road:
        if tile is not None and tile[1] == seat:
            total += _tile_weight(tile[0], plan)
    return total


def cube_material(cubes: Mapping[str, int], plan: Plan) -> float:
    total = sum(plan[CUBE_NAMES[kind]] * count for kind, count in cubes.items())
    return total + plan["batch"] * castle_batches(cubes)


def _tile_weight(building_id: str, plan: Plan) -> float:
    category = BUILDINGS[building_id].category
    if category == "residence":
        return plan["residence"]
    return plan.weights.get(f"tile_{category}", 0.0)


def placement_bonus(game: Game, seat: int, action: Action, plan: Plan) -> float:
    target = action.target
    if target is None:
        return 0.0
    if target.area == "castle":
        ready = castle_batches(game.players[seat].cubes) > 0
        return plan["place_castle"] * (1.0 if ready else plan["castle_unready"])
    if target.area == "trading_post":
        return plan["place_trading_post"] + TRADING_POST_DENIERS * plan["denier"]
    if target.area == "joust_field" and not _can_joust(game.players[seat].cubes, game, seat):
        return 0.0
    if target.area in SPECIAL_PLACES:
        return plan[f"place_{target.area}"]
    if not target.is_road or target.number is None:
        return 0.0
    tile = game.board.road[target.number - 1]
    if tile is None:
        return 0.0
    building_id, owner = tile
    bonus = plan["place_own"] if owner == seat else 0.0
    effect = BUILDINGS[building_id].effect
    group = EFFECT_GROUPS.get(effect.type, "trade")
    if isinstance(effect, Produce):
        bonus += plan["place_produce"] * _best_take(game.players[seat].cubes, effect, plan)
    else:
        bonus += plan[f"place_{group}"]
    return bonus * (1.0 if target.number <= game.board.provost else plan["beyond_provost"])


def _can_joust(cubes: Mapping[str, int], game: Game, seat: int) -> bool:
    """A cloth and a denier left to pay the Joust with, after paying to place there."""
    return cubes["C"] >= 1 and game.players[seat].deniers >= 2


def _best_take(cubes: Mapping[str, int], effect: Produce, plan: Plan) -> float:
    """What the production building's best take adds to the cubes' material."""
    now = cube_material(cubes, plan)
    best = 0.0
    for option in effect.options:
        more = dict(cubes)
        for cube in option:
            more[cube] += 1
        best = max(best, cube_material(more, plan) - now)
    return best


def provost_bonus(before: Game, after: Game, seat: int, plan: Plan) -> float:
    """Own road workers kept in reach of the provost, rivals' workers put out of it."""
    own_before, rivals_before = _workers_in_reach(before, seat)
    own_after, rivals_after = _workers_in_reach(after, seat)
    return (plan["provost_own"] * (own_after - own_before)
            + plan["provost_rival"] * (rivals_before - rivals_after))


def _workers_in_reach(game: Game, seat: int) -> tuple[int, int]:
    board = game.board
    own = rivals = 0
    for space, worker in enumerate(board.road_workers[:board.provost], 1):
        if worker is None or board.road[space - 1] is None:
            continue
        if worker == seat:
            own += 1
        else:
            rivals += 1
    return own, rivals
