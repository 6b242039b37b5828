"""Every place on the board shows a name a room can read, measured on the drawn screen
(issue 34: at 1280×720 and text 200% six buildings' names vanished, "left to their
tooltips", which a room watching a projector cannot hover)."""

from __future__ import annotations

import pytest

from caylus.devtools.place_names import road_buildings, unnamed_places
from caylus.ui.layout import TEXT_ZOOMS
from caylus.ui.settings import LANGUAGES


@pytest.mark.slow
@pytest.mark.parametrize("setting", [TEXT_ZOOMS[0], TEXT_ZOOMS[-1]])
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_building_shows_its_name_at_1280x720(language: str, setting: int) -> None:
    assert unnamed_places(language, setting) == []


def test_the_check_sees_every_building_and_notices_a_missing_name(monkeypatch) -> None:
    """Not a check that cannot fail: with the tiny forms gone, the largest text leaves
    buildings unnamed, and the boards hold every building of the game."""
    import caylus.ui.render.tiles as tiles
    from caylus.core.buildings import BUILDINGS, SPECIAL_BUILDINGS
    from caylus.devtools.place_names import boards

    on_roads = [tile[0] for game in boards() for tile in game.board.road if tile]
    assert sorted(on_roads) == sorted(road_buildings())
    assert set(on_roads) | set(SPECIAL_BUILDINGS) == set(BUILDINGS) | set(SPECIAL_BUILDINGS)
    monkeypatch.setattr(tiles, "tiny_name", lambda building: None)
    assert "workshop" in unnamed_places("en", TEXT_ZOOMS[-1])
