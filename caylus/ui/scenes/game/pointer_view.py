"""What follows the pointer on the game screen: the dragged worker or provost with the cost
or the reason against, the hovered choice's consequence on the board, and tooltips of
buildings, scoring spaces and panel counters."""

from __future__ import annotations

import pygame

from caylus.core.actions import act
from caylus.core.buildings import BUILDINGS, CUBE_NAMES
from caylus.core.places import road_place
from caylus.core.state import SECTION_NAMES
from caylus.ui.board_map import Spot
from caylus.ui.i18n import t
from caylus.ui.render import pieces
from caylus.ui.render.board_state import (
    draw_tile,
    provost_point,
)
from caylus.ui.render.labels import cubes, reason_text
from caylus.ui.scenes.game import hud
from caylus.ui.scenes.game.choices import (
    Choice,
)
from caylus.ui.scenes.game.targets import ROAD_ZONES

GHOST_ALPHA = 150  # how solid a previewed building or provost is drawn


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



class PointerView:
    """Drawing under the pointer (mixed into GameScene)."""

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
            places = [place for zone in choice.preview for place in self.view.zone_places(zone)]
            rects = [self.view.place(place) for place in places]
            for place, rect in zip(places, rects, strict=True):
                house = self.view.spot_fractions(place, "house")
                surface.blit(self._ghost_tile(choice.ghost, rect.size, owner, house), rect)
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

    def _ghost_tile(self, building: str, size: tuple[int, int], owner: str | None,
                    house: Spot) -> pygame.Surface:
        key = (building, size, owner, house)
        image = self._ghosts.get(key)
        if image is None:
            image = pygame.Surface(size, pygame.SRCALPHA)
            draw_tile(image, image.get_rect(), building, owner, house)
            image.set_alpha(GHOST_ALPHA)
            self._ghosts[key] = image
        return image

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
