"""DESIGN layers: nothing in caylus.core or caylus.ai imports pygame."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

import caylus

PACKAGE_ROOT = Path(caylus.__file__).parent
PURE_PACKAGES = ("core", "ai")


def imported_modules(source: str) -> set[str]:
    modules = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            modules.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            modules.add(node.module)
        elif isinstance(node, ast.Call) and getattr(node.func, "id", "") == "__import__":
            modules.update(arg.value for arg in node.args if isinstance(arg, ast.Constant))
    return modules


def pure_sources() -> list[Path]:
    return sorted(p for name in PURE_PACKAGES for p in (PACKAGE_ROOT / name).rglob("*.py"))


def test_the_pure_packages_have_sources():
    names = {p.name for p in pure_sources()}
    assert {"game.py", "placement.py", "favours.py"} <= names


@pytest.mark.parametrize("path", pure_sources(), ids=lambda p: str(p.relative_to(PACKAGE_ROOT)))
def test_no_pygame_import_in_the_source(path):
    modules = imported_modules(path.read_text(encoding="utf-8"))
    assert not any(m == "pygame" or m.startswith("pygame.") for m in modules), path


def test_the_import_check_sees_pygame():
    assert "pygame.display" in imported_modules("import pygame.display")
    assert "pygame.mixer" in imported_modules("from pygame.mixer import Sound")


@pytest.mark.parametrize("package", ["caylus.core", "caylus.ai"])
def test_importing_leaves_pygame_unloaded(package):
    """Every module of the package, imported in a fresh interpreter."""
    code = ("import importlib, pkgutil, sys\n"
            f"import {package} as package\n"
            "for info in pkgutil.walk_packages(package.__path__, package.__name__ + '.'):\n"
            "    importlib.import_module(info.name)\n"
            "print('pygame' in sys.modules)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True, timeout=60)
    assert result.stdout.strip() == "False"


def test_a_whole_game_runs_without_pygame():
    code = ("import sys, random\n"
            "from caylus.core import new_game\n"
            "g = new_game(3, 2)\n"
            "r = random.Random(2)\n"
            "while not g.is_over:\n"
            "    g.apply(r.choice(g.legal_actions()))\n"
            "print('pygame' in sys.modules)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True, timeout=60)
    assert result.stdout.strip() == "False"
