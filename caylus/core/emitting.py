"""Where the rule modules report what happened. `emit` takes each event kind with its own
data (caylus.core.event_data pairs them), so the checker refuses an event whose data does not
fit its kind; at run time it only records the event."""

from __future__ import annotations

from typing import Literal, overload

from caylus.core import event_data as data
from caylus.core.events import Event
from caylus.core.vocabulary import EventKind


class EventSink:
    """The events of the decision being applied (`Game.apply` returns them)."""

    _events: list[Event]

    @overload
    def emit(self, kind: Literal[EventKind.TURN], seat: int | None,
             data: data.Turn) -> None:
        ...

    @overload
    def emit(self, kind: Literal[EventKind.PHASE], seat: int | None,
             data: data.PhaseBegins) -> None:
        ...

    @overload
    def emit(self, kind: Literal[EventKind.INCOME], seat: int | None,
             data: data.Amount) -> None:
        ...

    @overload
    def emit(self, kind: Literal[EventKind.PASS], seat: int | None,
             data: data.Passed) -> None:
        ...

    @overload
    def emit(self, kind: Literal[EventKind.PLACE], seat: int | None,
             data: data.Placed) -> None:
        ...

    @overload
    def emit(self, kind: Literal[EventKind.OWNER_PRESTIGE], seat: int | None,
             data: data.OwnerPrestige) -> None:
        ...

    @overload
    def emit(self, kind: Literal[EventKind.WORKER_RETURNS], seat: int | None,
             data: data.WorkerReturns) -> None:
        ...

    @overload
    def emit(self, kind: Literal[EventKind.GATE_MOVE], seat: int | None,
             data: data.GateMove) -> None:
        ...

    @overload
    def emit(self, kind: Literal[EventKind.DENIERS], seat: int | None,
             data: data.Deniers) -> None:
        ...

    @overload
    def emit(self, kind: Literal[EventKind.PROVOST], seat: int | None,
             data: data.ProvostMoves) -> None:
        ...

    @overload
    def emit(self, kind: Literal[EventKind.PROVOST_STAYS], seat: int | None,
             data: data.ProvostStays) -> None:
        ...

    @overload
    def emit(self, kind: Literal[EventKind.JOUST], seat: int | None,
             data: data.NoData) -> None:
        ...

    @overload
    def emit(self, kind: Literal[EventKind.TURN_ORDER], seat: int | None,
             data: data.TurnOrder) -> None:
        ...

    @overload
    def emit(self, kind: Literal[EventKind.INN], seat: int | None,
             data: data.Inn) -> None:
        ...

    @overload
    def emit(self, kind: Literal[EventKind.PRODUCE], seat: int | None,
             data: data.Produce) -> None:
        ...

    @overload
    def emit(self, kind: Literal[EventKind.OWNER_BONUS], seat: int | None,
             data: data.OwnerBonus) -> None:
        ...

    @overload
    def emit(self, kind: Literal[EventKind.SELL], seat: int | None,
             data: data.Sell) -> None:
        ...

    @overload
    def emit(self, kind: Literal[EventKind.BUY], seat: int | None,
             data: data.Buy) -> None:
        ...

    @overload
    def emit(self, kind: Literal[EventKind.BUILD], seat: int | None,
             data: data.Build) -> None:
        ...

    @overload
    def emit(self, kind: Literal[EventKind.LAWYER], seat: int | None,
             data: data.Lawyer) -> None:
        ...

    @overload
    def emit(self, kind: Literal[EventKind.RESIDENCE], seat: int | None,
             data: data.Residence) -> None:
        ...

    @overload
    def emit(self, kind: Literal[EventKind.EXCHANGE], seat: int | None,
             data: data.Exchange) -> None:
        ...

    @overload
    def emit(self, kind: Literal[EventKind.BATCH], seat: int | None,
             data: data.Batch) -> None:
        ...

    @overload
    def emit(self, kind: Literal[EventKind.CASTLE_PENALTY], seat: int | None,
             data: data.CastlePenalty) -> None:
        ...

    @overload
    def emit(self, kind: Literal[EventKind.BEST_BUILDER], seat: int | None,
             data: data.BestBuilder) -> None:
        ...

    @overload
    def emit(self, kind: Literal[EventKind.FAVOUR], seat: int | None,
             data: data.Favour) -> None:
        ...

    @overload
    def emit(self, kind: Literal[EventKind.FAVOUR_LOST], seat: int | None,
             data: data.NoData) -> None:
        ...

    @overload
    def emit(self, kind: Literal[EventKind.BAILIFF], seat: int | None,
             data: data.BailiffMoves) -> None:
        ...

    @overload
    def emit(self, kind: Literal[EventKind.SCORING], seat: int | None,
             data: data.Scoring) -> None:
        ...

    @overload
    def emit(self, kind: Literal[EventKind.COLUMNS_OPEN], seat: int | None,
             data: data.ColumnsOpen) -> None:
        ...

    @overload
    def emit(self, kind: Literal[EventKind.FINAL], seat: int | None,
             data: data.Final) -> None:
        ...

    @overload
    def emit(self, kind: Literal[EventKind.GAME_OVER], seat: int | None,
             data: data.GameOver) -> None:
        ...

    def emit(self, kind: EventKind, seat: int | None, data: data.EventData) -> None:
        """Report what happened."""
        self._events.append(Event(kind, seat, data))
