"""The mouse and the keyboard on the game screen: pressing, dragging and dropping workers and
the provost, clicking places and panel buttons, the wheel over the log, and the keys (Ctrl+Z,
Escape, Backspace, H for a hint). Every change to the game goes through the scene's moves
(`Moves.apply` and `Moves.undo`)."""

from __future__ import annotations

import pygame

from caylus.core.actions import act
from caylus.core.places import Place
from caylus.core.vocabulary import DecisionKind, Verb
from caylus.ui.animation import Tween, TweenKind
from caylus.ui.render.view import rect_of
from caylus.ui.scenes.game.banners import Banners
from caylus.ui.scenes.game.computers import ComputerTurns
from caylus.ui.scenes.game.context import Drag, MapPoint, Point, SceneContext
from caylus.ui.scenes.game.game_log import GameLog
from caylus.ui.scenes.game.hints import Hints
from caylus.ui.scenes.game.layers import BoardLayers
from caylus.ui.scenes.game.targets import ACTING_ZONES, PROVOST_DECISIONS, BoardTargets

DRAG_THRESHOLD = 6  # pixels the pointer must travel before a press becomes a drag


class PointerInput:
    """Input handling of the game scene (a part of it): it changes the pointer's state, the
    panel's steps and the log's scroll, and makes moves through the context's `moves`."""

    def __init__(self, context: SceneContext, targets: BoardTargets, layers: BoardLayers,
                 banners: Banners, computers: ComputerTurns, hints: Hints, log: GameLog) -> None:
        self.context = context
        self.targets = targets
        self.layers = layers
        self.banners = banners
        self.computers = computers
        self.hints = hints
        self.log = log
        self._press_swallowed = False  # a click that only finished a banner acts on release

    def handle_event(self, event: pygame.event.Event) -> None:
        if not self.computers.input_allowed(event):  # a computer is to move: only look, ...
            return
        animator, pointer = self.context.animator, self.context.pointer
        if event.type == pygame.MOUSEMOTION:
            self._on_motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and self.banners.showing():
            animator.skip()
            self._press_swallowed = True
        elif event.type == pygame.MOUSEBUTTONDOWN:
            animator.skip()
            pointer.pos = event.pos
            if event.button == 1:
                self._on_press(event.pos)
            elif event.button == 3:
                pointer.let_go()
        elif event.type == pygame.MOUSEBUTTONUP and self._press_swallowed:
            self._press_swallowed = False
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pointer.pos = event.pos
            self._on_release(event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            self._on_wheel(event.y)
        elif event.type == pygame.KEYDOWN and self.banners.showing():
            animator.skip()
        elif event.type == pygame.KEYDOWN:
            animator.skip()
            self._on_key(event)

    def _on_key(self, event: pygame.event.Event) -> None:
        context = self.context
        panel, pointer = context.panel, context.pointer
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            context.moves.undo()
        elif event.key == pygame.K_ESCAPE:
            if pointer.drag or pointer.selected:
                pointer.let_go()
            elif panel.can_go_back:
                panel.back()
            else:
                context.host.open_pause_menu()
        elif event.key == pygame.K_BACKSPACE and panel.can_go_back:
            panel.back()
        elif event.key == pygame.K_h:
            self.hints.request()

    def _on_motion(self, pos: Point) -> None:
        pointer = self.context.pointer
        pointer.pos = pos
        drag = pointer.drag
        if drag is not None:
            drag.pos = pos
            travelled = abs(pos[0] - drag.start[0]) + abs(pos[1] - drag.start[1])
            if travelled > DRAG_THRESHOLD:
                drag.moved = True
        self.context.panel.set_hover(pos)

    def _on_wheel(self, amount: int) -> None:
        pos = self.context.pointer.pos
        if pos and self.context.region_hit("log", pos):
            self.log.scroll_by(amount)

    def _on_press(self, pos: Point) -> None:
        context = self.context
        if self._press_buttons(pos):
            return
        used, action = context.panel.click(pos)
        if used:
            context.play("click")
            if action is not None:
                context.moves.apply(action)
            return
        decision = context.game.decision
        if decision is None:
            return
        if decision.kind == DecisionKind.PLACE:
            self._press_placement(pos)
            return
        if decision.kind in PROVOST_DECISIONS and self.targets.near_provost(pos):
            context.pointer.drag = Drag("provost", pos, pos)
            return
        if decision.kind == DecisionKind.GATE and self._region_of(ACTING_ZONES["gate"], pos):
            context.pointer.drag = Drag("worker", pos, pos)  # the Gate's worker, to move
            return
        self._press_board(pos)

    def _press_buttons(self, pos: Point) -> bool:
        context = self.context
        if context.region_hit("menu_button", pos):
            context.play("click")
            context.host.open_pause_menu()
            return True
        if context.region_hit("undo_button", pos):
            context.moves.undo()
            return True
        hint = self.hints.rect()
        if hint is not None and hint.collidepoint(pos) and context.game.decision is not None:
            self.hints.request()
            return True
        if context.region_hit("pass_button", pos):
            self._press_pass()
            return True
        return False

    def _press_pass(self) -> None:
        """The big button: the decision's way to skip, or Try again for a failed computer."""
        context = self.context
        if self.computers.stuck:
            context.play("click")
            self.computers.retry()
            return
        skip = context.panel.skip_choice()
        if skip is not None and skip.action is not None:
            context.play("click")
            context.moves.apply(skip.action)
        else:
            context.play("error")

    def _region_of(self, zone: Place, pos: Point) -> bool:
        return any(rect.collidepoint(pos) for rect in self.context.view.zone_rects(zone))

    def _press_placement(self, pos: Point) -> None:
        pointer = self.context.pointer
        if any(rect.collidepoint(pos) for rect in self.layers.supply_rects):
            pointer.drag = Drag("worker", pos, pos)
            return
        if pointer.selected:
            zone = self.context.view.zone_at(pos, self.targets.all_place_zones())
            if zone is not None:
                self._drop_worker(zone, None)
            else:
                pointer.selected = False

    def _press_board(self, pos: Point) -> None:
        context = self.context
        zone = context.view.zone_at(pos, context.panel.zone_choices())
        if zone is None:
            return
        context.play("click")
        action = context.panel.choose_zone(zone)
        if action is not None:
            context.moves.apply(action)

    def _on_release(self, pos: Point) -> None:
        context = self.context
        pointer = context.pointer
        drag = pointer.drag
        if drag is None:
            return
        if drag.what == "provost":
            pointer.drag = None
            self._drop_provost(pos)
            return
        if not drag.moved:
            pointer.drag = None
            pointer.selected = True  # click-select: the next click on a place puts it there
            context.play("click")
            return
        zone = context.view.zone_at(pos, self.targets.all_place_zones())
        pointer.drag = None
        self._drop_worker(zone, context.view.to_map(pos))

    def _drop_worker(self, zone: Place | None, source: MapPoint | None) -> None:
        action = self.targets.placement_targets().get(zone) if zone else None
        if action is None:
            self.context.pointer.selected = False
            if zone is not None:
                self.context.play("error")
                self._snap_back(source)
            return
        self.context.moves.apply(action, source)

    def _snap_back(self, source: MapPoint | None) -> None:
        game, view = self.context.game, self.context.view
        if source is None or not view.has_region("supply"):
            return
        x, y, w, h = rect_of(view.layout.regions["supply"])
        seat = game.current_seat
        colour = game.players[seat].colour if seat is not None else ""
        flight = Tween(TweenKind.WORKER, source, (x + w / 2, y + h / 2), 0.25, 0.0,
                       {"colour": colour})
        self.context.animator.add([flight])

    def _drop_provost(self, pos: Point) -> None:
        delta = self.targets.provost_delta_at(pos)
        if not delta:
            return
        self.context.moves.apply(act(Verb.PROVOST, delta))  # refused: its sound, once
