"""The rules of Caylus as a pure-Python core: no pygame, no I/O besides JSON."""

from caylus.core.actions import Action, IllegalAction, act, parse_action
from caylus.core.events import Event, describe
from caylus.core.game import Game, new_game, replay, setup_game
from caylus.core.position import PositionError

__all__ = [
    "Action",
    "Event",
    "Game",
    "IllegalAction",
    "PositionError",
    "act",
    "describe",
    "new_game",
    "parse_action",
    "replay",
    "setup_game",
]
