"""Learn to play: the guided first game (issue 23, part 1)."""

from caylus.ui.scenes.tutorial.scene import TutorialScene

__all__ = ["TutorialScene"]
