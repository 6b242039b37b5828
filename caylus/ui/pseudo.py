"""The pseudo-language `qps`: the English catalogue with every letter accented and every text
about 40% longer, in brackets. Rendering each screen in it shows, before any translator
does, which box is too small for a longer language and which text escaped the catalogue
(it stays plain English)."""

from __future__ import annotations

import re

ACCENTED = str.maketrans(
    "aceinorsuyzACEINORSUYZ",
    "àçéîñöŕšüýžÀÇÉÎÑÖŔŠÜÝŽ",
)
PLACEHOLDER = re.compile(r"(\{[^{}]*\})")
LONGER = 0.4

Entry = str | dict[str, str]  # a catalogue's text, or its plural forms


def pseudo_text(text: str) -> str:
    """`text` accented and padded to about 140% of its length, placeholders untouched."""
    if not text:
        return text
    parts = PLACEHOLDER.split(text)
    accented = "".join(part if PLACEHOLDER.fullmatch(part) else part.translate(ACCENTED)
                       for part in parts)
    letters = sum(len(part) for part in parts if not PLACEHOLDER.fullmatch(part))
    dots = max(1, round(letters * LONGER) - 3)
    padding = " ".join("·" * min(5, dots - start) for start in range(0, dots, 5))
    return f"[{accented} {padding}]"


def pseudo_catalogue(english: dict[str, Entry]) -> dict[str, Entry]:
    """Every entry of the English catalogue in the pseudo-language."""
    return {key: ({form: pseudo_text(text) for form, text in value.items()}
                  if isinstance(value, dict) else pseudo_text(value))
            for key, value in english.items()}
