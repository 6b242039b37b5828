"""The engine: a line protocol over the rules core on stdin/stdout (docs/ENGINE.md)."""

from caylus.engine.session import EngineSession

__all__ = ["EngineSession"]
