"""Build hook: the wheel carries the top-level `maps/` and `assets/` inside the package.

The repository keeps them beside `caylus/` (the map links `../assets/tiles/*.png`, and both
open as they are in Tiled); an installed game has them as `caylus/maps/` and
`caylus/assets/`, still side by side, and finds them through `caylus.resources`. Each data
folder is listed as a package of files (setuptools wants every folder it ships named).
Everything else about the build is in pyproject.toml.
"""

from setuptools import find_namespace_packages, setup

SHIPPED = {"caylus.maps": "maps", "caylus.assets": "assets"}


def data_packages(package: str, folder: str) -> list[str]:
    """`package` and one package per subfolder of `folder` (e.g. caylus.assets.fonts)."""
    return [package, *(f"{package}.{sub}" for sub in find_namespace_packages(where=folder))]


code = find_namespace_packages(include=["caylus", "caylus.*"], exclude=["*.__pycache__"])
data = [name for package, folder in SHIPPED.items() for name in data_packages(package, folder)]

setup(
    packages=[*code, *data],
    package_dir=SHIPPED,
    package_data={"caylus.core.data": ["*.json"], "caylus.ai.data": ["*.json"],
                  "caylus.legal": ["*.json"]}  # the third-party component table
    | {name: ["*"] for name in data},
)
