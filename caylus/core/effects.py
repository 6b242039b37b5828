"""What a road building does for the worker on it (docs/RULES.md §8): one typed value per
effect type, read once from `data/buildings.json` (its `effect` object) by `effect_from_table`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from caylus.core.vocabulary import EffectType

#: (how many cubes or deniers are paid, how many cubes, deniers or prestige are gained)
Offer = tuple[int, int]
# `pay`/`gain` words that are not cube letters
DENIERS: Final = "deniers"
PRESTIGE_GAIN: Final = "prestige"


@dataclass(frozen=True)
class Produce:
    """Take one of `options` (cube letters); the owner then takes one of `owner_bonus`."""

    options: tuple[str, ...]
    owner_bonus: tuple[str, ...] = ()

    @property
    def type(self) -> EffectType:
        return EffectType.PRODUCE


@dataclass(frozen=True)
class Market:
    """Sell one cube for `price` deniers."""

    price: int

    @property
    def type(self) -> EffectType:
        return EffectType.MARKET


@dataclass(frozen=True)
class Peddler:
    """Buy cubes (any but gold): each offer is (how many cubes, for how many deniers)."""

    offers: tuple[Offer, ...]

    @property
    def type(self) -> EffectType:
        return EffectType.PEDDLER


@dataclass(frozen=True)
class Build:
    """Build a tile of the category `builds` (wood, stone or prestige)."""

    builds: str

    @property
    def type(self) -> EffectType:
        return EffectType.BUILD


@dataclass(frozen=True)
class Lawyer:
    """Turn one of one's buildings into a residence."""

    @property
    def type(self) -> EffectType:
        return EffectType.LAWYER


@dataclass(frozen=True)
class Alchemy:
    """Turn cubes into gold: each offer is (how many cubes, for how much gold)."""

    offers: tuple[Offer, ...]

    @property
    def type(self) -> EffectType:
        return EffectType.ALCHEMY


@dataclass(frozen=True)
class Exchange:
    """Pay `pay` (deniers or a cube letter) for `gain` (prestige or a cube letter): each offer
    is (how many paid, how many gained)."""

    pay: str
    gain: str
    offers: tuple[Offer, ...]

    @property
    def type(self) -> EffectType:
        return EffectType.EXCHANGE


@dataclass(frozen=True)
class NoEffect:
    """Residences and prestige buildings: no worker goes there."""



    @property
    def type(self) -> EffectType:
        return EffectType.NONE


Effect = Produce | Market | Peddler | Build | Lawyer | Alchemy | Exchange | NoEffect


def gained_for(offers: tuple[Offer, ...], paid: int) -> int:
    """What the offer for `paid` gives (the caller knows there is one)."""
    for size, gained in offers:
        if size == paid:
            return gained
    raise ValueError(f"no offer for {paid}")


def effect_from_table(raw: Mapping[str, Any]) -> Effect:
    """The effect of one `buildings.json` entry; ValueError, KeyError or TypeError if it is
    not one the rules know."""
    kind = EffectType(raw["type"])
    if kind is EffectType.PRODUCE:
        return Produce(_words(raw["options"]), _words(raw.get("owner_bonus", [])))
    if kind is EffectType.MARKET:
        return Market(_whole(raw["price"]))
    if kind is EffectType.PEDDLER:
        return Peddler(_offers(raw["offers"]))
    if kind is EffectType.BUILD:
        return Build(str(raw["builds"]))
    if kind is EffectType.LAWYER:
        return Lawyer()
    if kind is EffectType.ALCHEMY:
        return Alchemy(_offers(raw["offers"]))
    if kind is EffectType.EXCHANGE:
        return Exchange(str(raw["pay"]), str(raw["gain"]), _offers(raw["offers"]))
    return NoEffect()


def _whole(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"expected a whole number, got {value!r}")
    return value


def _words(values: object) -> tuple[str, ...]:
    if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
        raise TypeError(f"expected a list of words, got {values!r}")
    return tuple(values)


def _offers(values: object) -> tuple[Offer, ...]:
    if not isinstance(values, list):
        raise TypeError(f"expected a list of offers, got {values!r}")
    offers = []
    for offer in values:
        paid, gained = offer
        offers.append((_whole(paid), _whole(gained)))
    return tuple(offers)

