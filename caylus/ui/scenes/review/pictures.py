"""The board of a position, drawn as the game scene draws it (read-only: nothing is played,
no computer thinks), scaled into the review's area; one picture kept per position shown."""

from __future__ import annotations

import pygame

from caylus.core import Game
from caylus.core.game import replay


class BoardPictures:
    def __init__(self, game: Game) -> None:
        self.game = game
        self._kept: dict[tuple[int, tuple[int, int]], pygame.Surface] = {}
        self._position: tuple[int, Game] | None = None

    def position(self, index: int) -> Game:
        """The game after its first `index` actions (the last one asked for is kept)."""
        if index >= len(self.game.history):
            return self.game
        if self._position is None or self._position[0] != index:
            self._position = (index, replay(self.game.setup, list(self.game.history[:index])))
        return self._position[1]

    def picture(self, index: int, full: tuple[int, int], area: pygame.Rect) -> pygame.Surface:
        key = (index, area.size)
        if key not in self._kept:
            if len(self._kept) > 6:
                self._kept.pop(next(iter(self._kept)))
            self._kept[key] = fitted(board_of(self.position(index), full), area.size)
        return self._kept[key]

    def forget(self) -> None:
        self._kept.clear()


def board_of(game: Game, size: tuple[int, int]) -> pygame.Surface:
    """The game scene's board layer (board, pieces, panels, log) at window `size`."""
    from caylus.ui.scenes.game.scene import GameScene
    from caylus.ui.scenes.game.screenshot import StillApp

    scene = GameScene(StillApp(size), game.clone(), autosave=False)
    try:
        scene._ensure_view(size)
        return scene.layers.base_layer().copy()
    finally:
        scene.close_thinker()


def fitted(picture: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """`picture` scaled to fit `size`, keeping its proportions."""
    width, height = picture.get_size()
    ratio = min(size[0] / width, size[1] / height)
    return pygame.transform.smoothscale(picture, (max(1, int(width * ratio)),
                                                  max(1, int(height * ratio))))
