"""The game review (issue 23): prestige by source, prestige over the turns, and what each
decision cost in Hard's eyes, for the command line (`python -m caylus.review`) and the
window's review screen. `costs` and `timeline` read only the core and the AI; `words` and
`cli` put them in the catalogue's words."""

from __future__ import annotations

from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """`python -m caylus.review` (see `caylus.review.cli`)."""
    from caylus.review.cli import main as run

    return run(argv)
