"""Golden playthroughs: seeded games committed as text (tests/golden) play out the same, step
by step, under the current rules (every R- rule they pass through; R-SETUP fixes the deal)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from caylus.core.events import WORDING
from caylus.core.game import DECISIONS, RULES_VERSION
from caylus.devtools.playthrough import PLAYTHROUGHS, playthrough_text, rules_version_of
from tests.tools_loader import load_tool

ROOT = Path(__file__).resolve().parents[3]
GOLDEN = ROOT / "tests" / "golden"


def _golden(name: str) -> str:
    return (GOLDEN / f"{name}.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("spec", PLAYTHROUGHS, ids=lambda spec: spec.name)
def test_the_game_plays_out_as_committed(spec):
    expected, played = _golden(spec.name).splitlines(), playthrough_text(spec).splitlines()
    for number, (want, got) in enumerate(zip(expected, played, strict=False), start=1):
        assert got == want, f"{spec.name}.txt line {number} differs"
    assert len(played) == len(expected)
    assert rules_version_of(_golden(spec.name)) == RULES_VERSION


def test_together_they_reach_every_decision_and_event():
    steps, events = set(), set()
    for spec in PLAYTHROUGHS:
        for line in _golden(spec.name).splitlines():
            if line[:1].isdigit():
                steps.add(line.split()[1])
            elif line.startswith('  {"'):
                events.add(line.split('"kind":"')[1].split('"')[0])
    assert steps == set(DECISIONS)
    assert set(WORDING) - events == {"favour_lost"}  # random play never uses every row


def test_the_script_refuses_while_the_rules_version_is_unchanged(tmp_path, monkeypatch):
    script = load_tool("make_golden_playthroughs")
    copy = tmp_path / "golden"
    shutil.copytree(GOLDEN, copy)
    monkeypatch.setattr(script, "GOLDEN", copy)
    (copy / "two-players.txt").write_text(_golden("two-players") + "tampered\n")
    assert script.main() == 1
    assert (copy / "two-players.txt").read_text().endswith("tampered\n")


def test_the_script_writes_every_playthrough_under_a_new_rules_version(tmp_path, monkeypatch):
    script = load_tool("make_golden_playthroughs")
    monkeypatch.setattr(script, "GOLDEN", tmp_path)
    (tmp_path / "two-players.txt").write_text(_golden("two-players").replace(
        f"rules version {RULES_VERSION}", f"rules version {RULES_VERSION - 1}"))
    assert script.main() == 0
    for spec in PLAYTHROUGHS:
        assert (tmp_path / f"{spec.name}.txt").read_text() == _golden(spec.name)
