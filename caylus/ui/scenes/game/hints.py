"""Hints: what the Hard computer player would do in the place of the person to move.

The Hint button (under the decision panel, above Undo) or the H key asks the scene's Thinker
(at level "hard", with a seed of the game and the seat) about the position; once the answer
is in, the suggestion is shown and never played: a ghost worker and a gold frame on the
place, a gold frame around the button that would make it (and the building it would build,
the provost's new space, as a hovered choice shows them), and in the decision panel one line
of what it is and, where the AI says so, what it expects to gain. The person decides.

Each hint shown counts for its seat (`hints_used`); the counts are kept beside the autosave
(hint_counts.py), so Continue keeps them, and the final scores show them.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

import pygame

from caylus.ai.seeding import HINT_PURPOSE, player_seed
from caylus.core import Action
from caylus.core.state import COMPUTER_LEVELS
from caylus.core.vocabulary import Verb
from caylus.ui.i18n import t
from caylus.ui.render import pieces
from caylus.ui.render.board_state import redraw_special_name, worker_stand
from caylus.ui.render.button import draw_button
from caylus.ui.render.labels import Token, counted
from caylus.ui.render.shapes import translucent
from caylus.ui.render.text import outlined
from caylus.ui.scenes.game.areas import hint_rect
from caylus.ui.scenes.game.choices import Choice, action_target, path_to
from caylus.ui.scenes.game.computers import POLL, computer_level, position_key
from caylus.ui.scenes.game.context import SceneContext
from caylus.ui.scenes.game.hint_counts import hint_counts, record_hints
from caylus.ui.scenes.game.previews import Previews
from caylus.ui.theme import GOLD, INK, WHITE

logger = logging.getLogger(__name__)

HINT_LEVEL = COMPUTER_LEVELS[-1]  # the strongest
GHOST_ALPHA = 190


@dataclass(frozen=True)
class Hint:
    """Hard's suggestion for one position: (history length, seat), the action, and what its
    notes say of it (see `caylus.ai.hard`): the prestige it expects to gain by it, and where
    passing is a choice, how much more than passing (or, for a pass, how much the best other
    choice falls short of it). None where it did not say."""

    position: tuple[int, int]
    action: Action
    gain: float | None
    over_pass: float | None = None
    best_over_pass: float | None = None
    spread: float | None = None  # how sure Hard is of those figures, in prestige


class Hints:
    """The Hint button and the suggestion on the board: a part of the game scene."""

    def __init__(self, context: SceneContext, previews: Previews, keep_counts: bool) -> None:
        self.context = context
        self.previews = previews
        self.hint: Hint | None = None
        self._asked: tuple[int, int] | None = None
        self._ticket: int | None = None
        self._keep_counts = keep_counts
        self.used: list[int] = hint_counts(context.game)

    def _position(self) -> tuple[int, int] | None:
        return position_key(self.context.game)

    # --- asking --------------------------------------------------------------------------

    def can_hint(self) -> bool:
        game = self.context.game
        seat = game.current_seat
        return seat is not None and computer_level(game, seat) is None

    def pending(self) -> bool:
        return self._asked is not None

    def request(self) -> bool:
        """Ask Hard what the person to move should do (shown once the answer is in)."""
        context = self.context
        if not self.can_hint():
            context.play("error")
            return False
        position = self._position()
        if self._asked == position or (self.hint and self.hint.position == position):
            return True
        game = context.game
        seat = game.current_seat or 0
        thinker = context.thinker.get()
        thinker.forget()
        self._ticket = thinker.ask(game, HINT_LEVEL, player_seed(
            game.setup.seed, seat, HINT_PURPOSE))
        self._asked = position
        context.play("click")
        return True

    def update(self) -> None:
        """Take Hard's answer once it is in (every frame)."""
        thinker = self.context.thinker.current
        if self._asked is None or thinker is None:
            return
        answer = thinker.poll()
        if answer is None or answer.ticket != self._ticket:
            return
        position, self._asked = self._asked, None
        game = self.context.game
        if answer.action is None or game.problem_with(answer.action) is not None:
            logger.warning("no hint for %s: %s", position,
                           answer.error or f"a move the rules refuse, {answer.action}")
            self.context.play("error")
            return
        notes = answer.notes
        self.hint = Hint(position, answer.action, _number(notes.get("expected_prestige_gain")),
                         _number(notes.get("gain_over_pass")),
                         _number(notes.get("best_over_pass")),
                         _number(notes.get("margin_spread")))
        self.used[position[1]] += 1
        record_hints(game, self.used, write=self._keep_counts)
        self.show_lines(self.hint)

    def game_changed(self) -> None:
        """The game changed: a suggestion for another position is gone, a question dropped."""
        position = self._position()
        if self.hint is not None and self.hint.position != position:
            self.hint = None
        if self._asked is not None and self._asked != position:
            self.context.thinker.forget()
            self._asked = None

    def drop_question(self) -> None:
        """Stop thinking about a hint (the pause menu covers the game; ask again after)."""
        if self._asked is not None:
            self.context.thinker.forget()
        self._asked = None

    def poll(self) -> float | None:
        return POLL if self._asked is not None and not self.context.paused else None

    def show_lines(self, hint: Hint) -> None:
        """What Hard suggests and why, as lines under the decision's prompt."""
        panel = self.context.panel
        trail = path_to(panel.root, hint.action)
        label = (trail[-1].crumb or trail[-1].label) if trail else ()  # every action is a leaf
        lines: list[tuple[Token, ...]] = [(t("game.hint.suggests"), *label)]
        lines += [(text,) for text in why_lines(hint, first_to_pass=not self.context.game.passed)]
        panel.summary = (*panel.summary, *lines)

    # --- where ---------------------------------------------------------------------------

    def rect(self) -> pygame.Rect | None:
        """The Hint button: a strip at the bottom of the decision region, above Undo."""
        return hint_rect(self.context.view, self.context.game.num_players)

    # --- drawing -------------------------------------------------------------------------

    def draw_button(self, surface: pygame.Surface) -> None:
        rect = self.rect()
        if rect is None or self.context.game.is_over:
            return
        shown = self.hint is not None and self.hint.position == self._position()
        key = "game.button.hint_thinking" if self.pending() else (
            "game.button.hint_shown" if shown else "game.button.hint")
        pointer = self.context.pointer.pos
        lit = bool(pointer and rect.collidepoint(pointer))
        draw_button(surface, rect, (t(key),), round(rect.h * 0.44), lit=lit,
                    enabled=self.can_hint())

    def draw(self, surface: pygame.Surface, size: int) -> None:
        """The suggestion: on the board, on the panel's button, on the Pass button."""
        hint = self.hint
        if hint is None or hint.position != self._position():
            return
        action = hint.action
        if action.target is not None:
            self._draw_ghost_worker(surface, action, size)
            return
        panel, view = self.context.panel, self.context.view
        trail = path_to(panel.root, action)
        skip = panel.skip_choice()
        if skip is not None and skip.action == action and view.has_region("pass_button"):
            _frame(surface, view.region("pass_button"), size)
            return
        for hit in panel.hits:
            if hit.choice is not None and hit.choice in trail:
                _frame(surface, hit.rect, size)
        if trail:
            self._draw_consequence(surface, trail[-1], size)

    def _draw_consequence(self, surface: pygame.Surface, choice: Choice, size: int) -> None:
        if choice.place or choice.preview or choice.ghost:
            self.previews.draw_consequence(surface, choice, size)

    def _draw_ghost_worker(self, surface: pygame.Surface, action: Action, size: int) -> None:
        game, ghosts = self.context.game, self.context.pictures.ghosts
        zone = action_target(action)
        rects = self.context.view.zone_rects(zone)
        if not rects:
            return
        bounds = rects[0].unionall(rects[1:])
        translucent(surface, bounds, (*GOLD, 90), max(4, size // 3))
        _frame(surface, bounds, size)
        seat = game.current_seat
        colour = game.players[seat].colour if seat is not None else ""
        # where a worker placed there would stand, clear of the place's name; elsewhere
        # (the castle, a slot) larger, in the middle of the last of its places
        stand = worker_stand(self.context.view, game, zone, colour)
        centre, worker = stand or (rects[-1].center, round(min(rects[-1].w, rects[-1].h) * 0.7))
        key = ("hint-worker", colour, worker)
        image = ghosts.get(key)
        if image is None:
            image = pygame.Surface((worker * 2, worker * 2), pygame.SRCALPHA)
            pieces.draw_worker(image, (worker, worker), worker, colour)
            image.set_alpha(GHOST_ALPHA)
            ghosts[key] = image
        surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))
        # a name on two lines reaches down to where the worker stands: it stays on top
        redraw_special_name(surface, self.context.view, zone)
        self._draw_tag(surface, bounds, size)

    def _draw_tag(self, surface: pygame.Surface, bounds: pygame.Rect, size: int) -> None:
        """A gold 'Hint' tag above the suggested place, readable from across the room."""
        ghosts = self.context.pictures.ghosts
        key = ("hint-tag", size)
        image = ghosts.get(key)
        if image is None:
            words = outlined(t("game.hint.tag"), size, WHITE, INK, True)
            pad = max(3, size // 5)
            image = pygame.Surface((words.get_width() + 4 * pad, words.get_height() + 2 * pad),
                                   pygame.SRCALPHA)
            box = image.get_rect()
            pygame.draw.rect(image, GOLD, box, border_radius=box.h // 2)
            pygame.draw.rect(image, INK, box, max(2, size // 14), border_radius=box.h // 2)
            image.blit(words, words.get_rect(center=box.center))
            ghosts[key] = image
        tag = image.get_rect(midbottom=(bounds.centerx, bounds.top - max(2, size // 6)))
        surface.blit(image, tag.clamp(surface.get_rect()))


def why_lines(hint: Hint, first_to_pass: bool) -> list[str]:
    """Why Hard suggests it, in its own estimate of the prestige at the end of the game:
    against passing where passing is a choice, and for a pass, why not place."""
    if hint.action.kind is Verb.PASS:
        lines = []
        if hint.best_over_pass is not None and hint.best_over_pass <= -0.5:
            lines.append(t("game.hint.pass_better",
                           prestige=counted("prestige", round(-hint.best_over_pass))))
        else:
            lines.append(t("game.hint.pass_keeps"))
        if first_to_pass:
            lines.append(t("game.hint.pass_first_why"))
        return lines
    if hint.over_pass is not None:
        if hint.over_pass >= 0.5:
            return [t("game.hint.over_pass", prestige=counted("prestige", round(hint.over_pass))),
                    *spread_line(hint)]
        return [t("game.hint.like_pass")]
    if hint.gain is not None:
        if hint.gain >= 0.5:
            return [t("game.hint.gain", gain=counted("prestige", round(hint.gain))),
                    *spread_line(hint)]
        return [t("game.hint.gain_small")]
    return []


def spread_line(hint: Hint) -> list[str]:
    """How sure Hard is of the figure just said, where that rounds to a prestige or more."""
    if hint.spread is None or round(hint.spread) < 1:
        return []
    return [t("game.hint.spread", spread=counted("prestige", round(hint.spread)))]


def _number(value: object) -> float | None:
    return float(value) if isinstance(value, float | int) else None


def _frame(surface: pygame.Surface, rect: pygame.Rect, size: int) -> None:
    width = max(3, size // 6)
    outer = rect.inflate(width * 3, width * 3)
    pygame.draw.rect(surface, WHITE, outer, width + 2, border_radius=max(6, size // 3))
    pygame.draw.rect(surface, GOLD, outer, width, border_radius=max(6, size // 3))
