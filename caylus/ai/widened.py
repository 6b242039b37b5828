"""Hard's search since issue 33: a tree over every seat's moves, widened in Medium's order,
whose new nodes are valued by a short play-out and the learned value.

At each node the seat to move considers its legal moves in the order of Medium's ranking (the
prior), more of them as the node is visited more (progressive widening: `1 + WIDEN × √visits`
moves), and picks among those made by UCB on its *lead*: predicted final score minus the
others' mean, in PP. The opponents' replies are nodes of the tree like Hard's own moves:
searched, not assumed. A new node is valued by a play-out of at most `playout` moves (every
seat plays Medium's move; with `sampled_playouts`, a move drawn from a softmax of Medium's
ranking at `PLAYOUT_TEMPERATURE` PP), then by the learned value (`caylus.ai.value`; exact at
the game's end). The tree backs up each seat's predicted final score.

With Medium's play-outs nothing is drawn at random, so the search does not depend on its
seed; sampled play-outs draw from the tree's seed and the position. Either way a search is
deterministic. The budget counts positions evaluated (each move weighed in a ranking counts
one).

With Medium's play-outs a node keeps the rankings its play-out made (`ahead`): they are the
node's own ranking when it is first visited again, and its first child, Medium's move, is the
play-out's first move, so that child's play-out follows the same positions for all but its
last move. Those rankings are reused, not weighed again, and still counted in the budget as
if weighed: the search grows the same tree as one that weighs them, in less time.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from typing import Final

import caylus.ai.evaluation as evaluation
import caylus.ai.value as value
from caylus.ai.base import CancelToken
from caylus.ai.features import seat_to_move
from caylus.ai.greedy import rank, score_actions
from caylus.ai.mcts import RootStats, Settings, playout_value
from caylus.core import Action, Game

WIDEN: Final = 1.5
PLAYOUT_TEMPERATURE: Final = 1.5  # PP: a move this much behind Medium's best is e^-1 as likely


class WidenedNode:
    __slots__ = ("actions", "ahead", "children", "game", "seat", "squares", "totals",
                 "visits")

    def __init__(self, game: Game) -> None:
        self.game = game
        self.seat = seat_to_move(game)
        self.actions: list[Action] | None = None  # in Medium's order, once ranked
        self.children: list[WidenedNode] = []
        self.visits = 0
        self.totals = [0.0] * game.num_players
        self.squares = 0.0  # of the root mover's backed-up leads
        # Medium's order at this position and at each later one its play-out ranked, until
        # its first child takes them over
        self.ahead: list[list[Action]] = []


class WidenedTree:
    """One searcher; nothing is kept between decisions."""

    def __init__(self, seed: int, settings: Settings, *, reuse: bool = True) -> None:
        self.seed = seed
        self.reuse = reuse  # the play-outs' rankings (False: each weighed again, as before)
        self.exploration = settings.exploration
        self.playout = settings.playout
        self.sampled = settings.sampled_playouts
        self.final_scores = value.scorer(settings.value_data)

    def search(self, game: Game, iterations: int, cancel: CancelToken | None = None,
               deadline: float | None = None) -> RootStats:
        rng = random.Random(self.seed * 1_000_003 + len(game.history))
        root = WidenedNode(game.clone())
        done = self._rank(root)
        while done < iterations:
            if cancel is not None and cancel.is_set() and root.visits:
                break
            if deadline is not None and root.visits and time.monotonic() > deadline:
                break
            done += self._iterate(root, rng)
        return self._stats(root, game, done)

    def _rank(self, node: WidenedNode) -> int:
        node.actions = node.ahead[0] if node.ahead else medium_order(node.game)
        return len(node.actions)

    def _iterate(self, root: WidenedNode, rng: random.Random) -> int:
        node, path, cost = root, [root], 0
        while node.seat is not None:
            if node.actions is None:
                cost += self._rank(node)
            actions = node.actions
            assert actions is not None
            allowed = min(len(actions), 1 + int(WIDEN * math.sqrt(node.visits)))
            if len(node.children) < allowed:
                child = self._expand(node, actions[len(node.children)])
                path.append(child)
                values, spent = self._playout(child, rng)
                cost += spent
                break
            node = self._select(node)
            path.append(node)
        else:
            values = self.final_scores(node.game)
            cost += 1
        root_seat = root.seat
        assert root_seat is not None
        square = value.lead(values, root_seat) ** 2
        for visited in path:
            visited.visits += 1
            visited.squares += square
            for seat in range(len(values)):
                visited.totals[seat] += values[seat]
        return max(cost, 1)

    def _select(self, node: WidenedNode) -> WidenedNode:
        seat = node.seat
        assert seat is not None
        scale = self.exploration * math.sqrt(math.log(max(node.visits, 2)))
        best, best_score = node.children[0], -math.inf
        for child in node.children:
            score = (value.lead(child.totals, seat) / child.visits
                     + scale / math.sqrt(child.visits))
            if score > best_score:
                best, best_score = child, score
        return best

    def _expand(self, node: WidenedNode, action: Action) -> WidenedNode:
        child_game = node.game.clone()
        child_game.apply_unchecked(action)
        child = WidenedNode(child_game)
        if not node.children:  # Medium's move: the parent's play-out went this way first
            child.ahead, node.ahead = node.ahead[1:], []
        node.children.append(child)
        return child

    def _playout(self, node: WidenedNode,
                 rng: random.Random) -> tuple[tuple[float, ...], int]:
        if self.sampled:
            def sampled(position: Game, legal: Sequence[Action]) -> Action:
                return sample_move(position, legal, rng)

            values, cost = playout_value(node.game, self.playout, self.final_scores, sampled)
            return tuple(values), cost
        return self._medium_playout(node)

    def _medium_playout(self, node: WidenedNode) -> tuple[tuple[float, ...], int]:
        """`playout_value` with Medium's moves, reusing the rankings the node inherited and
        keeping those it makes; the cost counts every ranking as weighed."""
        if self.playout == 0 or node.game.is_over:
            return tuple(self.final_scores(node.game)), 1
        position, cost = node.game.clone(), 1
        inherited, ahead = node.ahead, []
        for step in range(self.playout):
            if position.is_over:
                break
            order = inherited[step] if step < len(inherited) else medium_order(position)
            ahead.append(order)
            if len(order) > 1:
                cost += len(order)
            position.apply_unchecked(order[0])
        if self.reuse:
            node.ahead = ahead
        return tuple(self.final_scores(position)), cost

    def _stats(self, root: WidenedNode, game: Game, done: int) -> RootStats:
        legal = game.legal_actions()
        made = {action: child for action, child in zip(root.actions or [], root.children,
                                                      strict=False)}
        visits = tuple(made[a].visits if a in made else 0 for a in legal)
        zero = tuple(0.0 for _ in range(game.num_players))
        totals = tuple(tuple(made[a].totals) if a in made else zero for a in legal)
        squares = tuple(made[a].squares if a in made else 0.0 for a in legal)
        return RootStats(visits, totals, done, _line(root), squares)

    def close(self) -> None:
        """Nothing is kept between decisions."""


def medium_order(game: Game) -> list[Action]:
    """The legal moves in the order of Medium's ranking (its move first, ties by legal
    order)."""
    legal = game.legal_actions()
    if len(legal) == 1:
        return list(legal)
    return [legal[i] for i in rank(game, legal)]


def sample_move(game: Game, legal: Sequence[Action], rng: random.Random) -> Action:
    """A move drawn from a softmax of Medium's ranking at PLAYOUT_TEMPERATURE."""
    scored = score_actions(game, legal, evaluation.BALANCED)
    best = max(s[0] for s in scored)
    weights = [math.exp((s[0] - best) / PLAYOUT_TEMPERATURE) for s in scored]
    pick = rng.random() * sum(weights)
    for index, weight in enumerate(weights):
        pick -= weight
        if pick <= 0.0:
            return legal[index]
    return legal[-1]


def _line(root: WidenedNode, depth: int = 8) -> tuple[Action, ...]:
    line: list[Action] = []
    node = root
    while node.children and node.actions and len(line) < depth:
        index = max(range(len(node.children)), key=lambda i: node.children[i].visits)
        line.append(node.actions[index])
        node = node.children[index]
    return tuple(line)
