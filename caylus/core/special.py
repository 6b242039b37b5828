"""Phase 3, the special buildings before the bridge (R-SPECIAL), and phase 4, the provost."""

from __future__ import annotations

from typing import Final

from caylus.core import event_data as data
from caylus.core.actions import Action, act, number
from caylus.core.placement import (
    GATE,
    GATE_ACTIONS,
    INN,
    SPECIAL_TARGETS,
    STABLES,
    has_open_target,
    open_targets,
    put_worker,
)
from caylus.core.places import ROAD_LENGTH
from caylus.core.state import SPECIAL_ORDER, GameState
from caylus.core.vocabulary import DecisionKind, EventKind, Verb

MAX_PROVOST_STEP: Final = 3
SKIP: Final = act(Verb.SKIP)
JOUST: Final = act(Verb.JOUST)
INN_CHOICES: Final = [act(Verb.INN, "stay"), act(Verb.INN, "leave")]
PROVOST_ACTIONS: Final = {delta: act(Verb.PROVOST, f"{delta:+d}")
                           for delta in (-3, -2, -1, 1, 2, 3)}


def provost_moves(g: GameState, budget: int) -> list[Action]:
    """Moves of 1-3 spaces within the road (R-PROVOST), each costing at most `budget`."""
    provost = g.board.provost
    return [
        action
        for delta, action in PROVOST_ACTIONS.items()
        if abs(delta) <= budget and 1 <= provost + delta <= ROAD_LENGTH
    ]


def move_provost(g: GameState, seat: int, action: Action, cost_per_space: int) -> None:
    delta = number(action.args[0])
    cost = abs(delta) * cost_per_space
    g.players[seat].deniers -= cost
    start = g.board.provost
    g.board.provost += delta
    moved: data.ProvostMoves = {"from": start, "to": g.board.provost, "cost": cost}
    g.emit(EventKind.PROVOST, seat, moved)


def legal_gate(g: GameState, seat: int) -> list[Action]:
    return [SKIP, *(GATE_ACTIONS[t] for t in open_targets(g, seat, free=True))]


def apply_gate(g: GameState, seat: int, action: Action) -> None:
    g.board.specials["gate"] = None
    if action.kind is Verb.SKIP:
        g.return_worker(seat, GATE)
    else:
        target = action.target
        assert target is not None
        g.emit(EventKind.GATE_MOVE, seat, {"place": target})
        put_worker(g, seat, target)
    g.flow.special += 1


def legal_guild(g: GameState, seat: int) -> list[Action]:
    return [SKIP, *provost_moves(g, MAX_PROVOST_STEP)]


def apply_guild(g: GameState, seat: int, action: Action) -> None:
    if action.kind is Verb.PROVOST:
        move_provost(g, seat, action, cost_per_space=0)
    g.board.specials["merchants_guild"] = None
    g.return_worker(seat, SPECIAL_TARGETS["merchants_guild"])
    g.flow.special += 1


def can_joust(g: GameState, seat: int) -> bool:
    player = g.players[seat]
    return player.deniers >= 1 and player.cubes["C"] >= 1


def legal_joust(g: GameState, seat: int) -> list[Action]:
    return [SKIP, JOUST]


def apply_joust(g: GameState, seat: int, action: Action) -> None:
    if action.kind is Verb.JOUST:
        player = g.players[seat]
        player.deniers -= 1
        player.cubes["C"] -= 1
        g.emit(EventKind.JOUST, seat, {})
        g.grant_favours(seat, 1)
    g.board.specials["joust_field"] = None
    g.return_worker(seat, SPECIAL_TARGETS["joust_field"])
    g.flow.special += 1


def legal_inn(g: GameState, seat: int) -> list[Action]:
    return list(INN_CHOICES)


def apply_inn(g: GameState, seat: int, action: Action) -> None:
    if action.args[0] == "leave":
        g.board.inn_right = None
        g.return_worker(seat, INN)
    else:
        g.emit(EventKind.INN, seat, {"move": "stay"})
    g.flow.special += 1


def _activate_stables(g: GameState) -> None:
    """R-STABLES: slot holders become 1st, 2nd, 3rd; the rest keep their order behind them."""
    board = g.board
    if not board.stables:
        return
    front = list(board.stables)
    g.turn_order = front + [s for s in g.turn_order if s not in front]
    for seat in front:
        g.return_worker(seat, STABLES)
    board.stables = []
    g.emit(EventKind.TURN_ORDER, None, {"order": list(g.turn_order)})


def _activate_inn(g: GameState) -> bool:
    board = g.board
    if board.inn_left is not None:
        if board.inn_right is not None:
            g.return_worker(board.inn_right, INN)
        board.inn_right, board.inn_left = board.inn_left, None
        g.emit(EventKind.INN, board.inn_right, {"move": "right"})
        return False
    if board.inn_right is not None:
        g.ask(DecisionKind.INN, board.inn_right)
        return True
    return False


def _activate_single(g: GameState, building: str) -> bool:
    """Gate, Trading Post, Guild or Joust Field; True when its worker owes a decision."""
    seat = g.board.specials[building]
    if seat is None:
        return False
    if building == "gate" and has_open_target(g, seat, free=True):
        g.ask(DecisionKind.GATE, seat)
        return True
    if building == "merchants_guild":
        g.ask(DecisionKind.GUILD, seat)
        return True
    if building == "joust_field" and can_joust(g, seat):
        g.ask(DecisionKind.JOUST, seat)
        return True
    if building == "trading_post":
        g.players[seat].deniers += 3
        g.emit(EventKind.DENIERS, seat, {"amount": 3, "source": "trading_post"})
    g.board.specials[building] = None
    g.return_worker(seat, SPECIAL_TARGETS[building])
    return False


def special_step(g: GameState) -> bool:
    """Activate the special buildings in order; True once a decision is set."""
    while g.flow.special < len(SPECIAL_ORDER):
        building = SPECIAL_ORDER[g.flow.special]
        if building == "stables":
            _activate_stables(g)
        elif building == "inn":
            if _activate_inn(g):
                return True
        elif _activate_single(g, building):
            return True
        g.flow.special += 1
    return False


def legal_provost(g: GameState, seat: int) -> list[Action]:
    return [SKIP, *provost_moves(g, g.players[seat].deniers)]


def apply_provost(g: GameState, seat: int, action: Action) -> None:
    if action.kind is Verb.PROVOST:
        move_provost(g, seat, action, cost_per_space=1)
    else:
        g.emit(EventKind.PROVOST_STAYS, seat, {"at": g.board.provost, "why": "chose"})
    g.flow.provost += 1


def provost_step(g: GameState) -> bool:
    """R-PROVOST: in passing order, each player may move the provost once."""
    while g.flow.provost < len(g.passed):
        seat = g.passed[g.flow.provost]
        if g.players[seat].deniers >= 1:
            g.ask(DecisionKind.PROVOST, seat)
            return True
        g.emit(EventKind.PROVOST_STAYS, seat, {"at": g.board.provost, "why": "no_deniers"})
        g.flow.provost += 1
    return False
