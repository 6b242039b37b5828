"""Every player the arena can seat: the computer players (`caylus.ai`) and the held-out
opponents (`caylus.heldout`), which the arena alone measures against: no computer player
imports them and nothing is tuned on them (tests/packaging/test_layers.py)."""

from __future__ import annotations

from caylus.ai import PLAYERS as COMPUTER_PLAYERS
from caylus.ai import Player
from caylus.ai import make_player as make_computer_player
from caylus.heldout import PLAYERS as HELD_OUT


def names() -> tuple[str, ...]:
    """The names `--players` takes (read from the registries each time: tests add players)."""
    return (*COMPUTER_PLAYERS, *HELD_OUT)


def make_player(name: str, seed: int = 0, budget: int | None = None) -> Player:
    """The player called `name`; KeyError if there is none."""
    if name in HELD_OUT:
        return HELD_OUT[name](seed, budget)
    return make_computer_player(name, seed, budget)
