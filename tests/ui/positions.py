"""Positions for UI tests: a game owing a decision of a given kind."""

from caylus.devtools.showcase import position_with

__all__ = ["position_with"]
