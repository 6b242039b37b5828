"""The engine protocol (docs/ENGINE.md): each command, errors that change nothing, whole games."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import caylus.core.game as game_module
from caylus.core import Game, describe, new_game, parse_action, replay
from caylus.core.vocabulary import DecisionKind
from caylus.engine import EngineSession

from .session import answer, refusal, snapshot, started, state_of

NO_GAME_COMMANDS = ["legal", "play pass", "state", "undo", "history", "save x.json"]


# --- new, help, quit, unknown commands ------------------------------------------------------


@pytest.mark.parametrize("command", NO_GAME_COMMANDS)
def test_commands_that_need_a_game_say_how_to_start_one(command: str) -> None:
    session = EngineSession()
    assert "new players=N" in refusal(session, command)
    assert session.game is None


def test_new_starts_the_game_the_core_would_start() -> None:
    session = EngineSession()
    lines = answer(session, "new players=2 seed=9 simplified=1 edition=2")
    assert lines == ["Game of 2 players, seed 9 (simplified favours, second edition): Blue, Red."]
    assert session.game is not None
    expected = new_game(2, 9, simplified=True, edition=2)
    assert session.game.to_dict() == expected.to_dict()


def test_new_takes_colours_and_names() -> None:
    session = EngineSession()
    answer(session, "new players=2 seed=1 colours=black,orange names=Ann,Bob")
    players = state_of(session)["players"]
    assert [(p["colour"], p["name"]) for p in players] == [("black", "Ann"), ("orange", "Bob")]


def test_seed_defaults_to_zero() -> None:
    session = EngineSession()
    answer(session, "new players=4")
    assert session.game is not None
    assert session.game.setup.seed == 0


@pytest.mark.parametrize(
    ("arguments", "reason"),
    [
        ("", "how many players"),
        ("seed=3", "how many players"),
        ("players=7", "from 2 to 5"),
        ("players=1", "from 2 to 5"),
        ("players=four", "whole number"),
        ("players=3 seed=x", "seed must be a whole number"),
        ("players=3 simplified=yes", "0 or 1"),
        ("players=3 edition=3", "edition must be 1 or 2"),
        ("players=3 players=4", "given twice"),
        ("players=3 speed=2", "unknown option"),
        ("players 3", "key=value"),
        ("players=", "key=value"),
        ("players=2 colours=red,red", "different colours"),
        ("players=2 colours=red,pink", "colours must be among"),
        ("players=3 names=Ann,Bob", "give 3 names"),
    ],
)
def test_bad_new_arguments_are_refused_and_keep_the_game(arguments: str, reason: str) -> None:
    session = started()
    before = snapshot(session)
    assert reason in refusal(session, f"new {arguments}")
    assert snapshot(session) == before


def test_help_lists_every_command() -> None:
    lines = answer(EngineSession(), "help")
    for command in ("new", "legal", "play", "state", "undo", "save", "load", "help", "quit"):
        assert any(line.startswith(command) for line in lines), command


def test_unknown_commands_are_errors_and_the_session_goes_on() -> None:
    session = started()
    assert "unknown command 'fly'" in refusal(session, "fly to the moon")
    assert answer(session, "legal")


def test_blank_lines_get_no_answer() -> None:
    session = started()
    assert session.handle("") == []
    assert session.handle("   \r\n") == []


def test_commands_are_case_insensitive_and_ignore_line_endings() -> None:
    session = started()
    assert session.handle("LEGAL\r\n") == session.handle("legal")


def test_commands_without_arguments_refuse_extra_words() -> None:
    session = started()
    assert "takes no arguments" in refusal(session, "state please")


def test_quit_answers_ok_and_ends_the_session() -> None:
    session = started()
    assert session.handle("quit") == ["ok"]
    assert session.finished


# --- legal and play ------------------------------------------------------------------------


def test_legal_lists_the_core_actions_in_play_notation() -> None:
    session = started()
    assert session.game is not None
    lines = answer(session, "legal")
    assert lines == [str(action) for action in session.game.legal_actions()]
    assert tuple(parse_action(line) for line in lines) == session.game.legal_actions()
    assert "place castle" in lines and "pass" in lines


def test_play_prints_the_events_in_plain_english() -> None:
    session = started()
    twin = new_game(3, 4)
    for action in ("place castle", "place 1", "pass"):
        events = twin.apply(action)
        assert answer(session, f"play {action}") == [describe(e, twin.names()) for e in events]
    assert session.game is not None
    assert session.game.to_dict() == twin.to_dict()


def test_an_illegal_action_is_explained_and_changes_nothing() -> None:
    session = started()
    answer(session, "play place 1")
    before = snapshot(session)
    assert refusal(session, "play place 99").startswith("illegal action 'place 99'")
    assert "must place a worker or pass" in refusal(session, "play inn stay")
    assert refusal(session, "play") == "play needs an action, e.g. 'play pass' (see 'legal')"
    assert snapshot(session) == before


def test_unknown_names_are_named_as_typed() -> None:
    session = started()
    before = snapshot(session)
    assert "there is no place called 'nosuch'" in refusal(session, "play place nosuch")
    assert "must place a worker or pass" in refusal(session, "play build nosuch")
    assert snapshot(session) == before


@pytest.mark.parametrize("action", ["provost --1", "provost ²", "place", "fly away", "take"])
def test_unreadable_or_malformed_actions_are_plain_errors(action: str) -> None:
    session = started()
    before = snapshot(session)
    reason = refusal(session, f"play {action}")
    assert "internal error" not in reason
    assert snapshot(session) == before


def test_an_error_inside_the_core_is_reported_and_changes_nothing(monkeypatch, caplog) -> None:
    session = started()
    before = snapshot(session)

    def broken(game: Game, seat: int, action: object) -> None:
        game.turn = 99  # half-done work that must not leak into the session
        raise RuntimeError("something broke")

    # The handler of the placement decision, inside the core's apply (a compiled class's
    # methods cannot be replaced, its table of handlers can).
    lister, _ = game_module.DECISIONS[DecisionKind.PLACE]
    monkeypatch.setitem(game_module.DECISIONS, DecisionKind.PLACE, (lister, broken))
    reason = refusal(session, "play pass")
    assert reason.startswith("internal error: this is a bug in Caylus")
    assert "RuntimeError" not in reason and "something broke" not in reason  # no Python text
    assert "something broke" in caplog.text  # the traceback went to the log instead
    monkeypatch.undo()
    assert snapshot(session) == before
    assert answer(session, "play pass")


# --- state ---------------------------------------------------------------------------------


def test_state_is_one_line_of_json_with_the_documented_fields() -> None:
    session = started(players=4, seed=2)
    lines = answer(session, "state")
    assert len(lines) == 1
    state = json.loads(lines[0])
    for key in ("turn", "phase", "current_seat", "decision", "over", "provost", "bailiff",
                "players", "road", "specials", "castle", "turn_order", "passing_order",
                "open_columns", "stock", "final", "winners"):
        assert key in state, key
    assert state["turn"] == 1 and state["phase"] == "placement" and state["over"] is False
    assert state["current_seat"] == state["turn_order"][0]
    assert len(state["players"]) == 4 and len(state["road"]) == 28
    player = state["players"][0]
    assert set(player["cubes"]) == {"food", "wood", "stone", "cloth", "gold"}
    assert set(player["favour_columns"]) == {"prestige", "deniers", "cubes", "buildings"}
    assert player["workers_available"] == 6
    assert {"dungeon", "walls", "towers"} <= set(state["castle"])
    assert state["final"] is None and state["winners"] is None


def test_state_follows_the_game() -> None:
    session = started()
    seat = state_of(session)["current_seat"]
    deniers = state_of(session)["players"][seat]["deniers"]
    answer(session, "play place castle")
    player = state_of(session)["players"][seat]
    assert player["workers_available"] == 5
    assert player["deniers"] == deniers - 1
    assert state_of(session)["castle"]["workers"] == [seat]


# --- undo and history ----------------------------------------------------------------------


def test_undo_takes_back_exactly_the_last_action() -> None:
    session = started()
    answer(session, "play place 1")
    after_one = snapshot(session)
    answer(session, "play place 2")
    assert answer(session, "undo") == ["Took back: place 2"]
    assert snapshot(session) == after_one
    assert answer(session, "history") == ["place 1"]


def test_undo_walks_back_to_the_start_and_then_refuses() -> None:
    session = started()
    start = snapshot(session)
    for action in ("place 1", "place 2", "pass"):
        answer(session, f"play {action}")
    for _ in range(3):
        answer(session, "undo")
    assert snapshot(session) == start
    assert "nothing to undo" in refusal(session, "undo")
    assert snapshot(session) == start


# --- save and load -------------------------------------------------------------------------


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    session = started()
    for action in ("place castle", "place 1", "pass"):
        answer(session, f"play {action}")
    saved = snapshot(session)
    path = tmp_path / "my game.json"
    assert answer(session, f"save {path}") == [f"Saved to {path}."]
    answer(session, "new players=5 seed=1")
    lines = answer(session, f'load "{path}"')
    assert lines[0] == f"Loaded {path}: 3 actions played."
    assert snapshot(session) == saved
    assert answer(fresh := EngineSession(), f"load {path}")
    assert snapshot(fresh) == saved


def test_loading_a_bad_file_is_an_error_and_keeps_the_game(tmp_path: Path) -> None:
    session = started()
    answer(session, "play place 1")
    before = snapshot(session)
    good = tmp_path / "good.json"
    answer(session, f"save {good}")
    tampered = tmp_path / "tampered.json"
    tampered.write_text(good.read_text().replace('"deniers": ', '"deniers": 1'))
    (tmp_path / "empty.json").write_text("")
    assert "no such file" in refusal(session, f"load {tmp_path / 'missing.json'}")
    assert "checksum does not match" in refusal(session, f"load {tampered}")
    assert "empty" in refusal(session, f"load {tmp_path / 'empty.json'}")
    assert "needs a file path" in refusal(session, "load")
    assert snapshot(session) == before


@pytest.mark.parametrize("path", ["a\0b", "\0", "dir\0/game.json"])
def test_paths_with_a_nul_byte_are_clear_errors_that_change_nothing(path: str) -> None:
    session = started()
    answer(session, "play place 1")
    before = snapshot(session)
    for command in ("save", "load"):
        reason = refusal(session, f"{command} {path}")
        assert "cannot hold a NUL character" in reason and "internal error" not in reason
        assert "\0" not in reason
    assert snapshot(session) == before


@pytest.mark.parametrize(("names", "found"), [
    (",,", "player 0's name is empty"),
    ("Ann,,Cy", "player 1's name is empty"),
    ("Ann,Bob,", "player 2's name is empty"),
    ("Ann,\u200b,Cy", "player 1's name is empty"),
    ("Ann,\u0301,Cy", "player 1's name has nothing visible"),
    ("Ann,Bob,Cy\x00", "player 2's name holds a control character"),
    ("Ann,Bartholomew-the-Younger,Cy", "player 1's name is longer than 16 characters"),
])
def test_new_refuses_bad_names_and_keeps_the_game(names: str, found: str) -> None:
    session = started()
    before = snapshot(session)
    assert refusal(session, f"new players=3 names={names}").startswith(found)
    assert snapshot(session) == before


def test_loading_a_game_whose_rules_changed_says_so_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from caylus.core import game as game_module
    from caylus.persistence import saves

    session = started(3, 8)
    for _ in range(12):
        answer(session, f"play {answer(session, 'legal')[0]}")
    path = tmp_path / "old.json"
    answer(session, f"save {path}")
    saved_state = state_of(session)
    old, newer = game_module.RULES_VERSION, game_module.RULES_VERSION + 1
    monkeypatch.setattr(game_module, "RULES_VERSION", newer)
    monkeypatch.setattr(saves, "RULES_VERSION", newer)
    monkeypatch.setattr(game_module, "BASE_INCOME", 0)  # a "fix" the old moves break under
    fresh = EngineSession()
    lines = answer(fresh, f"load {path}")
    assert lines[0] == f"Loaded {path}: 0 actions played."
    assert lines[2].startswith(f"Rules changed: the game was saved under rules version {old} "
                               f"and this program plays version {newer}; ")
    assert "goes on from the saved position" in lines[2]
    assert state_of(fresh) == saved_state
    answer(fresh, f"save {path}")
    assert len(answer(EngineSession(), f"load {path}")) == 2  # told once: now the newer rules


def test_saving_where_it_cannot_is_an_error(tmp_path: Path) -> None:
    session = started()
    assert "folder does not exist" in refusal(session, f"save {tmp_path / 'no' / 'g.json'}")
    assert "needs a file path" in refusal(session, "save")
    assert list(tmp_path.iterdir()) == []


# --- whole games ---------------------------------------------------------------------------


def play_randomly_to_the_end(session: EngineSession, rng: random.Random) -> int:
    moves = 0
    while legal := answer(session, "legal"):
        events = answer(session, f"play {rng.choice(legal)}")
        assert all(events), "every event has a description"
        moves += 1
    return moves


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (4, 7), (5, 12)])
def test_a_random_game_plays_through_the_protocol_to_its_winners(players: int, seed: int) -> None:
    session = started(players, seed)
    moves = play_randomly_to_the_end(session, random.Random(seed))
    state = state_of(session)
    assert moves > 50
    assert state["over"] is True and state["phase"] == "over"
    assert state["current_seat"] is None and state["decision"] is None
    assert state["winners"], "somebody wins"
    best = max(entry["total"] for entry in state["final"])
    assert state["winners"] == [e["seat"] for e in state["final"] if e["total"] == best]
    assert "game is over" in refusal(session, "play pass")
    history = answer(session, "history")
    assert len(history) == moves
    assert session.game is not None
    assert session.game.to_dict() == replay(session.game.setup, history).to_dict()


def test_a_save_with_line_breaks_in_names_is_refused_on_one_line(tmp_path: Path) -> None:
    """Names with line breaks used to load (and were printed as spaces); the name rule now
    refuses them, and the refusal itself keeps the framing."""
    from caylus.persistence.saves import checksum_of, dumps_game

    tricky = ["Ann\nok", "Bob\u2028error x"]
    data = json.loads(dumps_game(new_game(2, 1, names=["Ann", "Bob"])))
    data["setup"]["names"] = tricky
    for player, name in zip(data["state"]["players"], tricky, strict=True):
        player["name"] = name
    data["checksum"] = checksum_of(data)
    (tmp_path / "tricky.json").write_text(json.dumps(data), "utf-8")
    session = EngineSession()
    answer(session, "new players=2 seed=4")
    before = session.game
    lines = session.handle(f"load {tmp_path / 'tricky.json'}")
    assert len(lines) == 1 and lines[0].startswith("error cannot load")
    assert "player 0's name holds a control character" in lines[0]
    assert session.game is before


def test_a_finished_game_can_be_undone_and_played_on() -> None:
    session = started(2, 3)
    play_randomly_to_the_end(session, random.Random(3))
    last = answer(session, "history")[-1]
    answer(session, "undo")
    assert state_of(session)["over"] is False
    answer(session, f"play {last}")
    assert state_of(session)["over"] is True
