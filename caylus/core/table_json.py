"""The table as the engine's `state` command prints it (docs/ENGINE.md): a game's public
state as JSON-ready data, the format `caylus.core.position` reads back for `setup`. The rules
themselves never need it; the engine, the fixtures and the tests do."""

from __future__ import annotations

from typing import Any

from caylus.core.buildings import BUILDINGS, CUBE_KINDS
from caylus.core.game import Game
from caylus.core.places import FAVOUR_ROWS
from caylus.core.state import SECTION_NAMES


def public_state(game: Game) -> dict[str, Any]:
    """The engine protocol's `state` JSON (docs/ENGINE.md): what the table shows, which
    `caylus.core.position` reads back."""
    board = game.board
    return {
        "turn": game.turn,
        "phase": game.phase,
        "current_seat": game.current_seat,
        "decision": game.decision.to_dict() if game.decision else None,
        "over": game.is_over,
        "provost": board.provost,
        "bailiff": board.bailiff,
        "players": [_public_player(game, seat) for seat in range(game.num_players)],
        "road": [
            {"building": t[0], "name": BUILDINGS[t[0]].name, "owner": t[1],
             "worker": board.road_workers[i]} if t else None
            for i, t in enumerate(board.road)
        ],
        "specials": {**board.specials, "stables": list(board.stables),
                     "inn_left": board.inn_left, "inn_right": board.inn_right},
        "castle": {**{k: list(v) for k, v in board.castle.items()},
                   "workers": list(board.castle_workers)},
        "turn_order": list(game.turn_order),
        "passing_order": list(game.passed),
        "open_columns": board.open_columns,
        "scored_sections": list(SECTION_NAMES[: board.scored]),
        "pending_residences": {str(k): v for k, v in sorted(board.pending_lawyer.items())},
        "options": {"simplified": game.options.simplified_favours,
                    "edition": 2 if game.options.second_edition else 1},
        "stock": dict(board.stock),
        "final": game.final,
        "winners": game.winners() if game.is_over else None,
    }


def _public_player(game: Game, seat: int) -> dict[str, Any]:
    player = game.players[seat]
    names = dict(zip("FWSCG", ("food", "wood", "stone", "cloth", "gold"), strict=True))
    return {
        "seat": seat,
        "name": player.name,
        "colour": player.colour,
        "deniers": player.deniers,
        "prestige": player.prestige,
        "cubes": {names[k]: player.cubes[k] for k in CUBE_KINDS},
        "workers_available": player.workers_available,
        "favour_columns": dict(zip(FAVOUR_ROWS, player.favour, strict=True)),
    }
