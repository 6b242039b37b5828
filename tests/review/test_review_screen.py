"""The review screen (issue 23): its breakdown and chart are the numbers `python -m
caylus.review` prints for the same game; the move review weighs decisions in the background,
can be stopped, and the screen keeps answering."""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pygame

from caylus.analysis.prestige_sources import prestige_by_source
from caylus.core import Game, new_game
from caylus.persistence.saves import save_game
from caylus.review import main
from caylus.ui.app import App
from caylus.ui.scenes.review import ReviewScene
from caylus.ui.scenes.review.charts import shown_sources
from caylus.ui.settings import Settings


def finished(seed: int = 8) -> Game:
    game = new_game(3, seed, names=["Ann", "Ben", "Cid"])
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


def cli_sections(game: Game, folder: Path, capsys) -> list[list[list[str]]]:
    path = folder / "game.json"
    save_game(game, path)
    assert main([str(path), "--language", "en", "--no-costs"]) == 0
    blocks = capsys.readouterr().out.split("\n\n")
    return [[line.split() for line in block.splitlines()[1:]] for block in blocks]


def test_the_screens_breakdown_and_chart_are_the_clis(tmp_path, capsys) -> None:
    game = finished()
    breakdown, chart = cli_sections(game, tmp_path, capsys)[:2]
    parts = prestige_by_source(game)
    sources = shown_sources(game)
    screen_rows = [[player.name, *(str(parts[seat][s]) for s in sources), str(player.prestige)]
                   for seat, player in enumerate(game.players)]
    assert breakdown[1:] == screen_rows
    scene = ReviewScene(App(Settings(), size=(1280, 720), language="en"), game)
    cli_points = [[int(v) for v in row[1:]] for row in chart[1:4]]
    assert cli_points == [[point[seat] for point in scene.line.points] for seat in range(3)]
    assert [points[-1] for points in cli_points] == game.scores()


def opened_review() -> tuple[App, ReviewScene]:
    """A finished game's review, opened from its final scores, weighing in this process at a
    small budget."""
    app = App(Settings(), size=(1280, 720), language="en")
    game = finished()
    app.finish_game(game)
    app.open_review(game)
    scene = app.scenes.top
    assert isinstance(scene, ReviewScene)
    scene.job.processes, scene.job.budget = 1, 300
    return app, scene


def after_the_first_cost(monkeypatch, then: Callable[[], object]) -> None:
    """The review job's real costs, with `then()` called between the first and the rest."""
    import caylus.ui.scenes.review.job as job_module
    from caylus.ai.decision_costs import iter_costs

    def interrupted(*args, **kwargs):
        found = iter_costs(*args, **kwargs)
        yield next(found)
        then()
        yield from found

    monkeypatch.setattr(job_module, "iter_costs", interrupted)


def test_the_move_review_can_be_stopped_and_the_screen_keeps_answering(monkeypatch) -> None:
    # In this process the compiled reviewer can hold the GIL until it has weighed every
    # decision (the hosted CI once saw the review finish before the first frame): the second
    # cost waits until Stop has been pressed.
    stop_pressed = threading.Event()
    after_the_first_cost(monkeypatch, lambda: stop_pressed.wait(60))
    app, scene = opened_review()
    scene.show("moves")
    deadline = time.monotonic() + 60
    while scene.job.done < 1 and time.monotonic() < deadline:
        app.run_frames(n=1)
    assert scene.job.running
    scene.start_or_stop()  # the Stop button's action
    stop_pressed.set()
    app.run_frames(n=1)
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0,
                                          unicode=""))
    assert scene.at == 1
    scene.job.join(timeout=60)
    assert not scene.job.running and scene.job.stopped
    assert 1 <= scene.job.done < scene.job.total
    app.run_frames(n=2)  # draws the stopped state
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                          unicode=""))
    assert app.scenes.top is not scene


def test_the_progress_moves_by_itself_and_a_failed_review_can_be_tried_again(
        monkeypatch) -> None:
    """Issue 34: the progress waited for a mouse move to advance; workers that died left it
    frozen and asking again did nothing. Now the screen wakes itself while weighing, says
    when the workers stopped, and Try again weighs only the decisions left."""
    import caylus.ui.scenes.review.job as job_module
    from caylus.ai.decision_costs import WorkersLost, iter_costs

    app, scene = opened_review()
    scene.job.only = scene.decisions[:4]

    def workers_die() -> None:
        raise WorkersLost(3)

    after_the_first_cost(monkeypatch, workers_die)
    scene.show("moves")
    assert scene.job.running or scene.job.failed
    if scene.job.running:
        due = scene.next_change_in()
        assert due is not None and due <= 0.25
    scene.job.join(timeout=60)
    assert scene.job.failed and scene.job.done == 1 and scene.job.total == 4
    app.run_frames(n=1)
    assert scene.stop_button.enabled and scene._stop_label() == "Try again"
    assert scene.next_change_in() is None  # nothing moves: the loop may sleep
    monkeypatch.setattr(job_module, "iter_costs", iter_costs)
    scene.start_or_stop()  # the button: Try again
    scene.job.join(timeout=60)
    assert not scene.job.failed and scene.job.finished
    assert sorted(scene.job.costs) == scene.decisions[:4]


def test_the_command_line_review_says_when_its_workers_keep_dying(tmp_path, capsys,
                                                                    monkeypatch) -> None:
    """Issue 35: a killed worker hung `python -m caylus.review` forever; now it prints what
    was weighed, says how many decisions were not, and exits with 1."""
    import caylus.review.cli as cli
    from caylus.ai.decision_costs import WorkersLost

    def dies(*args, **kwargs):
        raise WorkersLost(7)
        yield  # a generator, as the real one

    monkeypatch.setattr(cli, "iter_costs", dies)
    path = tmp_path / "game.json"
    save_game(finished(), path)
    assert main([str(path), "--language", "en"]) == 1
    captured = capsys.readouterr()
    assert "7\u00a0decisions were not weighed" in captured.err
    assert "Traceback" not in captured.err


def test_the_move_review_marks_the_move_and_hards_choice_on_a_large_board() -> None:
    """Issue 34: the board was small beside a wide margin and the move and Hard's alternative
    were only words. The board now takes most of the width, drawn at the size it is shown
    (its labels keep the game's smallest size), with the played place ringed in the mover's
    colour and Hard's choice in gold."""
    from caylus.ai.decision_costs import DecisionCost
    from caylus.core.vocabulary import Verb
    from caylus.ui import theme
    from caylus.ui.render.pieces import player_colour
    from caylus.ui.scenes.review.marks import draw_marks

    app = App(Settings(), size=(1600, 900), language="en")
    game = finished()
    scene = ReviewScene(app, game)
    app.scenes.push(scene)
    scene.show("moves")
    scene.job.stop()
    app.run_frames(n=1)
    index = next(i for i in scene.decisions if game.history[i].kind is Verb.PLACE
                 and game.history[i].target is not None)
    scene.at = scene.decisions.index(index)
    position = scene.pictures.position(index)
    other = next(a for a in position.legal_actions()
                 if a.kind is Verb.PLACE and a.target not in (None, game.history[index].target))
    seat = position.current_seat
    assert seat is not None
    cost = DecisionCost(index, seat, str(game.history[index]), str(other), 0.3, 5, 0.1, 5.0)
    scene.job.costs[index] = cost
    board = scene.content.copy()
    board.width = scene.side_rect(app.scale).x - board.x
    picture = scene.pictures.picture(index, app.size, board, board_only=True)
    assert picture.surface.get_width() >= 0.5 * app.size[0]  # most of the window
    assert 0.95 <= picture.ratio <= 1.0  # drawn at its size, not shrunk
    surface = pygame.Surface(app.size)
    marks = draw_marks(surface, picture, (0, 0), position, game.history[index], cost, app.scale)
    assert [mark.colour for mark in marks] == [
        player_colour(position.players[seat].colour), theme.HIGHLIGHT]
    assert "Hard" in marks[1].words and position.players[seat].name in marks[0].words
    assert other.target is not None
    ring = picture.place_rects(other.target, (0, 0))[0]
    edge = ring.inflate(12, 12)
    found = {tuple(surface.get_at((x, edge.top + dy)))[:3] for x in range(edge.left, edge.right)
             for dy in range(0, 12)}
    assert theme.HIGHLIGHT in found


def test_the_costliest_list_names_every_person_in_a_small_panel() -> None:
    """Issue 34: in Traditional Chinese the list was cut after 3 of 5 players. Where all
    would not fit, each gets fewer decisions and those with none share a line."""
    from caylus.ai.decision_costs import DecisionCost
    from caylus.devtools import ledger
    from caylus.ui.i18n import set_language
    from caylus.ui.layout import text_px
    from caylus.ui.render.text import line_height
    from caylus.ui.scenes.review.job import CostJob
    from caylus.ui.scenes.review.moves import draw_costliest

    game = new_game(5, 2, names=["Aliénor", "Bertrand", "Clothilde", "Dmitri", "Eudes"])
    rng = random.Random(2)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    job = CostJob(game)
    for seat in range(3):  # three people with three costly decisions each
        for n in range(3):
            index = 5 * (3 * seat + n) + seat
            job.costs[index] = DecisionCost(index, seat, "pass", "pass", 0.5, 4 + n, 0.0, 4.0)
    numbers = {index: index for index in job.costs}
    set_language("zh-Hant")
    try:
        size = text_px("small", 1.0)
        area = pygame.Rect(0, 0, 420, line_height(size) * 8 + 2)  # too small for 3 each
        with ledger.recording() as book:
            target = pygame.Surface((420, 400))
            draw_costliest(target, game, job, numbers, area, 1.0)
            said = " ".join(line.words for line in book.lines(target)
                            if isinstance(line, ledger.Line))
    finally:
        set_language("en")
    assert [p.name for p in game.players if p.name not in said] == [], said


def test_the_sources_headings_are_whole_and_hyphenated_where_a_reader_expects() -> None:
    """Issue 34: "Castle penal-" was cut after two lines, and "Owners'" broke as "Owner-s'"."""
    from caylus.analysis.prestige_sources import prestige_by_source
    from caylus.devtools import ledger
    from caylus.ui.i18n import set_language
    from caylus.ui.render import text
    from caylus.ui.render.text import wrap
    from caylus.ui.review_words import source_name
    from caylus.ui.scenes.review.charts import draw_sources, shown_sources

    set_language("en")
    assert "Owner-" not in " ".join(wrap("Owners' bonus", 30, 110, True))
    game = finished()
    parts = prestige_by_source(game)
    text.forget_all()
    with ledger.recording() as book:
        target = pygame.Surface((760, 600))
        draw_sources(target, game, parts, target.get_rect(), 1.0)
        drawn = [line.words for line in book.lines(target) if isinstance(line, ledger.Line)]
    joined = "".join(word.rstrip("-") for word in drawn).replace(" ", "")
    for source in shown_sources(game, parts):
        assert source_name(source).replace(" ", "") in joined
