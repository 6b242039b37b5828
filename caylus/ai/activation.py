"""What a worker still on the board is expected to bring its owner when it is activated.

Each estimate is the best the owner could do with its supply now, in PP (see `evaluation`),
net of what it pays. They are deliberately rough: search corrects them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from operator import itemgetter
from typing import Final

from caylus.ai.features import SECTION_PRESTIGE, SECTION_SIZE, SeatView, View
from caylus.ai.stage import Stage
from caylus.core.buildings import BUILDINGS
from caylus.core.effects import (
    DENIERS,
    PRESTIGE_GAIN,
    Alchemy,
    Build,
    Exchange,
    Lawyer,
    Market,
    Peddler,
    Produce,
)
from caylus.core.vocabulary import EffectType

LAWYER_PRESTIGE: Final = 2


def road_worker_value(view: View, seat: SeatView, building_id: str, stage: Stage) -> float:
    effect = BUILDINGS[building_id].effect
    if isinstance(effect, Produce):
        best = stage.produced.get(building_id)
        if best is None:
            best = stage.produced[building_id] = max(_bundle(c, stage) for c in effect.options)
        return best
    if isinstance(effect, Market):
        held = [stage.cube[k] for k, n in seat.cubes.items() if n > 0]
        return max(0.0, effect.price * stage.denier - min(held)) if held else 0.0
    if isinstance(effect, Peddler):
        return _peddler(seat, effect.offers, stage)
    if isinstance(effect, Build):
        return _build(view, seat, effect.builds, stage)
    if isinstance(effect, Lawyer):
        return _lawyer(seat, stage)
    if isinstance(effect, Alchemy):
        return _alchemy(seat, stage)
    if isinstance(effect, Exchange):
        return _exchange(seat, effect, stage)
    return 0.0


def _bundle(cubes: str, stage: Stage) -> float:
    return sum(stage.cube[c] for c in cubes)


def _peddler(seat: SeatView, offers: Sequence[Sequence[int]], stage: Stage) -> float:
    best = 0.0
    top = max(stage.cube[k] for k in "FWSC")
    for size, price in offers:
        if seat.deniers >= price:
            best = max(best, size * top - price * stage.denier)
    return best


@dataclass(frozen=True, slots=True)
class Tile:
    id: str
    category: str
    cost: tuple[tuple[str, int], ...]  # named cubes
    any_cost: int
    prestige: int
    favours: int
    income: int
    usefulness: float


USEFULNESS: Final = {EffectType.PRODUCE: 1.0, EffectType.BUILD: 1.0, EffectType.LAWYER: 0.5}
TILES: Final = tuple(
    Tile(b.id, b.category, tuple((k, n) for k, n in b.cost.items() if k != "any"),
         b.cost.get("any", 0), b.prestige, b.favours, b.income,
         USEFULNESS.get(b.effect_type, 0.6))
    for b in BUILDINGS.values() if b.category in ("wood", "stone", "prestige")
)
TILES_OF: Final = {category: tuple(t for t in TILES if t.category == category)
            for category in ("wood", "stone", "prestige")}


def _affordable(cubes: tuple[int, ...], tile: Tile) -> bool:
    have = dict(zip("FWSCG", cubes, strict=True))
    if any(have[k] < n for k, n in tile.cost):
        return False
    return sum(cubes) - sum(n for _, n in tile.cost) >= tile.any_cost


def tile_gain(tile: Tile, stage: Stage) -> float:
    """What owning a freshly built tile brings, before paying for it."""
    turns = min(stage.turns_left, 8.0)
    gain = tile.prestige + tile.favours * stage.favour
    gain += tile.income * stage.denier * stage.turns_left
    if tile.category in ("wood", "stone"):
        gain += stage.constants.visit_pp * turns * (1.0 + tile.usefulness)
    return gain


def _build(view: View, seat: SeatView, category: str, stage: Stage) -> float:
    if category == "prestige" and "residence" not in seat.owned:
        return 0.0
    cubes = _supply(seat.cubes)
    open_tiles = view.open_tiles.get(category)
    if open_tiles is None:
        open_tiles = view.open_tiles[category] = tuple(
            t.id for t in TILES_OF[category] if view.stock.get(t.id, 0))
    key = (open_tiles, cubes, stage.turns_left, stage.favour)
    builds = stage.constants.builds
    if key not in builds:
        if len(builds) > BUILD_CACHE_SIZE:
            builds.clear()
        builds[key] = _best_build(open_tiles, cubes, stage)
    return builds[key]


_supply = itemgetter(*"FWSCG")  # a seat's cubes as a tuple, in that order
BUILD_CACHE_SIZE: Final = 50_000


def _best_build(open_tiles: tuple[str, ...], cubes: tuple[int, ...], stage: Stage) -> float:
    unit = sum(stage.cube.values()) / len(stage.cube)
    best = 0.0
    for tile in TILES:
        if tile.id not in open_tiles or not _affordable(cubes, tile):
            continue
        cost = sum(stage.cube[k] * n for k, n in tile.cost) + tile.any_cost * unit
        best = max(best, tile_gain(tile, stage) - cost)
    return best


def _lawyer(seat: SeatView, stage: Stage) -> float:
    if seat.cubes["C"] < 1 or seat.deniers < 1:
        return 0.0
    gain = LAWYER_PRESTIGE + stage.denier * stage.turns_left
    return max(0.0, gain - stage.cube["C"] - stage.denier)


def _alchemy(seat: SeatView, stage: Stage) -> float:
    spare = sorted(stage.cube[k] for k in "FWSC" for _ in range(seat.cubes[k]))
    best = 0.0
    for size, gold in ((2, 1), (4, 2)):
        if len(spare) >= size:
            best = max(best, gold * stage.cube["G"] - sum(spare[:size]))
    return best


def _exchange(seat: SeatView, effect: Exchange, stage: Stage) -> float:
    pay, gain = effect.pay, effect.gain
    have = seat.deniers if pay == DENIERS else seat.cubes[pay]
    pay_unit = stage.denier if pay == DENIERS else stage.cube[pay]
    gain_unit = 1.0 if gain == PRESTIGE_GAIN else stage.cube[gain]
    best = 0.0
    for paid, got in effect.offers:
        if have >= paid:
            best = max(best, got * gain_unit - paid * pay_unit)
    return best


def castle_batches(cubes: Mapping[str, int]) -> int:
    """The most batches (food and two other different kinds) a supply can make."""
    return _batches(_supply(cubes))


@lru_cache(maxsize=4096)  # the evaluation asks it for every seat of every position
def _batches(supply: tuple[int, ...]) -> int:
    food, *others = supply
    batches = 0
    while batches < food:
        others.sort(reverse=True)
        if others[1] <= 0:
            break
        others[0] -= 1
        others[1] -= 1
        batches += 1
    return batches


def castle_worker_value(view: View, seat: SeatView, stage: Stage) -> float:
    if view.section is None:
        return 0.0
    room = SECTION_SIZE[view.section] - view.section_filled
    batches = min(castle_batches(seat.cubes), max(room, 0))
    if batches == 0:
        return -2.0
    batch_cost = stage.cube["F"] + 2.0 * sum(stage.cube[k] for k in "WSC") / 3
    per_batch = SECTION_PRESTIGE[view.section] - batch_cost
    builder = stage.constants.builder_share * stage.favour
    return max(per_batch * batches, per_batch, -2.0) + builder


def special_value(special: str, seat: SeatView, stage: Stage) -> float:
    if special == "trading_post":
        return 3 * stage.denier
    if special == "joust_field":
        if seat.cubes["C"] < 1 or seat.deniers < 1:
            return 0.0
        return max(0.0, stage.favour - stage.cube["C"] - stage.denier)
    constants = stage.constants
    if special == "gate":
        return constants.gate_worth
    if special == "merchants_guild":
        return constants.guild_worth
    if special == "stables":
        return constants.stables_worth
    if special in ("inn_left", "inn_right"):
        return constants.inn_worth
    return 0.0
