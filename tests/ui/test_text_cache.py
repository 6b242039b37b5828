"""The rendered words kept for reuse stay within a byte budget (a demo renders new player
names all night), and a demo's next game can drop them all."""

from __future__ import annotations

import pygame
import pytest

from caylus.ui.render import text


def test_words_kept_stay_within_their_bytes(monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.font.init()
    text.forget_all()
    monkeypatch.setattr(text, "_BYTES_LIMIT", 400_000)
    for n in range(400):
        text.text(f"Player number {n} builds the castle", 40, (0, 0, 0))
    assert 0 < text.kept_bytes() <= 400_000
    assert text.kept_bytes() == sum(text._bytes_of(s) for s in text._CACHE.values())
    again = text.text("Player number 399 builds the castle", 40, (0, 0, 0))
    assert again is text.text("Player number 399 builds the castle", 40, (0, 0, 0))
    text.forget_all()
    assert text.kept_bytes() == 0 and not text._CACHE
