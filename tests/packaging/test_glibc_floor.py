"""tools/glibc_floor.py: the highest glibc versions a build needs, against the documented floor."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.tools_loader import load_tool

ROOT = Path(__file__).resolve().parents[2]


tool = load_tool("glibc_floor")


def test_the_documented_floor_is_read_from_building_md() -> None:
    floor = tool.documented_floor((ROOT / "docs" / "BUILDING.md").read_text(encoding="utf-8"))
    assert set(floor) == {"GLIBC", "GLIBCXX"}
    assert floor["GLIBC"] >= (2, 17)  # no build can need less than manylinux2014's glibc


def test_a_missing_floor_line_is_an_error() -> None:
    with pytest.raises(ValueError):
        tool.documented_floor("# Building\nno floor here\n")


def test_a_need_above_the_floor_is_reported_and_one_at_it_is_not() -> None:
    floor = {"GLIBC": (2, 35), "GLIBCXX": (3, 4, 19)}
    at = {"GLIBC": tool.Need("GLIBC", (2, 35), "libpython.so")}
    above = {"GLIBC": tool.Need("GLIBC", (2, 36), "libstdc++.so.6"),
             "GLIBCXX": tool.Need("GLIBCXX", (3, 4, 30), "libfluidsynth.so")}
    assert tool.above_floor(at, floor) == []
    problems = tool.above_floor(above, floor)
    assert problems == ["libstdc++.so.6 needs GLIBC_2.36 (GLIBC_2.35)",
                        "libfluidsynth.so needs GLIBCXX_3.4.30 (GLIBCXX_3.4.19)"]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ELF files: Linux")
def test_a_folder_of_real_libraries_is_read(tmp_path: Path) -> None:
    """An extension module of this Python links glibc: its needs are found, and a file that
    is not ELF is skipped."""
    import _ctypes

    extension = Path(_ctypes.__file__)
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / extension.name).write_bytes(extension.read_bytes())
    (tmp_path / "notes.txt").write_text("not a library", encoding="utf-8")
    highest = tool.highest_needs(tmp_path)
    assert highest["GLIBC"].version >= (2, 2, 5)
    assert highest["GLIBC"].file == f"lib/{extension.name}"
    assert tool.main([str(tmp_path)]) == 0


def test_a_missing_build_is_reported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert tool.main([str(tmp_path / "nothing")]) == 1
    assert "no build at" in capsys.readouterr().err
