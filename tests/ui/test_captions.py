"""The caption engine (events to caption keys and values) and the caption layer's timing."""

from __future__ import annotations

import random

import pygame
import pytest

from caylus.core import Event, Game, new_game
from caylus.core.vocabulary import EventKind
from caylus.ui.i18n import has
from caylus.ui.scenes.game.caption_layer import CaptionLayer, render_caption
from caylus.ui.scenes.game.captions import (
    PHASES,
    Caption,
    CaptionKind,
    caption_words,
    captions_for,
    merged,
    opening_captions,
    table_caption,
)


def played(seed: int = 5) -> tuple[Game, list[list[Event]]]:
    """A whole random 3-player game and the events of each decision."""
    game = new_game(3, seed, names=["Ann", "Ben", "Cid"], colours=["green", "red", "blue"])
    rng = random.Random(seed)
    batches = []
    while not game.is_over:
        batches.append(game.apply(rng.choice(game.legal_actions())))
    return game, batches


def test_each_phase_is_explained_once_per_game() -> None:
    _, batches = played()
    captions, seen = opening_captions(new_game(3, 5))
    keys = [c.key for c in captions]
    for events in batches:
        more, seen = captions_for(events, seen)
        keys += [c.key for c in more]
    phase_keys = [k for k in keys if k.startswith("caption.phase.")]
    assert sorted(phase_keys) == sorted(f"caption.phase.{p}" for p in PHASES)
    assert keys[0] == "caption.phase.placement"  # a new game is shown while placing
    assert seen == frozenset(PHASES)


def test_a_phase_already_seen_says_nothing() -> None:
    turn = [Event(EventKind.TURN, None, {"turn": 2}),
            Event(EventKind.PHASE, None, {"phase": "placement"})]
    first, seen = captions_for(turn, frozenset())
    assert [c.key for c in first] == ["caption.phase.income", "caption.phase.placement"]
    again, seen_again = captions_for(turn, seen)
    assert again == [] and seen_again == seen


def test_a_building_says_its_prestige_and_what_comes_later() -> None:
    church = Event(EventKind.BUILD, 1, {"building": "church", "space": 14, "prestige": 3,
                                        "paid": ""})
    [caption], _ = captions_for([church], frozenset())
    assert caption == Caption("caption.build", 1, {"building": "church", "prestige": 3,
                                                   "favours": 1, "income": 0},
                              "caption.build.more_later")
    game = new_game(3, 1, names=["Ann", "Green", "Cid"])
    words = caption_words(caption, game)
    assert words.headline == "Green builds the Church"
    assert words.detail == "3\u00a0prestige now, more later"
    assert words.seat == 1


@pytest.mark.parametrize(("building", "detail"), [
    ("statue", "caption.build.favour"), ("hotel", "caption.build.income"),
    ("granary", "caption.build.prestige_only"), ("wood_sawmill", "caption.build.visitors")])
def test_each_kind_of_building_has_its_detail(building: str, detail: str) -> None:
    event = Event(EventKind.BUILD, 0, {"building": building, "space": 20, "prestige": 5,
                                       "paid": ""})
    [caption], _ = captions_for([event], frozenset())
    assert caption.detail == detail
    words = caption_words(caption, new_game(2, 1))
    assert words.detail and "{" not in words.detail


def test_notable_moves_are_captioned_and_small_ones_are_not() -> None:
    events = [
        Event(EventKind.PLACE, 0, {"place": "road_3", "cost": 1}),
        Event(EventKind.PRODUCE, 0, {"building": "neutral_farm", "space": 1, "cubes": "F"}),
        Event(EventKind.BATCH, 0, {"cubes": "FWS", "section": "dungeon", "prestige": 5}),
        Event(EventKind.CASTLE_PENALTY, 1, {"lost": 2}),
        Event(EventKind.BEST_BUILDER, 0, {"batches": 1}),
        Event(EventKind.FAVOUR, 0, {"row": "deniers", "column": 2, "args": [], "deniers": 4}),
        Event(EventKind.COLUMNS_OPEN, None, {"columns": 4}),
    ]
    captions, _ = captions_for(events, frozenset({"placement"}))
    assert [c.key for c in captions] == ["caption.batch", "caption.castle_penalty",
                                         "caption.best_builder", "caption.favour",
                                         "caption.columns_open"]
    game = new_game(2, 1, names=["Ann", "Ben"])
    texts = [caption_words(c, game) for c in captions]
    assert texts[0].headline == "Ann builds a house in the Dungeon"
    assert texts[3].detail == "4\u00a0deniers"
    assert all(has(c.key) for c in captions)


def test_a_section_scored_is_one_caption_with_a_line_per_player() -> None:
    events = [
        Event(EventKind.PHASE, None, {"phase": "end"}),
        Event(EventKind.BAILIFF, None, {"from": 6, "to": 8}),
        Event(EventKind.SCORING, 1, {"section": "walls", "houses": 3, "lost": 0, "favours": 2}),
        Event(EventKind.SCORING, 0, {"section": "walls", "houses": 0, "lost": 3, "favours": 0}),
        Event(EventKind.COLUMNS_OPEN, None, {"columns": 5}),
    ]
    captions, _ = captions_for(events, frozenset())
    assert [c.key for c in captions] == ["caption.phase.end", "caption.scoring.title.walls",
                                         "caption.columns_open"]
    words = caption_words(captions[1], new_game(2, 1, names=["Ann", "Ben"]))
    assert words.headline == "The Walls are scored"
    assert words.lines == (("Ben: 3\u00a0houses, 2\u00a0royal favours", 1),
                           ("Ann: no house, −3\u00a0prestige", 0))


def test_batches_in_a_row_grow_one_caption() -> None:
    one = Caption("caption.batch", 2, {"section": "walls", "houses": 1, "prestige": 4})
    two = merged(one, one)
    assert two is not None and two.values["houses"] == 2 and two.values["prestige"] == 8
    assert merged(one, Caption("caption.batch", 1, dict(one.values))) is None
    words = caption_words(two, new_game(3, 1, names=["Ann", "Ben", "Cid"]))
    assert words.headline == "Cid builds 2\u00a0houses in the Walls"


def test_the_end_names_the_winner() -> None:
    game, batches = played(8)
    captions, _ = captions_for(batches[-1], frozenset(PHASES))
    keys = [c.key for c in captions]
    assert keys.index("caption.scoring.title.towers") < keys.index("caption.game_over")
    end = [c for c in captions if c.key == "caption.game_over"]
    assert end and end[0].kind is CaptionKind.END
    words = caption_words(end[0], game)
    assert str(max(game.scores())) in words.headline
    assert any(game.players[s].name in words.headline for s in game.winners())


def test_the_table_caption_names_each_player_and_level() -> None:
    game = new_game(3, 1, names=["Ann", "Ben", "Cid"], seats=["easy", "hard", "medium"])
    words = caption_words(table_caption(game), game)
    assert words.lines == (("Ann — Easy", 0), ("Ben — Hard", 1), ("Cid — Medium", 2))


def test_the_layer_shows_captions_in_turn_and_holds_computers_meanwhile() -> None:
    game = new_game(2, 1)
    layer = CaptionLayer(lambda: game, pace=2.0)
    layer.open()
    assert layer.holding and layer.next_change_in() == 0.0
    layer.update(0.0)
    first = layer.current
    assert first is not None and first.key == "caption.phase.placement"
    layer.update(1.0)
    due = layer.next_change_in()
    assert due is not None and 0 < due < first.seconds / 2  # asleep until its fade-out
    layer.update(first.seconds / 2)
    assert layer.current is None and not layer.holding and layer.next_change_in() is None


def test_a_run_of_castle_houses_grows_one_caption_on_screen() -> None:
    game = new_game(2, 1, names=["Ann", "Ben"])
    layer = CaptionLayer(lambda: game)
    layer.seen = frozenset({game.phase})  # the phase on screen was explained already
    house = Caption("caption.batch", 0, {"section": "dungeon", "houses": 1, "prestige": 5})
    layer.add([house])
    layer.update(2.0)
    assert layer.current == house and not layer.holding  # the next house may come
    layer.update(1.0)
    layer.add([house])
    assert layer.current is not None and layer.current.values["houses"] == 2
    assert layer.shown_for < 1.0  # shown its whole time again
    layer.add([Caption("caption.best_builder", 0)])
    assert layer.holding


def test_a_long_backlog_drops_the_oldest() -> None:
    game = new_game(2, 1)
    layer = CaptionLayer(lambda: game, backlog=2)
    layer.add([Caption("caption.favour", 0, {"row": "prestige", "column": n, "args": []})
               for n in (1, 2, 3, 4)])
    assert [c.values["column"] for c in layer.queue] == [3, 4]


def test_a_caption_is_drawn_large_and_inside_its_width() -> None:
    pygame.font.init()
    game = new_game(3, 1, names=["Ann", "Ben", "Cid"])
    scoring = [Event(EventKind.SCORING, s, {"section": "dungeon", "houses": 2, "lost": 0,
                                    "favours": 1}) for s in range(3)]
    [caption], _ = captions_for(scoring, frozenset({"end"}))
    picture = render_caption(caption_words(caption, game), game, 900, 1.0)
    assert picture.get_width() <= 900
    assert picture.get_height() > 62 + 44 + 3 * 38  # the headline, detail and three lines


@pytest.mark.parametrize("seed", [3, 7, 11, 19])
def test_every_caption_of_a_game_finds_its_words(seed: int) -> None:
    """No caption shows a bare catalogue key (a key the code asks for that English lacks)."""
    import random

    from caylus.ui.scenes.game.captions import caption_words, captions_for

    game = new_game(4, seed)
    rng = random.Random(seed)
    phases: frozenset[str] = frozenset()
    shown: list[str] = []
    while not game.is_over:
        captions, phases = captions_for(game.apply(rng.choice(game.legal_actions())), phases)
        for caption in captions:
            words = caption_words(caption, game)
            shown += [words.headline, words.detail, *(line for line, _ in words.lines)]
    assert shown and [text for text in shown if "caption." in text] == []


@pytest.mark.parametrize("seed", [5, 11])
def test_a_phase_caption_names_the_phase_on_screen_at_every_step(seed: int) -> None:
    """Issue 22: "Phase 3" stayed up while the provost was being moved, and the demo showed
    "Phase 1: income" while workers were placed. A phase's caption goes when its phase does,
    and each phase a decision is taken in is explained the first time it comes."""
    game = new_game(3, seed, names=["Ann", "Ben", "Cid"])
    layer = CaptionLayer(lambda: game)
    layer.open()
    rng = random.Random(seed)
    explained: set[str] = set()
    decided_in: set[str] = set()
    while not game.is_over:
        layer.update(0.2)
        if layer.current is not None and layer.current.kind is CaptionKind.PHASE:
            assert layer.current.key == f"caption.phase.{game.phase}"
            explained.add(game.phase)
        decided_in.add(game.phase)
        layer.hear(game.apply(rng.choice(game.legal_actions())))
    assert {"placement", "provost", "road"} <= decided_in
    assert decided_in <= explained


def test_a_caption_docks_over_the_log_while_a_person_decides_and_a_click_dismisses_it(
        make_app) -> None:
    from caylus.ui.scenes.game.scene import GameScene
    from caylus.ui.settings import Settings

    app = make_app(settings=Settings(explain_moves=True))
    app.start_game(new_game(2, 3))
    scene = app.scenes.top
    assert isinstance(scene, GameScene) and scene.captions is not None
    app.run_frames(n=2)
    layer = scene.captions
    assert layer.current is not None and layer.rect is not None
    assert scene.view.region("log").contains(layer.rect)  # not over the tray nor the board
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=layer.rect.center, button=1)
    app.run_frames(events=[click], n=1)
    assert layer.current is None and layer.rect is None
    assert app.scenes.top is scene  # the click did nothing else


def test_a_move_of_a_turn_the_game_has_left_says_which_turn(make_app) -> None:
    """Issue 34: the demo said "… takes a royal favour" (turn 4's castle) under the banner of
    turn 5, placing workers: one decision ended the turn and started the next."""
    from caylus.ui.i18n import t
    from caylus.ui.scenes.game.captions import caption_words
    from caylus.ui.scenes.game.scene import GameScene
    from caylus.ui.settings import Settings

    app = make_app(settings=Settings(explain_moves=True))
    game = new_game(2, 3)
    app.start_game(game)
    scene = app.scenes.top
    assert isinstance(scene, GameScene) and scene.captions is not None
    layer = scene.captions
    layer.queue.clear()
    turn = scene.game.turn
    favour = Event(EventKind.FAVOUR, 0, {"row": "deniers", "column": 2, "args": [],
                                         "deniers": 4})
    batch = Event(EventKind.BATCH, 1, {"cubes": "FWS", "section": "dungeon", "prestige": 5})
    layer.hear([favour, Event(EventKind.TURN, None, {"turn": turn}), batch])
    said = {caption.key: caption_words(caption, scene.game) for caption in layer.queue}
    assert said["caption.favour"].when == t("caption.earlier_turn", turn=turn - 1)
    assert said["caption.batch"].when == ""  # of the turn being played: nothing to add


def test_a_caption_about_the_favour_table_does_not_hide_it(make_app) -> None:
    """Issue 34: the demo's caption box at the bottom covered the favour table it told of."""
    from caylus.core.places import favour_cell_place
    from caylus.ui.scenes.game.caption_layer import caption_area
    from caylus.ui.scenes.game.captions import PHASES
    from caylus.ui.scenes.game.scene import GameScene
    from caylus.ui.settings import Settings

    app = make_app(settings=Settings(explain_moves=True))
    app.start_game(new_game(2, 3, seats=["easy", "easy"]))
    scene = app.scenes.top
    assert isinstance(scene, GameScene) and scene.captions is not None
    layer = scene.captions
    layer.queue.clear()
    layer.current = None
    layer.seen = frozenset(PHASES)  # the phases explained already: only the move is told
    layer.hear([Event(EventKind.FAVOUR, 0, {"row": "deniers", "column": 2, "args": [],
                                            "deniers": 4})])
    app.run_frames(n=1)
    area = caption_area(scene.view)
    assert layer.current is not None and layer.current.key == "caption.favour"
    assert layer.rect is not None and layer.rect.bottom < area.centery
    table = scene.view.zone_rects(favour_cell_place("deniers", 2))[0]
    assert not layer.rect.colliderect(table)


def test_a_caption_while_workers_are_placed_leaves_the_supply_in_view(make_app) -> None:
    """Issue 34: the demo's bottom caption box covered the worker supply while workers were
    being placed; it now stands beside the supply, still near the bottom of the board."""
    from caylus.ui.scenes.game.caption_layer import caption_area
    from caylus.ui.scenes.game.captions import table_caption
    from caylus.ui.scenes.game.scene import GameScene
    from caylus.ui.settings import Settings

    app = make_app(settings=Settings(explain_moves=True))
    app.start_game(new_game(3, 3, seats=["easy", "easy", "easy"]))
    scene = app.scenes.top
    assert isinstance(scene, GameScene) and scene.captions is not None
    assert scene.game.decision is not None and scene.game.decision.kind == "place"
    layer = scene.captions
    layer.queue.clear()
    layer.current = table_caption(scene.game)
    app.run_frames(n=1)
    area, supply = caption_area(scene.view), scene.view.region("supply")
    assert layer.rect is not None and not layer.rect.colliderect(supply)
    assert layer.rect.bottom > area.centery and area.contains(layer.rect)
