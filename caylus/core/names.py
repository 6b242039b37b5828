"""The one rule for a player's name, shared by new games, positions, the save loader, the engine
and the new-game screen.

A name is text, trimmed of spaces (and of invisible formatting characters) at both ends, not
empty, at most NAME_LENGTH characters, with no control characters (NUL, line breaks, ...) and
not made only of characters that draw nothing (zero-width spaces, joiners, lone combining
marks, fillers). A name that breaks the rule raises NameProblem, whose `reason` is a Reason
(a code and values) that a user interface says in its own language.
"""

from __future__ import annotations

import unicodedata
from typing import ClassVar, Final

from caylus.core.actions import Reason
from caylus.errors import CaylusError

NAME_LENGTH: Final = 16
#: Unicode categories a name may not hold at all: control characters, lone surrogates (they
#: cannot even be written as UTF-8) and line or paragraph separators.
FORBIDDEN_CATEGORIES: Final = frozenset({"Cc", "Cs", "Zl", "Zp"})
#: Categories of characters that draw nothing on their own: formatting (zero-width space,
#: joiners, direction marks) and combining marks.
INVISIBLE_CATEGORIES: Final = frozenset({"Cf", "Mn", "Me"})
#: Letters that fonts draw as blank space (Hangul fillers).
BLANK_LETTERS: Final = frozenset("\u115f\u1160\u3164\uffa0")


class NameProblem(CaylusError, ValueError):
    """A name that breaks the rule; `reason` says why (code and values), str() in English."""

    default_code: ClassVar[str] = "name.unfit"

    def __init__(self, reason: Reason) -> None:
        super().__init__(str(reason))
        self.reason = reason


def clean_name(name: object, seat: int | None = None) -> str:
    """`name` trimmed, or NameProblem if it is not a fit player's name (`seat` is named in
    the message when given)."""
    reason = name_problem(name, seat)
    if reason is not None:
        raise NameProblem(reason)
    assert isinstance(name, str)
    return trim(name)


def name_problem(name: object, seat: int | None = None) -> Reason | None:
    """Why `name` is not a fit player's name, or None when it is."""
    whose = "a player's name" if seat is None else f"player {seat}'s name"
    values: dict[str, object] = {} if seat is None else {"seat": seat, "number": seat + 1}
    if not isinstance(name, str):
        return Reason("name_not_text", f"{whose} must be text", **values)
    trimmed = trim(name)
    if not trimmed:
        return Reason("name_empty", f"{whose} is empty", **values)
    if any(unicodedata.category(c) in FORBIDDEN_CATEGORIES for c in trimmed):
        return Reason("name_control", f"{whose} holds a control character (such as a NUL "
                      "byte or a line break)", **values)
    if all(invisible(c) for c in trimmed):
        return Reason("name_invisible", f"{whose} has nothing visible in it", **values)
    if len(trimmed) > NAME_LENGTH:
        return Reason("name_too_long", f"{whose} is longer than {NAME_LENGTH} characters",
                      limit=NAME_LENGTH, **values)
    return None


def trim(name: str) -> str:
    """`name` without spaces or invisible formatting characters at either end."""
    start, end = 0, len(name)
    while start < end and edge(name[start]):
        start += 1
    while end > start and edge(name[end - 1]):
        end -= 1
    return name[start:end]


def edge(character: str) -> bool:
    return character.isspace() or unicodedata.category(character) == "Cf"


def invisible(character: str) -> bool:
    return (character.isspace() or character in BLANK_LETTERS
            or unicodedata.category(character) in INVISIBLE_CATEGORIES)
