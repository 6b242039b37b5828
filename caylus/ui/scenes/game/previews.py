"""What a choice would do, drawn on the board before it is made (a hovered choice, a hint):
the places it concerns framed, the building it would build drawn faintly where it would stand
with its card beside it, the provost's new space and the workers it would leave out."""

from __future__ import annotations

import pygame

from caylus.core.buildings import BUILDINGS
from caylus.core.places import road_place
from caylus.ui.board_map import Spot
from caylus.ui.render import pieces
from caylus.ui.render.board_state import provost_point
from caylus.ui.render.tiles import draw_tile
from caylus.ui.scenes.game import hud
from caylus.ui.scenes.game.areas import decision_rect
from caylus.ui.scenes.game.choices import Choice
from caylus.ui.scenes.game.context import SceneContext
from caylus.ui.scenes.game.targets import ROAD_ZONES, BoardTargets

GHOST_ALPHA = 150  # how solid a previewed building or provost is drawn


def card_box(card: pygame.Rect, beside_rect: pygame.Rect, gap: int, right_limit: int,
             screen: pygame.Rect) -> pygame.Rect:
    """Where a building's card goes: right of `beside_rect`, or left of it when it would
    reach past `right_limit` (the decision panel being used), always inside the window."""
    box = card.copy()
    box.midleft = (beside_rect.right + gap, beside_rect.centery)
    if box.right > right_limit:
        box.midright = (beside_rect.left - gap, beside_rect.centery)
    return box.clamp(screen)


class Previews:
    """Draws a choice's consequence on the board (a part of the game scene)."""

    def __init__(self, context: SceneContext, targets: BoardTargets) -> None:
        self.context = context
        self.targets = targets

    def draw_consequence(self, surface: pygame.Surface, choice: Choice, size: int) -> None:
        """What `choice` would do, on the board: the places it concerns framed, the building
        it would build drawn faintly where it would stand, the provost's new space and the
        workers it would leave out."""
        view, game = self.context.view, self.context.game
        zones = (*choice.preview, *([choice.place] if choice.place else []))
        if choice.ghost:
            seat = game.current_seat
            owner = game.players[seat].colour if seat is not None else None
            places = [place for zone in choice.preview for place in view.zone_places(zone)]
            rects = [view.place(place) for place in places]
            for place, rect in zip(places, rects, strict=True):
                house = view.spot_fractions(place, "house")
                surface.blit(self._ghost_tile(choice.ghost, rect.size, owner, house), rect)
            if rects:
                self._draw_tile_card(surface, choice.ghost, rects[-1], size)
        if choice.key.startswith("provost:") and choice.place:
            self._draw_provost_preview(surface, choice.place.number or 0)
        hud.draw_preview(surface, [r for zone in zones for r in view.zone_rects(zone)], size)

    def _draw_tile_card(self, surface: pygame.Surface, building: str, beside_rect: pygame.Rect,
                        size: int) -> None:
        """The tooltip of a building being considered, beside where it would stand."""
        view, ghosts = self.context.view, self.context.pictures.ghosts
        key = ("card", building, view.window)
        image = ghosts.get(key)
        if image is None:
            category = BUILDINGS[building].category if building in BUILDINGS else "special"
            lines = hud.building_tooltip_lines(self.context.game, building, None)
            image = hud.render_tooltip(lines, round(size * 0.7), view.text_px(900), category)
            ghosts[key] = image
        panel_left = decision_rect(view, self.context.game.num_players).left \
            if view.has_region("decision") else surface.get_width()
        surface.blit(image, card_box(image.get_rect(), beside_rect, size // 2, panel_left,
                                     surface.get_rect()))

    def _ghost_tile(self, building: str, size: tuple[int, int], owner: str | None,
                    house: Spot) -> pygame.Surface:
        ghosts = self.context.pictures.ghosts
        key = (building, size, owner, house)
        image = ghosts.get(key)
        if image is None:
            image = pygame.Surface(size, pygame.SRCALPHA)
            draw_tile(image, image.get_rect(), building, owner, house)
            image.set_alpha(GHOST_ALPHA)
            ghosts[key] = image
        return image

    def _draw_provost_preview(self, surface: pygame.Surface, space: int) -> None:
        view = self.context.view
        hud.draw_cut(surface, [view.place(road_place(s)) for s in self.targets.cut_spaces(space)])
        ghost = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        pieces.draw_provost(ghost, provost_point(view, space),
                            round(view.place(ROAD_ZONES[0]).w * 0.3))
        ghost.set_alpha(GHOST_ALPHA)
        surface.blit(ghost, (0, 0))
