"""The lessons of "Learn to play" as data (assets/tutorial/lessons.json), made into values.

Each step starts from a position built by the core (`setup_game`): the file's `base`
position with the step's changes (`position`: top-level fields; `players`: fields per seat;
`workers`: road space -> seat), then its `prelude` actions. A step accepts one `Expect`ed kind
of action; after it, its `follow` actions (the other seats' moves, scripted) are applied and the
events of the `show` kinds are told as its result. The words are catalogue keys derived from
the step's id (`tutorial.step.<id>.what`, `.why`, `.try`, `.done`).

The lessons are checked as a whole when loaded (`check_step`): a step whose position cannot
be built, whose words the catalogue lacks, or that leaves the learner no move of its kind is
left out and named (`broken_lessons`), and the rest still plays (issue 35: one bad step
crashed "Learn to play" with a traceback). A file that is not a lessons file at all is the
broken-install message of every shipped file.
"""

from __future__ import annotations

import copy
import logging
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from typing import Any

from caylus.core import Action, Game, setup_game
from caylus.core.places import Place, parse_place
from caylus.core.vocabulary import EventKind, Verb
from caylus.resources import read_table, resource_path
from caylus.ui.i18n import has

logger = logging.getLogger(__name__)

LESSONS_FORMAT = "caylus-lessons"
#: The player's seat in every lesson; the names come from the catalogue.
LEARNER = 0


class Expect(StrEnum):
    """The kind of action a step accepts."""

    READ = "read"  # nothing on the board: read, then Next
    PLACE_ROAD = "place_road"
    PLACE_CASTLE = "place_castle"
    PASS = "pass"
    GUILD_MOVE = "guild_move"
    PROVOST_BACK = "provost_back"
    PROVOST_FORWARD = "provost_forward"
    PRODUCE = "produce"
    BATCH = "batch"
    JOUST = "joust"
    FAVOUR = "favour"
    BUILD = "build"

    def accepts(self, action: Action) -> bool:
        return _TESTS[self](action)


def _steps(action: Action) -> int:
    step = action.args[0] if action.args else 0
    return step if isinstance(step, int) else 0


_TESTS: dict[Expect, Callable[[Action], bool]] = {
    Expect.READ: lambda action: False,
    Expect.PLACE_ROAD: lambda a: a.kind is Verb.PLACE and a.target is not None and a.target.is_road,
    Expect.PLACE_CASTLE: lambda a: a.kind is Verb.PLACE and a.target == Place("castle"),
    Expect.PASS: lambda a: a.kind is Verb.PASS,
    Expect.GUILD_MOVE: lambda a: a.kind is Verb.PROVOST and _steps(a) != 0,
    Expect.PROVOST_BACK: lambda a: a.kind is Verb.PROVOST and _steps(a) < 0,
    Expect.PROVOST_FORWARD: lambda a: a.kind is Verb.PROVOST and _steps(a) > 0,
    Expect.PRODUCE: lambda a: a.kind is Verb.TAKE,
    Expect.BATCH: lambda a: a.kind is Verb.BATCH,
    Expect.JOUST: lambda a: a.kind is Verb.JOUST,
    Expect.FAVOUR: lambda a: a.kind is Verb.FAVOUR,
    Expect.BUILD: lambda a: a.kind is Verb.BUILD,
}


@dataclass(frozen=True)
class Step:
    """One lesson step (see the module's doc)."""

    id: str
    stage: str
    expect: Expect
    point: Place | None
    position: dict[str, Any]
    prelude: tuple[str, ...] = ()
    follow: tuple[str, ...] = ()
    show: tuple[EventKind, ...] = ()

    def key(self, part: str) -> str:
        return f"tutorial.step.{self.id}.{part}"

    def accepts(self, action: Action) -> bool:
        """The step's kind of move; a placement only on the place the step points at (the
        Forest lesson took any building, then went on as if the Forest had been chosen)."""
        if not self.expect.accepts(action):
            return False
        placing = self.expect in (Expect.PLACE_ROAD, Expect.PLACE_CASTLE)
        return not placing or self.point is None or action.target == self.point

    def start(self, names: list[str]) -> Game:
        """The game this step starts from, its players called `names`."""
        position = copy.deepcopy(self.position)
        for player, name in zip(position["players"], names, strict=True):
            player["name"] = name
        game = setup_game(position)
        for action in self.prelude:
            game.apply(action)
        return game


def _position(base: dict[str, Any], entry: dict[str, Any]) -> dict[str, Any]:
    position = copy.deepcopy(base)
    position.update(copy.deepcopy(entry.get("position", {})))
    for player, changes in zip(position["players"], entry.get("players", []), strict=False):
        player.update(changes)
    for space, seat in entry.get("workers", {}).items():
        position["road"][int(space) - 1]["worker"] = seat
    return position


def _step(base: dict[str, Any], entry: dict[str, Any]) -> Step:
    point = entry.get("point")
    return Step(
        id=str(entry["id"]),
        stage=str(entry["stage"]),
        expect=Expect(entry["expect"]),
        point=parse_place(point) if point else None,
        position=_position(base, entry),
        prelude=tuple(map(str, entry.get("prelude", ()))),
        follow=tuple(map(str, entry.get("follow", ()))),
        show=tuple(EventKind(kind) for kind in entry.get("show", ())),
    )


def _lessons(data: Any) -> tuple[Step, ...]:
    if data["format"] != LESSONS_FORMAT:
        raise ValueError("not a lessons file")
    steps = tuple(_step(data["base"], entry) for entry in data["steps"])
    if not steps:
        raise ValueError("no steps")
    return steps


@dataclass(frozen=True)
class LessonBook:
    steps: tuple[Step, ...]  # the sound steps, in order
    broken: tuple[tuple[str, str], ...]  # (id, what is wrong) of each step left out


def check_step(step: Step) -> str | None:
    """What keeps `step` from being played (for the log), or None."""
    try:
        game = step.start([f"P{seat + 1}" for seat in range(len(step.position["players"]))])
    except (ValueError, LookupError, TypeError, AttributeError, RecursionError) as error:
        return f"its position cannot be set up: {error}"
    parts = ("what", "why") if step.expect is Expect.READ else ("what", "why", "try", "done")
    missing = [step.key(part) for part in parts if not has(step.key(part))]
    if not has(f"tutorial.stage.{step.stage}"):
        missing.append(f"tutorial.stage.{step.stage}")
    if missing:
        return f"the catalogue has no {', '.join(missing)}"
    if step.expect is not Expect.READ and (
            game.current_seat != LEARNER or not any(map(step.accepts, game.legal_actions()))):
        return f"the learner has no '{step.expect.value}' move to make"
    return None


def _book(data: Any) -> LessonBook:
    steps = _lessons(data)
    broken = tuple((step.id, problem) for step in steps
                   if (problem := check_step(step)) is not None)
    sound = tuple(step for step in steps if step.id not in {name for name, _ in broken})
    if not sound:
        raise ValueError("no lesson can be played")
    for name, problem in broken:
        logger.error("lesson %r is left out: %s", name, problem)
    return LessonBook(sound, broken)


@cache
def lesson_book() -> LessonBook:
    """The lessons' file read and checked (MissingResource or DamagedResource if the file is
    not usable, or no step of it is)."""
    return read_table(resource_path("assets", "tutorial", "lessons.json"), _book)


def lessons() -> tuple[Step, ...]:
    """Every sound step in order (see `lesson_book`)."""
    return lesson_book().steps


def broken_lessons() -> tuple[tuple[str, str], ...]:
    return lesson_book().broken


def story(game: Game) -> tuple[Any, ...]:
    """What a learner remembers from one lesson to the next: the turn, the provost and the
    bailiff, each player's deniers, prestige, cubes and favours, the castle, and who has
    passed. A lesson whose start differs from where the last one ended is a new situation,
    and its card says so (issue 34: the story went back and forth between lessons)."""
    board = game.board
    players = tuple((p.deniers, p.prestige, tuple(sorted(p.cubes.items())), tuple(p.favour))
                    for p in game.players)
    castle = tuple(sorted((part, tuple(houses)) for part, houses in board.castle.items()))
    return (game.turn, board.provost, board.bailiff, players, castle, tuple(game.passed))
