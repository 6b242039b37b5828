"""docs/RULES.md is the rules text every rule id points into: each id cited by the package, the
tests, the tools or the documents is defined there, once, and no id of the rules is dropped."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
RULES = ROOT / "docs" / "RULES.md"
SEARCHED = ("caylus", "tests", "docs", "tools")
SUFFIXES = {".py", ".md", ".json", ".toml"}

# A citation: R-ROAD, R-ROAD-4, a range R-ROAD-1..5 or a pair R-ROAD-4/5.
CITATION = re.compile(r"\bR-([A-Z]+)(?:-(\d+)(?:(\.\.|/)(\d+))?)?")
# A definition: a list item that starts with the id, or a heading that names its family.
DEFINITION = re.compile(r"^\s*- (R-[A-Z]+(?:-\d+)?) |^#+ .*\((R-[A-Z]+)\)\s*$")

# Every id the rules have had; an id may be added but never removed or renumbered, since tests
# and comments name them.
RULE_IDS = {
    "R-SETUP", *(f"R-SETUP-{n}" for n in range(1, 9)),
    "R-INCOME",
    "R-PLACE", *(f"R-PLACE-{n}" for n in range(1, 6)),
    "R-SPECIAL", "R-GATE", "R-TRADING", "R-GUILD", "R-JOUST", "R-STABLES", "R-INN",
    "R-PROVOST",
    "R-ROAD", *(f"R-ROAD-{n}" for n in range(1, 6)), "R-LAWYER",
    "R-CASTLE", *(f"R-CASTLE-{n}" for n in range(1, 6)),
    "R-END", "R-END-1", "R-END-2",
    "R-SCORE", "R-SCORE-1", "R-SCORE-2", "R-SCORE-3",
    "R-FINAL",
    "R-FAVOUR", *(f"R-FAVOUR-{n}" for n in range(1, 6)),
    "R-TWO",
}


def cited_ids(text: str) -> set[str]:
    ids: set[str] = set()
    for match in CITATION.finditer(text):
        family, first, joiner, last = match.groups()
        if first is None:
            ids.add(f"R-{family}")
        elif joiner == "..":
            ids.update(f"R-{family}-{n}" for n in range(int(first), int(last) + 1))
        else:
            ids.update(f"R-{family}-{n}" for n in {first, last} - {None})
    return ids


def defined_ids(text: str) -> list[str]:
    return [next(g for g in match.groups() if g)
            for line in text.splitlines() if (match := DEFINITION.match(line))]


def searched_files() -> Iterator[Path]:
    yield from sorted(ROOT.glob("*.md"))
    for folder in SEARCHED:
        yield from sorted(p for p in (ROOT / folder).rglob("*")
                          if p.suffix in SUFFIXES and "__pycache__" not in p.parts)


def unknown_citations(paths: Iterable[Path], known: set[str]) -> list[str]:
    """`file:line: id` for each cited id that `known` lacks."""
    unknown: list[str] = []
    for path in paths:
        for number, line in enumerate(path.read_text("utf-8").splitlines(), start=1):
            unknown.extend(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path.name}"
                           f":{number}: {rule_id}" for rule_id in sorted(cited_ids(line) - known))
    return unknown


def test_the_rules_define_every_rule_id_once() -> None:
    defined = Counter(defined_ids(RULES.read_text("utf-8")))
    assert RULE_IDS - defined.keys() == set()
    assert [rule_id for rule_id, count in defined.items() if count > 1] == []


def test_every_cited_rule_id_is_in_the_rules() -> None:
    known = set(defined_ids(RULES.read_text("utf-8")))
    this_file = Path(__file__).resolve()  # its examples cite ids that do not exist on purpose
    paths = [path for path in searched_files() if path.resolve() != this_file]
    assert unknown_citations(paths, known) == []


def test_the_search_reaches_the_package_the_tests_and_the_docs() -> None:
    names = {path.relative_to(ROOT).as_posix() for path in searched_files()}
    assert {"README.md", "caylus/core/placement.py", "docs/RULES.md",
            "tests/core/rules/test_castle.py"} <= names


def test_citations_are_read_with_their_ranges() -> None:
    assert cited_ids("R-ROAD-1..3 and R-INN.") == {"R-ROAD-1", "R-ROAD-2", "R-ROAD-3", "R-INN"}
    assert cited_ids("(R-ROAD-4/5, R-PLACE-2)") == {"R-ROAD-4", "R-ROAD-5", "R-PLACE-2"}
    assert cited_ids("PR-5, ROAD-1, r-road") == set()


def test_definitions_are_list_items_and_family_headings() -> None:
    text = ("## 7. Scoring castle sections (R-SCORE)\n"
            "- R-SCORE-1 At the end of every turn ...\n"
            "  see R-FINAL for the end\n")
    assert defined_ids(text) == ["R-SCORE", "R-SCORE-1"]


def test_an_unknown_citation_is_reported_with_its_place(tmp_path: Path) -> None:
    source = tmp_path / "cites.py"
    source.write_text('"""R-PLACE-2 and R-ROAD-1..6."""\n# R-NOSUCH\n', encoding="utf-8")
    known = set(defined_ids(RULES.read_text("utf-8")))
    assert unknown_citations([source], known) == ["cites.py:1: R-ROAD-6", "cites.py:2: R-NOSUCH"]
