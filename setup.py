"""Build hook: the shipped data folders, and the rules core and computer players compiled.

Data: the wheel carries the top-level `maps/` and `assets/` inside the package. The
repository keeps them beside `caylus/` (the map links `../assets/tiles/*.png`, and both open
as they are in Tiled); an installed game has them as `caylus/maps/` and `caylus/assets/`,
still side by side, and finds them through `caylus.resources`. Each data folder is listed as
a package of files (setuptools wants every folder it ships named).

Compiled modules (docs/BUILDING.md): the modules pyproject.toml lists under
[tool.caylus.compiled] are compiled to C extensions by mypyc, beside their `.py` sources,
which still ship (`CAYLUS_INTERPRETED=1` runs them). The environment variable CAYLUS_BUILD
chooses:
- unset or `auto`: compiled when mypyc and a C compiler are at hand, else interpreted
  (an install with no C compiler still works; it is only slower);
- `compiled`: compiled or the build fails (CI, release wheels);
- `interpreted`: nothing compiled.
An editable install (`pip install -e .`) is never compiled: its modules are the sources
being edited (`python setup.py build_ext --inplace` compiles them beside the sources).
Everything else about the build is in pyproject.toml.
"""

from __future__ import annotations

import os
import sys
import sysconfig
import tomllib
from glob import glob

from setuptools import find_namespace_packages, setup
from setuptools.command.build_ext import build_ext

SHIPPED = {"caylus.maps": "maps", "caylus.assets": "assets"}
SHARED_LIBRARY = "caylus._compiled"  # mypyc adds "__mypyc" to this module name
BUILD_COMMANDS = {"build", "build_ext", "bdist_wheel", "install"}
#: What mypyc compiles: pyproject.toml's [tool.caylus.compiled] (tests read it too).
with open("pyproject.toml", "rb") as _file:
    COMPILED = tomllib.load(_file)["tool"]["caylus"]["compiled"]


def data_packages(package: str, folder: str) -> list[str]:
    """`package` and one package per subfolder of `folder` (e.g. caylus.assets.fonts)."""
    return [package, *(f"{package}.{sub}" for sub in find_namespace_packages(where=folder))]


def compiled_sources() -> list[str]:
    left_out = set(COMPILED["exclude"])
    return sorted(path for pattern in COMPILED["include"] for path in glob(pattern)
                  if path.replace(os.sep, "/") not in left_out)


def extension_modules() -> list[object]:
    """mypyc's extensions for COMPILED, or none (see the module's docstring)."""
    wanted = wanted_build()
    building = BUILD_COMMANDS & set(sys.argv)  # not for metadata alone (egg_info, dist_info)
    if wanted == "interpreted" or "editable_wheel" in sys.argv or not building:
        return []
    try:
        from mypyc.build import mypycify

        # One shared library inside the package (caylus/_compiled__mypyc.*), so that the
        # compiled modules load wherever the package does, an in-place build included.
        # The Python being built for, not pyproject's python_version (3.11, the oldest
        # supported): the C that mypyc writes is for this interpreter (the hosted CI builds
        # wheels for 3.11 to 3.13).
        here = f"--python-version={sys.version_info.major}.{sys.version_info.minor}"
        return list(mypycify(["--config-file=pyproject.toml", here, *compiled_sources()],
                             opt_level="3", debug_level="0", group_name=SHARED_LIBRARY))
    except Exception as error:  # no mypyc, or the sources do not compile
        if wanted == "compiled":
            raise
        print(f"caylus: building the interpreted version only ({error})", file=sys.stderr)
        return []


def wanted_build() -> str:
    wanted = os.environ.get("CAYLUS_BUILD", "auto").strip().lower() or "auto"
    if wanted not in ("auto", "compiled", "interpreted"):
        sys.exit(f"CAYLUS_BUILD must be auto, compiled or interpreted, not {wanted!r}")
    return wanted


class BuildOrFallBack(build_ext):
    """Compile; with CAYLUS_BUILD=auto, a C compiler that is missing or fails leaves the
    interpreted modules, which are the same game."""

    def run(self) -> None:
        if self.inplace:  # a module compiled before but not now must not hide its source
            for old in glob(f"caylus/**/*{sysconfig.get_config_var('EXT_SUFFIX')}",
                            recursive=True):
                os.remove(old)
        try:
            super().run()
        except Exception as error:
            if wanted_build() != "auto":
                raise
            print(f"caylus: no C compiler worked, so this build is interpreted ({error})",
                  file=sys.stderr)
            self.extensions = []


code = find_namespace_packages(include=["caylus", "caylus.*"], exclude=["*.__pycache__"])
data = [name for package, folder in SHIPPED.items() for name in data_packages(package, folder)]

setup(
    packages=[*code, *data],
    package_dir=SHIPPED,
    package_data={"caylus.core.data": ["*.json"], "caylus.ai.data": ["*.json"],
                  "caylus.legal": ["*.json"]}  # the third-party component table
    | {name: ["*"] for name in data},
    ext_modules=extension_modules(),  # type: ignore[arg-type]
    cmdclass={"build_ext": BuildOrFallBack},
)
