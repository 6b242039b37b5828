"""Which build runs: compiled by mypyc or interpreted (caylus/build_kind.py, setup.py).

CI runs the suite twice and says which build each run must be (CAYLUS_EXPECT_BUILD): a compile
that broke, or modules that silently fell back to their sources, fail here instead of passing
as the other build."""

from __future__ import annotations

import importlib
import os
import subprocess
import sys
import tomllib
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

import caylus
from caylus.build_kind import COMPILED, FORCE_INTERPRETED, INTERPRETED, build_line, running_build

ROOT = Path(caylus.__file__).resolve().parent.parent
EXPECTED = os.environ.get("CAYLUS_EXPECT_BUILD")


def compiled_modules() -> list[str]:
    """The modules setup.py compiles (pyproject.toml's [tool.caylus.compiled]), dotted."""
    with (ROOT / "pyproject.toml").open("rb") as file:
        listed = tomllib.load(file)["tool"]["caylus"]["compiled"]
    paths = {path.relative_to(ROOT).as_posix() for pattern in listed["include"]
             for path in ROOT.glob(pattern)} - set(listed["exclude"])
    return sorted(path.removesuffix(".py").replace("/", ".") for path in paths)


def is_extension(module: str) -> bool:
    origin = getattr(importlib.import_module(module), "__file__", None) or ""
    return origin.endswith(tuple(EXTENSION_SUFFIXES))


def test_setup_compiles_the_rules_their_analysis_and_the_players_not_the_process_helpers(
) -> None:
    modules = compiled_modules()
    assert {"caylus.core.game", "caylus.core.state", "caylus.ai.mcts",
            "caylus.ai.rollout"} <= set(modules)
    assert not {"caylus.persistence.saves", "caylus.ai.pool", "caylus.ai.remote"} & set(modules)
    assert all(module.startswith(("caylus.core.", "caylus.analysis.", "caylus.ai."))
               for module in modules)


@pytest.mark.skipif(EXPECTED is None, reason="CAYLUS_EXPECT_BUILD names the build CI expects")
def test_this_run_is_the_build_ci_asked_for() -> None:
    assert running_build() == EXPECTED
    modules = compiled_modules()
    running = {module: is_extension(module) for module in modules}
    if EXPECTED == COMPILED:
        assert [m for m, compiled in running.items() if not compiled] == []
    else:
        assert [m for m, compiled in running.items() if compiled] == []


def probe(environment: dict[str, str]) -> list[str]:
    """What a fresh process reports: its build and where caylus.core.game comes from."""
    code = ("import caylus.core.game as g; from caylus.build_kind import running_build, "
            "build_line; print(running_build()); print(g.__file__); print(build_line())")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=environment, cwd=ROOT, check=True, timeout=120)
    return done.stdout.splitlines()


def test_the_environment_variable_forces_the_interpreted_sources() -> None:
    environment = {**os.environ, FORCE_INTERPRETED: "1"}
    build, origin, line = probe(environment)
    assert (build, Path(origin).suffix, line) == (INTERPRETED, ".py", "interpreted build")


def test_without_the_variable_the_process_runs_what_is_installed() -> None:
    environment = {k: v for k, v in os.environ.items() if k != FORCE_INTERPRETED}
    build, origin, line = probe(environment)
    assert (build == COMPILED) == origin.endswith(tuple(EXTENSION_SUFFIXES))
    assert line == ("compiled build (mypyc)" if build == COMPILED else "interpreted build")
    if FORCE_INTERPRETED not in os.environ:
        assert build == running_build() and line == build_line()


@pytest.mark.slow
def test_the_benchmark_compares_both_builds_or_says_the_compiled_one_is_missing() -> None:
    environment = {k: v for k, v in os.environ.items() if k != FORCE_INTERPRETED}
    done = subprocess.run(
        [sys.executable, "-m", "caylus.devtools.bench", "--compare", "--rounds", "1",
         "--seconds", "0.2", "--hard-decisions", "1", "--medium-decisions", "2"],
        capture_output=True, text=True, cwd=ROOT, timeout=600, check=False, env=environment)
    if probe(environment)[0] == INTERPRETED:  # nothing compiled here: that run is refused
        assert done.returncode == 1 and "is the compiled build installed?" in done.stderr
        return
    assert done.returncode == 0, done.stderr
    rows = [line for line in done.stdout.splitlines() if line.endswith("x")]
    assert len(rows) == 4  # games, clone, Hard, Medium: interpreted, compiled and the ratio
    assert all(float(row.split()[-1].rstrip("x")) > 0 for row in rows)
