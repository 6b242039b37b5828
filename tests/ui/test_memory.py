"""Freed window-sized pictures go back to the system (caylus.ui.memory), so a demo running
all night holds steady instead of keeping its first game's pictures."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from caylus.ui import memory


def resident_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS")


def test_it_does_nothing_off_linux(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "darwin")
    assert memory.return_large_blocks() is False


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs Linux's /proc")
def test_freed_pictures_leave_the_process() -> None:
    assert memory.return_large_blocks()
    before = resident_mb()
    for _ in range(3):
        pictures = [pygame.Surface((1920, 1080), pygame.SRCALPHA) for _ in range(12)]
        for picture in pictures:
            picture.fill((10, 20, 30, 40))  # touch every page
        del pictures
    assert resident_mb() - before < 20  # ~100 MB were drawn and freed each round
