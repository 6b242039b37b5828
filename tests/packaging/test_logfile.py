"""The program's log (issue 21, item 7): a rotating file in the data folder, a crash hook and
faulthandler beside it, its path in `--help` and on the fatal screens, and never a crash of
its own — a data folder that cannot be written means standard error, without a traceback."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest

from caylus import logfile
from caylus.logfile import log_path, start_logging

ROOT = Path(__file__).resolve().parents[2]


def run(code: str, data_dir: Path, *arguments: str) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "CAYLUS_DATA_DIR": str(data_dir),
                   "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    command = [sys.executable, "-c", code] if code else [sys.executable, *arguments]
    return subprocess.run(command, capture_output=True, text=True, timeout=120,
                          env=environment, cwd=ROOT.parent, check=False)


def test_records_of_any_caylus_module_go_to_the_programs_file(tmp_path: Path,
                                                               monkeypatch) -> None:
    monkeypatch.setenv("CAYLUS_DATA_DIR", str(tmp_path))
    path = start_logging("engine")
    assert path == tmp_path / "logs" / "engine.log" == logfile.current_log()
    logging.getLogger("caylus.ui.autosave").warning("the game could not be saved: disk full")
    logging.getLogger("someone.else").warning("not ours")
    text = path.read_text("utf-8")
    assert "Caylus" in text and "(engine) started" in text
    assert "WARNING caylus.ui.autosave: the game could not be saved: disk full" in text
    assert "not ours" not in text
    assert start_logging("caylus") == path  # once per process


def test_the_file_rotates_and_keeps_a_few_old_ones(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("CAYLUS_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(logfile, "MAX_BYTES", 2_000)
    start_logging()
    for index in range(200):
        logging.getLogger("caylus.test").warning("line %d %s", index, "x" * 40)
    names = sorted(path.name for path in (tmp_path / "logs").iterdir())
    assert names == ["caylus.log", "caylus.log.1", "caylus.log.2", "caylus.log.3", "faults.log"]


def test_a_data_folder_that_cannot_be_written_means_standard_error_without_a_traceback(
    tmp_path: Path,
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be", "utf-8")
    code = ("import logging; from caylus.logfile import start_logging\n"
            "print(start_logging())\n"
            "logging.getLogger('caylus.x').warning('the sound place is silent')\n"
            "logging.getLogger('caylus.x').info('not worth a terminal line')\n")
    result = run(code, blocker / "Caylus")
    assert result.returncode == 0
    assert result.stdout.strip() == "None"
    assert "cannot keep a log in" in result.stderr
    assert "the sound place is silent" in result.stderr
    assert "not worth" not in result.stderr and "Traceback" not in result.stderr


def test_a_log_file_that_fails_later_says_so_once_and_the_program_goes_on(
    tmp_path: Path, monkeypatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("CAYLUS_DATA_DIR", str(tmp_path))
    start_logging()
    (handler,) = [h for h in logging.getLogger("caylus").handlers
                  if isinstance(h, logfile.QuietFileHandler)]

    class FullDisk:
        def seek(self, offset: int, whence: int = 0) -> int:
            return 0

        def tell(self) -> int:
            return 0

        def write(self, text: str) -> None:
            raise OSError(28, "No space left on device")

        def flush(self) -> None:
            raise OSError(28, "No space left on device")

        def close(self) -> None:
            pass

    handler.stream = FullDisk()  # type: ignore[assignment]
    for _ in range(3):
        logging.getLogger("caylus.test").warning("a record the disk will not take")
    errors = capsys.readouterr().err
    assert errors.count("cannot be written (no space left on device); logging stops") == 1
    assert "Traceback" not in errors


def test_an_uncaught_exception_is_logged_with_its_traceback(tmp_path: Path) -> None:
    code = ("from caylus.logfile import start_logging\nstart_logging('engine')\n"
            "def deep():\n    raise RuntimeError('nobody caught this')\ndeep()\n")
    result = run(code, tmp_path)
    assert result.returncode == 1
    log = (tmp_path / "logs" / "engine.log").read_text("utf-8")
    assert "CRITICAL caylus.logfile: uncaught exception" in log
    assert "in deep" in log and "RuntimeError: nobody caught this" in log


def test_an_exception_in_a_thread_is_logged_too(tmp_path: Path) -> None:
    code = ("import threading\nfrom caylus.logfile import start_logging\nstart_logging()\n"
            "def work():\n    raise ValueError('in a thread')\n"
            "thread = threading.Thread(target=work, name='worker'); thread.start(); "
            "thread.join()\n")
    run(code, tmp_path)
    log = (tmp_path / "logs" / "caylus.log").read_text("utf-8")
    assert "uncaught exception in thread worker" in log and "ValueError: in a thread" in log


def test_a_dying_interpreter_leaves_its_stacks_in_the_faults_file(tmp_path: Path) -> None:
    code = ("import faulthandler\nfrom caylus.logfile import start_logging\nstart_logging()\n"
            "faulthandler._sigsegv()\n")
    result = run(code, tmp_path)
    assert result.returncode != 0
    faults = (tmp_path / "logs" / "faults.log").read_text("utf-8")
    assert "Fatal Python error" in faults and "<string>" in faults


def test_help_names_the_log_file(tmp_path: Path) -> None:
    result = run("", tmp_path, "-m", "caylus", "--help")
    assert result.returncode == 0
    assert f"What goes wrong is written to {tmp_path / 'logs' / 'caylus.log'}" in result.stdout
    engine = run("", tmp_path, "-m", "caylus.engine", "--help")
    assert f"What goes wrong is written to {tmp_path / 'logs' / 'engine.log'}" in engine.stdout


def test_the_log_path_follows_the_data_folder(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("CAYLUS_DATA_DIR", str(tmp_path / "elsewhere"))
    assert log_path("self-test") == tmp_path / "elsewhere" / "logs" / "self-test.log"
    assert not (tmp_path / "elsewhere").exists()  # naming it makes no folder
