"""Every test runs headless and keeps out of the user's real data folder."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator

import pytest
from hypothesis.configuration import set_hypothesis_home_dir

from caylus.logfile import stop_logging
from caylus.ui.slots import SLOTS

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("CAYLUS_DATA_DIR", tempfile.mkdtemp(prefix="caylus-test-data-"))
# A first start takes the system's language: the tests' first start is in English wherever
# they run (tests of other languages ask for theirs).
os.environ["LANGUAGE"] = "en"

# Hypothesis keeps its examples and caches in a temporary folder, never in the checkout.
set_hypothesis_home_dir(tempfile.mkdtemp(prefix="caylus-hypothesis-"))


@pytest.fixture(autouse=True)
def program_state_reset() -> Iterator[None]:
    """A test that starts the program in this process (`main()`) starts its log and claims
    a save slot: undo both afterwards, so the next test's data folder gets its own log and
    slot, and pytest its hooks back."""
    yield
    stop_logging()
    SLOTS.release()
