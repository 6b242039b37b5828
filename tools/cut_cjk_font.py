"""Cut Noto Sans CJK TC down to the characters the game can show in Traditional Chinese.

The full font holds 44 810 glyphs (about 19 MB a weight); the game needs the characters of its
catalogues and the characters players may type in their names. Kept:

- every character of every catalogue (`assets/i18n/*/*.json`), so nothing the game says is
  missing a glyph;
- the 5 401 commonly used characters of Big5 level 1 (常用字, bytes A440–C67E), which is
  the set Taiwan's and Hong Kong's keyboards type most, so names can be typed;
- CJK punctuation (U+3000–303F), Bopomofo (U+3100–312F) and the full-width forms
  (U+FF00–FFEF), which input methods produce.

Usage (Debian's fonts-noto-cjk package has the sources):

    python tools/cut_cjk_font.py [--source-dir /usr/share/fonts/opentype/noto]

writes `assets/fonts/NotoSansCJKtc-Subset-Regular.otf` and `-Bold.otf`. A test checks that
they cover `wanted_characters()`: after a catalogue gains a new character, run this again.
"""

from __future__ import annotations

import argparse
import json
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FONTS = ROOT / "assets" / "fonts"
CATALOGUES = ROOT / "assets" / "i18n"
TC_INDEX = 3  # Noto Sans CJK TC inside the collection (JP, KR, SC, TC, HK, ...)
WEIGHTS = ("Regular", "Bold")
OUTPUT = "NotoSansCJKtc-Subset-{weight}.otf"
BLOCKS = ((0x3000, 0x303F), (0x3100, 0x312F), (0xFF00, 0xFFEF))


def big5_common() -> set[str]:
    """The Big5 level-1 characters (bytes A440 to C67E): Taiwan's commonly used set."""
    found: set[str] = set()
    for high in range(0xA4, 0xC7):
        for low in (*range(0x40, 0x7F), *range(0xA1, 0xFF)):
            if (high, low) > (0xC6, 0x7E):
                continue
            try:
                found.add(bytes((high, low)).decode("big5"))
            except UnicodeDecodeError:
                continue
    return found


def catalogue_characters() -> set[str]:
    found: set[str] = set()
    for path in CATALOGUES.glob("*/*.json"):
        for value in json.loads(path.read_text("utf-8")).values():
            for text in value.values() if isinstance(value, dict) else [value]:
                found.update(text)
    return found


def is_cjk(character: str) -> bool:
    """Drawn with the CJK font: the game's own rule (caylus.ui.render.face.script_of)."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from caylus.ui.render.face import CJK, script_of

    return script_of(character) == CJK


def wanted_characters() -> set[str]:
    """The characters the cut font must have."""
    blocks = {chr(code) for start, end in BLOCKS for code in range(start, end + 1)
              if unicodedata.category(chr(code)) != "Cn"}  # assigned characters only
    from_catalogues = {c for c in catalogue_characters() if is_cjk(c)}
    return big5_common() | blocks | from_catalogues


def cut(source: Path, target: Path, characters: set[str]) -> int:
    from fontTools import subset
    from fontTools.ttLib import TTFont

    font = TTFont(source, fontNumber=TC_INDEX, lazy=False)
    options = subset.Options()
    options.layout_features = ["locl", "vert", "vrt2", "fwid", "hwid", "palt", "kern"]
    options.hinting = False
    options.name_languages = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[ord(c) for c in characters if c in _cmap(font)])
    subsetter.subset(font)
    font.recalcTimestamp = False  # the same input gives the same file, byte for byte
    font.save(target)
    return len(font.getBestCmap())


def _cmap(font) -> set[str]:
    return {chr(code) for code in font.getBestCmap()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source-dir", type=Path, default=Path("/usr/share/fonts/opentype/noto"))
    args = parser.parse_args(argv)
    characters = wanted_characters()
    for weight in WEIGHTS:
        source = args.source_dir / f"NotoSansCJK-{weight}.ttc"
        if not source.is_file():
            print(f"{source} not found: install Debian's fonts-noto-cjk", file=sys.stderr)
            return 2
        target = FONTS / OUTPUT.format(weight=weight)
        kept = cut(source, target, characters)
        print(f"{target.name}: {kept} characters, {target.stat().st_size / 2**20:.2f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
