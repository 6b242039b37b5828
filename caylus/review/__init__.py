"""The game review (issue 23): prestige by source, prestige over the turns, and what each
decision cost in Hard's eyes, for the command line (`python -m caylus.review`) and the
window's review screen. The numbers come from `caylus.analysis.prestige_sources`,
`caylus.analysis.prestige_timeline` and `caylus.ai.decision_costs` (the screen reads them too);
`caylus.ui.review_words` puts them in the catalogue's words; here are the command line
(`cli`) and the files it reads (`records`)."""

from __future__ import annotations

from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """`python -m caylus.review` (see `caylus.review.cli`)."""
    from caylus.review.cli import main as run

    return run(argv)
