"""What the game scene tells a player without a click: the road, the placement summary,
notices, landing flights, previews of a choice's consequence, the next player's name."""

from __future__ import annotations

import errno
import logging

import pygame
import pytest

from caylus.core import new_game
from caylus.core.places import castle_part_place, road_place
from caylus.core.vocabulary import EventKind
from caylus.ui.render.labels import IconKind
from caylus.ui.scenes.game import GameScene
from tests.ui.scene_input import (
    click,
    make_with_clicks,
    motion,
    press,
    road_zone_with,
    scene_position_with,
    start,
    still_app,
)


@pytest.fixture(scope="module")
def app():
    return still_app()


# --- the road reads by itself ----------------------------------------------------------------


def test_road_numbers_and_scoring_sections_come_from_the_map(app, monkeypatch) -> None:
    """Every road space is numbered from the map's `index` property, and the scoring spaces
    name their section from its `scoring` property (not from numbers written in Python)."""
    from caylus.ui.render import board_state

    scene = start(app, new_game(3, seed=2))
    drawn: dict[int, str | None] = {}

    def record(surface, rect, number, section, under, scored, worker=None):
        drawn[number] = section
        return rect

    monkeypatch.setattr(board_state, "draw_space_number", record)
    surface = pygame.Surface(scene.view.window)
    board_state.draw_road(surface, scene.view, scene.game, frozenset())
    assert sorted(drawn) == list(range(1, 29))
    assert {n: s for n, s in drawn.items() if s} == {12: "dungeon", 18: "walls", 24: "towers"}
    for space in (1, 12, 28):
        assert scene.view.properties(f"road_{space}")["index"] == space

    layout = scene.view.layout
    places = dict(layout.places)
    moved = places[road_place(5)]
    places[road_place(5)] = type(moved)(moved.id, moved.kind, moved.rect,
                                   {**moved.properties, "index": 99}, moved.spots)
    monkeypatch.setattr(scene.view, "layout", type(layout)(
        layout.width_px, layout.height_px, layout.tile_width, layout.tile_height, places,
        layout.regions))
    drawn.clear()
    board_state.draw_road(surface, scene.view, scene.game, frozenset())
    assert 99 in drawn and 5 not in drawn, "the number is the map's, whatever it says"


def test_an_empty_road_space_shows_its_number(app):
    scene = start(app, new_game(3, seed=2))
    empty = road_zone_with(scene.game, lambda s: scene.game.board.building_at(s) is None)
    rect = scene.view.place(empty)
    with_number = app.render().subsurface(rect).copy()
    plain = scene.view.background().subsurface(rect).copy()
    changed = sum(with_number.get_at((x, y)) != plain.get_at((x, y))
                  for x in range(rect.w) for y in range(rect.h))
    assert changed > rect.w * rect.h // 50, "digits are drawn over the empty space"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_building_names_stay_whole_and_readable_on_small_windows(size, monkeypatch) -> None:
    """Every building's name on its tile is at least 12 px and never cut with an ellipsis:
    condensed a little, or the catalogue's short form."""
    from caylus.core.buildings import BUILDINGS
    from caylus.ui.render import text, tiles
    from caylus.ui.scenes.game.screenshot import StillApp

    scene = GameScene(StillApp(size), new_game(2, seed=1), autosave=False)
    scene._ensure_view(size)
    rect = scene.view.place("road_1")
    inner = rect.inflate(-max(4, rect.w // 16), -max(4, rect.h // 16))
    cut: list[str] = []

    def fit(words, *a, **k):
        cut.append(words)
        return words

    monkeypatch.setattr(text, "fit", fit)
    text._CACHE.clear()
    surface = pygame.Surface(size)
    for building in BUILDINGS:
        bottom = tiles.draw_tile_name(surface, inner, building, (255, 255, 255))
        assert bottom - inner.y >= text.line_height(12), building
    assert cut == []


def test_hovering_an_empty_scoring_space_says_which_section_it_scores(app):
    scene = start(app, new_game(3, seed=2))
    assert scene.game.board.building_at(24) is None
    app.run_frames([motion(scene.zone_point("road_24"))])
    lines = scene.pointer_view.tooltip_lines(None, 24)
    assert lines[0] == ("Road space 24",)
    assert "Towers" in lines[-1][1]
    assert scene.context.pictures.tooltips, "a tooltip was drawn"


def test_tooltips_never_leave_the_window():
    from caylus.ui.scenes.game.pointer_view import beside

    screen = pygame.Rect(0, 0, 1280, 720)
    for pointer in [(5, 5), (1275, 5), (5, 715), (1275, 715), (640, 360), (100, 700)]:
        for size in [(300, 200), (900, 500), (1280, 720)]:
            box = beside(pygame.Rect((0, 0), size), pointer, 20, screen)
            assert screen.contains(box), (pointer, size, box)


# --- the placement summary ----------------------------------------------------------------------


def summary_line(scene: GameScene, key: str) -> tuple:
    from caylus.ui.i18n import t

    return next(line for line in scene.panel.summary if line[0] == t(key))


def test_placement_summary_shows_the_cost_rising_with_each_pass(app):
    """R-PLACE-3: a place costs 1 + the number of players who passed; own buildings cost 1."""
    from caylus.ui.render.labels import Icon

    scene = start(app, new_game(4, seed=3))
    assert summary_line(scene, "game.summary.cost")[1] == Icon(IconKind.DENIERS, 1)
    first = scene.game.current_seat
    click(app, scene.view.region("pass_button").center)
    second = scene.game.current_seat
    line = summary_line(scene, "game.summary.cost")
    assert line[1] == Icon(IconKind.DENIERS, 2) and line[-1] == Icon(IconKind.DENIERS, 1)
    click(app, scene.view.region("pass_button").center)
    assert summary_line(scene, "game.summary.cost")[1] == Icon(IconKind.DENIERS, 3)
    passed = summary_line(scene, "game.summary.passed")
    names = [token for token in passed if token in {p.name for p in scene.game.players}]
    assert names == [scene.game.players[first].name, scene.game.players[second].name]
    seat = scene.game.current_seat
    player = scene.game.players[seat]
    have = next(line for line in scene.panel.summary
                if Icon(IconKind.WORKER, player.colour) in line)
    assert have[1] == Icon(IconKind.DENIERS, player.deniers)
    assert have[0] == "You have" and have[-1] == f"×{player.workers_available}\u00a0workers"


def test_placement_summary_in_a_two_player_game_and_at_the_inn(app):
    """R-TWO: after a pass a place costs 3; at the Inn every place costs 1 (R-SPECIAL inn)."""
    from caylus.ui.render.labels import Icon

    scene = start(app, new_game(2, seed=3))
    click(app, scene.view.region("pass_button").center)
    assert summary_line(scene, "game.summary.cost")[1] == Icon(IconKind.DENIERS, 3)
    game = scene_position_with("place", players=3,
                               test=lambda g: g.board.inn_right == g.current_seat)
    scene = start(app, game)
    assert summary_line(scene, "game.summary.cost_inn")[1] == Icon(IconKind.DENIERS, 1)


def test_placement_panel_draws_the_summary(app):
    scene = start(app, new_game(3, seed=2))
    rect = scene.decision_rect()
    drawn = app.render().subsurface(rect).copy()
    scene.panel.summary = ()
    scene.panel._key = None
    bare = app.render().subsurface(rect).copy()
    assert pygame.image.tobytes(drawn, "RGB") != pygame.image.tobytes(bare, "RGB")


# --- a failed autosave ----------------------------------------------------------------------


def test_a_failed_autosave_shows_a_notice_and_the_game_goes_on(app, monkeypatch, caplog):
    from caylus.persistence.saves import SaveError
    from caylus.ui import autosave
    from caylus.ui.i18n import t

    caplog.set_level(logging.WARNING, logger="caylus.ui.scenes.game.scene")
    scene = start(app, new_game(3, seed=2))
    assert scene.banners.notice_rect() is None
    working = autosave.autosave

    def refuse(game):
        raise SaveError("cannot save: No space left on device", code="save.not_written",
                        errno=errno.ENOSPC)

    monkeypatch.setattr(autosave, "autosave", refuse)
    click(app, scene.view.region("pass_button").center)
    assert scene.game.passed, "the pass was played although it could not be saved"
    # the player's words (issue 36), not the error's English
    assert scene.banners.save_error == t("error.save.not_written", why=t("os_error.disk_full"))
    screen = app.render()
    notice = scene.banners.notice_rect()
    assert notice is not None and scene.view.region("log").contains(notice)
    red = sum(1 for x in range(notice.left + 4, notice.right - 4, 4)
              for y in range(notice.top + 4, notice.bottom - 4, 4)
              if screen.get_at((x, y))[:3] == (168, 28, 22))
    assert red > 50, "a red notice is on screen"
    click(app, scene.view.region("pass_button").center)
    assert len(scene.game.passed) == 2, "still playing"
    failures = [r for r in caplog.records if r.name == "caylus.ui.scenes.game.scene"]
    assert len(failures) == 1 and "No space left" in failures[0].getMessage(), \
        "the failure is logged once, not after every move"
    monkeypatch.setattr(autosave, "autosave", working)
    click(app, scene.view.region("pass_button").center)
    assert scene.banners.save_error is None, "saving works again"
    assert scene.banners.notice_rect() is None


# --- flights land on their own icon ------------------------------------------------------------


def test_a_castle_house_appears_when_its_cubes_land(app):
    """The house of a batch is not drawn at its destination while the cubes still fly there."""
    app.settings.animation_speed = "normal"
    try:
        game = scene_position_with("castle", test=lambda g: any(
            a.kind == "batch" for a in g.legal_actions()))
        scene = start(app, game)
        before = {section: len(houses) for section, houses in game.board.castle.items()}
        action = next(a for a in game.legal_actions() if a.kind == "batch")
        assert scene.apply(action)
        castle = scene.game.board.castle
        section = next(s for s, houses in castle.items() if len(houses) != before[s])
        key = ("house", castle_part_place(section, len(castle[section])))
        assert key in scene.animator.hidden()
        cubes = [tw for tw in scene.animator.tweens if tw.kind == "cube"]
        pop = next(tw for tw in scene.animator.tweens if tw.kind == "pop")
        assert pop.delay >= max(tw.delay + tw.duration for tw in cubes) - 1e-9
        scene.update(0.05)
        assert key in scene.animator.hidden()
        scene.update(5.0)
        assert key not in scene.animator.hidden()
    finally:
        app.settings.animation_speed = "off"


def test_income_coins_and_produced_cubes_land_on_their_panel_icons(app):
    from caylus.core import Event
    from caylus.ui.render.player_panels import stat_points
    from caylus.ui.scenes.game.effects import tweens_for
    from caylus.ui.scenes.game.layers import landing_scale

    scene = start(app, new_game(3, seed=2))
    view = scene.view
    icons = stat_points(view.place("panel_2"), scene.game, 1)
    events = [Event(EventKind.INCOME, 1, {"amount": 2}),
              Event(EventKind.PRODUCE, 1, {"space": 3, "cubes": "FC"})]
    tweens = tweens_for(events, scene.game, view)
    ends = {(tw.kind, tw.payload.get("cube")): view.to_screen(tw.end) for tw in tweens}
    for (kind, cube), end in ends.items():
        target = icons["deniers" if kind == "coin" else cube]
        assert abs(end[0] - target[0]) < 2 and abs(end[1] - target[1]) < 2, (kind, cube)
    for tween in tweens:
        tween.elapsed = tween.delay + tween.duration
        assert landing_scale(tween) < 0.5, "it shrinks into the icon it lands on"


# --- seeing a choice's consequence ------------------------------------------------------------


def hover_choice(app, scene: GameScene, key_start: str):
    hit = next(h for h in scene.panel.hits if h.choice and h.choice.key.startswith(key_start))
    app.run_frames([motion(hit.rect.center)])
    return hit.choice


def test_the_acting_building_is_framed_in_the_players_colour(app):
    game = scene_position_with("produce")
    scene = start(app, game)
    zone = scene.targets.acting_zone()
    assert zone == road_place(game.decision.space)
    rect = scene.view.place(zone)
    from caylus.ui.render import pieces

    colour = pieces.player_colour(game.players[game.current_seat].colour)
    screen = app.render()
    edge = [screen.get_at((x, rect.top - 3))[:3] for x in range(rect.left + 8, rect.right - 8)]
    assert edge.count(colour) > len(edge) // 2


def test_hovering_a_tile_shows_it_where_it_would_be_built(app):
    game = scene_position_with("build", test=lambda g: g.board.building_at(
        g.decision.space) != "architect" and len(g.legal_actions()) > 1)
    scene = start(app, game)
    space = game.board.first_empty_space()
    rect = scene.view.place(road_place(space))
    before = pygame.image.tobytes(app.render().subsurface(rect), "RGB")
    choice = hover_choice(app, scene, "tile:")
    assert choice.ghost and road_place(space) in choice.preview
    after = pygame.image.tobytes(app.render().subsurface(rect), "RGB")
    assert before != after, "the tile is drawn faintly on the space it would take"


def test_hovering_a_provost_move_shows_the_workers_it_would_leave_out(app):
    """R-PROVOST: workers beyond the provost do not act."""
    game = scene_position_with("provost", test=lambda g: any(
        w is not None for w in g.board.road_workers[g.board.provost - 3:g.board.provost])
        and any(a.args == (-3,) for a in g.legal_actions()))
    scene = start(app, game)
    target = game.board.provost - 3
    cut = scene.targets.cut_spaces(target)
    assert cut and all(s > target and game.board.road_workers[s - 1] is not None for s in cut)
    rect = scene.view.place(road_place(cut[0]))
    before = pygame.image.tobytes(app.render().subsurface(rect), "RGB")
    choice = hover_choice(app, scene, "provost:-3")
    assert str(target) in choice.label, "the button says where the provost goes"
    after = pygame.image.tobytes(app.render().subsurface(rect), "RGB")
    assert before != after, "the left-out worker's space is shaded"


def test_favour_rows_say_what_they_give(app):
    from caylus.ui.render.labels import Icon

    game = scene_position_with("favour", test=lambda g: any(
        a.args[:2] == ("prestige", 1) for a in g.legal_actions()))
    scene = start(app, game)
    rows = {c.key: c.label for c in scene.panel.visible_choices()}
    columns = {int(a.args[1]) for a in game.legal_actions() if a.args[0] == "prestige"}
    assert Icon(IconKind.PRESTIGE, max(columns)) in rows["row:prestige"]


def test_a_lone_step_opens_by_itself_and_says_one_cube(app):
    game = scene_position_with("peddler", test=lambda g: {len(a.args[0]) for a in g.legal_actions()
                                                     if a.kind == "buy"} == {1})
    scene = start(app, game)
    assert scene.panel.path and not scene.panel.can_go_back
    assert all(c.is_leaf for c in scene.panel.visible_choices())
    from caylus.ui.i18n import t

    assert scene.panel.path[0].title == t("game.title.bundle", count=1) == "Choose 1\u00a0cube"
    action = next(a for a in game.legal_actions() if a.kind == "buy")
    assert make_with_clicks(app, scene, action)


def test_a_batch_shows_the_castle_part_it_would_fill(app):
    """R-CASTLE-3: a batch's house lands in the section under construction."""
    game = scene_position_with("castle", test=lambda g: any(a.kind == "batch"
                                                      for a in g.legal_actions()))
    scene = start(app, game)
    section = game.board.section_under_construction()
    choice = hover_choice(app, scene, "batch:")
    assert choice.preview == (castle_part_place(section, len(game.board.castle[section]) + 1),)
    from caylus.ui.i18n import t

    assert t(f"game.section.{section}") in choice.hint


def test_any_cube_never_looks_like_a_stone():
    """The Marketplace sells any cube: its icon must not be the grey of stone."""
    from caylus.ui.render import pieces
    from caylus.ui.theme import CUBE_COLOURS

    size = 24
    any_cube = pieces.cube_sprite("?", size)
    colours = {any_cube.get_at((x, y))[:3] for x in range(size) for y in range(size)
               if any_cube.get_at((x, y))[3] == 255}
    assert {CUBE_COLOURS[k] for k in "FCWG"} <= colours


def test_a_considered_buildings_card_stays_off_the_panel():
    from caylus.ui.scenes.game.previews import card_box

    screen = pygame.Rect(0, 0, 1280, 720)
    panel_left = 915
    for left in (410, 600, 790):
        tile = pygame.Rect(left, 236, 59, 58)
        box = card_box(pygame.Rect(0, 0, 300, 100), tile, 8, panel_left, screen)
        assert box.right <= panel_left and screen.contains(box)
        assert not box.colliderect(tile), "the card sits beside the tile, not on it"


def test_paged_choices_keep_their_text_readable():
    """Five players at 1280x720 leave a small panel: fewer buttons per page rather than
    labels shrunk below the panel's smallest text."""
    from caylus.ui.app import App
    from caylus.ui.render.tokens import measure
    from caylus.ui.settings import Settings
    from caylus.ui.theme import INK

    small = App(Settings(animation_speed="off", volume=0), size=(1280, 720), show_title=False)
    game = scene_position_with("build", players=5, test=lambda g: len(g.legal_actions()) > 6)
    scene = start(small, game)
    smallest = max(10, round(scene.view.px(46) * 0.72))
    for hit in scene.panel.hits:
        if hit.choice is not None:
            assert measure(hit.choice.label, smallest, INK)[0] <= hit.rect.w - 8, hit.choice.key


def test_when_the_seat_changes_the_next_player_is_named_over_the_board(app):
    app.settings.animation_speed = "normal"
    try:
        scene = start(app, new_game(3, seed=2))
        click(app, scene.view.region("pass_button").center)
        who = scene.game.players[scene.game.current_seat].name
        handover = [tw for tw in scene.animator.tweens if tw.kind == "handover"]
        assert len(handover) == 1 and who in handover[0].payload["text"]
        app.run_frames([press((5, 5), button=3)])
        assert not scene.animator.busy, "a click never waits for it"
    finally:
        app.settings.animation_speed = "off"


@pytest.mark.parametrize("language", ["zh-Hant", "en"])
@pytest.mark.parametrize("height", [66, 100])
def test_the_supply_s_title_stays_above_the_workers(language: str, height: int) -> None:
    """Issue 34: in Chinese "Alice的工人" ran into the worker discs under it."""
    import pygame

    from caylus.devtools import ledger
    from caylus.ui.i18n import set_language
    from caylus.ui.scenes.game.hud import draw_supply

    game = new_game(3, seed=3, names=["Alice", "Bob", "Chloé"])
    set_language(language)
    try:
        rect = pygame.Rect(10, 10, round(height * 3.4), height)
        with ledger.recording() as book:
            surface = pygame.Surface((400, 200))
            slots = draw_supply(surface, rect, game, 0, 0, placing=True)
            title = next(line for line in book.lines(surface) if isinstance(line, ledger.Line))
    finally:
        set_language("en")
    assert slots and "Alice" in title.words
    rings = [slot.inflate(slot.w // 3, slot.h // 3) for slot in slots]
    assert min(ring.top for ring in rings) >= title.ink.bottom


@pytest.mark.parametrize("language", ["en", "he"])
def test_the_banner_keeps_the_turn_at_the_largest_text(make_app, language: str) -> None:
    """Issue 34: at 1280×720 and text 200% "Turn 3 · Placing workers" disappeared from the
    banner, leaving only whose turn it is; a short "Turn 3" now follows on the same line."""
    import pygame

    from caylus.devtools import ledger
    from caylus.ui.i18n import t
    from caylus.ui.layout import TEXT_ZOOMS
    from caylus.ui.render import text
    from caylus.ui.scenes.game.hud import draw_banner
    from caylus.ui.settings import Settings

    app = make_app(size=(1280, 720), settings=Settings(language=language,
                                                       text_size=TEXT_ZOOMS[-1]))
    game = new_game(5, seed=3)
    app.start_game(game)
    app.run_frames(n=1)
    banner = app.scenes.top.view.region("phase_banner")
    text.forget_all()  # drawn again, so while recording
    with ledger.recording() as book:
        target = pygame.Surface(app.size)
        draw_banner(target, banner, game, app.scenes.top.view.scale)
        words = [line.words for line in book.lines(target) if isinstance(line, ledger.Line)]
    turn = {t("game.banner.turn_short", turn=game.turn),
            t("game.banner", turn=game.turn, phase=t(f"game.phase.{game.phase}"))}
    assert turn & set(words), words


@pytest.mark.parametrize("setting", [100, 200])
def test_every_computer_seat_names_its_level_the_same_way(make_app, setting: int) -> None:
    """Issue 34: at 200% "Computer ·" was dropped for one seat and squashed for another."""
    from caylus.core.places import slot_place
    from caylus.ui.i18n import t
    from caylus.ui.render.player_panels import header_rect, level_pill
    from caylus.ui.settings import Settings

    app = make_app(size=(1280, 720), settings=Settings(text_size=setting))
    kinds = ["human", "easy", "medium", "hard"]
    app.start_game(new_game(4, seed=3, seats=kinds))
    app.run_frames(n=1)
    view = app.scenes.top.view

    def pill_words(seat: int, kind: str) -> str:
        pill = level_pill(header_rect(view.place(slot_place("panel", seat + 1))), kind)
        assert pill is not None
        return pill[1]

    labels = [pill_words(seat, kind) for seat, kind in enumerate(kinds) if kind != "human"]
    full = [t("game.panel.computer", level=t(f"game.level.{k}")) for k in kinds[1:]]
    alone = [t(f"game.level.{k}") for k in kinds[1:]]
    assert labels in (full, alone)


def test_a_placement_panel_keeps_its_reminders_at_the_largest_text(make_app) -> None:
    """Issue 34: at 1280×720 and text 200% the panel dropped "Each pass makes a place 1
    denier dearer." to keep room for a row of choices a placement never shows."""
    import pygame

    from caylus.devtools import ledger
    from caylus.ui.i18n import t
    from caylus.ui.layout import TEXT_ZOOMS
    from caylus.ui.render import text
    from caylus.ui.settings import Settings

    app = make_app(size=(1280, 720), settings=Settings(text_size=TEXT_ZOOMS[-1]))
    app.start_game(new_game(5, seed=3))
    app.run_frames(n=1)
    scene = app.scenes.top
    text.forget_all()
    scene.panel.forget_picture()
    with ledger.recording() as book:
        target = pygame.Surface(app.size)
        app.scenes.draw(target)
        words = [line.words for line in book.lines(target) if isinstance(line, ledger.Line)]
    assert t("game.summary.rule") in words


@pytest.mark.parametrize("language", ["en", "pt-BR", "pl", "zh-Hant"])
def test_five_players_at_the_largest_text_keep_every_placement_line(language: str) -> None:
    """Issue 34: at 1280×720, text 200% and 5 players the panel dropped "Each pass makes a
    place dearer" and "Nobody has passed yet"; it now reaches into the log for them."""
    from caylus.devtools import ledger, showcase
    from caylus.ui.app import App
    from caylus.ui.i18n import set_language, t
    from caylus.ui.layout import TEXT_ZOOMS, set_text_zoom
    from caylus.ui.render import text
    from caylus.ui.settings import Settings

    text.forget_all()
    try:
        with ledger.recording() as book:
            app = App(Settings(language=language, text_size=TEXT_ZOOMS[-1]), size=(1280, 720),
                      fullscreen=False, show_title=False)
            try:
                showcase.screens()["game"](app)
                app.run_frames(n=2)
                scene = app.scenes.top
                assert isinstance(scene, GameScene)
                wanted = [t("game.summary.rule"), t("game.summary.nobody_passed")]
                panel, log = scene.panel_rect(), scene.view.region("log")
                target = pygame.Surface(app.size)
                app.scenes.draw(target)
            finally:
                showcase.close(app)
            drawn = sorted((line for line in book.lines(target) if isinstance(line, ledger.Line)
                            and panel.contains(line.ink)), key=lambda line: line.ink.y)
    finally:
        set_language("en")
        set_text_zoom(TEXT_ZOOMS[0])
    words = "".join("".join(line.words.split()) for line in drawn)
    for sentence in wanted:
        assert "".join(sentence.split()) in words, sentence
    assert min(line.size for line in drawn) >= 18
    assert panel.bottom < log.top and log.h > 0


def test_a_log_too_short_for_its_newest_entry_shows_that_entry_s_start() -> None:
    """When the panel takes log room, the log shows the newest entry's first words with an
    ellipsis, not the tail of a sentence."""
    from caylus.ui.scenes.game.hud import _newest_whole

    lines: list[tuple[str, int | None, bool, bool]] = [
        ("Ann places a", 0, True, False), ("worker.", 0, False, False),
        ("Bob places a worker", 1, True, False), ("on the castle", 1, False, False),
        ("for 1 denier.", 1, False, False)]
    assert _newest_whole(lines, 4) == lines[1:]
    assert _newest_whole(lines, 2) == [lines[2], ("on the castle…", 1, False, False)]
