"""The seed of a game's computer player: the one rule of the arena, the engine and the game
window, so that a recorded game replays the same wherever it is played.

One player per seat and purpose is kept for a whole game (its search tree carries over from
one decision to the next), seeded from the game's seed. The seat's own computer gets
`game seed * 100 + seat` (the arena's rule since its first results file); the hints for a seat
get a player of their own, 50 further on.
"""

from __future__ import annotations

from typing import Final

MOVE_PURPOSE: Final = 0  # the computer playing the seat
HINT_PURPOSE: Final = 1  # the hints for that seat: not the same player as its computer's
SEATS_PER_PURPOSE: Final = 50  # more than any table has seats, so no two players share a seed


def player_seed(game_seed: int, seat: int, purpose: int = MOVE_PURPOSE) -> int:
    return game_seed * 100 + purpose * SEATS_PER_PURPOSE + seat
