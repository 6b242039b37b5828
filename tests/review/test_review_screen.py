"""The review screen (issue 23): its breakdown and chart are the numbers `python -m
caylus.review` prints for the same game; the move review weighs decisions in the background,
can be stopped, and the screen keeps answering."""

from __future__ import annotations

import random
import time
from pathlib import Path

import pygame

from caylus.core import Game, new_game
from caylus.core.prestige_sources import prestige_by_source
from caylus.core.saves import save_game
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


def test_the_move_review_can_be_stopped_and_the_screen_keeps_answering() -> None:
    app = App(Settings(), size=(1280, 720), language="en")
    game = finished()
    app.finish_game(game)
    app.open_review(game)
    scene = app.scenes.top
    assert isinstance(scene, ReviewScene)
    scene.job.processes, scene.job.budget = 1, 300
    scene.show("moves")
    deadline = time.monotonic() + 60
    while scene.job.done < 1 and time.monotonic() < deadline:
        app.run_frames(n=1)
    scene.start_or_stop()  # the Stop button's action
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
