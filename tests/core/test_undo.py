"""The core's undo policy (caylus.core.undo), shared by the engine and the UI."""

from __future__ import annotations

import random

from caylus.core import Game, new_game, replay
from caylus.core.undo import taken_back, undo_action, undo_seat, undo_steps


def played(players: int, moves: int, seed: int = 3) -> Game:
    game = new_game(players, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_nothing_to_take_back_at_the_start() -> None:
    game = new_game(3, 1)
    assert undo_steps(game) == 0 and undo_seat(game) is None and undo_action(game) is None


def test_among_people_undo_takes_back_the_last_decision_and_names_its_seat() -> None:
    game = played(4, 9)
    assert undo_steps(game) == 1
    assert undo_seat(game) == game.movers[-1]
    assert undo_action(game) == game.history[-1]
    assert taken_back(game, 1).to_dict() == replay(game.setup, game.history[:-1]).to_dict()


def test_computer_moves_after_a_persons_decision_are_taken_back_with_it() -> None:
    # the first position from move 40 on where someone else moves after the person
    game = next(g for moves in range(40, 90) if (g := played(4, moves, seed=5)).current_seat
                != g.movers[-1])
    person = game.movers[-1]
    automatic = set(range(4)) - {person}
    rng = random.Random(9)
    computer_moves = 0
    while game.current_seat in automatic:
        game.apply(rng.choice(game.legal_actions()))
        computer_moves += 1
    assert computer_moves > 0, "the position must have computer moves to take back"
    assert undo_steps(game, automatic) == 1 + computer_moves
    assert undo_steps(game, automatic, seat=person) == 1 + computer_moves
    assert undo_seat(game, automatic) == person


def test_a_seat_cannot_take_back_its_decision_once_another_person_decided() -> None:
    game = played(3, 12, seed=2)
    last = game.movers[-1]
    earlier = next(s for s in reversed(game.movers) if s != last)
    assert undo_steps(game, seat=earlier) == 0
    assert undo_steps(game, seat=last) >= 1


def test_a_continued_game_offers_the_same_undo() -> None:
    game = played(2, 30)
    loaded = Game.from_dict(game.to_dict())
    assert loaded.movers == game.movers
    assert undo_seat(loaded) == undo_seat(game) and undo_steps(loaded) == undo_steps(game)


def test_all_computer_seats_offer_nothing() -> None:
    game = played(2, 10)
    assert undo_steps(game, automatic={0, 1}) == 0
