"""A game's setup as a value: who sits at the table, the seed and the options, and where the
game starts from. `caylus.core.table_setup` checks and completes it; the game keeps it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from caylus.core.pickling import Reduced, by_fields


@dataclass(frozen=True, slots=True)
class Setup:
    """Who sits at the table, the seed and the options, and where the game starts from: what
    `caylus.core.table_setup.normalise_setup` checked. Immutable, so clones share it; it
    pickles, so a game can be sent to a worker process."""

    players: int
    seed: int
    simplified: bool
    edition: int
    colours: tuple[str, ...]
    names: tuple[str, ...]
    deal: int = 1  # the deal's version (caylus.core.deal)
    seats: tuple[str, ...] | None = None  # None: people only
    position: str | None = None  # a documented position, as canonical JSON text
    resumed: str | None = None  # a save's stored position (table_setup.resumed_setup)

    def __reduce__(self) -> Reduced:
        return by_fields(self)

    def document(self) -> dict[str, Any]:
        """The setup as JSON-ready data, as saves and the engine always wrote it: `deal`
        only when not 1, and `seats`, `position` and `resumed` only when set."""
        document: dict[str, Any] = {
            "players": self.players, "seed": self.seed, "simplified": self.simplified,
            "edition": self.edition, "colours": list(self.colours), "names": list(self.names)}
        if self.deal != 1:
            document["deal"] = self.deal
        if self.seats is not None:
            document["seats"] = list(self.seats)
        if self.position is not None:
            document["position"] = self.position
        if self.resumed is not None:
            document["resumed"] = self.resumed
        return document
