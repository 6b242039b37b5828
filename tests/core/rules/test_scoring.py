"""Castle section scoring (R-SCORE-1..3) and the end of the game (R-FINAL)."""

from __future__ import annotations

import pytest

from caylus.core.vocabulary import Phase

from .conftest import (
    BLUE,
    GREEN,
    ORANGE,
    RED,
    game_for,
    kinds,
    of_kind,
    play,
    set_player,
    start_phase,
)

SECTIONS = ("dungeon", "walls", "towers")
SCORING_SPACE = {"dungeon": 12, "walls": 18, "towers": 24}


def end_game(bailiff: int, scored: int = 0, players: int = 4, **castle):
    """Phase 7 with the provost on the bailiff (it moves 1) and the given castle."""
    game = game_for(players, order=list(range(players)))
    game.board.bailiff = game.board.provost = bailiff
    game.board.scored = scored
    game.board.open_columns = (2, 4, 5)[scored]
    for section, houses in castle.items():
        game.board.castle[section] = list(houses)
    return game


def scored_sections(events):
    return sorted({e.data["section"] for e in of_kind(events, "scoring")})


@pytest.mark.parametrize("section", SECTIONS)
def test_r_score_1_scored_when_the_bailiff_reaches_its_space(section):
    scored = SECTIONS.index(section)
    game = end_game(SCORING_SPACE[section] - 1, scored=scored)
    events = start_phase(game, Phase.END)
    assert game.board.bailiff == SCORING_SPACE[section]
    assert scored_sections(events) == [section]


@pytest.mark.parametrize("section", SECTIONS)
def test_r_score_1_not_scored_before_the_bailiff_gets_there(section):
    scored = SECTIONS.index(section)
    game = end_game(SCORING_SPACE[section] - 2, scored=scored)
    events = start_phase(game, Phase.END)
    assert "scoring" not in kinds(events)
    assert game.board.scored == scored


def test_r_score_1_bailiff_past_the_space_still_scores():
    game = end_game(13)
    assert scored_sections(start_phase(game, Phase.END)) == ["dungeon"]


@pytest.mark.parametrize(("section", "size"), [("dungeon", 6), ("walls", 10)])
def test_r_score_1_a_full_section_is_scored_early(section, size):
    scored = SECTIONS.index(section)
    game = end_game(7 + 2 * scored, scored=scored, **{section: [BLUE] * size})
    events = start_phase(game, Phase.END)
    assert scored_sections(events) == [section]
    assert game.board.scored == scored + 1


def test_r_score_1_at_most_one_section_per_turn():
    game = end_game(17, dungeon=[BLUE] * 6, walls=[BLUE] * 10)
    events = start_phase(game, Phase.END)
    assert scored_sections(events) == ["dungeon"]
    while game.decision.kind == "favour":
        play(game, game.legal_actions()[0])
    events = start_phase(game, Phase.END)  # the next turn's end
    assert scored_sections(events) == ["walls"]


@pytest.mark.parametrize(("section", "houses", "loss", "favours"), [
    ("dungeon", 0, 2, 0), ("dungeon", 1, 0, 0), ("dungeon", 2, 0, 1), ("dungeon", 6, 0, 1),
    ("walls", 0, 3, 0), ("walls", 1, 0, 0), ("walls", 2, 0, 1), ("walls", 3, 0, 2),
    ("walls", 4, 0, 2), ("walls", 5, 0, 3), ("walls", 9, 0, 3),
    ("towers", 0, 4, 0), ("towers", 1, 0, 0), ("towers", 2, 0, 1), ("towers", 3, 0, 1),
    ("towers", 4, 0, 2), ("towers", 5, 0, 2), ("towers", 6, 0, 3), ("towers", 13, 0, 3),
])
def test_r_score_2_houses_in_the_section_give_pp_or_favours(section, houses, loss, favours):
    scored = SECTIONS.index(section)
    game = end_game(SCORING_SPACE[section] - 1, scored=scored, **{section: [RED] * houses})
    set_player(game, RED, prestige=10, deniers=0, cubes="")
    events = start_phase(game, Phase.END)
    results = {e.seat: e.data for e in of_kind(events, "scoring")}
    assert results[RED]["houses"] == houses
    rows = iter(("deniers", "cubes", "buildings"))  # rows that leave the PP alone
    asked = 0
    while game.decision and game.decision.kind == "favour":
        assert game.current_seat == RED
        play(game, f"favour {next(rows)} 1")
        asked += 1
    assert asked == favours
    assert game.players[RED].prestige == 10 - loss


def test_r_score_2_only_houses_in_that_section_count():
    game = end_game(11, dungeon=[BLUE, BLUE], walls=[RED, RED, RED])
    set_player(game, RED, prestige=5)
    events = start_phase(game, Phase.END)
    red = [e.data for e in of_kind(events, "scoring") if e.seat == RED]
    assert red[0]["houses"] == 0
    assert game.players[RED].prestige == 3


def test_r_score_2_pp_never_below_0():
    game = end_game(23, scored=2)
    for seat in range(4):
        set_player(game, seat, prestige=seat, deniers=0, cubes="")
    start_phase(game, Phase.END)
    assert [entry["prestige"] for entry in game.final] == [0, 0, 0, 0]


def test_r_score_2_in_turn_order():
    game = end_game(11, dungeon=[GREEN, GREEN, BLUE, BLUE])
    game.turn_order = [GREEN, ORANGE, BLUE, RED]
    events = start_phase(game, Phase.END)
    assert [e.seat for e in of_kind(events, "scoring")] == [GREEN, ORANGE, BLUE, RED]
    assert [game.current_seat, game.decision.kind] == [GREEN, "favour"]
    play(game, "favour prestige 1")
    assert [game.current_seat, game.decision.kind] == [BLUE, "favour"]


def test_r_score_3_the_game_ends_after_the_towers_are_scored():
    game = end_game(23, scored=2, towers=[RED, RED])
    start_phase(game, Phase.END)
    assert game.decision.kind == "favour"  # Red's Towers favour comes first
    play(game, "favour prestige 1")
    assert game.is_over and game.phase == "over" and game.decision is None
    assert game.legal_actions() == ()


def test_r_score_3_a_full_tower_ends_the_game_early():
    game = end_game(19, scored=2, towers=[BLUE] * 14)
    start_phase(game, Phase.END)
    assert game.board.bailiff == 20
    for row in ("prestige", "deniers", "cubes"):  # Blue's 3 favours for 14 houses
        assert (game.current_seat, game.is_over) == (BLUE, False)
        play(game, f"favour {row} 1")
    assert game.is_over


def test_r_final_gold_cubes_and_deniers_convert_to_pp():
    """R-FINAL: 3 PP per gold, 1 per 3 other cubes (rounded down), 1 per 4 deniers."""
    game = end_game(23, scored=2, towers=[BLUE, RED, GREEN, ORANGE])
    set_player(game, BLUE, prestige=20, deniers=9, cubes="GGFWSCF")  # 6 + 1 + 2
    set_player(game, RED, prestige=27, deniers=3, cubes="FF")  # nothing
    set_player(game, GREEN, prestige=10, deniers=8, cubes="FFFWWWSSS")  # 0 + 3 + 2
    set_player(game, ORANGE, prestige=0, deniers=0, cubes="G")
    events = start_phase(game, Phase.END)
    final = {entry["seat"]: entry for entry in game.final}
    assert final[BLUE] == {"seat": BLUE, "prestige": 20, "gold": 6, "cubes": 1, "deniers": 2,
                           "total": 29}
    assert final[RED]["total"] == 27 and final[GREEN]["total"] == 15
    assert final[ORANGE]["total"] == 3
    assert [p.prestige for p in game.players] == [29, 27, 15, 3]
    assert game.winners() == [BLUE]
    assert kinds(events)[-1] == "game_over"


def test_r_final_all_tied_players_win():
    game = end_game(23, scored=2, towers=[BLUE, RED, GREEN, ORANGE])
    for seat, prestige in enumerate((12, 14, 14, 9)):
        set_player(game, seat, prestige=prestige, deniers=0, cubes="")
    events = start_phase(game, Phase.END)
    assert game.winners() == [RED, GREEN]
    assert of_kind(events, "game_over")[0].data["winners"] == [RED, GREEN]


def test_r_final_winners_empty_while_the_game_goes_on():
    assert game_for(3).winners() == []
