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

from dataclasses import dataclass

import pygame

from caylus.ai.seeding import HINT_PURPOSE, player_seed
from caylus.core import Action
from caylus.ui.i18n import t
from caylus.ui.render import pieces
from caylus.ui.render.board_state import translucent
from caylus.ui.render.button import draw_button
from caylus.ui.render.text import outlined
from caylus.ui.scenes.game.choices import Choice, action_target, path_to
from caylus.ui.scenes.game.computers import POLL, computer_level
from caylus.ui.scenes.game.hint_counts import hint_counts, record_hints
from caylus.ui.theme import GOLD, INK, WHITE

HINT_LEVEL = "hard"
GHOST_ALPHA = 190


@dataclass(frozen=True)
class Hint:
    """Hard's suggestion for one position: (history length, seat), the action, and the
    prestige it expects to gain by it (None when it did not say)."""

    position: tuple[int, int]
    action: Action
    gain: float | None


class Hints:
    """The Hint button and the suggestion on the board (mixed into GameScene)."""

    def _init_hints(self, keep_counts: bool) -> None:
        self.hint: Hint | None = None
        self._hint_asked: tuple[int, int] | None = None
        self._hint_ticket: int | None = None
        self._keep_hint_counts = keep_counts
        self.hints_used: list[int] = hint_counts(self.game)
        self.session.listeners.append(self._hints_heard)

    # --- asking --------------------------------------------------------------------------

    def can_hint(self) -> bool:
        seat = self.game.current_seat
        return seat is not None and computer_level(self.game, seat) is None

    def hint_pending(self) -> bool:
        return self._hint_asked is not None

    def request_hint(self) -> bool:
        """Ask Hard what the person to move should do (shown once the answer is in)."""
        if not self.can_hint():
            self._play("error")
            return False
        position = self._position_key()
        if self._hint_asked == position or (self.hint and self.hint.position == position):
            return True
        seat = self.game.current_seat or 0
        thinker = self._ensure_thinker()
        thinker.forget()
        self._hint_ticket = thinker.ask(self.game, HINT_LEVEL, player_seed(
            self.game.setup["seed"], seat, HINT_PURPOSE))
        self._hint_asked = position
        self._play("click")
        return True

    def _poll_hint(self) -> None:
        if self._hint_asked is None or self.thinker is None:
            return
        answer = self.thinker.poll()
        if answer is None or answer.ticket != self._hint_ticket:
            return
        position, self._hint_asked = self._hint_asked, None
        if answer.action is None or self.game.problem_with(answer.action) is not None:
            self._play("error")
            return
        gain = answer.notes.get("expected_prestige_gain")
        self.hint = Hint(position, answer.action, gain if isinstance(gain, float | int) else None)
        self.hints_used[position[1]] += 1
        record_hints(self.game, self.hints_used, write=self._keep_hint_counts)
        self._show_hint_lines(self.hint)

    def _hints_heard(self, events: list) -> None:
        """The game changed: a suggestion for another position is gone, a question dropped."""
        position = self._position_key()
        if self.hint is not None and self.hint.position != position:
            self.hint = None
        if self._hint_asked is not None and self._hint_asked != position:
            if self.thinker is not None:
                self.thinker.forget()
            self._hint_asked = None

    def _drop_hint_question(self) -> None:
        """Stop thinking about a hint (the pause menu covers the game; ask again after)."""
        if self._hint_asked is not None and self.thinker is not None:
            self.thinker.forget()
        self._hint_asked = None

    def _hints_poll(self) -> float | None:
        return POLL if self._hint_asked is not None and not self.paused else None

    def _show_hint_lines(self, hint: Hint) -> None:
        """What Hard suggests and why, as lines under the decision's prompt."""
        trail = path_to(self.panel.root, hint.action)
        label = (trail[-1].crumb or trail[-1].label) if trail else ()  # every action is a leaf
        lines = [(t("game.hint.suggests"), *label)]
        if hint.gain is not None and hint.gain >= 0.5:
            lines.append((t("game.hint.gain", gain=round(hint.gain)),))
        elif hint.gain is not None:
            lines.append((t("game.hint.gain_small"),))
        self.panel.summary = (*self.panel.summary, *lines)

    # --- where ---------------------------------------------------------------------------

    def hint_rect(self) -> pygame.Rect | None:
        """The Hint button: a strip at the bottom of the decision region, above Undo."""
        view = self.view
        if not (view.has_region("decision") and view.has_region("undo_button")):
            return None
        area, undo = self.decision_rect(), view.region("undo_button")
        height = round(undo.h * 0.72)
        return pygame.Rect(undo.x, area.bottom - height, undo.w, height)

    def panel_rect(self) -> pygame.Rect:
        """The decision panel: the decision region above the Hint button."""
        area, button = self.decision_rect(), self.hint_rect()
        if button is None:
            return area
        gap = max(4, button.h // 5)
        return pygame.Rect(area.x, area.y, area.w, button.y - gap - area.y)

    # --- drawing -------------------------------------------------------------------------

    def _draw_hint_button(self, surface: pygame.Surface) -> None:
        rect = self.hint_rect()
        if rect is None or self.game.is_over:
            return
        shown = self.hint is not None and self.hint.position == self._position_key()
        key = "game.button.hint_thinking" if self.hint_pending() else (
            "game.button.hint_shown" if shown else "game.button.hint")
        lit = bool(self.pointer and rect.collidepoint(self.pointer))
        draw_button(surface, rect, (t(key),), round(rect.h * 0.44), lit=lit,
                    enabled=self.can_hint())

    def _draw_hint(self, surface: pygame.Surface, size: int) -> None:
        """The suggestion: on the board, on the panel's button, on the Pass button."""
        hint = self.hint
        if hint is None or hint.position != self._position_key():
            return
        action = hint.action
        if action.target is not None:
            self._draw_ghost_worker(surface, action, size)
            return
        trail = path_to(self.panel.root, action)
        skip = self.panel.skip_choice()
        if skip is not None and skip.action == action and self.view.has_region("pass_button"):
            self._frame(surface, self.view.region("pass_button"), size)
            return
        for hit in self.panel.hits:
            if hit.choice is not None and hit.choice in trail:
                self._frame(surface, hit.rect, size)
        if trail:
            self._draw_hint_consequence(surface, trail[-1], size)

    def _draw_hint_consequence(self, surface: pygame.Surface, choice: Choice, size: int) -> None:
        if choice.place or choice.preview or choice.ghost:
            self._draw_consequence(surface, choice, size)

    def _draw_ghost_worker(self, surface: pygame.Surface, action: Action, size: int) -> None:
        zone = action_target(action)
        rects = self.view.zone_rects(zone)
        if not rects:
            return
        bounds = rects[0].unionall(rects[1:])
        translucent(surface, bounds, (*GOLD, 90), max(4, size // 3))
        self._frame(surface, bounds, size)
        seat = self.game.current_seat
        colour = self.game.players[seat].colour if seat is not None else ""
        worker = round(min(rects[-1].w, rects[-1].h) * 0.7)
        key = ("hint-worker", colour, worker)
        image = self._ghosts.get(key)
        if image is None:
            image = pygame.Surface((worker * 2, worker * 2), pygame.SRCALPHA)
            pieces.draw_worker(image, (worker, worker), worker, colour)
            image.set_alpha(GHOST_ALPHA)
            self._ghosts[key] = image
        surface.blit(image, image.get_rect(center=rects[-1].center))
        self._draw_tag(surface, bounds, size)

    def _draw_tag(self, surface: pygame.Surface, bounds: pygame.Rect, size: int) -> None:
        """A gold 'Hint' tag above the suggested place, readable from across the room."""
        key = ("hint-tag", size)
        image = self._ghosts.get(key)
        if image is None:
            words = outlined(t("game.hint.tag"), size, WHITE, INK, True)
            pad = max(3, size // 5)
            image = pygame.Surface((words.get_width() + 4 * pad, words.get_height() + 2 * pad),
                                   pygame.SRCALPHA)
            box = image.get_rect()
            pygame.draw.rect(image, GOLD, box, border_radius=box.h // 2)
            pygame.draw.rect(image, INK, box, max(2, size // 14), border_radius=box.h // 2)
            image.blit(words, words.get_rect(center=box.center))
            self._ghosts[key] = image
        tag = image.get_rect(midbottom=(bounds.centerx, bounds.top - max(2, size // 6)))
        surface.blit(image, tag.clamp(surface.get_rect()))

    @staticmethod
    def _frame(surface: pygame.Surface, rect: pygame.Rect, size: int) -> None:
        width = max(3, size // 6)
        outer = rect.inflate(width * 3, width * 3)
        pygame.draw.rect(surface, WHITE, outer, width + 2, border_radius=max(6, size // 3))
        pygame.draw.rect(surface, GOLD, outer, width, border_radius=max(6, size // 3))
