"""`--report FILE`: what `--version`, `--help` and `--self-test` print goes to FILE (UTF-8), so
the windowed Windows executable, which has no standard output, can be checked as it ships
(tools/build_executable.sh does so on every system)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from caylus import __version__
from caylus.__main__ import main, report_path
from caylus.build_kind import build_line


def test_version_goes_to_the_report_file_and_not_to_standard_output(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    report = tmp_path / "version.txt"
    with pytest.raises(SystemExit) as leaving:
        main(["--version", "--report", str(report)])  # --version first: it acts when parsed
    assert leaving.value.code == 0
    assert report.read_text("utf-8") == f"caylus {__version__}\n{build_line()}\n"
    assert capsys.readouterr() == ("", "")


def test_help_and_a_mistake_go_to_the_report_file(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    help_report, mistake_report = tmp_path / "help.txt", tmp_path / "mistake.txt"
    with pytest.raises(SystemExit) as leaving:
        main([f"--report={help_report}", "--help"])
    assert leaving.value.code == 0
    assert "--self-test" in help_report.read_text("utf-8")
    with pytest.raises(SystemExit) as leaving:
        main(["--report", str(mistake_report), "--lang", "xx"])
    assert leaving.value.code == 2
    assert "invalid choice: 'xx'" in mistake_report.read_text("utf-8")
    assert capsys.readouterr() == ("", "")


def test_a_report_file_that_cannot_be_written_is_said_on_standard_error(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as leaving:
        main(["--version", "--report", str(tmp_path / "no such folder" / "version.txt")])
    assert leaving.value.code == 2
    assert "cannot write the report file" in capsys.readouterr().err


def test_report_is_read_wherever_it_stands_and_only_when_it_has_a_file() -> None:
    assert report_path(["--lang", "pl", "--report", "out.txt", "--self-test"]) == Path("out.txt")
    assert report_path(["--version"]) is None
    assert report_path(["--report"]) is None  # the real parser then says FILE is missing


def test_without_standard_output_version_still_reaches_the_report(tmp_path: Path) -> None:
    """What the windowed Windows executable has: no sys.stdout nor sys.stderr at all."""
    report = tmp_path / "version.txt"
    code = ("import sys\nsys.stdout = sys.stderr = None\nfrom caylus.__main__ import main\n"
            f"main(['--version', '--report', {str(report)!r}])\n")
    result = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True,
                            text=True, timeout=60, check=False)
    assert result.returncode == 0, result.stderr
    assert report.read_text("utf-8") == f"caylus {__version__}\n{build_line()}\n"


@pytest.mark.slow
def test_the_self_test_report_goes_to_the_file_in_utf8(tmp_path: Path) -> None:
    """A real self-test, in Hebrew (not in every Windows code page), from an empty folder."""
    report = tmp_path / "self-test.txt"
    environment = {key: value for key, value in os.environ.items() if key != "SDL_VIDEODRIVER"}
    result = subprocess.run(
        [sys.executable, "-m", "caylus", "--self-test", "--lang", "he", "--report", str(report)],
        cwd=tmp_path, env=environment, capture_output=True, text=True, timeout=180, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout == ""
    text = report.read_text("utf-8")
    assert text.startswith(f"caylus {__version__} self-test (from source")
    assert "language he" in text.splitlines()[0]
    assert "self-test passed" in text.splitlines()[-1]
