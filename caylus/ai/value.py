"""A value learned from play: each seat's final score predicted from the position, and from it
each seat's final margin and chance of winning (issue 33).

The model is a linear regression on each seat's features (`FEATURES`: the evaluation's terms,
a few raw counts and the others' mean worth) whose weights slide with the stage of the game:
one weight vector per knot of *turns left* (`KNOTS`), interpolated linearly between the two
knots around the position's, and one set of knots per player count. The win chance is a
softmax of the predicted scores at a temperature `base + per_turn × turns left`.

The weights are data, `caylus/ai/data/value.json`, with the command that fitted them
(`python -m caylus.exploit.value_fit`: Monte-Carlo regression of the final scores on the
positions of games of the training pool; see that module). A finished game is worth its
final scores exactly.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Final

import caylus.ai.evaluation as evaluation
import caylus.ai.features as features
from caylus.ai.features import View
from caylus.ai.stage import Stage, stage_of
from caylus.core import Game
from caylus.core.buildings import BUILDINGS
from caylus.resources import package_data, read_table

VALUE_FILE: Final = package_data("caylus.ai", "data", "value.json")
RAW_FEATURES: Final = ("denier_count", "food_cubes", "goods_cubes", "gold_cubes",
                       "favours_owed", "house_count", "stone_buildings", "building_count",
                       "road_workers", "favour_steps", "others_worth", "constant")
FEATURES: Final[tuple[str, ...]] = (*evaluation.TERMS, *RAW_FEATURES)
# Not Final: mypyc loses a Final tuple of floats ("value for final name was not set").
KNOTS: tuple[float, ...] = (0.0, 2.0, 4.0, 6.0, 8.0, 10.0, 12.0, 14.0)


@dataclass(frozen=True, slots=True)
class Model:
    """The fitted weights of one player count: `weights[k][f]` at knot k for feature f."""

    weights: tuple[tuple[float, ...], ...]
    temperature: tuple[float, float]  # (base, per turn left) of the win chance's softmax


@dataclass(frozen=True, slots=True)
class Prediction:
    """What the value expects of a position, per seat, in seat order."""

    scores: tuple[float, ...]  # final prestige
    margins: tuple[float, ...]  # final prestige minus the best other seat's
    wins: tuple[float, ...]  # chance of winning, summing to 1


def load_models(path: Any = VALUE_FILE) -> dict[int, Model]:
    """The models by player count, from the value's data file."""
    return read_table(path, _models_from_data)


def _models_from_data(data: dict[str, Any]) -> dict[int, Model]:
    if tuple(data["features"]) != FEATURES or tuple(data["knots"]) != KNOTS:
        raise ValueError("the value's features or knots are not this version's")
    models = {}
    for count, entry in data["models"].items():
        weights = tuple(tuple(float(w) for w in row) for row in entry["weights"])
        if len(weights) != len(KNOTS) or any(len(row) != len(FEATURES) for row in weights):
            raise ValueError(f"the value's weights for {count} players have the wrong shape")
        base, per_turn = entry["temperature"]
        models[int(count)] = Model(weights, (float(base), float(per_turn)))
    if sorted(models) != [2, 3, 4, 5]:
        raise ValueError("the value needs a model for 2, 3, 4 and 5 players")
    return models


MODELS: Final = load_models()


def predict(game: Game, models: dict[int, Model] | None = None) -> Prediction:
    """The value of `game` for every seat."""
    view = features.read(game)
    if view.over:
        scores = tuple(float(s) for s in view.scores)
        return Prediction(scores, margins(scores), features.final_outcome(game))
    model = (models or MODELS)[view.num_players]
    stage = stage_of(view, evaluation.BALANCED.constants)
    scores = predicted_scores(view, stage, model)
    return Prediction(scores, margins(scores), win_chances(scores, stage.turns_left, model))


def predicted_scores(view: View, stage: Stage, model: Model) -> tuple[float, ...]:
    weights = blended_weights(model, stage.turns_left)
    rows = seat_features(view, stage)
    return tuple([_dot(weights, row) for row in rows])


def seat_features(view: View, stage: Stage) -> list[tuple[float, ...]]:
    """Every seat's feature vector (FEATURES order)."""
    factors = tuple([evaluation.BALANCED.terms[name] for name in evaluation.TERMS])
    terms = [evaluation.term_values(view, seat, stage) for seat in range(view.num_players)]
    worths = [_dot(factors, values) for values in terms]
    total = sum(worths)
    rows = []
    for seat in range(view.num_players):
        others = (total - worths[seat]) / (view.num_players - 1)
        rows.append((*terms[seat], *_raw(view, seat), others, 1.0))
    return rows


def _raw(view: View, seat_index: int) -> tuple[float, ...]:
    seat = view.seats[seat_index]
    cubes = seat.cubes
    stone = 0
    for building_id in seat.owned:
        if BUILDINGS[building_id].category == "stone":
            stone += 1
    return (float(seat.deniers), float(cubes.get("F", 0)),
            float(cubes.get("W", 0) + cubes.get("S", 0) + cubes.get("C", 0)),
            float(cubes.get("G", 0)), float(seat.favours_owed), float(sum(seat.houses)),
            float(stone), float(len(seat.owned)), float(len(seat.road_workers)),
            float(sum(seat.favour)))


def blended_weights(model: Model, turns_left: float) -> tuple[float, ...]:
    """The weights at `turns_left`: linear between the two knots around it."""
    upper, share = _bracket(turns_left)
    below, above = model.weights[upper - 1], model.weights[upper]
    return tuple([below[i] + share * (above[i] - below[i]) for i in range(len(below))])


def knot_shares(turns_left: float) -> list[float]:
    """How much each knot's weights count at `turns_left` (the fit's basis functions)."""
    upper, share = _bracket(turns_left)
    shares = [0.0] * len(KNOTS)
    shares[upper - 1] = 1.0 - share
    shares[upper] = share
    return shares


def _bracket(turns_left: float) -> tuple[int, float]:
    """The knot just above `turns_left` (clamped to the knots) and how far it lies from the
    one below, 0..1."""
    t = min(max(turns_left, KNOTS[0]), KNOTS[-1])
    upper = 1
    while upper < len(KNOTS) - 1 and KNOTS[upper] < t:
        upper += 1
    return upper, (t - KNOTS[upper - 1]) / (KNOTS[upper] - KNOTS[upper - 1])


def margins(scores: tuple[float, ...]) -> tuple[float, ...]:
    """Each seat's score minus the best of the others'."""
    result = []
    for seat in range(len(scores)):
        best_other = max(s for other, s in enumerate(scores) if other != seat)
        result.append(scores[seat] - best_other)
    return tuple(result)


def win_chances(scores: tuple[float, ...], turns_left: float,
                model: Model) -> tuple[float, ...]:
    base, per_turn = model.temperature
    temperature = max(0.5, base + per_turn * turns_left)
    best = max(scores)
    exps = [math.exp((s - best) / temperature) for s in scores]
    total = sum(exps)
    return tuple([e / total for e in exps])


def final_scores(game: Game) -> tuple[float, ...]:
    """Each seat's predicted final prestige (a finished game's exact scores): what a search
    backs up."""
    return scores_by(game, MODELS)


def scores_by(game: Game, models: dict[int, Model]) -> tuple[float, ...]:
    """`final_scores` with the weights of `models`."""
    view = features.read(game)
    if view.over:
        return tuple([float(s) for s in view.scores])
    stage = stage_of(view, evaluation.BALANCED.constants)
    return predicted_scores(view, stage, models[view.num_players])


class FinalScores:
    """`final_scores` with the weights of another value file (an earlier Hard's)."""

    def __init__(self, models: dict[int, Model]) -> None:
        self.models = models

    def __call__(self, game: Game) -> tuple[float, ...]:
        return scores_by(game, self.models)


_OTHER_VALUES: dict[str, FinalScores] = {}


def scorer(data_name: str = "") -> Callable[[Game], tuple[float, ...]]:
    """`final_scores` by the value in `caylus/ai/data/<data_name>` ("": the shipped one)."""
    if not data_name:
        return final_scores
    if data_name not in _OTHER_VALUES:
        _OTHER_VALUES[data_name] = FinalScores(
            load_models(package_data("caylus.ai", "data", data_name)))
    return _OTHER_VALUES[data_name]


def lead(scores: Sequence[float], seat: int) -> float:
    """A seat's score minus the mean of the others' (what a search maximises for its mover:
    for two players, the margin)."""
    return scores[seat] - (sum(scores) - scores[seat]) / (len(scores) - 1)


def win_chances_at(game: Game, scores: tuple[float, ...]) -> tuple[float, ...]:
    """The chance of winning of each seat whose final scores are expected to be `scores`,
    at the stage of `game` (a finished game: its result)."""
    if game.is_over:
        return features.final_outcome(game)
    view = features.read(game)
    stage = stage_of(view, evaluation.BALANCED.constants)
    return win_chances(scores, stage.turns_left, MODELS[view.num_players])


def _dot(weights: tuple[float, ...], values: tuple[float, ...]) -> float:
    total = 0.0
    for index in range(len(values)):
        total += weights[index] * values[index]
    return total
