"""An example game night for the showcase, the screenshots and the tests: four games from
20:05 to 00:30 (across midnight, a computer at one of them) and two of a week before, played
to their ends by fixed lively choices. Nothing is read from or written to the disk."""

from __future__ import annotations

import random
from datetime import datetime
from functools import cache

from caylus.core.game import Game, new_game
from caylus.persistence.scoreboard import Entry, entry_of
from caylus.ui.scenes.game.screenshot import pick_lively
from caylus.ui.scoreboard_store import Scoreboard

NAMES = ("Aliénor", "Bertrand", "Clothilde", "Dmitri", "Eudes")
#: When each game ended (local time), who sat at it (a name, or a computer's level and
#: name), and its seed.
EVENING: tuple[tuple[datetime, tuple[str, ...], int], ...] = (
    (datetime(2026, 11, 20, 21, 10), ("Bertrand", "Eudes", "hard:Aldric"), 11),
    (datetime(2026, 11, 20, 22, 55), ("Aliénor", "Bertrand", "Eudes"), 12),
    (datetime(2026, 11, 27, 20, 5), ("Aliénor", "Bertrand", "Clothilde"), 21),
    (datetime(2026, 11, 27, 21, 40), ("Aliénor", "Bertrand", "Dmitri", "hard:Aldric"), 22),
    (datetime(2026, 11, 27, 23, 15), NAMES, 23),
    (datetime(2026, 11, 28, 0, 30), ("Clothilde", "Dmitri", "Eudes", "easy:Béatrice"), 24),
)
NOW = datetime(2026, 11, 28, 0, 50)


def played(seats: tuple[str, ...], seed: int) -> Game:
    names = [seat.partition(":")[2] or seat for seat in seats]
    kinds = [seat.partition(":")[0] if ":" in seat else "human" for seat in seats]
    game = new_game(len(seats), seed, names=names, seats=kinds)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(pick_lively(game, rng))
    return game


@cache
def example_entries() -> tuple[Entry, ...]:
    return tuple(entry_of(played(seats, seed), when.astimezone())
                 for when, seats, seed in EVENING)


def example_evening() -> tuple[datetime, Scoreboard]:
    """The evening's "now" and its scoreboard."""
    return NOW.astimezone(), Scoreboard(list(example_entries()))
