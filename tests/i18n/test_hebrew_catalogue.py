"""The Hebrew catalogue as its rulebook reads (issue 22): each farm has the seed's own name, and
no sentence says whether a player is a man or a woman."""

from __future__ import annotations

import re

from caylus.ui.i18n import DEFAULT_LANGUAGE, read_catalogue

HEBREW = read_catalogue("he")
ENGLISH = read_catalogue(DEFAULT_LANGUAGE)


def test_every_farm_has_its_own_name_from_the_rulebook() -> None:
    """The seed names the wooden farm חוות עץ (L215) and the stone one חוות אבן (L216); the
    neutral tile is its plain חווה (L54). Four farm tiles, four names a player can tell apart."""
    farms = sorted(key for key, text in ENGLISH.items()
                   if key.startswith("building.") and key.endswith(".name") and "Farm" in text)
    names = [HEBREW[key] for key in farms]
    assert len(farms) == 4 and len(set(names)) == len(names)
    assert HEBREW["building.stone_farm.name"] == "חוות אבן"
    assert HEBREW["building.neutral_farm.name"] == "חווה"
    wood = [HEBREW[f"building.wood_farm_{kind}.name"] for kind in ("food", "cloth")]
    assert all(isinstance(name, str) and name.startswith("חוות עץ") for name in wood)


def hebrew_texts() -> list[tuple[str, str]]:
    return [(key, form) for key, text in HEBREW.items()
            for form in (text.values() if isinstance(text, dict) else [text])]


#: A player's name or names ({name} is a building's elsewhere, but a player's on the scores).
NAME = re.compile(r"(?P<before>.{0,4})\{(?P<slot>who|names|name)\}(?= [\u05d0-\u05ea])")
#: "ל-{who} יש", "על {who} להציב", "העובד של {who}" (the hyphen is U+2011, see test_hebrew_lines)
PREPOSITIONS = ("ל\u2011", "על ", "של ", "אל ")


def test_no_verb_takes_a_player_s_name_as_its_subject() -> None:
    """A name may be a man's or a woman's, and a Hebrew verb after it would have to say which
    (מציב / מציבה): a name stands before a colon ("{who}: הצבת עובד"), or after a preposition
    ("על {who} להציב", "ל-{who} יש"), never right before a word of its sentence."""
    subjects = [(key, text) for key, text in hebrew_texts() for match in NAME.finditer(text)
                if (match["slot"] != "name" or key.startswith("final."))
                and not match["before"].endswith(PREPOSITIONS)]
    assert subjects == []


#: Gendered ways of speaking to the player: "you" (אתה), "you cannot" (אינך), "on you" (עליך),
#: "to you" (אליך), and masculine imperatives; the catalogue says it with an infinitive, a noun
#: or the impersonal plural instead (לקחת, בחירת עמודה, מזיזים).
GENDERED_YOU = frozenset({
    "אתה", "כשאתה", "אינך", "עליך", "אליך",
    "קח", "בחר", "לחץ", "גרור", "בנה", "הזז", "תן", "מכור", "החלף", "הפוך", "העבר", "נסה", "התחל",
    "צא", "שחק", "המתן", "הפסק", "הסר", "הוסף", "התקן", "הצב", "הנח",
})


def test_the_player_is_addressed_without_a_gender() -> None:
    found = {(key, word) for key, text in hebrew_texts()
             for word in re.findall(r"[\u05d0-\u05ea]+", text) if word in GENDERED_YOU}
    assert sorted(found) == []
