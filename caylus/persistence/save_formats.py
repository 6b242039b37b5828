"""Save formats, upgraded one step at a time: UPGRADES[n] turns a format-n document into a
format-(n+1) one, until the document is in today's format (game.SAVE_VERSION). Each step reads
only the older layout it knows; the committed fixtures of every format (tests/fixtures/saves)
check the steps against real files."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from caylus.core.game import SAVE_VERSION
from caylus.core.names import NAME_LENGTH, name_problem, trim
from caylus.core.state import Flow

Upgrader = Callable[[dict[str, Any]], dict[str, Any]]


def upgrade_1_to_2(data: dict[str, Any]) -> dict[str, Any]:
    """Format 2 adds `rules`: every format-1 file was written under rules version 1. Format 1
    let the engine write names with spaces around them or longer than NAME_LENGTH: they are
    trimmed and shortened, in the setup and in the stored players alike."""
    upgraded = {**data, "version": 2, "rules": 1}
    setup, state = data["setup"], data["state"]
    if isinstance(setup.get("names"), list):
        upgraded["setup"] = {**setup, "names": [fitted_name(n) for n in setup["names"]]}
    players = state.get("players")
    if isinstance(players, list):
        upgraded["state"] = {**state, "players": [
            {**p, "name": fitted_name(p["name"])} if isinstance(p, dict) and "name" in p else p
            for p in players]}
    return upgraded


def fitted_name(name: Any) -> Any:
    """A name of an older format, trimmed and shortened to NAME_LENGTH (other values as they
    are: the name rule refuses them with its reason)."""
    if not isinstance(name, str):
        return name
    fitted = trim(name)
    if len(fitted) > NAME_LENGTH and name_problem(fitted[:NAME_LENGTH]) is None:
        fitted = trim(fitted[:NAME_LENGTH])
    return fitted


#: Format 2's `cursor` meant, by phase, the field of the flow named here.
CURSOR_FIELDS = {"special": "special", "provost": "provost", "road": "road_space",
                 "castle": "castle", "end": "end_step", "over": "end_step"}


def upgrade_2_to_3(data: dict[str, Any]) -> dict[str, Any]:
    """Format 3 names the turn's flow: `cursor` (five meanings, by phase) and `place_cursor`
    become `flow`, whose fields other than the current phase's are at their start."""
    upgraded = {**data, "version": 3}
    state = data["state"]
    if isinstance(state, dict) and {"cursor", "place_cursor"} <= set(state):
        flow = Flow().to_dict()
        phase = state.get("phase")
        if phase == "placement":
            flow["placing"] = state["place_cursor"]
        elif isinstance(phase, str) and phase in CURSOR_FIELDS:
            flow[CURSOR_FIELDS[phase]] = state["cursor"]
        kept = {k: v for k, v in state.items() if k not in ("cursor", "place_cursor")}
        upgraded["state"] = {**kept, "flow": flow}
    return upgraded


#: One function per step: UPGRADES[n] turns a format-n document into a format-(n+1) one.
UPGRADES: dict[int, Upgrader] = {1: upgrade_1_to_2, 2: upgrade_2_to_3}


def upgrade(data: dict[str, Any]) -> dict[str, Any]:
    """The document in today's format (SAVE_VERSION), one step at a time."""
    while data["version"] < SAVE_VERSION:
        data = UPGRADES[data["version"]](data)
    return data
