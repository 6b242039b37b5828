"""In hot-seat, Undo takes back only one's own decision without asking: taking back another
person's asks that person to agree first (issue 23)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from caylus.core import Game
from caylus.ui.i18n import t
from caylus.ui.scenes.confirm import ConfirmScene

if TYPE_CHECKING:
    from caylus.ui.host import Host


def needs_consent(game: Game, seat: int) -> bool:
    """Whether taking back `seat`'s decision needs that person's yes: more than one person
    plays at this screen and the decision is not that of the person whose turn it is."""
    people = len(game.players) - len(game.computer_seats)
    return people > 1 and seat != game.current_seat


class TakeBackQuestion(ConfirmScene):
    """"Take back Ann's move?", naming what would go; keeping it is the default."""

    def __init__(self, app: Host, who: str, what: str | None,
                 take_back: Callable[[], None]) -> None:
        self.who, self.what = who, what
        super().__init__(app, take_back)

    def title(self) -> str:
        return t("game.take_back.title", who=self.who)

    def message(self) -> str:
        if self.what is None:
            return t("game.take_back.body_plain", who=self.who)
        return t("game.take_back.body", who=self.who, what=self.what)

    def confirm_label(self) -> str:
        return t("game.take_back.confirm")

    def keep_label(self) -> str:
        return t("game.take_back.keep")
