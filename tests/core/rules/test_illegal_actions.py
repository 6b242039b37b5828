"""Every decision kind rejects an illegal action with IllegalAction giving a reason, and the
game is left exactly as it was (DESIGN: `apply` checks legality and leaves the state)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from caylus.core import IllegalAction, new_game
from caylus.core.vocabulary import Phase

from .conftest import (
    BLUE,
    GREEN,
    ORANGE,
    RED,
    activate,
    game_for,
    give_favours,
    set_player,
    stand,
    start_phase,
)


def at_place():
    return game_for(4, order=[BLUE, RED, GREEN, ORANGE])


def at_special(place: str, provost: int = 6, **supply):
    def make():
        game = at_place()
        game.board.provost = provost
        stand(game, RED, place)
        set_player(game, RED, **supply)
        game.passed = [BLUE]
        start_phase(game, Phase.SPECIAL)
        return game
    return make


def at_provost():
    game = at_place()
    set_player(game, RED, deniers=1)
    game.passed = [RED, BLUE]
    start_phase(game, Phase.PROVOST)
    return game


def at_road(building: str, owner=None, **supply):
    def make():
        game = at_place()
        activate(game, 9, building, RED, owner=owner, **supply)
        return game
    return make


def at_owner_bonus():
    game = at_road("stone_farm", owner=GREEN)()
    assert game.players[RED].cubes["C"] == 1
    return game  # the production itself is taken without a question


def at_castle():
    game = at_road("wood_sawmill")()  # Blue waits in the castle with F W S
    return game


def at_favour():
    game = at_place()
    give_favours(game, RED)
    return game


# Why a cube, tile or trade is refused: the exact words are the core's to improve.
UNAVAILABLE = r"cannot|not available|not possible|not enough"
DECISIONS = {
    "place": (at_place, [("place 12", "road space 12 is empty"), ("place 40", "no road space"),
                         ("place tower", "no place called"), ("skip", "must place"),
                         ("place", "must place")]),
    "gate": (at_special("gate"), [("gate gate", "on the Gate already"),
                                  ("gate 11", "empty"), ("pass", "must move the Gate")]),
    "guild": (at_special("merchants_guild", provost=27), [("provost +4", "1 to 3 spaces"),
                                                          ("provost +2", "road spaces 1-28"),
                                              ("provost up", "not a number"),
                                              ("joust", "Merchants' Guild")]),
    "joust": (at_special("joust_field", cubes="C"), [("favour prestige 1", "joust"),
                                                     ("joust twice", UNAVAILABLE)]),
    "inn": (at_special("inn_right"), [("inn maybe", "inn stay"), ("skip", "inn leave")]),
    "provost": (at_provost, [("provost +2", "costs 2 deniers"), ("provost +9", "1 to 3")]),
    "produce": (at_road("neutral_farm"), [("take G", "choose what to take"),
                                          ("skip", "choose what to take")]),
    "owner_bonus": (at_owner_bonus, [("bonus G", "owner's bonus"), ("skip", "owner's bonus")]),
    "market": (at_road("neutral_marketplace", cubes="F"), [("sell G", UNAVAILABLE),
                                                           ("buy F", "sell a cube")]),
    "peddler": (at_road("fixed_peddler", deniers=5), [("buy G", UNAVAILABLE),
                                                      ("buy FW", UNAVAILABLE)]),
    "build": (at_road("fixed_carpenter", cubes="WF"), [("build statue 3", UNAVAILABLE),
                                                      ("build lawyer", UNAVAILABLE),
                                                      ("build", UNAVAILABLE)]),
    "lawyer": (at_road("lawyer", deniers=2, cubes="C"), [("lawyer 7", "fixed building cannot"),
                                                         ("lawyer 8", "fixed building cannot")]),
    "alchemy": (at_road("alchemist", cubes="FWG"), [("alchemy GF", UNAVAILABLE),
                                                    ("alchemy FW FW", UNAVAILABLE)]),
    "exchange": (at_road("bank", deniers=9), [("trade 3", UNAVAILABLE),
                                              ("trade", UNAVAILABLE)]),
    "castle": (at_castle, [("batch WSC", "1 food and 2 other"), ("batch FWG", "do not have"),
                           ("skip", "offer a batch")]),
    "favour": (at_favour, [("favour prestige 2", "column is not reached"),
                           ("favour gold 1", "column"), ("favour cubes 2 G", "column"),
                           ("skip", "favour row")]),
}
CASES = [(kind, action, reason) for kind, (_, bad) in DECISIONS.items()
         for action, reason in bad]


def snapshot(game) -> str:
    return json.dumps(game.to_dict(), sort_keys=True)


def test_every_decision_kind_is_covered():
    assert set(DECISIONS) == {"place", "gate", "guild", "joust", "inn", "provost", "produce",
                              "owner_bonus", "market", "peddler", "build", "lawyer", "alchemy",
                              "exchange", "castle", "favour"}


@pytest.mark.parametrize("kind", DECISIONS)
def test_each_position_is_at_its_decision(kind):
    game = DECISIONS[kind][0]()
    assert game.decision.kind == kind
    assert game.legal_actions()


@pytest.mark.parametrize(("kind", "action", "reason"), CASES)
def test_illegal_action_is_rejected_with_a_reason_and_changes_nothing(kind, action, reason):
    game = DECISIONS[kind][0]()
    assert game.decision.kind == kind
    before, legal = snapshot(game), game.legal_actions()
    with pytest.raises(IllegalAction) as caught:
        game.apply(action)
    message = str(caught.value)
    assert re.search(reason, message), message
    assert snapshot(game) == before
    assert game.legal_actions() == legal
    assert game.problem_with(action) == message
    assert snapshot(game) == before


@pytest.mark.parametrize("kind", DECISIONS)
def test_every_listed_action_is_accepted(kind):
    game = DECISIONS[kind][0]()
    for action in game.legal_actions():
        assert game.problem_with(action) is None
        twin = game.clone()
        twin.apply(str(action))


def test_empty_text_is_rejected():
    game = at_place()
    before = snapshot(game)
    with pytest.raises(IllegalAction, match="empty action"):
        game.apply("   ")
    assert game.problem_with("") == "empty action"
    assert snapshot(game) == before


def test_nothing_is_legal_once_the_game_is_over():
    game = new_game(2, 1)
    while not game.is_over:
        game.apply(game.legal_actions()[0])
    before = snapshot(game)
    with pytest.raises(IllegalAction, match="the game is over"):
        game.apply("pass")
    assert game.problem_with("pass") == "the game is over"
    assert snapshot(game) == before


def test_illegal_action_is_an_ordinary_value_error():
    assert issubclass(IllegalAction, ValueError)


def _verbs() -> set[str]:
    """Every verb the notation knows: those listed at the positions above, plus the bare ones."""
    verbs = {"place", "gate", "pass", "skip", "done"}
    for make, _ in DECISIONS.values():
        verbs |= {action.kind for action in make().legal_actions()}
    return verbs


REASON_CODES = json.loads((Path(__file__).parents[3] / "assets/i18n/en/reasons.json").read_text())
JUNK = ("nosuch", "99", "0", "-4", "[1]", "nosuch nosuch")


@pytest.mark.parametrize("kind", DECISIONS)
def test_unknown_names_get_a_catalogued_reason_in_words(kind):
    """R-PLACE-5 and every decision: an unknown building, place, number or word after any verb is
    refused as an IllegalAction whose reason the UI catalogue knows and whose English names the
    word as typed (no Python repr, no internal TypeError)."""
    make, _ = DECISIONS[kind]
    for verb in sorted(_verbs()):
        for junk in JUNK:
            game = make()
            try:
                game.apply(f"{verb} {junk}")
            except IllegalAction as refused:
                message = str(refused)
                assert "Place(" not in message and "Error" not in message, (verb, junk, message)
                if refused.reason is not None:
                    assert f"reason.{refused.reason.code}" in REASON_CODES, (verb, junk, message)


@pytest.mark.parametrize("text", ["place " + "9" * 5000, "provost " + "9" * 5000,
                                  "trade " + "9" * 5000, "provost -+1", "build " + "x" * 5000])
def test_huge_or_malformed_numbers_are_refused_in_the_games_words(text):
    """No Python text (int's digit limit, a repr) and no 5000-character echo in the reason."""
    game = at_place()
    with pytest.raises(IllegalAction) as refused:
        game.apply(text)
    message = str(refused.value)
    assert "sys." not in message and "Error" not in message and len(message) < 400
