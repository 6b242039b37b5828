"""The in-game scene: `GameScene(app, game)`, and `screenshot_midgame(path)` for the docs."""

from caylus.ui.scenes.game.scene import GameScene
from caylus.ui.scenes.game.screenshot import midgame_position, screenshot_midgame

__all__ = ["GameScene", "midgame_position", "screenshot_midgame"]
