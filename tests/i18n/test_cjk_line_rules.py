"""Chinese lines as the game wraps them keep the CJK line rules: no line starts with closing
punctuation and none ends with opening punctuation (a test-side check of
`caylus.ui.render.text.wrap`, which the text layer owns; this file only reads it).

Every zh-Hant catalogue text (each plural form, each paragraph) is wrapped at the widths of
the game's boxes and the sizes of its body text. Placeholders are filled with stand-ins of
their kind (a number, a name). Nor may a paragraph end in a last line of one character (an
"orphan" such as "玩。"): `orphans()` lists them, `python -m tests.i18n.test_cjk_line_rules`
prints them."""

from __future__ import annotations

import re
import string
from collections.abc import Iterator

from caylus.ui import i18n
from caylus.ui.i18n import read_catalogue
from caylus.ui.render.text import wrap

LANGUAGE = "zh-Hant"
CLOSING = frozenset("，。、；：？！」』）")
OPENING = frozenset("「『（")
WIDTHS = (300, 420, 560)
SIZES = (16, 20)
#: Placeholders that stand for a number; every other one stands for a name or a phrase.
NUMBERS = frozenset({"count", "cost", "have", "lost", "prestige", "gain", "seconds", "limit",
                     "volume", "percent", "space", "turn", "number", "from", "to", "columns",
                     "last", "width", "height", "pid", "version", "position"})
NAME = "王小明"
NUMBER = "12"


def filled(text: str) -> str:
    """`text` with each `{placeholder}` replaced by a stand-in of its kind."""
    parts = []
    for literal, name, _, _ in string.Formatter().parse(text):
        parts.append(literal)
        if name is not None:
            parts.append(NUMBER if name in NUMBERS else NAME)
    return "".join(parts)


def texts() -> Iterator[tuple[str, str]]:
    """(key, paragraph) for every zh-Hant text, placeholders filled, list marks kept."""
    for key, value in read_catalogue(LANGUAGE).items():
        for form in value.values() if isinstance(value, dict) else [value]:
            for paragraph in filled(form).split("\n"):
                if paragraph.strip():
                    yield key, paragraph


def wrapped() -> Iterator[tuple[str, int, int, list[str]]]:
    """(key, size, width, lines) for every text at every size and width."""
    before = i18n.language()
    i18n.set_language(LANGUAGE)
    try:
        for key, paragraph in texts():
            for size in SIZES:
                for width in WIDTHS:
                    yield key, size, width, wrap(paragraph, size, width)
    finally:
        i18n.set_language(before)


def rule_breaks() -> list[tuple[str, int, int, str]]:
    """Lines that start with closing or end with opening punctuation: (key, size, width,
    line)."""
    found = []
    for key, size, width, lines in wrapped():
        for line in lines:
            if line and (line[0] in CLOSING or line[-1] in OPENING):
                found.append((key, size, width, line))
    return found


ORPHAN = re.compile(r"^[^\s，。、；：？！」』）「『（]([，。、；：？！」』）]*)$")


def orphans() -> list[tuple[str, int, int, str]]:
    """Paragraphs whose last line (of several) is one character, with or without the
    punctuation after it: (key, size, width, last line)."""
    return [(key, size, width, lines[-1]) for key, size, width, lines in wrapped()
            if len(lines) > 1 and ORPHAN.match(lines[-1])]


def test_no_chinese_line_starts_with_closing_or_ends_with_opening_punctuation() -> None:
    assert rule_breaks() == []


def test_no_chinese_paragraph_ends_in_a_lone_character() -> None:
    """Issue 22: "玩。" alone on a last line; the text layer now takes the character before
    it down too."""
    assert orphans() == []


def test_the_check_sees_a_line_that_breaks_the_rules() -> None:
    """The check itself: a wrapped line that starts with a full stop is caught."""
    lines = ["遊戲", "。結束"]
    assert [line for line in lines if line[0] in CLOSING or line[-1] in OPENING] == ["。結束"]
    assert filled("{who}獲得{count}元") == f"{NAME}獲得{NUMBER}元"


if __name__ == "__main__":
    found = orphans()
    print(f"{len(found)} orphaned last lines")
    for key, size, width, line in found:
        print(f"  {key} at {size} px in {width} px: {line!r}")


def test_a_line_that_is_only_a_word_joiner_draws_nothing_and_does_not_crash() -> None:
    """Issue 34: the Chinese catalogue's word joiners (no break inside 第 12) can end up
    alone on a wrapped piece of a log line; SDL refused it ("Text has zero width")."""
    from caylus.ui.render.text import text

    for words in ("\u2060", "\u2060\u2060", "第\u206012"):
        image = text(words, 20, (0, 0, 0))
        assert image.get_height() > 0
    assert text("\u2060", 20, (0, 0, 0)).get_width() == 0
