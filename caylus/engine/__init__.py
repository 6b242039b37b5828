"""The engine: a line protocol over the rules core on stdin/stdout (docs/ENGINE.md).

`EngineSession` is imported on first use, not with the package: `python -m caylus.engine`
must start, and say so in the protocol, even when the rules cannot be imported (a damaged
shipped table, see `caylus.engine.__main__`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from caylus.engine.session import EngineSession

__all__ = ["EngineSession"]


def __getattr__(name: str) -> object:
    if name == "EngineSession":
        from caylus.engine.session import EngineSession

        return EngineSession
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
