"""Generate `maps/board.tmx` and its tilesets (`maps/*.tsx`) from the layout below.

The .tmx is the source of truth the game reads; this script is how its first layout was
made and how it can be re-made after a change here. Once someone edits the map in the
Tiled editor, edit it there (or port the change here before re-running).

    SDL_VIDEODRIVER=dummy .venv/bin/python tools/make_board_art.py   # the PNGs first
    .venv/bin/python tools/make_board_map.py

Coordinates below are in tiles (64 px) as (column, row, width, height).
The map is 60 x 34 tiles: the board (with the score track round its edge) on the left 43
columns, the player panels and the UI column on the right.
"""

from __future__ import annotations

import random
import struct
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import make_board_art as art

from caylus.core.places import (
    CASTLE_SECTIONS,
    FAVOUR_COLUMNS,
    FAVOUR_ROWS,
    MAX_PLAYERS,
    ROAD_LENGTH,
    SPECIAL_BUILDINGS,
)

ROOT = Path(__file__).resolve().parent.parent
MAP_PATH = ROOT / "maps" / "board.tmx"
T = art.TILE
MAP_W, MAP_H = 60, 34
BOARD_W = 43  # columns of the board, score track included
SEED = 28

TRect = tuple[int, int, int, int]
Cell = tuple[int, int]

# ---------------------------------------------------------------- layout (tiles)

INNER: TRect = (2, 2, 39, 30)  # inside the score track
PLAZA: TRect = (2, 2, 13, 11)
SPECIAL_CELLS: dict[str, Cell] = {
    "gate": (3, 3),
    "trading_post": (7, 3),
    "merchants_guild": (11, 3),
    "joust_field": (3, 7),
    "stables": (7, 7),
    "inn": (11, 7),
}
STABLES_SLOT_COLS = (7, 8, 9)
INN_SLOT_COLS = {"inn_left": 11, "inn_right": 13}
INN_ARROW_COL = 12
SLOT_ROW = 10  # stables and inn slots: 1 x 2 tiles
RIVER_COLS = (15, 19)  # [start, end)
BRIDGE: TRect = (14, 7, 5, 3)
ROAD_COL = 19
ROAD_RUN_ROWS = (7, 11, 15, 19)
ROAD_RUN_LEN = 7
TURN_ORDER: TRect = (19, 2, 17, 4)
BANK: TRect = (36, 2, 4, 4)
FAVOURS: TRect = (19, 23, 21, 9)
CASTLE_CENTRE_COL = 8
CASTLE_TIER_TOP = {"dungeon": 14, "walls": 18, "towers": 22}
CASTLE_SLOT_ROW = 26
HILL_SPANS = {13: (5, 11), 14: (4, 12), 15: (4, 12), 16: (3, 13), 17: (3, 13)}
HILL_ROWS = (13, 28)
SUPPLY: TRect = (2, 28, 13, 4)
SIDE_COL = BOARD_W  # first column of the right-hand UI column
UI_REGIONS: dict[str, TRect] = {
    "phase_banner": (43, 0, 14, 2),
    "menu_button": (57, 0, 3, 2),
    "decision": (43, 17, 17, 8),
    "pass_button": (43, 25, 9, 2),
    "undo_button": (52, 25, 8, 2),
    "log": (43, 27, 17, 7),
    "supply": SUPPLY,
}
PANEL_TOP, PANEL_H = 2, 3
FRAME_INSET = 8  # px between a frame's tile edge and the rect inside it
SMALL_INSET = 4

# ---------------------------------------------------------------- model


@dataclass
class MapObject:
    name: str
    rect: tuple[int, int, int, int]  # pixels
    props: list[tuple[str, str | None, str]]


@dataclass
class Board:
    gids: dict[str, int]  # tileset -> firstgid
    layers: dict[str, list[list[int]]]
    groups: dict[str, list[MapObject]] = field(default_factory=dict)
    rng: random.Random = field(default_factory=lambda: random.Random(SEED))

    def gid(self, tileset: str, name: str) -> int:
        return self.gids[tileset] + art.tile_names(tileset).index(name)

    def put(self, layer: str, cell: Cell, tileset: str, name: str) -> None:
        col, row = cell
        self.layers[layer][row][col] = self.gid(tileset, name)

    def get(self, layer: str, cell: Cell) -> int:
        return self.layers[layer][cell[1]][cell[0]]

    def fill(self, layer: str, rect: TRect, tileset: str, names: Sequence[str]) -> None:
        for cell in cells(rect):
            self.put(layer, cell, tileset, self.rng.choice(names))

    def frame(self, layer: str, rect: TRect, style: str) -> None:
        """Draw a `style` frame round a rectangle of tiles."""
        col, row, w, h = rect
        filled = art.FRAME_STYLES[style].fill is not None
        for c, r in cells(rect):
            mask = (
                (art.N if r == row else 0)
                | (art.S if r == row + h - 1 else 0)
                | (art.W if c == col else 0)
                | (art.E if c == col + w - 1 else 0)
            )
            if mask or filled:
                self.put(layer, (c, r), "frames", f"{style}_{mask}")

    def outline(
        self, layer: str, region: set[Cell], style: str, joined: set[Cell] | None = None
    ) -> None:
        """Edge every tile of `region` on the sides that face neither it nor `joined`."""
        near = region | (joined or set())
        for c, r in region:
            mask = sum(bit for bit, (dc, dr) in SIDE_STEPS.items() if (c + dc, r + dr) not in near)
            if mask:
                self.put(layer, (c, r), "frames", f"{style}_{mask}")

    def picture(self, layer: str, name: str, cell: Cell) -> None:
        pic = art.PICTURES[name]
        for dr in range(pic.h):
            for dc in range(pic.w):
                self.put(layer, (cell[0] + dc, cell[1] + dr), "labels", f"{name}_{dc}_{dr}")

    def place(
        self, group: str, name: str, rect: tuple[int, int, int, int], kind: str, **props: int | str
    ) -> None:
        typed: list[tuple[str, str | None, str]] = [("kind", None, kind)]
        for key, value in props.items():
            typed.append((key, "int" if isinstance(value, int) else None, str(value)))
        self.groups.setdefault(group, []).append(MapObject(name, rect, typed))


SIDE_STEPS = {art.N: (0, -1), art.E: (1, 0), art.S: (0, 1), art.W: (-1, 0)}
LAYERS = ("ground", "edges", "decor", "details", "labels")
GRASS = ("grass_1", "grass_2", "grass_3", "grass_4")


def cells(rect: TRect) -> Iterable[Cell]:
    col, row, w, h = rect
    for r in range(row, row + h):
        for c in range(col, col + w):
            yield c, r


def px(rect: TRect, inset: int = FRAME_INSET) -> tuple[int, int, int, int]:
    col, row, w, h = rect
    return col * T + inset, row * T + inset, w * T - 2 * inset, h * T - 2 * inset


def new_board() -> Board:
    gids, first = {}, 1
    for name in art.TILESETS:
        gids[name] = first
        cols, rows = art.grid_size(name)
        first += cols * rows
    layers = {name: [[0] * MAP_W for _ in range(MAP_H)] for name in LAYERS}
    return Board(gids, layers)


# ---------------------------------------------------------------- painting


def paint_meadow(board: Board) -> None:
    for cell in cells((0, 0, BOARD_W, MAP_H)):
        roll = board.rng.random()
        name = (
            board.rng.choice(GRASS) if roll > 0.08 else board.rng.choice(("flowers_1", "flowers_2"))
        )
        board.put("ground", cell, "terrain", name)


def score_cells() -> list[TRect]:
    """The 50 score cells clockwise from the top-left corner (score 0)."""
    right, bottom = BOARD_W - 2, MAP_H - 2
    top_row = [(2 + 3 * i, 0, 3, 2) for i in range(13)]
    right_col = [(right, 2 + 3 * i, 2, 3) for i in range(10)]
    bottom_row = [(right - 3 * (i + 1), bottom, 3, 2) for i in range(13)]
    left_col = [(0, bottom - 3 * (i + 1), 2, 3) for i in range(10)]
    return [
        (0, 0, 2, 2),
        *top_row,
        (right, 0, 2, 2),
        *right_col,
        (right, bottom, 2, 2),
        *bottom_row,
        (0, bottom, 2, 2),
        *left_col,
    ]


def number_cell(rect: TRect) -> Cell:
    """Where a score cell's number goes: on its outer edge, in the middle."""
    col, row, w, h = rect
    c = col + w // 2 if w == 3 else (col if col == 0 else col + 1)
    r = row + h // 2 if h == 3 else (row if row == 0 else row + 1)
    return c, r


def paint_score_track(board: Board) -> None:
    for points, rect in enumerate(score_cells()):
        wood = "oak_gold" if points % 5 == 0 else "oak"
        board.fill("ground", rect, "terrain", [wood])
        board.frame("details", rect, "track")
        board.put("labels", number_cell(rect), "labels", f"num_{points}")
        board.place("tracks", f"score_{points}", px(rect, SMALL_INSET), "score", points=points)


def paint_plaza(board: Board) -> None:
    board.fill("ground", PLAZA, "terrain", ["plaza_1", "plaza_2"])
    board.outline("edges", set(cells(PLAZA)), "plaza_edge", set(cells(BRIDGE)))
    for order, name in enumerate(SPECIAL_BUILDINGS, start=1):
        rect = (*SPECIAL_CELLS[name], 3, 3)
        board.frame("details", rect, "plot")
        board.place("plaza", name, px(rect), "special", order=order)
    for slot, col in enumerate(STABLES_SLOT_COLS, start=1):
        rect = (col, SLOT_ROW, 1, 2)
        board.frame("details", rect, "slot")
        board.place(
            "plaza", f"stables_slot_{slot}", px(rect, SMALL_INSET), "stables_slot", slot=slot
        )
    for slot, (name, col) in enumerate(INN_SLOT_COLS.items(), start=1):
        rect = (col, SLOT_ROW, 1, 2)
        board.frame("details", rect, "slot")
        board.place("plaza", name, px(rect, SMALL_INSET), "inn_slot", slot=slot)
    board.picture("labels", "inn_arrow", (INN_ARROW_COL, SLOT_ROW))


def river_cells() -> set[Cell]:
    lo, hi = RIVER_COLS
    _, top, _, height = INNER
    return {(c, r) for c in range(lo, hi) for r in range(top, top + height)}


def paint_river_and_bridge(board: Board) -> None:
    bridge = set(cells(BRIDGE))
    water = river_cells() - bridge
    for cell in water:
        board.put("ground", cell, "terrain", board.rng.choice(("water_1", "water_2")))
    track = {cell for rect in score_cells() for cell in cells(rect)}
    board.outline("edges", water, "shore", bridge | track)
    for cell in sorted(water):
        if cell[0] in (RIVER_COLS[0], RIVER_COLS[1] - 1) and board.rng.random() < 0.2:
            board.put("decor", cell, "decor", board.rng.choice(("reeds_1", "reeds_2")))
    col, row, w, h = BRIDGE
    for cell in bridge:
        board.put("ground", cell, "terrain", "planks")
    for c in range(col, col + w):
        board.put("decor", (c, row), "decor", "rail_n")
        board.put("decor", (c, row + h - 1), "decor", "rail_s")
        slot = c - col + 1
        rect = (c, row + 1, 1, 1)
        board.frame("details", rect, "slot")
        board.place("tracks", f"bridge_{slot}", px(rect, SMALL_INSET), "bridge", slot=slot)


def road_cells() -> list[Cell]:
    """Top-left tile of road spaces 1..28: a serpentine of 3x3 spaces."""
    spaces: list[Cell] = []
    for run, row in enumerate(ROAD_RUN_ROWS):
        cols = [ROAD_COL + 3 * i for i in range(ROAD_RUN_LEN)]
        spaces += [(c, row) for c in (reversed(cols) if run % 2 else cols)]
    return spaces[:ROAD_LENGTH]


def road_links() -> list[TRect]:
    """The bends joining one run of the road to the next."""
    spaces = road_cells()
    links = []
    for run in range(len(ROAD_RUN_ROWS) - 1):
        col, row = spaces[(run + 1) * ROAD_RUN_LEN - 1]
        links.append((col, row + 3, 3, 1))
    return links


SCORING_SPACES = {12: "dungeon", 18: "walls", 24: "towers"}


def paint_road(board: Board) -> None:
    road = {cell for col, row in road_cells() for cell in cells((col, row, 3, 3))}
    road |= {cell for rect in road_links() for cell in cells(rect)}
    for cell in road:
        board.put("ground", cell, "terrain", board.rng.choice(("cobble_1", "cobble_2", "cobble_3")))
    board.outline("edges", road, "kerb", set(cells(BRIDGE)))
    for index, (col, row) in enumerate(road_cells(), start=1):
        rect = (col, row, 3, 3)
        section = SCORING_SPACES.get(index)
        board.frame("details", rect, "scoring" if section else "space")
        if section:
            board.put("labels", (col + 1, row - 1), "labels", f"mark_{section}")
            board.place("road", f"road_{index}", px(rect), "road", index=index, scoring=section)
        else:
            board.place("road", f"road_{index}", px(rect), "road", index=index)


def paint_turn_order(board: Board) -> None:
    col, row, _, _ = TURN_ORDER
    board.fill("ground", TURN_ORDER, "terrain", ["parchment_1", "parchment_2"])
    board.frame("edges", TURN_ORDER, "ink")
    for slot in range(1, MAX_PLAYERS + 1):
        left = col + 1 + 3 * (slot - 1)
        board.picture("labels", f"tall_roman_{slot}", (left, row + 1))
        rect = (left + 1, row + 1, 2, 2)
        board.frame("details", rect, "slot")
        board.place("tracks", f"turn_order_{slot}", px(rect), "turn_order", slot=slot)


def paint_bank(board: Board) -> None:
    board.fill("ground", BANK, "terrain", ["plaza_1", "plaza_2"])
    board.frame("details", BANK, "plot")
    board.picture("labels", "bank_chest", (BANK[0] + 1, BANK[1] + 1))
    board.place("players", "bank", px(BANK), "bank")


def paint_favours(board: Board) -> None:
    col, row, _, _ = FAVOURS
    board.fill("ground", FAVOURS, "terrain", ["parchment_1", "parchment_2"])
    board.frame("edges", FAVOURS, "ink")
    board.put("labels", (col + 4, row), "labels", "flag")
    for column in range(1, FAVOUR_COLUMNS + 1):
        board.put("labels", (col + 4 + 3 * column, row), "labels", f"roman_{column}")
    for i, name in enumerate(FAVOUR_ROWS):
        top = row + 1 + 2 * i
        board.picture("labels", f"fav_{name}", (col, top))
        board.frame("details", (col, top, 3, 2), "cell")
        for column in range(FAVOUR_COLUMNS + 1):
            rect = (col + 3 + 3 * column, top, 3, 2)
            board.frame("details", rect, "cell")
            board.place(
                "favours",
                f"favour_{name}_{column}",
                px(rect, SMALL_INSET),
                "favour_cell",
                row=name,
                column=column,
            )


def hill_cells() -> set[Cell]:
    hill = set()
    for r in range(*HILL_ROWS):
        lo, hi = HILL_SPANS.get(r, (PLAZA[0], PLAZA[0] + PLAZA[2] - 1))
        hill |= {(c, r) for c in range(lo, hi + 1)}
    return hill


def paint_castle(board: Board) -> None:
    hill = hill_cells()
    for cell in hill:
        board.put("ground", cell, "terrain", board.rng.choice(("hill_1", "hill_2")))
    board.outline("edges", hill, "hill_edge", set(cells(SUPPLY)))
    for section, size in CASTLE_SECTIONS:
        paint_tier(board, section, size // 2, CASTLE_TIER_TOP[section])
    board.put("decor", (CASTLE_CENTRE_COL, CASTLE_TIER_TOP["towers"] + 3), "decor", "gate")
    for slot in range(1, MAX_PLAYERS + 1):
        rect = (CASTLE_CENTRE_COL - 3 + slot, CASTLE_SLOT_ROW, 1, 2)
        board.frame("details", rect, "slot")
        board.place(
            "castle", f"castle_slot_{slot}", px(rect, SMALL_INSET), "castle_slot", slot=slot
        )


def paint_tier(board: Board, section: str, width: int, top: int) -> None:
    """One castle section: battlements, two rows of part slots, a base, turrets each side."""
    left = CASTLE_CENTRE_COL - width // 2
    for c in range(left, left + width):
        board.put("decor", (c, top), "decor", "battlement")
        for r in (top + 1, top + 2):
            board.put("ground", (c, r), "terrain", board.rng.choice(("stone_1", "stone_2")))
        board.put("ground", (c, top + 3), "terrain", "stone_base")
    for c in (left - 1, left + width):
        board.put("decor", (c, top), "decor", "turret_roof")
        board.put("decor", (c, top + 1), "decor", "turret_body")
        board.put("decor", (c, top + 2), "decor", "turret_body")
        board.put("decor", (c, top + 3), "decor", "turret_base")
    board.picture("labels", f"castle_{section}", (left - 3, top + 1))
    for index, (c, r) in enumerate(cells((left, top + 1, width, 2)), start=1):
        board.frame("details", (c, r, 1, 1), "slot")
        board.place(
            "castle",
            f"{section}_{index}",
            px((c, r, 1, 1), SMALL_INSET),
            "castle_part",
            section=section,
            index=index,
        )


def paint_side_column(board: Board) -> None:
    board.fill("ground", (SIDE_COL, 0, MAP_W - SIDE_COL, MAP_H), "terrain", ["wood_1", "wood_2"])
    for seat in range(1, MAX_PLAYERS + 1):
        rect = (SIDE_COL, PANEL_TOP + PANEL_H * (seat - 1), MAP_W - SIDE_COL, PANEL_H)
        board.fill("ground", rect, "terrain", ["parchment_1", "parchment_2"])
        board.frame("edges", rect, "trim")
        board.place("players", f"panel_{seat}", px(rect), "panel", seat=seat)
    grounds = {"menu_button": "oak", "pass_button": "oak", "undo_button": "oak", "supply": "wood_2"}
    for name, rect in UI_REGIONS.items():
        ground = grounds.get(name)
        names = [ground] if ground else ["parchment_1", "parchment_2"]
        board.fill("ground", rect, "terrain", names)
        board.frame("edges", rect, "trim")
        board.groups.setdefault("ui", []).append(MapObject(name, px(rect), []))


def paint_trees(board: Board) -> None:
    """Woods and bushes on the meadow left free round the road and the castle hill."""
    taken = {
        (c, r)
        for r, row in enumerate(board.layers["ground"])
        for c, gid in enumerate(row)
        if gid not in {board.gid("terrain", n) for n in (*GRASS, "flowers_1", "flowers_2")}
    }
    taken |= {
        (c, r) for r, row in enumerate(board.layers["labels"]) for c, gid in enumerate(row) if gid
    }
    woods = {(c, r) for c in range(2, BOARD_W - 2) for r in range(2, MAP_H - 2)} - taken
    for cell in sorted(woods):
        edge = cell[0] == BOARD_W - 3 or cell[1] == FAVOURS[1] - 1 or cell[0] < RIVER_COLS[0]
        chance = 0.85 if edge else 0.25
        if board.rng.random() < chance:
            trees = ("tree_1", "tree_2", "tree_3", "pine_1", "pine_2")
            pick = board.rng.choice(trees if edge else ("bush_1", "bush_2", "rocks", "tree_2"))
            board.put("decor", cell, "decor", pick)


# ---------------------------------------------------------------- writing


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit(f"{path} is not a PNG: run tools/make_board_art.py first")
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def write_tileset(name: str) -> None:
    cols, rows = art.grid_size(name)
    width, height = png_size(art.image_path(name))
    if (width, height) != (cols * T, rows * T):
        raise SystemExit(f"{name}.png is {width}x{height}: re-run tools/make_board_art.py")
    tileset = ET.Element(
        "tileset",
        {
            "version": "1.10",
            "tiledversion": "1.10.2",
            "name": name,
            "tilewidth": str(T),
            "tileheight": str(T),
            "tilecount": str(cols * rows),
            "columns": str(cols),
        },
    )
    ET.SubElement(
        tileset,
        "image",
        {"source": f"../assets/tiles/{name}.png", "width": str(width), "height": str(height)},
    )
    write_xml(tileset, MAP_PATH.parent / f"{name}.tsx")


def write_xml(root: ET.Element, path: Path) -> None:
    ET.indent(root, space=" ")
    body = ET.tostring(root, encoding="unicode")
    path.write_text(f'<?xml version="1.0" encoding="UTF-8"?>\n{body}\n', encoding="utf-8")


def csv_data(grid: list[list[int]]) -> str:
    rows = [",".join(str(gid) for gid in row) for row in grid]
    return "\n" + ",\n".join(rows) + "\n"


def object_element(parent: ET.Element, obj: MapObject, object_id: int) -> None:
    x, y, w, h = obj.rect
    node = ET.SubElement(
        parent,
        "object",
        {
            "id": str(object_id),
            "name": obj.name,
            "x": str(x),
            "y": str(y),
            "width": str(w),
            "height": str(h),
        },
    )
    if obj.props:
        props = ET.SubElement(node, "properties")
        for key, kind, value in obj.props:
            attrs = (
                {"name": key, "type": kind, "value": value}
                if kind
                else {"name": key, "value": value}
            )
            ET.SubElement(props, "property", attrs)


GROUP_COLOURS = {
    "road": "#e0a030",
    "plaza": "#a0522d",
    "castle": "#808080",
    "tracks": "#3070c0",
    "favours": "#8040a0",
    "players": "#20a060",
    "ui": "#ff40ff",
}


def map_element(board: Board) -> ET.Element:
    n_objects = sum(len(group) for group in board.groups.values())
    root = ET.Element(
        "map",
        {
            "version": "1.10",
            "tiledversion": "1.10.2",
            "orientation": "orthogonal",
            "renderorder": "right-down",
            "width": str(MAP_W),
            "height": str(MAP_H),
            "tilewidth": str(T),
            "tileheight": str(T),
            "infinite": "0",
            "nextlayerid": str(len(LAYERS) + len(board.groups) + 1),
            "nextobjectid": str(n_objects + 1),
        },
    )
    for name, first in board.gids.items():
        ET.SubElement(root, "tileset", {"firstgid": str(first), "source": f"{name}.tsx"})
    layer_id = 0
    for name in LAYERS:
        layer_id += 1
        layer = ET.SubElement(
            root,
            "layer",
            {"id": str(layer_id), "name": name, "width": str(MAP_W), "height": str(MAP_H)},
        )
        ET.SubElement(layer, "data", {"encoding": "csv"}).text = csv_data(board.layers[name])
    object_id = 0
    for name in GROUP_COLOURS:
        layer_id += 1
        group = ET.SubElement(
            root, "objectgroup", {"id": str(layer_id), "name": name, "color": GROUP_COLOURS[name]}
        )
        for obj in board.groups[name]:
            object_id += 1
            object_element(group, obj, object_id)
    return root


def build() -> Board:
    board = new_board()
    paint_meadow(board)
    paint_score_track(board)
    paint_plaza(board)
    paint_river_and_bridge(board)
    paint_road(board)
    paint_turn_order(board)
    paint_bank(board)
    paint_favours(board)
    paint_castle(board)
    paint_side_column(board)
    paint_trees(board)
    return board


KIND_COLOURS = {
    "road": (255, 200, 40),
    "special": (255, 120, 40),
    "castle_part": (60, 60, 255),
    "score": (40, 40, 40),
    "panel": (40, 200, 90),
    "favour_cell": (150, 60, 200),
}


def preview(out: Path, width: int = 1920) -> None:
    """Render the map with every place and ui region outlined and named, scaled to `width`."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from caylus.ui.board_map import load_board

    pygame.init()
    pygame.display.set_mode((1, 1))
    layout, surface = load_board(MAP_PATH)
    font = pygame.font.Font(None, 26)
    items = [
        (p.id, p.rect, KIND_COLOURS.get(p.kind, (230, 30, 30))) for p in layout.places.values()
    ]
    items += [(r.id, r.rect, (255, 0, 255)) for r in layout.regions.values()]
    for name, rect, colour in items:
        pygame.draw.rect(surface, colour, rect, 3)
        label = font.render(name.replace("favour_", "f_"), True, (255, 255, 255), (0, 0, 0))
        surface.blit(label, (rect[0] + 3, rect[1] + 3))
    scale = width / surface.get_width()
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(pygame.transform.smoothscale_by(surface, scale), out)
    print(f"{out}: preview")


def main() -> None:
    if "--preview" in sys.argv:
        preview(Path(sys.argv[sys.argv.index("--preview") + 1]))
        return
    MAP_PATH.parent.mkdir(parents=True, exist_ok=True)
    for name in art.TILESETS:
        write_tileset(name)
    board = build()
    write_xml(map_element(board), MAP_PATH)
    count = sum(len(group) for name, group in board.groups.items() if name != "ui")
    print(f"{MAP_PATH}: {MAP_W}x{MAP_H} tiles, {count} places, {len(board.groups['ui'])} regions")


if __name__ == "__main__":
    main()
