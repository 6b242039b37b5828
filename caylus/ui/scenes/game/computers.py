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

The scene (GameScene) mixes this in; `pace` may be set to a pace name to override the
setting (the demo, tests).
"""

from __future__ import annotations

import atexit
import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from caylus.ai.remote import Answer, Thinker
from caylus.ai.seeding import player_seed
from caylus.core import Action, Game
from caylus.core.places import slot_place
from caylus.core.state import HUMAN
from caylus.ui.render import pieces
from caylus.ui.render.player_panels import header_rect, level_pill, thinking_room
from caylus.ui.render.text import mirrored, mirrored_x
from caylus.ui.theme import INK, WHITE

if TYPE_CHECKING:
    from caylus.core.events import Event

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


class ComputerTurns:
    """Plays the computer seats of the game scene (mixed into GameScene)."""

    #: Tests and the self-test may think in a thread instead (False); the game uses a process.
    thinker_in_process = True

    def _init_computers(self, pace: str | None = None) -> None:
        self.pace: str | None = pace  # None: the setting's pace
        self.thinker: Thinker | None = None
        self.paused = False
        self._clock = 0.0
        self._asked: tuple[int, int] | None = None  # (history length, seat) being answered
        self._ticket: int | None = None
        self._answer: Answer | None = None
        self._asked_at = 0.0
        self._ready_at = 0.0  # the next computer move shows no sooner than this
        self._showing_computer = False
        self.session.listeners.append(self._game_changed)

    # --- what is going on ------------------------------------------------------------------

    def current_pace(self) -> Pace:
        name = self.pace or getattr(self.app.settings, "computer_pace", DEFAULT_PACE)
        return PACES.get(name, PACES[DEFAULT_PACE])

    def computer_to_move(self) -> bool:
        return computer_level(self.game, self.game.current_seat) is not None

    def computer_thinking(self) -> int | None:
        """The computer seat whose move is awaited now (its panel says it thinks)."""
        seat = self.game.current_seat
        return seat if self.computer_to_move() and not self.finished else None

    def _position_key(self) -> tuple[int, int] | None:
        seat = self.game.current_seat
        return None if seat is None else (len(self.game.history), seat)

    # --- every frame -------------------------------------------------------------------------

    def _play_computers(self, dt: float) -> None:
        self._clock += dt
        if self.animator.busy:
            self._ready_at = max(self._ready_at, self._clock + self.current_pace().pause)
        if self.paused or self.finished or not self.computer_to_move():
            return
        key = self._position_key()
        if self._asked != key:
            self._ask(key)
        if self._answer is None and self.thinker is not None:
            answer = self.thinker.poll()
            if answer is not None and answer.ticket == self._ticket:
                self._answer = answer
        if self._answer is not None and self._may_show():
            self._show(self._answer)

    def _may_show(self) -> bool:
        pace = self.current_pace()
        return (not self.animator.busy and self._clock >= self._ready_at
                and self._clock >= self._asked_at + pace.think)

    def _ask(self, key: tuple[int, int] | None) -> None:
        if key is None:
            return
        seat = key[1]
        level = computer_level(self.game, seat) or "medium"
        thinker = self._ensure_thinker()
        thinker.forget()
        self._ticket = thinker.ask(self.game, level, player_seed(self.game.setup["seed"], seat))
        self._asked, self._answer, self._asked_at = key, None, self._clock

    def _show(self, answer: Answer) -> None:
        action = self._usable(answer.action)
        self._answer = None
        self._asked = None
        self._showing_computer = True
        try:
            self.apply(action)
        finally:
            self._showing_computer = False

    def _usable(self, action: Action | None) -> Action:
        """The computer's action, or the first legal one if it had none (a bug in a player
        must not stop the game)."""
        if action is not None and self.game.problem_with(action) is None:
            return action
        return self.game.legal_actions()[0]

    def _game_changed(self, events: list[Event]) -> None:
        """The game moved on (or was taken back): a question about another position is
        forgotten, so its answer is never applied."""
        if self._asked is not None and self._asked != self._position_key():
            self._forget_question()

    def _forget_question(self) -> None:
        if self.thinker is not None:
            self.thinker.forget()
        self._asked, self._answer, self._ticket = None, None, None

    # --- the thinker's life ------------------------------------------------------------------

    def _ensure_thinker(self) -> Thinker:
        if self.thinker is None:
            self.thinker = Thinker(use_process=self.thinker_in_process)
            atexit.register(self.thinker.close)  # a quit that skips exit() leaves nothing
        return self.thinker

    def close_thinker(self) -> None:
        thinker, self.thinker = self.thinker, None
        self._asked, self._answer, self._ticket = None, None, None
        if thinker is not None:
            thinker.close()
            atexit.unregister(thinker.close)

    def _pause_computers(self) -> None:
        """The pause menu covers the game: no move is applied; thinking stops at once (an
        answer already in is held)."""
        self.paused = True
        if self._answer is None and self._asked is not None:
            self._forget_question()

    def _resume_computers(self) -> None:
        self.paused = False
        self._ready_at = max(self._ready_at, self._clock + self.current_pace().pause)

    def _computer_speed(self) -> float:
        """The animation speed factor of the move being applied (the pace's, for a computer)."""
        return self.current_pace().speed if self._showing_computer else 1.0

    def _computers_poll(self) -> float | None:
        """When the scene must look again by itself: soon, while a computer is to move."""
        if self.paused or self.finished or not self.computer_to_move():
            return None
        return POLL

    # --- input while a computer moves ----------------------------------------------------------

    def _input_allowed(self, event: pygame.event.Event) -> bool:
        """While a computer is to move, people may look (hover, scroll the log), open the
        menu, undo and leave; nothing they do chooses for the computer."""
        if not self.computer_to_move():
            return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEWHEEL, pygame.MOUSEBUTTONUP):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            return event.button == 1 and (self._region_hit("menu_button", event.pos)
                                          or self._region_hit("undo_button", event.pos))
        if event.type == pygame.KEYDOWN:
            return event.key == pygame.K_ESCAPE or (
                event.key == pygame.K_z and bool(event.mod & pygame.KMOD_CTRL))
        return True

    # --- drawing -------------------------------------------------------------------------------

    def _draw_thinking(self, surface: pygame.Surface) -> None:
        """Dots rising in turn while a computer thinks: small ones beside 'thinking' in its
        panel's header (the panel leaves them room), big ones in the decision panel."""
        seat = self.computer_thinking()
        if seat is None:
            return
        colour = pieces.player_colour(self.game.players[seat].colour)
        place = slot_place("panel", seat + 1)
        if self.view.has(place):
            header = header_rect(self.view.place(place))
            found = level_pill(header, self.game.seat_kinds[seat])
            if found is not None:
                room = thinking_room(header)
                right = mirrored(header, found[0]).left - max(3, header.h // 8)
                centre = (round(mirrored_x(header, right - room // 2)), header.centery)
                self._draw_dots(surface, centre, room // 10, WHITE)
        if self.view.has_region("decision"):
            panel = self.panel_rect()
            centre = (panel.centerx, panel.y + round(panel.h * 0.66))
            self._draw_dots(surface, centre, max(5, panel.h // 22), colour)

    def _draw_dots(self, surface: pygame.Surface, centre: tuple[int, int], dot: int,
                   colour: tuple[int, int, int]) -> None:
        for index in range(3):
            lift = max(0.0, math.sin(self._clock * 6 - index * 0.9)) * dot * 1.2
            point = (round(centre[0] + (index - 1) * dot * 3), round(centre[1] + dot * 0.6 - lift))
            pygame.draw.circle(surface, INK, point, dot + max(1, dot // 4))
            pygame.draw.circle(surface, colour, point, dot)
