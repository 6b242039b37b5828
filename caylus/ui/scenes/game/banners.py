"""Messages over the board: the hand-over banner ('pass the mouse to Ann'), the banner of a
pass nobody chose, and the notice that saving failed. While a banner shows, a click only
ends it, so the next player's new buttons are never pressed by accident."""

from __future__ import annotations

import pygame

from caylus.core import Event
from caylus.core.places import road_place
from caylus.core.vocabulary import EventKind
from caylus.ui.animation import Tween, TweenKind
from caylus.ui.i18n import t
from caylus.ui.scenes.game import hud
from caylus.ui.scenes.game.computers import computer_level
from caylus.ui.scenes.game.context import MapPoint, SceneContext

HANDOVER = 0.9  # seconds the 'pass the mouse' notice shows when the seat changes
FORCED_PASS = 1.6  # seconds 'Ben has no worker left and passes' shows


class Banners:
    """The banners over the road and the notice over the log. It follows whose decision it
    is, to tell a hand-over; `save_error` is set while autosaving fails."""

    def __init__(self, context: SceneContext) -> None:
        self.context = context
        self.save_error: str | None = None
        self._notice: tuple[tuple[str, tuple[int, int]], pygame.Surface] | None = None
        game = context.game
        self._last_seat = game.current_seat
        self._last_human = game.current_seat if computer_level(game, game.current_seat) is None \
            else None

    def after_move(self, events: list[Event], flights: list[Tween]) -> list[Tween]:
        """The banners a move brings: passes nobody chose, then a hand-over if the mouse
        changes hands."""
        banners = self._forced_pass_banners(events, flights)
        if self._hand_over_to_person():
            banners.append(self._handover([*flights, *banners]))
        self._last_seat = self.context.game.current_seat
        return banners

    def _hand_over_to_person(self) -> bool:
        """A person's decision after another person's: the mouse changes hands (computer seats
        need no hand-over, and a person playing against computers keeps the mouse)."""
        game = self.context.game
        seat = game.current_seat
        if seat is None or seat == self._last_seat or computer_level(game, seat):
            return False
        changed = self._last_human is not None and seat != self._last_human
        self._last_human = seat
        return changed

    def _forced_pass_banners(self, events: list[Event], flights: list[Tween]) -> list[Tween]:
        """'Ben has no worker left and passes', one after another once the flights have
        landed: a pass nobody chose must not go by unseen."""
        road = self.context.view.zone_centre(road_place(11))
        after = max((tw.delay + tw.duration for tw in flights), default=0.0)
        banners = []
        for event in events:
            why = event.data.get("why") if event.kind == EventKind.PASS else None
            if why is None or event.seat is None:
                continue
            player = self.context.game.players[event.seat]
            text = t(f"game.banner.forced_pass.{why}", who=player.name)
            banners.append(Tween(TweenKind.HANDOVER, road, road, FORCED_PASS, after,
                                 {"text": text, "colour": player.colour}))
            after += FORCED_PASS
        return banners

    def showing(self) -> bool:
        """A hand-over or forced-pass banner is showing or about to: the decision under it is
        new, so a click now finishes the banner instead of acting (no accidental choice)."""
        return any(tween.kind is TweenKind.HANDOVER for tween in self.context.animator.tweens)

    def _handover(self, flights: list[Tween]) -> Tween:
        """'Pass the mouse to Ann' over the road once the flights have landed: in a hot-seat
        game the next decision belongs to someone else."""
        game = self.context.game
        player = game.players[game.current_seat or 0]
        road = self.context.view.zone_centre(road_place(11))
        after = max((tw.delay + tw.duration for tw in flights), default=0.0)
        return Tween(TweenKind.HANDOVER, road, road, HANDOVER, after,
                     {"text": t("game.banner.others", who=player.name), "colour": player.colour})

    def draw_handover(self, surface: pygame.Surface, centre: MapPoint, tween: Tween) -> None:
        view, ghosts = self.context.view, self.context.pictures.ghosts
        key = ("handover", tween.payload["text"], tween.payload["colour"], view.window)
        image = ghosts.get(key)
        if image is None:
            image = hud.render_handover(tween.payload["text"], tween.payload["colour"],
                                        view.text_px(64))
            ghosts[key] = image
        fade = min(1.0, (1 - tween.progress) / 0.35)
        image.set_alpha(round(255 * fade))
        surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))

    def draw_save_notice(self, surface: pygame.Surface) -> None:
        """While autosaving fails, a red notice over the log says so (the game goes on)."""
        view = self.context.view
        if self.save_error is None or not view.has_region("log"):
            return
        key = (self.save_error, view.window)
        if self._notice is None or self._notice[0] != key:
            area = view.region("log")
            image = hud.render_notice(t("game.save_failed.title"),
                                      t("game.save_failed.body", reason=self.save_error),
                                      area.w, area.h, view.text_px(30))
            self._notice = (key, image)
        image = self._notice[1]
        surface.blit(image, image.get_rect(topleft=view.region("log").topleft))

    def notice_rect(self) -> pygame.Rect | None:
        """Where the autosave notice is shown (None: no notice)."""
        if self.save_error is None or self._notice is None:
            return None
        return self._notice[1].get_rect(topleft=self.context.view.region("log").topleft)
