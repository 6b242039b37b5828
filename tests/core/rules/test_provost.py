"""Phase 4, moving the provost (R-PROVOST), and the bailiff's move at the end (R-END-1)."""

from __future__ import annotations

import pytest

from caylus.core import IllegalAction
from caylus.core.vocabulary import Phase

from .conftest import BLUE, GREEN, ORANGE, RED, game_for, legal_strings, play, start_phase


def provost_game(passed, provost: int = 6, deniers: int = 10):
    game = game_for(4, order=[BLUE, RED, GREEN, ORANGE])
    for player in game.players:
        player.deniers = deniers
    game.passed = list(passed)
    game.board.provost = provost
    start_phase(game, Phase.PROVOST)
    return game


def provost_events(events):
    return [(e.seat, e.data["from"], e.data["to"], e.data["cost"])
            for e in events if e.kind == "provost"]


def test_r_provost_in_passing_order_each_once():
    game = provost_game([GREEN, BLUE, ORANGE, RED])
    seats = []
    while game.decision and game.decision.kind == "provost":
        seats.append(game.current_seat)
        play(game, "skip")
    assert seats == [GREEN, BLUE, ORANGE, RED]


@pytest.mark.parametrize("delta", [-3, -2, -1, 1, 2, 3])
def test_r_provost_costs_1_denier_per_space(delta):
    game = provost_game([BLUE, RED, GREEN, ORANGE], provost=10)
    events = play(game, f"provost {delta:+d}")
    assert provost_events(events) == [(BLUE, 10, 10 + delta, abs(delta))]
    assert game.players[BLUE].deniers == 10 - abs(delta)


def test_r_provost_moves_1_to_3_spaces_only():
    game = provost_game([BLUE, RED, GREEN, ORANGE], provost=10)
    for move in ("provost +4", "provost -4", "provost 0"):
        with pytest.raises(IllegalAction, match="1 to 3 spaces"):
            game.apply(move)


@pytest.mark.parametrize(("provost", "moves"), [
    (1, {"+1", "+2", "+3"}), (3, {"-1", "-2", "+1", "+2", "+3"}), (28, {"-1", "-2", "-3"})])
def test_r_provost_stays_within_spaces_1_to_28(provost, moves):
    game = provost_game([BLUE, RED, GREEN, ORANGE], provost=provost)
    assert legal_strings(game) == {"skip", *(f"provost {m}" for m in moves)}
    with pytest.raises(IllegalAction, match="1-28"):
        game.apply("provost -3" if provost < 4 else "provost +3")


def test_r_provost_empty_spaces_are_fine():
    game = provost_game([BLUE, RED, GREEN, ORANGE], provost=9)
    assert game.board.road[9] is None
    events = play(game, "provost +1")
    assert provost_events(events)[0][2] == 10


@pytest.mark.parametrize(("deniers", "reach"), [(1, 1), (2, 2), (5, 3)])
def test_r_provost_never_more_spaces_than_deniers(deniers, reach):
    game = provost_game([BLUE, RED, GREEN, ORANGE], provost=10, deniers=deniers)
    moves = {a for a in legal_strings(game) if a != "skip"}
    assert moves == {f"provost {sign}{n}" for sign in "+-" for n in range(1, reach + 1)}
    if reach < 3:
        with pytest.raises(IllegalAction, match="costs"):
            game.apply(f"provost +{reach + 1}")
    play(game, f"provost -{reach}")
    assert game.players[BLUE].deniers == deniers - reach >= 0


def test_r_provost_a_player_without_deniers_is_not_asked():
    game = game_for(4, order=[BLUE, RED, GREEN, ORANGE])
    for player in game.players:
        player.deniers = 5
    game.players[RED].deniers = 0
    game.passed = [RED, GREEN, BLUE, ORANGE]
    start_phase(game, Phase.PROVOST)
    assert game.current_seat == GREEN


@pytest.mark.parametrize(("provost", "bailiff", "after"), [
    (7, 8, 9),  # R-END-1, provost behind: +1
    (8, 8, 9),  # on the bailiff: +1
    (9, 8, 10),  # beyond: +2
    (25, 8, 10),  # far beyond: still 2
    (1, 8, 9)])
def test_r_end_1_bailiff_moves_and_the_provost_joins_it(provost, bailiff, after):
    game = game_for(4)
    game.board.provost, game.board.bailiff = provost, bailiff
    events = start_phase(game, Phase.END)
    moves = [(e.data["from"], e.data["to"]) for e in events if e.kind == "bailiff"]
    assert moves == [(bailiff, after)]
    assert game.board.provost == game.board.bailiff == after


def stays_events(events):
    return [(e.seat, e.data["at"], e.data["why"]) for e in events if e.kind == "provost_stays"]


def test_r_provost_a_player_who_does_not_move_him_is_recorded():
    game = provost_game([GREEN, BLUE, ORANGE, RED], provost=9)
    events = play(game, "skip")
    assert stays_events(events) == [(GREEN, 9, "chose")]
    assert game.board.provost == 9


def test_r_provost_a_player_without_deniers_is_recorded_as_not_moving_him():
    game = game_for(4, order=[BLUE, RED, GREEN, ORANGE])
    for player in game.players:
        player.deniers = 5
    game.players[GREEN].deniers = 0
    game.passed = [GREEN, BLUE, ORANGE, RED]
    game.board.provost = 12
    events = start_phase(game, Phase.PROVOST)
    assert stays_events(events) == [(GREEN, 12, "no_deniers")]
    assert game.current_seat == BLUE and game.decision.kind == "provost"
