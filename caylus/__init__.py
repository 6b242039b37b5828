"""Caylus, the worker-placement board game by William Attia, as a desktop game."""

__version__ = "0.1.0"  # written only here: pyproject.toml and the executable read it
