"""The guided first game: a lesson step played in the real game scene, with its card on top.

`TutorialScene` is the game scene (the board, the panel, the clicks) on the step's position,
with three differences: a move of another kind than the step's is refused with the step's
"Not yet" (and the game is untouched); after the step's move, the scripted moves of the other
seats follow and the card tells the result; and nothing is autosaved (the player's saved
game is left alone). Back, Skip and Next move between steps (each a fresh scene); every step
reached is remembered, so leaving (Escape, the menu) and coming back resumes there. The last
step starts a game against the Easy computer with "Explain moves" on.
"""

from __future__ import annotations

import logging
import random
from typing import TYPE_CHECKING

import pygame

from caylus.core import Action, Event, Game, new_game, parse_action
from caylus.core.actions import Reason
from caylus.core.state import HUMAN
from caylus.core.vocabulary import DecisionKind
from caylus.ui import theme
from caylus.ui.animation import TweenKind
from caylus.ui.i18n import t
from caylus.ui.layout import text_zoom
from caylus.ui.scenes.game import GameScene
from caylus.ui.scenes.game.caption_layer import caption_area
from caylus.ui.scenes.game.context import MapPoint
from caylus.ui.scenes.game.log_text import event_text
from caylus.ui.scenes.game.session import Played
from caylus.ui.scenes.tutorial.card import (
    REFUSAL,
    RESULT,
    CardWords,
    DrawnCard,
    draw_card,
    draw_pointer,
)
from caylus.ui.scenes.tutorial.lessons import (
    LEARNER,
    Expect,
    Step,
    broken_lessons,
    lessons,
    story,
)
from caylus.ui.scenes.tutorial.progress import load_step, save_step

if TYPE_CHECKING:
    from caylus.ui.host import Host

logger = logging.getLogger(__name__)
RESULT_LINES = 5  # the log keeps the rest
FINAL_LEVEL = "easy"
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


def player_names(step: Step) -> list[str]:
    """The lesson's players are called by their colours ("Blue" is the learner)."""
    return [t(f"colour.{player['colour']}") for player in step.position["players"]]


class TutorialScene(GameScene):
    """Step `index` of the lessons (None: where the learner stopped last time); `after`, the
    game the previous lesson ended with when the learner came by Next."""

    def __init__(self, app: Host, index: int | None = None, after: Game | None = None) -> None:
        self.host = app
        self.steps = lessons()
        if index is None:
            index = load_step([step.id for step in self.steps])
        self.index = max(0, min(index, len(self.steps) - 1))
        self.step = self.steps[self.index]
        self.done = False
        self.result: list[str] = []
        self.refusal: str | None = None
        self.drawn: DrawnCard | None = None
        self._heard: list[Event] = []
        start = self.step.start(player_names(self.step))
        self.new_situation = self.index > 0 and (after is None or story(after) != story(start))
        super().__init__(app, start, autosave=False)
        self.session.listeners.append(self._heard.extend)
        save_step(self.step.id)

    # --- the moves ------------------------------------------------------------------------

    def apply(self, action: Action, source: MapPoint | None = None) -> Played:
        """The step's kind of move, made by the learner; anything else is refused."""
        if self.done or not self.step.accepts(action) or \
                self.game.current_seat != LEARNER:
            self.refuse()
            return Played(refused=Reason("lesson_step", "not this lesson's move"))
        self._heard.clear()
        played = super().apply(action, source)
        if not played.ok:
            return played
        for text in self.step.follow:
            if not self.session.apply(parse_action(text)).ok:
                logger.error("lesson %s: the scripted move %s is not legal", self.step.id, text)
                break
        self.done = True
        self.refusal = None
        shown = [event for event in self._heard if event.kind in self.step.show]
        self.result = [event_text(event, self.game) for event in shown][:RESULT_LINES]
        return played

    def refuse(self) -> bool:
        """Say what to do instead; the game is untouched."""
        waiting = self.done or self.step.expect is Expect.READ
        self.refusal = t("tutorial.press_next") if waiting else t(self.step.key("try"))
        self.context.play("error")
        self.context.pointer.let_go()
        return False

    def undo(self) -> bool:
        self.refusal = t("tutorial.use_back")
        self.context.play("error")
        return False

    def _on_events(self, events: list[Event]) -> None:
        super()._on_events(events)
        self.app.game = None  # a lesson is never the game Continue or Quit saves
        # one person plays every seat of a lesson: the mouse never changes hands
        animator = self.animator
        animator.tweens = [tween for tween in animator.tweens
                           if tween.kind is not TweenKind.HANDOVER]

    # --- the steps -------------------------------------------------------------------------

    @property
    def last(self) -> bool:
        return self.index == len(self.steps) - 1

    def can_go_on(self) -> bool:
        return self.done or self.step.expect is Expect.READ

    def press(self, name: str) -> None:
        self.context.play("click")
        if name == "back" and self.index > 0:
            self.go_to(self.index - 1)
        elif name == "next" and not self.last:
            self.go_to(self.index + 1, after=self.game)
        elif name == "skip" and not self.last:
            self.go_to(self.index + 1)
        elif name == "play":
            self.play_a_game()

    def go_to(self, index: int, after: Game | None = None) -> None:
        self.host.scenes.clear_to(TutorialScene(self.host, index, after))

    def play_a_game(self) -> None:
        """The end: a short game against the Easy computer, each move explained (for this
        game; the setting stays as it was). The next visit starts the lessons over."""
        save_step(self.steps[0].id)
        colours = ["blue", "red"]
        game = new_game(2, random.randrange(1_000_000), colours=colours,
                        names=[t(f"colour.{colour}") for colour in colours],
                        seats=[HUMAN, FINAL_LEVEL])
        self.host.start_game(game)
        scene = self.host.scenes.top
        if isinstance(scene, GameScene) and scene.captions is None:
            scene.explain_moves(True)

    # --- input and drawing ------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        drawn = self.drawn
        if event.type == pygame.MOUSEBUTTONDOWN and drawn is not None \
                and drawn.rect.collidepoint(event.pos):
            if event.button == 1:
                name = drawn.button_at(event.pos)
                if name is not None:
                    self.press(name)
            return  # a click on the card does nothing on the board under it
        if event.type == pygame.KEYDOWN and event.key in ENTER_KEYS:
            button = self.forward_button()
            if button is not None:
                self.press(button[0])
                return
        super().handle_event(event)

    def forward_button(self) -> tuple[str, str, str] | None:
        if self.last:
            return ("play", t("tutorial.play"), "primary")
        if self.can_go_on():
            return ("next", t("tutorial.next"), "primary")
        return None

    def card_words(self) -> CardWords:
        step = self.step
        header = t("tutorial.header", number=self.index + 1, total=len(self.steps),
                   stage=t(f"tutorial.stage.{step.stage}"))
        if self.done:
            lines = [(t(step.key("done")), RESULT)]
            lines += [(line, theme.PARCHMENT_LIGHT) for line in self.result]
        else:
            lines = [(t(step.key("why")), theme.PARCHMENT)]
            if self.new_situation:  # said first: the board is not where the last lesson ended
                lines.insert(0, (t("tutorial.new_situation"), RESULT))
        if self.refusal:
            lines.append((self.refusal, REFUSAL))
        if broken_lessons():  # a damaged install: said on every card, the rest plays
            lines.append((t("tutorial.damaged", count=len(broken_lessons())), REFUSAL))
        buttons = [("back", t("tutorial.back"), "quiet")] if self.index > 0 else []
        buttons.append(self.forward_button() or ("skip", t("tutorial.skip"), "normal"))
        return CardWords(header, t(step.key("what")), lines, buttons)

    def language_changed(self) -> None:
        super().language_changed()
        self.result = []  # told in the old language; the log tells it again

    def draw_guides(self, surface: pygame.Surface) -> None:
        """The gold ring around the step's place, under tooltips (it hid their titles)."""
        rects = self.pointed_rects()
        if rects:
            draw_pointer(surface, rects, self.app.scale)

    def pointed_rects(self) -> list[pygame.Rect]:
        point, view = self.step.point, self.view
        return view.zone_rects(point) if point is not None and view.zone_places(point) else []

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        view = self.view
        clear = self.pointed_rects()
        decision = self.game.decision
        if decision is not None and decision.kind == DecisionKind.PLACE \
                and view.has_region("supply"):
            clear = [view.region("supply"), *clear]
        self.drawn = draw_card(surface, self.card_words(), caption_area(view),
                               self.app.scale * text_zoom(), clear)
