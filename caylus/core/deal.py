"""The deal's versions: in which order the neutral buildings go into the shuffle (R-SETUP).

The order must not follow the building table's file, whose order is no rule. Deal 2 (rules
version 2 on) shuffles them sorted by id. Deal 1, that of every game set up before rules
version 2, shuffled them in the table's order of that day, kept here so those games still
deal, and so replay, exactly as they did. A setup names its deal (`deal`); a setup without
one is from before deal 2."""

from __future__ import annotations

from typing import Final

from caylus.core.buildings import BUILDINGS, NEUTRAL

DEAL_VERSION: Final = 2
#: Deal 1: the neutral buildings in the order of buildings.json on 2026-11-24.
DEAL_1_ORDER: Final = ("neutral_carpenter", "neutral_farm", "neutral_forest", "neutral_sawmill",
                "neutral_quarry", "neutral_marketplace")
DEALS: Final = (1, 2)


def neutral_order(deal: int) -> list[str]:
    """The neutral buildings, in the order the seeded shuffle starts from."""
    if deal == 1:
        return list(DEAL_1_ORDER)
    return sorted(b.id for b in BUILDINGS.values() if b.category == NEUTRAL)
