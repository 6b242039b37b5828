"""Write the golden playthroughs (tests/golden/*.txt) from caylus.devtools.playthrough.

    python tools/make_golden_playthroughs.py

It refuses while the committed files were written under the current RULES_VERSION: a
difference then is a change to the rules that nobody declared. Bump RULES_VERSION in
caylus/core/game.py (with an upgrade path for old saves) and run it again."""

from __future__ import annotations

import sys
from pathlib import Path

from caylus.core.game import RULES_VERSION
from caylus.devtools.playthrough import PLAYTHROUGHS, playthrough_text, rules_version_of

GOLDEN = Path(__file__).resolve().parents[1] / "tests" / "golden"


def main() -> int:
    GOLDEN.mkdir(exist_ok=True)
    current = [path for path in GOLDEN.glob("*.txt")
               if rules_version_of(path.read_text(encoding="utf-8")) == RULES_VERSION]
    if current:
        print(f"refused: {len(current)} golden playthrough(s) already hold rules version "
              f"{RULES_VERSION}; bump RULES_VERSION in caylus/core/game.py first if the rules "
              "really changed", file=sys.stderr)
        return 1
    for spec in PLAYTHROUGHS:
        path = GOLDEN / f"{spec.name}.txt"
        path.write_text(playthrough_text(spec), encoding="utf-8")
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
