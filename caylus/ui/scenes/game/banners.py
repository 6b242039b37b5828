"""Messages over the board: the hand-over banner ('pass the mouse to Ann'), the banner of a
pass nobody chose, and the notice that saving failed. While a banner shows, a click only
ends it, so the next player's new buttons are never pressed by accident."""

from __future__ import annotations

import pygame

from caylus.core import Event
from caylus.core.places import road_place
from caylus.ui.animation import Tween
from caylus.ui.i18n import t
from caylus.ui.scenes.game import hud

HANDOVER = 0.9  # seconds the 'pass the mouse' notice shows when the seat changes
FORCED_PASS = 1.6  # seconds 'Ben has no worker left and passes' shows



class Banners:
    """Banners and notices of the game scene (mixed into GameScene)."""

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
