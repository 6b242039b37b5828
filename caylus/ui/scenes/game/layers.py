"""The game screen's drawn layers: the board with the pieces (redrawn only when the game
changes), the static parts over it (supply, log, buttons, the acting building) and the
pieces in flight."""

from __future__ import annotations

import pygame

from caylus.core.vocabulary import DecisionKind
from caylus.ui.animation import Tween, TweenKind
from caylus.ui.i18n import t
from caylus.ui.render import pieces
from caylus.ui.render.board_state import (
    StateKey,
    draw_state,
)
from caylus.ui.render.button import draw_button
from caylus.ui.render.labels import Token
from caylus.ui.render.text import outlined
from caylus.ui.scenes.game import hud
from caylus.ui.scenes.game.banners import Banners
from caylus.ui.scenes.game.computers import ComputerTurns, computer_to_move
from caylus.ui.scenes.game.context import MapPoint, SceneContext
from caylus.ui.scenes.game.game_log import GameLog
from caylus.ui.scenes.game.targets import ROAD_ZONES, BoardTargets
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
    """The game scene's drawn layers (a part of the game scene). It keeps the two cached
    layers and where the supply's workers were drawn (`supply_rects`, where a drag starts)."""

    def __init__(self, context: SceneContext, targets: BoardTargets, banners: Banners,
                 computers: ComputerTurns, log: GameLog) -> None:
        self.context = context
        self.targets = targets
        self.banners = banners
        self.computers = computers
        self.log = log
        self.supply_rects: list[pygame.Rect] = []
        self._state: tuple[StateKey, pygame.Surface] | None = None
        self._base: tuple[tuple[object, ...], pygame.Surface] | None = None

    def forget(self) -> None:
        """Draw both layers anew (the window, the text size or the language changed)."""
        self._state = None
        self._base = None

    def _state_layer(self) -> pygame.Surface:
        context = self.context
        game, view = context.game, context.view
        hidden = context.animator.hidden()
        if context.pointer.holds("provost"):
            hidden |= {"provost"}  # it follows the pointer instead
        key = StateKey(context.session.version, view.window, hidden, game.current_seat,
                       self.computers.stuck)
        if self._state is None or self._state[0] != key:
            surface = view.background().copy()
            draw_state(surface, view, game, key.hidden, game.current_seat, key.stopped)
            self._draw_acting(surface)
            self._draw_static_hud(surface)
            self._state = (key, surface)
        return self._state[1]

    def board_picture(self) -> pygame.Surface:
        """The board, its pieces, the panels and the supply, without the phase banner, the
        glow of targets or the log: the game review's picture of a position."""
        game, view = self.context.game, self.context.view
        surface = view.background().copy()
        draw_state(surface, view, game, frozenset(), game.current_seat, False)
        self._draw_supply(surface, 0)
        return surface

    def base_layer(self) -> pygame.Surface:
        """The board, the pieces, the glow of legal targets, the supply and the log."""
        state = self._state_layer()
        lifted = 1 if self.context.pointer.lifts_worker else 0
        glow = self.targets.glowing_zones()
        key = (id(state), tuple(sorted(glow.items(), key=lambda kv: kv[0])), lifted,
               self.log.scroll, len(self.log.lines), self.context.view.decision_extra)
        if self._base is not None and self._base[0] == key:
            return self._base[1]
        surface = state.copy()
        view = self.context.view
        size = view.text_px(44)
        for zone, cost in glow.items():
            hud.draw_glow(surface, view.zone_rects(zone), cost, size)
        self._draw_supply(surface, lifted)
        self._draw_log(surface)
        self._base = (key, surface)
        return surface

    def _draw_acting(self, surface: pygame.Surface) -> None:
        game, view = self.context.game, self.context.view
        zone = self.targets.acting_zone()
        seat = game.current_seat
        if zone is not None and seat is not None:
            colour = pieces.player_colour(game.players[seat].colour)
            hud.draw_acting(surface, view.zone_rects(zone), colour, view.text_px(44))

    def _draw_static_hud(self, surface: pygame.Surface) -> None:
        view = self.context.view
        if view.has_region("phase_banner"):
            hud.draw_banner(surface, view.region("phase_banner"), self.context.game, view.scale)

    def _draw_supply(self, surface: pygame.Surface, lifted: int) -> None:
        game, view = self.context.game, self.context.view
        if not view.has_region("supply"):
            return
        decision = game.decision
        seat = decision.seat if decision else None
        placing = (decision is not None and decision.kind == DecisionKind.PLACE
                   and not computer_to_move(game))
        self.supply_rects = hud.draw_supply(surface, view.region("supply"), game, seat, lifted,
                                            placing)

    def _draw_log(self, surface: pygame.Surface) -> None:
        view = self.context.view
        if view.has_region("log"):
            hud.draw_log(surface, view.region("log"), self.log.lines, self.context.game,
                         view.text_px(30), self.log.scroll)

    def draw_buttons(self, surface: pygame.Surface) -> None:
        """Pass (the decision's way to skip, or Try again for a computer that failed), Undo
        (naming whose decision) and Menu."""
        context = self.context
        game, panel, session = context.game, context.panel, context.session
        seat = session.undo_seat
        undo = t("game.button.undo_who", who=game.players[seat].name) if seat is not None \
            else t("game.button.undo")
        buttons = (
            ("pass_button", *self._pass_button(), "primary", panel.accent),
            ("undo_button", (undo,), session.can_undo, "normal", None),
            ("menu_button", (t("game.button.menu"),), True, "normal", None),
        )
        pointer = context.pointer.pos
        for region, label, enabled, style, edge in buttons:
            if context.view.has_region(region):
                rect = context.view.region(region)
                lit = bool(pointer and rect.collidepoint(pointer))
                draw_button(surface, rect, label, round(rect.h * 0.42), style=style, lit=lit,
                            enabled=enabled, edge=edge)

    def _pass_button(self) -> tuple[tuple[Token, ...], bool]:
        """The big button's words and whether it may be pressed."""
        if self.computers.stuck:
            return (t("game.button.retry"),), True
        skip = self.context.panel.skip_choice()
        if skip is not None:
            return skip.label, True
        waiting = computer_to_move(self.context.game)
        return (t("game.button.wait" if waiting else "game.button.choose"),), False

    def draw_tweens(self, surface: pygame.Surface) -> None:
        view = self.context.view
        unit = view.place(ROAD_ZONES[0]).w
        for tween in self.context.animator.running():
            x, y = view.to_screen(tween.position())
            kind = tween.kind
            scale = landing_scale(tween)
            if kind is TweenKind.WORKER:
                pieces.draw_worker(surface, (x, y), round(unit * 0.4 * scale),
                                   tween.payload["colour"])
            elif kind is TweenKind.CUBE:
                cube = round(unit * 0.22 * scale)
                pieces.draw_cube(surface, (x - cube / 2, y - cube / 2), cube,
                                 tween.payload["cube"])
            elif kind is TweenKind.COIN:
                pieces.draw_coin(surface, (x, y), round(unit * 0.24 * scale))
            elif kind is TweenKind.FAVOUR:
                pieces.draw_favour(surface, (x, y), round(unit * 0.3 * scale))
            elif kind is TweenKind.PROVOST:
                pieces.draw_provost(surface, (x, y), round(unit * 0.3))
            elif kind is TweenKind.BAILIFF:
                pieces.draw_bailiff(surface, (x, y), round(unit * 0.36))
            elif kind is TweenKind.POP:
                _draw_pop(surface, (x, y), tween, unit)
            elif kind is TweenKind.TEXT:
                image = outlined(tween.payload["text"], round(unit * 0.3), WHITE, (0, 0, 0), True)
                surface.blit(image, image.get_rect(center=(round(x), round(y))))
            elif kind is TweenKind.HANDOVER:
                self.banners.draw_handover(surface, (x, y), tween)


def _draw_pop(surface: pygame.Surface, centre: MapPoint, tween: Tween, unit: float) -> None:
    progress = tween.progress
    radius = round(unit * (0.3 + 0.5 * progress))
    colour = pieces.player_colour(tween.payload.get("colour", ""))
    width = max(2, round(unit * 0.06 * (1 - progress)) + 1)
    pygame.draw.circle(surface, colour, (round(centre[0]), round(centre[1])), radius, width)
