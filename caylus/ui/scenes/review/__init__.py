"""The game review screen (issue 23): see `scene`."""

from caylus.ui.scenes.review.scene import ReviewScene

__all__ = ["ReviewScene"]
