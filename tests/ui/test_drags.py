"""Every worker move that can be clicked can be dragged, and the provost drops anywhere in a
road space's column (issue 10, items 3 and 10)."""

from __future__ import annotations

import pygame

from caylus.core import Game
from caylus.core.places import Place, road_place
from caylus.ui.render.board_state import provost_point
from caylus.ui.scenes.game import GameScene
from caylus.ui.scenes.game.targets import ACTING_ZONES

from .positions import position_with


def start(app, game: Game) -> GameScene:
    app.start_game(game)
    scene = app.scenes.top
    assert isinstance(scene, GameScene)
    app.run_frames(n=1)
    scene.animator.skip()
    return scene


def drag(app, start_pos, end_pos, steps: int = 5) -> None:
    held = (1, 0, 0)
    events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start_pos, button=1)]
    for i in range(1, steps + 1):
        point = (round(start_pos[0] + (end_pos[0] - start_pos[0]) * i / steps),
                 round(start_pos[1] + (end_pos[1] - start_pos[1]) * i / steps))
        events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0),
                                         buttons=held))
    app.run_frames(events)
    app.run_frames([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end_pos, button=1)])


def test_the_provost_drops_on_the_strip_beside_a_space(app) -> None:
    def near_and_affordable(g: Game) -> bool:
        seat = g.current_seat
        assert seat is not None
        return g.board.provost <= 25 and g.players[seat].deniers >= 2

    game = position_with("provost", near_and_affordable)
    scene = start(app, game)
    provost, seat = game.board.provost, game.current_seat
    assert seat is not None
    deniers = game.players[seat].deniers
    target = scene.view.place(road_place(provost + 2))
    above = (target.centerx, target.top - target.height // 3)  # the strip, not the tile
    assert not target.collidepoint(above)
    assert scene.targets.provost_delta_at(above) == 2  # so the cost shows while hovering there
    drag(app, tuple(map(round, provost_point(scene.view, provost))), above)
    assert scene.game.board.provost == provost + 2
    assert scene.game.players[seat].deniers == deniers - 2


def test_far_from_the_road_the_provost_does_not_move(app) -> None:
    game = position_with("provost")
    scene = start(app, game)
    assert scene.targets.provost_delta_at((2, 2)) is None


def test_the_gate_worker_can_be_dragged_to_its_new_place(app) -> None:
    game = position_with("gate")
    scene = start(app, game)
    action = next(a for a in game.legal_actions() if a.kind == "gate")
    where = action.args[0]
    assert isinstance(where, (Place, str))
    target = scene.zone_point(where)
    gate = scene.zone_point(ACTING_ZONES["gate"])
    drag(app, gate, target)
    assert scene.game.history[-1] == action
