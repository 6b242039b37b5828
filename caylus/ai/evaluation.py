"""What a position is worth to each seat, in prestige points (PP) expected at the end.

A seat's worth is the sum of weighted terms (see `TERMS`): prestige already won; deniers and
cubes valued at what they can still become (at the end, the final conversion's 1/4, 1/3 and
3 PP are a floor); the income and visits its buildings will bring; its favour-track markers;
its houses in sections still to score and how they will fare at the next scoring; favours
owed; and what its workers still on the board will bring when they are activated. Everything
is scaled by the stage of the game, measured in turns left (from the bailiff and the castle
sections scored).

`win_shares` turns worths into a share of the win per seat (a softmax whose temperature
shrinks as the game ends); a finished game gives its exact result.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, fields
from typing import Any, Final

import caylus.ai.features as features
from caylus.ai.activation import (
    castle_batches,
    castle_worker_value,
    road_worker_value,
    special_value,
)
from caylus.ai.features import SeatView, View
from caylus.ai.stage import Constants, Stage, cube_worth, stage_of
from caylus.core import Game
from caylus.core.buildings import BUILDINGS
from caylus.resources import package_data, read_table

TERMS: Final[tuple[str, ...]] = ("prestige", "deniers", "cubes", "buildings", "favour_track",
                                  "castle", "houses", "favours", "workers", "batches")
WEIGHTS_FILE: Final = package_data("caylus.ai", "data", "evaluation.json")
SCORING: Final = {  # houses -> (prestige change, favours), the last threshold applies upward
    "dungeon": ((0, -2, 0), (1, 0, 0), (2, 0, 1)),
    "walls": ((0, -3, 0), (1, 0, 0), (2, 0, 1), (3, 0, 2), (5, 0, 3)),
    "towers": ((0, -4, 0), (1, 0, 0), (2, 0, 1), (4, 0, 2), (6, 0, 3)),
}
MAX_USEFUL_TURNS: Final = 8.0


@dataclass(frozen=True, slots=True)
class Weights:
    """A multiplier per term and the constants; the sparring players skew these."""

    constants: Constants
    terms: dict[str, float] = field(default_factory=lambda: dict.fromkeys(TERMS, 1.0))
    house_bonus: float = 0.0  # extra PP per castle house (castle_only)
    building_bonus: float = 0.0  # extra PP per owned road building (build_collect)
    favour_bonus: float = 0.0  # extra PP per favour-track step and favour owed (favour_rush)

    def skewed(self, **changes: float) -> Weights:
        terms = dict(self.terms)
        extras = {k: v for k, v in changes.items() if k not in terms}
        terms.update({k: v for k, v in changes.items() if k in terms})
        return Weights(self.constants, terms, **extras)

    def to_data(self) -> dict[str, dict[str, float]]:
        constants = {name: getattr(self.constants, name) for name in CONSTANT_NAMES}
        return {"terms": dict(self.terms), "constants": constants}

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Weights:
        terms = {name: float(data["terms"].get(name, 1.0)) for name in TERMS}
        unknown = (set(data["terms"]) - set(TERMS)) | (set(data["constants"])
                                                         - set(CONSTANT_NAMES))
        if unknown:
            raise ValueError(f"unknown evaluation weights: {', '.join(sorted(unknown))}")
        return cls(Constants(**data["constants"]), terms)


CONSTANT_NAMES: Final = tuple(f.name for f in fields(Constants) if f.compare)


def load_weights(name: str) -> Weights:
    """A set of weights from `evaluation.json`: `learned` (shipped), `hand_set` (the old) or
    an earlier fit (`weight_sets()`)."""
    return read_table(WEIGHTS_FILE, lambda data: Weights.from_data(data[name]))


def weight_sets() -> tuple[str, ...]:
    """The names of the sets of weights in `evaluation.json`."""
    return read_table(WEIGHTS_FILE, lambda data: tuple(
        name for name, value in data.items() if isinstance(value, dict) and "terms" in value))


def load_share_temperature() -> tuple[float, float]:
    """(base, per turn left) of the win shares' softmax, calibrated for the shipped weights
    (`python -m caylus.exploit.calibrate`)."""
    return read_table(WEIGHTS_FILE, lambda data: (float(data["win_shares"]["base"]),
                                                  float(data["win_shares"]["per_turn"])))


HAND_SET: Final = load_weights("hand_set")
BALANCED: Final = load_weights("learned")
# Not Final: mypyc loses a Final tuple of floats ("value for final name was not set").
SHARE_TEMPERATURE = load_share_temperature()


def worths(game: Game, weights: Weights = BALANCED) -> tuple[float, ...]:
    """Each seat's expected final prestige, in seat order."""
    return _worths(features.read(game), weights)[0]


def _worths(view: View, weights: Weights) -> tuple[tuple[float, ...], Stage | None]:
    if view.over:
        return tuple(float(s) for s in view.scores), None
    stage = stage_of(view, weights.constants)
    factors = tuple([weights.terms[name] for name in TERMS])
    values = tuple([_total(term_values(view, seat, stage), factors, weights, view.seats[seat])
                    for seat in range(view.num_players)])
    return values, stage


def _total(values: tuple[float, ...], factors: tuple[float, ...], weights: Weights,
           seat: SeatView) -> float:
    # A loop over tuples in TERMS order, not sum() over a dict: the same additions in the same
    # order, with floats throughout, and no dict to build and look up per seat and position.
    total = 0.0
    for index in range(len(values)):
        total += factors[index] * values[index]
    if weights.house_bonus:
        total += weights.house_bonus * sum(seat.houses)
    if weights.building_bonus:
        total += weights.building_bonus * sum(
            1 for b in seat.owned if BUILDINGS[b].category in ("wood", "stone"))
    if weights.favour_bonus:
        total += weights.favour_bonus * (sum(seat.favour) + seat.favours_owed)
    return total


def term_values(view: View, seat_index: int, stage: Stage) -> tuple[float, ...]:
    """The worth of one seat, term by term, in TERMS order."""
    seat = view.seats[seat_index]
    return (
        float(seat.prestige),
        seat.deniers * stage.denier,
        cube_worth(seat.cubes, stage),
        _buildings(seat, stage),
        0.0 if view.simplified else _favour_track(seat, stage),
        _castle(view, seat, stage),
        stage.constants.house_worth * _houses_to_score(seat, view.scored),
        seat.favours_owed * stage.favour,
        _workers(view, seat, stage),
        _batches(view, seat, stage),
    )


def _houses_to_score(seat: SeatView, scored: int) -> int:
    """The seat's houses in the sections not scored yet."""
    houses = 0
    for index in range(scored, len(seat.houses)):
        houses += seat.houses[index]
    return houses


def _batches(view: View, seat: SeatView, stage: Stage) -> float:
    """Cubes that could go to the castle while a section is still open to build."""
    if view.section is None or stage.constants.batch_worth == 0.0:
        return 0.0
    return stage.constants.batch_worth * castle_batches(seat.cubes)


def _buildings(seat: SeatView, stage: Stage) -> float:
    turns = min(stage.turns_left, MAX_USEFUL_TURNS)
    total = 0.0
    for building_id in seat.owned:
        building = BUILDINGS[building_id]
        total += building.income * stage.denier * stage.turns_left
        if building.category in ("wood", "stone"):
            total += stage.constants.visit_pp * turns
    return total


def _favour_track(seat: SeatView, stage: Stage) -> float:
    return stage.constants.favour_step * sum(seat.favour) * min(1.0, stage.turns_left / 6.0)


def _castle(view: View, seat: SeatView, stage: Stage) -> float:
    """How the next section to score will treat this seat's houses in it."""
    if view.scored >= 3:
        return 0.0
    section = features.SECTIONS[view.scored]
    change, favours = scoring_result(section, seat.houses[view.scored])
    near = view.bailiff + 2 >= features.SECTION_SCORED_AT[section]
    urgency = 1.0 if near else stage.constants.castle_far
    return urgency * (change + favours * stage.favour)


def scoring_result(section: str, houses: int) -> tuple[int, int]:
    result = (0, 0)
    for threshold, change, favours in SCORING[section]:
        if houses >= threshold:
            result = (change, favours)
    return result


def _workers(view: View, seat: SeatView, stage: Stage) -> float:
    total = 0.0
    for space, building_id in seat.road_workers:
        chance = provost_chance(view, space)
        if chance > 0.0:
            total += chance * road_worker_value(view, seat, building_id, stage)
    for special in seat.specials:
        total += special_value(special, seat, stage)
    if seat.in_castle:
        total += castle_worker_value(view, seat, stage)
    return total


def provost_chance(view: View, space: int) -> float:
    """How likely a worker on `space` is to be activated, given the provost's position."""
    margin = view.provost - space
    if view.phase in features.SETTLED_PHASES:
        return 1.0 if margin >= 0 else 0.0
    if margin >= 3:
        return 1.0
    if margin >= 0:
        return 0.7 + 0.1 * margin
    return 0.25 if margin >= -3 else 0.05


def win_shares(game: Game, weights: Weights = BALANCED) -> tuple[float, ...]:
    """Each seat's share of a win, 0..1, summing to 1."""
    if game.is_over:
        return features.final_outcome(game)
    values, stage = _worths(features.read(game), weights)
    return shares(values, stage.turns_left if stage else 0.0)


def shares(values: tuple[float, ...], turns_left: float) -> tuple[float, ...]:
    """Worths as shares of a win: a softmax, sharper as the end nears."""
    base, per_turn = SHARE_TEMPERATURE
    temperature = base + per_turn * turns_left
    best = max(values)
    exps = [math.exp((v - best) / temperature) for v in values]
    total = sum(exps)
    return tuple(e / total for e in exps)


def advantage(values: tuple[float, ...], seat: int) -> float:
    """A seat's worth minus the mean worth of the others (what the greedy players maximise)."""
    others = [v for s, v in enumerate(values) if s != seat]
    return values[seat] - sum(others) / len(others)
