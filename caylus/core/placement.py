"""Phase 2, placing workers (R-PLACE), and the shared rules of where a worker may stand."""

from __future__ import annotations

from typing import Final

from caylus.core.actions import Action, Reason, act, shortened
from caylus.core.buildings import BUILDINGS
from caylus.core.places import ROAD, ROAD_LENGTH, Place, road_place
from caylus.core.state import SINGLE_SLOT_SPECIALS, GameState
from caylus.core.vocabulary import DecisionKind, EventKind, Verb

STABLES: Final = Place("stables")
INN: Final = Place("inn")
CASTLE: Final = Place("castle")
SPECIAL_TARGETS: Final = {name: Place(name) for name in SINGLE_SLOT_SPECIALS}
OFF_ROAD_TARGETS: Final = (*SPECIAL_TARGETS.values(), STABLES, INN, CASTLE)
ROAD_TARGETS: Final = tuple(road_place(space) for space in range(1, ROAD_LENGTH + 1))
ALL_TARGETS: Final = (*OFF_ROAD_TARGETS, *ROAD_TARGETS)
GATE: Final = SPECIAL_TARGETS["gate"]
WORKABLE: Final = frozenset(b.id for b in BUILDINGS.values() if b.accepts_workers)
PASS: Final = act(Verb.PASS)
PLACE_ACTIONS: Final = {target: act(Verb.PLACE, target) for target in ALL_TARGETS}
GATE_ACTIONS: Final = {target: act(Verb.GATE, target) for target in ALL_TARGETS}


def target_problem(g: GameState, seat: int, target: Place) -> Reason | None:
    """Why `seat` may not put a worker on `target` now, cost aside (R-PLACE-5); None if it may."""
    board = g.board
    if target.is_road and target.number is not None:
        return _road_problem(g, target.number)
    if target.area in SPECIAL_TARGETS and target.number is None:
        if board.specials[target.area] is not None:
            name = target.area.replace("_", " ")
            return Reason("occupied", f"the {name} already holds a worker", place=target)
        return None
    if target == STABLES:
        if g.num_players == 2:
            return Reason("stables_two_players", "the stables are not used in a two-player game")
        if seat in board.stables:
            return Reason("stables_yours", "you already have a worker in the stables")
        if len(board.stables) >= 3:
            return Reason("stables_full", "the stables are full")
        return None
    if target == INN:
        if board.inn_left is not None:
            return Reason("inn_taken", "the Inn's left slot is taken")
        return None
    if target == CASTLE:
        if seat in board.castle_workers:
            return Reason("castle_yours", "you already have a worker in the castle")
        return None
    return Reason("no_such_place", f"there is no place called '{shortened(str(target))}'",
                  place=target)


def _road_problem(g: GameState, space: int) -> Reason | None:
    board = g.board
    if not 1 <= space <= ROAD_LENGTH:
        return Reason("no_road_space", f"there is no road space {space}", space=space)
    building = board.building_at(space)
    if building is None:
        return Reason("empty_space", f"road space {space} is empty", space=space)
    tile = BUILDINGS[building]
    if not tile.accepts_workers:
        return Reason(f"no_worker_on_{tile.category}",
                      f"no worker may be placed on a {tile.category} building ({tile.name})",
                      building=building)
    if board.road_workers[space - 1] is not None:
        return Reason("occupied", f"the {tile.name} on space {space} already holds a worker",
                      place=road_place(space), building=building)
    return None


def placement_cost(g: GameState, seat: int, target: Place) -> int:
    """R-PLACE-3 and R-TWO: what putting a worker on `target` costs `seat` now."""
    if target.area == ROAD and g.board.owner_at(target.number or 0) == seat:
        return 1
    return usual_cost(g, seat)


def placement_problem(g: GameState, seat: int, target: Place) -> Reason | None:
    """Why a placement is illegal, cost included; None when it is legal."""
    player = g.players[seat]
    if player.workers_available <= 0:
        return Reason("no_worker_left", "you have no worker left")
    problem = target_problem(g, seat, target)
    if problem:
        return problem
    cost = placement_cost(g, seat, target)
    if cost > player.deniers:
        return Reason("too_expensive", f"it costs {cost} deniers and you have {player.deniers}",
                      cost=cost, have=player.deniers)
    return None


def open_targets(g: GameState, seat: int, free: bool = False) -> list[Place]:
    """Targets open to `seat`: paid placements, or with `free` the Gate's moves.

    The same rules as `target_problem` and `placement_cost`, read straight from the board
    because search asks this before almost every decision (a property test checks they agree).
    """
    player = g.players[seat]
    if not free and player.workers_available <= 0:
        return []
    board = g.board
    money = player.deniers
    cost = 0 if free else usual_cost(g, seat)
    own_cost = 0 if free else 1
    targets = []
    if cost <= money:
        targets = [p for name, p in SPECIAL_TARGETS.items() if board.specials[name] is None]
        if free and GATE in targets:
            targets.remove(GATE)
        if g.num_players > 2 and seat not in board.stables and len(board.stables) < 3:
            targets.append(STABLES)
        if board.inn_left is None:
            targets.append(INN)
        if seat not in board.castle_workers:
            targets.append(CASTLE)
    workers = board.road_workers
    for index, tile in enumerate(board.road):
        if tile is None or workers[index] is not None or tile[0] not in WORKABLE:
            continue
        if (own_cost if tile[1] == seat else cost) <= money:
            targets.append(ROAD_TARGETS[index])
    return targets


def usual_cost(g: GameState, seat: int) -> int:
    """What any place but the seat's own buildings costs now (R-PLACE-3, R-TWO, R-INN)."""
    if g.board.inn_right == seat:
        return 1
    if g.num_players == 2 and g.passed:
        return 3
    return len(g.passed) + 1


def has_open_target(g: GameState, seat: int, free: bool = False) -> bool:
    """Whether `open_targets` is not empty; asked before every placement, so it looks at the
    places most often open first."""
    board = g.board
    if not free:
        player = g.players[seat]
        if player.workers_available <= 0:
            return False
        if usual_cost(g, seat) <= player.deniers and (
            seat not in board.castle_workers or board.inn_left is None
        ):
            return True
    elif seat not in board.castle_workers:
        return True
    return bool(open_targets(g, seat, free))


def legal_place(g: GameState, seat: int) -> list[Action]:
    return [PASS, *(PLACE_ACTIONS[t] for t in open_targets(g, seat))]


def put_worker(g: GameState, seat: int, target: Place) -> None:
    """Stand a worker of `seat` on `target`; the owner of a road building gains 1 PP (R-PLACE-4)."""
    board = g.board
    if target.is_road and target.number is not None:
        space = target.number
        board.road_workers[space - 1] = seat
        owner = board.owner_at(space)
        if owner is not None and owner != seat:
            g.gain_prestige(owner, 1)
            g.emit(EventKind.OWNER_PRESTIGE, owner, {"space": space, "visitor": seat})
    elif target.area in SPECIAL_TARGETS:
        board.specials[target.area] = seat
    elif target == STABLES:
        board.stables.append(seat)
    elif target == INN:
        board.inn_left = seat
    elif target == CASTLE:
        board.castle_workers.append(seat)


def do_pass(g: GameState, seat: int, forced: bool = False) -> None:
    """R-PLACE-2: take the lowest free number on the bridge; the first passer takes 1 denier.

    A forced pass (R-PLACE-2) says why: `why` is "no_workers", "no_deniers" or "no_place"."""
    why = forced_pass_reason(g, seat) if forced else None
    g.passed.append(seat)
    bonus = len(g.passed) == 1
    if bonus:
        g.players[seat].deniers += 1
    if why is None:
        g.emit(EventKind.PASS, seat, {"position": len(g.passed), "bonus": bonus, "forced": forced})
    else:
        g.emit(EventKind.PASS, seat, {"position": len(g.passed), "bonus": bonus, "forced": forced,
                                      "why": why})


def forced_pass_reason(g: GameState, seat: int) -> str:
    """Why `seat` cannot place: no worker left, too few deniers, or no place open to it."""
    player = g.players[seat]
    if player.workers_available <= 0:
        return "no_workers"
    return "no_deniers" if player.deniers < usual_cost(g, seat) else "no_place"


def apply_place(g: GameState, seat: int, action: Action) -> None:
    if action.kind is Verb.PASS:
        do_pass(g, seat)
    else:
        target = action.target
        assert target is not None
        cost = placement_cost(g, seat, target)
        player = g.players[seat]
        player.deniers -= cost
        player.workers_out += 1
        g.emit(EventKind.PLACE, seat, {"place": target, "cost": cost})
        put_worker(g, seat, target)
    g.flow.placing = (g.flow.placing + 1) % g.num_players


def placement_step(g: GameState) -> bool:
    """Find the next seat to place or pass; True once a decision is set."""
    while len(g.passed) < g.num_players:
        seat = g.turn_order[g.flow.placing]
        if seat in g.passed:
            g.flow.placing = (g.flow.placing + 1) % g.num_players
            continue
        if not has_open_target(g, seat):
            do_pass(g, seat, forced=True)
            g.flow.placing = (g.flow.placing + 1) % g.num_players
            continue
        g.ask(DecisionKind.PLACE, seat)
        return True
    return False
