"""A number and the word that goes with it ("+1 denier", "{count} deniers") are joined by a
no-break space (U+00A0) in the catalogues of the languages that put spaces between words, so a
line never ends on the number; the shipped fonts draw that space as an ordinary one."""

from __future__ import annotations

import re

import pygame
import pytest

from caylus.ui import i18n
from caylus.ui.i18n import read_catalogue
from caylus.ui.render.text import text, wrap

NO_BREAK = "\u00a0"
#: Languages whose catalogues this rule covers (Chinese has no spaces; Hebrew keeps its own).
SPACED = ("en", "pl", "pt-BR")
#: A number placeholder, then an ordinary space, then a word.
COUNT_THEN_WORD = re.compile(r"[+−×-]?\{count\} (?=[^\W\d_])")


def plural_forms(language: str) -> list[tuple[str, str]]:
    """(key, form) of every entry that depends on a number: the counted phrases."""
    return [(key, form) for key, value in read_catalogue(language).items()
            if isinstance(value, dict) for form in value.values()]


@pytest.mark.parametrize("family", ["sans", "serif"])
@pytest.mark.parametrize("bold", [False, True])
@pytest.mark.parametrize("size", [14, 20, 33])
def test_the_fonts_draw_a_no_break_space_as_a_space(family: str, bold: bool, size: int) -> None:
    """Rendered through the game's own text call, U+00A0 is the same picture as a space
    (not a missing-glyph box, not a zero-width join)."""
    words = "+1 denier · 5 kostek · 2 PVs"
    plain = text(words, size, (0, 0, 0), bold, family)
    joined = text(words.replace(" ", NO_BREAK), size, (0, 0, 0), bold, family)
    assert joined.get_size() == plain.get_size()
    assert pygame.image.tobytes(joined, "RGBA") == pygame.image.tobytes(plain, "RGBA")


@pytest.mark.parametrize("language", SPACED)
def test_counted_amounts_keep_the_number_with_its_noun(language: str) -> None:
    """Every plural entry that writes "{count} <word>" (count.deniers, game.title.bundle,
    caption.table, …) joins them with the no-break space."""
    counted = plural_forms(language)
    assert [(key, form) for key, form in counted if COUNT_THEN_WORD.search(form)] == []
    assert any(f"{{count}}{NO_BREAK}" in form for key, form in counted)


def test_wrapping_keeps_a_number_with_its_word() -> None:
    before = i18n.language()
    i18n.set_language("en")
    try:
        lines = wrap(f"Pay 2{NO_BREAK}deniers for 1{NO_BREAK}cube", 16, 90)
    finally:
        i18n.set_language(before)
    assert all(not line.endswith(("2", "1")) for line in lines), lines
