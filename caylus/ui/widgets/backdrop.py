"""Drawing of the menus' surroundings: the wooden table, parchment panels, headings, the
veil under a pushed menu, a player's colour swatch and the keyboard focus ring."""

from __future__ import annotations

import random
from functools import lru_cache

import pygame

from caylus.ui import theme
from caylus.ui.layout import px, text_px
from caylus.ui.render.text import draw_text, fitting_size
from caylus.ui.theme import FOCUS_EDGE, SHADOW, WOOD_BORDER

TITLE_MARGIN = 40  # design px between a dialog's title and the panel's sides

Colour = tuple[int, int, int]


@lru_cache(maxsize=4)
def _wood(size: tuple[int, int]) -> pygame.Surface:
    """Dark wooden planks with grain, drawn once per window size."""
    width, height = size
    surface = pygame.Surface(size)
    surface.fill(theme.WOOD_DARK)
    rng = random.Random(7)
    plank = max(80, height // 7)
    for top in range(0, height, plank):
        shade = rng.randint(-8, 8)
        base = tuple(max(0, min(255, c + shade)) for c in theme.WOOD_DARK)
        surface.fill(base, (0, top, width, plank))
        for _ in range(max(6, plank // 9)):
            y = top + rng.randint(2, plank - 3)
            shift = rng.randint(-12, 7)
            grain = tuple(max(0, c + shift) for c in base)
            start = rng.randint(-width // 2, width // 2)
            end = start + rng.randint(width // 3, width)
            pygame.draw.line(surface, grain, (start, y), (end, y), rng.choice((1, 1, 2)))
        pygame.draw.line(surface, WOOD_BORDER, (0, top), (width, top), max(2, plank // 60))
    return surface


def draw_background(surface: pygame.Surface) -> None:
    """Fill the whole surface with the dark wooden table."""
    surface.blit(_wood(surface.get_size()), (0, 0))


def draw_scene_title(surface: pygame.Surface, text: str, scale: float, centre_y: int) -> None:
    """A menu screen's big gold heading, centred across the window at `centre_y`."""
    draw_text(surface, text, text_px("title", scale), theme.GOLD,
              (surface.get_width() // 2, centre_y), anchor="center", bold=True, family="serif",
              shadow=(20, 12, 6))


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    scale: float,
    *,
    fill: Colour = theme.PARCHMENT,
    border: Colour = WOOD_BORDER,
) -> None:
    """A parchment panel in a dark wooden frame, with a soft shadow."""
    radius = px(14, scale)
    shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shadow, SHADOW, shadow.get_rect(), border_radius=radius)
    surface.blit(shadow, rect.move(px(8, scale), px(10, scale)))
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    pygame.draw.rect(surface, border, rect, px(6, scale), border_radius=radius)
    inner = rect.inflate(-px(22, scale), -px(22, scale))
    pygame.draw.rect(surface, theme.PARCHMENT_DARK, inner, px(2, scale), border_radius=radius // 2)


def draw_dialog(surface: pygame.Surface, rect: pygame.Rect, title: str, scale: float,
                title_top: int) -> None:
    """A menu over another scene: the scene below darkened, a parchment panel, and its title
    in the serif heading `title_top` design pixels below the panel's top, smaller where a
    long name would run it out of the panel ("Take back Player 1's move?")."""
    draw_overlay(surface)
    draw_panel(surface, rect, scale)
    width = rect.width - px(2 * TITLE_MARGIN, scale)
    size = fitting_size(title, text_px("title", scale), width, True, "serif",
                        minimum=text_px("body", scale), probe=True)
    draw_text(surface, title, size, theme.INK, (rect.centerx, rect.y + px(title_top, scale)),
              anchor="center", bold=True, family="serif", max_width=width)


def draw_overlay(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken what is already drawn (under a menu pushed over another scene)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((10, 6, 2, alpha))
    surface.blit(veil, (0, 0))


def draw_swatch(surface: pygame.Surface, colour_name: str, centre: tuple[int, int],
                radius: int) -> None:
    """A player's colour as their worker: the same colour and shape as on the board (blue
    circle, red square, ...), so players are told apart without relying on colour alone."""
    from caylus.ui.render.pieces import draw_worker

    draw_worker(surface, centre, 2 * radius, colour_name)


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """The keyboard focus: a bright ring with a dark edge, visible on wood and on parchment."""
    ring = rect.inflate(px(18, scale), px(18, scale))
    pygame.draw.rect(surface, FOCUS_EDGE, ring, px(9, scale), border_radius=px(16, scale))
    pygame.draw.rect(surface, theme.HIGHLIGHT, ring.inflate(-px(4, scale), -px(4, scale)),
                     px(5, scale), border_radius=px(14, scale))

