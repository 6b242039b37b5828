"""Planner: a flat Monte-Carlo player built on a quick heuristic of its own.

`Worth` prices a seat's position in prestige: prestige now, plus rough values of cubes,
deniers, owned buildings, favour markers, castle standing and workers still on the board.
At a decision the planner ranks the legal moves by that one-move estimate and keeps the best
eight. After each it plays continuations to the end of the current turn (to the game's end in
the last turn), every seat following the same estimate with random noise, and scores each by
its worth minus the best rival's. The move with the best average is played. The budget counts
simulated moves, never seconds; the random numbers come from the seed and the position.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from caylus.core import Action, Game
from caylus.core.actions import Argument
from caylus.core.buildings import BUILDINGS, PRESTIGE, STONE, WOOD, Building
from caylus.core.castle import BATCHES, SCORING_TABLE
from caylus.core.effects import Alchemy, Build, Exchange, Lawyer, Market, Peddler, Produce
from caylus.core.placement import placement_cost
from caylus.core.places import Place
from caylus.core.road import build_choices
from caylus.core.state import SECTION_NAMES, SECTION_PRESTIGE
from caylus.core.vocabulary import DecisionKind, Phase, Verb
from caylus.heldout.common import HeldoutPlayer, Legal, mover

CANDIDATES: Final = 8
BUDGET: Final = 4000  # simulated moves per decision
MAX_ROUNDS: Final = 24  # rollouts per candidate at most (short ones cost almost nothing)
MAX_ROLLOUT: Final = 120  # a safety cap: a turn rarely takes more than 60 decisions
NOISE: Final = 1.0  # the rollout policy's uniform noise, in prestige
CUBE: Final = {"F": 1.4, "W": 1.1, "S": 1.3, "C": 1.3, "G": 3.3}
STOCK, SURPLUS = 3, 0.5  # cubes of one kind beyond STOCK are worth SURPLUS of their price
RICH: Final = 10  # deniers beyond RICH are worth only their final 1 PP per 4
TURNS_LEFT: Final = 12  # turns still to play at the start, roughly
SPECIAL: Final = {"gate": 1.2, "merchants_guild": 0.6, "inn": 1.2, "stables": 0.4}
# The chance a road worker is activated, by provost minus space (-4 or less ... 3 or more),
# while the provost may still move.
SURVIVAL: Final = (0.05, 0.2, 0.3, 0.45, 0.8, 0.85, 0.9, 1.0)
BEFORE_CASTLE: Final = (Phase.PLACEMENT, Phase.SPECIAL, Phase.PROVOST, Phase.ROAD)
DIRECT: Final = (DecisionKind.PLACE, DecisionKind.GATE)
# Only a provost move changes what the other seats are worth (their workers' chances).
RIVALS: Final = (DecisionKind.PROVOST, DecisionKind.GUILD)
ROAD_PLACES: Final = tuple(Place("road", space) for space in range(1, 29))
RESIDENCE: Final = BUILDINGS["residence"]
# Each castle section's scoring (prestige change, favours) by the houses in it, 0 to 6.
SCORING: Final = {name: [next((c, n) for least, c, n in reversed(table) if houses >= least)
                         for houses in range(7)] for name, table in SCORING_TABLE.items()}


class Worth:
    """The planner's rough prices, in prestige, for one position."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.left = max(0.0, min(1.0, (24 - game.board.bailiff) / 18))
        keep = min(1.0, 3 * self.left)  # cubes and deniers keep their use until the end nears
        self.cube = {c: 1 / 3 + (v - 1 / 3) * keep for c, v in CUBE.items()}
        self.cube["G"] = 3 + (CUBE["G"] - 3) * keep
        self.denier = 0.25 + 0.25 * keep
        self.favour = 1.5 + 0.6 * game.board.open_columns

    def margin(self, seat: int, rivals: bool = True) -> float:
        """The seat's worth minus the best rival's (its worth alone without `rivals`)."""
        others = [self.of(s) for s in range(self.game.num_players) if s != seat and rivals]
        return self.of(seat) - max(others, default=0.0)

    def of(self, seat: int) -> float:
        player = self.game.players[seat]
        if self.game.is_over:
            return float(player.prestige)
        deniers = 0.25 * player.deniers + (self.denier - 0.25) * min(player.deniers, RICH)
        value = player.prestige + deniers + self.cubes(player.cubes)
        value += 0.5 * self.left * sum(player.favour)
        return value + self.assets(seat) + self.castle(seat) + self.pending(seat)

    def cubes(self, cubes: dict[str, int]) -> float:
        value = self.cube["G"] * cubes["G"]
        for kind in "FWSC":
            held = cubes[kind]
            value += self.cube[kind] * (held if held <= STOCK else STOCK + SURPLUS * (held - STOCK))
        return value

    def asset(self, building: Building) -> float:
        """What owning a tile is worth beyond its prestige: visits and income to come."""
        kept = 2.0 if building.category in (WOOD, STONE) else 0.0
        return self.left * (kept + building.income * TURNS_LEFT * self.denier)

    def assets(self, seat: int) -> float:
        return sum(self.asset(BUILDINGS[tile[0]]) for tile in self.game.board.road
                   if tile is not None and tile[1] == seat)

    def castle(self, seat: int) -> float:
        """The coming scoring of the first unscored castle section, by the houses there now."""
        board = self.game.board
        if board.scored >= len(SECTION_NAMES):
            return 0.0
        name = SECTION_NAMES[board.scored]
        change, favours = SCORING[name][min(board.castle[name].count(seat), 6)]
        return 0.7 * (change + favours * self.favour)

    def pending(self, seat: int) -> float:
        """Workers standing on the board that have not acted yet."""
        board, total = self.game.board, 0.0
        if seat in board.road_workers:
            total = sum(self.target(seat, ROAD_PLACES[space])
                        for space, worker in enumerate(board.road_workers) if worker == seat)
        if seat in board.castle_workers and self.game.phase in BEFORE_CASTLE:
            total += self.castle_gain(seat)
        if seat in board.specials.values():
            total += sum(self.target(seat, Place(name))
                         for name, worker in board.specials.items() if worker == seat)
        return total + SPECIAL["inn"] * ((board.inn_left == seat) + (board.inn_right == seat))

    def target(self, seat: int, place: Place) -> float:
        """What a worker of `seat` on `place` should bring, the provost's risk included."""
        if place.is_road:
            space = place.number or 0
            return self.survival(space) * self.road(seat, space)
        player = self.game.players[seat]
        if place.area == "castle":
            return self.castle_gain(seat)
        if place.area == "trading_post":
            return 3 * self.denier
        if place.area == "joust_field" and player.cubes["C"] > 0 and player.deniers > 1:
            return self.favour - self.cube["C"] - self.denier
        return SPECIAL.get(place.area, 0.0)

    def survival(self, space: int) -> float:
        ahead = self.game.board.provost - space
        if self.game.phase is Phase.ROAD:
            return 1.0 if ahead >= 0 else 0.0
        return SURVIVAL[max(-4, min(3, ahead)) + 4]

    def road(self, seat: int, space: int) -> float:
        """The best a worker of `seat` can do with the building on `space` (0: skip)."""
        effect = BUILDINGS[self.game.board.building_on(space)].effect
        player, price = self.game.players[seat], self.cube
        have, deniers = player.cubes, player.deniers
        if isinstance(effect, Produce):
            return max(sum(price[c] for c in option) for option in effect.options)
        if isinstance(effect, Build):
            choices = build_choices(self.game, seat, effect.builds)
            return max([self.tile(args) for args in choices], default=0.0)
        gains = [0.0]
        if isinstance(effect, Market):
            gains += [effect.price * self.denier - price[c] for c in have if have[c] > 0]
        elif isinstance(effect, Peddler):
            best = max(price[c] for c in "FWSC")
            gains += [n * best - paid * self.denier for n, paid in effect.offers if paid <= deniers]
        elif isinstance(effect, Lawyer) and have["C"] > 0 and deniers > 0:
            gains.append(2 + self.asset(RESIDENCE) - price["C"] - self.denier)
        elif isinstance(effect, Alchemy):
            spare = sorted(price[c] for c in "FWSC" for _ in range(have[c]))
            gains += [gold * price["G"] - sum(spare[:n]) for n, gold in effect.offers
                      if n <= len(spare)]
        elif isinstance(effect, Exchange):
            by_deniers = effect.pay == "deniers"
            held = deniers if by_deniers else have[effect.pay]
            paid = self.denier if by_deniers else price[effect.pay]
            got = 1.0 if effect.gain == "prestige" else price[effect.gain]
            gains += [g * got - p * paid for p, g in effect.offers if p <= held]
        return max(gains)

    def tile(self, args: tuple[Argument, ...]) -> float:
        """A build's gain: prestige, favours and ownership, less what it costs."""
        building = BUILDINGS[str(args[0])]
        cost = sum(self.cube[c] * n for c, n in building.cube_cost.items())
        if building.any_cost:
            cost += building.any_cost * self.cube[str(args[1])]
        value = building.prestige + building.favours * self.favour + self.asset(building)
        if building.category == PRESTIGE:  # it replaces one of the seat's residences
            value -= self.asset(RESIDENCE)
        return value - cost

    def castle_gain(self, seat: int) -> float:
        """What the batches the seat should manage this turn gain, or the penalty for none."""
        section = self.game.board.section_under_construction()
        if section is None:
            return 0.0
        cubes, gain, batches = self.projected(seat), 0.0, 0
        while payable := [b for b in BATCHES if all(cubes[c] > 0 for c in b)]:
            batch = min(payable, key=lambda b: sum(self.cube[c] for c in b))
            for c in batch:
                cubes[c] -= 1
            gain += SECTION_PRESTIGE[section] - sum(self.cube[c] for c in batch)
            batches += 1
        return gain + 0.3 * batches * self.favour if batches else -2.0

    def projected(self, seat: int) -> dict[str, int]:
        """The seat's cubes plus what its likely activated production workers will bring."""
        cubes, board = dict(self.game.players[seat].cubes), self.game.board
        for space, worker in enumerate(board.road_workers, start=1):
            effect = BUILDINGS[board.building_on(space)].effect if worker == seat else None
            if isinstance(effect, Produce) and self.survival(space) >= 0.5:
                # The most cubes; among single cubes, the kind held least.
                for c in max(effect.options, key=lambda o: (len(o), -cubes[o[0]])):
                    cubes[c] += 1
        return cubes


def quick(game: Game, legal: Legal) -> list[float]:
    """The heuristic's value of each legal move for the seat to move (higher is better)."""
    seat, decision = mover(game), game.decision
    if decision is not None and decision.kind in DIRECT:
        # The worker acts later: price its target now rather than simulate the move.
        worth = Worth(game)
        return [_placement(game, worth, seat, action) for action in legal]
    rivals = decision is not None and decision.kind in RIVALS
    values = []
    for action in legal:
        after = game.clone()
        after.apply_unchecked(action)
        values.append(Worth(after).margin(seat, rivals))
    return values


def _placement(game: Game, worth: Worth, seat: int, action: Action) -> float:
    target = action.target
    if target is None:  # a pass (the first passer's denier) or the gate's skip
        return worth.denier if action.kind is Verb.PASS and not game.passed else 0.0
    value = worth.target(seat, target)
    if action.kind is Verb.PLACE:
        value -= placement_cost(game, seat, target) * worth.denier
    owner = game.board.owner_at(target.number or 0) if target.is_road else None
    if owner is not None and owner != seat:  # the owner's prestige point
        value -= 1.0 if game.num_players == 2 else 0.5
    return value


def noisy_choice(game: Game, rng: random.Random) -> Action:
    """The rollout policy: the heuristic's best move after uniform noise."""
    legal = game.legal_actions()
    if len(legal) == 1:
        return legal[0]
    values = quick(game, legal)
    return legal[max(range(len(legal)), key=lambda i: values[i] + NOISE * rng.random())]


def rollout(game: Game, seat: int, rng: random.Random) -> tuple[float, int]:
    """Play on to the end of the turn: the seat's margin there, and the moves it took."""
    turn, steps = game.turn, 0
    while not game.is_over and game.turn == turn and steps < MAX_ROLLOUT:
        game.apply_unchecked(noisy_choice(game, rng))
        steps += 1
    return Worth(game).margin(seat), steps


class Planner(HeldoutPlayer):
    """`budget`: simulated moves per decision (BUDGET when None)."""

    level = "heldout_planner"

    def _pick(self, game: Game, legal: Legal) -> Action:
        values = quick(game, legal)
        ranked = sorted(range(len(legal)), key=lambda i: -values[i])[:CANDIDATES]
        if len(ranked) == 1:
            return legal[ranked[0]]
        means = self._simulate(game, [legal[i] for i in ranked])
        return legal[ranked[max(range(len(ranked)), key=lambda k: (means[k], -k))]]

    def _simulate(self, game: Game, moves: Sequence[Action]) -> list[float]:
        """Each move's mean margin over rounds of rollouts, one seed per round for all moves."""
        seat = mover(game)
        rng = random.Random(self.seed * 1_000_003 + len(game.history))
        budget = BUDGET if self.budget is None else self.budget
        totals, spent, rounds = [0.0] * len(moves), 0, 0
        while rounds < MAX_ROUNDS and (rounds < 2 or spent < budget):
            seed = rng.getrandbits(48)
            for k, move in enumerate(moves):
                after = game.clone()
                after.apply_unchecked(move)
                value, steps = rollout(after, seat, random.Random(seed))
                totals[k] += value
                spent += steps + 1
            rounds += 1
        return [total / rounds for total in totals]
