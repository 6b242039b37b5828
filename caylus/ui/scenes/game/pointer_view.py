"""What follows the pointer on the game screen: the dragged worker or provost with the cost
or the reason against, the hovered choice's consequence on the board, and tooltips of
buildings, scoring spaces and panel counters."""

from __future__ import annotations

import pygame

from caylus.core.actions import act
from caylus.core.buildings import BUILDINGS, CUBE_NAMES
from caylus.core.places import road_place
from caylus.core.state import SECTION_NAMES
from caylus.core.vocabulary import DecisionKind, Verb
from caylus.ui.i18n import t
from caylus.ui.render import pieces
from caylus.ui.render.labels import Token, cubes, reason_text
from caylus.ui.scenes.game import hud
from caylus.ui.scenes.game.context import Point, SceneContext
from caylus.ui.scenes.game.previews import Previews
from caylus.ui.scenes.game.targets import ROAD_ZONES, BoardTargets
from caylus.ui.theme import ILLEGAL


def beside(box: pygame.Rect, pointer: Point, gap: int, screen: pygame.Rect) -> pygame.Rect:
    """Where a tooltip of `box`'s size goes: below right of the pointer, flipped to the other
    side where the window ends, and never outside the window."""
    box = box.copy()
    box.topleft = (pointer[0] + gap, pointer[1] + gap)
    if box.right > screen.right:
        box.right = pointer[0] - gap // 2
    if box.bottom > screen.bottom:
        box.bottom = pointer[1] - gap // 2
    return box.clamp(screen)


class PointerView:
    """Drawing under the pointer (a part of the game scene)."""

    def __init__(self, context: SceneContext, targets: BoardTargets, previews: Previews) -> None:
        self.context = context
        self.targets = targets
        self.previews = previews

    def draw(self, surface: pygame.Surface, size: int) -> None:
        pointer = self.context.pointer
        hovered = self.context.panel.hovered_choice()
        if hovered is not None:
            self.previews.draw_consequence(surface, hovered, size)
        pos = pointer.pos
        if pos is None:
            return
        drag = pointer.drag
        if drag is not None and drag.what == "worker" and drag.moved:
            self._draw_worker_drag(surface, pos, size)
            return
        if drag is not None and drag.what == "provost":
            self._draw_provost_drag(surface, pos, size)
            return
        if pointer.selected:
            self._draw_target_hover(surface, pos, size)
        self._draw_tooltip(surface, pos, size)

    def _draw_worker_drag(self, surface: pygame.Surface, pointer: Point, size: int) -> None:
        self._draw_target_hover(surface, pointer, size)
        game, view = self.context.game, self.context.view
        seat = game.current_seat
        if seat is not None:
            worker = round(view.place(ROAD_ZONES[0]).h * 0.45)
            pieces.draw_worker(surface, pointer, worker, game.players[seat].colour)

    def _draw_target_hover(self, surface: pygame.Surface, pointer: Point, size: int) -> None:
        view, targets = self.context.view, self.targets
        zone = view.zone_at(pointer, targets.all_place_zones())
        if zone is None:
            return
        if zone in targets.placement_targets():
            hud.draw_preview(surface, view.zone_rects(zone), size)
            return
        problem = targets.zone_problem(zone)
        if problem:
            hud.draw_glow(surface, view.zone_rects(zone), None, size, ILLEGAL)
            hud.draw_reason(surface, pointer, problem, round(size * 0.7), view.text_px(900))

    def _draw_provost_drag(self, surface: pygame.Surface, pointer: Point, size: int) -> None:
        game, view = self.context.game, self.context.view
        delta = self.targets.provost_delta_at(pointer)
        if delta:
            action = act(Verb.PROVOST, delta)
            space = game.board.provost + delta
            rect = view.place(road_place(space))
            problem = game.reason_against(action)
            if problem is None:
                free = game.decision is not None and game.decision.kind == DecisionKind.GUILD
                hud.draw_cut(surface, [view.place(road_place(s))
                                       for s in self.targets.cut_spaces(space)])
                hud.draw_glow(surface, [rect], 0 if free else abs(delta), size)
            else:
                hud.draw_glow(surface, [rect], None, size, ILLEGAL)
                hud.draw_reason(surface, pointer, reason_text(problem), round(size * 0.7),
                                view.text_px(900))
        pieces.draw_provost(surface, pointer, round(view.place(ROAD_ZONES[0]).w * 0.3), True)

    def _draw_tooltip(self, surface: pygame.Surface, pointer: Point, size: int) -> None:
        stat = self.targets.stat_at(pointer)
        if stat is not None:
            self._draw_stat_tooltip(surface, pointer, size, *stat)
            return
        building, space = self.targets.building_at(pointer)
        if building is None and (space is None or self.targets.scoring_at(space) is None):
            return
        tooltips = self.context.pictures.tooltips
        key = f"{building}:{space}:{self.context.session.version}"
        image = tooltips.get(key)
        if image is None:
            lines = self.tooltip_lines(building, space)
            category = BUILDINGS[building].category if building in BUILDINGS else "special"
            image = hud.render_tooltip(lines, round(size * 0.7), self.context.view.text_px(1100),
                                       category)
            tooltips.clear()
            tooltips[key] = image
        surface.blit(image, beside(image.get_rect(), pointer, size, surface.get_rect()))

    def _draw_stat_tooltip(self, surface: pygame.Surface, pointer: Point, size: int,
                           seat: int, stat: str) -> None:
        """What an icon of a player panel counts, in words: cubes are named, not only coloured."""
        player = self.context.game.players[seat]
        held = {"deniers": player.deniers, "prestige": player.prestige,
                "workers": player.workers_available}.get(stat, player.cubes.get(stat, 0))
        line = t(f"game.tooltip.stat.{CUBE_NAMES.get(stat, stat)}", who=player.name, count=held)
        tokens: tuple[Token, ...] = (cubes(stat), line) if stat in CUBE_NAMES else (line,)
        image = hud.render_tooltip([tokens], round(size * 0.7), self.context.view.text_px(1100),
                                   None)
        surface.blit(image, beside(image.get_rect(), pointer, size, surface.get_rect()))

    def tooltip_lines(self, building: str | None, space: int | None) -> list[tuple[Token, ...]]:
        """A building's tooltip; for a scoring space, which castle section it scores."""
        game = self.context.game
        lines: list[tuple[Token, ...]] = hud.building_tooltip_lines(game, building, space) \
            if building else [(t("game.tooltip.space", space=space),)]
        section = self.targets.scoring_at(space) if space is not None else None
        if section is not None:
            scored = SECTION_NAMES.index(section) < game.board.scored
            key = "game.tooltip.scored" if scored else "game.tooltip.scoring"
            lines.append(("effect", t(key, section=t(f"game.section.{section}"), space=space)))
        return lines
