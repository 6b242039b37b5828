"""The review in the catalogue's words: a move named as the game log tells it, a decision's
cost in plain words, the castle's scorings, the sources' names (the CLI and the screen)."""

from __future__ import annotations

from caylus.ai.decision_costs import DecisionCost
from caylus.analysis.prestige_sources import Source
from caylus.analysis.prestige_timeline import Timeline
from caylus.core import Game
from caylus.core.vocabulary import Verb
from caylus.ui.i18n import join, t
from caylus.ui.render.labels import counted

SECTIONS = (Source.DUNGEON, Source.WALLS, Source.TOWERS)
FINAL = {Source.GOLD: "final.column.gold", Source.CUBES: "final.column.cubes",
         Source.DENIERS: "final.column.deniers"}


def source_name(source: Source) -> str:
    if source in SECTIONS:
        return t(f"game.section.{source.value}")
    if source in FINAL:
        return t(FINAL[source])
    return t(f"review.source.{source.value}")


def move_words(position: Game, action_text: str) -> str:
    """The action as the log tells it: the first line its decision adds for the mover (a log
    line names who it is about)."""
    from caylus.ui.scenes.game.log_text import event_text, worth_logging

    seat = position.current_seat
    after = position.clone()
    events = [event for event in after.apply(action_text) if worth_logging(event)]
    mine = [event for event in events if event.seat == seat] or events
    if not mine:  # only "done" at the castle is silent in the log
        quiet = QUIET.get(after.history[-1].kind, "review.move.quiet")
        return t(quiet, who=position.players[seat or 0].name)
    return event_text(mine[0], after)


# Moves the log does not tell, in their own words
QUIET = {Verb.DONE: "review.move.castle_done"}


# The learned value's chance of winning fell by at least this much: said as a game lost
# instead of won (a smaller drop is not, since the chance is a prediction, not a play-out)
LOST_INSTEAD_OF_WON = 0.5


def cost_words(cost: DecisionCost) -> str:
    """What the played move cost in the learned value's final margin, and how sure Hard is of
    it (give or take `spread`, where that rounds to a prestige or more)."""
    if cost.is_hards_choice:
        return t("review.cost.none")
    if cost.prestige > 0:
        text = t("review.cost.prestige", count=cost.prestige)
        if round(cost.spread) >= 1:
            text = t("review.cost.spread", cost=text,
                     spread=counted("prestige", round(cost.spread)))
    else:
        text = t("review.cost.margin")
    if cost.win >= LOST_INSTEAD_OF_WON:
        return t("review.cost.and_win", cost=text)
    return text


def decision_lines(game: Game, position: Game, cost: DecisionCost) -> list[str]:
    """A costly decision in three lines: what was played, Hard's choice, the difference."""
    return [t("review.decision.played", turn=position.turn,
              move=move_words(position, cost.played)),
            t("review.decision.hard", move=move_words(position, cost.best)),
            cost_words(cost)]


def scorings_words(line: Timeline) -> str:
    if not line.scorings:
        return t("review.scorings.none")
    return join(t("review.scorings.one", section=t(f"game.section.{section}"),
                  turn=point) for point, section in line.scorings)
