"""The building table (docs/RULES.md §8), loaded once from `data/buildings.json`."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Final

from caylus.core.effects import Effect, NoEffect, effect_from_table
from caylus.core.vocabulary import EffectType
from caylus.resources import package_data, read_table

TABLE_FILE: Final = package_data("caylus.core", "data", "buildings.json")

CUBE_KINDS: Final = ("F", "W", "S", "C", "G")
CUBE_NAMES: Final = {"F": "food", "W": "wood", "S": "stone", "C": "cloth", "G": "gold"}
NON_GOLD: Final = ("F", "W", "S", "C")

NEUTRAL: Final = "neutral"
FIXED: Final = "fixed"
WOOD: Final = "wood"
STONE: Final = "stone"
RESIDENCE: Final = "residence"
PRESTIGE: Final = "prestige"
BUILDABLE_CATEGORIES: Final = (WOOD, STONE, PRESTIGE)


@dataclass(frozen=True)
class Building:
    id: str
    name: str
    category: str
    cost: Mapping[str, int]  # cube letter -> count, plus "any"
    prestige: int
    favours: int
    income: int
    count: int
    edition: int | None
    space: int | None
    effect: Effect = NoEffect()  # noqa: RUF009 (immutable, so one shared default is fine)

    @property
    def effect_type(self) -> EffectType:
        return self.effect.type

    @property
    def cube_cost(self) -> dict[str, int]:
        return {k: v for k, v in self.cost.items() if k != "any"}

    @property
    def any_cost(self) -> int:
        return self.cost.get("any", 0)

    @property
    def accepts_workers(self) -> bool:
        return self.category not in (RESIDENCE, PRESTIGE)

    def cost_text(self) -> str:
        parts = [f"{n} {CUBE_NAMES[k]}" for k, n in self.cube_cost.items()]
        if self.any_cost:
            parts.append(f"{self.any_cost} any cube")
        return ", ".join(parts) if parts else "-"


@dataclass(frozen=True)
class SpecialBuilding:
    id: str
    name: str
    effect_text: str


def _freeze(entry: dict[str, Any]) -> Building:
    return Building(
        id=entry["id"],
        name=entry["name"],
        category=entry["category"],
        cost=MappingProxyType(dict(entry.get("cost", {}))),
        prestige=entry.get("prestige", 0),
        favours=entry.get("favours", 0),
        income=entry.get("income", 0),
        count=entry.get("count", 1),
        edition=entry.get("edition"),
        space=entry.get("space"),
        effect=effect_from_table(entry["effect"]),
    )


def _load() -> tuple[dict[str, Building], dict[str, SpecialBuilding]]:
    """The table; MissingResource or DamagedResource naming the file if it cannot be used."""
    return read_table(TABLE_FILE, _tables)


def _tables(raw: Any) -> tuple[dict[str, Building], dict[str, SpecialBuilding]]:
    buildings = {entry["id"]: _freeze(entry) for entry in raw["buildings"]}
    specials = {
        entry["id"]: SpecialBuilding(entry["id"], entry["name"], entry["effect"])
        for entry in raw["special"]
    }
    return buildings, specials


_TABLES: Final = _load()
BUILDINGS = _TABLES[0]  # not Final: tests put another table in its place
SPECIAL_BUILDINGS: Final = _TABLES[1]


def by_category(category: str) -> list[Building]:
    return [b for b in BUILDINGS.values() if b.category == category]


def initial_stock(second_edition: bool) -> dict[str, int]:
    """Tiles available to build at setup: id -> how many (R-SETUP-8, §8.4 Jeweller option)."""
    stock: dict[str, int] = {}
    for building in BUILDINGS.values():
        if building.category not in BUILDABLE_CATEGORIES:
            continue
        if building.edition == 2:
            continue
        stock[building.id] = building.count
    if second_edition:
        stock["architect"] -= 1
        stock["jeweller"] = 1
    return stock


def name_of(building_id: str) -> str:
    if building_id in BUILDINGS:
        return BUILDINGS[building_id].name
    return SPECIAL_BUILDINGS[building_id].name
