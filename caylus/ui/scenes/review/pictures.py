"""The board of a position, drawn as the game scene draws it (read-only: nothing is played,
no computer thinks), cut to the board itself (without the side column of panels and log) and
scaled into the review's area; one picture kept per position shown, with where each of its
places went, so the move played and Hard's choice can be marked on it."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from caylus.core import Game
from caylus.core.game import replay
from caylus.core.places import Place
from caylus.ui.render.view import BoardView

if TYPE_CHECKING:
    from caylus.ui.scenes.game.scene import GameScene

PICTURES_KEPT = 6


@dataclass(frozen=True)
class Picture:
    """A board picture: `surface` shows the window's `crop` scaled by `ratio`."""

    surface: pygame.Surface
    ratio: float
    crop: pygame.Rect
    view: BoardView

    def place_rects(self, place: Place, topleft: tuple[int, int]) -> list[pygame.Rect]:
        """Where `place` is on the picture drawn at `topleft` (none if the map lacks it)."""
        if not self.view.zone_places(place):
            return []
        return [pygame.Rect(topleft[0] + round((rect.x - self.crop.x) * self.ratio),
                            topleft[1] + round((rect.y - self.crop.y) * self.ratio),
                            max(1, round(rect.w * self.ratio)),
                            max(1, round(rect.h * self.ratio)))
                for rect in self.view.zone_rects(place)]


class BoardPictures:
    def __init__(self, game: Game) -> None:
        self.game = game
        self._kept: dict[tuple[int, tuple[int, int], bool], Picture] = {}
        self._position: tuple[int, Game] | None = None

    def position(self, index: int) -> Game:
        """The game after its first `index` actions (the last one asked for is kept)."""
        if index >= len(self.game.history):
            return self.game
        if self._position is None or self._position[0] != index:
            self._position = (index, replay(self.game.setup, list(self.game.history[:index])))
        return self._position[1]

    def picture(self, index: int, full: tuple[int, int], area: pygame.Rect,
                board_only: bool = False) -> Picture:
        """The position after `index` actions fitted into `area`: the whole window as the
        game shows it, or (`board_only`) the board without the side column."""
        key = (index, area.size, board_only)
        if key not in self._kept:
            if len(self._kept) > PICTURES_KEPT:
                self._kept.pop(next(iter(self._kept)))
            self._kept[key] = self._drawn(self.position(index), full, area, board_only)
        return self._kept[key]

    @staticmethod
    def _drawn(position: Game, full: tuple[int, int], area: pygame.Rect,
               board_only: bool) -> Picture:
        """Drawn at the size it is shown (not drawn large and shrunk: its labels keep the
        game's smallest text size, issue 34), in a window of the app's proportions."""
        size = window_for(full, area.size)
        if board_only:  # the board part is narrower than the window: grow it to fill `area`
            crop = board_part(view_at(position, size), pygame.Rect((0, 0), size))
            grow = min(area.w / crop.w, area.h / crop.h)
            if grow > 1.02:
                size = (round(size[0] * grow), round(size[1] * grow))
        surface, view = board_of(position, size, board_only)
        crop = board_part(view, surface.get_rect()) if board_only else surface.get_rect()
        part = pygame.Surface(crop.size)  # a blit, not a subsurface: the text check follows it
        part.blit(surface, (0, 0), crop)
        scaled, ratio = fitted(part, area.size)
        return Picture(scaled, ratio, crop, view)

    def forget(self) -> None:
        self._kept.clear()


def window_for(full: tuple[int, int], room: tuple[int, int]) -> tuple[int, int]:
    """The largest window of `full`'s proportions that fits `room`."""
    ratio = min(room[0] / full[0], room[1] / full[1])
    return max(1, round(full[0] * ratio)), max(1, round(full[1] * ratio))


@contextmanager
def scene_at(game: Game, size: tuple[int, int]) -> Iterator[GameScene]:
    """The game scene of `game` in a still window of `size`, laid out (nothing drawn yet)."""
    from caylus.ui.scenes.game.scene import GameScene
    from caylus.ui.scenes.game.screenshot import StillApp

    scene = GameScene(StillApp(size), game.clone(), autosave=False)
    try:
        scene._ensure_view(size)
        yield scene
    finally:
        scene.close_thinker()


def view_at(game: Game, size: tuple[int, int]) -> BoardView:
    """Where the map puts things in a window of `size` (a layout only: nothing is drawn)."""
    with scene_at(game, size) as scene:
        return scene.view


def board_of(game: Game, size: tuple[int, int],
             board_only: bool = False) -> tuple[pygame.Surface, BoardView]:
    """The game scene's board layer (board, pieces, panels, log) at window `size`; or
    (`board_only`) without the banner and the log, which the review cuts away."""
    with scene_at(game, size) as scene:
        layers = scene.layers
        return (layers.board_picture() if board_only else layers.base_layer().copy()), scene.view


def board_part(view: BoardView, whole: pygame.Rect) -> pygame.Rect:
    """The board without the side column (the players' panels, the decision and the log)
    where the map has one: the review shows the board, larger, beside its own words."""
    if not view.has_region("phase_banner"):
        return whole
    return pygame.Rect(whole.x, whole.y, view.region("phase_banner").x - whole.x, whole.h)


def fitted(picture: pygame.Surface, size: tuple[int, int]) -> tuple[pygame.Surface, float]:
    """`picture` scaled to fit `size`, keeping its proportions, and the ratio it took."""
    width, height = picture.get_size()
    ratio = min(size[0] / width, size[1] / height)
    scaled = pygame.transform.smoothscale(picture, (max(1, int(width * ratio)),
                                                    max(1, int(height * ratio))))
    return scaled, ratio
