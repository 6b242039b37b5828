"""The engine's `go` and `hint` (docs/ENGINE.md): a computer player's move, never played."""

from __future__ import annotations

import pytest

from caylus.ai import PLAYERS, make_player
from caylus.ai.seeding import HINT_PURPOSE, player_seed
from caylus.core import parse_action
from caylus.engine import EngineSession, search

from .session import answer, game_of, refusal

CHEAP_BUDGET = 2  # enough to exercise a searching level without slowing the suite


@pytest.fixture(autouse=True)
def one_process(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CAYLUS_AI_PROCESSES", "1")


def snapshot(session: EngineSession) -> tuple[list[str], list[str]]:
    return answer(session, "state"), answer(session, "history")


def started(players: int = 3, seed: int = 4, moves: int = 5) -> EngineSession:
    session = EngineSession()
    answer(session, f"new players={players} seed={seed}")
    for _ in range(moves):
        answer(session, f"play {answer(session, 'legal')[0]}")
    return session


def fields(info: str) -> dict[str, str]:
    """The `info` line's fields: pairs of words, then `line` and the rest of the line."""
    head, _, line = info.partition(" line ")
    words = head.split()
    assert words[0] == "info"
    return {**dict(zip(words[1::2], words[2::2], strict=True)), "line": line}


def test_go_prints_info_then_a_legal_action_and_plays_nothing() -> None:
    session = started()
    before = snapshot(session)
    legal = answer(session, "legal")
    info, best = answer(session, "go random")
    assert best.startswith("bestaction ")
    action = best.removeprefix("bestaction ")
    assert action in legal
    found = fields(info)
    assert found["level"] == "random"
    assert found["seat"] == str(game_of(session).current_seat)
    assert found["budget"] == "default"
    assert found["line"].split("; ")[0] == action
    assert str(parse_action(action)) == action
    assert snapshot(session) == before
    answer(session, f"play {action}")  # the answer is playable as printed


def test_go_with_a_budget_reports_it() -> None:
    info, _ = answer(started(), "go random 7")
    assert fields(info)["budget"] == "7"


@pytest.mark.parametrize("level", sorted(PLAYERS))
def test_every_level_answers_the_same_twice_in_the_same_position(level: str) -> None:
    first = answer(started(), f"go {level} {CHEAP_BUDGET}")
    again = answer(started(), f"go {level} {CHEAP_BUDGET}")
    assert first == again
    assert first == answer(started(), f"go {level} {CHEAP_BUDGET}")
    values = fields(first[0])["values"]
    assert values == "-" or len(values.split(",")) == 3


def test_the_answer_depends_on_the_position_not_on_earlier_questions() -> None:
    session = started(moves=0)
    answers = {answer(session, "go random")[1] for _ in range(3)}
    assert len(answers) == 1
    for moves in range(1, 6):  # the seed follows the game: new positions, new draws
        answer(session, f"play {answer(session, 'legal')[0]}")
        assert answer(session, "go random") == answer(started(moves=moves), "go random")


@pytest.mark.parametrize(
    ("command", "reason"),
    [
        ("go nobody", "unknown level 'nobody'"),
        ("go random 0", "the budget must be a whole number of at least 1"),
        ("go random -3", "the budget must be a whole number of at least 1"),
        ("go random 2.5", "the budget must be a whole number of at least 1"),
        ("go random lots", "the budget must be a whole number of at least 1"),
        ("go random ²", "the budget must be a whole number of at least 1"),
        ("go random 5 6", "at most a level and a budget"),
        ("hint now", "'hint' takes no arguments"),
    ],
)
def test_bad_arguments_are_errors_that_change_nothing(command: str, reason: str) -> None:
    session = started()
    before = snapshot(session)
    assert reason in refusal(session, command)
    assert snapshot(session) == before


def test_go_and_hint_need_a_game_that_is_not_over() -> None:
    assert refusal(EngineSession(), "go").startswith("no game yet")
    assert refusal(EngineSession(), "hint").startswith("no game yet")
    session = EngineSession()
    answer(session, "new players=2 seed=1 simplified=1")
    while answer(session, "legal"):
        answer(session, f"play {answer(session, 'go random')[1].removeprefix('bestaction ')}")
    before = snapshot(session)
    for command in ("go", "go random", "hint"):
        assert refusal(session, command) == "the game is over: there is no move to search"
    assert snapshot(session) == before


def test_hint_is_the_windows_hint_player_at_the_default_level(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search, "default_budget", lambda level, players: CHEAP_BUDGET)
    session = started()
    before = snapshot(session)
    hint = answer(session, "hint")
    seat = game_of(session).current_seat
    assert seat is not None
    assert fields(hint[0])["level"] == search.default_level()
    assert fields(hint[0])["budget"] == str(CHEAP_BUDGET)
    hinter = make_player(search.default_level(), budget=CHEAP_BUDGET,
                         seed=player_seed(4, seat, HINT_PURPOSE))
    assert hint[1] == f"bestaction {hinter.choose(game_of(session).clone())}"
    assert snapshot(session) == before


@pytest.mark.slow
def test_go_keeps_one_player_per_seat_for_the_game_as_the_window_does() -> None:
    """The engine's Hard is the window's: kept between calls, its tree carried over."""
    session = started(players=2, seed=6, moves=0)
    kept = [make_player("hard", seed=player_seed(6, seat), budget=60) for seat in range(2)]
    for _ in range(12):
        seat = game_of(session).current_seat
        assert seat is not None
        info, best = answer(session, "go hard 60")
        expected = kept[seat].choose(game_of(session).clone())
        assert best == f"bestaction {expected}"
        searched = kept[seat].info
        assert searched is not None
        assert fields(info)["iterations"] == str(searched.iterations)
        answer(session, f"play {expected}")
    answer(session, "new players=2 seed=6")  # a new game: new players, the same first answer
    assert answer(session, "go hard 60")[1] == answer(started(2, 6, 0), "go hard 60")[1]


def test_the_default_level_is_hard_or_the_strongest_registered() -> None:
    expected = next(level for level in ("hard", "medium", "easy", "random") if level in PLAYERS)
    assert search.default_level() == expected


def test_help_lists_go_and_hint() -> None:
    lines = answer(EngineSession(), "help")
    assert any(line.startswith("go [level] [budget]") for line in lines)
    assert any(line.startswith("hint ") for line in lines)


def test_the_info_line_formats_every_field() -> None:
    from caylus.ai import SearchInfo

    place, skip = parse_action("place castle"), parse_action("pass")
    info = SearchInfo(iterations=40, values=(0.4149, 0.5851), line=(place, skip),
                      notes={"gain": 5.3, "visits": 31.0})
    assert search.info_line("hard", 1, 40, info, place) == (
        "info level hard seat 1 budget 40 iterations 40 values 0.41,0.59 "
        "notes gain=5.30,visits=31 line place castle; pass")
    assert search.info_line("random", 0, None, SearchInfo(), skip) == (
        "info level random seat 0 budget default iterations 0 values - notes - line pass")
