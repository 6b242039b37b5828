"""The project's Medium with noise: a uniformly random legal action one time in five."""

from __future__ import annotations

from caylus.ai.base import CancelToken, Player, SearchInfo
from caylus.ai.registry import make_player
from caylus.core import Action, Game

NOISE = 0.2


class NoisyMedium(Player):
    level = "heldout_noisy_medium"

    def __init__(self, seed: int = 0, budget: int | None = None) -> None:
        super().__init__(seed, budget)
        self.medium = make_player("medium", seed, budget)

    def _decide(
        self, game: Game, legal: list[Action] | tuple[Action, ...], cancel: CancelToken | None
    ) -> Action:
        rng = self._rng(game)
        noisy = rng.random() < NOISE
        action = rng.choice(legal) if noisy else self.medium.choose(game, cancel)
        self.info = SearchInfo(line=(action,))
        return action

    def close(self) -> None:
        self.medium.close()
