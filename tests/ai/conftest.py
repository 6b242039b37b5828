"""The AI tests search in this process unless a test asks for worker processes."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def single_process(monkeypatch):
    monkeypatch.setenv("CAYLUS_AI_PROCESSES", "1")
