"""The seed of a game's computer player, shared by the game window and the engine.

One player per seat and purpose is kept for a whole game (its search tree carries over from
one decision to the next), seeded from the game's seed, so a game replays the same wherever it
is played.
"""

from __future__ import annotations

SEED_MODULUS = 2**31 - 1
MOVE_PURPOSE = 0  # the computer playing the seat
HINT_PURPOSE = 1  # the hints for that seat: not the same player as its computer's


def player_seed(game_seed: int, seat: int, purpose: int = MOVE_PURPOSE) -> int:
    return (game_seed * 1_000_003 + (seat + 1) * 7919 + purpose * 104_729) % SEED_MODULUS
