"""The building names are written twice: in the rules' table (caylus/core/data/buildings.json,
the engine's and the logs' English) and in the English catalogue (the window's). Issue 36:
nothing tied them; this test does."""

from __future__ import annotations

import json
from pathlib import Path

import caylus
from caylus.core.buildings import BUILDINGS, name_of

ROOT = Path(caylus.__file__).resolve().parent.parent
CATALOGUE = json.loads((ROOT / "assets" / "i18n" / "en" / "buildings.json").read_text("utf-8"))


def test_every_building_of_the_rules_has_the_english_catalogues_name() -> None:
    table = json.loads((ROOT / "caylus" / "core" / "data" / "buildings.json").read_text("utf-8"))
    entries = [*table["buildings"], *table["special"]]
    assert len(entries) >= 40 and {entry["id"] for entry in table["buildings"]} == set(BUILDINGS)
    differing = {entry["id"]: (entry["name"], CATALOGUE.get(f"building.{entry['id']}.name"))
                 for entry in entries
                 if CATALOGUE.get(f"building.{entry['id']}.name") != entry["name"]}
    assert differing == {}
    assert all(name_of(key) == CATALOGUE[f"building.{key}.name"] for key in BUILDINGS)
