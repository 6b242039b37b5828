"""The crash message says where the log is and where to send it."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from caylus.identity import BUG_REPORT_URL
from caylus.logfile import current_log, start_logging, stop_logging
from caylus.ui import fatal


@pytest.fixture
def logging_to_the_data_folder(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The log in the test's data folder; no window, and pygame left running for the next
    tests of this process (the message quits it, as the program ends after it)."""
    monkeypatch.setattr(fatal, "show_window", lambda title, lines: None)
    monkeypatch.setattr(pygame, "quit", lambda: None)
    start_logging("caylus")
    yield
    stop_logging()


@pytest.mark.usefixtures("logging_to_the_data_folder")
def test_the_crash_message_names_the_log_and_where_to_send_it(
        capsys: pytest.CaptureFixture[str]) -> None:
    log = current_log()  # the log the fatal message names
    assert log is not None
    fatal.show_message(fatal.text("fatal.crashed_title"), [fatal.text("fatal.crashed")],
                       ask_for_log=True)
    said = capsys.readouterr().err
    assert str(log) in said and BUG_REPORT_URL in said
    assert said.index(str(log)) < said.index(BUG_REPORT_URL)


@pytest.mark.usefixtures("logging_to_the_data_folder")
def test_a_broken_install_is_not_asked_for_the_log(capsys: pytest.CaptureFixture[str]) -> None:
    fatal.show_message(fatal.text("fatal.window_title"), [fatal.text("fatal.reinstall")])
    assert BUG_REPORT_URL not in capsys.readouterr().err
