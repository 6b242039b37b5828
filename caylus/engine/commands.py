"""The engine's commands as data: their syntax and what they answer (shown by `help`)."""

from __future__ import annotations

from typing import ClassVar

from caylus.errors import CaylusError

COMMANDS: tuple[tuple[str, str], ...] = (
    ("new players=N [seed=S] [simplified=1] [edition=2] [colours=a,b] [names=a,b]",
     "start a new game (seed defaults to 0)"),
    ("setup <position json>", "start a game from a position (the JSON 'state' prints)"),
    ("legal", "list the legal actions of the seat to move, one per line"),
    ("play <action>", "apply an action; prints the events it caused"),
    ("state", "print the game's state as one line of JSON"),
    ("undo", "take back the last action"),
    ("history", "list the actions played so far, one per line"),
    ("go [level] [budget]", "ask a computer player for the seat to move (plays nothing)"),
    ("hint", "go hard (the strongest level) at its shipped budget"),
    ("save <path>", "save the game to a file"),
    ("load <path>", "load a game from a save file"),
    ("help", "show this list"),
    ("quit", "end the session"),
)


class CommandError(CaylusError):
    """A command that cannot be carried out; its message is the `error` line's reason."""

    default_code: ClassVar[str] = "engine.command"


HELP_FOOTER = (
    "Every command answers zero or more lines, then 'ok' or 'error <reason>'.",
    "An error changes nothing. The action notation is in docs/ENGINE.md.",
)
