"""Captions in plain words for people watching a game (the demo) or learning it ("explain
moves"): what each phase does the first time it comes, and the notable moves.

The engine is a pure function of data: `captions_for(events, seen)` maps the core's events to
`Caption`s (a catalogue key, a seat and values that are data: building ids, numbers, seats,
section ids) and says which phases have been explained so far. `caption_words` turns a
caption into the words of the current language, through the catalogue (keys `caption.*`).
Drawing is `caption_layer.CaptionLayer`'s work.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from caylus.core import Event, Game
from caylus.core.buildings import BUILDINGS, PRESTIGE
from caylus.core.effects import PRESTIGE_GAIN, Exchange
from caylus.core.vocabulary import EventKind, Phase
from caylus.ui.i18n import has, join, t
from caylus.ui.render.labels import building_name, counted

#: The phases in the order a turn runs them (the caption keys' names).
PHASES = tuple(phase for phase in Phase if phase != Phase.OVER)
#: How long a caption stays up at the normal pace, in seconds, by its kind.
class CaptionKind(StrEnum):
    """How long a caption stays and how the layer queues it."""

    PHASE = "phase"
    MOVE = "move"
    SCORING = "scoring"
    END = "end"
    TABLE = "table"


SECONDS = {CaptionKind.PHASE: 5.5, CaptionKind.MOVE: 3.5, CaptionKind.SCORING: 6.5,
           CaptionKind.END: 6.0, CaptionKind.TABLE: 5.0}
#: Captions that grow rather than repeat when the same seat does it again at once.
MERGING = frozenset({"caption.batch"})
#: Caption values that are amounts, written with their noun ("3 prestige", "2 houses").
AMOUNT_NOUNS = {"prestige": "prestige", "lost": "prestige", "gained": "prestige",
                "houses": "houses", "favours": "favours", "income": "deniers"}


@dataclass(frozen=True)
class Caption:
    """What to say: `key` (the headline) and `detail` (the line under it, or None) are
    catalogue keys; `values` fill them in (data, worded by `caption_words`); `lines` are
    smaller lines under the detail, one per player (a castle section's scoring)."""

    key: str
    seat: int | None = None
    values: dict[str, Any] = field(default_factory=dict)
    detail: str | None = None
    lines: tuple[Caption, ...] = ()
    kind: CaptionKind = CaptionKind.MOVE
    turn: int | None = None  # the turn the move was made in (None: the one being played)

    @property
    def seconds(self) -> float:
        return SECONDS[self.kind]


Seen = frozenset[str]


def phase_caption(phase: str) -> Caption:
    return Caption(f"caption.phase.{phase}", detail=f"caption.phase.{phase}.more",
                   kind=CaptionKind.PHASE)


def table_caption(game: Game) -> Caption:
    """Who plays a game of computers: each seat's name and level (the demo's first words)."""
    lines = tuple(Caption("caption.table.player", seat, {"level": kind})
                  for seat, kind in enumerate(game.seat_kinds))
    return Caption("caption.table", None, {"count": game.num_players}, "caption.table.more",
                   lines, kind=CaptionKind.TABLE)


def opening_captions(game: Game) -> tuple[list[Caption], Seen]:
    """The captions for a game as it is shown first: the phase it is in."""
    if game.is_over or game.phase not in PHASES:
        return [], frozenset()
    return [phase_caption(game.phase)], frozenset({game.phase})


def captions_for(events: Sequence[Event], seen: Seen) -> tuple[list[Caption], Seen]:
    """The captions for the events of one decision, and the phases explained after them."""
    captions: list[Caption] = []
    for event in events:
        phase = _phase_of(event)
        if phase is not None:
            if phase not in seen:
                seen = seen | {phase}
                captions.append(phase_caption(phase))
            continue
        caption = _move_caption(event)
        if caption is None and event.kind == EventKind.SCORING:
            caption = _scoring_caption(event, events)
        if caption is not None:
            captions.append(caption)
    return captions, seen


def _phase_of(event: Event) -> str | None:
    """The phase an event starts (a new turn starts with its income), or None."""
    if event.kind == EventKind.TURN:
        return Phase.INCOME
    phase = event.data.get("phase") if event.kind == EventKind.PHASE else None
    return phase if isinstance(phase, str) and phase in PHASES else None


def _move_caption(event: Event) -> Caption | None:
    data, seat, kind = event.data, event.seat, event.kind
    if kind == "build":
        building = BUILDINGS[data["building"]]
        return Caption("caption.build", seat, {"building": building.id,
                                                "prestige": data["prestige"],
                                                "favours": building.favours or 0,
                                                "income": building.income or 0},
                       _build_detail(building.id))
    if kind == "residence":
        return Caption("caption.residence", seat, {"building": data["building"]},
                       "caption.residence.more")
    if kind == "batch":
        return Caption("caption.batch", seat, {"section": data["section"], "houses": 1,
                                                "prestige": data["prestige"]},
                       "caption.batch.more")
    if kind == "castle_penalty" and data.get("lost"):
        return Caption("caption.castle_penalty", seat, {"lost": data["lost"]},
                       "caption.castle_penalty.more")
    if kind == "best_builder":
        return Caption("caption.best_builder", seat, {}, "caption.best_builder.more")
    if kind == "favour":
        return Caption("caption.favour", seat, dict(data), "caption.favour.more")
    if kind == "exchange" and data.get("gain") == "prestige":
        return Caption("caption.exchange", seat, {"building": data["building"],
                                                   "gained": data["gained"]},
                       "caption.exchange.more")
    if kind == "columns_open":
        return Caption("caption.columns_open", None, {"columns": data["columns"]},
                       "caption.columns_open.more")
    if kind == "game_over":
        return Caption("caption.game_over", None, {"winners": list(data["winners"])},
                       "caption.game_over.more", kind=CaptionKind.END)
    return None


def _build_detail(building_id: str) -> str:
    """What a new building brings its owner besides its prestige, as a detail key."""
    building = BUILDINGS[building_id]
    effect = building.effect
    if isinstance(effect, Exchange) and effect.gain == PRESTIGE_GAIN:
        return "caption.build.more_later"
    if building.favours:
        return "caption.build.favour"
    if building.income:
        return "caption.build.income"
    if building.category == PRESTIGE:
        return "caption.build.prestige_only"
    return "caption.build.visitors"


def _scoring_caption(event: Event, events: Sequence[Event]) -> Caption | None:
    """A castle section's scoring as one caption with a line per player, at its first
    player's event (None at the others)."""
    section = event.data["section"]
    scorings = [e for e in events if e.kind == EventKind.SCORING and e.data["section"] == section]
    if scorings[0] is not event:
        return None
    lines = tuple(_scoring_line(e) for e in scorings)
    return Caption(f"caption.scoring.title.{section}", None, {"section": section},
                   f"caption.scoring.{section}", lines, kind=CaptionKind.SCORING)


def _scoring_line(event: Event) -> Caption:
    data = event.data
    values = {"houses": data["houses"], "lost": data["lost"], "favours": data["favours"]}
    if data["favours"]:
        key = "caption.scoring.favours"  # "{houses}, {favours}": each agrees with its number
    elif data["lost"]:
        key = "caption.scoring.lost"
    elif data["houses"] == 0:
        key = "caption.scoring.none"
    else:
        key = "caption.scoring.nothing"
    return Caption(key, event.seat, values)


def merged(last: Caption, new: Caption) -> Caption | None:
    """`last` grown by `new` when they tell of one run of moves (a seat's castle batches in
    one section), else None."""
    if last.key != new.key or last.key not in MERGING or last.seat != new.seat:
        return None
    if last.values.get("section") != new.values.get("section"):
        return None
    values = dict(last.values)
    values["houses"] = last.values["houses"] + new.values["houses"]
    values["prestige"] = last.values["prestige"] + new.values["prestige"]
    return replace(last, values=values)


# --- words ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class CaptionWords:
    """A caption in the current language: the headline, the detail and the smaller lines,
    each line with the seat it names (drawn beside it in the player's colour)."""

    headline: str
    detail: str
    lines: tuple[tuple[str, int | None], ...] = ()
    seat: int | None = None  # the player the headline names
    when: str = ""  # "Turn 4", above the headline, for a move of a turn the game has left


def caption_words(caption: Caption, game: Game) -> CaptionWords:
    """The words of `caption` for `game`'s players (catalogue keys `caption.*`)."""
    values = _words_values(caption, game)
    headline = t(caption.key, **values)
    detail = ""
    if caption.detail is not None and has(caption.detail):
        detail = t(caption.detail, **values)
    lines = tuple((caption_words(line, game).headline, line.seat) for line in caption.lines)
    earlier = caption.turn is not None and caption.turn < game.turn
    when = t("caption.earlier_turn", turn=caption.turn) if earlier else ""
    return CaptionWords(headline, detail, lines, caption.seat, when)


def _count(values: dict[str, Any]) -> int:
    """The number a caption's wording agrees with (houses, favours, winners, income)."""
    for name in ("houses", "favours", "winners", "income"):
        count = values.get(name)
        if isinstance(count, list):
            return len(count)
        if isinstance(count, int) and count:
            return count
    return 0


def _words_values(caption: Caption, game: Game) -> dict[str, Any]:
    from caylus.ui.scenes.game.log_text import favour_gift

    data = caption.values
    values: dict[str, Any] = dict(data)
    values.setdefault("count", _count(data))
    for name, noun in AMOUNT_NOUNS.items():
        if isinstance(data.get(name), int):
            values[name] = counted(noun, data[name])
    if caption.seat is not None and caption.seat < len(game.players):
        values["who"] = game.players[caption.seat].name
    if "building" in data:
        values["building"] = building_name(data["building"])
    if "section" in data:
        values["section"] = t(f"game.section.{data['section']}")
    if caption.key == "caption.favour":
        values["gift"] = favour_gift(data)
    if "level" in data:
        values["level"] = t(f"caption.level.{data['level']}")
    if "winners" in data:
        values["names"] = join(game.players[s].name for s in data["winners"])
        values["total"] = counted("prestige", max(game.scores()) if game.players else 0)
    return values
