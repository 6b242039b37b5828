"""The game scene driven like a player drives it: placing, the provost, every decision kind,
animation. Synthetic mouse and key events, headless."""

from __future__ import annotations

import pygame
import pytest

from caylus.core import Action, Game, new_game
from caylus.core.placement import placement_cost
from caylus.core.places import road_place
from caylus.ui.animation import TweenKind
from caylus.ui.i18n import t
from caylus.ui.scenes.game import screenshot_midgame
from caylus.ui.scenes.game.panel_hits import HitKind
from tests.ui.conftest import Driver
from tests.ui.scene_input import (
    click,
    drag,
    make_with_clicks,
    motion,
    press,
    release,
    road_zone_with,
    scene_position_with,
    start,
    still_app,
)


@pytest.fixture(scope="module")
def app():
    return still_app()


# --- placement ------------------------------------------------------------------------------


def test_drag_and_drop_places_a_worker_and_charges_its_cost(app):
    game = new_game(3, seed=2)
    scene = start(app, game)
    seat = game.current_seat
    deniers = game.players[seat].deniers
    cost = placement_cost(game, seat, road_place(1))
    assert scene.supply_rects, "the active player's workers stand in the supply"
    drag(app, scene.supply_rects[0].center, scene.zone_point("road_1"))
    game = scene.game
    assert game.board.road_workers[0] == seat
    assert game.players[seat].deniers == deniers - cost
    assert str(game.history[-1]) == "place 1"


def test_an_illegal_drop_snaps_back_and_changes_nothing(app):
    game = new_game(3, seed=2)
    scene = start(app, game)
    before = game.to_dict()
    empty = road_zone_with(game, lambda s: game.board.building_at(s) is None)
    app.run_frames([press(scene.supply_rects[0].center), motion(scene.zone_point(empty), True)])
    assert "empty" in scene.targets.zone_problem(empty), "hovering an illegal target says why"
    app.run_frames([release(scene.zone_point(empty))])
    assert scene.game.to_dict() == before
    assert scene.pointer.drag is None and not scene.pointer.selected


def test_click_a_worker_then_a_target(app):
    game = new_game(3, seed=2)
    scene = start(app, game)
    seat = game.current_seat
    click(app, scene.supply_rects[0].center)
    assert scene.pointer.selected
    assert scene.targets.glowing_zones(), "legal targets glow once a worker is picked up"
    click(app, scene.zone_point("gate"))
    assert scene.game.board.specials["gate"] == seat


def test_pass_button_passes(app):
    game = new_game(3, seed=2)
    scene = start(app, game)
    seat = game.current_seat
    click(app, scene.view.region("pass_button").center)
    assert scene.game.passed == [seat]


def test_undo_walks_back_one_decision_at_a_time_and_names_whose_it_is(app):
    game = new_game(3, seed=2)
    scene = start(app, game)
    start_state = game.to_dict()
    first = game.current_seat
    click(app, scene.view.region("pass_button").center)
    assert scene.session.undo_seat == first
    click(app, scene.view.region("undo_button").center)  # not the next person's own decision
    Driver(app).click_text(t("game.take_back.confirm"))  # so the first person agrees
    assert scene.game.to_dict() == start_state
    assert not scene.session.can_undo
    click(app, scene.view.region("pass_button").center)  # first seat passes
    second = scene.game.current_seat
    click(app, scene.view.region("pass_button").center)  # second seat passes
    app.run_frames([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL,
                                       unicode="z")])
    Driver(app).click_text(t("game.take_back.confirm"))
    assert scene.game.passed == [first] and scene.game.current_seat == second
    assert scene.session.undo_seat == first, "the position alone decides what Undo offers"
    resumed = start(app, Game.from_dict(scene.game.to_dict()))
    assert resumed.session.undo_seat == first, "and a continued game offers the same"


def test_every_decision_is_saved(app, tmp_path, monkeypatch):
    from caylus.ui import autosave

    monkeypatch.setattr(autosave, "autosave_path", lambda: tmp_path / "autosave.json")
    scene = start(app, new_game(2, seed=5))
    click(app, scene.view.region("pass_button").center)
    from caylus.persistence.saves import load_game

    assert load_game(tmp_path / "autosave.json").history == scene.game.history


# --- the provost ----------------------------------------------------------------------------


def test_dragging_the_provost_moves_it_and_charges_per_space(app):
    game = scene_position_with("provost", test=lambda g: g.board.provost <= 25
                         and g.players[g.current_seat].deniers >= 2)
    scene = start(app, game)
    seat = game.current_seat
    deniers = game.players[seat].deniers
    provost = game.board.provost
    from caylus.ui.render.board_state import provost_point

    drag(app, tuple(map(round, provost_point(scene.view, provost))),
         scene.zone_point(f"road_{provost + 2}"))
    assert scene.game.board.provost == provost + 2
    assert scene.game.players[seat].deniers == deniers - 2


# --- every decision kind through the panel or the board ---------------------------------------


def deepest(game: Game, kind: str | None = None) -> Action:
    """The legal action with the most arguments (the longest way through the UI)."""
    actions = [a for a in game.legal_actions() if kind is None or a.kind == kind]
    return max(actions, key=lambda a: (len(a.args), str(a)))


KINDS = ["gate", "guild", "joust", "inn", "provost", "produce", "owner_bonus", "market",
         "peddler", "build", "lawyer", "alchemy", "exchange", "castle", "favour"]


@pytest.mark.parametrize("kind", KINDS)
def test_each_decision_kind_is_resolved_by_clicking(app, kind):
    game = scene_position_with(kind)
    scene = start(app, game)
    for action in (deepest(game), game.legal_actions()[0]):
        scene = start(app, game.clone())
        assert make_with_clicks(app, scene, action), f"{action} through the UI"


@pytest.mark.parametrize("kind", ["gate", "favour", "provost"])
def test_no_click_is_planned_for_a_computers_decision(kind):
    """next_click_for says None (no click of a person makes it) for a computer's decision;
    it raised IndexError: the panel, emptied while a computer decides, was as deep as the
    action's path."""
    from caylus.core import replay
    from caylus.ui.scenes.game import GameScene
    from caylus.ui.scenes.game.screenshot import StillApp

    found = scene_position_with(kind)
    seats = ["human"] * found.num_players
    seats[found.current_seat] = "easy"
    game = replay({**found.setup.document(), "seats": seats}, list(found.history))
    scene = GameScene(StillApp((1280, 720)), game, autosave=False)
    scene.draw(pygame.Surface((1280, 720)))
    assert scene.computers.to_move() and scene.game.decision.kind == kind
    assert all(scene.next_click_for(action) is None for action in game.legal_actions())


def test_favour_cubes_four_uses_the_cube_picker(app):
    game = scene_position_with("favour", test=lambda g: any(
        a.args[:2] == ("cubes", 4) for a in g.legal_actions()))
    scene = start(app, game)
    action = next(a for a in game.legal_actions() if a.args[:2] == ("cubes", 4))
    assert make_with_clicks(app, scene, action, limit=16)


def architect_position() -> Game:
    """The Architect owed to a seat with two residences (spaces 10 and 11) and cubes."""
    game = new_game(3, seed=4)
    data = game.to_dict()
    seat = game.current_seat
    state = data["state"]
    state["board"]["road"][8] = ["architect", 1 - seat if seat else 1]
    state["board"]["road"][9] = ["residence", seat]
    state["board"]["road"][10] = ["residence", seat]
    state["board"]["road_workers"][8] = seat
    state["players"][seat]["cubes"] = {"F": 3, "W": 3, "S": 5, "C": 3, "G": 3}
    state["players"][seat]["workers_out"] = 1
    state["phase"], state["flow"]["road_space"] = "road", 9
    state["decision"] = {"kind": "build", "seat": seat, "context": {"space": 9}}
    return Game.from_dict(data)


def test_architect_builds_on_a_chosen_residence(app):
    game = architect_position()
    seat = game.current_seat
    action = next(a for a in game.legal_actions() if a.args == ("cathedral", 11))
    scene = start(app, game)
    assert make_with_clicks(app, scene, action)
    assert scene.game.board.road[10] == ("cathedral", seat)


def test_a_click_on_the_board_never_guesses_which_building(app):
    """Any prestige building could go on either residence: the board picks only once the
    building is chosen."""
    scene = start(app, architect_position())
    assert road_place(11) not in scene.panel.zone_choices()
    click(app, scene.zone_point(road_place(11)))
    assert not scene.game.history and not scene.panel.path
    cathedral = next(c for c in scene.panel.visible_choices() if c.key == "tile:cathedral")
    for _ in range(4):  # turning the panel's page if it must
        if scene.panel.path:
            break
        click(app, scene.clicks.choice_point(cathedral))
    assert {road_place(10), road_place(11)} <= set(scene.panel.zone_choices())
    click(app, scene.zone_point("road_11"))
    assert scene.game.board.road[10][0] == "cathedral"


def test_hovering_a_building_shows_its_tooltip(app):
    scene = start(app, new_game(3, seed=2))
    app.run_frames([motion(scene.zone_point("road_7"))])
    lines = [" ".join(str(t) for t in line) for line in
             __import__("caylus.ui.scenes.game.hud", fromlist=["x"]).building_tooltip_lines(
                 scene.game, "fixed_peddler", 7)]
    assert lines[0] == "Peddler"
    assert scene.context.pictures.tooltips, "a tooltip was drawn for the hovered building"


def test_escape_opens_the_pause_menu(app):
    from caylus.ui.scenes.pause import PauseScene

    start(app, new_game(2, seed=1))
    app.run_frames([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert isinstance(app.scenes.top, PauseScene)


# --- pictures --------------------------------------------------------------------------------


def test_midgame_screenshot_is_written_and_not_blank(tmp_path):
    path = screenshot_midgame(tmp_path / "game.png", (1280, 720))
    image = pygame.image.load(str(path))
    assert image.get_size() == (1280, 720)
    colours = {image.get_at((x, y))[:3] for x in range(0, 1280, 16) for y in range(0, 720, 16)}
    assert len(colours) > 500


# --- animation -------------------------------------------------------------------------------


def test_a_placement_flies_the_worker_and_a_click_skips_the_flight(app):
    app.settings.animation_speed = "normal"
    try:
        scene = start(app, new_game(3, seed=2))
        drag(app, scene.supply_rects[0].center, scene.zone_point("road_1"))
        assert scene.animator.busy, "the placed worker is in flight"
        assert ("worker", road_place(1)) in scene.animator.hidden(), "and not drawn twice"
        app.run_frames(n=3)
        app.run_frames([press((5, 5), button=3)])  # any click finishes the flights at once
        assert not scene.animator.busy
    finally:
        app.settings.animation_speed = "off"


def test_with_animations_off_nothing_waits():
    from caylus.ui.animation import Animator, Tween

    animator = Animator(0.0)
    animator.add([Tween(TweenKind.WORKER, (0, 0), (10, 10), 0.4)])
    assert not animator.busy


# --- the decision panel holds still ------------------------------------------------------------


@pytest.mark.parametrize("kind", ["inn", "build", "guild", "lawyer"])
def test_hovering_a_choice_never_moves_a_button(app, kind):
    """A hint shown on hover must not push the buttons away from the pointer (it did: the
    hovered button jumped down, so the click landed beside it)."""
    scene = start(app, scene_position_with(kind))
    layout = [(hit.kind, hit.rect) for hit in scene.panel.hits]
    for _, rect in layout:
        app.run_frames([motion(rect.center)])
        assert [(hit.kind, hit.rect) for hit in scene.panel.hits] == layout
    choice = next(h for h in scene.panel.hits if h.kind is HitKind.CHOICE)
    before = len(scene.game.history)
    click(app, choice.rect.center)
    assert len(scene.game.history) == before + 1 or scene.panel.path, "the click was taken"


