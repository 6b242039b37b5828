"""The review names every move in the catalogue's words (issue 34: "Hard would have played:
Béatrice (nothing to tell)" reached the screen for Hard's "done" at the castle)."""

from __future__ import annotations

import random

import pytest

from caylus.core import new_game
from caylus.ui.i18n import set_language, t
from caylus.ui.review_words import move_words


@pytest.mark.parametrize("seed", [3, 4])
def test_every_move_of_a_game_has_its_own_words(seed: int) -> None:
    set_language("en")
    game = new_game(3, seed, names=["Ann", "Ben", "Cid"])
    rng = random.Random(seed)
    generic = {t("review.move.quiet", who=name) for name in ("Ann", "Ben", "Cid")}
    said_done = False
    while not game.is_over:
        for action in game.legal_actions():
            words = move_words(game, str(action))
            assert words and words not in generic, str(action)
            said_done |= str(action) == "done"
        game.apply(rng.choice(game.legal_actions()))
    assert said_done, "the game offered a castle 'done', the move the log does not tell"
