"""The hint explains its number against passing, by the end of the game, and a suggested pass
says why (issue 23): the figures are the learned value's predicted final margin (issue 33),
read from Hard's notes."""

from __future__ import annotations

import caylus.ai.value as value
from caylus.ai.hard import gain_over_pass
from caylus.core import Action, Game, new_game
from caylus.ui.i18n import t
from caylus.ui.render.labels import counted
from caylus.ui.scenes.game.hints import Hint, why_lines


def worth_after(game: Game, action: Action) -> float:
    seat = game.current_seat
    assert seat is not None
    child = game.clone()
    child.apply(action)
    return value.predict(child).margins[seat]


def test_a_placement_is_measured_against_passing() -> None:
    game = new_game(3, seed=11)
    legal = game.legal_actions()
    passing = next(a for a in legal if a.kind == "pass")
    place = next(a for a in legal if a.kind == "place")
    notes = gain_over_pass(game, legal, place)
    difference = worth_after(game, place) - worth_after(game, passing)
    assert notes == {"gain_over_pass": round(difference, 2)}


def test_a_pass_is_measured_by_the_best_other_choice() -> None:
    game = new_game(3, seed=11)
    legal = game.legal_actions()
    passing = next(a for a in legal if a.kind == "pass")
    best = max(worth_after(game, a) for a in legal if a != passing)
    assert gain_over_pass(game, legal, passing) == {
        "best_over_pass": round(best - worth_after(game, passing), 2)}


def test_no_figure_against_passing_where_passing_is_no_choice() -> None:
    game = new_game(2, seed=3)
    while any(a.kind == "pass" for a in game.legal_actions()):
        game.apply(next(a for a in game.legal_actions() if a.kind != "pass"))
    legal = game.legal_actions()
    assert gain_over_pass(game, legal, legal[0]) == {}


def hint(action: Action, **notes: float) -> Hint:
    return Hint((0, 0), action, notes.get("gain"), notes.get("over_pass"),
                notes.get("best_over_pass"), notes.get("spread"))


def test_the_hint_says_how_much_more_than_passing() -> None:
    place = next(a for a in new_game(3, seed=11).legal_actions() if a.kind == "place")
    assert why_lines(hint(place, gain=2.0, over_pass=6.2), first_to_pass=True) == [
        t("game.hint.over_pass", prestige=counted("prestige", 6))]
    assert why_lines(hint(place, gain=0.1, over_pass=0.2), first_to_pass=True) == [
        t("game.hint.like_pass")]


def test_a_suggested_pass_on_turn_one_says_why() -> None:
    passing = next(a for a in new_game(3, seed=11).legal_actions() if a.kind == "pass")
    assert why_lines(hint(passing, best_over_pass=-3.4), first_to_pass=True) == [
        t("game.hint.pass_better", prestige=counted("prestige", 3)),
        t("game.hint.pass_first_why")]
    assert why_lines(hint(passing, best_over_pass=0.3), first_to_pass=False) == [
        t("game.hint.pass_keeps")]


def test_the_hint_says_how_sure_hard_is_where_that_is_a_prestige_or_more() -> None:
    """Issue 33: a hint's figure comes with the search's uncertainty (Hard's note
    `margin_spread`), said where it rounds to at least 1 prestige."""
    place = next(a for a in new_game(3, seed=11).legal_actions() if a.kind == "place")
    assert why_lines(hint(place, gain=2.0, over_pass=6.2, spread=2.6), first_to_pass=True) == [
        t("game.hint.over_pass", prestige=counted("prestige", 6)),
        t("game.hint.spread", spread=counted("prestige", 3))]
    assert why_lines(hint(place, gain=4.2, spread=1.5), first_to_pass=True) == [
        t("game.hint.gain", gain=counted("prestige", 4)),
        t("game.hint.spread", spread=counted("prestige", 2))]
    assert why_lines(hint(place, gain=4.2, spread=0.4), first_to_pass=True) == [
        t("game.hint.gain", gain=counted("prestige", 4))]
    assert why_lines(hint(place, gain=0.2, spread=3.0), first_to_pass=True) == [
        t("game.hint.gain_small")]
