"""The package's import layers and its import circles, read from the sources with `ast`.

Layers: core ← ai ← ui, with engine, arena and exploit beside ui (they use core and ai, never
ui); the development tools (`devtools`: benchmarks, text check, self-test, showcase) use the
program and nothing in it uses them; the entry modules at the top of the package (`__main__`,
`desktop_entry`) start it all and nothing uses them. pygame belongs to ui, the development
tools and the entry.
Every import counts, wherever it is written: at the top, inside a function, or under
`if TYPE_CHECKING:` (a circle made only for type hints is still a circle).
"""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path

import pytest

import caylus

PACKAGE = Path(caylus.__file__).parent

# The parts a part may import. `root` is the package's own module (the version), `resources`
# finds the shipped files and `logfile` sets up the log (with the version); they import nothing
# else of the package, so every layer may use the last two.
# identity: the app id and names; errors: the one base of the game's errors (no imports)
BASE = {"resources", "logfile", "identity", "errors"}
MAY_IMPORT: dict[str, set[str]] = {
    "core": BASE,  # the rules
    "persistence": BASE | {"root", "core"},  # saves, the scoreboard's file, the atomic writer
    "analysis": BASE | {"core"},  # where prestige came from, read from the rules' events
    "ai": BASE | {"core"},
    "engine": BASE | {"root", "core", "ai", "persistence"},
    "arena": BASE | {"root", "core", "ai", "progress", "heldout", "persistence"},
    "exploit": BASE | {"root", "core", "ai", "arena", "progress"},
    "ui": BASE | {"root", "core", "ai", "interrupt", "legal", "build_kind", "persistence",
                  "analysis"},
    # `python -m caylus.review`: a command line over core, ai, arena (its records) and ui's
    # catalogue words; nothing imports it
    "review": BASE | {"root", "core", "ai", "arena", "ui", "progress", "persistence",
                      "analysis"},
    "root": {"build_kind"},  # CAYLUS_INTERPRETED is obeyed as soon as the package loads
    "build_kind": set(),  # which build runs: compiled by mypyc or interpreted
    "resources": {"errors"},
    "logfile": {"root", "resources"},
    "interrupt": set(),  # Ctrl+C and `kill`, asked by the window's loop
    "identity": set(),  # the app id, bundle id and addresses (caylus/identity.py)
    "errors": set(),  # CaylusError: a code the catalogues word, values, an English message
    # opponents written apart from the computer players, measured against by the arena only:
    # neither the players (ai) nor the tuning (exploit) may import them
    "heldout": BASE | {"core", "ai"},
    "progress": set(),  # the command-line tools' progress line (tqdm when installed)
    "legal": set(),  # the third-party components and where the licence files are
}
PROGRAM = {part for part in MAY_IMPORT if part not in {"exploit", "review"}}
# the benchmarks, text check, self-test and showcase: they drive the program as a player would
MAY_IMPORT["devtools"] = PROGRAM | {"review"}
# `caylus` and `python -m caylus` (the game, `--self-test`), and the desktop file's writer
MAY_IMPORT["entry"] = MAY_IMPORT["devtools"] | {"devtools"}
ENTRY_MODULES = {"__main__": "entry", "desktop_entry": "entry"}
USES_PYGAME = {"ui", "devtools", "entry"}


# --- reading the imports ---------------------------------------------------------------------

def module_files(package: Path) -> dict[str, Path]:
    """Dotted module name -> source file, for every module of `package` (a package folder)."""
    modules = {}
    for path in sorted(package.rglob("*.py")):
        parts = path.relative_to(package.parent).with_suffix("").parts
        modules[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return modules


def imported_names(module: str, is_package: bool, tree: ast.AST) -> Iterator[str]:
    """Every dotted name the module imports, made absolute (relative imports are resolved
    against the module's own package); `from a import b` gives `a.b`."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = module.split(".") if is_package else module.split(".")[:-1]
                base = base[:len(base) - node.level + 1]
                source = ".".join([*base, node.module] if node.module else base)
            else:
                source = node.module or ""
            yield from (source if alias.name == "*" else f"{source}.{alias.name}"
                        for alias in node.names)
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id == "__import__"):
            yield from (arg.value for arg in node.args[:1]
                        if isinstance(arg, ast.Constant) and isinstance(arg.value, str))


def innermost_module(name: str, modules: Mapping[str, object]) -> str | None:
    """The module `name` lands in: itself, or the package it is an attribute of."""
    while name and name not in modules:
        name = name.rpartition(".")[0]
    return name or None


def imports_by_module(package: Path) -> dict[str, set[str]]:
    """Module -> every dotted name it imports, for each module of `package`."""
    imports = {}
    for module, path in module_files(package).items():
        tree = ast.parse(path.read_text("utf-8"), filename=str(path))
        imports[module] = set(imported_names(module, path.name == "__init__.py", tree))
    return imports


def import_graph(imports: Mapping[str, set[str]]) -> dict[str, set[str]]:
    """Module -> the modules of the same package it imports. `from p import x` counts as an
    import of `p.x` when x is a module, else of the package `p` (whose __init__ defines x)."""
    graph: dict[str, set[str]] = {}
    for module, names in imports.items():
        targets = {innermost_module(name, imports) for name in names}
        graph[module] = {t for t in targets if t is not None and t != module}
    return graph


def outside_imports(imports: Mapping[str, set[str]]) -> dict[str, set[str]]:
    """Module -> the top-level names of what it imports from outside its package."""
    return {module: {name.split(".")[0] for name in names} - {module.split(".")[0], ""}
            for module, names in imports.items()}


# --- layers and circles ----------------------------------------------------------------------

def part_of(module: str) -> str:
    parts = module.split(".")
    if len(parts) == 1:
        return "root"
    part = ENTRY_MODULES.get(parts[1], parts[1])
    assert part in MAY_IMPORT, f"{module} belongs to no layer: add it to MAY_IMPORT"
    return part


def layer_violations(graph: Mapping[str, set[str]]) -> list[str]:
    wrong = []
    for module, targets in sorted(graph.items()):
        part = part_of(module)
        wrong += [f"{module} imports {target}" for target in sorted(targets)
                  if part_of(target) != part and part_of(target) not in MAY_IMPORT[part]]
    return wrong


def reachable(graph: Mapping[str, set[str]], start: str) -> set[str]:
    seen: set[str] = set()
    todo = [start]
    while todo:
        for target in graph.get(todo.pop(), set()) - seen:
            seen.add(target)
            todo.append(target)
    return seen


def circles(graph: Mapping[str, set[str]]) -> list[frozenset[str]]:
    """The import circles: each set of modules that all reach each other (two or more)."""
    reach = {module: reachable(graph, module) for module in graph}
    found = {frozenset({module} | {other for other in reach[module] if module in reach[other]})
             for module in graph if module in reach[module]}
    return sorted(found, key=sorted)


# --- the package as it is --------------------------------------------------------------------

IMPORTS = imports_by_module(PACKAGE)
GRAPH = import_graph(IMPORTS)


def test_the_graph_holds_every_module_and_its_imports() -> None:
    assert {"caylus", "caylus.core.game", "caylus.ai.greedy", "caylus.ui.app",
            "caylus.engine.session", "caylus.arena.runner", "caylus.__main__"} <= GRAPH.keys()
    assert "caylus.core.placement" in GRAPH["caylus.core.game"]
    assert "caylus.ai.evaluation" in GRAPH["caylus.ai.greedy"]  # from caylus.ai import evaluation


def test_each_part_imports_only_the_layers_below_it() -> None:
    assert layer_violations(GRAPH) == []


def test_only_the_window_and_the_entry_modules_import_pygame() -> None:
    wrong = sorted(module for module, names in outside_imports(IMPORTS).items()
                   if "pygame" in names and part_of(module) not in USES_PYGAME)
    assert wrong == []


def test_no_import_circle_not_even_for_type_hints() -> None:
    assert [sorted(circle) for circle in circles(GRAPH)] == []


def pygame_loaded_after(code: str) -> bool:
    """Whether pygame is loaded once `code` has run in a fresh interpreter."""
    script = f"{code}\nimport sys\nprint('pygame' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            check=True, timeout=60)
    return result.stdout.splitlines()[-1] == "True"  # after anything pygame prints itself


@pytest.mark.parametrize("package", ["caylus.core", "caylus.ai", "caylus.engine", "caylus.arena"])
def test_importing_leaves_pygame_unloaded(package: str) -> None:
    """Every module of the package, imported in a fresh interpreter."""
    assert not pygame_loaded_after(
        "import importlib, pkgutil\n"
        f"import {package} as package\n"
        "for info in pkgutil.walk_packages(package.__path__, package.__name__ + '.'):\n"
        "    importlib.import_module(info.name)")


def test_a_whole_game_runs_without_pygame() -> None:
    assert not pygame_loaded_after(
        "import random\n"
        "from caylus.core import new_game\n"
        "g = new_game(3, 2)\n"
        "r = random.Random(2)\n"
        "while not g.is_over:\n"
        "    g.apply(r.choice(g.legal_actions()))")


def test_the_pygame_probe_sees_pygame() -> None:
    assert pygame_loaded_after("import pygame")


# --- the checks themselves, on a made-up package ---------------------------------------------

def write_package(root: Path, files: Mapping[str, str]) -> Path:
    for name, source in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(source, encoding="utf-8")
    return root / "caylus"


def test_the_graph_resolves_every_way_of_importing(tmp_path: Path) -> None:
    package = write_package(tmp_path, {
        "caylus/__init__.py": "",
        "caylus/core/__init__.py": "from caylus.core.game import Game\nNAME = 1\n",
        "caylus/core/game.py": "from . import places\nfrom .rules import score as s\n",
        "caylus/core/places.py": "import caylus.core.rules\n",
        "caylus/core/rules.py": "def score():\n    from caylus.core import NAME\n",
        "caylus/ui/__init__.py": "",
        "caylus/ui/scene.py": ("from typing import TYPE_CHECKING\n"
                               "if TYPE_CHECKING:\n    from ..core import game\n"
                               "from caylus.core import places, NAME\n"),
    })
    graph = import_graph(imports_by_module(package))
    assert graph["caylus.core"] == {"caylus.core.game"}
    assert graph["caylus.core.game"] == {"caylus.core.places", "caylus.core.rules"}
    assert graph["caylus.core.places"] == {"caylus.core.rules"}
    assert graph["caylus.core.rules"] == {"caylus.core"}
    assert graph["caylus.ui.scene"] == {"caylus.core.game", "caylus.core.places", "caylus.core"}
    assert circles(graph) == [frozenset({"caylus.core", "caylus.core.game", "caylus.core.places",
                                         "caylus.core.rules"})]


def test_a_circle_only_for_type_hints_is_found(tmp_path: Path) -> None:
    package = write_package(tmp_path, {
        "caylus/__init__.py": "",
        "caylus/ai/__init__.py": "",
        "caylus/ai/a.py": "from caylus.ai.b import B\n",
        "caylus/ai/b.py": ("from typing import TYPE_CHECKING\n"
                           "if TYPE_CHECKING:\n    from caylus.ai.a import A\n"),
        "caylus/ai/c.py": "from caylus.ai import a\n",
    })
    graph = import_graph(imports_by_module(package))
    assert circles(graph) == [frozenset({"caylus.ai.a", "caylus.ai.b"})]


def test_the_layer_check_names_each_import_across_the_layers(tmp_path: Path) -> None:
    package = write_package(tmp_path, {
        "caylus/__init__.py": "",
        "caylus/resources.py": "",
        "caylus/devtools/selftest.py": "import caylus.ui.app\nimport pygame\n",
        "caylus/core/__init__.py": "import caylus.resources\nimport caylus.ai\n",
        "caylus/ai/__init__.py": "from caylus.core import x\n",
        "caylus/engine/__init__.py": "from caylus.ui import app\nimport pygame.display\n",
        "caylus/ui/__init__.py": "",
        "caylus/ui/app.py": ("from caylus.devtools.selftest import run\n"
                             "from caylus import resources\n"),
    })
    imports = imports_by_module(package)
    assert layer_violations(import_graph(imports)) == ["caylus.core imports caylus.ai",
                                       "caylus.engine imports caylus.ui.app",
                                       "caylus.ui.app imports caylus.devtools.selftest"]
    outside = outside_imports(imports)
    assert outside["caylus.engine"] == outside["caylus.devtools.selftest"] == {"pygame"}
