"""The game review's breakdown (issue 23): every prestige point a player has is counted under
the rule that gave or took it, read from the core's events, so the parts add up exactly to the
final score (R-FINAL, R-ROAD-4, R-ROAD-5, R-LAWYER, R-CASTLE, R-SCORE, R-FAVOUR, R-PLACE-4)."""

from __future__ import annotations

import random

import pytest

from caylus.analysis.prestige_sources import Source, prestige_by_source
from caylus.core import Game, new_game


def played(seed: int) -> Game:
    """A whole game of 2-5 players by random legal moves, every option in turn."""
    game = new_game(2 + seed % 4, seed, simplified=seed % 3 == 1, edition=1 + seed % 2)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_the_parts_add_up_to_the_final_score_in_200_random_games() -> None:
    for seed in range(200):
        game = played(seed)
        for seat, parts in enumerate(prestige_by_source(game)):
            assert sum(parts.values()) == game.players[seat].prestige, (seed, seat, parts)


@pytest.mark.parametrize("seed", [0, 5])
def test_the_parts_add_up_and_name_their_rules(seed: int) -> None:
    game = played(seed)
    breakdown = prestige_by_source(game)
    assert game.final is not None
    for seat, parts in enumerate(breakdown):
        assert sum(parts.values()) == game.players[seat].prestige
        final = next(row for row in game.final if row["seat"] == seat)
        assert (parts[Source.GOLD], parts[Source.CUBES], parts[Source.DENIERS]) == (
            final["gold"], final["cubes"], final["deniers"])  # R-FINAL
        assert parts[Source.PENALTIES] <= 0 and parts[Source.START] == 0


def test_a_game_in_progress_adds_up_to_the_prestige_so_far() -> None:
    game = new_game(3, 9)
    rng = random.Random(9)
    for _ in range(150):
        game.apply(rng.choice(game.legal_actions()))
    for seat, parts in enumerate(prestige_by_source(game)):
        assert sum(parts.values()) == game.players[seat].prestige
