"""The engine as a program (its stdin/stdout loop) and docs/ENGINE.md kept true by running it."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

from caylus.core import describe, new_game
from caylus.core.table_json import public_state
from caylus.engine import EngineSession
from caylus.engine.__main__ import serve

from .session import answer, started

# --- the stdin/stdout loop -------------------------------------------------------------------


def split_answers(output: str) -> list[list[str]]:
    answers, current = [], []
    for line in output.splitlines():
        current.append(line)
        if line == "ok" or line.startswith("error "):
            answers.append(current)
            current = []
    assert current == [], "output ends with a complete answer"
    return answers


def test_serve_answers_each_line_until_quit() -> None:
    source = io.StringIO("new players=2 seed=1\n\nstate\nquit\nlegal\n")
    sink = io.StringIO()
    serve(source, sink)
    answers = split_answers(sink.getvalue())
    assert len(answers) == 3  # the blank line gets no answer; nothing after quit
    assert json.loads(answers[1][0])["turn"] == 1


def test_the_engine_runs_as_a_program(tmp_path: Path) -> None:
    script = "\n".join([
        "help", "legal", "new players=3 seed=4", "legal", "play place castle", "play place 99",
        "state", "undo", f"save {tmp_path / 'g.json'}", f"load {tmp_path / 'g.json'}",
        "bogus", "quit", "state",
    ]) + "\n"
    env = {**os.environ, "PYTHONIOENCODING": "ascii"}
    result = subprocess.run(
        [sys.executable, "-m", "caylus.engine"], input=script.encode(), capture_output=True,
        timeout=60, env=env, check=False,
    )
    assert result.returncode == 0
    assert result.stderr == b""
    answers = split_answers(result.stdout.decode("utf-8"))
    assert [a[-1].split()[0] for a in answers] == [
        "ok", "error", "ok", "ok", "ok", "error", "ok", "ok", "ok", "ok", "error", "ok",
    ]
    assert "place castle" in answers[3]
    twin = new_game(3, 4)
    assert answers[4][:-1] == [describe(e, twin.names()) for e in twin.apply("place castle")]
    assert json.loads(answers[6][0])["castle"]["workers"] == [2]
    assert (tmp_path / "g.json").exists()


def test_the_program_reads_and_writes_utf8_names() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "caylus.engine"],
        input="new players=2 names=Aliénor,Bohémond\nstate\n".encode(),
        capture_output=True, timeout=60, check=False,
    )
    state = json.loads(split_answers(result.stdout.decode("utf-8"))[1][0])
    assert [p["name"] for p in state["players"]] == ["Aliénor", "Bohémond"]


# --- docs/ENGINE.md stays true ----------------------------------------------------------------

ENGINE_DOC = Path(__file__).resolve().parents[2] / "docs" / "ENGINE.md"


def worked_example() -> list[tuple[str, list[str]]]:
    """The (command, answer lines) pairs of the doc's worked example."""
    text = ENGINE_DOC.read_text(encoding="utf-8").split("## A worked example", 1)[1]
    block = text.split("```\n", 2)[1]
    pairs: list[tuple[str, list[str]]] = []
    for line in block.splitlines():
        if line.startswith("> "):
            pairs.append((line[2:], []))
        else:
            pairs[-1][1].append(line)
    return pairs


def test_the_worked_example_in_the_doc_is_real_output(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    session = EngineSession()
    pairs = worked_example()
    assert len(pairs) > 10
    for command, lines in pairs:
        assert session.handle(command) == lines, command


def test_the_doc_names_every_decision_kind_tile_and_state_field() -> None:
    from caylus.core.buildings import BUILDINGS
    from caylus.core.game import DECISIONS

    doc = ENGINE_DOC.read_text(encoding="utf-8")
    game = new_game(2)
    names = [*DECISIONS, *public_state(game), *public_state(game)["players"][0]]
    names += [b.id for b in BUILDINGS.values() if b.category in ("wood", "stone", "prestige")]
    missing = [name for name in names if f"`{name}`" not in doc]
    assert missing == []


def test_play_accepts_the_lenient_forms_the_doc_promises() -> None:
    session = started()
    answer(session, "play   PLACE   7")
    assert answer(session, "history") == ["place 7"]
