"""Search for 3 to 5 players: the other seats are modelled as greedy players inside the tree.

With three or four opponents moving between two of the searcher's decisions, max^n over every
reply (`SearchTree`) spends its whole budget on the opponents' alternatives and hardly ever
reaches the searcher's next decision. Here a seat other than the searcher's (the seat to move
at the root) keeps only its `Settings.opponent_replies` best replies by the greedy players'
rule (worth − mean worth of the others after the move, the first one on ties: with 1 reply
this is exactly Medium's move), and an iteration goes on through the opponents' replies (the
first kept one, Medium's) until it reaches the searcher's next decision, which it expands in
full. So every value backed up is a position just after one of the searcher's own moves, like
the evaluation that starts each child, and each iteration looks one more decision of the
searcher's ahead. Every reply weighed costs one evaluated position, as elsewhere.

The tree is kept between decisions as `SearchTree` keeps it; it is dropped when the searcher's
seat changes, since its opponents' nodes were pruned for another seat.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import caylus.ai.evaluation as evaluation
import caylus.ai.features as features
from caylus.ai.base import CancelToken
from caylus.ai.features import seat_to_move
from caylus.ai.mcts import Node, RootStats, SearchTree, Settings
from caylus.ai.rollout import RolloutSearch
from caylus.ai.widened import WidenedTree
from caylus.core import Action, Game


def judge(game: Game) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """(`evaluation.win_shares(game)`, `evaluation.worths(game)`) from one read of the game."""
    values, stage = evaluation._worths(features.read(game), evaluation.BALANCED)
    if game.is_over:
        return features.final_outcome(game), values
    return evaluation.shares(values, stage.turns_left if stage else 0.0), values


Reply = tuple[Action, Game, tuple[float, ...]]  # the action, the position after it, its shares


def greedy_replies(game: Game, legal: Sequence[Action], seat: int, keep: int) -> list[Reply]:
    """The `keep` best replies among `legal` for `seat` by the greedy players' rule.

    The order is the greedy players': the best advantage first, ties in legal order; so the
    first one is Medium's move.
    """
    judged = []
    for index, action in enumerate(legal):
        child = game.clone()
        child.apply_unchecked(action)
        shares, worths = judge(child)
        judged.append((-evaluation.advantage(worths, seat), index, action, child, shares))
    judged.sort(key=lambda entry: (entry[0], entry[1]))
    return [(action, child, shares) for _, _, action, child, shares in judged[:keep]]


class ModelledTree(SearchTree):
    """A `SearchTree` whose opponents play their few greedy-best replies (module docstring)."""

    def __init__(self, seed: int, settings: Settings) -> None:
        super().__init__(seed, settings)
        self.replies = max(1, settings.opponent_replies)
        self.searcher: int | None = None

    def search(self, game: Game, iterations: int, cancel: CancelToken | None = None,
               deadline: float | None = None) -> RootStats:
        seat = seat_to_move(game)
        if seat != self.searcher:
            self.root, self.root_history, self.searcher = None, [], seat
        return super().search(game, iterations, cancel, deadline)

    def _iterate(self, root: Node, rng: random.Random) -> int:
        node, path = self._descend(root)
        cost = 0
        while node.seat is not None and node.seat != self.searcher:
            cost += self._expand_replies(node)
            assert node.children
            node = node.children[0]
            path.append(node)
        if node.seat is None:
            value = [t / node.visits for t in node.totals]
        else:
            value, expanded = self._expand(node, rng)
            cost += expanded
        for visited in path:
            visited.visits += 1
            for seat, share in enumerate(value):
                visited.totals[seat] += share
        return max(cost, 1)

    def _expand_replies(self, node: Node) -> int:
        """Make an opponent's node: its kept replies only; returns the positions evaluated."""
        game = node.game
        assert game is not None and node.seat is not None
        legal = game.legal_actions()
        replies = greedy_replies(game, legal, node.seat, self.replies)
        node.actions = [action for action, _, _ in replies]
        node.children = [Node(child, shares) for _, child, shares in replies]
        node.game = None
        self.nodes += len(replies)
        return len(legal)


Searcher = SearchTree | RolloutSearch | WidenedTree


def make_tree(seed: int, settings: Settings, part: int = 0, parts: int = 1) -> Searcher:
    """The searcher for these settings: rollouts (taking part `part` of `parts` of the
    candidates), the widened tree over the learned value, or a tree whose opponents are
    modelled when `opponent_replies` is set."""
    if settings.rollouts:
        return RolloutSearch(part, parts)
    if settings.widened:
        return WidenedTree(seed, settings)
    if settings.opponent_replies:
        return ModelledTree(seed, settings)
    return SearchTree(seed, settings)


def alike_whatever_seed(settings: Settings) -> bool:
    """Whether trees of these settings grow the same whatever their seed: the widened tree
    with Medium's play-outs draws nothing at random (rollouts split the candidates by part,
    the other trees and sampled play-outs draw from the seed)."""
    return settings.widened and not settings.rollouts and not settings.sampled_playouts
