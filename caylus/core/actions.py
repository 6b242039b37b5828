"""Actions: small immutable values with one text form (`str(action)` ⇄ `parse_action`).

The text form is the engine protocol's notation (docs/ENGINE.md): a verb and its
arguments separated by spaces, e.g. `place 7`, `place castle`, `provost -2`, `batch FWS`,
`favour cubes 4 G FW`. The arguments are typed: a worker's target is a `Place` (a road
space is written as its number), numbers (road spaces, columns, amounts, provost steps)
are `int`, and the rest (cube letters, tile ids, favour rows, `stay`/`leave`) are words.
This module is the only one that builds or splits that text.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import ClassVar, Final

from caylus.core.places import ROAD, Place
from caylus.core.vocabulary import Verb
from caylus.errors import CaylusError

Argument = int | str | Place
TARGET_VERBS: Final = (Verb.PLACE, Verb.GATE)
_VERBS: Final = frozenset(verb.value for verb in Verb if verb is not Verb.UNKNOWN)
NUMBER_DIGITS: Final = 6  # no number of the game has more digits


def shortened(text: str, most: int = 60) -> str:
    """Text a player typed, cut to a length a message can quote."""
    return text if len(text) <= most else text[:most - 1] + "…"


def word(argument: Argument) -> str:
    """An argument the notation reads as a word (cube letters, tile ids, favour rows)."""
    assert isinstance(argument, str), f"expected a word, got {argument}"
    return argument


def number(argument: Argument) -> int:
    """An argument the notation reads as a number (road spaces, columns, amounts, steps);
    ValueError for a place."""
    if not isinstance(argument, int):
        raise ValueError(f"expected a number, got {argument}")
    return argument


class Reason:
    """Why something is not allowed: a stable `code`, the `values` in it (so that a user
    interface can say the same in another language) and the plain English `text`, which is
    also what `str(reason)` gives."""

    __slots__ = ("code", "text", "values")

    def __init__(self, code: str, text: str, **values: object) -> None:
        self.code = code
        self.text = text
        self.values: dict[str, object] = values

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Reason({self.code!r}, {self.text!r})"

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Reason) and (self.code, self.text, self.values)
                == (other.code, other.text, other.values))

    def __hash__(self) -> int:
        return hash((self.code, self.text))

    def __reduce__(self) -> tuple[Callable[..., Reason], tuple[object, ...]]:
        return _reason, (self.code, self.text, self.values)


def _reason(code: str, text: str, values: dict[str, object]) -> Reason:
    return Reason(code, text, **values)


class IllegalAction(CaylusError, ValueError):
    """An action that is not legal now. The message says why; the game is unchanged.

    `reason` is the structured Reason (None only for unparseable text)."""

    default_code: ClassVar[str] = "action.illegal"

    def __init__(self, message: str, reason: Reason | None = None) -> None:
        super().__init__(message)
        self.reason = reason


class Action:
    """One choice of a player: a verb and its typed arguments. Immutable and hashable; equal
    actions have the same text form."""

    __slots__ = ("_hash", "args", "kind")

    def __init__(self, kind: Verb, args: tuple[Argument, ...] = ()) -> None:
        self.kind: Final = kind
        self.args: Final = args
        self._hash: Final = hash((kind, args))

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        return (isinstance(other, Action) and self._hash == other._hash
                and self.kind is other.kind and self.args == other.args)

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple[type[Action], tuple[Verb, tuple[Argument, ...]]]:
        return Action, (self.kind, self.args)

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"

    def __str__(self) -> str:
        words = [_argument_text(self.kind, arg) for arg in self.args]
        return " ".join(words if self.kind is Verb.UNKNOWN else (self.kind.value, *words))

    @property
    def target(self) -> Place | None:
        """The worker's target of a `place` or `gate` action."""
        if self.kind in TARGET_VERBS and self.args and isinstance(self.args[0], Place):
            return self.args[0]
        return None


@lru_cache(maxsize=4096)
def act(kind: Verb | str, *args: object) -> Action:
    """An action from its verb and arguments, given as values or as their text (cached: the
    rules ask for the same few hundred actions over and over). A verb the notation does not
    know makes a `Verb.UNKNOWN` action, which no decision accepts."""
    if not isinstance(kind, Verb):
        if kind not in _VERBS:
            return Action(Verb.UNKNOWN, (kind, *(_argument(Verb.UNKNOWN, i + 1, arg)
                                                 for i, arg in enumerate(args))))
        kind = Verb(kind)
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


def _argument(kind: Verb, index: int, value: object) -> Argument:
    if isinstance(value, Place) or (isinstance(value, int) and not isinstance(value, bool)):
        return value
    text = str(value)
    if kind in TARGET_VERBS and index == 0:
        return parse_target(text)
    if kind is Verb.PROVOST:
        steps = text[1:] if text[:1] in ("+", "-") else text
        if not _is_number(steps):
            raise IllegalAction(f"'{shortened(text, 12)}' is not a number of spaces")
        return int(text)
    return int(text) if _is_number(text) else text


def _argument_text(kind: Verb, arg: Argument) -> str:
    if isinstance(arg, Place):
        return target_text(arg)
    if kind is Verb.PROVOST and isinstance(arg, int):
        return f"{arg:+d}"
    return str(arg)


def _is_number(text: str) -> bool:
    """Digits the notation reads as a number; longer runs are words (and name nothing)."""
    return text.isascii() and text.isdigit() and len(text) <= NUMBER_DIGITS
