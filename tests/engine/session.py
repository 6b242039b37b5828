"""Talking to an engine session in tests: answers that must succeed, refusals that must fail."""

from __future__ import annotations

import json

from caylus.core import Game
from caylus.engine import EngineSession


def answer(session: EngineSession, line: str) -> list[str]:
    """The data lines of a command that must succeed."""
    lines = session.handle(line)
    assert lines[-1] == "ok", lines
    return lines[:-1]


def refusal(session: EngineSession, line: str) -> str:
    """The reason of a command that must fail: exactly one `error` line."""
    lines = session.handle(line)
    assert len(lines) == 1 and lines[0].startswith("error "), lines
    return lines[0].removeprefix("error ")


def started(players: int = 3, seed: int = 4) -> EngineSession:
    session = EngineSession()
    answer(session, f"new players={players} seed={seed}")
    return session


def game_of(session: EngineSession) -> Game:
    """The session's game (there is one once a test has started it)."""
    assert session.game is not None
    return session.game


def state_of(session: EngineSession) -> dict:
    (line,) = answer(session, "state")
    return json.loads(line)


def snapshot(session: EngineSession) -> tuple[str, list[str]]:
    return answer(session, "state")[0], answer(session, "history")
