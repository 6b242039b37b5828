"""The decision panel's clickable areas: what each does and with what."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

import pygame

from caylus.ui.scenes.game.choices import Choice


class HitKind(StrEnum):
    """What a clickable area of the panel does."""

    CHOICE = "choice"
    BACK = "back"
    PLUS = "plus"
    MINUS = "minus"
    CONFIRM = "confirm"
    CLEAR = "clear"
    PAGE = "page"


@dataclass(frozen=True)
class Hit:
    """A clickable area of the panel: what it does and with what."""

    rect: pygame.Rect
    kind: HitKind
    choice: Choice | None = None
    cube: str = ""
    enabled: bool = True
