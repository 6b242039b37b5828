"""Caylus, the worker-placement board game by William Attia, as a desktop game."""

from caylus.build_kind import obey_environment

__version__ = "0.1.0"  # written only here: pyproject.toml and the executable read it

obey_environment()  # CAYLUS_INTERPRETED=1 runs the sources of the compiled modules
