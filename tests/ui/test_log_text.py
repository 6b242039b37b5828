"""Every event of real games reaches the log through the catalogue, never through the core's
English fallback, so a translation covers the whole log."""

from __future__ import annotations

import random

import pytest

from caylus.core import Game, new_game
from caylus.core.events import catalogue_key
from caylus.core.vocabulary import EventKind
from caylus.ui.i18n import has
from caylus.ui.scenes.game.log_text import event_text, worth_logging

QUIET = {"pass", "skip", "done"}


def eager_events(players: int, seed: int, simplified: bool):
    """(event, game) pairs of a game whose players rarely decline."""
    game = new_game(players, seed, simplified=simplified)
    rng = random.Random(seed)
    while not game.is_over:
        legal = game.legal_actions()
        active = [a for a in legal if a.kind not in QUIET]
        action = rng.choice(active if active and rng.random() < 0.9 else legal)
        for event in game.apply(action):
            yield event, game


@pytest.mark.parametrize(("players", "seed", "simplified"), [(4, 1, False), (3, 2, True),
                                                               (5, 3, False), (2, 4, False)])
def test_every_logged_event_has_catalogue_text(players: int, seed: int, simplified: bool) -> None:
    kinds = set()
    for event, game in eager_events(players, seed, simplified):
        if not worth_logging(event):
            continue
        key = catalogue_key(event)
        assert has(key), f"no catalogue entry {key} for {event}"
        text = event_text(event, game)
        assert text and "{" not in text and "_" not in text, text
        kinds.add(event.kind)
    assert {"place", "pass", "produce", "scoring", "bailiff", "final", "game_over"} <= kinds


def test_favour_and_scoring_lines_are_composed_from_the_catalogue() -> None:
    game: Game = new_game(3, 5)
    from caylus.core.events import Event

    favour = Event(EventKind.FAVOUR, 0, {"row": "cubes", "column": 4, "args": ["G", "FW"]})
    expected = "Blue takes a royal favour: gives 1\u00a0gold for 1\u00a0food and 1\u00a0wood."
    assert event_text(favour, game) == expected
    broke = Event(EventKind.SCORING, 1, {"section": "dungeon", "houses": 0, "lost": 0,
                                         "favours": 0})
    assert "no prestige left to lose" in event_text(broke, game)
    rich = Event(EventKind.SCORING, 2, {"section": "walls", "houses": 3, "lost": 0, "favours": 2})
    assert event_text(rich, game) == ("Walls scored: Green has 3\u00a0houses there: "
                                      "2\u00a0royal favours.")


def test_every_reason_the_core_gives_has_catalogue_text() -> None:
    """The UI shows refusals in the player's language: each Reason code has an entry."""
    import re
    from pathlib import Path

    from caylus.core.buildings import FIXED, PRESTIGE, RESIDENCE
    from caylus.core.explain import DECISION_NAMES

    core = Path(__file__).resolve().parents[2] / "caylus" / "core"
    source = "\n".join(path.read_text("utf-8") for path in core.glob("*.py"))
    codes = set(re.findall(r'Reason\(\s*"([a-z_]+)"', source))
    codes |= {f"must_{kind}" for kind in DECISION_NAMES}
    codes |= {f"no_worker_on_{c}" for c in (RESIDENCE, PRESTIGE)}
    codes |= {f"no_residence_from_{c}" for c in (FIXED, RESIDENCE, PRESTIGE)}
    assert len(codes) > 30
    missing = sorted(code for code in codes - {"unreadable"} if not has(f"reason.{code}"))
    assert not missing, missing


def test_a_refused_placement_reads_from_the_catalogue() -> None:
    from caylus.ui.render.labels import reason_text

    game = new_game(3, 5)
    reason = game.reason_against("place 20")
    assert reason is not None
    assert reason.code == "empty_space"
    assert reason_text(reason) == "Road space 20 is empty: there is no building to work in."
    game.apply("place gate")
    occupied = game.reason_against("place gate")
    assert occupied is not None
    assert reason_text(occupied) == "The Gate already holds a worker."


def test_trading_post_deniers_name_the_building() -> None:
    """R-TRADING: the log says where the 3 deniers came from (the event's `source`)."""
    from caylus.core.events import Event

    game: Game = new_game(3, 5)
    event = Event(EventKind.DENIERS, 0, {"amount": 3, "source": "trading_post"})
    assert event_text(event, game) == "Blue takes 3\u00a0deniers at the Trading Post."
