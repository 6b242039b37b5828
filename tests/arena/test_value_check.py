"""`python -m caylus.arena.value_check` (issue 33): the learned value's calibration on arena
results files, and each player's mean error of its predicted final score by turn."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from caylus.ai import value
from caylus.arena.__main__ import main as arena
from caylus.arena.results import read_results
from caylus.arena.value_check import main as value_check
from caylus.arena.value_check import replayed
from caylus.core import replay


@pytest.fixture(scope="module")
def results(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("value_check") / "games.jsonl"
    assert arena(["--players", "medium,random", "--games", "2", "--seed", "3", "--quiet",
                  "--out", str(path)]) == 0
    return path


def test_the_table_and_each_players_score_error_by_turn(results: Path, tmp_path: Path) -> None:
    out = tmp_path / "calibration.json"
    assert value_check([str(results), "--out", str(out)]) == 0
    document = json.loads(out.read_text())
    assert set(document["score_bias"]) == {"medium", "random"}
    assert document["by_turn"]["1"]["games"] == 2
    # the random seats' error at turn 3, by hand: predicted minus final, every decision
    errors = []
    for record in read_results(results).records:
        game = replayed(record)
        seat = [s["player"] for s in record["seats"]].index("random")
        final = game.scores()[seat]
        position = replay(game.setup, [])
        for action in game.history:
            if position.turn == 3 and len(position.legal_actions()) > 1:
                errors.append(value.predict(position).scores[seat] - final)
            position.apply_unchecked(action)
    assert document["score_bias"]["random"]["3"] == pytest.approx(sum(errors) / len(errors),
                                                                   abs=0.01)


def test_a_file_that_is_not_results_is_refused(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    broken = tmp_path / "broken.jsonl"
    broken.write_text("not json\n")
    assert value_check([str(broken)]) == 2
    assert "broken.jsonl" in capsys.readouterr().err
