"""Structured events returned by `Game.apply`, and their plain English description."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from caylus.core.buildings import CUBE_NAMES, name_of


@dataclass(frozen=True, slots=True)
class Event:
    kind: str
    seat: int | None = None
    data: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "seat": self.seat, **self.data}


def cubes_text(cubes: str) -> str:
    if not cubes:
        return "nothing"
    counts: dict[str, int] = {}
    for cube in cubes:
        counts[cube] = counts.get(cube, 0) + 1
    return ", ".join(f"{n} {CUBE_NAMES[c]}" for c, n in counts.items())


def deniers_text(amount: int) -> str:
    return f"{amount} denier" if amount == 1 else f"{amount} deniers"


def place_text(place: str) -> str:
    if place.isdigit():
        return f"road space {place}"
    return place.replace("_", " ")


def _building(data: dict[str, Any]) -> str:
    return name_of(data["building"])


_TEMPLATES: dict[str, Any] = {
    "turn": lambda d, who: f"Turn {d['turn']} begins.",
    "phase": lambda d, who: f"Phase: {d['phase']}.",
    "income": lambda d, who: f"{who} receives {deniers_text(d['amount'])} of income.",
    "pass": lambda d, who: f"{who} passes ({d['position']} on the bridge)"
    + (", and takes 1 denier for passing first." if d.get("bonus") else "."),
    "place": lambda d, who: f"{who} places a worker on {place_text(d['place'])}"
    + (f" for {deniers_text(d['cost'])}." if d["cost"] else " for free."),
    "owner_prestige": lambda d, who: f"{who} gains 1 prestige: a worker on their building.",
    "worker_returns": lambda d, who: f"{who}'s worker returns from {place_text(d['place'])}"
    + (" unused (beyond the provost)." if d.get("unused") else "."),
    "gate_move": lambda d, who: f"{who} moves the Gate's worker to {place_text(d['place'])}.",
    "deniers": lambda d, who: f"{who} gains {deniers_text(d['amount'])} ({d['reason']}).",
    "provost": lambda d, who: f"{who} moves the provost from {d['from']} to {d['to']}"
    + (f" for {deniers_text(d['cost'])}." if d.get("cost") else "."),
    "joust": lambda d, who: f"{who} pays 1 denier and 1 cloth at the Joust Field.",
    "turn_order": lambda d, who: "Turn order is now "
    + ", ".join(d["names"]) + ".",
    "inn": lambda d, who: f"{who}'s worker {d['what']} at the Inn.",
    "produce": lambda d, who: f"{who} takes {cubes_text(d['cubes'])} at the {_building(d)}.",
    "owner_bonus": lambda d, who: f"{who} takes 1 {CUBE_NAMES[d['cube']]} as owner of the "
    f"{_building(d)}.",
    "sell": lambda d, who: f"{who} sells 1 {CUBE_NAMES[d['cube']]} for {deniers_text(d['price'])}.",
    "buy": lambda d, who: f"{who} buys {cubes_text(d['cubes'])} for {deniers_text(d['price'])}.",
    "build": lambda d, who: f"{who} builds the {_building(d)} on road space {d['space']} "
    f"(+{d['prestige']} prestige).",
    "lawyer": lambda d, who: f"{who} pays the Lawyer to turn the {_building(d)} on space "
    f"{d['space']} into a residence" + (" once its worker is done." if d["deferred"] else "."),
    "residence": lambda d, who: f"{who}'s residence replaces the {_building(d)} on space "
    f"{d['space']} (+2 prestige).",
    "exchange": lambda d, who: f"{who} uses the {_building(d)}: {d['text']}.",
    "batch": lambda d, who: f"{who} builds a house in the {d['section']} "
    f"(+{d['prestige']} prestige).",
    "castle_penalty": lambda d, who: f"{who} offered nothing to the castle and loses "
    f"{d['lost']} prestige.",
    "best_builder": lambda d, who: f"{who} built the most in the castle and gains a favour.",
    "favour": lambda d, who: f"{who} takes a royal favour: {d['text']}.",
    "favour_lost": lambda d, who: f"{who} loses a favour: every row was used this phase.",
    "bailiff": lambda d, who: f"The bailiff moves from {d['from']} to {d['to']}; "
    "the provost joins it.",
    "scoring": lambda d, who: f"{d['section'].title()} scored: {who} has {d['houses']} "
    f"house(s): {d['result']}.",
    "columns_open": lambda d, who: f"Favour columns 1-{d['columns']} are now open.",
    "final": lambda d, who: f"{who} ends with {d['total']} prestige "
    f"(+{d['gold']} for gold, +{d['cubes']} for cubes, +{d['deniers']} for deniers).",
    "game_over": lambda d, who: "The game is over. Winner(s): " + ", ".join(d["names"]) + ".",
}


def describe(event: Event, names: list[str]) -> str:
    """One line of plain English for the log and the engine."""
    who = names[event.seat] if event.seat is not None else ""
    template = _TEMPLATES.get(event.kind)
    if template is None:
        return f"{event.kind}: {event.data}"
    return template(event.data, who)
