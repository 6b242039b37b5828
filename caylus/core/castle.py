"""Phase 6, building the castle (R-CASTLE), and the scoring of its sections (R-SCORE)."""

from __future__ import annotations

from typing import Final

from caylus.core.actions import Action, act, word
from caylus.core.placement import CASTLE
from caylus.core.state import (
    SECTION_NAMES,
    SECTION_PRESTIGE,
    SECTION_SCORING_SPACE,
    SECTION_SIZES,
    GameState,
)
from caylus.core.vocabulary import DecisionKind, EventKind, Phase, Verb

BATCHES: Final = ("FWS", "FWC", "FWG", "FSC", "FSG", "FCG")  # food and two other different kinds
NO_BATCH_PENALTY: Final = 2
# Houses in the section -> (prestige change, favours); the last threshold applies upward.
SCORING_TABLE: Final = {
    "dungeon": ((0, -2, 0), (1, 0, 0), (2, 0, 1)),
    "walls": ((0, -3, 0), (1, 0, 0), (2, 0, 1), (3, 0, 2), (5, 0, 3)),
    "towers": ((0, -4, 0), (1, 0, 0), (2, 0, 1), (4, 0, 2), (6, 0, 3)),
}


def legal_castle(g: GameState, seat: int) -> list[Action]:
    cubes = g.players[seat].cubes
    batches = [act(Verb.BATCH, b) for b in BATCHES if all(cubes[c] >= 1 for c in b)]
    return [act(Verb.DONE), *batches]


def apply_castle(g: GameState, seat: int, action: Action) -> None:
    if action.kind is Verb.DONE:
        _finish_offer(g, seat)
        return
    section = g.board.section_under_construction()
    assert section is not None
    player = g.players[seat]
    for cube in word(action.args[0]):
        player.cubes[cube] -= 1
    g.board.castle[section].append(seat)
    g.castle_batches[g.flow.castle] += 1
    g.gain_prestige(seat, SECTION_PRESTIGE[section])
    g.emit(EventKind.BATCH, seat, {"cubes": word(action.args[0]), "section": section,
                                   "prestige": SECTION_PRESTIGE[section]})


def owes_penalty(g: GameState) -> bool:
    """R-CASTLE-4: the castle slot in hand offered no batch while the castle was not full."""
    castle_full = g.board.section_under_construction() is None
    return g.batches_offered() == 0 and not castle_full


def done_penalty(g: GameState, seat: int) -> int:
    """The prestige `seat` really loses by being done now: 2 PP, never below 0 (R-CASTLE-4)."""
    return min(NO_BATCH_PENALTY, g.players[seat].prestige) if owes_penalty(g) else 0


def _finish_offer(g: GameState, seat: int) -> None:
    """R-CASTLE-4: no batch costs 2 PP, unless the castle was already complete."""
    if owes_penalty(g):
        lost = g.lose_prestige(seat, NO_BATCH_PENALTY)
        g.emit(EventKind.CASTLE_PENALTY, seat, {"lost": lost})
    g.flow.castle += 1


def castle_step(g: GameState) -> bool:
    board = g.board
    while g.flow.castle < len(board.castle_workers):
        seat = board.castle_workers[g.flow.castle]
        if board.section_under_construction() is not None and len(legal_castle(g, seat)) > 1:
            g.ask(DecisionKind.CASTLE, seat)
            return True
        _finish_offer(g, seat)
    if g.flow.castle == len(board.castle_workers):
        g.flow.castle += 1  # the favour, if any, is settled while still in phase 6
        _reward_best_builder(g)
        if g.favour_queue:
            return False
    for seat in board.castle_workers:
        g.return_worker(seat, CASTLE)
    board.castle_workers = []
    return False


def _reward_best_builder(g: GameState) -> None:
    """R-CASTLE-5: the most batches (at least 1) gains a favour; ties to the earlier slot."""
    best = max(g.castle_batches, default=0)
    if best < 1:
        return
    seat = g.board.castle_workers[g.castle_batches.index(best)]
    g.emit(EventKind.BEST_BUILDER, seat, {"batches": best})
    g.grant_favours(seat, 1)


def move_bailiff(g: GameState) -> None:
    """R-END-1."""
    board = g.board
    start = board.bailiff
    step = 2 if board.provost > board.bailiff else 1
    board.bailiff = min(board.bailiff + step, 28)
    board.provost = board.bailiff
    g.emit(EventKind.BAILIFF, None, {"from": start, "to": board.bailiff})


def last_scoring_this_turn(g: GameState) -> str | None:
    """R-END-1 seen ahead: why the Towers will be scored at the end of this turn, ending the
    game ("full", or "bailiff" once the provost has moved and so the bailiff's step is known),
    or None while that is not yet certain."""
    board = g.board
    towers = SECTION_NAMES[-1]
    full = len(board.castle[towers]) >= SECTION_SIZES[towers]
    if board.scored == len(SECTION_NAMES):  # scored: the game ends once its favours are taken
        return "full" if full else "bailiff"
    if board.scored != len(SECTION_NAMES) - 1:
        return None
    if full:
        return "full"
    if g.phase in (Phase.ROAD, Phase.CASTLE, Phase.END):
        step = 2 if board.provost > board.bailiff else 1
        if board.bailiff + step >= SECTION_SCORING_SPACE[towers]:
            return "bailiff"
    return None


def section_to_score(g: GameState) -> str | None:
    """R-SCORE-1: the first unscored section, if the bailiff reached it or it is full."""
    board = g.board
    if board.scored >= len(SECTION_NAMES):
        return None
    section = SECTION_NAMES[board.scored]
    full = len(board.castle[section]) >= SECTION_SIZES[section]
    if board.bailiff >= SECTION_SCORING_SPACE[section] or full:
        return section
    return None


def score_section(g: GameState, section: str) -> None:
    """R-SCORE-2: in turn order, each player's houses in that section only."""
    for seat in g.turn_order:
        houses = g.board.castle[section].count(seat)
        change, favours = _scoring_result(section, houses)
        lost = g.lose_prestige(seat, -change) if change < 0 else 0
        g.emit(EventKind.SCORING, seat, {"section": section, "houses": houses, "lost": lost,
                                         "favours": favours})
        g.grant_favours(seat, favours)
    g.board.scored += 1


def _scoring_result(section: str, houses: int) -> tuple[int, int]:
    result = (0, 0)
    for threshold, change, favours in SCORING_TABLE[section]:
        if houses >= threshold:
            result = (change, favours)
    return result
