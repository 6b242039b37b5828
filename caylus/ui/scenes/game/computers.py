"""Computer seats playing by themselves on the game screen, at a pace people can follow.

A computer's move is asked of a `Thinker` (caylus.ai.remote: another process, so the window
never waits) as soon as it is that seat's decision, polled every frame, and applied through
the scene's own `apply` once the answer is in, the move before it has been shown and the
pace's pause has passed: the worker flies, the provost slides, the log says it, as for a
person's move. The pace (Settings: slow, normal, fast, instant) sets how long the showing
takes and the pause before the next move. Nothing is applied while the scene is paused (the
pause menu over it): the question being thought about is forgotten and asked again on resume;
an answer already in is held. Undo (or any change of the game) forgets the question, so a
computer never moves on a position that is gone.

A computer that fails is never replaced by a move nobody chose: it is logged and restarted,
and if it keeps failing its seat says so ('stopped', and Try again on the big button).

`ComputerTurns` is a part of the game scene (GameScene); its `pace` may be set to a pace
name to override the setting (the demo, tests).
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from caylus.ai.remote import Answer, Thinker
from caylus.ai.seeding import player_seed
from caylus.core import Game
from caylus.core.places import slot_place
from caylus.core.state import HUMAN
from caylus.ui.i18n import t
from caylus.ui.render import pieces
from caylus.ui.render.player_panels import header_rect, level_pill, thinking_room
from caylus.ui.render.text import mirrored, mirrored_x
from caylus.ui.scenes.game.areas import panel_rect
from caylus.ui.scenes.game.context import SceneContext
from caylus.ui.scenes.game.game_log import GameLog
from caylus.ui.theme import INK, WHITE

logger = logging.getLogger(__name__)

RESTARTS = 2  # times a failing computer is restarted for one position before its seat waits
POLL = 0.05  # seconds between frames while a computer thinks (the indicator moves, the
# answer is looked for); the window sleeps the rest of the time


@dataclass(frozen=True)
class Pace:
    """How a computer's move is shown: at least `think` seconds after it became the seat's
    decision, animations at `speed` times the animation setting (0: none), then `pause`
    seconds of rest before the next computer move."""

    think: float
    speed: float
    pause: float


PACES: dict[str, Pace] = {
    "slow": Pace(1.4, 0.6, 1.2),
    "normal": Pace(0.7, 1.0, 0.6),
    "fast": Pace(0.25, 1.8, 0.2),
    "instant": Pace(0.0, 0.0, 0.0),
}
DEFAULT_PACE = "normal"


def computer_level(game: Game, seat: int | None) -> str | None:
    """The level of the computer playing `seat`, or None for a person (or no seat)."""
    if seat is None:
        return None
    kind = game.seat_kinds[seat]
    return None if kind == HUMAN else kind


def computer_to_move(game: Game) -> bool:
    return computer_level(game, game.current_seat) is not None


def position_key(game: Game) -> tuple[int, int] | None:
    """(history length, seat to move): what a question to a Thinker is about."""
    seat = game.current_seat
    return None if seat is None else (len(game.history), seat)


class ComputerTurns:
    """Plays the computer seats of the game scene. A computer that fails (its player raises,
    or answers nothing or a move the rules refuse) is restarted — a new Thinker, asked again —
    up to RESTARTS times for one position; then its seat says so and waits for Try again."""

    def __init__(self, context: SceneContext, log: GameLog, pace: str | None = None,
                 stuck_changed: Callable[[], None] = lambda: None) -> None:
        self.context = context
        self.log = log
        self.pace: str | None = pace  # None: the setting's pace
        self.holding = False  # answers are taken but never shown (a benchmark of thinking)
        self.stuck_changed = stuck_changed  # a computer gave up, or is tried again
        self.failures = 0  # failed answers for the position on screen
        self._clock = 0.0
        self._asked: tuple[int, int] | None = None  # (history length, seat) being answered
        self._ticket: int | None = None
        self._answer: Answer | None = None
        self._asked_at = 0.0
        self._ready_at = 0.0  # the next computer move shows no sooner than this
        self._showing = False

    # --- what is going on ------------------------------------------------------------------

    @property
    def thinker(self) -> Thinker | None:
        return self.context.thinker.current

    @property
    def question_open(self) -> bool:
        """A computer's move was asked for and not yet shown (or forgotten)."""
        return self._asked is not None or self._answer is not None

    @property
    def answered(self) -> bool:
        """The computer's answer is in and waits to be shown."""
        return self._answer is not None

    def current_pace(self) -> Pace:
        setting = getattr(self.context.host.settings, "computer_pace", DEFAULT_PACE)
        name = self.pace or (setting if isinstance(setting, str) else DEFAULT_PACE)
        return PACES.get(name, PACES[DEFAULT_PACE])

    def to_move(self) -> bool:
        return computer_to_move(self.context.game)

    @property
    def stuck(self) -> bool:
        """The computer to move failed after every restart: its seat waits for Try again."""
        return self.failures > RESTARTS and self.to_move()

    def thinking(self) -> int | None:
        """The computer seat whose move is awaited now (its panel says it thinks)."""
        seat = self.context.game.current_seat
        busy = self.to_move() and not self.context.finished and not self.stuck
        return seat if busy else None

    # --- every frame -------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        context = self.context
        self._clock += dt
        if context.animator.busy:
            self._ready_at = max(self._ready_at, self._clock + self.current_pace().pause)
        if context.paused or context.finished or not self.to_move() or self.stuck:
            return
        key = position_key(context.game)
        if self._asked != key:
            self._ask(key)
        thinker = self.thinker
        if self._answer is None and thinker is not None:
            answer = thinker.poll()
            if answer is not None and answer.ticket == self._ticket:
                self._answer = answer
        if self._answer is not None and self.may_show():
            self._show(self._answer)

    def may_show(self) -> bool:
        pace = self.current_pace()
        return (not self.holding and not self.context.animator.busy
                and self._clock >= self._ready_at and self._clock >= self._asked_at + pace.think)

    def _ask(self, key: tuple[int, int] | None) -> None:
        if key is None:
            return
        game = self.context.game
        seat = key[1]
        level = computer_level(game, seat) or "medium"
        thinker = self.context.thinker.get()
        thinker.forget()
        self._ticket = thinker.ask(game, level, player_seed(game.setup.seed, seat))
        self._asked, self._answer, self._asked_at = key, None, self._clock

    def _show(self, answer: Answer) -> None:
        self._answer = None
        self._asked = None
        action = answer.action
        if action is None:
            self._failed(answer.error or "no move")
            return
        self._showing = True
        try:
            played = self.context.moves.apply(action)
        finally:
            self._showing = False
        if not played.ok:  # checked once, by the rules, like a person's move
            self._failed(f"a move the rules refuse, {action}: {played.refused}")

    def _failed(self, error: str) -> None:
        """The computer to move answered with an error, nothing, or a move the rules refuse:
        logged; its player is restarted, or after RESTARTS its seat says so."""
        game = self.context.game
        seat = game.current_seat
        who = game.players[seat].name if seat is not None else ""
        level = computer_level(game, seat)
        self.failures += 1
        if self.failures > RESTARTS:
            logger.error("computer player %s (seat %s, %s) failed %d times; it waits for the "
                         "player to try again: %s", who, seat, level, self.failures, error)
            self.context.thinker.close()
            self.stuck_changed()
            return
        logger.warning("computer player %s (seat %s, %s) failed, restarting it: %s",
                       who, seat, level, error)
        self.context.thinker.close()  # the next question starts a new one
        self.log.add(t("game.log.computer_restarted", who=who), seat)

    def retry(self) -> None:
        """Try again (the person asked): the failed computer gets new restarts."""
        if not self.stuck:
            return
        self.failures = 0
        self.stuck_changed()

    def game_changed(self) -> None:
        """The game moved on (or was taken back): a question about another position is
        forgotten, so its answer is never applied; a failed computer may try again."""
        self.failures = 0
        if self._asked is not None and self._asked != position_key(self.context.game):
            self.forget_question()

    def forget_question(self) -> None:
        self.context.thinker.forget()
        self._asked, self._answer, self._ticket = None, None, None

    # --- the scene's life ------------------------------------------------------------------

    def close(self) -> None:
        """End the Thinker (the scene is left); a question open is forgotten."""
        self.context.thinker.close()
        self._asked, self._answer, self._ticket = None, None, None

    def pause(self) -> None:
        """The pause menu covers the game: no move is applied; thinking stops at once (an
        answer already in is held)."""
        if self._answer is None and self._asked is not None:
            self.forget_question()

    def resume(self) -> None:
        self._ready_at = max(self._ready_at, self._clock + self.current_pace().pause)

    def speed(self) -> float:
        """The animation speed factor of the move being applied (the pace's, for a computer)."""
        return self.current_pace().speed if self._showing else 1.0

    def poll(self) -> float | None:
        """When the scene must look again by itself: soon, while a computer is to move."""
        context = self.context
        if context.paused or context.finished or not self.to_move() or self.stuck:
            return None
        return POLL

    # --- input while a computer moves ----------------------------------------------------------

    def input_allowed(self, event: pygame.event.Event) -> bool:
        """While a computer is to move, people may look (hover, scroll the log), open the
        menu, undo and leave (and, if it failed, try again); nothing they do chooses for it."""
        if not self.to_move():
            return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEWHEEL, pygame.MOUSEBUTTONUP):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            buttons = ("menu_button", "undo_button", *(("pass_button",) if self.stuck else ()))
            return event.button == 1 and any(self.context.region_hit(name, event.pos)
                                             for name in buttons)
        if event.type == pygame.KEYDOWN:
            return event.key == pygame.K_ESCAPE or (
                event.key == pygame.K_z and bool(event.mod & pygame.KMOD_CTRL))
        return True

    # --- drawing -------------------------------------------------------------------------------

    def dots_room(self) -> int:
        """The height the thinking dots need under the panel's words (0: nobody thinks)."""
        if not computer_to_move(self.context.game):
            return 0
        return thinking_dot(panel_rect(self.context.view, self.context.game.num_players)) * 5

    def draw_thinking(self, surface: pygame.Surface) -> None:
        """Dots rising in turn while a computer thinks: small ones beside 'thinking' in its
        panel's header (the panel leaves them room), big ones in the decision panel."""
        seat = self.thinking()
        if seat is None:
            return
        game, view = self.context.game, self.context.view
        colour = pieces.player_colour(game.players[seat].colour)
        place = slot_place("panel", seat + 1)
        if view.has(place):
            header = header_rect(view.place(place))
            found = level_pill(header, game.seat_kinds[seat])
            if found is not None:
                room = thinking_room(header)
                right = mirrored(header, found[0]).left - max(3, header.h // 8)
                centre = (round(mirrored_x(header, right - room // 2)), header.centery)
                self._draw_dots(surface, centre, room // 10, WHITE)
        if view.has_region("decision"):
            panel = panel_rect(view, game.num_players)
            dot = thinking_dot(panel)
            # below the panel's words however large they are drawn (they ran over them); a
            # panel its words fill keeps only the header's dots
            below = self.context.panel.words_bottom + dot * 3
            if below <= panel.bottom - dot * 2:
                centre = (panel.centerx, max(panel.y + round(panel.h * 0.66), below))
                self._draw_dots(surface, centre, dot, colour)

    def _draw_dots(self, surface: pygame.Surface, centre: tuple[int, int], dot: int,
                   colour: tuple[int, int, int]) -> None:
        for index in range(3):
            lift = max(0.0, math.sin(self._clock * 6 - index * 0.9)) * dot * 1.2
            point = (round(centre[0] + (index - 1) * dot * 3), round(centre[1] + dot * 0.6 - lift))
            pygame.draw.circle(surface, INK, point, dot + max(1, dot // 4))
            pygame.draw.circle(surface, colour, point, dot)


def thinking_dot(panel: pygame.Rect) -> int:
    """The radius of the big thinking dots drawn in the decision panel `panel`."""
    return max(5, panel.h // 22)
