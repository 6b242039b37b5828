"""R-SETUP: the seeded deal of the neutral buildings does not depend on the order of the
building table's file; games set up before deal 2 keep dealing as they did."""

from __future__ import annotations

import pytest

from caylus.core import deal as deal_module
from caylus.core import new_game, replay
from caylus.core.buildings import BUILDINGS, NEUTRAL
from caylus.core.deal import DEAL_1_ORDER, DEAL_VERSION


def neutral_road(game) -> list[str]:
    return [tile[0] for tile in game.board.road if tile and BUILDINGS[tile[0]].category == NEUTRAL]


@pytest.fixture
def table_reversed(monkeypatch):
    """The building table read from a file whose buildings are in the opposite order."""
    reversed_table = dict(reversed(list(BUILDINGS.items())))
    monkeypatch.setattr(deal_module, "BUILDINGS", reversed_table)


@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("deal", [1, DEAL_VERSION])
def test_r_setup_the_deal_ignores_the_table_files_order(seed, deal, request):
    before = neutral_road(new_game(3, seed, deal=deal))
    request.getfixturevalue("table_reversed")
    assert neutral_road(new_game(3, seed, deal=deal)) == before


def test_r_setup_new_games_name_their_deal_and_old_setups_deal_as_before():
    game = new_game(2, 5)
    assert game.setup.deal == DEAL_VERSION
    old_setup = {k: v for k, v in game.setup.document().items() if k != "deal"}
    # an old setup's document is unchanged
    assert "deal" not in replay(old_setup, []).setup.document()
    assert neutral_road(replay(old_setup, [])) == neutral_road(new_game(2, 5, deal=1))
    assert sorted(DEAL_1_ORDER) == sorted(neutral_road(new_game(2, 5, deal=1)))


def test_an_unknown_deal_is_refused():
    with pytest.raises(ValueError, match="deal must be one of"):
        new_game(2, 5, deal=3)
