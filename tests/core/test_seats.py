"""Who plays each seat is part of the game's setup: a person or a computer level, kept by
saves and used by the undo policy (computer moves are taken back with the person's)."""

from __future__ import annotations

import random

import pytest

from caylus.core import new_game
from caylus.core.undo import undo_seat, undo_steps
from caylus.persistence.saves import dumps_game, loads_game


def test_a_table_of_people_keeps_its_old_setup() -> None:
    assert "seats" not in new_game(3, 1).setup.document()
    assert "seats" not in new_game(3, 1, seats=["human"] * 3).setup.document()
    assert new_game(2, 1).seat_kinds == ("human", "human")
    assert new_game(2, 1).computer_seats == frozenset()


def test_computer_seats_survive_a_save() -> None:
    game = new_game(4, 9, seats=["human", "hard", "easy", "medium"])
    game.apply(game.legal_actions()[0])
    loaded = loads_game(dumps_game(game))
    assert loaded.seat_kinds == ("human", "hard", "easy", "medium")
    assert loaded.computer_seats == frozenset({1, 2, 3})


@pytest.mark.parametrize("seats", [["human"], ["human", "robot"], ["human", "Hard"], [1, 2]])
def test_bad_seats_are_refused(seats: list) -> None:
    with pytest.raises(ValueError, match="seats"):
        new_game(2, 1, seats=seats)


def test_undo_takes_back_the_computers_moves_with_the_persons() -> None:
    game = new_game(3, 5, seats=["human", "easy", "easy"])
    rng = random.Random(5)
    while not (game.current_seat == 0 and 0 in game.movers and game.movers[-1] != 0):
        game.apply(rng.choice(game.legal_actions()))
    last_person = max(i for i, mover in enumerate(game.movers) if mover == 0)
    assert undo_seat(game, game.computer_seats) == 0
    assert undo_steps(game, game.computer_seats) == len(game.history) - last_person
