"""Draw the board's tileset images and save them as PNGs in `assets/tiles/`.

All of this art is original: every tile is drawn here from shapes, scattered strokes and
blended blots with a fixed random seed, so running the script again gives the same
pictures. Shapes are drawn at 4x size and scaled down, which smooths their edges.

    SDL_VIDEODRIVER=dummy .venv/bin/python tools/make_board_art.py

Four tilesets (64x64 tiles), their tile names in `TILESETS`. The board map `maps/board.tmx`
(edited in Tiled, the only source of board positions; nothing here reads or writes it) uses
them through `maps/*.tsx` and refers to a tile by its position in its tileset, so a new tile
goes at the end of its tileset; `tools/check_board_map.py` then says if a .tsx needs Tiled
to refresh its size:

- terrain: opaque ground (meadow, road, water, planks, stone, parchment, wood ...);
- frames: transparent borders, 16 per style, one per set of sides (N=1, E=2, S=4, W=8),
  so a frame of any size can be drawn around any rectangle of tiles;
- decor: transparent trees, castle turrets and battlements, bridge rails;
- labels: numbers, roman numerals and icons, and "pictures" spanning several tiles.

The painters live in `tools/board_art/`, a module per kind of tile; this script lays them out
in tileset images. Each tile draws with its own seeded random generator, so tiles can be
added or reordered without changing the others.
"""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from pathlib import Path

import pygame
from board_art.canvas import TILE, Painter
from board_art.decor import DECOR
from board_art.frames import FRAMES
from board_art.icons import LABELS
from board_art.terrain import TERRAIN

OUT_DIR = Path(__file__).resolve().parent.parent / "assets" / "tiles"
SEED = 1105

TILESETS: dict[str, tuple[dict[str, Painter], int]] = {
    "terrain": (TERRAIN, 8),
    "frames": (FRAMES, 16),
    "decor": (DECOR, 8),
    "labels": (LABELS, 10),
}
OPAQUE = {"terrain"}


def tile_names(tileset: str) -> list[str]:
    return list(TILESETS[tileset][0])


def grid_size(tileset: str) -> tuple[int, int]:
    """(columns, rows) of a tileset image; spare cells at the end stay blank."""
    painters, columns = TILESETS[tileset]
    return columns, -(-len(painters) // columns)


def image_path(tileset: str) -> Path:
    return OUT_DIR / f"{tileset}.png"


def draw_tileset(tileset: str) -> pygame.Surface:
    painters, columns = TILESETS[tileset]
    cols, rows = grid_size(tileset)
    sheet = pygame.Surface((cols * TILE, rows * TILE), pygame.SRCALPHA)
    for i, (name, paint) in enumerate(painters.items()):
        rng = random.Random(f"{SEED}:{tileset}:{name}")
        sheet.blit(paint(rng), ((i % columns) * TILE, (i // columns) * TILE))
    if tileset in OPAQUE:
        flat = pygame.Surface(sheet.get_size(), 0, 24)
        flat.blit(sheet, (0, 0))
        return flat
    return sheet


def tilesets() -> Iterator[str]:
    yield from TILESETS


def main() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()  # drawing and fonts only: no mixer, so no sound-card warnings
    pygame.font.init()
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    for name in tilesets():
        sheet = draw_tileset(name)
        pygame.image.save(sheet, image_path(name))
        size = image_path(name).stat().st_size
        print(f"{image_path(name)}: {sheet.get_width()}x{sheet.get_height()}, {size} bytes")


if __name__ == "__main__":
    main()
