"""The typed vocabulary: every event carries exactly the data its kind declares, and the
typed values keep the text forms that saves and the engine protocol use."""

from __future__ import annotations

import json
import random

import pytest

from caylus.core import new_game
from caylus.core.event_data import EVENT_DATA
from caylus.core.events import WORDING
from caylus.core.vocabulary import DecisionKind, EffectType, EventKind, Phase


def test_every_event_kind_has_its_data_and_its_english():
    assert set(EVENT_DATA) == set(EventKind) == set(WORDING)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_events_carry_exactly_their_kinds_fields(players):
    game = new_game(players, seed=players, simplified=players == 3, edition=1 + players % 2)
    rng = random.Random(players)
    seen = set()
    while not game.is_over:
        for event in game.apply(rng.choice(game.legal_actions())):
            shape = EVENT_DATA[event.kind]
            assert shape.__required_keys__ <= set(event.data), event
            assert set(event.data) <= set(shape.__annotations__), event
            assert isinstance(event.kind, EventKind)
            seen.add(event.kind)
    assert len(seen) > 20


def test_text_forms_are_the_words_saves_and_the_protocol_use():
    assert json.dumps([Phase.ROAD, DecisionKind.OWNER_BONUS, EventKind.GAME_OVER]) == (
        '["road", "owner_bonus", "game_over"]')
    assert f"{Phase.END}" == str(Phase.END) == "end"
    assert {EffectType.PRODUCE.decision, EffectType.BUILD.decision} == {"produce", "build"}
