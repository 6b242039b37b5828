"""Actions: small immutable values with one text form (`str(action)` ⇄ `parse_action`).

The text form is the engine protocol's notation (docs/ENGINE.md): a verb and its
arguments separated by spaces, e.g. `place 7`, `place castle`, `provost -2`, `batch FWS`,
`favour cubes 4 G FW`. The arguments are typed: a worker's target is a `Place` (a road
space is written as its number), numbers (road spaces, columns, amounts, provost steps)
are `int`, and the rest (cube letters, tile ids, favour rows, `stay`/`leave`) are words.
This module is the only one that builds or splits that text.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from caylus.core.places import ROAD, Place

Argument = int | str | Place
TARGET_VERBS = ("place", "gate")
NUMBER_DIGITS = 6  # no number of the game has more digits


def shortened(text: str, most: int = 60) -> str:
    """Text a player typed, cut to a length a message can quote."""
    return text if len(text) <= most else text[:most - 1] + "…"


def word(argument: Argument) -> str:
    """An argument the notation reads as a word (cube letters, tile ids, favour rows)."""
    assert isinstance(argument, str), f"expected a word, got {argument}"
    return argument


def number(argument: Argument) -> int:
    """An argument the notation reads as a number (road spaces, columns, amounts, steps)."""
    assert isinstance(argument, int), f"expected a number, got {argument}"
    return argument


class Reason(str):
    """Why something is not allowed: plain English (it is a `str`), plus a stable `code` and the
    `values` in it, so that a user interface can say the same in another language."""

    code: str
    values: dict[str, object]

    def __new__(cls, code: str, text: str, **values: object) -> Reason:
        made = super().__new__(cls, text)
        made.code = code
        made.values = values
        return made


class IllegalAction(ValueError):
    """An action that is not legal now. The message says why; the game is unchanged.

    `reason` is the structured Reason (None only for unparseable text)."""

    def __init__(self, message: str, reason: Reason | None = None) -> None:
        super().__init__(message)
        self.reason = reason


class Action(NamedTuple):
    kind: str
    args: tuple[Argument, ...] = ()

    def __str__(self) -> str:
        words = [_argument_text(self.kind, arg) for arg in self.args]
        return " ".join((self.kind, *words))

    @property
    def target(self) -> Place | None:
        """The worker's target of a `place` or `gate` action."""
        if self.kind in TARGET_VERBS and self.args and isinstance(self.args[0], Place):
            return self.args[0]
        return None


@lru_cache(maxsize=4096)
def act(kind: str, *args: object) -> Action:
    """An action from its verb and arguments, given as values or as their text (cached: the
    rules ask for the same few hundred actions over and over)."""
    return Action(kind, tuple(_argument(kind, index, arg) for index, arg in enumerate(args)))


def parse_action(text: str) -> Action:
    """Parse the text form of an action. Raises IllegalAction for empty or unreadable input."""
    parts = text.strip().split()
    if not parts:
        raise IllegalAction("empty action")
    return act(parts[0].lower(), *parts[1:])


def target_text(place: Place) -> str:
    """A worker target as the notation writes it: a road space by its number."""
    return str(place.number) if place.area == ROAD else str(place)


def parse_target(text: str) -> Place:
    if _is_number(text):
        return Place(ROAD, int(text))
    return Place(text)


def _argument(kind: str, index: int, value: object) -> Argument:
    if isinstance(value, Place) or (isinstance(value, int) and not isinstance(value, bool)):
        return value
    text = str(value)
    if kind in TARGET_VERBS and index == 0:
        return parse_target(text)
    if kind == "provost":
        steps = text[1:] if text[:1] in ("+", "-") else text
        if not _is_number(steps):
            raise IllegalAction(f"'{shortened(text, 12)}' is not a number of spaces")
        return int(text)
    return int(text) if _is_number(text) else text


def _argument_text(kind: str, arg: Argument) -> str:
    if isinstance(arg, Place):
        return target_text(arg)
    if kind == "provost" and isinstance(arg, int):
        return f"{arg:+d}"
    return str(arg)


def _is_number(text: str) -> bool:
    """Digits the notation reads as a number; longer runs are words (and name nothing)."""
    return text.isascii() and text.isdigit() and len(text) <= NUMBER_DIGITS
