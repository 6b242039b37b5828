"""The command-line tools' progress: tqdm's bar when installed, else plain lines (tqdm is only
in the arena extra, so a player's install has none)."""

from __future__ import annotations

import io
import sys

import pytest

from caylus import progress
from caylus.progress import PlainProgress, progress_bar


def test_without_tqdm_progress_is_plain_lines(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "tqdm", None)  # import tqdm now fails
    monkeypatch.setattr(progress, "PLAIN_EVERY", 0.0)
    out = io.StringIO()
    with progress_bar(total=3, unit="game", desc="search", file=out) as bar:
        assert isinstance(bar, PlainProgress)
        bar.update()
        bar.update(2)
    assert out.getvalue().splitlines() == ["search: 1/3 game", "search: 3/3 game",
                                           "search: 3/3 game"]


def test_plain_progress_is_quiet_between_its_lines_and_when_disabled() -> None:
    out = io.StringIO()
    bar = PlainProgress(total=10, initial=4, unit="game", file=out)
    bar.update()  # within PLAIN_EVERY of the start: nothing yet
    assert out.getvalue() == ""
    bar.close()
    bar.close()
    assert out.getvalue() == "5/10 game\n"
    quiet = io.StringIO()
    with PlainProgress(total=2, disable=True, file=quiet) as silent:
        silent.update(2)
    assert quiet.getvalue() == ""


def test_with_tqdm_installed_it_is_tqdm() -> None:
    tqdm = pytest.importorskip("tqdm")
    with progress_bar(total=1, file=io.StringIO(), disable=True) as bar:
        assert isinstance(bar, tqdm.tqdm)
