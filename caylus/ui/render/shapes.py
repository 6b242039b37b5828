"""Filled shapes the board and the HUD share."""

from __future__ import annotations

import pygame

Colour = tuple[int, int, int]


def rounded(surface: pygame.Surface, rect: pygame.Rect, fill: Colour, edge: Colour | None,
            radius: int, width: int = 2) -> None:
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if edge is not None:
        pygame.draw.rect(surface, edge, rect, width, border_radius=radius)


def translucent(surface: pygame.Surface, rect: pygame.Rect, rgba: tuple[int, int, int, int],
                radius: int = 0) -> None:
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, rgba, layer.get_rect(), border_radius=radius)
    surface.blit(layer, rect.topleft)
