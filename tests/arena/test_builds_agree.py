"""Both builds, interpreted and compiled, play the same games move for move
(docs/BUILDING.md): arena games are played by one process with CAYLUS_INTERPRETED=1 and by one
with whatever is installed (CI's compiled run), and the published random games replay on
both. Where only the interpreted build is installed, both runs are of it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from caylus.build_kind import FORCE_INTERPRETED

ROOT = Path(__file__).resolve().parents[2]
BUILDS = pytest.mark.parametrize("interpreted", [True, False], ids=["interpreted", "installed"])


def arena(interpreted: bool, *arguments: str) -> subprocess.CompletedProcess[str]:
    environment = {k: v for k, v in os.environ.items() if k != FORCE_INTERPRETED}
    if interpreted:
        environment[FORCE_INTERPRETED] = "1"
    return subprocess.run([sys.executable, "-m", "caylus.arena", *arguments], cwd=ROOT,
                          capture_output=True, text=True, timeout=600, env=environment,
                          check=False)


@pytest.mark.slow
@BUILDS
@pytest.mark.parametrize("game", [1, 2, 3])
def test_a_published_random_game_replays_the_same(interpreted: bool, game: int) -> None:
    # Only the random games still replay: the other published records were played by earlier
    # versions of the players, and replay differently on the interpreted build too.
    done = arena(interpreted, "--replay", "docs/arena/random-4p.jsonl", "--game", str(game))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "same: scores" in done.stdout


def games(interpreted: bool, out: Path) -> list[dict[str, object]]:
    done = arena(interpreted, "--players", "hard:300,medium,easy", "--games", "2", "--seed",
                 "7", "--out", str(out), "--quiet")
    assert done.returncode == 0, done.stdout + done.stderr
    records = [json.loads(line) for line in out.read_text("utf-8").splitlines()]
    return [{k: v for k, v in record.items() if k != "seconds"} for record in records]


@pytest.mark.slow
def test_the_players_make_the_same_moves_on_both_builds(tmp_path: Path) -> None:
    interpreted = games(True, tmp_path / "interpreted.jsonl")
    installed = games(False, tmp_path / "installed.jsonl")
    assert len(installed) == 2 and all(record["actions"] for record in installed)
    assert installed == interpreted
