"""Phase 5, activating the road (R-ROAD, R-LAWYER and the effects of §8)."""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Final

from caylus.core.actions import Action, Argument, act, number, word
from caylus.core.buildings import BUILDINGS, NEUTRAL, NON_GOLD, PRESTIGE, STONE, WOOD
from caylus.core.effects import (
    DENIERS,
    PRESTIGE_GAIN,
    Alchemy,
    Build,
    Exchange,
    Lawyer,
    Market,
    Peddler,
    Produce,
    gained_for,
)
from caylus.core.places import ROAD_LENGTH, road_place
from caylus.core.state import GameState
from caylus.core.vocabulary import DecisionKind, EffectType, EventKind, Verb

SKIP: Final = act(Verb.SKIP)
LAWYER_CLOTH: Final = 1
LAWYER_DENIERS: Final = 1
RESIDENCE_PRESTIGE: Final = 2


def cube_bundles(size: int, kinds: tuple[str, ...] = NON_GOLD) -> list[str]:
    """Every multiset of `size` cubes drawn from `kinds`, as sorted letter strings."""
    return ["".join(combo) for combo in combinations_with_replacement(kinds, size)]


def count_cubes(cubes: str) -> dict[str, int]:
    counts: dict[str, int] = {}
    for cube in cubes:
        counts[cube] = counts.get(cube, 0) + 1
    return counts


# --- building tiles (Carpenter, Mason, Architect and the favour table's building row) ---


def tile_payments(g: GameState, seat: int, tile_id: str, discount: str = "") -> list[str]:
    """The ways `seat` can pay for a wood/stone tile: "" or the cube chosen for an "any" cost."""
    tile = BUILDINGS[tile_id]
    cost = tile.cube_cost
    for cube in discount:
        cost[cube] = max(0, cost.get(cube, 0) - 1)
    cubes = g.players[seat].cubes
    if any(cubes[k] < n for k, n in cost.items()):
        return []
    if not tile.any_cost:
        return [""]
    return [k for k in cubes if cubes[k] - cost.get(k, 0) >= tile.any_cost]


def buildable_tiles(g: GameState, category: str) -> list[str]:
    return [t for t, n in g.board.stock.items() if n > 0 and BUILDINGS[t].category == category]


def build_choices(
    g: GameState, seat: int, category: str, discount: str = ""
) -> list[tuple[Argument, ...]]:
    """Argument tuples for building a tile of `category` (R-ROAD-4/5)."""
    if category == PRESTIGE:
        residences = g.board.residences_of(seat)
        cubes = g.players[seat]
        return [
            (tile, space)
            for tile in buildable_tiles(g, PRESTIGE)
            if cubes.has_cubes(BUILDINGS[tile].cube_cost)
            for space in residences
        ]
    if g.board.first_empty_space() is None:
        return []
    return [
        (tile, pay) if pay else (tile,)
        for tile in buildable_tiles(g, category)
        for pay in tile_payments(g, seat, tile, discount)
    ]


def build_tile(
    g: GameState, seat: int, args: tuple[Argument, ...], discount: str = ""
) -> None:
    """Pay for and put a tile on the road; score its PP, then its favours."""
    tile = BUILDINGS[word(args[0])]
    player = g.players[seat]
    cost = tile.cube_cost
    for cube in discount:
        cost[cube] = max(0, cost.get(cube, 0) - 1)
    if tile.category == PRESTIGE:
        space = number(args[1])
    else:
        empty = g.board.first_empty_space()
        assert empty is not None, "a legal build has an empty space"
        space = empty
        if tile.any_cost:
            pay = word(args[1])
            cost[pay] = cost.get(pay, 0) + tile.any_cost
    for cube, n in cost.items():
        player.cubes[cube] -= n
    g.board.stock[tile.id] -= 1
    g.board.road[space - 1] = (tile.id, seat)
    g.gain_prestige(seat, tile.prestige)
    g.emit(EventKind.BUILD, seat, {"building": tile.id, "space": space, "prestige": tile.prestige,
                                   "paid": cost})
    g.grant_favours(seat, tile.favours)


# --- the Lawyer (R-LAWYER) and the favour table's residences ---


def lawyer_targets(g: GameState, seat: int) -> list[int]:
    board = g.board
    targets = []
    for index, tile in enumerate(board.road):
        if tile is None or index + 1 in board.pending_lawyer or tile[0] == "lawyer":
            continue
        category = BUILDINGS[tile[0]].category
        if category == NEUTRAL or (category in (WOOD, STONE) and tile[1] == seat):
            targets.append(index + 1)
    return targets


def order_residence(g: GameState, seat: int, space: int) -> None:
    """Transform now, or right after the worker still on the target is resolved."""
    deferred = g.board.road_workers[space - 1] is not None
    g.emit(EventKind.LAWYER, seat, {"building": g.board.building_on(space), "space": space,
                                    "deferred": deferred})
    if deferred:
        g.board.pending_lawyer[space] = seat
    else:
        transform(g, seat, space)


def transform(g: GameState, seat: int, space: int) -> None:
    board = g.board
    building = board.building_at(space)
    assert building is not None
    if BUILDINGS[building].category in (WOOD, STONE):
        board.stock[building] += 1
    board.road[space - 1] = ("residence", seat)
    g.gain_prestige(seat, RESIDENCE_PRESTIGE)
    g.emit(EventKind.RESIDENCE, seat, {"building": building, "space": space})


# --- activation: legal choices per effect type ---


def _peddler_options(g: GameState, seat: int, effect: Peddler) -> list[Action]:
    deniers = g.players[seat].deniers
    options = [SKIP]
    for size, price in effect.offers:
        if deniers >= price:
            options += [act(Verb.BUY, cubes) for cubes in cube_bundles(size)]
    return options


def _lawyer_options(g: GameState, seat: int) -> list[Action]:
    player = g.players[seat]
    if player.deniers < LAWYER_DENIERS or player.cubes["C"] < LAWYER_CLOTH:
        return [SKIP]
    return [SKIP, *(act(Verb.LAWYER, space) for space in lawyer_targets(g, seat))]


def _alchemy_options(g: GameState, seat: int, effect: Alchemy) -> list[Action]:
    player = g.players[seat]
    options = [SKIP]
    for size, _gold in effect.offers:
        options += [
            act(Verb.ALCHEMY, cubes)
            for cubes in cube_bundles(size)
            if player.has_cubes(count_cubes(cubes))
        ]
    return options


def _exchange_options(g: GameState, seat: int, effect: Exchange) -> list[Action]:
    player = g.players[seat]
    have = player.deniers if effect.pay == DENIERS else player.cubes[effect.pay]
    return [SKIP, *(act(Verb.TRADE, pay) for pay, _ in effect.offers if have >= pay)]


#: The decisions a worker on a road building owes: one per effect type but NONE.
ROAD_DECISIONS: Final = tuple(kind.decision for kind in EffectType if kind is not EffectType.NONE)


def activation_options(g: GameState, seat: int, space: int) -> list[Action]:
    effect = BUILDINGS[g.board.building_on(space)].effect
    if isinstance(effect, Produce):
        return [act(Verb.TAKE, cubes) for cubes in effect.options]
    if isinstance(effect, Market):
        cubes = g.players[seat].cubes
        return [SKIP, *(act(Verb.SELL, k) for k in cubes if cubes[k] > 0)]
    if isinstance(effect, Peddler):
        return _peddler_options(g, seat, effect)
    if isinstance(effect, Build):
        return [SKIP, *(act(Verb.BUILD, *args) for args in build_choices(g, seat, effect.builds))]
    if isinstance(effect, Lawyer):
        return _lawyer_options(g, seat)
    if isinstance(effect, Alchemy):
        return _alchemy_options(g, seat, effect)
    if isinstance(effect, Exchange):
        return _exchange_options(g, seat, effect)
    raise ValueError(f"no worker is sent to the building on road space {space}")


# --- activation: applying a choice ---


def _apply_produce(g: GameState, seat: int, space: int, action: Action) -> bool:
    cubes = word(action.args[0])
    for cube in cubes:
        g.players[seat].cubes[cube] += 1
    building = g.board.building_on(space)
    g.emit(EventKind.PRODUCE, seat, {"building": building, "space": space, "cubes": cubes})
    owner = g.board.owner_at(space)
    effect = BUILDINGS[building].effect
    if isinstance(effect, Produce) and effect.owner_bonus and owner is not None and owner != seat:
        g.ask(DecisionKind.OWNER_BONUS, owner, space=space)
        return True
    return False


def _apply_sell(g: GameState, seat: int, space: int, action: Action) -> bool:
    effect = BUILDINGS[g.board.building_on(space)].effect
    assert isinstance(effect, Market)
    price = effect.price
    player = g.players[seat]
    player.cubes[word(action.args[0])] -= 1
    player.deniers += price
    g.emit(EventKind.SELL, seat, {"cube": word(action.args[0]), "price": price})
    return False


def _apply_buy(g: GameState, seat: int, space: int, action: Action) -> bool:
    effect = BUILDINGS[g.board.building_on(space)].effect
    assert isinstance(effect, Peddler)
    cubes = word(action.args[0])
    price = gained_for(effect.offers, len(cubes))
    player = g.players[seat]
    player.deniers -= price
    for cube in cubes:
        player.cubes[cube] += 1
    g.emit(EventKind.BUY, seat, {"cubes": cubes, "price": price})
    return False


def _apply_build(g: GameState, seat: int, space: int, action: Action) -> bool:
    build_tile(g, seat, action.args)
    return False


def _apply_lawyer(g: GameState, seat: int, space: int, action: Action) -> bool:
    player = g.players[seat]
    player.cubes["C"] -= LAWYER_CLOTH
    player.deniers -= LAWYER_DENIERS
    order_residence(g, seat, number(action.args[0]))
    return False


def _apply_alchemy(g: GameState, seat: int, space: int, action: Action) -> bool:
    cubes = word(action.args[0])
    effect = BUILDINGS[g.board.building_on(space)].effect
    assert isinstance(effect, Alchemy)
    gold = gained_for(effect.offers, len(cubes))
    player = g.players[seat]
    for cube in cubes:
        player.cubes[cube] -= 1
    player.cubes["G"] += gold
    g.emit(EventKind.EXCHANGE, seat, {"building": "alchemist", "pay": cubes, "paid": len(cubes),
                                      "gain": "G", "gained": gold})
    return False


def _apply_trade(g: GameState, seat: int, space: int, action: Action) -> bool:
    building = g.board.building_on(space)
    effect = BUILDINGS[building].effect
    assert isinstance(effect, Exchange)
    pay = number(action.args[0])
    gain = gained_for(effect.offers, pay)
    player = g.players[seat]
    if effect.pay == DENIERS:
        player.deniers -= pay
    else:
        player.cubes[effect.pay] -= pay
    if effect.gain == PRESTIGE_GAIN:
        g.gain_prestige(seat, gain)
    else:
        player.cubes[effect.gain] += gain
    g.emit(EventKind.EXCHANGE, seat, {"building": building, "pay": effect.pay, "paid": pay,
                                      "gain": effect.gain, "gained": gain})
    return False


APPLY: Final = {
    Verb.TAKE: _apply_produce,
    Verb.SELL: _apply_sell,
    Verb.BUY: _apply_buy,
    Verb.BUILD: _apply_build,
    Verb.LAWYER: _apply_lawyer,
    Verb.ALCHEMY: _apply_alchemy,
    Verb.TRADE: _apply_trade,
}


def apply_activation(g: GameState, seat: int, action: Action) -> None:
    space = g.road_space()
    if action.kind is not Verb.SKIP and APPLY[action.kind](g, seat, space, action):
        return
    finish_space(g, space)


def legal_owner_bonus(g: GameState, seat: int) -> list[Action]:
    building = g.board.building_on(g.road_space())
    effect = BUILDINGS[building].effect
    return [act(Verb.BONUS, cube) for cube in effect.owner_bonus] if isinstance(
        effect, Produce) else []


def apply_owner_bonus(g: GameState, seat: int, action: Action) -> None:
    space = g.road_space()
    cube = word(action.args[0])
    g.players[seat].cubes[cube] += 1
    building = g.board.building_on(space)
    g.emit(EventKind.OWNER_BONUS, seat, {"building": building, "cube": cube})
    finish_space(g, space)


def finish_space(g: GameState, space: int, unused: bool = False) -> None:
    """The worker on `space` is resolved: it returns, then any pending Lawyer order happens."""
    board = g.board
    seat = board.road_workers[space - 1]
    if seat is not None:
        board.road_workers[space - 1] = None
        g.return_worker(seat, road_place(space), unused=unused)
    if space in board.pending_lawyer:
        transform(g, board.pending_lawyer.pop(space), space)
    g.flow.road_space = space + 1


def road_step(g: GameState) -> bool:
    """R-ROAD-1: activate from space 1 up to the provost; workers beyond it return unused."""
    board = g.board
    while g.flow.road_space <= ROAD_LENGTH:
        space = g.flow.road_space
        seat = board.road_workers[space - 1]
        if seat is None or space > board.provost:
            finish_space(g, space, unused=seat is not None)
            continue
        options = activation_options(g, seat, space)
        if len(options) > 1:
            g.ask(BUILDINGS[board.building_on(space)].effect_type.decision, seat, space=space)
            return True
        only = options[0] if options else SKIP
        if only.kind is not Verb.SKIP and APPLY[only.kind](g, seat, space, only):
            return True
        finish_space(g, space)
    return False
