"""Golden playthroughs: seeded games written out step by step, so that any change to what the
rules do shows up as a text difference (like OpenSpiel's playthroughs or chess's perft).

Each step is the decision kind and seat, the number of legal actions, the action taken and the
events it caused; the last line has the final scores. The moves are drawn by a seeded random
generator that re-draws a pass or skip once, so the games build, trade and use the castle."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Final

from caylus.core.actions import Action
from caylus.core.game import RULES_VERSION, Game, new_game

HEADER: Final = "# Caylus golden playthrough, rules version "
IDLE_VERBS: Final = ("pass", "skip", "done")


@dataclass(frozen=True)
class Playthrough:
    name: str
    players: int
    seed: int
    simplified: bool = False
    edition: int = 1

    def start(self) -> Game:
        return new_game(self.players, self.seed, simplified=self.simplified,
                        edition=self.edition)


PLAYTHROUGHS: Final = (
    # Seeds chosen so that together they reach every decision kind and every event kind but
    # `favour_lost` (every favour row used in one phase), which random play never reaches.
    Playthrough("two-players", 2, 52),
    Playthrough("three-players-simplified-favours", 3, 60, simplified=True),
    Playthrough("four-players-second-edition", 4, 3, edition=2),
    Playthrough("five-players", 5, 1),
)


def _choose(rng: random.Random, legal: tuple[Action, ...]) -> Action:
    action = rng.choice(legal)
    if action.kind in IDLE_VERBS and len(legal) > 1:
        action = rng.choice(legal)
    return action


def playthrough_text(spec: Playthrough) -> str:
    """The whole game of `spec` as text (one line a step, one indented line an event)."""
    game = spec.start()
    rng = random.Random(spec.seed)
    lines = [f"{HEADER}{RULES_VERSION}",
             f"setup players={spec.players} seed={spec.seed} simplified={spec.simplified} "
             f"edition={spec.edition}"]
    while not game.is_over:
        decision, legal = game.decision, game.legal_actions()
        assert decision is not None
        action = _choose(rng, legal)
        lines.append(f"{len(game.history)} {decision.kind} seat={decision.seat} "
                     f"legal={len(legal)} action={action}")
        lines += ["  " + json.dumps(event.to_dict(), sort_keys=True, separators=(",", ":"))
                  for event in game.apply(action)]
    lines.append(f"scores {game.scores()} winners {game.winners()}")
    return "\n".join(lines) + "\n"


def rules_version_of(text: str) -> int | None:
    """The rules version a playthrough's text was written under (None if it has no header)."""
    first = text.partition("\n")[0]
    return int(first.removeprefix(HEADER)) if first.startswith(HEADER) else None
