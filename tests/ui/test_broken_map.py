"""A broken board map is a clear message on the title screen, never a crash, and the game
that was about to start stays saved for Continue."""

from __future__ import annotations

from pathlib import Path

import pytest

from caylus.core import new_game
from caylus.ui import board_map
from caylus.ui.autosave import has_autosave, load_autosave
from caylus.ui.scenes.game import scene as game_scene
from caylus.ui.scenes.title import TitleScene


@pytest.fixture
def broken_map(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    broken = tmp_path / "board.tmx"
    broken.write_text("<map version='1.10'>not a finished map", "utf-8")
    monkeypatch.setattr(board_map, "default_map_path", lambda: broken)
    monkeypatch.setattr(game_scene, "_BOARD_CACHE", {})
    return broken


def test_a_broken_map_sends_the_player_to_the_title_with_the_reason(app, broken_map) -> None:
    game = new_game(3, seed=8)
    game.apply(game.legal_actions()[1])
    app.start_game(game)
    top = app.scenes.top
    assert isinstance(top, TitleScene) and top.notice is not None
    assert "board map could not be loaded" in top.notice
    assert "board.tmx" in top.notice
    app.run_frames(n=2)  # the title draws the notice without failing
    assert has_autosave()
    assert load_autosave().history == game.history
