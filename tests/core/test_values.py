"""Actions and places are typed values with one text form each that parses back."""

from __future__ import annotations

import random

import pytest

from caylus.core import IllegalAction, new_game, parse_action
from caylus.core.actions import Action, act
from caylus.core.places import Place, board_places, parse_place, road_place
from caylus.core.vocabulary import Verb


def test_every_place_of_the_board_reads_back_from_its_map_name() -> None:
    places = board_places()
    assert len(set(places)) == len(places)
    assert all(parse_place(str(place)) == place for place in places)
    assert str(road_place(7)) == "road_7" and parse_place("favour_cubes_4") == Place(
        "favour", 4, "cubes")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_legal_action_of_whole_games_reads_back_from_its_text(players: int) -> None:
    game = new_game(players, seed=players, edition=2)
    rng = random.Random(players)
    seen = set()
    while not game.is_over:
        for action in game.legal_actions():
            text = str(action)
            assert parse_action(text) == action, text
            assert hash(parse_action(text)) == hash(action)
            seen.add(action.kind)
        game.apply(rng.choice(game.legal_actions()))
    assert {"place", "pass", "provost", "skip"} <= seen, "the games reached many kinds"


def test_arguments_are_typed_values_not_text() -> None:
    assert parse_action("place 7").target == road_place(7)
    assert parse_action("place castle").target == Place("castle")
    assert parse_action("provost 2") == Action(Verb.PROVOST, (2,)) and str(
        parse_action("provost 2")) == "provost +2"
    assert act("favour", "buildings", 5, "theater", "10").args == ("buildings", 5, "theater", 10)
    with pytest.raises(IllegalAction):
        parse_action("provost two")
    with pytest.raises(IllegalAction):
        parse_action("   ")
