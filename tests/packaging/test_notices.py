"""The licence notices cover everything the game ships, and the game can find them.

THIRD-PARTY-NOTICES.txt is generated from caylus/legal/components.json; these tests hold the
table to what is really installed (the Python distributions `caylus` depends on, pygame-ce's
native libraries, the fonts) and check the build checker on fake bundles in tmp_path.
"""

from __future__ import annotations

import fnmatch
import importlib.metadata
import importlib.util
import sys
from pathlib import Path

import pytest
from packaging.requirements import Requirement

import caylus.legal
from caylus.legal import components, legal_file
from tests.tools_loader import load_tool

ROOT = Path(__file__).resolve().parents[2]
# The environment markers of the three systems the game is built for.
SYSTEMS = {
    "linux": {"sys_platform": "linux", "platform_system": "Linux", "os_name": "posix"},
    "windows": {"sys_platform": "win32", "platform_system": "Windows", "os_name": "nt"},
    "macos": {"sys_platform": "darwin", "platform_system": "Darwin", "os_name": "posix"},
}


def canonical(name: str) -> str:
    """A distribution name as PyPI compares them (PyTMX == pytmx, python_bidi == python-bidi)."""
    return name.lower().replace("_", "-").replace(".", "-")


def runtime_closure(system: str) -> set[str]:
    """Installed distributions `caylus` needs at run time on `system` (markers evaluated)."""
    environment = {**SYSTEMS[system], "extra": ""}
    found: set[str] = set()
    pending = ["caylus"]
    while pending:
        name = pending.pop()
        for text in importlib.metadata.requires(name) or []:
            requirement = Requirement(text)
            if requirement.marker and not requirement.marker.evaluate(environment):
                continue
            if canonical(requirement.name) not in found:
                found.add(canonical(requirement.name))
                try:
                    importlib.metadata.distribution(requirement.name)
                except importlib.metadata.PackageNotFoundError:
                    continue  # e.g. colorama, needed on Windows only: listed, not walked
                pending.append(requirement.name)
    return found


def test_the_notices_file_is_up_to_date() -> None:
    assert load_tool("third_party_notices").main(["--check"]) == 0


@pytest.mark.parametrize("system", sorted(SYSTEMS))
def test_every_runtime_distribution_has_an_entry(system: str) -> None:
    listed = {canonical(item.distribution) for item in components() if item.distribution}
    needed = runtime_closure(system)
    assert {"pygame-ce", "pytmx", "babel", "pyphen"} <= needed
    assert needed - listed == set()


def test_every_native_library_of_the_installed_pygame_matches_an_entry() -> None:
    distribution = importlib.metadata.distribution("pygame-ce")
    natives = [str(path) for path in distribution.files or []
               if load_tool("third_party_notices").NATIVE.search(path.name)]
    assert len(natives) > 20  # SDL2 and its image, sound and font libraries, at least
    tool = load_tool("third_party_notices")
    assert [path for path in natives if not tool.covered_file(path)] == []


def test_every_font_matches_an_entry() -> None:
    fonts = sorted((ROOT / "assets" / "fonts").iterdir())
    assert fonts
    patterns = [pattern for item in components() if item.kind == "font" for pattern in item.files]
    assert [font.name for font in fonts
            if not any(fnmatch.fnmatch(font.name, pattern) for pattern in patterns)] == []


def test_every_component_has_a_licence_text() -> None:
    tool = load_tool("third_party_notices")
    for component in components():
        texts = tool.licence_texts(component)
        assert texts and all(text.strip() for _, text in texts), component.id


def test_components_are_typed_and_unique() -> None:
    ids = [item.id for item in components()]
    assert len(ids) == len(set(ids))
    assert all(item.licence and item.homepage.startswith("http") for item in components())


def fake_bundle(folder: Path, *extra: str) -> Path:
    """A one-folder build's layout with covered files, plus `extra` relative paths."""
    internal = folder / "_internal"
    for relative in ("pygame_ce.libs/libSDL2-2-50d19f93.0.so.0.3200.10", "libpython3.11.so.1.0",
                     "python3.11/lib-dynload/_bz2.cpython-311-x86_64-linux-gnu.so",
                     "pygame/base.cpython-311-x86_64-linux-gnu.so", "pytmx/__init__.py",
                     "pytmx/pytmx.py", "caylus/assets/fonts/DejaVuSans.ttf", *extra):
        (internal / relative).parent.mkdir(parents=True, exist_ok=True)
        (internal / relative).write_bytes(b"")
    return folder


def test_check_bundle_fails_on_an_unknown_library(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    bundle = fake_bundle(tmp_path / "caylus", "libmystery.so.1")
    assert load_tool("third_party_notices").main(["--check-bundle", str(bundle)]) == 1
    assert "_internal/libmystery.so.1" in capsys.readouterr().err


def test_check_bundle_fails_on_an_unknown_python_package(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bundle = fake_bundle(tmp_path / "caylus", "mystery/__init__.py")
    assert load_tool("third_party_notices").main(["--check-bundle", str(bundle)]) == 1
    assert "mystery (Python package)" in capsys.readouterr().err


def test_check_bundle_passes_when_everything_is_covered(tmp_path: Path) -> None:
    bundle = fake_bundle(tmp_path / "caylus")
    assert load_tool("third_party_notices").main(["--check-bundle", str(bundle)]) == 0


@pytest.mark.parametrize("name", caylus.legal.LEGAL_FILES)
def test_legal_file_is_found_in_a_checkout(name: str) -> None:
    found = legal_file(name)
    assert found == ROOT / name
    assert found.read_text(encoding="utf-8").strip()


@pytest.mark.parametrize("name", caylus.legal.LEGAL_FILES)
def test_legal_file_is_found_in_a_bundle(name: str, tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / name).write_text("bundled copy\n", encoding="utf-8")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert legal_file(name) == tmp_path / name


def test_legal_file_refuses_other_names() -> None:
    with pytest.raises(ValueError):
        legal_file("README.md")
