"""Whether every place on the board shows its name, measured on the drawn screen (issue 34:
at 1280×720 and text 200% the names of six buildings vanished, left to tooltips a room
watching a projector cannot hover).

Two boards hold every building of the game between them (the road has fewer spaces than
there are buildings); each is drawn in the game scene while the ledger records the lines of
text on the screen. A place is named when a line inside its space reads its name, its short
form from the catalogue (`game.tile.short.<id>`), or a line of one of them (a name on two
lines). `python -m caylus.devtools.text_check` prints the count; a test holds it at 0 in every
language at 100% and at the largest setting.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import pygame

from caylus.core import Game, new_game
from caylus.core.buildings import BUILDINGS, SPECIAL_BUILDINGS
from caylus.core.places import ROAD_LENGTH, Place, parse_place
from caylus.ui.render.labels import building_names, tiny_name

WINDOW = (1280, 720)


def road_buildings() -> list[str]:
    return [building for building in BUILDINGS if building not in SPECIAL_BUILDINGS]


def boards(players: int = 5) -> Iterator[Game]:
    """Games whose roads together hold every building once (ownerless, no workers)."""
    buildings = road_buildings()
    for first in range(0, len(buildings), ROAD_LENGTH):
        board_game = new_game(players, 1)
        chunk = buildings[first:first + ROAD_LENGTH]
        board_game.board.road = [(building, None) for building in chunk] + [
            None] * (ROAD_LENGTH - len(chunk))
        yield board_game


def places_of(game: Game) -> list[tuple[Place, str]]:
    """Each building on the road and each special building, with its id."""
    road = [(Place("road", space + 1), tile[0]) for space, tile in enumerate(game.board.road)
            if tile]
    return road + [(parse_place(building), building) for building in SPECIAL_BUILDINGS]


def names_a_place(words: str, building: str) -> bool:
    """Whether a drawn line reads the building's name, its short form, or a line of them."""
    words = words.strip().rstrip("-‐")
    forms = [*building_names(building), tiny_name(building) or ""]
    return len(words) >= 2 and any(words in form for form in forms)


def unnamed_places(language: str, setting: int, window: tuple[int, int] = WINDOW) -> list[str]:
    """The buildings drawn without a readable name in `language` at text size `setting`."""
    from caylus.devtools import ledger, showcase
    from caylus.ui.app import App
    from caylus.ui.layout import TEXT_ZOOMS, set_text_zoom
    from caylus.ui.render import text
    from caylus.ui.settings import Settings

    missing: list[str] = []
    for game in boards():
        text.forget_all()
        with ledger.recording() as book:
            app = App(settings=Settings(language=language, text_size=setting), size=window,
                      fullscreen=False, show_title=True)
            try:
                app.start_game(game)
                app.run_frames(n=2)
                target = pygame.Surface(app.size)
                app.scenes.draw(target)
                lines = [line for line in book.lines(target) if isinstance(line, ledger.Line)]
                missing += _unnamed(app.scenes.top, game, lines)
            finally:
                showcase.close(app)
                set_text_zoom(TEXT_ZOOMS[0])
    return missing


def _unnamed(scene: object, game: Game, lines: Sequence[object]) -> list[str]:
    from caylus.devtools.ledger import Line
    from caylus.ui.scenes.game import GameScene

    assert isinstance(scene, GameScene), "the game scene is on top"
    missing = []
    for place, building in places_of(game):
        rects = scene.view.zone_rects(place) if scene.view.zone_places(place) else []
        named = any(isinstance(line, Line) and rect.contains(line.ink)
                    and names_a_place(line.words, building)
                    for rect in rects for line in lines)
        if not named:
            missing.append(building)
    return missing
