"""The self-test that verifies built executables (`caylus --self-test`), run from source.

Each run is a subprocess started from an empty folder, as a player would run the game: the
self-test closes pygame when it ends, which must not happen inside the test process.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from caylus.devtools.selftest import SCENES, SelfTest
from caylus.devtools.selftest_files import CheckFailed
from caylus.ui.settings import LANGUAGES

CHECK_NAMES = [
    "shipped tables", "shipped files", "catalogues", "language", "fonts", "tile images",
    "board layout", "window", "board images", "sounds",
    *(name for name, *_ in SCENES),
    "decisions in game", "pause scene", "save and reload", "computer game", "final scores scene",
    "tutorial",
]
EVERY_SCENE = ["title", "setup", "settings", "rules reference", "game", "pause", "final scores"]
LINE = re.compile(r"^\[(ok  |FAIL)\] (.+?) +\d+\.\d\d s  (.*)$")


def run_self_test(where: Path, code: str | None = None, **env: str) -> subprocess.CompletedProcess:
    """`python -m caylus --self-test` (or `code`) from the folder `where`."""
    command = [sys.executable, "-c", code] if code else [sys.executable, "-m", "caylus",
                                                         "--self-test"]
    environment = {**os.environ, **env}
    environment.pop("SDL_VIDEODRIVER", None)  # the self-test must choose the dummy driver itself
    return subprocess.run(command, cwd=where, env=environment, capture_output=True, text=True,
                          timeout=120)


def check_lines(stdout: str) -> dict[str, tuple[bool, str]]:
    """{check name: (passed, detail)} from the report's check lines."""
    found = {}
    for line in stdout.splitlines():
        match = LINE.match(line)
        if match:
            found[match.group(2)] = (match.group(1) == "ok  ", match.group(3))
    return found


@pytest.fixture(scope="module")
def passing_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[subprocess.CompletedProcess,
                                                                   Path]:
    """One full run from an empty folder, with a 'real' data folder holding a player's files."""
    where = tmp_path_factory.mktemp("elsewhere")
    real_data = tmp_path_factory.mktemp("real-data")
    (real_data / "settings.json").write_text(json.dumps({"volume": 13}), "utf-8")
    (real_data / "autosave.json").write_text("the player's game", "utf-8")
    return run_self_test(where, CAYLUS_DATA_DIR=str(real_data)), real_data


@pytest.mark.slow
def test_self_test_passes_every_check_from_another_folder(passing_run) -> None:
    result, _ = passing_run
    assert result.returncode == 0, result.stdout + result.stderr
    lines = check_lines(result.stdout)
    assert list(lines) == CHECK_NAMES
    assert all(passed for passed, _ in lines.values()), result.stdout
    assert re.search(rf"self-test passed: {len(CHECK_NAMES)}/{len(CHECK_NAMES)} checks",
                     result.stdout)


@pytest.mark.slow
def test_self_test_draws_every_scene(passing_run) -> None:
    lines = check_lines(passing_run[0].stdout)
    for scene in EVERY_SCENE:
        passed, detail = lines[f"{scene} scene"]
        assert passed and "Scene drew 1280x720" in detail


@pytest.mark.slow
def test_self_test_clicks_decisions_beyond_placement(passing_run) -> None:
    _, detail = check_lines(passing_run[0].stdout)["decisions in game"]
    assert "clicked" in detail
    played = detail.split(": ", 1)[1].split(", ")
    assert len(played) >= 6
    assert any(not action.startswith(("place", "pass")) for action in played)


@pytest.mark.slow
def test_self_test_leaves_the_players_data_folder_alone(passing_run) -> None:
    _, real_data = passing_run
    assert sorted(path.name for path in real_data.iterdir()) == ["autosave.json", "logs",
                                                                 "settings.json"]
    logs = {path.name for path in (real_data / "logs").iterdir()}  # the run's log, no more
    assert logs <= {"self-test.log", "thinker.log", "faults.log"}
    assert (real_data / "autosave.json").read_text("utf-8") == "the player's game"
    assert json.loads((real_data / "settings.json").read_text("utf-8")) == {"volume": 13}


@pytest.mark.slow
def test_a_failing_check_is_reported_and_the_others_still_run(tmp_path: Path) -> None:
    code = (
        "import sys, caylus.devtools.selftest as s\n"
        "def broken():\n"
        "    raise RuntimeError('the map is gone')\n"
        "s.check_board_layout = broken\n"
        "sys.exit(s.main())\n"
    )
    result = run_self_test(tmp_path, code)
    assert result.returncode == 1
    lines = check_lines(result.stdout)
    assert lines["board layout"][0] is False
    assert "RuntimeError: the map is gone" in lines["board layout"][1]
    assert lines["final scores scene"][0] is True  # later checks still ran
    assert "self-test FAILED" in result.stdout and "failed: board layout" in result.stdout


@pytest.mark.slow
def test_without_standard_output_the_report_goes_to_a_file(tmp_path: Path) -> None:
    """A windowed Windows build has no stdout: the report lands in the temporary folder."""
    code = "import sys, caylus.devtools.selftest as s\nsys.stdout = None\nsys.exit(s.main())\n"
    result = run_self_test(tmp_path, code, TMPDIR=str(tmp_path), TEMP=str(tmp_path),
                           TMP=str(tmp_path))
    assert result.returncode == 0, result.stderr
    report = (tmp_path / "caylus-self-test.txt").read_text("utf-8")
    assert "self-test passed" in report
    assert list(check_lines(report)) == CHECK_NAMES


def test_check_reports_a_failure_and_a_crash_with_where_it_happened() -> None:
    import io

    out = io.StringIO()
    test = SelfTest(out)

    def refuses() -> str:
        raise CheckFailed("no tiles")

    def crashes() -> str:
        empty: dict[str, str] = {}
        return empty["missing"]

    assert test.check("first", lambda: "fine") is True
    assert test.check("second", refuses) is False
    assert test.check("third", crashes) is False
    lines = check_lines(out.getvalue())
    assert lines["first"] == (True, "fine")
    assert lines["second"] == (False, "no tiles")
    assert lines["third"][1].startswith("KeyError: 'missing' (at test_selftest.py:")
    assert [result.name for result in test.failures] == ["second", "third"]


@pytest.mark.slow
def test_self_test_loads_every_kind_of_shipped_file(passing_run) -> None:
    lines = check_lines(passing_run[0].stdout)
    assert re.fullmatch(r"\d+ files read, texts per language: (\S+ \d{3,}(, )?)+",
                        lines["catalogues"][1])
    assert lines["fonts"][1] == "10 fonts opened"
    assert lines["tile images"][1].startswith("4 images decoded")
    assert lines["sounds"][1] == "7 sounds loaded"


@pytest.mark.slow
def test_self_test_names_each_broken_shipped_file(tmp_path: Path) -> None:
    """A copy of the shipped files with one broken file of each kind: each check names it."""
    root = Path(__file__).resolve().parents[2]
    copy = tmp_path / "shipped"
    for folder in ("maps", "assets"):
        shutil.copytree(root / folder, copy / folder)
    catalogue = copy / "assets" / "i18n" / "fr" / "shell.json"  # a language not in play
    catalogue.parent.mkdir()
    catalogue.write_text('{"title.new_game": "Nouvelle', "utf-8")
    font = copy / "assets" / "fonts" / "DejaVuSerif.ttf"
    font.write_bytes(font.read_bytes()[:300])
    image = copy / "assets" / "tiles" / "decor.png"
    image.write_bytes(image.read_bytes()[:300])
    sound = copy / "assets" / "sounds" / "favour.wav"
    sound.unlink()
    where = tmp_path / "elsewhere"
    where.mkdir()
    result = run_self_test(where, CAYLUS_RESOURCE_ROOT=str(copy))
    assert result.returncode == 1 and "Traceback" not in result.stdout + result.stderr
    lines = check_lines(result.stdout)
    failed = {name: detail for name, (passed, detail) in lines.items() if not passed}
    assert str(catalogue) in failed["catalogues"]
    assert str(font) in failed["fonts"]
    assert str(image) in failed["tile images"] and str(image) in failed["board images"]
    assert str(sound) in failed["sounds"]
    assert str(sound) in failed["shipped files"]
    assert lines["window"][0] and lines["board layout"][0]  # the rest of the game still checked


@pytest.mark.slow
@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != "en"])
def test_self_test_passes_in_every_language(tmp_path: Path, language: str) -> None:
    result = subprocess.run([sys.executable, "-m", "caylus", "--lang", language, "--self-test"],
                            cwd=tmp_path, capture_output=True, text=True, timeout=120,
                            env={k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"})
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"language {language})" in result.stdout
    assert check_lines(result.stdout)["language"][0]
