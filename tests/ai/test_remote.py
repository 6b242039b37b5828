"""Computer players thinking in another process (caylus.ai.remote): the same moves as in this
process, answered without blocking, cancellable, and a thread when no process can start."""

from __future__ import annotations

import time

import pytest

from caylus.ai import make_player
from caylus.ai.remote import Thinker
from caylus.core import new_game

from .helpers import open_position, wait


@pytest.fixture(params=[True, False], ids=["process", "thread"])
def thinker(request: pytest.FixtureRequest):
    thinker = Thinker(use_process=request.param)
    yield thinker
    thinker.close()


def test_the_answer_is_the_players_own_move(thinker: Thinker) -> None:
    game = open_position(3, 4, 40)
    ticket = thinker.ask(game, "medium", seed=11)
    assert thinker.busy
    answer = wait(thinker)
    assert answer.ticket == ticket and not answer.error
    assert answer.action == make_player("medium", 11).choose(game)
    assert answer.action in game.legal_actions()
    assert not thinker.busy


def test_asking_returns_at_once_and_cancel_answers_soon(thinker: Thinker) -> None:
    game = open_position(4, 2, 40)
    started = time.monotonic()
    thinker.ask(game, "hard", seed=1, budget=10_000_000)
    assert time.monotonic() - started < 1.0
    time.sleep(0.5)
    thinker.cancel()
    answer = wait(thinker, 30.0)
    assert answer.action in game.legal_actions()


def test_an_older_question_is_never_answered(thinker: Thinker) -> None:
    first = new_game(2, seed=1)
    thinker.ask(first, "easy", seed=1)
    second = open_position(2, 3, 40)
    ticket = thinker.ask(second, "easy", seed=1)
    answer = wait(thinker)
    assert answer.ticket == ticket and answer.action in second.legal_actions()
