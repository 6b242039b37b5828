"""The engine's `go` and `hint`: ask a computer player for the seat to move, play nothing.

    go [level] [budget]   ->  info level … seat … budget … iterations … values … notes … line …
                              bestaction <action>
                              ok

As in the game window, one player per level, budget, seat and purpose (`go` or `hint`) is
kept for the whole game, seeded by `caylus.ai.seeding.player_seed` from the game's seed: Hard
carries its search tree from one call to the next, and the same commands from the start of a
game always give the same answers, the same the window's computer (`go`) or its hint button
(`hint`) gives after the same moves.
"""

from __future__ import annotations

from caylus.ai import PLAYERS, STRONGEST, Player, SearchInfo, make_player
from caylus.ai import default_budget as shipped_budget
from caylus.ai.seeding import HINT_PURPOSE, MOVE_PURPOSE, player_seed
from caylus.core import Action, Game
from caylus.engine.commands import CommandError


def default_level() -> str:
    """The strongest level (caylus.ai.registry)."""
    return STRONGEST


def default_budget(level: str, players: int) -> int | None:
    return shipped_budget(level, players)


class Players:
    """The computer players of the game in play, kept between calls (see the module)."""

    def __init__(self) -> None:
        self._players: dict[tuple[str, int | None, int], Player] = {}

    def player(self, level: str, budget: int | None, seed: int) -> Player:
        key = (level, budget, seed)
        if key not in self._players:
            self._players[key] = make_player(level, seed=seed, budget=budget)
        return self._players[key]

    def close(self) -> None:
        """Forget every player, stopping searchers' worker processes (a new game starts)."""
        for player in self._players.values():
            player.close()
        self._players.clear()


def parse_go(arguments: str) -> tuple[str, int | None]:
    """`[level] [budget]` -> the level and the budget (None: the level's shipped budget at the
    game's table, `default_budget`)."""
    words = arguments.split()
    if len(words) > 2:
        raise CommandError("go takes at most a level and a budget, e.g. 'go hard 400'")
    level = words[0].lower() if words else default_level()
    if level not in PLAYERS:
        raise CommandError(f"unknown level {level!r}: choose among {', '.join(PLAYERS)}")
    if len(words) < 2:
        return level, None
    if not (words[1].isascii() and words[1].isdigit()) or int(words[1]) < 1:
        raise CommandError(f"the budget must be a whole number of at least 1, got {words[1]!r}")
    return level, int(words[1])


def go(game: Game, arguments: str, players: Players,
       purpose: int = MOVE_PURPOSE) -> list[str]:
    """`go [level] [budget]`: the `info` line, then `bestaction <action>`."""
    level, budget = parse_go(arguments)
    seat = game.current_seat
    if game.is_over or seat is None:
        raise CommandError("the game is over: there is no move to search")
    if budget is None:
        budget = default_budget(level, game.num_players)
    player = players.player(level, budget, player_seed(game.setup.seed, seat, purpose))
    action = player.choose(game.clone())  # a copy: the player shares nothing with ours
    if action not in game.legal_actions():
        raise CommandError(f"the {level} player chose an illegal action {action}")
    info = player.info or SearchInfo(line=(action,))
    return [info_line(level, seat, budget, info, action), f"bestaction {action}"]


def hint(game: Game, arguments: str, players: Players) -> list[str]:
    """`hint`: the seat's hint player (not its computer player) at the default level."""
    if arguments:
        raise CommandError("'hint' takes no arguments (use 'go <level> <budget>' for others)")
    return go(game, "", players, HINT_PURPOSE)


def info_line(level: str, seat: int, budget: int | None, info: SearchInfo,
              action: Action) -> str:
    """One line: fixed fields in a fixed order, `line` last because its actions hold spaces."""
    values = ",".join(f"{value:.2f}" for value in info.values) or "-"
    notes = ",".join(f"{key}={number(value)}" for key, value in info.notes.items()) or "-"
    line = "; ".join(str(step) for step in info.line or (action,))
    budget_text = "default" if budget is None else str(budget)
    return (f"info level {level} seat {seat} budget {budget_text} iterations {info.iterations} "
            f"values {values} notes {notes} line {line}")


def number(value: float) -> str:
    """A count as a whole number (`visits=517`), any other value with two decimals."""
    return str(int(value)) if float(value).is_integer() else f"{value:.2f}"
