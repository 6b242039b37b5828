"""One-ply greedy players on a final-score estimate, and the provost bully built on it."""

from __future__ import annotations

from caylus.core import Action, Game
from caylus.core.actions import number
from caylus.core.vocabulary import DecisionKind, Verb
from caylus.heldout.common import HeldoutPlayer, Legal, kind_of, mover, place_at

PROVOST_DECISIONS = (DecisionKind.PROVOST, DecisionKind.GUILD)


def final_estimate(game: Game, seat: int) -> int:
    """Prestige plus what the seat's goods would roughly be worth at the end."""
    player = game.players[seat]
    cubes = player.cubes
    others = sum(n for cube, n in cubes.items() if cube != "G")
    return player.prestige + 3 * cubes["G"] + others // 3 + player.deniers // 4


def margin(game: Game, seat: int) -> int:
    """The seat's estimate minus the best estimate among the other seats."""
    rivals = [final_estimate(game, s) for s in range(game.num_players) if s != seat]
    return final_estimate(game, seat) - max(rivals, default=0)


def greedy_choice(game: Game, legal: Legal) -> Action:
    """The action whose result has the best margin for the mover; the first among equals."""
    seat = mover(game)
    best, best_value = legal[0], None
    for action in legal:
        after = game.clone()
        after.apply(action)
        value = margin(after, seat)
        if best_value is None or value > best_value:
            best, best_value = action, value
    return best


class GreedyFinal(HeldoutPlayer):
    level = "heldout_greedy_final"

    def _pick(self, game: Game, legal: Legal) -> Action:
        return greedy_choice(game, legal)


class ProvostBully(HeldoutPlayer):
    """Moves the provost to strand rivals' road workers; grabs the merchants' guild."""

    level = "heldout_provost_bully"

    def _pick(self, game: Game, legal: Legal) -> Action:
        kind = kind_of(game)
        if kind in PROVOST_DECISIONS:
            return _bully_move(game, legal)
        guild = place_at(legal, "merchants_guild") if kind is DecisionKind.PLACE else None
        return guild or greedy_choice(game, legal)


def _provost_after(game: Game, action: Action) -> int:
    if action.kind is Verb.PROVOST:
        return game.board.provost + number(action.args[0])
    return game.board.provost


def _bully_move(game: Game, legal: Legal) -> Action:
    """Fewest own workers stranded (none if possible), then most rivals', then fewest steps."""
    seat = mover(game)

    def key(action: Action) -> tuple[bool, int, int, int]:
        provost = _provost_after(game, action)
        beyond = [w for space, w in enumerate(game.board.road_workers, start=1)
                  if w is not None and space > provost]
        own = beyond.count(seat)
        steps = abs(provost - game.board.provost)
        return own > 0, -(len(beyond) - own), own, steps

    return min(legal, key=key)
