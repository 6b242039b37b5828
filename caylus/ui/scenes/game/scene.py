"""The game scene: the board, the pieces, the decision owed, and the mouse that plays.

The scene is composed of parts that each own their state and share one `SceneContext`
(context.py): the targets on the board (targets.py), the drawn layers (layers.py), the
banners (banners.py), the computer seats (computers.py), the hints (hints.py), the
previews of a choice (previews.py), what follows the pointer (pointer_view.py), the input
(pointer.py), the click planner (clicks.py) and the log (game_log.py). The scene wires them:
it makes the moves (`apply`, `undo`), hears the session's events and refreshes the panel.

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

import logging
from collections.abc import Iterable
from typing import TYPE_CHECKING

import pygame

from caylus.core import Action, Event, Game
from caylus.core.state import HUMAN
from caylus.core.vocabulary import DecisionKind
from caylus.ui.animation import Animator
from caylus.ui.error_words import error_words
from caylus.ui.host import GameHost
from caylus.ui.i18n import t
from caylus.ui.layout import text_zoom
from caylus.ui.render import pieces
from caylus.ui.render.view import BoardView, Zone
from caylus.ui.scene import Scene
from caylus.ui.scenes.game import areas
from caylus.ui.scenes.game.banners import Banners
from caylus.ui.scenes.game.camera import Camera
from caylus.ui.scenes.game.caption_layer import CaptionLayer, caption_area
from caylus.ui.scenes.game.captions import Caption
from caylus.ui.scenes.game.choices import build_tree, summary_lines
from caylus.ui.scenes.game.clicks import ClickPlanner
from caylus.ui.scenes.game.computers import ComputerTurns, computer_level, computer_to_move
from caylus.ui.scenes.game.context import MapPoint, Point, Pointer, SceneContext, ThinkerSlot
from caylus.ui.scenes.game.effects import sound_for, tweens_for
from caylus.ui.scenes.game.game_log import GameLog
from caylus.ui.scenes.game.hints import Hints
from caylus.ui.scenes.game.hud import LogLine
from caylus.ui.scenes.game.layers import BoardLayers
from caylus.ui.scenes.game.panel import DecisionPanel
from caylus.ui.scenes.game.pointer import PointerInput
from caylus.ui.scenes.game.pointer_view import PointerView
from caylus.ui.scenes.game.previews import Previews
from caylus.ui.scenes.game.session import GameSession, Played
from caylus.ui.scenes.game.take_back import needs_consent
from caylus.ui.scenes.game.targets import BoardTargets

if TYPE_CHECKING:
    from caylus.ui.board_map import BoardLayout

logger = logging.getLogger(__name__)

_BOARD_CACHE: dict[str, tuple[BoardLayout, pygame.Surface]] = {}

#: The help line under a decision's prompt, per decision kind.
HELP_KEYS = {"place": "game.help.place", "provost": "game.help.provost",
             "guild": "game.help.provost", "favour": "game.help.favour",
             "gate": "game.help.gate", "lawyer": "game.help.board", "build": "game.help.board"}


def board_assets() -> tuple[BoardLayout, pygame.Surface]:
    """The map's layout and its rendered tile layers, read once per process."""
    if "board" not in _BOARD_CACHE:
        from caylus.ui.board_map import load_board  # reads the map (pytmx) only when needed

        if pygame.display.get_surface() is None:
            pygame.display.set_mode((1, 1))
        _BOARD_CACHE["board"] = load_board()
    return _BOARD_CACHE["board"]


class GameScene(Scene):
    """The game being played: owns the session, the view of the board, the decision panel
    and the animations, and the parts that do the screen's work (see the module's doc).
    Computer seats play by themselves (`computers`), at `pace` or the setting's."""

    #: Tests and the self-test may think in a thread instead (False); the game uses a process.
    thinker_in_process = True

    def __init__(self, app: GameHost, game: Game, autosave: bool = True,
                 pace: str | None = None) -> None:
        """`autosave=False` for pictures, benchmarks and the demo, which must not touch the
        player's save; `pace` (a key of computers.PACES) overrides the setting's pace."""
        self.app = app
        self.session = GameSession(game, automatic=game.computer_seats)
        if autosave:  # the first listener: a move is on disk before anything else runs
            self.session.listeners.append(lambda _events: self._autosave(self.session.game))
        layout, background = board_assets()
        view = BoardView(layout, (layout.width_px, layout.height_px), lambda: background)
        self.context = context = SceneContext(
            app, self.session, view, Animator(self._animation_speed), DecisionPanel(), self,
            ThinkerSlot(self.thinker_in_process))
        self.game_log = GameLog(game)
        self.targets = BoardTargets(context)
        self.banners = Banners(context)
        self.computers = ComputerTurns(context, self.game_log, pace,
                                       stuck_changed=self._refresh_decision)
        self.previews = Previews(context, self.targets)
        self.hints = Hints(context, self.previews, keep_counts=autosave)
        self.layers = BoardLayers(context, self.targets, self.banners, self.computers,
                                  self.game_log)
        self.pointer_view = PointerView(context, self.targets, self.previews)
        self.pointer_input = PointerInput(context, self.targets, self.layers, self.banners,
                                          self.computers, self.hints, self.game_log)
        self.clicks = ClickPlanner(context, self.layers)
        self.captions: CaptionLayer | None = None  # words over the board (demo, explain moves)
        self.camera: Camera | None = None  # zooms to computers' moves (demo, follow the action)
        self._zoom = text_zoom()  # pictures drawn at another text size are drawn again
        self.session.listeners.append(self._on_events)
        self._refresh_decision()

    # --- what others read ---------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def view(self) -> BoardView:
        return self.context.view

    @property
    def animator(self) -> Animator:
        return self.context.animator

    @property
    def panel(self) -> DecisionPanel:
        return self.context.panel

    @property
    def pointer(self) -> Pointer:
        """Where the pointer is and what it holds."""
        return self.context.pointer

    @property
    def log(self) -> list[LogLine]:
        """The lines of the game's log (a notice may be appended)."""
        return self.game_log.lines

    @property
    def finished(self) -> bool:
        """The game is over and was handed to the app."""
        return self.context.finished

    @property
    def supply_rects(self) -> list[pygame.Rect]:
        """Where the supply's workers were last drawn (a drag starts there)."""
        return self.layers.supply_rects

    # --- the moves ----------------------------------------------------------------------

    def apply(self, action: Action, source: MapPoint | None = None) -> Played:
        """Apply `action` through the session (`source`: where a dragged worker left the
        pointer); refused, the error sound plays once and nothing changes."""
        played = self.session.apply(action, source)
        if not played.ok:
            self.context.play("error")
        return played

    def undo(self) -> bool:
        """Undo; another person's decision is taken back only once they agree."""
        seat = self.session.undo_seat
        if seat is None:
            self.context.play("error")
            return False
        if needs_consent(self.game, seat):
            what = self.game_log.first_line_from(self.session.undo_standing)
            self.app.ask_to_take_back(self.game.players[seat].name,
                                      what.text if what else None, self._take_back)
            return True
        self._take_back()
        return True

    def _take_back(self) -> None:
        self.animator.skip()
        self.computers.forget_question()
        self.session.undo()
        self.game_log.taken_back(len(self.game.history))
        self.context.play("click")

    def _on_events(self, events: list[Event]) -> None:
        game = self.game
        self.computers.game_changed()
        self.hints.game_changed()
        self.game_log.hear(events, game)
        self._say_if_this_turn_is_the_last()
        tweens = tweens_for(events, game, self.view, self.session.origin)
        tweens += self.banners.after_move(events, tweens)
        self.animator.add(tweens)
        sound = sound_for(events)
        if sound:
            self.context.play(sound)
        self.context.pointer.let_go()
        self._refresh_decision()
        if game.is_over and not self.context.finished:
            self.context.finished = True
            self.app.finish_game(game)

    def _refresh_decision(self) -> None:
        game, panel = self.game, self.panel
        seat = game.current_seat
        accent = pieces.player_colour(game.players[seat].colour) if seat is not None else (0, 0, 0)
        level = computer_level(game, seat)
        if level is not None and seat is not None:  # the computer chooses: nothing to click
            who, level_name = game.players[seat].name, t(f"game.level.{level}")
            watched = HUMAN not in game.seat_kinds  # computers only: no move of yours to undo
            if self.computers.stuck:
                lines = ((t("game.computer.failed", who=who, level=level_name),),
                         (t("game.computer.failed_help_watching" if watched
                            else "game.computer.failed_help"),))
            else:
                lines = ((t("game.computer.choosing", who=who, level=level_name),),
                         (t("game.computer.meanwhile_watching" if watched
                            else "game.computer.meanwhile"),))
            tree = build_tree(game)
            tree.children = []
            panel.set_tree(tree, accent, "", lines)
            return
        panel.set_tree(build_tree(game), accent, self._help_text(), summary_lines(game))

    def _help_text(self) -> str:
        decision = self.game.decision
        if decision is None or decision.kind not in HELP_KEYS:
            return ""
        return t(HELP_KEYS[decision.kind])

    def _autosave(self, game: Game) -> None:
        try:
            from caylus.ui.autosave import autosave
        except ImportError:
            return
        banners = self.banners
        try:
            autosave(game)
            banners.save_error = None
        except Exception as error:  # a full disk must not stop the game; the notice says so
            if banners.save_error is None:
                logger.warning("autosave failed: %s", error, exc_info=error)
                self.game_log.add(t("game.log.save_failed"))
            banners.save_error = error_words(error)

    def _animation_speed(self) -> float:
        return self.app.settings.animation_multiplier * self.computers.speed()

    # --- frames ------------------------------------------------------------------------------

    def _say_if_this_turn_is_the_last(self) -> None:
        """The log says at once when the game will end with this turn (once; a decision
        taken back takes the line back too)."""
        why = self.game.last_turn_ends_the_game()
        if why is None:
            return
        notice = t(f"log.last_turn.{why}")
        if all(line.text != notice for line in self.game_log.lines):
            self.game_log.add(notice, decision=len(self.game.history) - 1)

    def handle_event(self, event: pygame.event.Event) -> None:
        self._ensure_view()
        if self._dismisses_caption(event):
            return
        self.pointer_input.handle_event(event)

    def _dismisses_caption(self, event: pygame.event.Event) -> bool:
        """A click on the caption puts it away (and does nothing else)."""
        captions = self.captions
        if (captions is None or captions.rect is None or event.type != pygame.MOUSEBUTTONDOWN
                or not captions.rect.collidepoint(event.pos)):
            return False
        captions.dismiss()
        return True

    def update(self, dt: float) -> None:
        self.animator.update(dt)
        if self.captions is not None:
            self.captions.update(dt)
        if self.camera is not None:
            self.camera.update(dt)
        if (self.captions is None or not self.captions.holding) and not (
                self.camera is not None and self.camera.busy):
            self.computers.update(dt)
        self.hints.update()

    def next_change_in(self) -> float | None:
        soonest = 0.0 if self.animator.busy else (self.computers.poll() or self.hints.poll())
        if self.camera is not None and self.camera.busy:
            soonest = 0.0
        return soonest if self.captions is None else self.captions.sooner(soonest)

    def pause(self) -> None:
        self.context.paused = True
        self.computers.pause()
        self.hints.drop_question()

    def resume(self) -> None:
        self.context.paused = False
        self.computers.resume()

    def language_changed(self) -> None:
        """Every word in the new language: the log told again from the game's history, the
        decision and the drawn layers made anew (they keep words, not keys)."""
        self.game_log.retell(self.game)
        self.layers.forget()
        self.context.pictures.clear()
        self._refresh_decision()
        if self.captions is not None:
            self.captions.forget_picture()

    def exit(self) -> None:
        self.explain_moves(False)
        self.follow_the_action(False)
        self.close_thinker()

    # --- the optional layers, the scene's own parts ------------------------------------------

    def explain_moves(self, on: bool, first: Iterable[Caption] = (), *, pace: float = 1.0,
                      backlog: int = 4) -> CaptionLayer | None:
        """Captions in plain words over the board (the "explain moves" setting, the demo, the
        tutorial's game) on or off; on, they hear the session and `first` is said first."""
        if self.captions is not None:
            self.session.listeners.remove(self.captions.hear)
            self.captions = None
        if on:
            self.captions = CaptionLayer(lambda: self.session.game, pace=pace, backlog=backlog)
            self.session.listeners.append(self.captions.hear)
            self.captions.open(first)
        return self.captions

    def follow_the_action(self, on: bool, computers_only: bool = True) -> Camera | None:
        """The spectator camera on or off: it zooms to notable moves (only computers' moves
        unless told otherwise)."""
        if self.camera is not None:
            self.session.listeners.remove(self.camera.hear)
            self.camera = None
        if on:
            def follows(event: Event) -> bool:
                return not computers_only or computer_level(self.game, event.seat) is not None

            self.camera = Camera(lambda: self.session.game, lambda: self.view, follows)
            self.session.listeners.append(self.camera.hear)
        return self.camera

    def close_thinker(self) -> None:
        """End the computer players' Thinker (it is made again when needed)."""
        self.computers.close()

    def _ensure_view(self, size: tuple[int, int] | None = None) -> None:
        if size is None:
            size = self.app.size
        zoomed = text_zoom() != self._zoom
        self._zoom = text_zoom()
        if self.view.resize(size) or zoomed:
            self.layers.forget()
            self.context.pictures.tooltips.clear()
            self.panel.forget_picture()

    def draw(self, surface: pygame.Surface) -> None:
        self._ensure_view(surface.get_size())
        view = self.view
        panel_size = view.text_px(46)
        if view.has_region("decision") and self.game.decision is not None:
            self._grow_panel(panel_size)
        surface.blit(self.layers.base_layer(), (0, 0))
        size = view.text_px(44)
        if view.has_region("decision") and self.game.decision is not None:
            self.panel.draw(surface, self.panel_rect(), panel_size)
            self.hints.draw_button(surface)
        self.layers.draw_buttons(surface)
        self.hints.draw(surface, size)
        self.computers.draw_thinking(surface)
        self.banners.draw_save_notice(surface)
        self.draw_guides(surface)
        self.pointer_view.draw(surface, size)
        self.layers.draw_tweens(surface)
        if self.camera is not None:
            self.camera.draw(surface, caption_area(view))
        if self.captions is not None:
            docked = (view.region("log") if view.has_region("log") and self.game.decision
                      and not computer_to_move(self.game) else None)
            self.captions.draw(surface, caption_area(view), self.app.scale, docked,
                               self._caption_keep_clear())

    def _caption_keep_clear(self) -> list[pygame.Rect]:
        """What a caption over the board must not hide: the supply while workers are placed
        (the demo's captions covered the workers being taken from it, issue 34)."""
        decision, view = self.game.decision, self.view
        if decision is None or decision.kind != DecisionKind.PLACE or not view.has_region("supply"):
            return []
        return [view.region("supply")]

    def _grow_panel(self, size: int) -> None:
        """The panel reaches into the log when its words need it (5 players, large text)."""
        view, rect = self.view, self.panel_rect()
        unmoved = pygame.Rect(rect.x, rect.y, rect.w,
                              rect.h - view.decision_extra - self.computers.dots_room())
        wanted = self.panel.extra_wanted(unmoved, size, areas.growth_room(view),
                                         least=view.decision_extra)
        areas.grow_panel(view, wanted)

    def draw_guides(self, surface: pygame.Surface) -> None:
        """Marks on the board under the pointer's tooltip (the tutorial's ring)."""

    # --- where things are (the demo, tests, accessibility tools) -------------------------------

    def decision_rect(self) -> pygame.Rect:
        """The map's decision region, grown over the panels of seats nobody plays."""
        return areas.decision_rect(self.view, self.game.num_players)

    def panel_rect(self) -> pygame.Rect:
        """The decision panel: the decision region above the Hint button."""
        return areas.panel_rect(self.view, self.game.num_players)

    def next_click_for(self, action: Action) -> Point | None:
        """Where to click next to make `action` (see `ClickPlanner.next_click_for`)."""
        self._ensure_view()
        return self.clicks.next_click_for(action)

    def zone_point(self, zone: Zone) -> Point | None:
        """Where a click on board zone `zone` lands (its last rect's centre)."""
        return self.clicks.zone_point(zone)
