"""The demo for game nights: computer players play game after game, with captions.

Each game has new players: 3 or 4 seats, names from the catalogue (`demo.name.<n>`), colours
and a mix of levels. The game scene shows it (its computer seats play by themselves, at the
demo's pace) with the captions of `game.caption_layer` on, and without autosave: the demo's
game lives behind a host of its own (`DemoHost`), so the player's saved game is never
touched, not even by quitting. A move waits while a caption is being read. At the end the
final scores stay up for a few seconds, then the next game starts.

Any key or click returns to the title.
"""

from __future__ import annotations

import gc
import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypedDict

import pygame

from caylus.core import Game, new_game
from caylus.core.state import COLOURS, COMPUTER_LEVELS
from caylus.ui import theme
from caylus.ui.i18n import has, t
from caylus.ui.layout import px
from caylus.ui.render.text import forget_all, line_height, wrap
from caylus.ui.scene import Scene
from caylus.ui.scenes.game.caption_layer import CaptionLayer
from caylus.ui.scenes.game.captions import table_caption
from caylus.ui.theme import MIN_TEXT_PX, font

if TYPE_CHECKING:
    from caylus.ui.host import Host
    from caylus.ui.scenes.final_scores import FinalScoresScene
    from caylus.ui.scenes.game import GameScene

LEAVE_EVENTS = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN)
SEATS = (3, 4)


@dataclass(frozen=True)
class DemoPace:
    """How fast the demo runs: the computers' pace (computers.PACES), how long captions stay
    up (their normal time divided by `captions`) and the final scores (`scores` seconds)."""

    computers: str
    captions: float
    scores: float
    animation: float = 1.0  # the animation speed, whatever the player's setting


DEMO_PACES = {
    "demo": DemoPace("normal", 1.0, 10.0),
    "fast": DemoPace("fast", 8.0, 1.0),  # the benchmark: all of it, quickly
    "instant": DemoPace("instant", 50.0, 0.2),  # no animation: as many games as can be
}


class Silent:
    """The demo makes no sound: a game night has its own noise."""

    def play(self, name: str) -> None:
        return None


@dataclass
class DemoSettings:
    animation_multiplier: float
    computer_pace: str


class DemoHost:
    """What the demo's game scene sees of the app: the window, no sound, and an ending that
    goes to the demo (never `App.finish_game`, which forgets the player's autosave)."""

    def __init__(self, app: Host, demo: DemoScene, pace: DemoPace) -> None:
        self._app = app
        self._demo = demo
        self.game: Game | None = None  # never the app's: quitting must not save it
        self.settings = DemoSettings(pace.animation, pace.computers)
        self.audio = Silent()

    @property
    def size(self) -> tuple[int, int]:
        return self._app.size

    @property
    def scale(self) -> float:
        return self._app.scale

    def finish_game(self, game: Game) -> None:
        self._demo.game_over(game)

    def open_pause_menu(self) -> None:
        self._demo.leave()

    def ask_to_take_back(self, who: str, what: str | None,
                         take_back: Callable[[], None]) -> None:
        """Never asked: the demo's seats are all computers, so nobody's decision is undone."""


def demo_names() -> list[str]:
    """The names the catalogue offers for demo players."""
    names: list[str] = []
    while has(f"demo.name.{len(names) + 1}"):
        names.append(t(f"demo.name.{len(names) + 1}"))
    return names


class Table(TypedDict):
    """A demo game's table: `new_game`'s arguments."""

    players: int
    seed: int
    names: list[str]
    colours: list[str]
    seats: list[str]


def demo_table(rng: random.Random, last: tuple[str, ...] = ()) -> Table:
    """A new table: 3-4 seats, fresh names (none of `last`), colours and a mix of levels."""
    players = rng.choice(SEATS)
    pool = [name for name in demo_names() if name not in last] or demo_names()
    names = rng.sample(pool, players)
    colours = rng.sample(list(COLOURS), players)
    levels = [rng.choice(("easy", "medium", "medium")) for _ in range(players)]
    levels[rng.randrange(players)] = "hard" if rng.random() < 0.5 else "medium"
    if len(set(levels)) == 1:
        levels[0] = next(level for level in COMPUTER_LEVELS if level != levels[0])
    return {"players": players, "seed": rng.randrange(1, 2**31), "names": names,
            "colours": colours, "seats": levels}


class DemoScene(Scene):
    """Games between computer players, one after another, until a key or a click."""

    def __init__(self, app: Host, pace: str = "demo", seed: int | None = None) -> None:
        self.app = app
        self.pace = DEMO_PACES[pace]
        self.rng = random.Random(seed)
        self.host = DemoHost(app, self, self.pace)
        self.scene: GameScene | None = None
        self.captions: CaptionLayer | None = None
        self.scores: FinalScoresScene | None = None
        self.scores_for = 0.0
        self.finished: Game | None = None
        self.games_started = 0
        self.games_finished = 0
        self._names: tuple[str, ...] = ()
        self._hint: tuple[tuple[tuple[int, int], float], pygame.Surface] | None = None

    # --- the games ----------------------------------------------------------------------

    def enter(self) -> None:
        self.start_game()

    def exit(self) -> None:
        self._drop_game()

    def start_game(self) -> None:
        from caylus.ui.scenes.game import GameScene

        self._drop_game()
        forget_all()  # the last game's words (its players' names) are not shown again
        table = demo_table(self.rng, self._names)
        self._names = tuple(table["names"])
        game = new_game(**table)
        self.host.game = game
        self.scene = GameScene(self.host, game, autosave=False, pace=self.pace.computers)
        self.captions = self.scene.explain_moves(True, [table_caption(game)],
                                                 pace=self.pace.captions, backlog=100)
        self.scene.follow_the_action(True, computers_only=False)
        self.games_started += 1

    def _drop_game(self) -> None:
        """Let the game in hand go: its thinker process ends, nothing of it is kept."""
        if self.scene is not None:
            self.scene.exit()  # its layers stop hearing it, its Thinker ends
        self.scene = None
        self.captions = None
        self.scores = None
        self.finished = None
        self.host.game = None
        gc.collect()  # the old game's pictures go before the next game's are made

    def close_thinker(self) -> None:
        """Stop the computer players of the game in hand (as the game scene's own does)."""
        if self.scene is not None:
            self.scene.close_thinker()

    def game_over(self, game: Game) -> None:
        """The game scene's end: the last captions are read, then the final scores."""
        self.finished = game
        self.games_finished += 1

    def show_scores(self, game: Game) -> None:
        from caylus.ui.scenes.final_scores import FinalScoresScene

        scores = FinalScoresScene(self.app, game)
        for widget in scores.widgets.widgets:
            widget.visible = False
        if self.scene is not None:
            self.scene.exit()
        self.scene = None
        self.scores = scores
        self.scores_for = 0.0

    def leave(self) -> None:
        self.app.to_title()

    # --- frames -------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in LEAVE_EVENTS:
            self.leave()

    def update(self, dt: float) -> None:
        if self.scores is not None:
            self.scores_for += dt
            if self.scores_for >= self.pace.scores:
                self.start_game()
            return
        if self.scene is None:
            self.start_game()
            return
        self.scene.update(dt)
        if self.finished is not None and not self.captions_busy():
            self.show_scores(self.finished)

    def captions_busy(self) -> bool:
        return self.captions is not None and self.captions.busy

    def next_change_in(self) -> float | None:
        if self.scores is not None:  # the countdown changes every second
            left = max(0.0, self.pace.scores - self.scores_for)
            return min(left, (left - math.floor(left)) or 1.0)
        if self.scene is None:
            return 0.0
        return self.scene.next_change_in()  # its captions' next change included

    def draw(self, surface: pygame.Surface) -> None:
        if self.scores is not None:
            self.scores.draw(surface)
            self._draw_countdown(surface)
        elif self.scene is not None:
            self.scene.draw(surface)
            self._draw_hint(surface, self.scene)

    def _draw_countdown(self, surface: pygame.Surface) -> None:
        """Under the final scores: when the next game starts, and how to play instead."""
        seconds = max(1, math.ceil(self.pace.scores - self.scores_for))
        scale = self.app.scale
        words = font(px(40, scale), True).render(t("demo.next_game", seconds=seconds), True,
                                                 theme.PARCHMENT_LIGHT)
        width, height = surface.get_size()
        surface.blit(words, words.get_rect(midbottom=(width // 2, height - px(60, scale))))

    def _draw_hint(self, surface: pygame.Surface, scene: GameScene) -> None:
        """Over the decision panel (nobody decides here): what this is and how to play."""
        area = hint_area(scene)
        key = (area.size, round(self.app.scale, 3))
        if self._hint is None or self._hint[0] != key:
            self._hint = (key, render_hint(area.size, self.app.scale))
        surface.blit(self._hint[1], area)


def hint_area(scene: GameScene) -> pygame.Rect:
    """The decision panel and its buttons, where a person would play."""
    view = scene.view
    area = scene.decision_rect()
    for name in ("pass_button", "undo_button"):
        if view.has_region(name):
            area = area.union(view.region(name))
    return area


def render_hint(size: tuple[int, int], scale: float) -> pygame.Surface:
    """The card over the panel: its title and body, made smaller until they fit it."""
    card = pygame.Surface(size, pygame.SRCALPHA)
    radius = px(18, scale)
    pygame.draw.rect(card, (30, 21, 14, 255), card.get_rect(), border_radius=radius)
    pygame.draw.rect(card, theme.GOLD, card.get_rect(), px(4, scale), border_radius=radius)
    pad = px(30, scale)
    width = size[0] - 2 * pad
    shrink = 1.0
    while True:
        title, body = px(64 * shrink, scale), px(38 * shrink, scale)
        heads = wrap(t("demo.panel.title"), title, width, bold=True, family="serif")
        lines = wrap(t("demo.panel.body"), body, width)
        height = len(heads) * line_height(title, True, "serif") + px(16 * shrink, scale) \
            + len(lines) * line_height(body)
        if height <= size[1] - 2 * pad or body <= MIN_TEXT_PX:
            break
        shrink *= 0.92
    y = pad
    for line in heads:
        image = font(title, True, "serif").render(line, True, theme.HIGHLIGHT)
        card.blit(image, image.get_rect(midtop=(size[0] // 2, y)))
        y += image.get_height()
    y += px(16 * shrink, scale)
    for line in lines:
        image = font(body, False).render(line, True, theme.PARCHMENT_LIGHT)
        card.blit(image, image.get_rect(midtop=(size[0] // 2, y)))
        y += image.get_height()
    return card
