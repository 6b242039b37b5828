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
from caylus.ui.render.board_state import (
    provost_point,
    space_number,
)
from caylus.ui.render.labels import reason_text
from caylus.ui.render.player_panels import stat_points
from caylus.ui.render.view import Zone

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
    """The game scene's questions about board places (mixed into GameScene)."""

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

    def acting_zone(self) -> Place | None:
        """The board zone whose decision is owed now (the building being used), if any."""
        decision = self.game.decision
        if decision is None:
            return None
        space = decision.get("space")
        return road_place(space) if space else ACTING_ZONES.get(decision.kind)

    def cut_spaces(self, provost: int) -> list[int]:
        """Road spaces whose workers would not act with the provost on `provost` (R-PROVOST)."""
        workers = self.game.board.road_workers
        return [space for space in range(provost + 1, ROAD_LENGTH + 1)
                if workers[space - 1] is not None]

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

    def _building_at(self, pos: tuple[int, int]) -> tuple[str | None, int | None]:
        zone = self.view.zone_at(pos, (*ROAD_ZONES, *OFF_ROAD_ZONES[:-1]))
        if zone is None:
            return None, None
        if zone.is_road and zone.number is not None:
            return self.game.board.building_at(zone.number), zone.number
        return zone.area, None

    def _scoring_at(self, space: int) -> str | None:
        return space_number(self.view, road_place(space))[1]
