"""What the held-out opponents share: reading the position and a plain default move."""

from __future__ import annotations

from collections.abc import Sequence

from caylus.ai.base import CancelToken, Player, SearchInfo
from caylus.core import Action, Game
from caylus.core.buildings import BUILDINGS, Building
from caylus.core.castle import BATCHES
from caylus.core.effects import Build, Produce
from caylus.core.placement import placement_cost
from caylus.core.vocabulary import DecisionKind, Verb

Legal = Sequence[Action]
CUBE_GAINS = (Verb.TAKE, Verb.BONUS, Verb.BUY)
SKIPS = (Verb.SKIP, Verb.PASS, Verb.DONE)


class HeldoutPlayer(Player):
    """A rule-based player: `_pick` chooses; an answer that is not legal falls back to the
    first legal action, so a held-out player never stalls a game."""

    level = "heldout"

    def _decide(
        self, game: Game, legal: list[Action] | tuple[Action, ...], cancel: CancelToken | None
    ) -> Action:
        action = self._pick(game, legal)
        if action not in legal:
            action = legal[0]
        self.info = SearchInfo(line=(action,))
        return action

    def _pick(self, game: Game, legal: Legal) -> Action:
        raise NotImplementedError


def mover(game: Game) -> int:
    seat = game.current_seat
    return 0 if seat is None else seat


def kind_of(game: Game) -> DecisionKind | None:
    return game.decision.kind if game.decision is not None else None


def cubes_of(game: Game, seat: int) -> dict[str, int]:
    return game.players[seat].cubes


def road_building(game: Game, action: Action) -> tuple[int, Building] | None:
    """The road space and building a `place` action targets, if it is on the road."""
    target = action.target
    if action.kind is not Verb.PLACE or target is None or not target.is_road:
        return None
    space = target.number or 0
    building = game.board.building_at(space)
    return None if building is None else (space, BUILDINGS[building])


def produced(building: Building) -> str:
    """Every cube letter the building can produce for its visitor."""
    effect = building.effect
    return "".join(effect.options) if isinstance(effect, Produce) else ""


def builds(building: Building) -> str | None:
    """The category of tile a building lets its visitor build, if it is a builder."""
    effect = building.effect
    return effect.builds if isinstance(effect, Build) else None


def place_cost(game: Game, seat: int, action: Action) -> int:
    target = action.target
    return 0 if target is None else placement_cost(game, seat, target)


def batch_gap(cubes: dict[str, int]) -> tuple[int, str]:
    """How few cubes short of one castle batch the seat is, and which cubes those are."""
    best = min(BATCHES, key=lambda batch: sum(cubes[c] < 1 for c in batch))
    missing = "".join(c for c in best if cubes[c] < 1)
    return len(missing), missing


def lacking(cubes: dict[str, int]) -> str:
    """The cubes missing from any of the nearest batches, food first."""
    gap, _ = batch_gap(cubes)
    near = [b for b in BATCHES if sum(cubes[c] < 1 for c in b) == gap]
    return "".join(c for c in "FWSCG" if cubes[c] < 1 and any(c in b for b in near))


def scarcest(cubes: dict[str, int]) -> str:
    """Cube letters from the fewest held to the most; food first among equals."""
    return "".join(sorted("FWSCG", key=lambda c: cubes[c]))


def find(legal: Legal, verb: Verb) -> Action | None:
    return next((action for action in legal if action.kind is verb), None)


def place_at(legal: Legal, area: str) -> Action | None:
    """The legal `place` action on an off-road place such as the castle or the joust field."""
    for action in legal:
        target = action.target
        if action.kind is Verb.PLACE and target is not None and target.area == area:
            return action
    return None


def most_batches(legal: Legal) -> Action:
    """In the castle: a batch while one can be paid, then done."""
    return find(legal, Verb.BATCH) or find(legal, Verb.DONE) or legal[0]


def cube_gain(action: Action) -> int:
    """How many cubes an action hands over (take, owner bonus or peddler purchase)."""
    if action.kind not in CUBE_GAINS or not action.args:
        return 0
    return len(str(action.args[0]))


def simple_choice(game: Game, legal: Legal) -> Action:
    """The plain default: batches in the castle, the most cubes (the scarcest kind first),
    else the first action that is not a skip. Paid provost moves are left alone: a simple
    player has no reason to spend deniers on them."""
    if kind_of(game) is DecisionKind.CASTLE:
        return most_batches(legal)
    gains = [a for a in legal if cube_gain(a) > 0]
    if gains:
        order = scarcest(cubes_of(game, mover(game)))
        return max(gains, key=lambda a: (cube_gain(a),
                                         -min(order.index(c) for c in str(a.args[0]))))
    if kind_of(game) not in (DecisionKind.PROVOST, DecisionKind.PLACE):
        useful = [a for a in legal if a.kind not in SKIPS]
        if useful:
            return useful[0]
    return find(legal, Verb.SKIP) or find(legal, Verb.PASS) or legal[0]


def cheapest_production(
    game: Game, legal: Legal, wanted: str, only_wanted: bool = False
) -> Action | None:
    """The cheapest legal placement on a production building; among equals, the one that
    produces the earliest letter of `wanted`. With `only_wanted`, only buildings that produce
    one of `wanted`."""
    seat = mover(game)
    options = []
    for action in legal:
        found = road_building(game, action)
        if found is None or not produced(found[1]):
            continue
        cubes = produced(found[1])
        rank = min((wanted.index(c) for c in cubes if c in wanted), default=len(wanted))
        if only_wanted and rank == len(wanted):
            continue
        options.append((place_cost(game, seat, action), rank, found[0], action))
    if not options:
        return None
    return min(options, key=lambda o: o[:3])[3]
