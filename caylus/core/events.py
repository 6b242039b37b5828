"""Structured events returned by `Game.apply`, and the one plain English formatter.

Events carry data only: who (`seat`), what (`kind`), how much and where (`data`, with numbers,
cube letters, tile ids and `Place` values). `describe` is the English wording for the engine
and for logs that have no catalogue; a user interface words them in its own language.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
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


def _pass_key(d: Mapping[str, Any]) -> str:
    bonus = "_bonus" if d.get("bonus") else ""
    if d.get("why"):
        return f"log.pass_forced.{d['why']}{bonus}"
    return f"log.pass{bonus}"


def _scoring_key(d: Mapping[str, Any]) -> str:
    if d.get("favours"):
        return "log.scoring_favours"
    if d["houses"] == 0:
        return "log.scoring_penalty" if d.get("lost") else "log.scoring_penalty_none"
    return "log.scoring_nothing"


@dataclass(frozen=True)
class Wording:
    """How one kind of event is told: `english` for the engine and the logs without a
    catalogue, and `key`, the catalogue entry a window words it with (chosen from the event's
    data where one kind reads several ways; None: `log.<kind>`). Adding an event kind means
    an entry here, its data's shape (`caylus.core.event_data`) and its catalogue words."""

    english: Template
    key: Callable[[Mapping[str, Any]], str] | None = None


#: Every event kind's wording, in one table (tests tie it to `EventKind` and `EVENT_DATA`).
WORDING: dict[str, Wording] = {
    "turn": Wording(lambda d, who, names: f"Turn {d['turn']} begins."),
    "phase": Wording(lambda d, who, names: f"Phase: {d['phase']}."),
    "income": Wording(
        lambda d, who, names: f"{who} receives {deniers_text(d['amount'])} of income."),
    "pass": Wording(
        lambda d, who, names: f"{who}{FORCED_PASS.get(d.get('why') or '', '')} passes "
        f"({d['position']} on the bridge)"
        + (", and takes 1 denier for passing first." if d.get("bonus") else "."),
        _pass_key),
    "place": Wording(
        lambda d, who, names: f"{who} places a worker on {place_text(d['place'])}"
        + (f" for {deniers_text(d['cost'])}." if d["cost"] else " for free."),
        lambda d: "log.place" if d.get("cost") else "log.place_free"),
    "owner_prestige": Wording(
        lambda d, who, names: f"{who} gains 1 prestige: a worker on their "
        "building."),
    "worker_returns": Wording(
        lambda d, who, names: f"{who}'s worker returns from "
        f"{place_text(d['place'])}" + (" unused (beyond the provost)." if d.get("unused") else "."),
        lambda d: "log.worker_returns_unused" if d.get("unused") else "log.worker_returns"),
    "gate_move": Wording(
        lambda d, who, names: f"{who} moves the Gate's worker to "
        f"{place_text(d['place'])}."),
    "deniers": Wording(
        lambda d, who, names: f"{who} gains {deniers_text(d['amount'])} "
        f"({name_of(d['source'])})."),
    "provost": Wording(
        lambda d, who, names: f"{who} moves the provost from {d['from']} to {d['to']}"
        + (f" for {deniers_text(d['cost'])}." if d.get("cost") else "."),
        lambda d: "log.provost" if d.get("cost") else "log.provost_free"),
    "provost_stays": Wording(
        lambda d, who, names: f"{who} leaves the provost on space {d['at']}"
        + (" (no denier to pay with)." if d["why"] == "no_deniers" else "."),
        lambda d: f"log.provost_stays.{d['why']}"),
    "joust": Wording(lambda d, who, names: f"{who} pays 1 denier and 1 cloth at the Joust Field."),
    "turn_order": Wording(
        lambda d, who, names: "Turn order is now "
        + ", ".join(names[s] for s in d["order"]) + "."),
    "inn": Wording(
        lambda d, who, names: f"{who}'s worker "
        + ("stays for the next turn" if d["move"] == "stay" else "moves to the right slot")
        + " at the Inn.",
        lambda d: f"log.inn_{d.get('move', 'right')}"),
    "produce": Wording(
        lambda d, who, names: f"{who} takes {cubes_text(d['cubes'])} at the "
        f"{_building(d)}."),
    "owner_bonus": Wording(
        lambda d, who, names: f"{who} takes 1 {CUBE_NAMES[d['cube']]} as owner of "
        f"the {_building(d)}."),
    "sell": Wording(
        lambda d, who, names: f"{who} sells 1 {CUBE_NAMES[d['cube']]} for "
        f"{deniers_text(d['price'])}."),
    "buy": Wording(
        lambda d, who, names: f"{who} buys {cubes_text(d['cubes'])} for "
        f"{deniers_text(d['price'])}."),
    "build": Wording(
        lambda d, who, names: f"{who} builds the {_building(d)} on road space {d['space']} "
        f"(+{d['prestige']} prestige)."),
    "lawyer": Wording(
        lambda d, who, names: f"{who} pays the Lawyer to turn the {_building(d)} on "
        f"space {d['space']} into a residence"
        + (" once its worker is done." if d["deferred"] else ".")),
    "residence": Wording(
        lambda d, who, names: f"{who}'s residence replaces the {_building(d)} on "
        f"space {d['space']} (+2 prestige)."),
    "exchange": Wording(
        lambda d, who, names: f"{who} uses the {_building(d)}: {_exchange_text(d)}."),
    "batch": Wording(
        lambda d, who, names: f"{who} builds a house in the {d['section']} "
        f"(+{d['prestige']} prestige)."),
    "castle_penalty": Wording(
        lambda d, who, names: f"{who} offered nothing to the castle and loses "
        f"{d['lost']} prestige.",
        lambda d: "log.castle_penalty" if d.get("lost") else "log.castle_penalty_none"),
    "best_builder": Wording(
        lambda d, who, names: f"{who} built the most in the castle and gains a "
        "favour."),
    "favour": Wording(lambda d, who, names: f"{who} takes a royal favour: {_favour_text(d)}."),
    "favour_lost": Wording(
        lambda d, who, names: f"{who} loses a favour: every row was used this "
        "phase."),
    "bailiff": Wording(
        lambda d, who, names: f"The bailiff moves from {d['from']} to {d['to']}; "
        "the provost joins it."),
    "scoring": Wording(
        lambda d, who, names: f"{d['section'].title()} scored: {who} has {d['houses']} "
        f"house(s): {_scoring_text(d)}.",
        _scoring_key),
    "columns_open": Wording(lambda d, who, names: f"Favour columns 1-{d['columns']} are now open."),
    "final": Wording(
        lambda d, who, names: f"{who} ends with {d['total']} prestige "
        f"(+{d['gold']} for gold, +{d['cubes']} for cubes, +{d['deniers']} for deniers)."),
    "game_over": Wording(
        lambda d, who, names: "The game is over. Winner(s): "
        + ", ".join(names[s] for s in d["winners"]) + "."),
}


def catalogue_key(event: Event) -> str:
    """The catalogue entry that words `event` in a window (`log.<kind>` or a variant)."""
    wording = WORDING.get(event.kind)
    if wording is None or wording.key is None:
        return f"log.{event.kind}"
    return wording.key(event.data)


def describe(event: Event, names: Names) -> str:
    """One line of plain English for the log and the engine."""
    who = names[event.seat] if event.seat is not None else ""
    wording = WORDING.get(event.kind)
    if wording is None:
        return f"{event.kind}: {event.data}"
    return wording.english(event.data, who, names)
