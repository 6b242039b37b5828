"""The one base of every error the game raises on purpose.

A `CaylusError` carries a stable `code` and the `values` in it, as a `Reason` does for an
illegal move: the window words it from its catalogue (`error.<code>`, see
`caylus.ui.error_words`), in the player's language, while the message stays plain English for
the log, the engine and the command-line tools. Each subclass names its own `default_code`;
a raise may give a finer one (a save that is too new, not found, damaged...). Imports nothing.
"""

from __future__ import annotations

from typing import ClassVar


class CaylusError(Exception):
    """An error the game expected and can explain: `code` (what went wrong, stable, worded by
    the catalogues), `values` (the particulars the words need) and an English message."""

    #: The code of an error of this class when a raise gives none (a class attribute
    #: declared ClassVar: mypyc keeps it on the compiled subclasses too)
    default_code: ClassVar[str] = "unexpected"

    def __init__(self, message: str = "", *, code: str | None = None, **values: object) -> None:
        super().__init__(message)
        self.code: str = code if code is not None else self.default_code
        self.values: dict[str, object] = dict(values)
