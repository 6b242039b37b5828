"""The stage of the game the evaluation prices at: how many turns are left, and what a
denier, a favour and a cube are worth then. `Constants` holds the evaluation's numbers
(data: evaluation.json) and the memos of what they work out per stage."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

import caylus.ai.features as features
from caylus.ai.features import View

END_CUBE: Final = {"F": 1 / 3, "W": 1 / 3, "S": 1 / 3, "C": 1 / 3, "G": 3.0}
USEFUL_CUBES_PER_KIND: Final = 5


@dataclass(frozen=True, slots=True)
class Constants:
    """The evaluation's numbers other than the term multipliers; their values are data
    (evaluation.json), and each set keeps its own memos of what it works out."""

    cube_food: float  # PP per cube while 2+ turns are left
    cube_wood: float
    cube_stone: float
    cube_cloth: float
    cube_gold: float
    denier_end: float  # PP per denier at the end
    denier_early: float  # more per denier with 5+ turns left
    favour_base: float  # PP per favour with no column open beyond the second
    favour_columns: float  # more per favour with all columns open
    favour_step: float  # PP per favour-track step, fading over the last 6 turns
    house_worth: float  # a house in a section still to score
    castle_far: float  # weight of the next scoring while the bailiff is 3+ spaces off
    visit_pp: float  # PP a turn per wood/stone building, for visitors' PP
    builder_share: float  # favours a castle worker can expect as the best builder
    batch_worth: float  # PP per castle batch the seat's cubes could make now
    gate_worth: float  # PP of a worker on a special building, before it acts
    guild_worth: float
    stables_worth: float
    inn_worth: float
    stages: dict[tuple[int, int, bool, int], Stage] = field(
        default_factory=dict, init=False, compare=False, repr=False)
    """Memo of `stage_of`: a few hundred stages at most."""
    builds: dict[tuple[object, ...], float] = field(
        default_factory=dict, init=False, compare=False, repr=False)
    """Memo of `activation`: the best tile a supply can build, per stage."""

    def mid_cube(self) -> dict[str, float]:
        return {"F": self.cube_food, "W": self.cube_wood, "S": self.cube_stone,
                "C": self.cube_cloth, "G": self.cube_gold}



@dataclass(frozen=True, slots=True)
class Stage:
    turns_left: float
    denier: float  # PP per denier
    favour: float  # PP per royal favour
    cube: dict[str, float]  # PP per cube of a kind (the first few of it)
    constants: Constants
    produced: dict[str, float] = field(default_factory=dict, compare=False, repr=False)
    """Memo of `activation`: the best bundle each production building gives at this stage."""


def stage_of(view: View, constants: Constants) -> Stage:
    key = (view.bailiff, view.scored, view.simplified, view.open_columns)
    stage = constants.stages.get(key)
    if stage is None:
        stage = constants.stages[key] = _stage(*key, constants)
    return stage


def _stage(bailiff: int, scored: int, simplified: bool, open_columns: int,
           constants: Constants) -> Stage:
    turns_left = max(0.0, (features.LAST_BAILIFF_SPACE - bailiff) / 1.5)
    if scored >= 3:
        turns_left = 0.0
    live = min(1.0, turns_left / 2.0)
    mid = constants.mid_cube()
    cube = {k: END_CUBE[k] + (mid[k] - END_CUBE[k]) * live for k in features.CUBES}
    denier = constants.denier_end + constants.denier_early * min(1.0, turns_left / 5.0)
    favour = 3.0 if simplified else (
        constants.favour_base + constants.favour_columns * min(1.0, open_columns / 4))
    return Stage(turns_left, denier, favour, cube, constants)


def cube_worth(cubes: dict[str, int], stage: Stage) -> float:
    total = 0.0
    for kind, count in cubes.items():
        useful = min(count, USEFUL_CUBES_PER_KIND)
        total += useful * stage.cube[kind] + (count - useful) * END_CUBE[kind]
    return total
