"""Check the board map `maps/board.tmx` and, on request, draw a preview of its places.

The map is the only source of the board's geometry: every place a piece can stand, the
screen regions and where pieces stand inside places (the spots, see
`caylus.ui.board_map.PLACE_SPOTS`) are edited in the Tiled editor, never generated, so
nothing here writes the map. A designer moves an object in Tiled, saves, and runs:

    .venv/bin/python tools/check_board_map.py                      # check the shipped map
    .venv/bin/python tools/check_board_map.py other.tmx            # or another one
    .venv/bin/python tools/check_board_map.py --preview out.png    # places and spots drawn

The check is the game's own loader (a missing, doubled or unknown place, a wrong kind, a
missing spot property are named as the title screen would name them) plus what Tiled and
pytmx need of the files: an orthogonal finite map, CSV or base64+zlib layers, external
tilesets whose size matches their image (re-drawn by `tools/make_board_art.py`) and object
ids below `nextobjectid`. It exits with status 1 and the reasons when something is wrong.
"""

from __future__ import annotations

import os
import struct
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from caylus.ui.board_map import BoardLayout, BoardMapError, default_map_path, load_layout

LAYER_ENCODINGS = {("csv", None), ("base64", None), ("base64", "zlib"), ("base64", "gzip")}
KIND_COLOURS = {
    "road": (255, 200, 40),
    "special": (255, 120, 40),
    "castle_part": (60, 60, 255),
    "score": (40, 40, 40),
    "panel": (40, 200, 90),
    "favour_cell": (150, 60, 200),
}
SPOT_COLOUR = (255, 0, 0)


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path} is not a PNG")
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def file_problems(path: Path) -> list[str]:
    """What Tiled and pytmx need of the map file that the loader does not check."""
    root = ET.parse(path).getroot()
    problems = []
    if root.get("orientation") != "orthogonal" or root.get("infinite") != "0":
        problems.append("the map must be orthogonal and not infinite")
    for data in root.iter("data"):
        if (data.get("encoding"), data.get("compression")) not in LAYER_ENCODINGS:
            problems.append(f"a layer is stored as {data.get('encoding')}/"
                            f"{data.get('compression')}: use CSV or base64 (zlib)")
    ids = [int(obj.get("id", "0")) for obj in root.iter("object")]
    if len(ids) != len(set(ids)) or max(ids, default=0) >= int(root.get("nextobjectid", "0")):
        problems.append("object ids repeat or reach nextobjectid")
    for ref in root.findall("tileset"):
        problems += tileset_problems(path.parent, ref)
    return problems


def tileset_problems(folder: Path, ref: ET.Element) -> list[str]:
    source = ref.get("source")
    if not source or list(ref):
        return [f"tileset at firstgid {ref.get('firstgid')} is embedded: keep it in a .tsx"]
    tileset = ET.parse(folder / source).getroot()
    image = tileset.find("image")
    if image is None:
        return [f"{source} has no image"]
    picture = (folder / image.get("source", "")).resolve()
    if not picture.is_file():
        return [f"{source}: image {picture} not found (run tools/make_board_art.py)"]
    size = png_size(picture)
    tile = int(tileset.get("tilewidth", "64")), int(tileset.get("tileheight", "64"))
    columns, rows = size[0] // tile[0], size[1] // tile[1]
    said = int(image.get("width", "0")), int(image.get("height", "0"))
    if said != size or int(tileset.get("tilecount", "0")) != columns * rows:
        return [f"{source} says {said[0]}x{said[1]} px, {tileset.get('tilecount')} tiles; "
                f"{picture.name} is {size[0]}x{size[1]} px ({columns * rows} tiles): "
                "open the map in Tiled, which updates the tileset, and save"]
    return []


def summary(layout: BoardLayout) -> str:
    kinds: dict[str, int] = {}
    for place in layout.places.values():
        kinds[place.kind] = kinds.get(place.kind, 0) + 1
    spots = {(place.kind, name, spot.x, spot.y) for place in layout.places.values()
             for name, spot in place.spots.items()}
    lines = [f"{layout.width_px}x{layout.height_px} px, {len(layout.places)} places, "
             f"{len(layout.regions)} ui regions",
             "  " + ", ".join(f"{kind} {count}" for kind, count in sorted(kinds.items()))]
    lines += [f"  {kind} spot {name}: ({x:g}, {y:g})" for kind, name, x, y in sorted(spots)]
    return "\n".join(lines)


def preview(path: Path, out: Path, width: int = 1920) -> None:
    """The map with every place and ui region outlined and named, and every spot marked,
    scaled to `width` and written to `out` (never into maps/)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from caylus.ui.board_map import load_board
    from caylus.ui.render.view import on_rect

    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    layout, surface = load_board(path)
    font = pygame.font.Font(None, 26)
    items = [(str(p.id), p.rect, KIND_COLOURS.get(p.kind, (230, 30, 30)))
             for p in layout.places.values()]
    items += [(r.id, r.rect, (255, 0, 255)) for r in layout.regions.values()]
    for name, rect, colour in items:
        pygame.draw.rect(surface, colour, rect, 3)
        label = font.render(name.replace("favour_", "f_"), True, (255, 255, 255), (0, 0, 0))
        surface.blit(label, (rect[0] + 3, rect[1] + 3))
    for place in layout.places.values():
        for spot in place.spots.values():
            x, y = on_rect(place.rect, spot)
            pygame.draw.line(surface, SPOT_COLOUR, (x - 10, y), (x + 10, y), 3)
            pygame.draw.line(surface, SPOT_COLOUR, (x, y - 10), (x, y + 10), 3)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(pygame.transform.smoothscale_by(surface, width / surface.get_width()), out)
    print(f"{out}: preview")


def main(argv: list[str]) -> int:
    args = list(argv)
    out = None
    if "--preview" in args:
        at = args.index("--preview")
        out = Path(args[at + 1])
        del args[at:at + 2]
    path = Path(args[0]) if args else default_map_path()
    try:
        layout = load_layout(path)
        problems = file_problems(path)
    except (BoardMapError, ET.ParseError, OSError, ValueError) as error:
        print(f"{path}: {error}", file=sys.stderr)
        return 1
    if problems:
        print(f"{path}:\n  " + "\n  ".join(problems), file=sys.stderr)
        return 1
    print(f"{path}: ok, {summary(layout)}")
    if out is not None:
        preview(path, out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
