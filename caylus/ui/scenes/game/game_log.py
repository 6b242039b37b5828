"""The game's log on screen: the lines told of the decisions taken, and how far it is
scrolled back. Lines of decisions taken back leave it; a new language tells it again."""

from __future__ import annotations

from caylus.core import Event, Game
from caylus.core.vocabulary import EventKind
from caylus.ui.i18n import t
from caylus.ui.scenes.game.hud import LogLine
from caylus.ui.scenes.game.log_text import event_text, history_lines, worth_logging

KEPT_LINES = 400


class GameLog:
    """The lines of the log (`lines`, oldest first) and the scroll (lines back from the end)."""

    def __init__(self, game: Game) -> None:
        self.lines: list[LogLine] = [LogLine(*line) for line in history_lines(game)] or [
            LogLine(t("log.turn", turn=game.turn), None, True)]
        self.scroll = 0

    def add(self, text: str, seat: int | None = None, decision: int | None = None) -> None:
        """A notice; told of a `decision` (its index in the history), undoing that decision
        takes it out, else undo leaves it."""
        self.lines.append(LogLine(text, seat, False, decision))

    def hear(self, events: list[Event], game: Game) -> None:
        """The lines of a decision's events, told of decision `len(game.history) - 1`."""
        decision = len(game.history) - 1
        for event in events:
            if worth_logging(event):
                self.lines.append(LogLine(event_text(event, game), event.seat,
                                          event.kind == EventKind.TURN, decision))
        self.lines = self.lines[-KEPT_LINES:]
        self.scroll = 0

    def taken_back(self, standing: int) -> None:
        """Decisions from `standing` on were taken back: their lines go, and the log says
        which (the first line of what went; only that something went if it had no line)."""
        what = self.first_line_from(standing)
        self.lines = [line for line in self.lines
                      if line.action_index is None or line.action_index < standing]
        self.add(t("game.log.undone_what", what=what.text) if what else t("game.log.undone"),
                 what.seat if what else None)

    def first_line_from(self, standing: int) -> LogLine | None:
        """The first line told of decision `standing` or later (not a turn marker)."""
        return next((line for line in self.lines if line.action_index is not None
                     and line.action_index >= standing and not line.turn_marker), None)

    def retell(self, game: Game) -> None:
        """Every line again from the game's history (the language changed)."""
        self.lines = [LogLine(*line) for line in history_lines(game)] or self.lines[:1]
        self.scroll = 0

    def scroll_by(self, amount: int) -> None:
        self.scroll = max(0, min(len(self.lines) - 1, self.scroll + amount))
