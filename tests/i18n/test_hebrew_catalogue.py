"""The Hebrew catalogue as its rulebook reads (issue 22): each farm has the seed's own name."""

from __future__ import annotations

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
    assert all(HEBREW[f"building.wood_farm_{kind}.name"].startswith("חוות עץ")
               for kind in ("food", "cloth"))
