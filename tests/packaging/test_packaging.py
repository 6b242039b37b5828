"""The wheel and build.spec ship every file the game reads; the spec leaves out only modules
the game never uses.

The wheel is built here (a few seconds, offline); installing it in a fresh virtual
environment and running its self-test from another folder is CI's job (.ci/run), as is
building the executable and checking it (tools/build_executable.sh). The spec tests catch the
usual ways a bundle breaks, in a second: an asset added in a new folder or format that the
spec does not collect, or a new import of a module the spec excludes.
"""

from __future__ import annotations

import ast
import hashlib
import json
import posixpath
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

import caylus

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "build.spec"
# Excluded modules the game's imports try but can do without (checked below).
OPTIONAL = {"_hashlib"}  # hashlib falls back to its built-in sha256 without OpenSSL
# Left out of the copy the wheel is built from (building writes build/ and *.egg-info there).
NOT_SOURCES = shutil.ignore_patterns(".git", ".venv", ".ci-venv", "build", "dist", "*.egg-info",
                                     "__pycache__", ".pytest_cache", ".ruff_cache",
                                     ".hypothesis", "out")


def spec_constant(name: str) -> object:
    """A literal assigned at the top level of build.spec (the spec is Python run by PyInstaller)."""
    for node in ast.parse(SPEC.read_text("utf-8")).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(target, ast.Name) and target.id == name for target in node.targets
        ):
            return ast.literal_eval(node.value)
    raise AssertionError(f"build.spec has no {name} = <literal>")


def shipped_files() -> set[Path]:
    folders = spec_constant("SHIPPED_FOLDERS")
    assert isinstance(folders, dict)
    shipped = {ROOT / "assets" / "CREDITS.md"}
    for folder, patterns in folders.items():
        for pattern in patterns:
            shipped.update(path.resolve() for path in (ROOT / folder).glob(pattern))
    return shipped


def test_every_file_under_maps_and_assets_is_shipped() -> None:
    on_disk = {path.resolve() for folder in ("maps", "assets")
               for path in (ROOT / folder).rglob("*") if path.is_file()}
    left_out = sorted(str(path.relative_to(ROOT)) for path in on_disk - shipped_files())
    assert left_out == [], "add these to SHIPPED_FOLDERS in build.spec"


def test_every_tileset_and_image_the_map_links_to_is_shipped() -> None:
    shipped = shipped_files()
    linked: set[Path] = set()
    for map_file in (ROOT / "maps").glob("*.t[ms]x"):
        for element in ET.parse(map_file).iter():
            if element.tag in ("tileset", "image") and "source" in element.attrib:
                linked.add((map_file.parent / element.attrib["source"]).resolve())
    assert any(path.suffix == ".png" for path in linked)
    assert sorted(str(path) for path in linked - shipped) == []
    assert all(path.is_file() for path in linked)


def test_the_rules_data_and_every_catalogue_are_shipped() -> None:
    shipped = shipped_files()
    data = sorted((ROOT / "caylus" / "core" / "data").glob("*.json"))
    catalogues = sorted((ROOT / "assets" / "i18n").glob("*/*.json"))
    assert data and catalogues
    assert set(path.resolve() for path in data + catalogues) <= shipped


def test_the_game_imports_no_module_the_spec_excludes() -> None:
    """Import everything the executable runs, then look for excluded modules in sys.modules."""
    code = (
        "import json, pkgutil, sys, importlib\n"
        "sys.modules['numpy'] = None  # left out of the bundle, as the cma extra may bring it\n"
        "import caylus, caylus.__main__, caylus.devtools.selftest\n"
        "import caylus.ui.app, caylus.ui.scenes.game  # first, in the order the game runs\n"
        "for package in ('caylus.core', 'caylus.ui'):\n"
        "    module = importlib.import_module(package)\n"
        "    for info in pkgutil.walk_packages(module.__path__, package + '.'):\n"
        "        importlib.import_module(info.name)\n"
        "print(json.dumps(sorted(name for name, module in sys.modules.items() if module)))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            cwd=ROOT, timeout=60, check=True)
    loaded = json.loads(result.stdout)
    excluded = spec_constant("EXCLUDES")
    assert isinstance(excluded, list) and "tkinter" in excluded
    clashes = sorted(name for name in loaded if name not in OPTIONAL
                     and any(name == ex or name.startswith(ex + ".") for ex in excluded))
    assert clashes == [], "the game imports modules that build.spec leaves out"


def test_saves_work_without_openssl(tmp_path: Path) -> None:
    """The bundle leaves `_hashlib` out: save checksums must come out the same without it."""
    code = (
        "import sys\n"
        "sys.modules['_hashlib'] = None  # as in the executable: importing it fails\n"
        "import hashlib\n"
        "from caylus.core import new_game\n"
        "from caylus.persistence.saves import load_game, save_game\n"
        "game = new_game(3, seed=5)\n"
        "game.apply(game.legal_actions()[0])\n"
        "save_game(game, sys.argv[1])\n"
        "assert load_game(sys.argv[1]).to_dict() == game.to_dict()\n"
        "print(hashlib.sha256(b'caylus').hexdigest())\n"
    )
    path = tmp_path / "save.json"
    result = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True,
                            text=True, timeout=60, check=True)
    assert result.stdout.strip() == hashlib.sha256(b"caylus").hexdigest()
    assert json.loads(path.read_text("utf-8"))


# ---------------------------------------------------------------------------- the wheel


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Iterator[zipfile.ZipFile]:
    """The wheel `pip install .` would build, built from a copy of the checkout."""
    source = tmp_path_factory.mktemp("wheel") / "source"
    shutil.copytree(ROOT, source, ignore=NOT_SOURCES)
    out = source.parent / "dist"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-index",
                    "--no-build-isolation", "--wheel-dir", str(out), str(source)],
                   check=True, capture_output=True, text=True, timeout=300)
    (built,) = out.glob("caylus-*.whl")
    with zipfile.ZipFile(built) as archive:
        yield archive


@pytest.mark.slow
def test_the_wheel_carries_the_map_and_every_asset_inside_the_package(wheel) -> None:
    names = set(wheel.namelist())
    shipped = {f"caylus/{path.relative_to(ROOT).as_posix()}" for folder in ("maps", "assets")
               for path in (ROOT / folder).rglob("*") if path.is_file()}
    assert {"caylus/maps/board.tmx", "caylus/assets/fonts/DejaVuSans.ttf",
            "caylus/assets/sounds/click.wav", "caylus/assets/i18n/en/shell.json",
            "caylus/assets/tiles/terrain.png"} <= shipped
    assert sorted(shipped - names) == []
    assert not any(name.startswith(("maps/", "assets/", "tests/", "tools/")) for name in names)


@pytest.mark.slow
def test_the_wheel_carries_every_module_and_the_rules_data(wheel) -> None:
    names = set(wheel.namelist())
    sources = {path.relative_to(ROOT).as_posix() for path in (ROOT / "caylus").rglob("*")
               if path.suffix in (".py", ".json") and "__pycache__" not in path.parts}
    assert "caylus/core/data/buildings.json" in sources
    assert sorted(sources - names) == []


@pytest.mark.slow
def test_the_maps_links_resolve_inside_the_wheel(wheel) -> None:
    names = set(wheel.namelist())
    linked = set()
    for name in names:
        if name.startswith("caylus/maps/") and name.endswith((".tmx", ".tsx")):
            for element in ET.fromstring(wheel.read(name)).iter():
                if element.tag in ("tileset", "image") and "source" in element.attrib:
                    target = posixpath.join(posixpath.dirname(name), element.attrib["source"])
                    linked.add(posixpath.normpath(target))
    assert {"caylus/maps/terrain.tsx", "caylus/assets/tiles/terrain.png"} <= linked
    assert sorted(linked - names) == []


@pytest.mark.slow
def test_the_wheel_has_the_one_version_and_the_caylus_command(wheel) -> None:
    metadata = wheel.read(f"caylus-{caylus.__version__}.dist-info/METADATA").decode()
    assert f"\nVersion: {caylus.__version__}\n" in metadata
    entry_points = wheel.read(f"caylus-{caylus.__version__}.dist-info/entry_points.txt")
    assert b"caylus = caylus.__main__:main" in entry_points
