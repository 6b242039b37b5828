"""A broken tile image in a running game: the title screen names the file and asks for a
reinstall, and the game that was about to start stays saved for Continue (issue 9, section 3).
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from caylus import resources
from caylus.core import new_game
from caylus.ui import i18n, theme
from caylus.ui.app import App
from caylus.ui.autosave import has_autosave, load_autosave
from caylus.ui.scenes.game import scene as game_scene
from caylus.ui.scenes.title import TitleScene

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def shipped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A copy of the shipped files that the game reads instead of the real ones."""
    copy = tmp_path / "shipped"
    for folder in ("maps", "assets"):
        shutil.copytree(ROOT / folder, copy / folder)
    monkeypatch.setattr(resources, "project_root", lambda: copy)
    monkeypatch.setattr(game_scene, "_BOARD_CACHE", {})
    i18n._catalogue.cache_clear()
    theme.forget_fonts()
    yield copy
    i18n._catalogue.cache_clear()
    theme.forget_fonts()


@pytest.mark.parametrize("broken", ["missing", "damaged"])
def test_a_broken_tile_image_is_named_on_the_title_and_the_game_is_kept(
    shipped: Path, app: App, broken: str
) -> None:
    image = shipped / "assets" / "tiles" / "terrain.png"
    if broken == "missing":
        image.unlink()
    else:
        image.write_bytes(image.read_bytes()[:300])
    game = new_game(2, seed=4)
    game.apply(game.legal_actions()[0])
    app.start_game(game)
    top = app.scenes.top
    assert isinstance(top, TitleScene) and top.notice is not None
    assert str(image) in top.notice and "reinstall" in top.notice
    app.run_frames(n=2)  # the notice draws without failing
    assert has_autosave() and load_autosave().history == game.history
