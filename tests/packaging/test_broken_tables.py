"""A shipped table read when the rules or the computer players are imported, missing or
damaged (issue 21, item 8): every way into the program names the file and asks for a
reinstall — the game with its broken-install message, `--version` and `--help` with a line,
the self-test with a failed check, the engine with a protocol line — and none shows a
traceback. Each test runs the real entry points on a copy of the package."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from caylus import __version__
from caylus.ui import fatal

ROOT = Path(__file__).resolve().parents[2]
BUILDINGS = Path("caylus", "core", "data", "buildings.json")
WEIGHTS = Path("caylus", "ai", "data", "evaluation.json")


def break_table(copy: Path, table: Path, how: str) -> Path:
    path = copy / table
    if how == "missing":
        path.unlink()
    elif how == "truncated":
        path.write_bytes(path.read_bytes()[:300])
    else:  # JSON, but not the table
        path.write_text('{"buildings": 3, "special": []}', "utf-8")
    return path


@pytest.fixture(scope="module")
def package_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The package alone, copied: its own tables can be broken without touching the real
    ones (the maps and art still come from the checkout)."""
    copy = tmp_path_factory.mktemp("package")
    shutil.copytree(ROOT / "caylus", copy / "caylus",
                    ignore=shutil.ignore_patterns("__pycache__"))
    return copy


@pytest.fixture
def broken(package_copy: Path, tmp_path: Path, request: pytest.FixtureRequest) -> Path:
    table, how = request.param
    copy = tmp_path / "site"
    shutil.copytree(package_copy, copy)
    return break_table(copy, table, how)


def run(broken: Path, *arguments: str, stdin: str = "",
        program: list[str] | None = None) -> subprocess.CompletedProcess[str]:
    site = broken.parents[3]
    environment = {**os.environ, "PYTHONPATH": str(site), "CAYLUS_RESOURCE_ROOT": str(ROOT),
                   "CAYLUS_DATA_DIR": str(site / "data"), "SDL_VIDEODRIVER": "dummy",
                   "SDL_AUDIODRIVER": "dummy"}
    command = [*(program or [sys.executable, "-m", "caylus"]), *arguments]
    return subprocess.run(command, input=stdin, capture_output=True, text=True, timeout=120,
                          env=environment, cwd=site, check=False)


def said_plainly(result: subprocess.CompletedProcess[str], path: Path) -> None:
    assert "Traceback" not in result.stderr + result.stdout, result.stderr
    assert "Error" not in result.stderr + result.stdout  # JSONDecodeError, FileNotFoundError
    assert str(path) in result.stderr + result.stdout


ALL_WAYS = [(BUILDINGS, "truncated"), (BUILDINGS, "missing"), (BUILDINGS, "not the table"),
            (WEIGHTS, "truncated")]


@pytest.mark.parametrize("broken", [(BUILDINGS, "truncated")], indirect=True)
def test_the_copy_under_test_is_the_one_that_runs(broken: Path) -> None:
    result = run(broken, "-c", "import caylus; print(caylus.__file__)",
                 program=[sys.executable])
    assert result.stdout.strip() == str(broken.parents[2] / "__init__.py")


@pytest.mark.parametrize("broken", ALL_WAYS, indirect=True)
def test_the_game_shows_its_broken_install_message(broken: Path) -> None:
    result = run(broken)
    assert result.returncode == fatal.BROKEN_INSTALL
    said_plainly(result, broken)
    words = fatal.FALLBACK["fatal.missing" if not broken.exists() else "fatal.damaged"]
    assert f"{words}\n{broken}\n" in result.stderr
    assert fatal.FALLBACK["fatal.reinstall"] in result.stderr
    log = broken.parents[3] / "data" / "logs" / "caylus.log"
    assert f"What went wrong is written in the log: {log}" in result.stderr
    assert str(broken) in log.read_text("utf-8")


@pytest.mark.parametrize("broken", ALL_WAYS, indirect=True)
def test_version_and_help_still_answer_and_say_the_copy_is_broken(broken: Path) -> None:
    version = run(broken, "--version")
    assert version.stdout.splitlines()[0] == f"caylus {__version__}"
    helped = run(broken, "--help")
    assert helped.stdout.startswith("usage: caylus")
    for result in (version, helped):
        assert result.returncode == 1
        said_plainly(result, broken)
        assert "please reinstall Caylus" in result.stderr


@pytest.mark.parametrize("broken", ALL_WAYS, indirect=True)
def test_the_self_test_fails_on_the_table_and_stops_there(broken: Path) -> None:
    result = run(broken, "--self-test")
    assert result.returncode == 1
    said_plainly(result, broken)
    assert "[FAIL] shipped tables" in result.stdout
    assert "self-test FAILED: 0/1 checks passed; failed: shipped tables" in result.stdout


@pytest.mark.parametrize("broken", ALL_WAYS, indirect=True)
def test_the_engine_answers_with_one_protocol_line(broken: Path) -> None:
    result = run(broken, "-m", "caylus.engine", stdin="new players=2 seed=1\nlegal\n",
                 program=[sys.executable])
    assert result.returncode == 1
    said_plainly(result, broken)
    (line,) = result.stdout.splitlines()
    assert line.startswith("error Caylus cannot start: a file Caylus needs is ")
    assert line.endswith("please reinstall Caylus")


@pytest.mark.parametrize("broken", [(BUILDINGS, "truncated")], indirect=True)
def test_the_installed_command_says_it_too(broken: Path) -> None:
    command = Path(sys.executable).with_name("caylus")
    if not command.is_file():
        pytest.skip("no `caylus` command beside this Python")
    result = run(broken, "--version", program=[str(command)])
    assert result.returncode == 1
    said_plainly(result, broken)
