"""Structured events returned by `Game.apply`, and the one plain English formatter.

Events carry data only: who (`seat`), what (`kind`), how much and where (`data`, with numbers,
cube letters, tile ids and `Place` values). `describe` is the English wording for the engine
and for logs that have no catalogue; a user interface words them in its own language.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType
from typing import Any, Final

from caylus.core.buildings import CUBE_NAMES, name_of
from caylus.core.pickling import Reduced
from caylus.core.places import Place
from caylus.core.vocabulary import EventKind

NO_DATA: Final[Mapping[str, Any]] = MappingProxyType({})


class Event:
    """What happened: who (`seat`), what (`kind`) and its data (caylus.core.event_data).
    Immutable by convention; a plain class, so that the compiled core makes one cheaply."""

    __slots__ = ("data", "kind", "seat")

    def __init__(self, kind: EventKind, seat: int | None = None,
                 data: Mapping[str, Any] = NO_DATA) -> None:
        self.kind = kind
        self.seat = seat
        self.data = data

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Event) and self.kind == other.kind
                and self.seat == other.seat and self.data == other.data)

    def __hash__(self) -> int:
        return hash((self.kind, self.seat))

    def __reduce__(self) -> Reduced:
        return Event, (self.kind, self.seat, self.data)

    def __repr__(self) -> str:
        return f"Event({self.kind!r}, {self.seat!r}, {dict(self.data)!r})"

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: places become their map names."""
        data = {k: str(v) if isinstance(v, Place) else v for k, v in self.data.items()}
        return {"kind": self.kind, "seat": self.seat, **data}


def cubes_text(cubes: str) -> str:
    if not cubes:
        return "nothing"
    counts: dict[str, int] = {}
    for cube in cubes:
        counts[cube] = counts.get(cube, 0) + 1
    return ", ".join(f"{n} {CUBE_NAMES[c]}" for c, n in counts.items())


def deniers_text(amount: int) -> str:
    return f"{amount} denier" if amount == 1 else f"{amount} deniers"


def place_text(place: Place) -> str:
    if place.is_road:
        return f"road space {place.number}"
    return str(place).replace("_", " ")


def _building(data: Mapping[str, Any]) -> str:
    return name_of(data["building"])


def _exchange_text(d: Mapping[str, Any]) -> str:
    paid, pay = d["paid"], d["pay"]
    if pay == "deniers":
        given = deniers_text(paid)
    else:
        given = cubes_text(pay if len(pay) == paid else pay * paid)
    gained = d["gained"]
    taken = f"{gained} prestige" if d["gain"] == "prestige" else cubes_text(d["gain"] * gained)
    return f"{given} for {taken}"


def _favour_text(d: Mapping[str, Any]) -> str:
    if "prestige" in d:
        return f"{d['prestige']} prestige"
    if "deniers" in d:
        return deniers_text(d["deniers"])
    if "take" in d:
        if d["give"]:
            return f"gives 1 {CUBE_NAMES[d['give']]} for {cubes_text(d['take'])}"
        return cubes_text(d["take"])
    builds = d.get("builds")
    if not builds:
        return "nothing"
    if builds == "residence":
        return "a residence for 1 cloth"
    less = f" for 1 {CUBE_NAMES[d['discount']]} less" if d.get("discount") else ""
    return f"builds a {builds} building{less}"


def _scoring_text(d: Mapping[str, Any]) -> str:
    if d["lost"]:
        return f"loses {d['lost']} prestige"
    if d["favours"]:
        return f"{d['favours']} favour(s)"
    return "nothing"


FORCED_PASS: Final = {
    "no_workers": " has no worker left and",
    "no_deniers": " cannot pay for a placement and",
    "no_place": " has nowhere to place a worker and",
}

Names = Sequence[str]
Template = Callable[[Mapping[str, Any], str, Names], str]
_TEMPLATES: dict[str, Template] = {
    "turn": lambda d, who, names: f"Turn {d['turn']} begins.",
    "phase": lambda d, who, names: f"Phase: {d['phase']}.",
    "income": lambda d, who, names: f"{who} receives {deniers_text(d['amount'])} of income.",
    "pass": lambda d, who, names: f"{who}{FORCED_PASS.get(d.get('why') or '', '')} passes "
    f"({d['position']} on the bridge)"
    + (", and takes 1 denier for passing first." if d.get("bonus") else "."),
    "place": lambda d, who, names: f"{who} places a worker on {place_text(d['place'])}"
    + (f" for {deniers_text(d['cost'])}." if d["cost"] else " for free."),
    "owner_prestige": lambda d, who, names: f"{who} gains 1 prestige: a worker on their "
    "building.",
    "worker_returns": lambda d, who, names: f"{who}'s worker returns from "
    f"{place_text(d['place'])}" + (" unused (beyond the provost)." if d.get("unused") else "."),
    "gate_move": lambda d, who, names: f"{who} moves the Gate's worker to "
    f"{place_text(d['place'])}.",
    "deniers": lambda d, who, names: f"{who} gains {deniers_text(d['amount'])} "
    f"({name_of(d['source'])}).",
    "provost": lambda d, who, names: f"{who} moves the provost from {d['from']} to {d['to']}"
    + (f" for {deniers_text(d['cost'])}." if d.get("cost") else "."),
    "provost_stays": lambda d, who, names: f"{who} leaves the provost on space {d['at']}"
    + (" (no denier to pay with)." if d["why"] == "no_deniers" else "."),
    "joust": lambda d, who, names: f"{who} pays 1 denier and 1 cloth at the Joust Field.",
    "turn_order": lambda d, who, names: "Turn order is now "
    + ", ".join(names[s] for s in d["order"]) + ".",
    "inn": lambda d, who, names: f"{who}'s worker "
    + ("stays for the next turn" if d["move"] == "stay" else "moves to the right slot")
    + " at the Inn.",
    "produce": lambda d, who, names: f"{who} takes {cubes_text(d['cubes'])} at the "
    f"{_building(d)}.",
    "owner_bonus": lambda d, who, names: f"{who} takes 1 {CUBE_NAMES[d['cube']]} as owner of "
    f"the {_building(d)}.",
    "sell": lambda d, who, names: f"{who} sells 1 {CUBE_NAMES[d['cube']]} for "
    f"{deniers_text(d['price'])}.",
    "buy": lambda d, who, names: f"{who} buys {cubes_text(d['cubes'])} for "
    f"{deniers_text(d['price'])}.",
    "build": lambda d, who, names: f"{who} builds the {_building(d)} on road space {d['space']} "
    f"(+{d['prestige']} prestige).",
    "lawyer": lambda d, who, names: f"{who} pays the Lawyer to turn the {_building(d)} on "
    f"space {d['space']} into a residence"
    + (" once its worker is done." if d["deferred"] else "."),
    "residence": lambda d, who, names: f"{who}'s residence replaces the {_building(d)} on "
    f"space {d['space']} (+2 prestige).",
    "exchange": lambda d, who, names: f"{who} uses the {_building(d)}: {_exchange_text(d)}.",
    "batch": lambda d, who, names: f"{who} builds a house in the {d['section']} "
    f"(+{d['prestige']} prestige).",
    "castle_penalty": lambda d, who, names: f"{who} offered nothing to the castle and loses "
    f"{d['lost']} prestige.",
    "best_builder": lambda d, who, names: f"{who} built the most in the castle and gains a "
    "favour.",
    "favour": lambda d, who, names: f"{who} takes a royal favour: {_favour_text(d)}.",
    "favour_lost": lambda d, who, names: f"{who} loses a favour: every row was used this "
    "phase.",
    "bailiff": lambda d, who, names: f"The bailiff moves from {d['from']} to {d['to']}; "
    "the provost joins it.",
    "scoring": lambda d, who, names: f"{d['section'].title()} scored: {who} has {d['houses']} "
    f"house(s): {_scoring_text(d)}.",
    "columns_open": lambda d, who, names: f"Favour columns 1-{d['columns']} are now open.",
    "final": lambda d, who, names: f"{who} ends with {d['total']} prestige "
    f"(+{d['gold']} for gold, +{d['cubes']} for cubes, +{d['deniers']} for deniers).",
    "game_over": lambda d, who, names: "The game is over. Winner(s): "
    + ", ".join(names[s] for s in d["winners"]) + ".",
}


def describe(event: Event, names: Names) -> str:
    """One line of plain English for the log and the engine."""
    who = names[event.seat] if event.seat is not None else ""
    template = _TEMPLATES.get(event.kind)
    if template is None:
        return f"{event.kind}: {event.data}"
    return template(event.data, who, names)
