"""Hebrew lines break where a reader expects (issue 22): never inside a hyphenated word such as
the Joust's דו-קרב, never between a number and its unit; the no-break characters that hold them
together are drawn like the plain ones."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pygame
import pytest

from caylus.ui import i18n
from caylus.ui.i18n import read_catalogue, t
from caylus.ui.render.text import text, wrap

HEBREW = read_catalogue("he")
NARROW = range(40, 260, 7)  # widths in pixels, down to a word or two a line
UNIT = re.compile(r"(?:\d|\{(?:count|cost|gain|prestige|limit|seconds)\}) (?:דינר|דינרים|בד|עץ|"
                  r"אבן|מזון|זהב|יוקרה|נקודות|נקודת|קוביות|קוביית|עובדים|שטחים|שניות)"
                  r"(?![\u05d0-\u05ea])")


@pytest.fixture(autouse=True)
def hebrew() -> Iterator[None]:
    i18n.set_language("he")
    yield
    i18n.set_language(i18n.DEFAULT_LANGUAGE)


def test_the_joust_s_name_is_never_split_at_its_hyphen() -> None:
    sentence = t("rules.page.specials.body").splitlines()[4][2:]  # "שדה דו-קרב: משלמים 1 דינר…"
    assert t("building.joust_field.name") in sentence
    for width in NARROW:
        lines = wrap(sentence, 20, width)
        assert len(lines) > 1
        assert [line for line in lines if line.endswith(("-", "\u2011"))] == []
        assert any("דו\u2011קרב" in line for line in lines)


def test_no_hebrew_text_joins_words_with_a_breakable_hyphen() -> None:
    """A hyphen after a Hebrew letter (דו-קרב, ו-1, ב-Caylus, ל-{who}) is the non-breaking one,
    U+2011: a line that ended with "ל-" or "הדו-" would leave its word on the next line."""
    found = [key for key, text_ in HEBREW.items()
             for form in (text_.values() if isinstance(text_, dict) else [text_])
             if re.search(r"[\u05d0-\u05ea]-", form)]
    assert found == []


def test_a_number_and_its_unit_stay_on_one_line() -> None:
    effect = t("building.wood_peddler.effect")  # "לשלם 1 דינר תמורת קובייה אחת או 2 דינרים…"
    for width in NARROW:
        lines = wrap(effect, 20, width)
        assert len(lines) > 1
        assert [line for line in lines if line[-1:].isdigit()] == []


def test_every_number_and_unit_in_the_catalogue_is_joined_by_a_no_break_space() -> None:
    found = [key for key, text_ in HEBREW.items()
             for form in (text_.values() if isinstance(text_, dict) else [text_])
             if UNIT.search(form)]
    assert found == []


def test_the_no_break_characters_are_drawn_like_a_space_and_a_hyphen() -> None:
    """Same picture, pixel for pixel: U+00A0 is a space, the word joiner nothing, U+2011 a
    hyphen (no missing-glyph box in either font of the line)."""
    plain = text("לשלם 1 דינר בשדה הדו-קרב", 24, (0, 0, 0))
    joined = text("לשלם 1\u00a0\u2060דינר בשדה הדו\u2011קרב", 24, (0, 0, 0))
    assert plain.get_size() == joined.get_size()
    assert pygame.image.tobytes(plain, "RGBA") == pygame.image.tobytes(joined, "RGBA")
