"""One engine session: reads a command line, answers data lines then `ok` or `error <reason>`.

The session is transport-free so tests can drive it in-process; `__main__` wires it to
stdin/stdout. An error never changes the session: actions are tried on a clone first.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable

from caylus.core import Game, IllegalAction, describe, new_game, setup_game
from caylus.core import game as core_game
from caylus.core.table_json import public_state
from caylus.core.undo import taken_back, undo_steps
from caylus.engine import search
from caylus.engine.commands import COMMANDS, HELP_FOOTER, CommandError
from caylus.logfile import current_log
from caylus.persistence.saves import (
    LoadedSave,
    SaveError,
    difference_text,
    load_save,
    os_reason,
    round_trip_problem,
    save_game,
    shown,
)

logger = logging.getLogger(__name__)

OK = "ok"
ERROR = "error"
NEW_GAME_KEYS = ("players", "seed", "simplified", "edition", "colours", "names")
HELP_COLUMN = 14  # longer syntaxes simply push their text further right
NO_GAME = "no game yet: start one with 'new players=N seed=S' or 'load <path>'"


class EngineSession:
    """The protocol's state: the game in play (None before `new`/`load`) and whether to stop."""

    def __init__(self) -> None:
        self.game: Game | None = None
        self.finished = False
        self.players = search.Players()
        self._handlers: dict[str, Callable[[str], list[str]]] = {
            "new": self._new,
            "setup": self._setup,
            "legal": self._legal,
            "play": self._play,
            "state": self._state,
            "undo": self._undo,
            "history": self._history,
            "go": lambda rest: search.go(self._current(), rest, self.players),
            "hint": lambda rest: search.hint(self._current(), rest, self.players),
            "save": self._save,
            "load": self._load,
            "help": self._help,
            "quit": self._quit,
        }

    def handle(self, line: str) -> list[str]:
        """Answer one command line. Blank lines are ignored (no answer at all)."""
        text = line.strip()
        if not text:
            return []
        word, _, rest = text.partition(" ")
        handler = self._handlers.get(word.lower())
        try:
            if handler is None:
                raise CommandError(f"unknown command {word!r} (type 'help' for the list)")
            return [*map(one_line, handler(rest.strip())), OK]
        except CommandError as error:
            return [error_line(str(error))]
        except Exception:  # the session must survive even a bug in the core
            logger.exception("internal error answering %r", text[:200])
            return [error_line(internal_error_text())]

    # --- commands -----------------------------------------------------------------------

    def _new(self, arguments: str) -> list[str]:
        options = parse_new_arguments(arguments)
        try:
            game = new_game(**options)  # type: ignore[arg-type]  # parse_new_arguments typed each
        except ValueError as error:
            raise CommandError(str(error)) from None
        self._start(game)
        return [game_summary(game)]

    def _setup(self, arguments: str) -> list[str]:
        if not arguments:
            raise CommandError("setup needs a position as JSON on the same line "
                               "(the shape 'state' prints; see docs/ENGINE.md)")
        game = setup_from(parse_position(arguments))
        problem = round_trip_problem(game)
        if problem is not None:
            raise CommandError(f"impossible position: it could not be saved and loaded back "
                               f"({problem})")
        self._start(game)
        return [game_summary(game)]

    def _legal(self, arguments: str) -> list[str]:
        no_arguments("legal", arguments)
        return [str(action) for action in self._current().legal_actions()]

    def _play(self, arguments: str) -> list[str]:
        game = self._current()
        if not arguments:
            raise CommandError("play needs an action, e.g. 'play pass' (see 'legal')")
        trial = game.clone()
        try:
            events = trial.apply(arguments)
        except IllegalAction as error:
            raise CommandError(str(error)) from None
        except ValueError:  # the core's parser can trip on odd numbers (5000 digits)
            raise CommandError(f"cannot read the action {arguments!r} (see 'legal' for the "
                               "actions)") from None
        self.game = trial
        names = trial.names()
        return [describe(event, names) for event in events]

    def _state(self, arguments: str) -> list[str]:
        no_arguments("state", arguments)
        state = public_state(self._current())
        # ASCII escapes keep names holding line separators (U+2028, ...) on one line
        return [json.dumps(state, separators=(",", ":"))]

    def _undo(self, arguments: str) -> list[str]:
        no_arguments("undo", arguments)
        game = self._current()
        steps = undo_steps(game)
        if not steps:
            raise CommandError("nothing to undo: no action has been played yet")
        self.game = taken_back(game, steps)
        return [f"Took back: {action}" for action in game.history[-steps:]]

    def _history(self, arguments: str) -> list[str]:
        no_arguments("history", arguments)
        return [str(action) for action in self._current().history]

    def _save(self, arguments: str) -> list[str]:
        game = self._current()
        path = path_argument("save", arguments)
        try:
            save_game(game, path)
        except SaveError as error:
            raise CommandError(str(error)) from None
        except (OSError, ValueError) as error:  # the save layer words them; this is a net
            raise CommandError(f"cannot save to {shown(path)}: {os_reason(error)}") from None
        return [f"Saved to {path}."]

    def _load(self, arguments: str) -> list[str]:
        path = path_argument("load", arguments)
        try:
            loaded = load_save(path)
        except SaveError as error:
            raise CommandError(str(error)) from None
        except (OSError, ValueError) as error:
            raise CommandError(f"cannot load {shown(path)}: {os_reason(error)}") from None
        game = loaded.game
        self._start(game)
        lines = [f"Loaded {path}: {len(game.history)} actions played.", game_summary(game)]
        return [*lines, rules_notice(loaded)] if loaded.rules_changed else lines

    def _help(self, arguments: str) -> list[str]:
        lines = [f"{syntax.ljust(HELP_COLUMN)}  {text}" for syntax, text in COMMANDS]
        return [*lines, *HELP_FOOTER]

    def _quit(self, arguments: str) -> list[str]:
        no_arguments("quit", arguments)
        self.finished = True
        self.close()
        return []

    def _start(self, game: Game) -> None:
        """A new game in play: the last one's computer players go with it."""
        self.players.close()
        self.game = game

    def close(self) -> None:
        """Stop the computer players' worker processes (the session stays usable)."""
        self.players.close()

    def _current(self) -> Game:
        if self.game is None:
            raise CommandError(NO_GAME)
        return self.game


# --- helpers --------------------------------------------------------------------------


def parse_position(arguments: str) -> dict[str, object]:
    """The JSON object of a `setup` line, or CommandError saying why it is not one."""
    try:
        position = json.loads(arguments)
    except json.JSONDecodeError as error:
        raise CommandError(f"the position is not valid JSON ({error.msg} at column "
                           f"{error.colno})") from None
    except RecursionError:
        raise CommandError("the position is not valid JSON (it is nested too deeply)") from None
    except ValueError:  # an integer of more digits than Python reads (4300)
        raise CommandError("the position holds a number far too long") from None
    if not isinstance(position, dict):
        raise CommandError("the position must be a JSON object")
    return position


def setup_from(position: dict[str, object]) -> Game:
    """The game of a position, or CommandError with the reason it cannot be one."""
    try:
        return setup_game(position)
    except ValueError as error:  # PositionError lists every inconsistency
        raise CommandError(str(error)) from None
    except (TypeError, LookupError, AttributeError):  # a check the position's rules lack
        logger.warning("a position that passed its checks could not be set up", exc_info=True)
        raise CommandError("impossible position: a field holds the wrong kind of value "
                           "(see docs/ENGINE.md for the shape 'state' prints)") from None


def internal_error_text() -> str:
    """What the client reads when the engine itself failed: a bug, with where its details
    are (the traceback is logged, never sent)."""
    log = current_log()
    where = f"the log, {log}" if log is not None else "standard error"
    return f"internal error: this is a bug in Caylus; its details are in {where}"


def error_line(reason: str) -> str:
    return f"{ERROR} {' '.join(reason.split())}"


def one_line(text: str) -> str:
    """A data line can never break the framing: names from a save file may hold newlines."""
    return " ".join(text.splitlines())


def no_arguments(command: str, arguments: str) -> None:
    if arguments:
        raise CommandError(f"'{command}' takes no arguments")


def path_argument(command: str, arguments: str) -> str:
    """The rest of the line is the path (spaces allowed); surrounding quotes are dropped."""
    path = arguments
    if len(path) >= 2 and path[0] == path[-1] and path[0] in "'\"":
        path = path[1:-1]
    if not path:
        raise CommandError(f"{command} needs a file path, e.g. '{command} game.json'")
    return path


def parse_new_arguments(arguments: str) -> dict[str, object]:
    """`players=4 seed=7 simplified=1 edition=2 colours=red,blue names=Ann,Bob`."""
    values: dict[str, str] = {}
    for word in arguments.split():
        key, equals, value = word.partition("=")
        key = key.lower()
        if not equals or not value:
            raise CommandError(f"expected key=value, got {word!r} (e.g. 'new players=3 seed=1')")
        if key not in NEW_GAME_KEYS:
            raise CommandError(f"unknown option {key!r}; options: {', '.join(NEW_GAME_KEYS)}")
        if key in values:
            raise CommandError(f"option {key!r} is given twice")
        values[key] = value
    if "players" not in values:
        raise CommandError("say how many players, e.g. 'new players=3 seed=1'")
    options: dict[str, object] = {
        "players": whole_number("players", values["players"]),
        "seed": whole_number("seed", values.get("seed", "0")),
        "simplified": flag("simplified", values.get("simplified", "0")),
        "edition": whole_number("edition", values.get("edition", "1")),
    }
    for key in ("colours", "names"):
        if key in values:
            options[key] = values[key].split(",")
    return options


def whole_number(key: str, value: str) -> int:
    try:
        return int(value)
    except ValueError:
        raise CommandError(f"{key} must be a whole number, got {value!r}") from None


def flag(key: str, value: str) -> bool:
    if value not in ("0", "1"):
        raise CommandError(f"{key} must be 0 or 1, got {value!r}")
    return value == "1"


def rules_notice(loaded: LoadedSave) -> str:
    """The one line that says a loaded game goes on from its stored position."""
    if loaded.stopped_at is not None:
        found = f"move {loaded.stopped_at} of its history is no longer legal"
    else:
        first = difference_text(loaded.differences[0])
        found = f"replaying its history gives another game (first difference: {first})"
    return (f"Rules changed: the game was saved under rules version {loaded.rules_version} "
            f"and this program plays version {core_game.RULES_VERSION}; {found}. It goes on "
            "from the saved position; the moves before it cannot be undone.")


def game_summary(game: Game) -> str:
    setup = game.setup
    variants = [text for on, text in ((setup.simplified, "simplified favours"),
                                      (setup.edition == 2, "second edition")) if on]
    details = f" ({', '.join(variants)})" if variants else ""
    players = ", ".join(game.names())
    return f"Game of {game.num_players} players, seed {setup.seed}{details}: {players}."
