"""Would a richer model predict the final margin better than the shipped linear value?

    python tools/value_model_probe.py /tmp/vf1.jsonl

Reads a results file of `python -m caylus.exploit.value_fit` (2-player games), holds out
every fifth deal, fits on the rest both the fit's linear model (`value_fit.fit_count`) and a
network of two hidden layers (ReLU, both seats' features and the turns left as input, Adam
on the squared error of the final score, numpy only), and prints each one's mean absolute
error of the final margin on the held-out games at a few turns. A probe for `docs/AI.md`
("A richer model, tried offline"), not part of the game; numpy is needed (the `tuning`
extra). Everything follows from `--seed`.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from caylus.ai import value
from caylus.exploit import value_fit

TURNS = (2, 5, 8, 11, 14)
BATCH = 512
RATE = 1e-3


def records_of(path: Path) -> list[dict[str, Any]]:
    lines = path.read_text(encoding="utf-8").splitlines()[1:]
    return [json.loads(line) for line in lines if line.strip().endswith("}")]


def rows_of(records: list[dict[str, Any]]) -> tuple[Any, Any, Any]:
    """Per 2-player sample and seat: (its features, the other's, turns left), its final
    score, the turn."""
    inputs, targets, turns = [], [], []
    for record in records:
        for turn, turns_left, seats in record["samples"]:
            for seat in (0, 1):
                inputs.append([*seats[seat], *seats[1 - seat], turns_left])
                targets.append(record["scores"][seat])
                turns.append(turn)
    return np.array(inputs, float), np.array(targets, float), np.array(turns)


class Network:
    def __init__(self, inputs: int, hidden: int, mean: float, seed: int) -> None:
        rng = np.random.default_rng(seed)
        self.params = [rng.normal(0, 1 / np.sqrt(inputs), (inputs, hidden)), np.zeros(hidden),
                       rng.normal(0, 1 / np.sqrt(hidden), (hidden, hidden)), np.zeros(hidden),
                       np.zeros(hidden), np.array(mean)]
        self.moments = [np.zeros_like(p) for p in self.params]
        self.squares = [np.zeros_like(p) for p in self.params]
        self.steps = 0

    def forward(self, x: Any) -> tuple[Any, Any, Any]:
        w1, b1, w2, b2, w3, b3 = self.params
        first = np.maximum(x @ w1 + b1, 0)
        second = np.maximum(first @ w2 + b2, 0)
        return first, second, second @ w3 + b3

    def step(self, x: Any, y: Any) -> None:
        w2, w3 = self.params[2], self.params[4]
        first, second, out = self.forward(x)
        error = (out - y) / len(y)
        back2 = np.outer(error, w3) * (second > 0)
        back1 = back2 @ w2.T * (first > 0)
        grads = [x.T @ back1, back1.sum(0), first.T @ back2, back2.sum(0), second.T @ error,
                 error.sum()]
        self.steps += 1
        for k, grad in enumerate(grads):
            self.moments[k] = 0.9 * self.moments[k] + 0.1 * grad
            self.squares[k] = 0.999 * self.squares[k] + 0.001 * grad * grad
            m = self.moments[k] / (1 - 0.9 ** self.steps)
            v = self.squares[k] / (1 - 0.999 ** self.steps)
            self.params[k] = self.params[k] - RATE * m / (np.sqrt(v) + 1e-8)


def linear_predictions(train: list[dict[str, Any]], test: list[dict[str, Any]]) -> Any:
    weights = value_fit.fit_count(train)
    model = value.Model(tuple(tuple(knot) for knot in weights), (1.0, 0.0))
    predicted = []
    for record in test:
        for _, turns_left, seats in record["samples"]:
            blended = value.blended_weights(model, turns_left)
            for seat in (0, 1):
                predicted.append(sum(w * x for w, x in zip(blended, seats[seat], strict=True)))
    return np.array(predicted)


def margin_errors(predicted: Any, finals: Any, turns: Any) -> dict[int, float]:
    pairs, real = predicted.reshape(-1, 2), finals.reshape(-1, 2)
    at = turns.reshape(-1, 2)[:, 0]
    errors = np.abs((pairs[:, 0] - pairs[:, 1]) - (real[:, 0] - real[:, 1]))
    return {turn: round(float(errors[at == turn].mean()), 2) for turn in TURNS}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("results", type=Path, help="a value_fit results file")
    parser.add_argument("--epochs", type=int, default=12)
    parser.add_argument("--hidden", type=int, default=64)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    games = [r for r in records_of(args.results) if r["game"][0] == 2]
    test = [r for r in games if r["game"][1] % 5 == 0]
    train = [r for r in games if r["game"][1] % 5 != 0]
    x_train, y_train, _ = rows_of(train)
    x_test, y_test, turns = rows_of(test)
    mean, spread = x_train.mean(0), x_train.std(0) + 1e-6
    x_train, x_test = (x_train - mean) / spread, (x_test - mean) / spread
    network = Network(x_train.shape[1], args.hidden, float(y_train.mean()), args.seed)
    rng = np.random.default_rng(args.seed)
    for epoch in range(args.epochs):
        order = rng.permutation(len(x_train))
        for start in range(0, len(order), BATCH):
            batch = order[start:start + BATCH]
            network.step(x_train[batch], y_train[batch])
        score_error = np.abs(network.forward(x_test)[2] - y_test).mean()
        print(f"epoch {epoch + 1}: network's score error {score_error:.2f}", flush=True)
    networked = margin_errors(network.forward(x_test)[2], y_test, turns)
    linear = margin_errors(linear_predictions(train, test), y_test, turns)
    print(f"{len(train)} games fitted, {len(test)} held out; margin error (PP) by turn:")
    for turn in TURNS:
        print(f"  turn {turn}: network {networked[turn]}, linear {linear[turn]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
