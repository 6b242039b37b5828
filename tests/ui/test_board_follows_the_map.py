"""The board is drawn from the map alone: move an object, or change where a piece stands on a
place, in a copy of `maps/board.tmx` (edited as Tiled would save it) and the drawn board
follows, with no Python edited."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import shutil
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from caylus.core import Event, Game
from caylus.core.places import Place, board_places, road_place
from caylus.core.state import SPECIAL_ORDER
from caylus.core.vocabulary import EventKind
from caylus.resources import resource_path
from caylus.ui import board_map
from caylus.ui.board_map import load_board
from caylus.ui.render.board_state import draw_road, draw_road_pieces, provost_point
from caylus.ui.render.view import BoardView
from caylus.ui.scenes.game import scene as game_scene
from caylus.ui.scenes.game.effects import tweens_for
from caylus.ui.scenes.game.screenshot import StillApp, midgame_position

MAP = resource_path("maps", "board.tmx")
# The map (3840 x 2176) at exactly half its size: no letterbox, no rounding of rectangles.
WINDOW = (1920, 1088)
HALF = 0.5

Edit = Callable[[ET.Element], None]


@pytest.fixture(autouse=True)
def display() -> Iterator[None]:
    """A (dummy) display mode, needed to load the tile images; left as it was found."""
    if pygame.display.get_surface() is not None:
        yield
        return
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    yield
    pygame.display.quit()


@pytest.fixture(scope="module")
def game() -> Game:
    return midgame_position()


def map_copy(folder: Path, edit: Edit) -> Path:
    """`maps/` (the .tmx and its .tsx tilesets) and the tile images it links as
    `../assets/tiles/*.png`, copied under `folder`, with board.tmx edited by `edit`."""
    maps = folder / "maps"
    maps.mkdir(parents=True)
    for source in (*MAP.parent.glob("*.tmx"), *MAP.parent.glob("*.tsx")):
        shutil.copy(source, maps / source.name)
    shutil.copytree(resource_path("assets", "tiles"), folder / "assets" / "tiles")
    tree = ET.parse(maps / "board.tmx")
    edit(tree.getroot())
    tree.write(maps / "board.tmx", encoding="UTF-8", xml_declaration=True)
    return maps / "board.tmx"


def map_object(root: ET.Element, name: str) -> ET.Element:
    for obj in root.iter("object"):
        if obj.get("name") == name:
            return obj
    raise AssertionError(f"no object {name} in the map")


def move(name: str, dx: int, dy: int) -> Edit:
    """What a designer does by dragging an object in Tiled."""

    def edit(root: ET.Element) -> None:
        obj = map_object(root, name)
        obj.set("x", str(int(obj.attrib["x"]) + dx))
        obj.set("y", str(int(obj.attrib["y"]) + dy))

    return edit


def set_property(name: str, key: str, value: str) -> Edit:
    """What a designer does by typing a value in an object's custom properties."""

    def edit(root: ET.Element) -> None:
        for prop in map_object(root, name).iter("property"):
            if prop.get("name") == key:
                prop.set("value", value)
                return
        raise AssertionError(f"{name} has no property {key}")

    return edit


def view_of(path: Path) -> BoardView:
    layout, background = load_board(path)
    view = BoardView(layout, (layout.width_px, layout.height_px), lambda: background)
    view.resize(WINDOW)
    return view


def drawn(painter: Callable[[pygame.Surface], None]) -> pygame.Surface:
    """What `painter` draws on a transparent window-sized surface."""
    surface = pygame.Surface(WINDOW, pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    painter(surface)
    return surface


def pixels(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect), "RGBA")


def owned_space_with_worker(game: Game) -> int:
    """A road space with a building, its owner's house and a worker on it."""
    board = game.board
    for space, tile in enumerate(board.road, start=1):
        if tile and tile[1] is not None and board.road_workers[space - 1] is not None:
            return space
    raise AssertionError("the mid-game position has no owned building with a worker")


def test_a_road_space_moved_in_the_map_is_drawn_where_it_was_moved(
    tmp_path: Path, game: Game
) -> None:
    space = owned_space_with_worker(game)
    place = road_place(space)
    # onto the turn-order track: clear of every other road space, so nothing overdraws it
    dx, dy = 64, 200 - view_of(MAP).layout.place(place).rect[1]
    original = view_of(map_copy(tmp_path / "original", lambda root: None))
    moved = view_of(map_copy(tmp_path / "moved", move(str(place), dx, dy)))

    old, new = original.place(place), moved.place(place)
    assert (new.x - old.x, new.y - old.y) == (dx * HALF, dy * HALF)
    assert new.size == old.size
    others = [moved.place(road_place(n)) for n in range(1, 29) if n != space]
    assert new.collidelist(others) == -1

    def road(view: BoardView) -> Callable[[pygame.Surface], None]:
        return lambda surface: draw_road(surface, view, game, frozenset())

    before, after = drawn(road(original)), drawn(road(moved))
    assert pixels(after, new) == pixels(before, old), "tile, house and worker moved together"
    assert pixels(after, old) != pixels(before, old), "nothing is left where the space was"
    assert after.subsurface(old).get_bounding_rect().size == (0, 0)


def test_the_provost_stands_where_the_maps_spot_says(tmp_path: Path, game: Game) -> None:
    place = str(road_place(game.board.provost))
    original = view_of(map_copy(tmp_path / "original", lambda root: None))

    def move_the_provost(root: ET.Element) -> None:
        set_property(place, "provost_x", "0.8")(root)
        set_property(place, "provost_y", "1.1")(root)

    edited = map_copy(tmp_path / "edited", move_the_provost)
    changed = view_of(edited)

    def provost(view: BoardView) -> Callable[[pygame.Surface], None]:
        return lambda surface: draw_road_pieces(surface, view, game, frozenset({"bailiff"}))

    before = drawn(provost(original)).get_bounding_rect()
    after = drawn(provost(changed)).get_bounding_rect()
    space = changed.place(place)
    expected = ((0.8 - 0.3) * space.w, (1.1 - -0.08) * space.h)
    assert after.size == before.size
    assert abs(after.centerx - before.centerx - expected[0]) <= 1
    assert abs(after.centery - before.centery - expected[1]) <= 1
    point = provost_point(changed, game.board.provost)
    assert after.collidepoint(round(point[0]), round(point[1]))
    assert point == (space.x + 0.8 * space.w, space.y + 1.1 * space.h)


def test_the_game_scene_reads_the_map_it_is_given(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The whole game screen follows an edited map: nothing else holds a position."""
    moved = map_copy(tmp_path, move("merchants_guild", 64, 64))
    monkeypatch.setattr(board_map, "default_map_path", lambda: moved)
    monkeypatch.setattr(game_scene, "_BOARD_CACHE", {})
    scene = game_scene.GameScene(StillApp(WINDOW), midgame_position(), autosave=False)
    scene.draw(pygame.Surface(WINDOW))
    shipped = view_of(MAP)
    for place in board_places():
        delta = (32, 32) if str(place) == "merchants_guild" else (0, 0)
        old, new = shipped.place(place), scene.view.place(place)
        assert (new.x - old.x, new.y - old.y) == delta, place
    specials = [Place(name) for name in SPECIAL_ORDER]
    assert scene.view.zone_at(scene.view.place("merchants_guild").center, specials) == \
        Place("merchants_guild")
    left_behind = shipped.place("merchants_guild").move(1, 1).topleft
    assert scene.view.zone_at(left_behind, specials) is None


def test_the_provost_flies_from_where_it_stands_to_where_it_will_stand(
    tmp_path: Path, game: Game
) -> None:
    place = str(road_place(3))
    view = view_of(map_copy(tmp_path, set_property(place, "provost_y", "0.9")))
    (flight,) = tweens_for([Event(EventKind.PROVOST, None, {"from": 3, "to": 5})], game, view)
    assert flight.start == view.map_spot(road_place(3), "provost")
    assert flight.end == view.map_spot(road_place(5), "provost")
    x, y, w, h = view.map_rect(road_place(3))
    assert flight.start == (x + 0.3 * w, y + 0.9 * h)
