"""Hebrew lines as they are drawn: the bidirectional step of `caylus.ui.render.face` keeps a
signed number's sign in front of its digits, and hands the fonts nothing they cannot draw."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fontTools.ttLib import TTFont

from caylus.resources import resource_path
from caylus.ui import i18n
from caylus.ui.render.face import FONT_FILES, display_order, runs


@pytest.fixture(autouse=True)
def hebrew() -> Iterator[None]:
    i18n.set_language("he")
    yield
    i18n.set_language(i18n.DEFAULT_LANGUAGE)


def test_signed_numbers_read_sign_first_in_a_hebrew_line() -> None:
    shown = display_order("קח +5 נקודות יוקרה ושלם −2 דינרים")
    assert "+5" in shown and "−2" in shown
    assert "5+" not in shown and "2−" not in shown
    # the line itself still runs right to left: its first word is drawn last, on the right
    assert shown.endswith("חק") and shown.index("−2") < shown.index("+5")


@pytest.mark.parametrize(("logical", "signed"), [
    ("(+2 נקודות יוקרה)", "+2"),  # in brackets
    ("−3: עובד בטירה חייב לבנות", "−3"),  # at the start of the line
    ("\"קשה\" צופה מזה בערך +4 יוקרה.", "+4"),  # before a full stop
    ("ירידה של -2 יוקרה", "-2"),  # a hyphen-minus
])
def test_a_sign_stays_before_its_digits_wherever_it_stands(logical: str, signed: str) -> None:
    shown = display_order(logical)
    assert signed in shown and signed[1:] + signed[0] not in shown


def test_a_hyphen_after_a_word_is_not_taken_for_a_sign() -> None:
    assert display_order("1 דינר ו-1 בד") == "דב 1-ו רניד 1"


def test_the_fonts_get_only_characters_they_draw() -> None:
    """The direction marks are read by the bidirectional step, then taken out: pygame never
    draws a missing-glyph box for them (the fonts have none for the isolates)."""
    shown = display_order("\u2066+5\u2069 נקודות יוקרה, \u200e−2\u200e דינרים")
    assert not {"\u200e", "\u200f", "\u2066", "\u2069"} & set(shown)
    assert "+5" in shown and "−2" in shown
    for script, part in runs(shown):
        font = TTFont(resource_path("assets", "fonts", FONT_FILES[(script, "sans", False)]),
                      lazy=True)
        assert [c for c in part if ord(c) not in font.getBestCmap()] == []


def test_a_line_without_hebrew_letters_is_left_as_it_is() -> None:
    assert display_order("+5 −2") == "+5 −2"
