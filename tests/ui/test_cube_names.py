"""Cubes are told apart by more than colour (issue 10, item 11): each kind has its own mark,
and a cube counter in a player's panel names its kind when hovered."""

from __future__ import annotations

from itertools import combinations

import pygame
import pytest

from caylus.core import new_game
from caylus.core.places import slot_place
from caylus.ui.i18n import t
from caylus.ui.render import pieces
from caylus.ui.render.player_panels import stat_points
from caylus.ui.scenes.game import GameScene, hud
from caylus.ui.theme import CUBE_COLOURS

KINDS = "FWSCG"


def mark_mask(letter: str, size: int = 40) -> frozenset[tuple[int, int]]:
    """The pixels of the front face that are not the cube's own colour: its mark."""
    sprite = pieces.cube_sprite(letter, size)
    colour = CUBE_COLOURS[letter]
    depth = max(2, size // 4)
    face = pygame.Rect(3, depth + 3, size - depth // 2 - 4, size - depth - 4)
    return frozenset((x - face.x, y - face.y) for x in range(face.left, face.right)
                     for y in range(face.top, face.bottom)
                     if tuple(sprite.get_at((x, y)))[:3] != colour)


@pytest.mark.parametrize(("one", "other"), list(combinations(KINDS, 2)))
def test_every_cube_kind_has_a_mark_of_its_own(one: str, other: str) -> None:
    first, second = mark_mask(one), mark_mask(other)
    assert first and second
    differing = len(first ^ second)
    assert differing > 0.25 * min(len(first), len(second))  # shapes, not a pixel or two


def test_hovering_a_cube_counter_names_it(app, monkeypatch: pytest.MonkeyPatch) -> None:
    game = new_game(3, seed=1)
    app.start_game(game)
    scene = app.scenes.top
    assert isinstance(scene, GameScene)
    app.run_frames(n=1)
    panel = scene.view.place(slot_place("panel", 2))
    x, y = stat_points(panel, scene.game, 1)["W"]
    assert scene.targets.stat_at((round(x), round(y))) == (1, "W")
    shown: list[list[tuple]] = []
    real = hud.render_tooltip

    def recording(lines, *a):
        shown.append(lines)
        return real(lines, *a)

    monkeypatch.setattr(hud, "render_tooltip", recording)
    scene.animator.skip()
    app.run_frames([pygame.event.Event(pygame.MOUSEMOTION, pos=(round(x), round(y)),
                                       rel=(0, 0), buttons=(0, 0, 0))])
    player = scene.game.players[1]
    told = t("game.tooltip.stat.wood", who=player.name, count=player.cubes["W"])
    assert any(told in line for lines in shown for line in lines)
