"""A computer player that fails is never replaced by a move nobody chose: it is logged and
restarted, and if it keeps failing its seat says so and waits for Try again."""

from __future__ import annotations

import logging

import pytest

from caylus.ai import remote
from caylus.ai.registry import make_player
from caylus.core import Action, Game, act
from caylus.ui.i18n import t
from caylus.ui.scenes.game import GameScene
from caylus.ui.scenes.game.computers import RESTARTS
from tests.ui.computer_helpers import human_seed_for, start, wait_until

SEATS = ["easy", "human"]
LOGGER = "caylus.ui.scenes.game.computers"


class BrokenPlayer:
    """A computer player with a bug: it raises, or answers a move the rules refuse."""

    info = None

    def __init__(self, answer: Action | None) -> None:
        self.answer = answer

    def choose(self, game: Game, cancel: object) -> Action:
        if self.answer is None:
            raise RuntimeError("broken on purpose")
        return self.answer

    def close(self) -> None:
        return None


@pytest.fixture(autouse=True)
def think_in_a_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    """The players below live in this process (a thread thinks), so they can be replaced."""
    monkeypatch.setattr(GameScene, "thinker_in_process", False)


def break_players(monkeypatch: pytest.MonkeyPatch, answer: Action | None = None,
                  failures: int = 1000) -> list[int]:
    """Every new computer player is broken for the first `failures` players made; returns
    the count of players made so far (in a list, to be read as it grows)."""
    made = [0]
    working = make_player  # what remote makes its players with

    def make(level: str, seed: int, budget: int | None = None) -> object:
        made[0] += 1
        if made[0] <= failures:
            return BrokenPlayer(answer)
        return working(level, seed, budget)

    monkeypatch.setattr(remote, "make_player", make)
    return made


def restarted_lines(scene: GameScene) -> list[str]:
    who = scene.game.players[0].name
    return [line.text for line in scene.log
            if line.text == t("game.log.computer_restarted", who=who)]


@pytest.mark.parametrize("answer", [None, act("provost", 3)], ids=["raises", "illegal move"])
def test_a_computer_that_keeps_failing_says_so_and_never_moves_by_itself(
        app, ui, monkeypatch, caplog, answer):
    caplog.set_level(logging.WARNING, logger=LOGGER)
    break_players(monkeypatch, answer)
    scene = start(app, SEATS, seed=human_seed_for(SEATS, False))
    before = scene.game.to_dict()
    wait_until(app, lambda: scene.computers.stuck)
    ui.frames(30)
    assert scene.game.to_dict() == before, "no move was made in the computer's place"
    assert len(restarted_lines(scene)) == RESTARTS, "each restart is told in the game's log"
    player = scene.game.players[0]
    failed = t("game.computer.failed", who=player.name, level=t("game.level.easy"))
    assert (failed,) in scene.panel.summary
    assert scene.computers.thinking() is None, "no dots: it is not thinking any more"
    records = [r for r in caplog.records if r.name == LOGGER]
    assert [r.levelno for r in records] == [logging.WARNING] * RESTARTS + [logging.ERROR]
    assert all(player.name in r.getMessage() for r in records)
    expected = remote.PLAYER_FAILED if answer is None else "rules refuse"
    assert all(expected in r.getMessage() for r in records)
    if answer is None:  # the player's own error is in the log of the computer players' side
        assert any("broken on purpose" in r.getMessage() for r in caplog.records
                   if r.name == "caylus.ai.remote")


def test_try_again_asks_the_computer_again(app, ui, monkeypatch):
    break_players(monkeypatch, failures=RESTARTS + 1)
    scene = start(app, SEATS, seed=human_seed_for(SEATS, False))
    made = len(scene.game.history)
    wait_until(app, lambda: scene.computers.stuck)
    ui.click(scene.view.region("pass_button").center)  # the big button says Try again
    assert not scene.computers.stuck
    wait_until(app, lambda: len(scene.game.history) > made)
    assert scene.game.movers[made] == 0, "the computer made its own move"


def test_a_computer_that_fails_once_is_restarted_and_plays_on(app, ui, monkeypatch, caplog):
    caplog.set_level(logging.WARNING, logger=LOGGER)
    made_players = break_players(monkeypatch, failures=1)
    scene = start(app, SEATS, seed=human_seed_for(SEATS, False))
    made = len(scene.game.history)
    wait_until(app, lambda: len(scene.game.history) > made)
    assert scene.game.movers[made] == 0 and made_players[0] == 2, "a new player was made"
    assert len(restarted_lines(scene)) == 1
    assert [r.levelno for r in caplog.records if r.name == LOGGER] == [logging.WARNING]


def test_people_may_only_look_undo_or_try_again_while_it_waits(app, ui, monkeypatch):
    break_players(monkeypatch)
    scene = start(app, SEATS, seed=human_seed_for(SEATS, False))
    wait_until(app, lambda: scene.computers.stuck)
    before = scene.game.to_dict()
    ui.click(scene.view.region("supply").center)
    for hit in list(scene.panel.hits):
        ui.click(hit.rect.center)
    assert scene.game.to_dict() == before


def test_a_hint_that_fails_is_logged_and_nothing_is_suggested(app, ui, monkeypatch, caplog):
    caplog.set_level(logging.WARNING, logger="caylus.ui.scenes.game.hints")
    seats = ["human", "human"]
    scene = start(app, seats, seed=2)
    break_players(monkeypatch)
    assert scene.hints.request()
    wait_until(app, lambda: not scene.hints.pending())
    assert scene.hints.hint is None and scene.hints.used == [0, 0]
    records = [r for r in caplog.records if r.name == "caylus.ui.scenes.game.hints"]
    assert len(records) == 1 and remote.PLAYER_FAILED in records[0].getMessage()
    assert any("broken on purpose" in r.getMessage() for r in caplog.records
               if r.name == "caylus.ai.remote")  # the details, where the player ran
