"""Every screen drawn in every language, in the smallest window the game opens (1280×720), and
in the pseudo-language (accented, 40% longer) in the default window (1600×900): no text that
reaches the screen may be cut — shortened with an ellipsis, or with part of its letters outside
the surface or clip it is drawn on. The measurement is the text check's
(`python -m caylus.devtools.text_check`): the ledger follows every line of text through every
surface it is drawn on, so a box nobody thought of is measured too.

The pseudo-language is drawn at the default size because at 1280×720 four labels of the board
(the favour table's wood and stone cells, two building names) cannot hold a text 40% longer
than English even condensed; every real language is checked at 1280×720."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from caylus.devtools import ledger
from caylus.devtools.text_check import measure
from caylus.ui.i18n import DEFAULT_LANGUAGE, PSEUDO_LANGUAGE, set_language
from caylus.ui.layout import TEXT_ZOOMS
from caylus.ui.render import text
from caylus.ui.settings import LANGUAGES

#: A screen of each kind: menus, a long rules page, the game at three decisions, dialogs.
SCREENS = ["title", "setup", "settings", "rules 1", "rules 6", "game", "game: build",
           "game: castle", "game: provost", "game: hint", "pause", "final scores", "demo",
           "another copy", "review: sources", "review: chart", "review: board", "review: moves"]


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    set_language(DEFAULT_LANGUAGE)


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_no_text_is_cut_or_overlaps_in_the_smallest_window(language: str, screen: str) -> None:
    """Issue 22's targets at 100%: nothing under 12 px (Chinese 14 px), nothing cut, no two
    texts (or a text and a piece) on top of each other."""
    figures = measure(screen, language, (1280, 720), 100)
    assert figures.lines > 0
    assert figures.cut == []
    assert figures.overlaps == []
    assert figures.smallest[0] >= 12
    assert figures.smallest_cjk[0] >= 14


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_largest_text_size_reads_from_the_couch(language: str, screen: str) -> None:
    """At the largest text size in the smallest window: the game screens' text is at least
    18 px, and what cannot grow in its place is left out rather than cut or overlapping."""
    figures = measure(screen, language, (1280, 720), TEXT_ZOOMS[-1])
    assert figures.cut == []
    assert figures.overlaps == []
    if figures.game_screen:
        assert figures.smallest[0] >= 18


@pytest.mark.parametrize("screen", SCREENS)
def test_no_text_is_cut_in_the_pseudo_language(screen: str) -> None:
    assert measure(screen, PSEUDO_LANGUAGE, (1600, 900), 100).cut == []


def test_the_text_layer_notes_what_it_cuts() -> None:
    with ledger.recording() as book:
        assert text.fit("A label far too long for its box", 16, 60).endswith("…")
        assert text.wrap("one two three four five six", 16, 60, max_lines=2)[-1].endswith("…")
    assert book.shortened == ["A label far too long for its box", "one two three four five six"]


def test_the_ledger_follows_text_through_surfaces_and_finds_what_is_cut() -> None:
    """A word drawn on a card, the card half off the screen: cut; a word drawn over another:
    both found overlapping; a word under an opaque box: gone from the screen."""
    text.forget_all()  # rendered again, so while recording
    with ledger.recording() as book:
        screen = pygame.Surface((200, 100))
        card = pygame.Surface((120, 40), pygame.SRCALPHA)
        card.blit(text.text("Quarry", 20, (255, 255, 255)), (4, 4))
        screen.blit(card, (150, 10))  # "Quarry" runs off the right edge
        screen.blit(text.text("Market", 20, (255, 255, 255)), (10, 60))
        screen.blit(text.text("Mason", 20, (255, 255, 255)), (14, 62))
        screen.blit(text.text("Hidden", 20, (255, 255, 255)), (10, 10))
        screen.fill((0, 0, 0), pygame.Rect(0, 0, 100, 50))
        lines = {line.words: line for line in book.lines(screen)}
    assert lines["Quarry"].cut
    assert "Hidden" not in lines
    assert {(o.first.words, o.second.words) for o in ledger.overlaps(list(lines.values()))} \
        in ({("Market", "Mason")}, {("Mason", "Market")})
    assert lines["Market"].size == 20


def test_a_line_drawn_again_over_what_hid_it_is_not_covered() -> None:
    """A name half under a piece is covered; the same name drawn again on top, where it stood,
    is one line and reads (the hint's ghost worker, then the name over it)."""
    text.forget_all()
    with ledger.recording() as book:
        screen = pygame.Surface((200, 100))
        name = text.text("Gate", 24, (255, 255, 255))
        screen.blit(name, (10, 10))
        screen.blit(text.text("Inn", 24, (255, 255, 255)), (100, 10))
        piece = pygame.Surface((30, 30))
        piece.fill((0, 0, 200))
        screen.blit(piece, (14, 14))
        screen.blit(piece, (104, 14))
        screen.blit(name, (10, 10))
        lines = book.lines(screen)
    assert [line.words for line in lines].count("Gate") == 1
    assert {line.words: line.covered for line in lines} == {"Gate": False, "Inn": True}


def test_the_ledger_knows_a_condensed_or_scaled_line_by_its_real_size() -> None:
    text.forget_all()
    with ledger.recording() as book:
        words = text.text("Kamieniołom", 24, (255, 255, 255))
        small = pygame.transform.smoothscale(words, (words.get_width() // 2,
                                                     words.get_height() // 2))
    assert book.lines(small)[0].size == pytest.approx(12, abs=0.6)
