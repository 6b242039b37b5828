"""What build.spec tells Windows and macOS about the program: its version, names and icon.

Kept out of the spec so that tests can check it without running PyInstaller (and on Linux,
where PyInstaller's Windows version-resource module cannot even be imported: it needs
pefile). Everything comes from `caylus/__init__.py` (the version) and `caylus/identity.py`.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # the checkout's package, also when the spec imports this file
    sys.path.insert(0, str(ROOT))

import caylus  # noqa: E402
from caylus.identity import APP_NAME, MAC_BUNDLE_ID  # noqa: E402

ICONS = ROOT / "assets" / "icons"
#: Windows' version resource has no field for a pre-release tag: 1.2.0rc1 is 1.2.0.0 there
#: (its text fields keep the whole string).
RELEASE = re.compile(r"\d+(?:\.\d+)*")
EXE_NAME = "caylus"


def version_numbers(version: str) -> tuple[int, int, int, int]:
    """The four 16-bit numbers of a Windows version: "0.1.0" -> (0, 1, 0, 0). ValueError for
    a version that does not start with a number or has a part above 65535."""
    match = RELEASE.match(version)
    if match is None:
        raise ValueError(f"a version must start with a number: {version!r}")
    numbers = [int(part) for part in match.group(0).split(".")][:4]
    numbers += [0] * (4 - len(numbers))
    if any(number > 0xFFFF for number in numbers):
        raise ValueError(f"Windows keeps at most 65535 in each part of a version: {version!r}")
    return numbers[0], numbers[1], numbers[2], numbers[3]


def windows_version_text(version: str = caylus.__version__) -> str:
    """A version file in PyInstaller's format (the text its EXE(version=...) evaluates into a
    VSVersionInfo): the numbers, and the strings Explorer shows under Properties > Details.
    Language 0x0409 (US English), code page 1200 (UTF-16)."""
    numbers = version_numbers(version)
    strings = {
        "FileDescription": APP_NAME,
        "FileVersion": version,
        "InternalName": EXE_NAME,
        "OriginalFilename": f"{EXE_NAME}.exe",
        "ProductName": APP_NAME,
        "ProductVersion": version,
    }
    table = ",\n".join(f"          StringStruct({key!r}, {value!r})"
                       for key, value in strings.items())
    return (
        "VSVersionInfo(\n"
        f"  ffi=FixedFileInfo(filevers={numbers!r}, prodvers={numbers!r}, mask=0x3f, flags=0x0,\n"
        "                    OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)),\n"
        "  kids=[\n"
        "    StringFileInfo([\n"
        "      StringTable('040904B0', [\n"
        f"{table}])]),\n"
        "    VarFileInfo([VarStruct('Translation', [1033, 1200])])])\n"
    )


def write_windows_version_file(folder: str | Path, version: str = caylus.__version__) -> Path:
    """`windows_version_text` written into `folder` (the build's work folder), for EXE."""
    path = Path(folder) / "windows_version.txt"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(windows_version_text(version), "utf-8")
    return path


def mac_bundle_options(version: str = caylus.__version__) -> dict[str, object]:
    """BUNDLE's keywords: the icon, the id, and the version in both of Info.plist's fields
    (PyInstaller writes "0.0.0" when it is not told)."""
    return {
        "icon": str(ICONS / "caylus.icns"),
        "bundle_identifier": MAC_BUNDLE_ID,
        "version": version,
        "info_plist": {
            "CFBundleName": APP_NAME,
            "CFBundleDisplayName": APP_NAME,
            "CFBundleShortVersionString": version,
            "CFBundleVersion": version,
            "NSHighResolutionCapable": True,
        },
    }


def exe_icon(platform: str = sys.platform) -> str | None:
    """The executable's own icon: the .ico on Windows, the .icns on macOS; None elsewhere
    (PyInstaller ignores it there, with a warning)."""
    if platform == "win32":
        return str(ICONS / "caylus.ico")
    if platform == "darwin":
        return str(ICONS / "caylus.icns")
    return None
