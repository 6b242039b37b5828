"""Save files: round trips, atomic writes, and each kind of bad file refused with its reason."""

from __future__ import annotations

import json
import os
import random
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from caylus.core import Game, new_game
from caylus.core.game import SAVE_FORMAT, SAVE_VERSION
from caylus.persistence.files import remove_stale_temporaries
from caylus.persistence.saves import (
    SaveError,
    checksum_of,
    dumps_game,
    load_game,
    loads_game,
    save_game,
)


def played_game(actions: int, seed: int = 3, players: int = 4) -> Game:
    game = new_game(players, seed)
    rng = random.Random(seed)
    for _ in range(actions):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


def finished_game(seed: int = 5) -> Game:
    return played_game(10_000, seed=seed, players=3)


def document(game: Game) -> dict[str, Any]:
    return json.loads(dumps_game(game))


def with_checksum(data: dict[str, Any]) -> dict[str, Any]:
    data["checksum"] = checksum_of(data)
    return data


def write_json(path: Path, data: Any) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


# --- round trips ------------------------------------------------------------------------


@pytest.mark.parametrize("actions", [0, 1, 40, 120])
def test_save_and_load_give_back_the_same_game(tmp_path: Path, actions: int) -> None:
    game = played_game(actions)
    path = tmp_path / "game.json"
    save_game(game, path)
    loaded = load_game(path)
    assert loaded.to_dict() == game.to_dict()
    assert loaded.legal_actions() == game.legal_actions()


def test_a_finished_game_keeps_its_final_scores_and_winners(tmp_path: Path) -> None:
    game = finished_game()
    assert game.is_over
    save_game(game, tmp_path / "over.json")
    loaded = load_game(tmp_path / "over.json")
    assert loaded.is_over
    assert loaded.final == game.final
    assert loaded.winners() == game.winners()


def test_a_loaded_game_plays_on_like_the_original() -> None:
    game = played_game(30)
    loaded = loads_game(dumps_game(game))
    action = game.legal_actions()[-1]
    assert [str(e) for e in loaded.apply(action)] == [str(e) for e in game.apply(action)]
    assert loaded.to_dict() == game.to_dict()


def test_options_and_names_survive_a_round_trip() -> None:
    game = new_game(2, 11, simplified=True, edition=2, colours=["red", "black"],
                    names=["Aliénor", "Bohémond"])
    loaded = loads_game(dumps_game(game))
    assert loaded.setup == game.setup
    assert loaded.names() == ["Aliénor", "Bohémond"]


def test_the_file_carries_format_version_and_checksum(tmp_path: Path) -> None:
    save_game(played_game(5), tmp_path / "g.json")
    data = json.loads((tmp_path / "g.json").read_text(encoding="utf-8"))
    assert data["format"] == SAVE_FORMAT
    assert data["version"] == SAVE_VERSION
    assert data["checksum"] == checksum_of(data)
    assert len(data["checksum"]) == 64


# --- atomic writing -----------------------------------------------------------------------


def test_saving_over_a_file_replaces_it_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    save_game(played_game(3), path)
    later = played_game(50)
    save_game(later, path)
    assert load_game(path).to_dict() == later.to_dict()
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_a_failed_save_keeps_the_old_file_whole(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "game.json"
    save_game(played_game(3), path)
    before = path.read_bytes()

    def disk_full(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", disk_full)
    with pytest.raises(SaveError, match="No space left"):
        save_game(played_game(60), path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_saving_into_a_missing_folder_is_a_save_error(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="folder does not exist"):
        save_game(new_game(2), tmp_path / "missing" / "game.json")


# --- bad files ----------------------------------------------------------------------------


def test_a_missing_file_is_named_as_missing(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="no such file") as caught:
        load_game(tmp_path / "nowhere.json")
    assert "nowhere.json" in str(caught.value)


def test_a_folder_is_not_a_save(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="folder"):
        load_game(tmp_path)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX feature")
def test_a_pipe_is_refused_without_waiting_for_it(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    with pytest.raises(SaveError, match="not a regular file"):
        load_game(pipe)


def good_document() -> dict[str, Any]:
    return document(played_game(60))


def edited_deniers() -> dict[str, Any]:
    data = good_document()
    data["state"]["players"][0]["deniers"] += 50
    return with_checksum(data)


def illegal_history() -> dict[str, Any]:
    data = good_document()
    data["history"][10] = "place 99"
    return with_checksum(data)


def history_past_the_end() -> dict[str, Any]:
    data = document(finished_game())
    data["history"].append("pass")
    return with_checksum(data)


def missing_state_field() -> dict[str, Any]:
    data = good_document()
    del data["state"]["turn"]
    return with_checksum(data)


def mistyped_state_field() -> dict[str, Any]:
    data = good_document()
    data["state"]["players"][1]["prestige"] = "lots"
    return with_checksum(data)


def mistyped_history() -> dict[str, Any]:
    data = good_document()
    data["history"] = "place 1"
    return with_checksum(data)


def action_not_text() -> dict[str, Any]:
    data = good_document()
    data["history"][2] = 7
    return with_checksum(data)


def bad_setup() -> dict[str, Any]:
    data = good_document()
    data["setup"]["players"] = 9
    return with_checksum(data)


def shorter_history() -> dict[str, Any]:
    data = good_document()
    data["history"].pop()
    return with_checksum(data)


def field_changed(field: str, value: Any, recompute: bool = True) -> dict[str, Any]:
    data = good_document()
    data[field] = value
    return with_checksum(data) if recompute else data


def field_removed(field: str) -> dict[str, Any]:
    data = good_document()
    del data[field]
    return with_checksum(data) if field != "checksum" else data


def tampered_without_checksum() -> dict[str, Any]:
    data = good_document()
    data["state"]["players"][0]["prestige"] = 99
    return data


BAD_DOCUMENTS = {
    "wrong format": (lambda: field_changed("format", "chess-game"), "not a Caylus save"),
    "no format": (lambda: field_removed("format"), "no format field"),
    "future version": (lambda: field_changed("version", SAVE_VERSION + 1), "newer version"),
    "version as text": (lambda: field_changed("version", "1"), "version"),
    "version zero": (lambda: field_changed("version", 0), "unknown version"),
    "no checksum": (lambda: field_removed("checksum"), "no 'checksum' field"),
    "no setup": (lambda: field_removed("setup"), "no 'setup' field"),
    "tampered": (tampered_without_checksum, "checksum does not match"),
    "edited deniers": (edited_deniers, r"state\.players\[0\]\.deniers"),
    "illegal action": (illegal_history, r"move 11 of .* is not legal.*place 99"),
    "action after the end": (history_past_the_end, "game is over"),
    "missing state field": (missing_state_field, r"state\.turn is missing"),
    "mistyped state field": (mistyped_state_field, r"state\.players\[1\]\.prestige should be"),
    "history not a list": (mistyped_history, "'history' field should be a list"),
    "action not text": (action_not_text, "move 3 of the history should be a text"),
    "bad setup": (bad_setup, "setup is not valid: players must be"),
    "shorter history": (shorter_history, "does not match its history"),
    "json list": (lambda: [1, 2, 3], "holds a list"),
}


@pytest.mark.parametrize("case", sorted(BAD_DOCUMENTS))
def test_each_bad_document_is_refused_with_its_reason(tmp_path: Path, case: str) -> None:
    make, reason = BAD_DOCUMENTS[case]
    path = write_json(tmp_path / "bad.json", make())
    before = path.read_bytes()
    with pytest.raises(SaveError, match=reason):
        load_game(path)
    assert path.read_bytes() == before


BAD_BYTES = {
    "empty": (b"", "empty"),
    "blank": (b"  \n\t\n", "empty"),
    "not json": (b"this is my shopping list\n", "not valid JSON"),
    "truncated": (b'{"format": "caylus-game", "vers', "not valid JSON"),
    "not utf-8": (b"\xff\xfe\x00{\x00}", "not UTF-8"),
    "deep nesting": (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
}


@pytest.mark.parametrize("case", sorted(BAD_BYTES))
def test_each_unreadable_file_is_refused_with_its_reason(tmp_path: Path, case: str) -> None:
    content, reason = BAD_BYTES[case]
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(SaveError, match=reason):
        load_game(path)
    assert path.read_bytes() == content


def test_a_failed_load_does_not_touch_the_file(tmp_path: Path) -> None:
    path = write_json(tmp_path / "bad.json", edited_deniers())
    old = os.stat(path)
    with pytest.raises(SaveError):
        load_game(path)
    new = os.stat(path)
    assert (new.st_mtime_ns, new.st_size) == (old.st_mtime_ns, old.st_size)
    assert [p.name for p in tmp_path.iterdir()] == ["bad.json"]


def test_save_error_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="empty"):
        loads_game("")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(position=st.integers(min_value=0), byte=st.integers(min_value=0, max_value=255))
def test_any_single_byte_change_loads_the_same_game_or_raises_save_error(
    position: int, byte: int
) -> None:
    game = SMALL_GAME
    text = bytearray(dumps_game(game).encode("utf-8"))
    text[position % len(text)] = byte
    try:
        loaded = loads_game(text.decode("utf-8", errors="replace"))
    except SaveError:
        return
    assert loaded.to_dict() == game.to_dict()


SMALL_GAME = played_game(12, seed=8, players=2)


# --- paths no system can open ---------------------------------------------------------------


@pytest.mark.parametrize("name", ["a\0b", "\0", "game.json\0.txt"])
def test_a_path_with_a_nul_byte_is_a_clear_save_error(tmp_path: Path, name: str) -> None:
    with pytest.raises(SaveError, match="cannot hold a NUL character"):
        save_game(played_game(2), str(tmp_path / name))
    with pytest.raises(SaveError, match="cannot hold a NUL character"):
        load_game(str(tmp_path / name))
    assert list(tmp_path.iterdir()) == []


def test_a_path_that_is_too_long_is_a_clear_save_error(tmp_path: Path) -> None:
    path = tmp_path / ("x" * 5000)
    with pytest.raises(SaveError, match="cannot save to"):
        save_game(played_game(2), path)
    with pytest.raises(SaveError, match="cannot load"):
        load_game(path)


# --- temporaries left by a killed program ---------------------------------------------------


def aged(path: Path, seconds: float) -> Path:
    path.write_text("{", encoding="utf-8")
    when = time.time() - seconds
    os.utime(path, (when, when))
    return path


def test_stale_temporaries_are_removed_and_nothing_else(tmp_path: Path) -> None:
    stale = [aged(tmp_path / f".autosave.json.{suffix}.tmp", 60)
             for suffix in ("abcd_123", "zz9x8y7w", "k0k0k0k0")]
    stale.append(aged(tmp_path / ".game.json.q1w2e3r4.tmp", 3600))
    stale.append(aged(tmp_path / ".settings.json.a1b2c3d4.tmp", 60))  # any file's
    stale.append(aged(tmp_path / ".settings.abcd1234.tmp", 60))  # the old settings writer's
    fresh = aged(tmp_path / ".autosave.json.fresh123.tmp", 0)
    kept = [aged(tmp_path / name, 3600) for name in (
        "autosave.json", "notes.tmp", ".autosave.json.short.tmp",
        "autosave.json.corrupt-20261123-120000", ".autosave.json.ABCD1234.tmp")]
    (tmp_path / ".old.json.abcdefgh.tmp").mkdir()
    removed = remove_stale_temporaries(tmp_path)
    assert sorted(removed) == sorted(stale)
    assert not any(path.exists() for path in stale)
    assert fresh.exists() and all(path.exists() for path in kept)
    assert (tmp_path / ".old.json.abcdefgh.tmp").is_dir()


def test_the_pattern_is_the_one_save_game_writes(tmp_path: Path, monkeypatch) -> None:
    """A save killed between writing and renaming leaves a temporary the sweep recognises."""
    names: list[str] = []
    real_replace = os.replace

    def killed(source: str, target: object) -> None:
        names.append(Path(source).name)
        raise OSError(5, "killed")

    monkeypatch.setattr(os, "replace", killed)
    monkeypatch.setattr(Path, "unlink", lambda self, missing_ok=False: None)  # no clean-up
    with pytest.raises(SaveError):
        save_game(played_game(2), tmp_path / "autosave.json")
    monkeypatch.undo()
    assert os.replace is real_replace
    (left,) = tmp_path.iterdir()
    assert left.name == names[0]
    assert remove_stale_temporaries(tmp_path) == []  # too young yet
    aged(left, 60)
    assert remove_stale_temporaries(tmp_path) == [left]


def test_a_missing_folder_removes_nothing(tmp_path: Path) -> None:
    assert remove_stale_temporaries(tmp_path / "nowhere") == []
