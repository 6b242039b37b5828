"""Write the English catalogue of building names and effects from the core's building table.

Run after changing caylus/core/data/buildings.json:
    python tools/make_building_strings.py
"""

from __future__ import annotations

import json
from pathlib import Path

from caylus.core.buildings import BUILDINGS, SPECIAL_BUILDINGS

TARGET = Path(__file__).resolve().parent.parent / "assets" / "i18n" / "en" / "buildings.json"


def catalogue() -> dict[str, str]:
    strings: dict[str, str] = {}
    for building in BUILDINGS.values():
        strings[f"building.{building.id}.name"] = building.name
        strings[f"building.{building.id}.effect"] = building.effect_text()
    for special in SPECIAL_BUILDINGS.values():
        strings[f"building.{special.id}.name"] = special.name
        strings[f"building.{special.id}.effect"] = special.effect_text
    return strings


def main() -> None:
    TARGET.write_text(json.dumps(catalogue(), indent=2, ensure_ascii=False) + "\n", "utf-8")
    print(f"wrote {TARGET}")


if __name__ == "__main__":
    main()
