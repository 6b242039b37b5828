"""The mouse and the keyboard on the game screen: pressing, dragging and dropping workers and
the provost, clicking places and panel buttons, the wheel over the log, and the keys (Ctrl+Z,
Escape, Backspace, H for a hint). Every change to the game goes through the scene's `apply`
or `undo`."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from caylus.core.actions import act
from caylus.core.places import Place
from caylus.ui.animation import Tween
from caylus.ui.render.view import rect_of
from caylus.ui.scenes.game.targets import ACTING_ZONES, PROVOST_DECISIONS

DRAG_THRESHOLD = 6  # pixels the pointer must travel before a press becomes a drag


@dataclass
class Drag:
    """A worker (or the provost) held by the pointer."""

    what: str  # "worker" or "provost"
    start: tuple[int, int]
    pos: tuple[int, int]
    moved: bool = False



class PointerInput:
    """Input handling of the game scene (mixed into GameScene)."""

    def handle_event(self, event: pygame.event.Event) -> None:
        self._ensure_view()
        if not self._input_allowed(event):  # a computer is to move: only look, menu, undo
            return
        if event.type == pygame.MOUSEMOTION:
            self._on_motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and self._showing_banner():
            self.animator.skip()
            self._press_swallowed = True
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self.animator.skip()
            self.pointer = event.pos
            if event.button == 1:
                self._on_press(event.pos)
            elif event.button == 3:
                self._cancel()
        elif event.type == pygame.MOUSEBUTTONUP and self._press_swallowed:
            self._press_swallowed = False
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pointer = event.pos
            self._on_release(event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            self._on_wheel(event.y)
        elif event.type == pygame.KEYDOWN and self._showing_banner():
            self.animator.skip()
        elif event.type == pygame.KEYDOWN:
            self.animator.skip()
            self._on_key(event)

    def _on_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
        elif event.key == pygame.K_ESCAPE:
            if self.drag or self.selected:
                self._cancel()
            elif self.panel.can_go_back:
                self.panel.back()
            else:
                self._open_menu()
        elif event.key == pygame.K_BACKSPACE and self.panel.can_go_back:
            self.panel.back()
        elif event.key == pygame.K_h:
            self.request_hint()

    def _open_menu(self) -> None:
        self.app.open_pause_menu()

    def _cancel(self) -> None:
        self.drag = None
        self.selected = False

    def _on_motion(self, pos: tuple[int, int]) -> None:
        self.pointer = pos
        if self.drag is not None:
            self.drag.pos = pos
            travelled = abs(pos[0] - self.drag.start[0]) + abs(pos[1] - self.drag.start[1])
            if travelled > DRAG_THRESHOLD:
                self.drag.moved = True
        self.panel.set_hover(pos)

    def _on_wheel(self, amount: int) -> None:
        if self.pointer and self.view.has_region("log") and self.view.region(
                "log").collidepoint(self.pointer):
            self.log_scroll = max(0, min(len(self.log) - 1, self.log_scroll + amount))

    def _on_press(self, pos: tuple[int, int]) -> None:
        if self._press_buttons(pos):
            return
        used, action = self.panel.click(pos)
        if used:
            self._play("click")
            if action is not None:
                self.apply(action)
            return
        decision = self.game.decision
        if decision is None:
            return
        if decision.kind == "place":
            self._press_placement(pos)
            return
        if decision.kind in PROVOST_DECISIONS and self._near_provost(pos):
            self.drag = Drag("provost", pos, pos)
            return
        if decision.kind == "gate" and self._region_of(ACTING_ZONES["gate"], pos):
            self.drag = Drag("worker", pos, pos)  # the Gate's worker, dragged to its new place
            return
        self._press_board(pos)

    def _press_buttons(self, pos: tuple[int, int]) -> bool:
        if self._region_hit("menu_button", pos):
            self._play("click")
            self._open_menu()
            return True
        if self._region_hit("undo_button", pos):
            self.undo()
            return True
        hint = self.hint_rect()
        if hint is not None and hint.collidepoint(pos) and self.game.decision is not None:
            self.request_hint()
            return True
        if self._region_hit("pass_button", pos):
            skip = self.panel.skip_choice()
            if skip is not None and skip.action is not None:
                self._play("click")
                self.apply(skip.action)
            else:
                self._play("error")
            return True
        return False

    def _region_of(self, zone: Place, pos: tuple[int, int]) -> bool:
        return any(rect.collidepoint(pos) for rect in self.view.zone_rects(zone))

    def _region_hit(self, name: str, pos: tuple[int, int]) -> bool:
        return self.view.has_region(name) and self.view.region(name).collidepoint(pos)

    def _press_placement(self, pos: tuple[int, int]) -> None:
        if any(rect.collidepoint(pos) for rect in self.supply_rects):
            self.drag = Drag("worker", pos, pos)
            return
        if self.selected:
            zone = self.view.zone_at(pos, self.all_place_zones())
            if zone is not None:
                self._drop_worker(zone, None)
            else:
                self.selected = False

    def _press_board(self, pos: tuple[int, int]) -> None:
        zones = self.panel.zone_choices()
        zone = self.view.zone_at(pos, zones)
        if zone is None:
            return
        self._play("click")
        action = self.panel.choose_zone(zone)
        if action is not None:
            self.apply(action)

    def _on_release(self, pos: tuple[int, int]) -> None:
        drag = self.drag
        if drag is None:
            return
        if drag.what == "provost":
            self.drag = None
            self._drop_provost(pos)
            return
        if not drag.moved:
            self.drag = None
            self.selected = True  # click-select: the next click on a place puts it there
            self._play("click")
            return
        zone = self.view.zone_at(pos, self.all_place_zones())
        self.drag = None
        self._drop_worker(zone, self.view.to_map(pos))

    def _drop_worker(self, zone: Place | None, source: tuple[float, float] | None) -> None:
        action = self.placement_targets().get(zone) if zone else None
        if action is None:
            self.selected = False
            if zone is not None:
                self._play("error")
                self._snap_back(source)
            return
        self.apply(action, source)

    def _snap_back(self, source: tuple[float, float] | None) -> None:
        if source is None or not self.view.has_region("supply"):
            return
        x, y, w, h = rect_of(self.view.layout.regions["supply"])
        seat = self.game.current_seat
        colour = self.game.players[seat].colour if seat is not None else ""
        self.animator.add([Tween("worker", source, (x + w / 2, y + h / 2), 0.25, 0.0,
                                 {"colour": colour})])

    def _drop_provost(self, pos: tuple[int, int]) -> None:
        delta = self.provost_delta_at(pos)
        if not delta:
            return
        action = act("provost", delta)
        if not self.apply(action):
            self._play("error")
