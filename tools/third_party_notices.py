"""Write THIRD-PARTY-NOTICES.txt from caylus/legal/components.json, or check it and builds.

    python tools/third_party_notices.py                  # (re)write THIRD-PARTY-NOTICES.txt
    python tools/third_party_notices.py --check          # exit 1 if the file is out of date
    python tools/third_party_notices.py --check-bundle DIR_OR_EXE
                                                         # exit 1 if the build carries a native
                                                         # library or Python package no
                                                         # component covers

The file lists every component (name, licence, homepage), then each licence text once with the
components it applies to. Texts come from the Python distributions' own licence files (their
dist-info, read now) or from legal/texts/. Nothing platform-specific goes in (no versions, no
paths), so the same file is right on Linux, Windows and macOS.

The bundle check reads a one-folder build's files and, for a one-file build or the program of a
one-folder build, PyInstaller's archive (its CArchive and the PYZ inside) without running it.
"""

from __future__ import annotations

import argparse
import fnmatch
import importlib.metadata
import os
import re
import sys
import zipfile
from collections.abc import Iterable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from caylus.legal import Component, components  # noqa: E402

NOTICES = ROOT / "THIRD-PARTY-NOTICES.txt"
TEXTS = ROOT / "legal" / "texts"
OWN_MODULES = {"caylus", "pyinstaller_entry"}  # the game and its PyInstaller entry script
NATIVE = re.compile(r"\.(so(\.[0-9.]+)?|dll|pyd|dylib)$", re.IGNORECASE)
RULE = "=" * 78

PREFACE = """\
THIRD-PARTY NOTICES FOR CAYLUS

Caylus (this digital edition) contains or uses the components listed below. They are not
covered by Caylus's own LICENSE: each comes under its own licence, reproduced in full after
the list, and nothing in Caylus's licence limits the rights those licences give you.

Components under the GNU LGPL (pygame-ce, PyTMX, python-bidi, FluidSynth, libsndfile, mpg123,
alsa-lib, and Pyphen's hyphenation patterns) may be replaced with your own modified versions:
 - in a pip install, they are ordinary Python distributions and shared libraries;
 - in the standalone executable, the shared libraries are separate files inside the bundle
   (one-folder build: `_internal/`; one-file build: the folder it unpacks into at launch),
   and pygame-ce, PyTMX and python-bidi's Python code is shipped as plain .py files there
   too, so any of them can be swapped for a compatible build.
The source code of every component is available from its homepage listed below; for the
LGPL components these are:
{lgpl_sources}
Each dependency is listed once, whatever the platform; a given build contains only the
libraries its platform needs (for example colorama and the Visual C++ runtime on Windows).
"""


def lgpl_components() -> list[Component]:
    """Components whose licence expression names the LGPL."""
    return [component for component in components() if "LGPL" in component.licence]


def licence_texts(component: Component) -> list[tuple[str, str]]:
    """(title, text) for each licence text of `component`; raise if one is missing or empty."""
    found: list[tuple[str, str]] = []
    for reference in component.texts:
        if reference.startswith("dist:"):
            found.extend(distribution_texts(reference.removeprefix("dist:")))
        else:
            found.append((text_title(reference), (TEXTS / reference).read_text(encoding="utf-8")))
    for title, text in found:
        if not text.strip():
            raise SystemExit(f"{component.id}: licence text {title} is empty")
    if not found:
        raise SystemExit(f"{component.id}: no licence text")
    return found


def text_title(reference: str) -> str:
    """A heading for a text of legal/texts: Debian's copyright files say where they are from."""
    stem = Path(reference).stem
    if reference.startswith("debian/"):
        return f"{stem}: copyright and licence, as recorded by Debian (its copyright file)"
    return stem


def distribution_texts(name: str) -> list[tuple[str, str]]:
    """The licence files an installed distribution declares (License-File), as (title, text)."""
    try:
        distribution = importlib.metadata.distribution(name)
    except importlib.metadata.PackageNotFoundError:
        raise SystemExit(f"{name} is not installed: its licence files are read from it") from None
    texts = []
    for license_file in distribution.metadata.get_all("License-File") or []:
        text = distribution.read_text(f"licenses/{license_file}")
        if text is None:  # older metadata keeps them beside METADATA
            text = distribution.read_text(license_file)
        if text is None:
            raise SystemExit(f"{name}: declared licence file {license_file} is missing")
        texts.append((f"{distribution.metadata['Name']} {license_file}", text))
    if not texts:
        raise SystemExit(f"{name}: declares no licence file; keep its text under legal/texts/")
    return texts


def normalised(text: str) -> str:
    """The text with whitespace collapsed, so copies differing in wrapping count as one."""
    return " ".join(text.split())


def render() -> str:
    """The whole THIRD-PARTY-NOTICES.txt."""
    groups: dict[str, tuple[str, str, list[str]]] = {}  # text key -> title, text, components
    for component in components():
        for title, text in licence_texts(component):
            entry = groups.setdefault(normalised(text), (title, text, []))
            if component.name not in entry[2]:
                entry[2].append(component.name)
    lines = [PREFACE.format(lgpl_sources=lgpl_sources()), RULE, "COMPONENTS", RULE, ""]
    for component in components():
        lines += [component.name, f"  Licence:  {component.licence}",
                  f"  Homepage: {component.homepage}", ""]
    for title, text, names in groups.values():
        lines += [RULE, title, "Applies to: " + "; ".join(names), RULE, "", text.rstrip(), ""]
    return "\n".join(line.rstrip() for line in "\n".join(lines).splitlines()) + "\n"


def lgpl_sources() -> str:
    """One ` - name: homepage` line per LGPL component."""
    return "".join(f" - {item.name}: {item.homepage}\n" for item in lgpl_components())


def write() -> int:
    """Rewrite the notices file."""
    NOTICES.write_text(render(), encoding="utf-8", newline="\n")
    print(f"wrote {NOTICES.relative_to(ROOT)} ({len(components())} components)")
    return 0


def check() -> int:
    """0 if the notices file matches the table and texts, else 1 with a hint."""
    current = NOTICES.read_text(encoding="utf-8") if NOTICES.is_file() else ""
    if current == render():
        print(f"{NOTICES.name} is up to date")
        return 0
    print(f"{NOTICES.name} is out of date: run python tools/third_party_notices.py",
          file=sys.stderr)
    return 1


# --- the bundle check -------------------------------------------------------------------------


def covered_file(path: str) -> bool:
    """Whether a native library at bundle-relative `path` belongs to some component."""
    name = path.rsplit("/", 1)[-1]
    parent = path.rsplit("/", 2)[-2] if "/" in path else ""
    module = name.split(".", 1)[0]
    if module in sys.stdlib_module_names and parent in ("", "_internal", "lib-dynload"):
        return True  # an extension module of the standard library (CPython)
    if module in OWN_MODULES:
        return True
    if any(part in OWN_MODULES for part in path.split("/")[:-1]) and "__mypyc" not in name:
        return True  # a module of the game compiled by mypyc (docs/BUILDING.md)
    for component in components():
        for pattern in component.files:
            if "/" in pattern:
                if any(fnmatch.fnmatch(tail.lower(), pattern.lower()) for tail in tails(path)):
                    return True
            elif fnmatch.fnmatch(name.lower(), pattern.lower()):
                return True
    return False


def tails(path: str) -> Iterator[str]:
    """`a/b/c` -> `a/b/c`, `b/c`, `c`: a pattern may match the end of the path."""
    parts = path.split("/")
    return ("/".join(parts[index:]) for index in range(len(parts)))


def covered_module(top: str) -> bool:
    """Whether the top-level Python module or package `top` belongs to the game or a component."""
    if top in OWN_MODULES or top in sys.stdlib_module_names or top.startswith("_sysconfigdata"):
        return True
    return any(
        fnmatch.fnmatchcase(top, pattern) for item in components() for pattern in item.modules
    )


def folder_contents(folder: Path) -> tuple[list[str], set[str], list[Path]]:
    """A build folder's native libraries, top-level Python modules and candidate archives.

    Python files count from the folder holding base_library.zip (`_internal/`, or a macOS
    app's Resources/), where PyInstaller puts what it collects as source; extension modules
    are native libraries and are matched by their file patterns instead.
    """
    natives: list[str] = []
    modules: set[str] = set()
    archives: list[Path] = []
    sources: list[Path] = []
    root = folder / "_internal" if (folder / "_internal").is_dir() else folder
    for directory, _, names in os.walk(folder):
        for name in names:
            path = Path(directory) / name
            if path.is_symlink():
                continue  # macOS .app bundles link Resources/ to Frameworks/: seen once
            if NATIVE.search(name):
                natives.append(path.relative_to(folder).as_posix())
            elif name.endswith((".py", ".pyc")):
                sources.append(path)
            elif name == "base_library.zip":
                modules |= zip_modules(path)
                root = path.parent
            elif name.endswith(".exe") or (os.access(path, os.X_OK) and "." not in name):
                archives.append(path)
    modules |= {top_module(path, root if path.is_relative_to(root) else folder) for path in sources}
    return natives, modules, archives


def top_module(path: Path, root: Path) -> str:
    """`root/pytmx/pytmx.py` -> `pytmx`; `root/six.py` -> `six`."""
    return path.relative_to(root).parts[0].split(".", 1)[0]


def zip_modules(path: Path) -> set[str]:
    """Top-level module names in a zip of modules (PyInstaller's base_library.zip)."""
    with zipfile.ZipFile(path) as archive:
        return {name.split("/", 1)[0].split(".", 1)[0] for name in archive.namelist()}


def archive_contents(path: Path) -> tuple[list[str], set[str]] | None:
    """A PyInstaller executable's native libraries and top-level modules; None if not one."""
    from PyInstaller.archive.readers import CArchiveReader  # only builds need PyInstaller

    try:
        archive = CArchiveReader(str(path))
    except Exception:  # any file that is not an archive: nothing to read
        return None
    natives: list[str] = []
    modules: set[str] = set()
    for name, entry in archive.toc.items():
        kind = entry[-1]
        if kind == "z":  # the PYZ: every pure-Python module
            pyz = archive.open_embedded_archive(name)
            modules |= {module.split(".", 1)[0] for module in pyz.toc}
        elif kind in "msM":  # bootstrap modules and scripts
            modules.add(name.split(".", 1)[0])
        elif NATIVE.search(name):
            natives.append(name)
        elif name.endswith((".py", ".pyc")):
            modules.add(name.split("/", 1)[0].split(".", 1)[0])
    return natives, modules


def bundle_contents(bundle: Path) -> tuple[list[str], set[str]]:
    """Native libraries and top-level modules of a one-folder or one-file build."""
    if bundle.is_file():
        found = archive_contents(bundle)
        if found is None:
            raise SystemExit(f"{bundle} is not a PyInstaller executable")
        return found
    natives, modules, candidates = folder_contents(bundle)
    for candidate in candidates:
        found = archive_contents(candidate)
        if found is not None:
            natives += found[0]
            modules |= found[1]
    return natives, modules


def check_bundle(bundle: Path) -> int:
    """0 if every native library and Python package in the build is covered, else 1."""
    natives, modules = bundle_contents(bundle)
    unknown = sorted({path for path in natives if not covered_file(path)})
    unknown += sorted(f"{name} (Python package)" for name in modules if not covered_module(name))
    if unknown:
        print(f"{bundle}: not covered by caylus/legal/components.json:", file=sys.stderr)
        print("".join(f"  {item}\n" for item in unknown), end="", file=sys.stderr)
        return 1
    print(f"{bundle}: all {len(natives)} native libraries and {len(modules)} Python packages"
          " covered")
    return 0


def main(argv: Iterable[str] | None = None) -> int:
    """Command line: write, --check or --check-bundle."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    action = parser.add_mutually_exclusive_group()
    action.add_argument("--check", action="store_true", help="fail if the file is out of date")
    action.add_argument("--check-bundle", type=Path, metavar="BUILD", help="check a build")
    arguments = parser.parse_args(None if argv is None else list(argv))
    if arguments.check_bundle is not None:
        return check_bundle(arguments.check_bundle)
    return check() if arguments.check else write()


if __name__ == "__main__":
    sys.exit(main())
