"""The game screen's drawn layers: the board with the pieces (redrawn only when the game
changes), the static parts over it (supply, log, buttons, the acting building) and the
pieces in flight."""

from __future__ import annotations

import pygame

from caylus.ui.animation import Tween
from caylus.ui.i18n import t
from caylus.ui.render import pieces
from caylus.ui.render.board_state import (
    StateKey,
    draw_state,
)
from caylus.ui.render.button import draw_button
from caylus.ui.render.text import outlined
from caylus.ui.scenes.game import hud
from caylus.ui.scenes.game.targets import ROAD_ZONES
from caylus.ui.theme import WHITE

LANDING = 0.7  # the part of a flight after which a piece shrinks into its destination


def landing_scale(tween: Tween) -> float:
    """How big a piece in flight is drawn: full size, shrinking into its icon as it lands
    (so it never sits on top of the same icon already drawn there)."""
    if not tween.payload.get("land"):
        return 1.0
    late = max(0.0, tween.progress - LANDING) / (1 - LANDING)
    return 1.0 - 0.7 * late



class BoardLayers:
    """Drawing of the game scene's layers (mixed into GameScene)."""

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
        placing = decision is not None and decision.kind == "place" and not self.computer_to_move()
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
        waiting = self.computer_to_move()
        seat = self.session.undo_seat
        undo = t("game.button.undo_who", who=game.players[seat].name) if seat is not None \
            else t("game.button.undo")
        buttons = (
            ("pass_button", skip.label if skip else (t("game.button.wait" if waiting else
                                                          "game.button.choose"),),
             skip is not None, "primary", self.panel.accent),
            ("undo_button", (undo,), self.session.can_undo, "normal", None),
            ("menu_button", (t("game.button.menu"),), True, "normal", None),
        )
        for region, label, enabled, style, edge in buttons:
            if self.view.has_region(region):
                rect = self.view.region(region)
                lit = bool(self.pointer and rect.collidepoint(self.pointer))
                draw_button(surface, rect, label, round(rect.h * 0.42), style=style, lit=lit,
                            enabled=enabled, edge=edge)

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
                pieces.draw_provost(surface, (x, y), round(unit * 0.3))
            elif kind == "bailiff":
                pieces.draw_bailiff(surface, (x, y), round(unit * 0.36))
            elif kind == "pop":
                self._draw_pop(surface, (x, y), tween, unit)
            elif kind == "text":
                image = outlined(tween.payload["text"], round(unit * 0.3), WHITE, (0, 0, 0), True)
                surface.blit(image, image.get_rect(center=(round(x), round(y))))
            elif kind == "handover":
                self._draw_handover(surface, (x, y), tween)

    @staticmethod
    def _draw_pop(surface: pygame.Surface, centre: tuple[float, float], tween: Tween,
                  unit: float) -> None:
        progress = tween.progress
        radius = round(unit * (0.3 + 0.5 * progress))
        colour = pieces.player_colour(tween.payload.get("colour", ""))
        width = max(2, round(unit * 0.06 * (1 - progress)) + 1)
        pygame.draw.circle(surface, colour, (round(centre[0]), round(centre[1])), radius, width)
