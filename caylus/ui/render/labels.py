"""Labels made of words and icons (cubes, deniers, prestige, favours), shared by the board
drawing and the decision panel. Icons are drawn by `caylus.ui.render.tokens`."""

from __future__ import annotations

from collections.abc import Mapping

from caylus.core.actions import Reason
from caylus.core.buildings import BUILDINGS, CUBE_NAMES, SPECIAL_BUILDINGS
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
from caylus.core.favours import DENIERS_BY_COLUMN
from caylus.ui.i18n import has, has_own, join, t
from caylus.ui.render.tokens import Icon as Icon
from caylus.ui.render.tokens import IconKind as IconKind
from caylus.ui.render.tokens import Token as Token

ARROW = Icon(IconKind.ARROW)


def cubes(letters: str) -> Icon:
    return Icon(IconKind.CUBES, letters)


def deniers(amount: int) -> Icon:
    return Icon(IconKind.DENIERS, amount)


def prestige(amount: int) -> Icon:
    return Icon(IconKind.PRESTIGE, amount)


def favours(amount: int) -> Icon:
    return Icon(IconKind.FAVOUR, amount)


def building_name(building_id: str) -> str:
    key = f"building.{building_id}.name"
    if building_id in BUILDINGS or building_id in SPECIAL_BUILDINGS:
        text = t(key)
        if text != key:
            return text
    if building_id in BUILDINGS:
        return BUILDINGS[building_id].name
    return SPECIAL_BUILDINGS[building_id].name if building_id in SPECIAL_BUILDINGS else building_id


def building_names(building_id: str) -> tuple[str, ...]:
    """The building's name, then its short form if the catalogue has one (for small tiles)."""
    short = f"game.tile.short.{building_id}"
    if has(short) or has_own(short):  # a language may shorten names English need not
        return building_name(building_id), t(short)
    return (building_name(building_id),)


def tiny_name(building_id: str) -> str | None:
    """The catalogue's tiniest form of a building's name, for a tile too small for the others
    (1280×720 at text 200%), or None: never nothing on the board, where a room watching a
    projector cannot hover for the tooltip."""
    tiny = f"game.tile.tiny.{building_id}"  # a language's own only: never another's
    return t(tiny) if has_own(tiny) else None


def cube_word(letter: str) -> str:
    return t(f"game.cube.{CUBE_NAMES[letter]}")


def counted(noun: str, amount: int) -> str:
    """An amount with its noun in the language's plural form ("1 denier", "5 deniers"):
    `noun` is deniers, prestige, houses or favours (catalogue keys `count.<noun>`)."""
    return t(f"count.{noun}", count=amount)


def cubes_words(letters: str) -> str:
    """Cubes in words, by kind ("2 wood and 1 gold"); "nothing" for none."""
    if not letters:
        return t("log.nothing")
    counts: dict[str, int] = {}
    for letter in letters:
        counts[letter] = counts.get(letter, 0) + 1
    return join(t(f"count.cubes.{CUBE_NAMES[k]}", count=n) for k, n in counts.items())


def cost_tokens(cost: dict[str, int]) -> tuple[Token, ...]:
    letters = "".join(k * n for k, n in cost.items() if k != "any")
    tokens: list[Token] = [cubes(letters)] if letters else []
    if cost.get("any"):
        tokens.append(t("game.label.any", count=cost["any"]))
    return tuple(tokens)


def favour_column_label(row: str, column: int, short: bool = False) -> tuple[Token, ...]:
    """What a favour cell gives, as a label (`short`: for the cell on the board)."""
    if row == "prestige":
        return (prestige(column),)
    if row == "deniers":
        return (deniers(DENIERS_BY_COLUMN[column]),)
    if row == "cubes" and short and column == 4:  # any cube for any two (not gold)
        return (cubes("?"), ARROW, cubes("??"))
    if row == "cubes":
        return {1: (cubes("F"),), 2: (cubes("W"), t("game.label.or"), cubes("S")), 3: (cubes("C"),),
                4: (t("game.label.give_one"), ARROW, t("game.label.take_two")),
                5: (cubes("G"),)}[column]
    if short:
        return {1: ("–",), 2: (t("game.favour.cell.wood"), cubes("W"), "–1"),
                3: (t("game.favour.cell.stone"), cubes("S"), "–1"),
                4: (t("game.favour.cell.residence"), cubes("C")),
                5: (t("game.favour.cell.prestige"),)}[column]
    return (t(f"game.favour.buildings_{column}"),)


def icon_sentence(key: str, icons: Mapping[str, Token], **values: object) -> tuple[Token, ...]:
    """A catalogue sentence whose placeholders named in `icons` are drawn as those icons,
    where the language puts them (no sentence assembled in code)."""
    marks = {name: f"{ICON_MARK}{name}{ICON_MARK}" for name in icons}
    pieces = t(key, **values, **marks).split(ICON_MARK)
    tokens: list[Token] = []
    for n, piece in enumerate(pieces):
        if n % 2:
            tokens.append(icons[piece])
        elif piece:
            tokens.append(piece.strip() or " ")  # a space between two icons stays a space
    return tuple(tokens)


ICON_MARK = "\x00"  # around an icon's name in a sentence being split
#: Values of a reason said as counted phrases ("3 deniers"), as the catalogues' plural rules
#: expect, not bare numbers glued to a noun
COUNTED_REASON_VALUES: dict[str, dict[str, str]] = {
    "too_expensive": {"cost": "deniers", "have": "deniers"},
    "provost_cost": {"cost": "deniers", "have": "deniers"},
}


def reason_text(reason: Reason | str) -> str:
    """A core `Reason` in the current language (its English text when no entry exists)."""
    if not isinstance(reason, Reason):
        return str(reason)
    key = f"reason.{reason.code}"
    if not has(key):
        return str(reason)
    values = dict(reason.values)
    if "building" in values:
        values["name"] = building_name(str(values["building"]))
    elif "place" in values:
        values["name"] = t(f"game.target.{values['place']}")
    for name, noun in COUNTED_REASON_VALUES.get(reason.code, {}).items():
        amount = values.get(name)
        if isinstance(amount, int):
            values[name] = counted(noun, amount)
    try:
        text = t(key, **values)
    except (KeyError, IndexError, ValueError):
        return str(reason)
    return text[:1].upper() + text[1:]


def effect_tokens(building_id: str) -> tuple[Token, ...]:
    """A short picture of a building's effect for its tile."""
    if building_id in SPECIAL_BUILDINGS:
        return ()
    tile = BUILDINGS[building_id]
    effect = tile.effect
    if isinstance(effect, Produce):
        tokens: list[Token] = []
        for index, option in enumerate(effect.options):
            if index:
                tokens.append("/")
            tokens.append(cubes(option))
        return tuple(tokens)
    if isinstance(effect, Market):
        return (Icon(IconKind.CUBES, "?"), ARROW, deniers(effect.price))
    if isinstance(effect, Peddler):
        size, price = effect.offers[-1]
        return (deniers(-price), ARROW, str(size))
    if isinstance(effect, Build):
        return (ARROW, t(f"game.tile.builds_{effect.builds}"))
    if isinstance(effect, Lawyer):
        return (ARROW, t("game.tile.residence"))
    if isinstance(effect, Alchemy):
        return ("2", ARROW, cubes("G"))
    if isinstance(effect, Exchange):
        paid, gained = effect.offers[0]
        pay = deniers(-paid) if effect.pay == DENIERS else cubes(effect.pay * paid)
        gain = prestige(gained) if effect.gain == PRESTIGE_GAIN else cubes(effect.gain * gained)
        return (pay, ARROW, gain)
    if tile.category in ("residence", "prestige"):
        return (prestige(tile.prestige),)
    return ()
