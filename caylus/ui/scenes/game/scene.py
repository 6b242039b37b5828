"""The game scene: the board, the pieces, the decision owed, and the mouse that plays.

Frame cost is kept low by layers: the background and the game state are drawn into one
window-sized surface only when the game changes (or a tween lands, or the window resizes);
the glow of legal targets is added to a copy of it only when the set of targets changes.
A frame blits that, the decision panel (itself cached) and the few things that follow the
pointer: the dragged worker, the hovered target, a tooltip and the tweens in flight.

Input reads positions from events only. The mouse plays everything:
- placement: drag a worker from the supply onto a glowing place, or click a worker and then a
  place; an illegal drop snaps back and says why;
- provost (and the Merchants' Guild): drag the provost along the road, or use the buttons;
- every other decision: buttons in the decision panel, or a click on a glowing place;
- the big button under the panel declines (Pass, No move, Done, ...); Undo and Ctrl+Z take
  back the last decision (see `GameSession`); Escape opens the pause menu.
"""

from __future__ import annotations

from typing import Any

import pygame

from caylus.core import Action, Event, Game
from caylus.core.places import slot_place
from caylus.ui.animation import Animator
from caylus.ui.host import GameHost
from caylus.ui.i18n import t
from caylus.ui.layout import text_zoom
from caylus.ui.render import pieces
from caylus.ui.render.board_state import (
    StateKey,
)
from caylus.ui.render.view import BoardView
from caylus.ui.scene import Scene
from caylus.ui.scenes.game import hud
from caylus.ui.scenes.game.banners import Banners
from caylus.ui.scenes.game.caption_layer import CaptionLayer, caption_area
from caylus.ui.scenes.game.choices import (
    build_tree,
    summary_lines,
)
from caylus.ui.scenes.game.clicks import ClickPlanner
from caylus.ui.scenes.game.computers import ComputerTurns, computer_level
from caylus.ui.scenes.game.effects import sound_for, tweens_for
from caylus.ui.scenes.game.hints import Hints
from caylus.ui.scenes.game.layers import BoardLayers
from caylus.ui.scenes.game.log_text import event_text, history_lines, worth_logging
from caylus.ui.scenes.game.panel import DecisionPanel
from caylus.ui.scenes.game.pointer import Drag, PointerInput
from caylus.ui.scenes.game.pointer_view import PointerView
from caylus.ui.scenes.game.session import GameSession
from caylus.ui.scenes.game.targets import PROVOST_DECISIONS, BoardTargets

_BOARD_CACHE: dict[str, Any] = {}


def board_assets() -> tuple[Any, pygame.Surface]:
    """The map's layout and its rendered tile layers, read once per process."""
    if "board" not in _BOARD_CACHE:
        from caylus.ui.board_map import load_board

        if pygame.display.get_surface() is None:
            pygame.display.set_mode((1, 1))
        _BOARD_CACHE["board"] = load_board()
    return _BOARD_CACHE["board"]


class GameScene(PointerInput, PointerView, BoardLayers, Banners, BoardTargets, ClickPlanner,
                ComputerTurns, Hints, Scene):
    """The game being played: owns the session, the view of the board, the decision panel,
    the log and the animations; the mixins above each own one part of the screen's work.
    Computer seats play by themselves (ComputerTurns), at `pace` or the setting's."""

    def __init__(self, app: GameHost, game: Game, autosave: bool = True,
                 pace: str | None = None) -> None:
        """`autosave=False` for pictures, benchmarks and the demo, which must not touch the
        player's save; `pace` (a key of computers.PACES) overrides the setting's pace."""
        self.app = app
        self.session = GameSession(game, save=self._autosave if autosave else None,
                                   automatic=game.computer_seats)
        self.session.listeners.append(self._on_events)
        layout, background = board_assets()
        self.view = BoardView(layout, (layout.width_px, layout.height_px), lambda: background)
        self.animator = Animator(self._animation_speed)
        self.panel = DecisionPanel()
        self.log = [hud.LogLine(*line) for line in history_lines(game)] or [
            hud.LogLine(t("log.turn", turn=game.turn), None, True)]
        self.log_scroll = 0
        self.pointer: tuple[int, int] | None = None
        self.drag: Drag | None = None
        self.selected = False  # a worker was clicked and waits for its target
        self.supply_rects: list[pygame.Rect] = []
        self.save_error: str | None = None
        self.finished = False
        self._state: tuple[StateKey, pygame.Surface] | None = None
        self._base: tuple[tuple, pygame.Surface] | None = None
        self._tooltips: dict[str, pygame.Surface] = {}
        self._ghosts: dict[tuple, pygame.Surface] = {}
        self._targets_cache: tuple[int, dict[str, Action]] | None = None
        self._flight_source: tuple[float, float] | None = None
        self._notice: tuple[tuple, pygame.Surface] | None = None
        self._last_seat = game.current_seat
        self._last_human = game.current_seat if computer_level(game, game.current_seat) is None \
            else None
        self._zoom = text_zoom()  # pictures drawn at another text size are drawn again
        self._press_swallowed = False  # a click that only finished a banner acts on release
        self._init_computers(pace)
        self._init_hints(keep_counts=autosave)
        self.captions: CaptionLayer | None = None  # words over the board (demo, explain moves)
        self._refresh_decision()

    # --- the game -----------------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self.session.game

    def apply(self, action: Action, source: tuple[float, float] | None = None) -> bool:
        """Apply `action` through the session; False (with the error sound) if illegal."""
        self._flight_source = source
        events = self.session.apply(action)
        if events is None:
            self._play("error")
            return False
        return True

    def undo(self) -> bool:
        if not self.session.can_undo:
            self._play("error")
            return False
        self.animator.skip()
        self._forget_question()
        self.session.undo()
        standing = len(self.game.history)  # lines of decisions taken back leave the log
        self.log = [line for line in self.log
                    if line.action_index is None or line.action_index < standing]
        self.log.append(hud.LogLine(t("game.log.undone"), None))
        self._play("click")
        return True

    def _on_events(self, events: list[Event]) -> None:
        game = self.game
        self.app.game = game
        decision = len(game.history) - 1
        for event in events:
            if worth_logging(event):
                self.log.append(hud.LogLine(event_text(event, game), event.seat,
                                            event.kind == "turn", decision))
        self.log = self.log[-400:]
        self.log_scroll = 0
        tweens = tweens_for(events, game, self.view, self._flight_source)
        tweens += self._forced_pass_banners(events, tweens)
        if self._hand_over_to_person():
            tweens.append(self._handover(tweens))
        self._last_seat = game.current_seat
        self.animator.add(tweens)
        self._flight_source = None
        sound = sound_for(events)
        if sound:
            self._play(sound)
        self.drag = None
        self.selected = False
        self._refresh_decision()
        if game.is_over and not self.finished:
            self.finished = True
            self.app.finish_game(game)


    def _hand_over_to_person(self) -> bool:
        """A person's decision after another person's: the mouse changes hands (computer seats
        need no hand-over, and a person playing against computers keeps the mouse)."""
        seat = self.game.current_seat
        if seat is None or seat == self._last_seat or computer_level(self.game, seat):
            return False
        changed = self._last_human is not None and seat != self._last_human
        self._last_human = seat
        return changed

    def _refresh_decision(self) -> None:
        game = self.game
        seat = game.current_seat
        accent = pieces.player_colour(game.players[seat].colour) if seat is not None else (0, 0, 0)
        level = computer_level(game, seat)
        if level is not None and seat is not None:  # the computer chooses: nothing to click
            waiting = (t("game.computer.choosing", who=game.players[seat].name,
                         level=t(f"game.level.{level}")),)
            tree = build_tree(game)
            tree.children = []
            self.panel.set_tree(tree, accent, "", (waiting, (t("game.computer.meanwhile"),)))
            return
        self.panel.set_tree(build_tree(game), accent, self._help_text(), summary_lines(game))

    def _help_text(self) -> str:
        decision = self.game.decision
        if decision is None:
            return ""
        if decision.kind == "place":
            return t("game.help.place")
        if decision.kind in PROVOST_DECISIONS:
            return t("game.help.provost")
        if decision.kind == "favour":
            return t("game.help.favour")
        if decision.kind == "gate":
            return t("game.help.gate")
        if decision.kind in ("lawyer", "build"):
            return t("game.help.board")
        return ""

    def _autosave(self, game: Game) -> None:
        try:
            from caylus.ui.autosave import autosave
        except ImportError:
            return
        try:
            autosave(game)
            self.save_error = None
        except Exception as error:  # a full disk must not stop the game; the notice says so
            if self.save_error is None:
                self.log.append(hud.LogLine(t("game.log.save_failed"), None))
            self.save_error = str(error) or type(error).__name__

    def _animation_speed(self) -> float:
        return self.app.settings.animation_multiplier * self._computer_speed()

    def _play(self, name: str) -> None:
        self.app.audio.play(name)

    # --- targets on the board -------------------------------------------------------------


    # --- events -----------------------------------------------------------------------------


    # --- frames ------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.animator.update(dt)
        if self.captions is not None:
            self.captions.update(dt)
        if self.captions is None or not self.captions.holding:
            self._play_computers(dt)
        self._poll_hint()

    def next_change_in(self) -> float | None:
        soonest = 0.0 if self.animator.busy else (self._computers_poll()
                                                   or self._hints_poll())
        return soonest if self.captions is None else self.captions.sooner(soonest)

    def pause(self) -> None:
        self._pause_computers()
        self._drop_hint_question()

    def language_changed(self) -> None:
        """Every word in the new language: the log told again from the game's history, the
        decision and the drawn layers made anew (they keep words, not keys)."""
        self.log = [hud.LogLine(*line) for line in history_lines(self.game)] or self.log[:1]
        self.log_scroll = 0
        self._state = self._base = None
        self._tooltips.clear()
        self._ghosts.clear()
        self._refresh_decision()
        if self.captions is not None:
            self.captions.forget_picture()

    def resume(self) -> None:
        self._resume_computers()

    def exit(self) -> None:
        self.close_thinker()

    def _ensure_view(self, size: tuple[int, int] | None = None) -> None:
        if size is None:
            size = self.app.size
        zoomed = text_zoom() != self._zoom
        self._zoom = text_zoom()
        if self.view.resize(size) or zoomed:
            self._state = None
            self._base = None
            self._tooltips = {}
            self.panel._key = None

    def draw(self, surface: pygame.Surface) -> None:
        self._ensure_view(surface.get_size())
        surface.blit(self._base_layer(), (0, 0))
        view = self.view
        size = view.text_px(44)
        if view.has_region("decision") and self.game.decision is not None:
            self.panel.draw(surface, self.panel_rect(), view.text_px(46))
            self._draw_hint_button(surface)
        self._draw_buttons(surface)
        self._draw_hint(surface, size)
        self._draw_thinking(surface)
        self._draw_save_notice(surface)
        self._draw_pointer_things(surface, size)
        self._draw_tweens(surface)
        if self.captions is not None:
            self.captions.draw(surface, caption_area(view), self.app.scale)


    def decision_rect(self) -> pygame.Rect:
        """The map's decision region, grown over the panels of seats nobody plays."""
        rect = self.view.region("decision")
        for seat in range(self.game.num_players + 1, 6):
            place = slot_place("panel", seat)
            if self.view.has(place):
                panel = self.view.place(place)
                if panel.left < rect.right and rect.left < panel.right and panel.top < rect.top:
                    rect = rect.union(panel)
        return rect


    # --- the input layer's own API (tests, demo mode, accessibility) ------------------------


