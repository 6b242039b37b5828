"""Why an action is illegal: the reasons carried by IllegalAction.

Each reason is a `Reason`: English text for the engine and the log, with a code and values
that a user interface translates (codes are documented by the UI's `reason.*` catalogue)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from caylus.core.actions import Action, Argument, Reason, shortened
from caylus.core.buildings import BUILDINGS, CUBE_KINDS, NEUTRAL, STONE, WOOD
from caylus.core.placement import GATE, placement_problem, target_problem
from caylus.core.places import ROAD_LENGTH
from caylus.core.state import GameState
from caylus.core.vocabulary import DecisionKind, Verb

CUBE_ORDER: Final = "".join(CUBE_KINDS)
DECISION_NAMES: Final = {
    "place": "place a worker or pass",
    "gate": "move the Gate's worker or let it return (skip)",
    "guild": "move the provost with the Merchants' Guild or skip",
    "joust": "joust for a favour or skip",
    "inn": "keep the Inn worker (inn stay) or take it back (inn leave)",
    "provost": "move the provost or skip",
    "produce": "choose what to take",
    "owner_bonus": "choose the owner's bonus cube",
    "market": "sell a cube or skip",
    "peddler": "buy cubes or skip",
    "build": "choose a building to build or skip",
    "lawyer": "choose a building to turn into a residence or skip",
    "alchemy": "choose cubes to turn into gold or skip",
    "exchange": "choose a trade or skip",
    "castle": "offer a batch to the castle or say done",
    "favour": "choose a favour row and effect",
}


def _place_reason(g: GameState, seat: int, action: Action) -> Reason | None:
    target = action.target
    if target is None or len(action.args) != 1:
        return None
    if action.kind is Verb.PLACE:
        return placement_problem(g, seat, target)
    if target == GATE:
        return Reason("gate_itself", "the worker is on the Gate already")
    return target_problem(g, seat, target)


def _provost_reason(g: GameState, seat: int, action: Action) -> Reason | None:
    if action.kind is not Verb.PROVOST or len(action.args) != 1:
        return None
    delta = action.args[0]
    if not isinstance(delta, int):
        typed = shortened(str(delta))
        return Reason("not_a_number", f"'{typed}' is not a number of spaces", name=typed)
    if not 1 <= abs(delta) <= 3:
        return Reason("provost_step", "the provost moves 1 to 3 spaces")
    if not 1 <= g.board.provost + delta <= ROAD_LENGTH:
        return Reason("provost_bounds", f"the provost must stay on road spaces 1-{ROAD_LENGTH}",
                      last=ROAD_LENGTH)
    decision = g.decision
    if decision and decision.kind is DecisionKind.PROVOST and abs(delta) > g.players[seat].deniers:
        have = g.players[seat].deniers
        return Reason("provost_cost", f"moving {abs(delta)} spaces costs {abs(delta)} deniers "
                      f"and you have {have}", cost=abs(delta), have=have)
    return None


def _lawyer_reason(g: GameState, seat: int, args: tuple[Argument, ...]) -> Reason | None:
    space = args[0] if len(args) == 1 else None
    if not isinstance(space, int) or not 1 <= space <= ROAD_LENGTH:
        return Reason("name_a_space", "name a road space from 1 to 28")
    building = g.board.building_at(space)
    if building is None:
        return Reason("empty_space", f"road space {space} is empty", space=space)
    tile = BUILDINGS[building]
    if building == "lawyer":
        return Reason("lawyer_itself", "the Lawyer cannot turn itself into a residence")
    if space in g.board.pending_lawyer:
        return Reason("already_pending", f"the {tile.name} on space {space} is already becoming a "
                      "residence", building=building, space=space)
    if tile.category in (WOOD, STONE) and g.board.owner_at(space) != seat:
        return Reason("not_yours", f"the {tile.name} on space {space} belongs to another player",
                      building=building, space=space)
    if tile.category not in (NEUTRAL, WOOD, STONE):
        return Reason(f"no_residence_from_{tile.category}",
                      f"a {tile.category} building cannot become a residence")
    return None


def _build_reason(g: GameState, args: tuple[Argument, ...]) -> Reason | None:
    if not args:
        return Reason("name_a_building", "name a building: you cannot build nothing")
    tile = BUILDINGS.get(str(args[0]))
    if tile is None:
        typed = shortened(str(args[0]))
        return Reason("no_such_building", f"there is no building called '{typed}'", name=typed)
    if g.board.stock.get(tile.id, 0) < 1:
        return Reason("out_of_stock", f"no {tile.name} is left to build", building=tile.id)
    return Reason("cannot_build", f"you cannot pay for the {tile.name} ({tile.cost_text()}) "
                  "with this choice, or it is not built here", building=tile.id)


def _batch_reason(g: GameState, seat: int, args: tuple[Argument, ...]) -> Reason | None:
    from caylus.core.castle import BATCHES

    cubes = str(args[0]) if args else ""
    batch = "".join(sorted(cubes, key=CUBE_ORDER.index)) if set(cubes) <= set(CUBE_ORDER) else ""
    if batch not in BATCHES:
        return Reason("bad_batch", "a batch is 1 food and 2 other cubes of different kinds")
    if g.board.section_under_construction() is None:
        return Reason("castle_complete", "the castle is complete")
    return Reason("missing_cubes", "you do not have those cubes")


def _cost_reason(g: GameState, seat: int, action: Action) -> Reason | None:
    if action.kind is Verb.LAWYER:
        reason = _lawyer_reason(g, seat, action.args)
        if reason:
            return reason
    if action.kind is Verb.BUILD:
        return _build_reason(g, action.args)
    if action.kind is Verb.BATCH:
        return _batch_reason(g, seat, action.args)
    if action.kind is Verb.SELL and action.args and action.args[0] in CUBE_KINDS:
        return Reason("nothing_to_sell", "you cannot sell a cube you do not have")
    if action.kind in (Verb.BUY, Verb.TRADE, Verb.ALCHEMY, Verb.JOUST, Verb.LAWYER):
        return Reason("cannot_pay", "you cannot pay for it, or it is not one of the offers")
    if action.kind is Verb.FAVOUR and action.args:
        if action.args[0] in g.favour_rows_used.get(seat, ()):
            return Reason("row_used", "you already used that row in this phase")
        return Reason("column_closed",
                      "that column is not reached or its effect is not possible now")
    return None


def reason_against(g: GameState, action: Action, legal: Sequence[Action]) -> Reason:
    """Why `action`, known to be illegal, is refused."""
    decision = g.decision
    if decision is None:
        return Reason("game_over", "the game is over")
    seat = decision.seat
    reason = None
    if decision.kind in (DecisionKind.PLACE, DecisionKind.GATE):
        reason = _place_reason(g, seat, action)
    if reason is None and decision.kind in (DecisionKind.GUILD, DecisionKind.PROVOST):
        reason = _provost_reason(g, seat, action)
    if reason is None:
        reason = _cost_reason(g, seat, action)
    if reason is None or not any(a.kind == action.kind for a in legal):
        sample = ", ".join(str(a) for a in legal[:6]) + (", ..." if len(legal) > 6 else "")
        who = g.players[seat].name
        expected = DECISION_NAMES.get(decision.kind, decision.kind)
        reason = Reason(f"must_{decision.kind}", f"{who} must {expected} now (for example: "
                        f"{sample})", who=who)
    return reason
