"""Caylus, the worker-placement board game by William Attia, as a desktop game."""

__version__ = "0.1.0"
