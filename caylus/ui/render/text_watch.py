"""Where the text layer tells a measuring tool what it draws: the text check's ledger
(`caylus.devtools.ledger`) watches while it records; while the game is played nobody does,
and the text layer only asks `watcher()`. The ledger is a development tool, so the window
knows it only through this hook."""

from __future__ import annotations

from typing import Protocol

import pygame


class TextWatcher(Protocol):
    def rendered(self, surface: pygame.Surface, words: str, size: float, cjk: bool) -> None:
        """The text layer rendered `words` (holding Chinese if `cjk`) at `size` pixels."""

    def cut_short(self, words: str) -> None:
        """The text layer cut `words` short (an ellipsis) or could not make it fit."""


_watcher: TextWatcher | None = None


def watcher() -> TextWatcher | None:
    return _watcher


def watch(new: TextWatcher | None) -> None:
    """Let `new` hear what the text layer draws from now on (None: nobody)."""
    global _watcher
    _watcher = new
