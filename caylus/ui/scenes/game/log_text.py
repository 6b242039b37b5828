"""Events in plain words for the game log, through `t()`: the catalogue key is the one the
core's wording table gives each kind (`caylus.core.events.WORDING`, `log.<kind>` or a
variant), filled with the event's data in words (names, money, cubes, buildings).

Kinds without catalogue words fall back to the core's English `describe`, so a new event kind
shows up in the log before anyone writes its text.
"""

from __future__ import annotations

from typing import Any

from caylus.core import Event, Game, describe
from caylus.core.buildings import CUBE_NAMES
from caylus.core.events import catalogue_key
from caylus.core.favours import DENIERS_BY_COLUMN
from caylus.core.vocabulary import EventKind
from caylus.ui.i18n import join, ordinal, t
from caylus.ui.render.labels import building_name, counted, cube_word, cubes_words
from caylus.ui.scenes.game.choices import target_name

#: Amounts of prestige in an event, written with their noun ("+3 prestige").
PRESTIGE_AMOUNTS = ("prestige", "lost", "total")


def money(amount: int) -> str:
    return counted("deniers", amount)


def _values(event: Event, game: Game) -> dict[str, Any]:
    data = dict(event.data)
    values: dict[str, Any] = dict(data)
    if event.seat is not None and event.seat < len(game.players):
        values["who"] = game.players[event.seat].name
    if "place" in data:
        values["place"] = target_name(game, data["place"])
    if "building" in data or "source" in data:  # a Trading Post's deniers name their source
        values["building"] = building_name(data.get("building") or data["source"])
    if "cubes" in data and isinstance(data["cubes"], str):
        values["cubes"] = cubes_words(data["cubes"])
    if "cube" in data:
        values["cube"] = cube_word(data["cube"]) if data["cube"] in CUBE_NAMES else data["cube"]
    if "phase" in data:
        values["phase"] = t(f"game.phase.{data['phase']}")
    if "section" in data:
        values["section"] = t(f"game.section.{data['section']}")
    seats = data.get("order", data.get("winners"))
    if event.kind in (EventKind.TURN_ORDER, EventKind.GAME_OVER) and seats is not None:
        values["names"] = join(game.players[s].name for s in seats)
    amount = data.get("cost") or data.get("amount") or data.get("price")
    if isinstance(amount, int):
        values["money"] = money(amount)
    if "position" in data:
        values["position"] = ordinal(data["position"])
    for name in PRESTIGE_AMOUNTS:
        if isinstance(data.get(name), int):
            values[name] = counted("prestige", data[name])
    if isinstance(data.get("houses"), int):
        values["houses"] = counted("houses", data["houses"])
    if isinstance(data.get("favours"), int):
        values["favours"] = counted("favours", data["favours"])
    if event.kind == EventKind.EXCHANGE:
        values["paid"], values["gained"] = _exchange_words(data)
    if event.kind == EventKind.FAVOUR:
        values["gift"] = favour_gift(data)
    return values


def _exchange_words(data: dict[str, Any]) -> tuple[str, str]:
    """What a Bank, Alchemist, Tailor, Church or Jeweller took and gave, in words."""
    pay, paid = data["pay"], data["paid"]
    if pay == "deniers":
        paid_words = money(paid)
    else:
        paid_words = cubes_words(pay if len(pay) == paid else pay * paid)
    gained = data["gained"]
    if data["gain"] == "prestige":
        return paid_words, counted("prestige", gained)
    return paid_words, cubes_words(data["gain"] * gained)


def favour_gift(data: dict[str, Any]) -> str:
    """What a royal favour gave, from its row, column and arguments."""
    row, column, args = data["row"], data["column"], data.get("args", [])
    if row == "simplified":
        return counted("prestige", 3)
    if row == "prestige":
        return counted("prestige", column)
    if row == "deniers":
        return money(DENIERS_BY_COLUMN[column])
    if row == "cubes":
        if column == 4:
            return t("log.favour.swap", give=cubes_words(args[0]), take=cubes_words(args[1]))
        return cubes_words({1: "F", 3: "C", 5: "G"}.get(column) or args[0])
    if column in (2, 3, 5):
        return t("log.favour.build", building=building_name(args[0]))
    return t(f"log.favour.buildings_{column}")


def event_text(event: Event, game: Game) -> str:
    """One line for the log."""
    key = catalogue_key(event)
    if t(key) == key:
        return describe(event, game.names())
    try:
        return t(key, **_values(event, game))
    except (KeyError, IndexError, ValueError):
        return describe(event, game.names())


QUIET_KINDS = frozenset({"phase"})


def worth_logging(event: Event) -> bool:
    """Phase changes show in the banner; the log keeps what players did and got."""
    return event.kind not in QUIET_KINDS


def history_lines(game: Game, limit: int = 80) -> list[tuple[str, int | None, bool, int]]:
    """The log of a game resumed from a save: its history replayed, the last `limit` lines,
    each as (text, seat, turn marker, index of the decision it tells of).

    A history that does not replay (it always should) just gives an empty log.
    """
    from caylus.core import IllegalAction, replay

    lines: list[tuple[str, int | None, bool, int]] = []
    try:
        past = replay(game.setup, [])
        for index, action in enumerate(game.history):
            for event in past.apply(action):
                if worth_logging(event):
                    lines.append((event_text(event, past), event.seat, event.kind == EventKind.TURN,
                                  index))
            lines = lines[-limit:]
    except (IllegalAction, ValueError, KeyError):
        return []
    return lines
