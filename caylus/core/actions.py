"""Actions: small immutable values with a stable text form (`str(action)` ⇄ `parse_action`).

The text form is the engine protocol's notation (docs/ENGINE.md): a verb and its
arguments separated by spaces, e.g. `place 7`, `place castle`, `provost -2`, `batch FWS`,
`favour cubes 4 G FW`.
"""

from __future__ import annotations

from typing import NamedTuple


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
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.kind, *self.args)) if self.args else self.kind


def act(kind: str, *args: object) -> Action:
    return Action(kind, tuple(str(a) for a in args))


def parse_action(text: str) -> Action:
    """Parse the text form of an action. Raises IllegalAction for empty input."""
    parts = text.strip().split()
    if not parts:
        raise IllegalAction("empty action")
    kind, args = parts[0].lower(), parts[1:]
    if kind == "provost" and len(args) == 1:
        try:
            args = [f"{int(args[0]):+d}"]
        except ValueError:
            raise IllegalAction(f"{args[0]!r} is not a number of spaces") from None
    return Action(kind, tuple(args))
