"""The Tiled board map: every place of the rules is on it once, and it loads and draws."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import copy
import itertools
import shutil
import subprocess
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest
import pytmx

from caylus.core.places import ROAD_LENGTH, Place, board_places
from caylus.resources import resource_path
from caylus.ui.board_map import (
    PLACE_SPOTS,
    UI_LAYER,
    UI_REGIONS,
    BoardLayout,
    BoardMapError,
    Spot,
    load_board,
    load_layout,
)
from tests.tools_loader import load_tool

MAP = resource_path("maps", "board.tmx")


@pytest.fixture(scope="module")
def layout() -> BoardLayout:
    return load_layout()


@pytest.fixture
def display() -> Iterator[None]:
    """A (dummy) display mode, left as it was found."""
    if pygame.display.get_surface() is not None:
        yield
        return
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    yield
    pygame.display.quit()


def object_names(tmx: pytmx.TiledMap, ui: bool) -> Counter[str]:
    return Counter(
        obj.name
        for layer in tmx.layers
        if isinstance(layer, pytmx.TiledObjectGroup) and (layer.name == UI_LAYER) == ui
        for obj in layer
    )


def test_every_place_of_the_core_has_exactly_one_object_and_the_reverse() -> None:
    tmx = pytmx.TiledMap(str(MAP))
    names = object_names(tmx, ui=False)
    assert sorted(names) == sorted(str(place) for place in board_places())
    assert set(names.values()) == {1}
    assert set(object_names(tmx, ui=True)) == set(UI_REGIONS)


def test_map_loads_without_a_display() -> None:
    tmx = pytmx.TiledMap(str(MAP))
    assert (tmx.width, tmx.height, tmx.tilewidth, tmx.tileheight) == (60, 34, 64, 64)
    tile_layers = [layer.name for layer in tmx.layers if isinstance(layer, pytmx.TiledTileLayer)]
    assert {"ground", "details"} <= set(tile_layers)


def test_layout_has_the_map_size_and_every_place(layout: BoardLayout) -> None:
    assert (layout.width_px, layout.height_px) == (3840, 2176)
    assert list(layout.places) == board_places()
    assert set(layout.regions) == set(UI_REGIONS)


def test_map_file_is_plain_tiled_1_10() -> None:
    root = ET.parse(MAP).getroot()
    assert root.get("version") == "1.10"
    assert root.get("tiledversion") == "1.10.2"
    assert root.get("orientation") == "orthogonal"
    assert root.get("infinite") == "0"
    for data in root.iter("data"):
        assert data.get("encoding") in ("csv", "base64")
        assert data.get("compression") in (None, "zlib", "gzip")
    ids = [int(obj.attrib["id"]) for obj in root.iter("object")]
    assert len(ids) == len(set(ids)) and max(ids) < int(root.attrib["nextobjectid"])


def test_tilesets_are_external_and_match_their_images() -> None:
    root = ET.parse(MAP).getroot()
    tilesets = root.findall("tileset")
    assert tilesets
    for ref in tilesets:
        assert ref.get("source", "").endswith(".tsx") and not list(ref)
        tsx = ET.parse(MAP.parent / ref.attrib["source"]).getroot()
        image = tsx.find("image")
        assert image is not None
        path = (MAP.parent / image.attrib["source"]).resolve()
        assert path.is_file(), path
        assert image.attrib["source"].startswith("../assets/tiles/")
        width, height = pygame.image.load(path).get_size()
        assert (int(image.attrib["width"]), int(image.attrib["height"])) == (width, height)
        columns = int(tsx.attrib["columns"])
        assert columns == width // 64
        assert int(tsx.attrib["tilecount"]) == columns * (height // 64)


def test_road_spaces_are_numbered_in_order_with_scoring_marks(layout: BoardLayout) -> None:
    roads = layout.places_of_kind("road")
    assert [p.properties["index"] for p in roads] == list(range(1, ROAD_LENGTH + 1))
    assert all(isinstance(p.properties["index"], int) for p in roads)
    scoring = {
        p.properties["index"]: p.properties["scoring"] for p in roads if "scoring" in p.properties
    }
    assert scoring == {12: "dungeon", 18: "walls", 24: "towers"}
    for place in roads:
        assert place.rect[2] >= 150 and place.rect[3] >= 150, place.id


def test_typed_properties(layout: BoardLayout) -> None:
    assert layout.place("walls_3").properties == {"section": "walls", "index": 3}
    assert layout.place("favour_cubes_0").properties == {"row": "cubes", "column": 0}
    assert layout.place("score_37").properties == {"points": 37}
    assert layout.place("panel_4").properties == {"seat": 4}
    assert layout.place("stables_slot_2").properties == {"slot": 2}
    assert layout.place("bank").kind == "bank"


def test_where_pieces_stand_inside_places_is_read_from_the_map(layout: BoardLayout) -> None:
    road = layout.place("road_7")
    assert road.spot("provost") == Spot(0.3, -0.08)
    assert road.spot("bailiff") == Spot(0.72, -0.12)
    assert road.spot("worker") == Spot(0.53, 0.53)
    assert set(road.spots) == set(PLACE_SPOTS["road"])
    assert "provost_x" not in road.properties, "spots are not left among plain properties"
    assert layout.place("joust_field").spot("worker") == Spot(0.5, 0.62)
    assert layout.place("walls_3").spots == {}
    for kind, spots in PLACE_SPOTS.items():
        for place in layout.places_of_kind(kind):
            assert set(place.spots) == set(spots), place.id


def test_place_rects_lie_inside_the_map_and_do_not_overlap(layout: BoardLayout) -> None:
    rects: dict[Place | str, tuple[int, int, int, int]] = {
        p.id: p.rect for p in layout.places.values()}
    rects |= {f"ui:{r.id}": r.rect for r in layout.regions.values()}
    for name, (x, y, w, h) in rects.items():
        assert all(isinstance(v, int) for v in (x, y, w, h)), name
        assert w > 0 and h > 0 and x >= 0 and y >= 0, name
        assert x + w <= layout.width_px and y + h <= layout.height_px, name
    for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
        assert not pygame.Rect(ra).colliderect(rb), (a, b)


def test_panels_are_large(layout: BoardLayout) -> None:
    for place in layout.places_of_kind("panel"):
        assert place.rect[2] >= 800 and place.rect[3] >= 160, place.id


def test_renders_the_board_under_the_dummy_driver(display: None) -> None:
    _, surface = load_board()
    assert surface.get_size() == (3840, 2176)
    points = itertools.product(range(0, 3840, 97), range(0, 2176, 89))
    colours = {tuple(surface.get_at(point)) for point in points}
    assert len(colours) > 200
    assert (0, 0, 0, 255) not in colours


def test_load_board_gives_layout_and_picture(display: None) -> None:
    layout, surface = load_board()
    assert surface.get_size() == (layout.width_px, layout.height_px)


def test_render_without_a_display_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pygame.display, "get_surface", lambda: None)
    with pytest.raises(BoardMapError, match="set_mode"):
        load_board()


@pytest.mark.skipif(shutil.which("tmxrasterizer") is None, reason="Tiled is not installed")
def test_tiled_itself_reads_and_draws_the_map(tmp_path: Path) -> None:
    out = tmp_path / "board.png"
    result = subprocess.run(
        ["tmxrasterizer", "--scale", "0.25", str(MAP), str(out)],
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert pygame.image.load(out).get_size() == (960, 544)


# ---------------------------------------------------------------- broken copies


def copy_map(tmp_path: Path, edit: Callable[[ET.Element], None]) -> Path:
    """A copy of maps/ and assets/tiles/ under tmp_path, with board.tmx edited."""
    maps = tmp_path / "maps"
    shutil.copytree(MAP.parent, maps)
    shutil.copytree(resource_path("assets", "tiles"), tmp_path / "assets" / "tiles")
    tree = ET.parse(maps / "board.tmx")
    edit(tree.getroot())
    tree.write(maps / "board.tmx", encoding="UTF-8", xml_declaration=True)
    return maps / "board.tmx"


def find_object(root: ET.Element, name: str) -> tuple[ET.Element, ET.Element]:
    for group in root.iter("objectgroup"):
        for obj in group.findall("object"):
            if obj.get("name") == name:
                return group, obj
    raise AssertionError(name)


def test_an_unchanged_copy_loads(tmp_path: Path) -> None:
    assert load_layout(copy_map(tmp_path, lambda root: None)).places.keys() == set(board_places())


def test_a_missing_place_object_is_named(tmp_path: Path) -> None:
    def remove(root: ET.Element) -> None:
        group, obj = find_object(root, "towers_7")
        group.remove(obj)

    with pytest.raises(BoardMapError, match=r"missing place objects: towers_7\b"):
        load_layout(copy_map(tmp_path, remove))


def test_a_duplicate_place_object_is_named(tmp_path: Path) -> None:
    def duplicate(root: ET.Element) -> None:
        group, obj = find_object(root, "road_17")
        twin = copy.deepcopy(obj)
        twin.set("id", root.attrib["nextobjectid"])
        root.set("nextobjectid", str(int(root.attrib["nextobjectid"]) + 1))
        group.append(twin)

    with pytest.raises(BoardMapError, match=r"duplicate place objects: road_17\b"):
        load_layout(copy_map(tmp_path, duplicate))


def test_an_unknown_place_object_is_named(tmp_path: Path) -> None:
    def rename(root: ET.Element) -> None:
        find_object(root, "inn_left")[1].set("name", "inn_middle")

    with pytest.raises(BoardMapError, match="inn_left") as error:
        load_layout(copy_map(tmp_path, rename))
    assert "unknown place objects: inn_middle" in str(error.value)


def test_a_missing_ui_region_is_named(tmp_path: Path) -> None:
    def remove(root: ET.Element) -> None:
        group, obj = find_object(root, "undo_button")
        group.remove(obj)

    with pytest.raises(BoardMapError, match="missing ui regions: undo_button"):
        load_layout(copy_map(tmp_path, remove))


def test_a_wrong_kind_is_named(tmp_path: Path) -> None:
    def retype(root: ET.Element) -> None:
        obj = find_object(root, "bridge_2")[1]
        for prop in obj.iter("property"):
            if prop.get("name") == "kind":
                prop.set("value", "road")

    with pytest.raises(BoardMapError, match="bridge_2"):
        load_layout(copy_map(tmp_path, retype))


def test_a_corrupt_file_is_a_board_map_error(tmp_path: Path) -> None:
    broken = tmp_path / "board.tmx"
    broken.write_text(MAP.read_text(encoding="utf-8")[:5000], encoding="utf-8")
    with pytest.raises(BoardMapError, match="cannot read board map"):
        load_layout(broken)


def test_bad_tile_data_is_a_board_map_error(tmp_path: Path) -> None:
    def spoil(root: ET.Element) -> None:
        data = root.find("layer/data")
        assert data is not None
        data.text = "1,2,zebra"

    with pytest.raises(BoardMapError, match="cannot read board map"):
        load_layout(copy_map(tmp_path, spoil))


def test_a_missing_file_is_a_board_map_error(tmp_path: Path) -> None:
    with pytest.raises(BoardMapError, match="not found"):
        load_layout(tmp_path / "nowhere.tmx")


def remove_property(name: str, key: str) -> Callable[[ET.Element], None]:
    def edit(root: ET.Element) -> None:
        props = find_object(root, name)[1].find("properties")
        assert props is not None
        (prop,) = [p for p in props if p.get("name") == key]
        props.remove(prop)

    return edit


def test_a_missing_spot_names_the_object_and_the_property(tmp_path: Path) -> None:
    with pytest.raises(BoardMapError) as error:
        load_layout(copy_map(tmp_path, remove_property("road_9", "provost_y")))
    message = str(error.value)
    assert "road_9" in message and "'provost_y'" in message
    assert "where the provost stands" in message


def test_a_missing_spot_of_a_building_before_the_bridge_is_named(tmp_path: Path) -> None:
    with pytest.raises(BoardMapError, match=r"place inn has no float property 'worker_x'"):
        load_layout(copy_map(tmp_path, remove_property("inn", "worker_x")))


def test_a_spot_that_is_not_a_number_is_named(tmp_path: Path) -> None:
    def spoil(root: ET.Element) -> None:
        for prop in find_object(root, "road_3")[1].iter("property"):
            if prop.get("name") == "bailiff_x":
                prop.attrib.pop("type")
                prop.set("value", "left")

    with pytest.raises(BoardMapError, match=r"'bailiff_x' of place road_3 must be a float"):
        load_layout(copy_map(tmp_path, spoil))


def test_the_map_checker_passes_the_shipped_map_and_never_writes_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    before = MAP.read_bytes()
    assert load_tool("check_board_map").main([str(MAP)]) == 0
    assert "road spot provost: (0.3, -0.08)" in capsys.readouterr().out
    assert MAP.read_bytes() == before


def test_the_map_checker_names_what_is_wrong(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = copy_map(tmp_path, remove_property("road_9", "worker_y"))
    assert load_tool("check_board_map").main([str(broken)]) == 1
    assert "road_9" in capsys.readouterr().err
