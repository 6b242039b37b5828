"""The oldest Linux a built executable runs on: the highest glibc and libstdc++ symbol versions
any file inside it asks for, checked against the floor written in docs/BUILDING.md.

    python tools/glibc_floor.py dist/caylus          # a one-file build or a one-folder dist/caylus/
    python tools/glibc_floor.py dist/caylus --check  # also exit 1 above the documented floor

A bundled library that needs `GLIBC_2.36` does not load on a system with glibc 2.35 (Ubuntu
22.04), whatever else is in the bundle: the floor of the executable is the highest version any
bundled file needs. The system's own C and C++ runtimes are not bundled (build.spec leaves
libstdc++ and libgcc_s out), so `GLIBCXX_` versions here are what the player's libstdc++ must
provide. Reads the ELF version-needed sections with pyelftools (the `build` extra); a one-file
build is read through PyInstaller's archive reader, without running it.
"""

from __future__ import annotations

import argparse
import io
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO, NamedTuple

from elftools.common.exceptions import ELFError
from elftools.elf.elffile import ELFFile
from elftools.elf.gnuversions import GNUVerNeedSection

ROOT = Path(__file__).resolve().parent.parent
BUILDING = ROOT / "docs" / "BUILDING.md"
LIBRARIES = ("GLIBC", "GLIBCXX")
#: In docs/BUILDING.md: **glibc floor:** `GLIBC_2.35`, `GLIBCXX_3.4.19`
FLOOR_LINE = re.compile(r"\*\*glibc floor:\*\*(.*)")
VERSION_NAME = re.compile(r"\b(GLIBC|GLIBCXX)_(\d+(?:\.\d+)*)\b")

Version = tuple[int, ...]


class Need(NamedTuple):
    library: str  # GLIBC or GLIBCXX
    version: Version
    file: str  # the bundled file that needs it


def version_text(library: str, version: Version) -> str:
    return f"{library}_{'.'.join(map(str, version))}"


def needs_of(name: str, stream: BinaryIO) -> Iterator[Need]:
    """Every GLIBC_/GLIBCXX_ version the ELF file in `stream` needs (nothing if not ELF)."""
    try:
        elf = ELFFile(stream)
    except ELFError:
        return
    for section in elf.iter_sections():
        if not isinstance(section, GNUVerNeedSection):
            continue
        for _needed, auxiliaries in section.iter_versions():
            for auxiliary in auxiliaries:
                match = VERSION_NAME.fullmatch(auxiliary.name)
                if match:
                    yield Need(match[1], tuple(map(int, match[2].split("."))), name)


def bundled_files(path: Path) -> Iterator[tuple[str, BinaryIO]]:
    """(name, contents) of every file of a build: a folder's files, or a one-file build
    itself (its bootloader) and every entry of its archive."""
    if path.is_dir():
        for file in sorted(p for p in path.rglob("*") if p.is_file() and not p.is_symlink()):
            with file.open("rb") as stream:
                yield str(file.relative_to(path)), stream
        return
    from PyInstaller.archive.readers import CArchiveReader

    with path.open("rb") as stream:
        yield path.name, stream
    archive = CArchiveReader(str(path))
    for name in sorted(archive.toc):
        data = archive.extract(name)
        if data:
            yield name, io.BytesIO(data)


def highest_needs(path: Path) -> dict[str, Need]:
    """The highest version of each library any file of the build at `path` needs."""
    highest: dict[str, Need] = {}
    for name, stream in bundled_files(path):
        for need in needs_of(name, stream):
            if need.library not in highest or need.version > highest[need.library].version:
                highest[need.library] = need
    return highest


def documented_floor(text: str) -> dict[str, Version]:
    """The floor written in docs/BUILDING.md's `**glibc floor:**` line."""
    for line in text.splitlines():
        found = FLOOR_LINE.search(line)
        if found:
            return {match[1]: tuple(map(int, match[2].split(".")))
                    for match in VERSION_NAME.finditer(found[1])}
    raise ValueError("no '**glibc floor:**' line")


def above_floor(highest: dict[str, Need], floor: dict[str, Version]) -> list[str]:
    """One line per library whose highest need is above the floor (or has no floor)."""
    problems = []
    for library, need in sorted(highest.items()):
        limit = floor.get(library)
        if limit is None or need.version > limit:
            allowed = version_text(library, limit) if limit else "no floor written"
            problems.append(f"{need.file} needs {version_text(library, need.version)} "
                            f"({allowed})")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("build", type=Path, help="the one-file executable or one-folder build")
    parser.add_argument("--check", action="store_true",
                        help=f"exit 1 when above the floor in {BUILDING.relative_to(ROOT)}")
    args = parser.parse_args(argv)
    if not args.build.exists():
        print(f"glibc floor: no build at {args.build}", file=sys.stderr)
        return 1
    highest = highest_needs(args.build)
    for library in LIBRARIES:
        need = highest.get(library)
        print(f"highest {library}_ needed: "
              + (f"{version_text(library, need.version)} (by {need.file})" if need else "none"))
    if not args.check:
        return 0
    floor = documented_floor(BUILDING.read_text(encoding="utf-8"))
    problems = above_floor(highest, floor)
    written = ", ".join(version_text(lib, version) for lib, version in sorted(floor.items()))
    for problem in problems:
        print(f"above the glibc floor ({written}): {problem}", file=sys.stderr)
    if not problems:
        print(f"within the glibc floor written in docs/BUILDING.md: {written}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
