"""Every character of every catalogue has a glyph in the font that draws it, and the cut-down
Chinese font holds what `tools/cut_cjk_font.py` promises (catalogues + common characters)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest
from fontTools.ttLib import TTFont

from caylus.resources import resource_path
from caylus.ui.i18n import read_catalogue
from caylus.ui.render.face import FONT_FILES, PRIMARY, runs, script_of
from caylus.ui.settings import LANGUAGES
from tests.tools_loader import load_tool

ROOT = Path(__file__).resolve().parents[2]


@cache
def cmap(name: str) -> frozenset[int]:
    return frozenset(TTFont(resource_path("assets", "fonts", name), lazy=True).getBestCmap())


def catalogue_texts(language: str) -> list[str]:
    return [text for value in read_catalogue(language).values()
            for text in (value.values() if isinstance(value, dict) else [value])]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_catalogue_character_has_a_glyph_in_every_weight(language: str) -> None:
    """Each run of each text (as the renderer cuts it) against the fonts of its script."""
    missing = {(character, name) for text in catalogue_texts(language)
               for script, part in runs(text) for character in part if character.isprintable()
               for (font_script, _, _), name in FONT_FILES.items()
               if font_script == script and ord(character) not in cmap(name)}
    assert sorted(missing) == []


def test_scripts_go_to_their_fonts() -> None:
    assert script_of("א") != PRIMARY and script_of("城") != PRIMARY
    assert {script_of(c) for c in "Aąçé—·×→0"} == {PRIMARY}
    assert script_of("，") == script_of("城")


def test_the_cut_chinese_font_holds_the_catalogues_and_the_common_characters() -> None:
    tool = load_tool("cut_cjk_font")
    wanted = {ord(c) for c in tool.wanted_characters()}
    assert len(tool.big5_common()) == 5401
    for weight in tool.WEIGHTS:
        have = cmap(tool.OUTPUT.format(weight=weight))
        assert sorted(chr(code) for code in wanted - have) == []


def test_the_cut_chinese_font_stays_small() -> None:
    tool = load_tool("cut_cjk_font")
    for weight in tool.WEIGHTS:
        size = resource_path("assets", "fonts", tool.OUTPUT.format(weight=weight)).stat().st_size
        assert size < 4 * 2**20  # the full weight is about 19 MB; the executable's aim is 40 MB
