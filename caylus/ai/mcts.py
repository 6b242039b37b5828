"""Monte Carlo tree search for several players, guided by the evaluation.

Each node keeps one value per seat (a share of the win, 0..1); selection at a node maximises
the value of the seat to move there (UCB1 plus a small per-tree bias that fades with visits).
An iteration walks down to a node whose children have not been made, makes them all (clone,
apply, evaluate: each child starts with its evaluation as one visit) and backs up the value
of the child best for the mover. The budget counts evaluated positions, so that a decision
costs about the same time whatever its number of choices. Optionally it plays a few moves
from that child with the greedy policy first (`playout`). Caylus has no chance after setup,
so a node's game is exact.

A `SearchTree` is kept between decisions: when the new position is in the tree (its history
extends the old root's), the search goes on from that subtree.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

import caylus.ai.evaluation as evaluation
import caylus.ai.value as value
from caylus.ai.base import CancelToken
from caylus.ai.features import seat_to_move
from caylus.core import Action, Game
from caylus.core.pickling import Reduced, by_fields

EXPLORATION: Final = 0.02
BIAS_SPREAD: Final = 0.005
MAX_NODES: Final = 12_000  # kept between decisions; a leaf holds a game (~3-8 KB)


class Node:
    __slots__ = ("actions", "bias", "children", "game", "seat", "totals", "visits")

    def __init__(self, game: Game, values: Sequence[float], bias: float = 0.0) -> None:
        self.game: Game | None = game
        self.seat = seat_to_move(game)
        self.actions: Sequence[Action] = ()
        self.children: list[Node] | None = None
        self.visits = 1
        self.totals = list(values)
        self.bias = bias


@dataclass(frozen=True, slots=True)
class RootStats:
    """What one tree learnt about the root's actions, in the order of `legal_actions()`."""

    visits: tuple[int, ...]
    totals: tuple[tuple[float, ...], ...]
    iterations: int  # positions evaluated
    line: tuple[Action, ...]  # the most visited continuation, root action first
    # per action, the sum of the squared leads backed up for the root's mover (the widened
    # tree's; empty for the other searches): with `totals`, the spread of its estimate
    squares: tuple[float, ...] = ()

    def __reduce__(self) -> Reduced:
        return by_fields(self)


@dataclass(frozen=True, slots=True)
class Settings:
    exploration: float = EXPLORATION
    playout: int = 0  # greedy moves played from each new leaf before it is evaluated
    opponent_replies: int = 0  # 0: max^n over every reply; k: see caylus/ai/modelled.py
    rollouts: bool = False  # no tree: each move played to the end (caylus/ai/rollout.py)
    # leaves valued by the learned value (caylus/ai/value.py): the tree backs up predicted
    # final scores and each mover maximises its lead over the others' mean (PP), where the
    # evaluation's tree backs up shares of a win and maximises its own
    learned: bool = False
    widened: bool = False  # a tree widened in Medium's order, play-outs (caylus/ai/widened.py)
    sampled_playouts: bool = False  # its play-outs sample every seat's move, not Medium's
    # the learned value's data file in caylus/ai/data ("": the shipped value.json); another
    # one pins an earlier Hard to measure a new value against (`hard_value1`)
    value_data: str = ""

    def __reduce__(self) -> Reduced:
        return by_fields(self)


DEFAULT_SETTINGS: Final = Settings()


class SearchTree:
    """One search tree, kept from decision to decision (see module docstring)."""

    def __init__(self, seed: int, settings: Settings = DEFAULT_SETTINGS) -> None:
        self.seed = seed
        self.exploration = settings.exploration
        self.playout = settings.playout
        self.learned = settings.learned
        self.bias_spread = BIAS_SPREAD * settings.exploration / EXPLORATION
        self.leaf: Callable[[Game], tuple[float, ...]] = (
            value.scorer(settings.value_data) if settings.learned else evaluation.win_shares)
        self.root: Node | None = None
        self.root_history: list[Action] = []
        self.nodes = 0

    def search(self, game: Game, iterations: int, cancel: CancelToken | None = None,
               deadline: float | None = None) -> RootStats:
        root = self._reroot(game)
        rng = random.Random(self.seed * 1_000_003 + len(game.history))
        done = 0
        while done < iterations:
            if done and cancel is not None and cancel.is_set():
                break
            if done and deadline is not None and time.monotonic() > deadline:
                break
            done += self._iterate(root, rng)
        return _stats(root, done)

    def _reroot(self, game: Game) -> Node:
        node = self._find(game)
        if node is not None and node.children is not None:
            self.nodes = _count(node)
        if node is None or node.children is None or self.nodes > MAX_NODES:
            node = Node(game.clone(), self.leaf(game))
            self.nodes = 1
        self.root = node
        self.root_history = list(game.history)
        return node

    def _find(self, game: Game) -> Node | None:
        if self.root is None:
            return None
        known = len(self.root_history)
        if list(game.history[:known]) != self.root_history:
            return None
        node: Node | None = self.root
        for action in game.history[known:]:
            if node is None or node.children is None:
                return None
            node = _child_for(node, action)
        return node

    def _descend(self, root: Node) -> tuple[Node, list[Node]]:
        """Follow the selection rule from `root` down to a leaf (unexpanded, or the game's
        end); returns the leaf and the path to it, root first."""
        path = [root]
        node = root
        while node.children is not None and node.seat is not None:
            node = self._select(node)
            path.append(node)
        return node, path

    def _iterate(self, root: Node, rng: random.Random) -> int:
        """One walk down and back up; returns the number of positions it evaluated."""
        node, path = self._descend(root)
        if node.seat is None:
            values, cost = [t / node.visits for t in node.totals], 1
        else:
            values, cost = self._expand(node, rng)
        for visited in path:
            visited.visits += 1
            for seat, share in enumerate(values):
                visited.totals[seat] += share
        return cost

    def utility(self, totals: Sequence[float], seat: int) -> float:
        """What `seat` maximises: its lead in predicted score, or its share of the win."""
        return value.lead(totals, seat) if self.learned else totals[seat]

    def _select(self, node: Node) -> Node:
        seat = node.seat
        assert seat is not None and node.children is not None
        scale = self.exploration * math.sqrt(math.log(node.visits))
        best, best_score = node.children[0], -math.inf
        for child in node.children:
            score = (self.utility(child.totals, seat) / child.visits + child.bias / child.visits
                     + scale / math.sqrt(child.visits))
            if score > best_score:
                best, best_score = child, score
        return best

    def _expand(self, node: Node, rng: random.Random) -> tuple[list[float], int]:
        game = node.game
        assert game is not None and node.seat is not None
        node.actions = game.legal_actions()
        children = []
        for action in node.actions:
            child = game.clone()
            child.apply_unchecked(action)
            bias = rng.gauss(0.0, self.bias_spread) if len(node.actions) > 1 else 0.0
            children.append(Node(child, self.leaf(child), bias))
        node.children = children
        node.game = None
        self.nodes += len(children)
        mover = node.seat
        assert mover is not None, "a node with children has a seat to move"
        best = max(children, key=lambda c: self.utility(c.totals, mover))
        if self.playout and best.game is not None and best.seat is not None:
            values, cost = playout_value(best.game, self.playout, self.leaf)
            return values, len(children) + cost
        return list(best.totals), len(children)


def playout_value(game: Game, moves: int,
                  leaf: Callable[[Game], tuple[float, ...]] = evaluation.win_shares,
                  choose: Callable[[Game, Sequence[Action]], Action] | None = None,
                  ) -> tuple[list[float], int]:
    """Play up to `moves` moves on a copy (`choose`'s, by default Medium's), then value the
    position with `leaf`; also the positions evaluated."""
    from caylus.ai.greedy import best_scored

    if moves == 0 or game.is_over:
        return list(leaf(game)), 1
    pick = best_scored if choose is None else choose
    game = game.clone()
    cost = 1
    for _ in range(moves):
        if game.is_over:
            break
        legal = game.legal_actions()
        if len(legal) == 1:
            game.apply_unchecked(legal[0])
            continue
        cost += len(legal)
        game.apply_unchecked(pick(game, legal))
    return list(leaf(game)), cost


def _count(node: Node) -> int:
    count, stack = 0, [node]
    while stack:
        current = stack.pop()
        count += 1
        if current.children:
            stack.extend(current.children)
    return count


def _child_for(node: Node, action: Action) -> Node | None:
    assert node.children is not None
    for known, child in zip(node.actions, node.children, strict=True):
        if known == action:
            return child
    return None


def _stats(root: Node, iterations: int) -> RootStats:
    children = root.children or []
    return RootStats(
        visits=tuple(c.visits for c in children),
        totals=tuple(tuple(c.totals) for c in children),
        iterations=iterations,
        line=_line(root),
    )


def _line(root: Node, depth: int = 8) -> tuple[Action, ...]:
    line: list[Action] = []
    node = root
    while node.children and len(line) < depth:
        children = node.children
        index = max(range(len(children)), key=lambda i: children[i].visits)
        line.append(node.actions[index])
        node = children[index]
    return tuple(line)
