"""What is where on the board for the decision owed: the places a worker may go and what
they cost, the zones that glow, the road space under the pointer for the provost, the
building or panel counter under the pointer. Read-only questions about the game and the view."""

from __future__ import annotations

import pygame

from caylus.core import Action
from caylus.core.actions import act
from caylus.core.placement import placement_cost
from caylus.core.places import ROAD_LENGTH, Place, as_place, road_place, slot_place
from caylus.core.state import SPECIAL_ORDER
from caylus.core.vocabulary import DecisionKind
from caylus.ui.render.board_state import provost_point
from caylus.ui.render.labels import reason_text
from caylus.ui.render.player_panels import stat_points
from caylus.ui.render.tiles import space_number
from caylus.ui.render.view import Zone
from caylus.ui.scenes.game.context import Point, SceneContext

PROVOST_DECISIONS = ("provost", "guild")
BOARD_PICK_DECISIONS = ("gate", "lawyer", "favour", "build", "provost", "guild")
# Decisions owed to a building before the bridge (or the castle): the zone that acts.
ACTING_ZONES = {"gate": Place("gate"), "guild": Place("merchants_guild"),
                "joust": Place("joust_field"), "inn": Place("inn"), "castle": Place("castle")}
ROAD_ZONES = tuple(road_place(n) for n in range(1, ROAD_LENGTH + 1))
OFF_ROAD_ZONES = tuple(Place(name) for name in (*SPECIAL_ORDER, "castle"))
#: The strip above a road tile where its provost stands, in tile heights: dropping the
#: provost there counts as dropping it on the tile.
PROVOST_STRIP = 0.5


class BoardTargets:
    """The game scene's questions about board places, for the decision owed now."""

    def __init__(self, context: SceneContext) -> None:
        self.context = context
        self._cache: tuple[int, dict[Place, Action]] | None = None

    def placement_targets(self) -> dict[Place, Action]:
        """Board zone -> placement action, for the decision owed (placement or Gate)."""
        version = self.context.session.version
        if self._cache is None or self._cache[0] != version:
            targets = {}
            for action in self.context.game.legal_actions():
                if action.target is not None:
                    targets[action.target] = action
            self._cache = (version, targets)
        return self._cache[1]

    @staticmethod
    def all_place_zones() -> tuple[Place, ...]:
        return (*ROAD_ZONES, *OFF_ROAD_ZONES)

    def target_cost(self, zone: Zone) -> int | None:
        game = self.context.game
        decision = game.decision
        if decision is None or decision.kind != DecisionKind.PLACE:
            return None
        return placement_cost(game, decision.seat, as_place(zone))

    def zone_problem(self, zone: Zone) -> str | None:
        """Why a worker may not go to `zone` now (None when it may)."""
        game = self.context.game
        decision = game.decision
        if decision is None:
            return None
        kind = "gate" if decision.kind == DecisionKind.GATE else "place"
        problem = game.reason_against(act(kind, as_place(zone)))
        return reason_text(problem) if problem else None

    def glowing_zones(self) -> dict[Place, int | None]:
        """Zones to light up now, with the cost to show (None: no cost badge)."""
        decision = self.context.game.decision
        pointer = self.context.pointer
        if decision is None:
            return {}
        if decision.kind == DecisionKind.PLACE:
            if not pointer.lifts_worker:
                return {}
            return {zone: self.target_cost(zone) for zone in self.placement_targets()}
        if decision.kind in BOARD_PICK_DECISIONS:
            zones = self.context.panel.zone_choices()
            if decision.kind in PROVOST_DECISIONS and not pointer.holds("provost"):
                return {}
            return dict.fromkeys(zones)
        return {}

    def acting_zone(self) -> Place | None:
        """The board zone whose decision is owed now (the building being used), if any."""
        decision = self.context.game.decision
        if decision is None:
            return None
        space = decision.space
        return road_place(space) if space else ACTING_ZONES.get(decision.kind)

    def cut_spaces(self, provost: int) -> list[int]:
        """Road spaces whose workers would not act with the provost on `provost` (R-PROVOST)."""
        workers = self.context.game.board.road_workers
        return [space for space in range(provost + 1, ROAD_LENGTH + 1)
                if workers[space - 1] is not None]

    def near_provost(self, pos: Point) -> bool:
        view, provost = self.context.view, self.context.game.board.provost
        point = provost_point(view, provost)
        reach = view.place(ROAD_ZONES[0]).w * 0.45
        return (abs(pos[0] - point[0]) <= reach and abs(pos[1] - point[1]) <= reach) or \
            view.place(road_place(provost)).collidepoint(pos)

    def provost_delta_at(self, pos: Point) -> int | None:
        """How far the provost would move if dropped at `pos` (None: not on the road).

        A road space takes the provost anywhere in its column: on the tile, or on the strip
        above it where the provost stands (up to the tile above, which wins on itself)."""
        provost = self.context.game.board.provost
        space = None
        for zone in ROAD_ZONES:
            for rect in self.context.view.zone_rects(zone):
                if rect.collidepoint(pos):
                    return (zone.number or 0) - provost
                strip = pygame.Rect(rect.left, rect.top - round(rect.h * PROVOST_STRIP),
                                    rect.w, round(rect.h * PROVOST_STRIP))
                if strip.collidepoint(pos):
                    space = zone.number
        return None if space is None else space - provost

    def stat_at(self, pos: Point) -> tuple[int, str] | None:
        """The (seat, stat) whose icon in a player panel is under `pos`: a cube letter,
        "deniers", "prestige" or "workers"."""
        view, game = self.context.view, self.context.game
        reach = view.px(34)
        for seat in range(game.num_players):
            place = slot_place("panel", seat + 1)
            if not view.has(place):
                continue
            for stat, (x, y) in stat_points(view.place(place), game, seat).items():
                if abs(pos[0] - x) <= reach and abs(pos[1] - y) <= reach:
                    return seat, stat
        return None

    def building_at(self, pos: Point) -> tuple[str | None, int | None]:
        """The building under `pos` and its road space (None for one before the bridge)."""
        zone = self.context.view.zone_at(pos, (*ROAD_ZONES, *OFF_ROAD_ZONES[:-1]))
        if zone is None:
            return None, None
        if zone.is_road and zone.number is not None:
            return self.context.game.board.building_at(zone.number), zone.number
        return zone.area, None

    def scoring_at(self, space: int) -> str | None:
        """The castle section scored on road space `space`, if any."""
        return space_number(self.context.view, road_place(space))[1]
