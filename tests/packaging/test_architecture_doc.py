"""docs/ARCHITECTURE.md describes the code as it is: every module, folder and file it names
in backquotes exists, and every layer of the import test is on its diagram (issue 36: it
described modules that had moved and left a layer out)."""

from __future__ import annotations

import re
from pathlib import Path

import caylus

from .test_layers import MAY_IMPORT

ROOT = Path(caylus.__file__).resolve().parent.parent
DOC = (ROOT / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")
QUOTED = re.findall(r"`([^`\s]+)`", DOC)


def test_every_path_it_names_exists() -> None:
    paths = [q for q in QUOTED if "/" in q and not q.startswith(("assets/i18n/*", "--"))
             and "<" not in q]
    assert len(paths) >= 40
    assert [p for p in paths if not (ROOT / p.rstrip("/")).exists()] == []


def test_every_module_it_names_exists() -> None:
    dotted = [q for q in QUOTED if re.fullmatch(r"caylus(\.[a-z_]+)+", q)]
    assert len(dotted) >= 3
    missing = [name for name in dotted
               if not (ROOT / name.replace(".", "/")).is_dir()
               and not (ROOT / (name.replace(".", "/") + ".py")).exists()]
    assert missing == []


def test_every_layer_is_on_the_diagram() -> None:
    diagram = DOC.split("```")[1]
    layers = {part for part in MAY_IMPORT if part not in {"root", "entry"}}
    shown = {part for part in layers
             if f"caylus.{part}" in diagram or f"{part}.py" in diagram}
    assert layers - shown == set()
