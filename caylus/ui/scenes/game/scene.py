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

from dataclasses import dataclass
from typing import Any

import pygame

from caylus.core import Action, Event, Game
from caylus.core.actions import act
from caylus.core.buildings import BUILDINGS, CUBE_NAMES
from caylus.core.placement import placement_cost
from caylus.core.places import ROAD_LENGTH, Place, as_place, road_place, slot_place
from caylus.core.state import SECTION_NAMES, SPECIAL_ORDER
from caylus.ui.animation import Animator, Tween
from caylus.ui.i18n import t
from caylus.ui.layout import text_zoom
from caylus.ui.render import pieces
from caylus.ui.render.board_state import (
    BAILIFF_AT,
    PROVOST_AT,
    StateKey,
    draw_state,
    draw_tile,
    from_centre,
    provost_point,
    space_number,
)
from caylus.ui.render.button import draw_button
from caylus.ui.render.labels import cubes, reason_text
from caylus.ui.render.player_panels import stat_points
from caylus.ui.render.text import outlined
from caylus.ui.render.view import BoardView, Zone, rect_of
from caylus.ui.scene import Scene
from caylus.ui.scenes.game import hud
from caylus.ui.scenes.game.choices import (
    Choice,
    action_target,
    build_tree,
    path_to,
    summary_lines,
)
from caylus.ui.scenes.game.effects import sound_for, tweens_for
from caylus.ui.scenes.game.log_text import event_text, history_lines, worth_logging
from caylus.ui.scenes.game.panel import DecisionPanel
from caylus.ui.scenes.game.session import GameSession
from caylus.ui.theme import WHITE

DRAG_THRESHOLD = 6  # pixels the pointer must travel before a press becomes a drag
LANDING = 0.7  # the part of a flight after which a piece shrinks into its destination
GHOST_ALPHA = 150  # how solid a previewed building or provost is drawn
HANDOVER = 0.9  # seconds the 'pass the mouse' notice shows when the seat changes
FORCED_PASS = 1.6  # seconds 'Ben has no worker left and passes' shows
#: The strip above a road tile where its provost stands, in tile heights: dropping the
#: provost there counts as dropping it on the tile.
PROVOST_STRIP = 0.5
PROVOST_DECISIONS = ("provost", "guild")
BOARD_PICK_DECISIONS = ("gate", "lawyer", "favour", "build", "provost", "guild")
# Decisions owed to a building before the bridge (or the castle): the zone that acts.
ACTING_ZONES = {"gate": Place("gate"), "guild": Place("merchants_guild"),
                "joust": Place("joust_field"), "inn": Place("inn"), "castle": Place("castle")}
ROAD_ZONES = tuple(road_place(n) for n in range(1, ROAD_LENGTH + 1))
OFF_ROAD_ZONES = tuple(Place(name) for name in (*SPECIAL_ORDER, "castle"))

_BOARD_CACHE: dict[str, Any] = {}


def board_assets() -> tuple[Any, pygame.Surface]:
    """The map's layout and its rendered tile layers, read once per process."""
    if "board" not in _BOARD_CACHE:
        from caylus.ui.board_map import load_board

        if pygame.display.get_surface() is None:
            pygame.display.set_mode((1, 1))
        _BOARD_CACHE["board"] = load_board()
    return _BOARD_CACHE["board"]


def beside(box: pygame.Rect, pointer: tuple[int, int], gap: int,
           screen: pygame.Rect) -> pygame.Rect:
    """Where a tooltip of `box`'s size goes: below right of the pointer, flipped to the other
    side where the window ends, and never outside the window."""
    box = box.copy()
    box.topleft = (pointer[0] + gap, pointer[1] + gap)
    if box.right > screen.right:
        box.right = pointer[0] - gap // 2
    if box.bottom > screen.bottom:
        box.bottom = pointer[1] - gap // 2
    return box.clamp(screen)


def card_box(card: pygame.Rect, beside_rect: pygame.Rect, gap: int, right_limit: int,
             screen: pygame.Rect) -> pygame.Rect:
    """Where a building's card goes: right of `beside_rect`, or left of it when it would
    reach past `right_limit` (the decision panel being used), always inside the window."""
    box = card.copy()
    box.midleft = (beside_rect.right + gap, beside_rect.centery)
    if box.right > right_limit:
        box.midright = (beside_rect.left - gap, beside_rect.centery)
    return box.clamp(screen)


def landing_scale(tween: Tween) -> float:
    """How big a piece in flight is drawn: full size, shrinking into its icon as it lands
    (so it never sits on top of the same icon already drawn there)."""
    if not tween.payload.get("land"):
        return 1.0
    late = max(0.0, tween.progress - LANDING) / (1 - LANDING)
    return 1.0 - 0.7 * late


@dataclass
class Drag:
    """A worker (or the provost) held by the pointer."""

    what: str  # "worker" or "provost"
    start: tuple[int, int]
    pos: tuple[int, int]
    moved: bool = False


class GameScene(Scene):
    def __init__(self, app: Any, game: Game, autosave: bool = True) -> None:
        """`autosave=False` for pictures and benchmarks, which must not touch the player's save."""
        self.app = app
        self.session = GameSession(game, save=self._autosave if autosave else None)
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
        self._zoom = text_zoom()  # pictures drawn at another text size are drawn again
        self._press_swallowed = False  # a click that only finished a banner acts on release
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
        self.session.undo()
        standing = len(self.game.history)  # lines of decisions taken back leave the log
        self.log = [line for line in self.log
                    if line.action_index is None or line.action_index < standing]
        self.log.append(hud.LogLine(t("game.log.undone"), None))
        self._play("click")
        return True

    def _on_events(self, events: list[Event]) -> None:
        game = self.game
        if hasattr(self.app, "game"):
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
        if game.current_seat is not None and game.current_seat != self._last_seat:
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
            finish = getattr(self.app, "finish_game", None)
            if finish is not None:
                finish(game)

    def _forced_pass_banners(self, events: list[Event], flights: list[Tween]) -> list[Tween]:
        """'Ben has no worker left and passes', one after another once the flights have
        landed: a pass nobody chose must not go by unseen."""
        road = self.view.zone_centre(road_place(11))
        after = max((tw.delay + tw.duration for tw in flights), default=0.0)
        banners = []
        for event in events:
            why = event.data.get("why") if event.kind == "pass" else None
            if why is None or event.seat is None:
                continue
            player = self.game.players[event.seat]
            text = t(f"game.banner.forced_pass.{why}", who=player.name)
            banners.append(Tween("handover", road, road, FORCED_PASS, after,
                                 {"text": text, "colour": player.colour}))
            after += FORCED_PASS
        return banners

    def _showing_banner(self) -> bool:
        """A hand-over or forced-pass banner is showing or about to: the decision under it is
        new, so a click now finishes the banner instead of acting (no accidental choice)."""
        return any(tween.kind == "handover" for tween in self.animator.tweens)

    def _handover(self, flights: list[Tween]) -> Tween:
        """'Pass the mouse to Ann' over the road once the flights have landed: in a hot-seat
        game the next decision belongs to someone else."""
        seat = self.game.current_seat or 0
        player = self.game.players[seat]
        road = self.view.zone_centre(road_place(11))
        after = max((tw.delay + tw.duration for tw in flights), default=0.0)
        return Tween("handover", road, road, HANDOVER, after,
                     {"text": t("game.banner.others", who=player.name), "colour": player.colour})

    def _refresh_decision(self) -> None:
        game = self.game
        seat = game.current_seat
        accent = pieces.player_colour(game.players[seat].colour) if seat is not None else (0, 0, 0)
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
        settings = getattr(self.app, "settings", None)
        return float(getattr(settings, "animation_multiplier", 1.0)) if settings else 1.0

    def _play(self, name: str) -> None:
        audio = getattr(self.app, "audio", None)
        if audio is not None:
            audio.play(name)

    # --- targets on the board -------------------------------------------------------------

    def placement_targets(self) -> dict[Place, Action]:
        """Board zone -> placement action, for the decision owed (placement or Gate)."""
        version = self.session.version
        if self._targets_cache is None or self._targets_cache[0] != version:
            targets = {}
            for action in self.game.legal_actions():
                if action.target is not None:
                    targets[action.target] = action
            self._targets_cache = (version, targets)
        return self._targets_cache[1]

    def all_place_zones(self) -> tuple[Place, ...]:
        return (*ROAD_ZONES, *OFF_ROAD_ZONES)

    def target_cost(self, zone: Zone) -> int | None:
        decision = self.game.decision
        if decision is None or decision.kind != "place":
            return None
        return placement_cost(self.game, decision.seat, as_place(zone))

    def zone_problem(self, zone: Zone) -> str | None:
        """Why a worker may not go to `zone` now (None when it may)."""
        decision = self.game.decision
        if decision is None:
            return None
        kind = "gate" if decision.kind == "gate" else "place"
        problem = self.game.reason_against(act(kind, as_place(zone)))
        return reason_text(problem) if problem else None

    def glowing_zones(self) -> dict[Place, int | None]:
        """Zones to light up now, with the cost to show (None: no cost badge)."""
        decision = self.game.decision
        if decision is None:
            return {}
        if decision.kind == "place":
            if not (self.selected or (self.drag and self.drag.what == "worker")):
                return {}
            return {zone: self.target_cost(zone) for zone in self.placement_targets()}
        if decision.kind in BOARD_PICK_DECISIONS:
            zones = self.panel.zone_choices()
            if decision.kind in PROVOST_DECISIONS and not (self.drag and self.drag.what ==
                                                           "provost"):
                return {}
            return dict.fromkeys(zones)
        return {}

    # --- events -----------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        self._ensure_view()
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

    def _open_menu(self) -> None:
        opener = getattr(self.app, "open_pause_menu", None)
        if opener is not None:
            opener()

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

    def _near_provost(self, pos: tuple[int, int]) -> bool:
        point = provost_point(self.view, self.game.board.provost)
        reach = self.view.place(ROAD_ZONES[0]).w * 0.45
        return (abs(pos[0] - point[0]) <= reach and abs(pos[1] - point[1]) <= reach) or \
            self.view.place(road_place(self.game.board.provost)).collidepoint(pos)

    def provost_delta_at(self, pos: tuple[int, int]) -> int | None:
        """How far the provost would move if dropped at `pos` (None: not on the road).

        A road space takes the provost anywhere in its column: on the tile, or on the strip
        above it where the provost stands (up to the tile above, which wins on itself)."""
        space = None
        for zone in ROAD_ZONES:
            for rect in self.view.zone_rects(zone):
                if rect.collidepoint(pos):
                    return (zone.number or 0) - self.game.board.provost
                strip = pygame.Rect(rect.left, rect.top - round(rect.h * PROVOST_STRIP),
                                    rect.w, round(rect.h * PROVOST_STRIP))
                if strip.collidepoint(pos):
                    space = zone.number
        return None if space is None else space - self.game.board.provost

    def _drop_provost(self, pos: tuple[int, int]) -> None:
        delta = self.provost_delta_at(pos)
        if not delta:
            return
        action = act("provost", delta)
        if not self.apply(action):
            self._play("error")

    # --- frames ------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.animator.update(dt)

    def next_change_in(self) -> float | None:
        return 0.0 if self.animator.busy else None

    def _ensure_view(self, size: tuple[int, int] | None = None) -> None:
        if size is None:
            app_size = getattr(self.app, "size", None)
            surface = pygame.display.get_surface()
            size = app_size or (surface.get_size() if surface else (1920, 1080))
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
            self.panel.draw(surface, self.decision_rect(), view.text_px(46))
        self._draw_buttons(surface)
        self._draw_save_notice(surface)
        self._draw_pointer_things(surface, size)
        self._draw_tweens(surface)

    def _draw_save_notice(self, surface: pygame.Surface) -> None:
        """While autosaving fails, a red notice over the log says so (the game goes on)."""
        if self.save_error is None or not self.view.has_region("log"):
            return
        key = (self.save_error, self.view.window)
        if self._notice is None or self._notice[0] != key:
            area = self.view.region("log")
            image = hud.render_notice(t("game.save_failed.title"),
                                      t("game.save_failed.body", reason=self.save_error),
                                      area.w, area.h, self.view.text_px(30))
            self._notice = (key, image)
        surface.blit(self._notice[1], self.notice_rect())

    def notice_rect(self) -> pygame.Rect | None:
        """Where the autosave notice is shown (None: no notice)."""
        if self.save_error is None or self._notice is None:
            return None
        return self._notice[1].get_rect(topleft=self.view.region("log").topleft)

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

    def _state_layer(self) -> pygame.Surface:
        game = self.game
        hidden = self.animator.hidden()
        if self.drag is not None and self.drag.what == "provost":
            hidden |= {"provost"}  # it follows the pointer instead
        key = StateKey(self.session.version, self.view.window, hidden, game.current_seat)
        if self._state is None or self._state[0] != key:
            surface = self.view.background().copy()
            draw_state(surface, self.view, game, key.hidden, game.current_seat)
            self._draw_acting(surface)
            self._draw_static_hud(surface)
            self._state = (key, surface)
        return self._state[1]

    def _base_layer(self) -> pygame.Surface:
        state = self._state_layer()
        lifted = 1 if (self.drag and self.drag.what == "worker") or self.selected else 0
        glow = self.glowing_zones()
        key = (id(state), tuple(sorted(glow.items(), key=lambda kv: kv[0])), lifted,
               self.log_scroll, len(self.log))
        if self._base is not None and self._base[0] == key:
            return self._base[1]
        surface = state.copy()
        size = self.view.text_px(44)
        for zone, cost in glow.items():
            hud.draw_glow(surface, self.view.zone_rects(zone), cost, size)
        self._draw_supply(surface, lifted)
        self._draw_log(surface)
        self._base = (key, surface)
        return surface

    def acting_zone(self) -> Place | None:
        """The board zone whose decision is owed now (the building being used), if any."""
        decision = self.game.decision
        if decision is None:
            return None
        space = decision.get("space")
        return road_place(space) if space else ACTING_ZONES.get(decision.kind)

    def _draw_acting(self, surface: pygame.Surface) -> None:
        zone = self.acting_zone()
        seat = self.game.current_seat
        if zone is not None and seat is not None:
            colour = pieces.player_colour(self.game.players[seat].colour)
            hud.draw_acting(surface, self.view.zone_rects(zone), colour, self.view.text_px(44))

    def _draw_static_hud(self, surface: pygame.Surface) -> None:
        view = self.view
        if view.has_region("phase_banner"):
            hud.draw_banner(surface, view.region("phase_banner"), self.game, view.scale)

    def _draw_supply(self, surface: pygame.Surface, lifted: int) -> None:
        if not self.view.has_region("supply"):
            return
        decision = self.game.decision
        seat = decision.seat if decision else None
        placing = decision is not None and decision.kind == "place"
        self.supply_rects = hud.draw_supply(surface, self.view.region("supply"), self.game, seat,
                                            lifted, placing)

    def _draw_log(self, surface: pygame.Surface) -> None:
        if self.view.has_region("log"):
            hud.draw_log(surface, self.view.region("log"), self.log, self.game,
                         self.view.text_px(30), self.log_scroll)

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        """Pass (the decision's way to skip), Undo (naming whose decision) and Menu."""
        game = self.game
        skip = self.panel.skip_choice()
        seat = self.session.undo_seat
        undo = t("game.button.undo_who", who=game.players[seat].name) if seat is not None \
            else t("game.button.undo")
        buttons = (
            ("pass_button", skip.label if skip else (t("game.button.choose"),), skip is not None,
             "primary", self.panel.accent),
            ("undo_button", (undo,), self.session.can_undo, "normal", None),
            ("menu_button", (t("game.button.menu"),), True, "normal", None),
        )
        for region, label, enabled, style, edge in buttons:
            if self.view.has_region(region):
                rect = self.view.region(region)
                lit = bool(self.pointer and rect.collidepoint(self.pointer))
                draw_button(surface, rect, label, round(rect.h * 0.42), style=style, lit=lit,
                            enabled=enabled, edge=edge)

    def _draw_pointer_things(self, surface: pygame.Surface, size: int) -> None:
        pointer = self.pointer
        hovered = self.panel.hovered_choice()
        if hovered is not None:
            self._draw_consequence(surface, hovered, size)
        if pointer is None:
            return
        drag = self.drag
        if drag is not None and drag.what == "worker" and drag.moved:
            self._draw_worker_drag(surface, pointer, size)
            return
        if drag is not None and drag.what == "provost":
            self._draw_provost_drag(surface, pointer, size)
            return
        if self.selected:
            self._draw_target_hover(surface, pointer, size)
        self._draw_tooltip(surface, pointer, size)

    def _draw_consequence(self, surface: pygame.Surface, choice: Choice, size: int) -> None:
        """What the hovered choice would do, on the board: the places it concerns framed,
        the building it would build drawn faintly where it would stand, the provost's new
        space and the workers it would leave out."""
        zones = (*choice.preview, *([choice.place] if choice.place else []))
        if choice.ghost:
            seat = self.game.current_seat
            owner = self.game.players[seat].colour if seat is not None else None
            rects = [rect for zone in choice.preview for rect in self.view.zone_rects(zone)]
            for rect in rects:
                surface.blit(self._ghost_tile(choice.ghost, rect.size, owner), rect)
            if rects:
                self._draw_tile_card(surface, choice.ghost, rects[-1], size)
        if choice.key.startswith("provost:") and choice.place:
            self._draw_provost_preview(surface, choice.place.number or 0, size)
        hud.draw_preview(surface, [r for zone in zones for r in self.view.zone_rects(zone)], size)

    def _draw_tile_card(self, surface: pygame.Surface, building: str, beside_rect: pygame.Rect,
                        size: int) -> None:
        """The tooltip of a building being considered, beside where it would stand."""
        key = ("card", building, self.view.window)
        image = self._ghosts.get(key)
        if image is None:
            category = BUILDINGS[building].category if building in BUILDINGS else "special"
            image = hud.render_tooltip(hud.building_tooltip_lines(self.game, building, None),
                                       round(size * 0.7), self.view.text_px(900), category)
            self._ghosts[key] = image
        panel_left = self.decision_rect().left if self.view.has_region("decision") else \
            surface.get_width()
        surface.blit(image, card_box(image.get_rect(), beside_rect, size // 2, panel_left,
                                     surface.get_rect()))

    def _ghost_tile(self, building: str, size: tuple[int, int],
                    owner: str | None) -> pygame.Surface:
        key = (building, size, owner)
        image = self._ghosts.get(key)
        if image is None:
            image = pygame.Surface(size, pygame.SRCALPHA)
            draw_tile(image, image.get_rect(), building, owner)
            image.set_alpha(GHOST_ALPHA)
            self._ghosts[key] = image
        return image

    def cut_spaces(self, provost: int) -> list[int]:
        """Road spaces whose workers would not act with the provost on `provost` (R-PROVOST)."""
        workers = self.game.board.road_workers
        return [space for space in range(provost + 1, ROAD_LENGTH + 1)
                if workers[space - 1] is not None]

    def _draw_provost_preview(self, surface: pygame.Surface, space: int, size: int) -> None:
        hud.draw_cut(surface, [self.view.place(road_place(s)) for s in self.cut_spaces(space)])
        ghost = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        pieces.draw_provost(ghost, provost_point(self.view, space),
                            round(self.view.place(ROAD_ZONES[0]).w * 0.3))
        ghost.set_alpha(GHOST_ALPHA)
        surface.blit(ghost, (0, 0))

    def _draw_worker_drag(self, surface: pygame.Surface, pointer: tuple[int, int],
                          size: int) -> None:
        self._draw_target_hover(surface, pointer, size)
        seat = self.game.current_seat
        if seat is not None:
            worker = round(self.view.place(ROAD_ZONES[0]).h * 0.45)
            pieces.draw_worker(surface, pointer, worker, self.game.players[seat].colour)

    def _draw_target_hover(self, surface: pygame.Surface, pointer: tuple[int, int],
                           size: int) -> None:
        zone = self.view.zone_at(pointer, self.all_place_zones())
        if zone is None:
            return
        if zone in self.placement_targets():
            hud.draw_preview(surface, self.view.zone_rects(zone), size)
            return
        problem = self.zone_problem(zone)
        if problem:
            hud.draw_glow(surface, self.view.zone_rects(zone), None, size, (220, 60, 50))
            hud.draw_reason(surface, pointer, problem, round(size * 0.7), self.view.text_px(900))

    def _draw_provost_drag(self, surface: pygame.Surface, pointer: tuple[int, int],
                           size: int) -> None:
        delta = self.provost_delta_at(pointer)
        if delta:
            action = act("provost", delta)
            space = self.game.board.provost + delta
            rect = self.view.place(road_place(space))
            problem = self.game.reason_against(action)
            if problem is None:
                free = self.game.decision is not None and self.game.decision.kind == "guild"
                hud.draw_cut(surface, [self.view.place(road_place(s))
                                       for s in self.cut_spaces(space)])
                hud.draw_glow(surface, [rect], 0 if free else abs(delta), size)
            else:
                hud.draw_glow(surface, [rect], None, size, (220, 60, 50))
                hud.draw_reason(surface, pointer, reason_text(problem), round(size * 0.7),
                                self.view.text_px(900))
        pieces.draw_provost(surface, pointer, round(self.view.place(ROAD_ZONES[0]).w * 0.3),
                            True)

    def _draw_tooltip(self, surface: pygame.Surface, pointer: tuple[int, int],
                      size: int) -> None:
        stat = self.stat_at(pointer)
        if stat is not None:
            self._draw_stat_tooltip(surface, pointer, size, *stat)
            return
        building, space = self._building_at(pointer)
        if building is None and (space is None or self._scoring_at(space) is None):
            return
        key = f"{building}:{space}:{self.session.version}"
        image = self._tooltips.get(key)
        if image is None:
            lines = self._tooltip_lines(building, space)
            category = BUILDINGS[building].category if building in BUILDINGS else "special"
            image = hud.render_tooltip(lines, round(size * 0.7), self.view.text_px(1100), category)
            self._tooltips = {key: image}
        surface.blit(image, beside(image.get_rect(), pointer, size, surface.get_rect()))

    def stat_at(self, pos: tuple[int, int]) -> tuple[int, str] | None:
        """The (seat, stat) whose icon in a player panel is under `pos`: a cube letter,
        "deniers", "prestige" or "workers"."""
        reach = self.view.px(34)
        for seat in range(self.game.num_players):
            place = slot_place("panel", seat + 1)
            if not self.view.has(place):
                continue
            for stat, (x, y) in stat_points(self.view.place(place), self.game, seat).items():
                if abs(pos[0] - x) <= reach and abs(pos[1] - y) <= reach:
                    return seat, stat
        return None

    def _draw_stat_tooltip(self, surface: pygame.Surface, pointer: tuple[int, int], size: int,
                           seat: int, stat: str) -> None:
        """What an icon of a player panel counts, in words: cubes are named, not only coloured."""
        player = self.game.players[seat]
        held = {"deniers": player.deniers, "prestige": player.prestige,
                "workers": player.workers_available}.get(stat, player.cubes.get(stat, 0))
        line = t(f"game.tooltip.stat.{CUBE_NAMES.get(stat, stat)}", who=player.name, count=held)
        tokens = (cubes(stat), line) if stat in CUBE_NAMES else (line,)
        image = hud.render_tooltip([tokens], round(size * 0.7), self.view.text_px(1100), None)
        surface.blit(image, beside(image.get_rect(), pointer, size, surface.get_rect()))

    def _tooltip_lines(self, building: str | None, space: int | None) -> list[tuple]:
        """A building's tooltip; for a scoring space, which castle section it scores."""
        lines = hud.building_tooltip_lines(self.game, building, space) if building else [
            (t("game.tooltip.space", space=space),)]
        section = self._scoring_at(space) if space is not None else None
        if section is not None:
            scored = SECTION_NAMES.index(section) < self.game.board.scored
            key = "game.tooltip.scored" if scored else "game.tooltip.scoring"
            lines.append(("effect", t(key, section=t(f"game.section.{section}"), space=space)))
        return lines

    def _scoring_at(self, space: int) -> str | None:
        return space_number(self.view, road_place(space))[1]

    def _building_at(self, pos: tuple[int, int]) -> tuple[str | None, int | None]:
        zone = self.view.zone_at(pos, (*ROAD_ZONES, *OFF_ROAD_ZONES[:-1]))
        if zone is None:
            return None, None
        if zone.is_road and zone.number is not None:
            return self.game.board.building_at(zone.number), zone.number
        return zone.area, None

    def _draw_tweens(self, surface: pygame.Surface) -> None:
        view = self.view
        unit = view.place(ROAD_ZONES[0]).w
        for tween in self.animator.running():
            x, y = view.to_screen(tween.position())
            kind = tween.kind
            scale = landing_scale(tween)
            if kind == "worker":
                pieces.draw_worker(surface, (x, y), round(unit * 0.4 * scale),
                                   tween.payload["colour"])
            elif kind == "cube":
                cube = round(unit * 0.22 * scale)
                pieces.draw_cube(surface, (x - cube / 2, y - cube / 2), cube,
                                 tween.payload["cube"])
            elif kind == "coin":
                pieces.draw_coin(surface, (x, y), round(unit * 0.24 * scale))
            elif kind == "favour":
                pieces.draw_favour(surface, (x, y), round(unit * 0.3 * scale))
            elif kind == "provost":
                pieces.draw_provost(surface, from_centre((x, y), unit, PROVOST_AT),
                                    round(unit * 0.3))
            elif kind == "bailiff":
                pieces.draw_bailiff(surface, from_centre((x, y), unit, BAILIFF_AT),
                                    round(unit * 0.36))
            elif kind == "pop":
                self._draw_pop(surface, (x, y), tween, unit)
            elif kind == "text":
                image = outlined(tween.payload["text"], round(unit * 0.3), WHITE, (0, 0, 0), True)
                surface.blit(image, image.get_rect(center=(round(x), round(y))))
            elif kind == "handover":
                self._draw_handover(surface, (x, y), tween)

    def _draw_handover(self, surface: pygame.Surface, centre: tuple[float, float],
                       tween: Tween) -> None:
        key = ("handover", tween.payload["text"], tween.payload["colour"], self.view.window)
        image = self._ghosts.get(key)
        if image is None:
            image = hud.render_handover(tween.payload["text"], tween.payload["colour"],
                                        self.view.text_px(64))
            self._ghosts[key] = image
        fade = min(1.0, (1 - tween.progress) / 0.35)
        image.set_alpha(round(255 * fade))
        surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))

    @staticmethod
    def _draw_pop(surface: pygame.Surface, centre: tuple[float, float], tween: Tween,
                  unit: float) -> None:
        progress = tween.progress
        radius = round(unit * (0.3 + 0.5 * progress))
        colour = pieces.player_colour(tween.payload.get("colour", ""))
        width = max(2, round(unit * 0.06 * (1 - progress)) + 1)
        pygame.draw.circle(surface, colour, (round(centre[0]), round(centre[1])), radius, width)

    # --- the input layer's own API (tests, demo mode, accessibility) ------------------------

    def next_click_for(self, action: Action) -> tuple[int, int] | None:
        """Where to click next, in the UI as it is now, to make `action`; None if not legal.

        Placement actions are made by clicking a worker of the supply, then the target.
        """
        self._ensure_view()
        decision = self.game.decision
        if decision is None or action not in self.game.legal_actions():
            return None
        skip = self.panel.skip_choice()
        if skip is not None and skip.action == action and self.view.has_region("pass_button"):
            return self.view.region("pass_button").center
        if action.kind == "place":
            if not self.selected:
                return self.supply_rects[0].center if self.supply_rects else None
            return self.zone_point(action_target(action))
        trail = path_to(self.panel.root, action)
        depth = len(self.panel.path)
        if [c.key for c in trail[:depth]] != [c.key for c in self.panel.path]:
            return self._hit_point("back")
        node = self.panel.node
        if node.picker:
            return self._picker_click(trail[depth])
        return self._choice_point(trail[depth])

    def zone_point(self, zone: Zone) -> tuple[int, int] | None:
        rects = self.view.zone_rects(zone)
        return rects[-1].center if rects else None

    def _hit_point(self, kind: str, cube: str = "") -> tuple[int, int] | None:
        hit = next((h for h in self.panel.hits if h.kind == kind and h.cube == cube), None)
        return hit.rect.center if hit else None

    def _choice_point(self, choice: Choice) -> tuple[int, int] | None:
        hit = next((h for h in self.panel.hits if h.choice is choice), None)
        if hit is not None:
            return hit.rect.center
        if choice.place:
            return self.zone_point(choice.place)
        return self._hit_point("page", "+1")

    def _picker_click(self, choice: Choice) -> tuple[int, int] | None:
        wanted: dict[str, int] = {}
        for letter in choice.key:
            wanted[letter] = wanted.get(letter, 0) + 1
        picked = self.panel.picked
        if any(picked.get(k, 0) > wanted.get(k, 0) for k in picked):
            return self._hit_point("clear")
        for letter, count in wanted.items():
            if picked.get(letter, 0) < count:
                return self._hit_point("plus", letter)
        return self._hit_point("confirm")
