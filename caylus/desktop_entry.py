"""`caylus --install-desktop-entry`: put this copy of Caylus in a Linux desktop's menu.

`pipx install` or an executable leaves a program no desktop can show: no menu entry, no icon,
nothing for a software centre. This writes, into the user's `$XDG_DATA_HOME` (by default
`~/.local/share`), the shipped desktop entry with its `Exec=` pointing at the command that
starts this very copy, the shipped icons into the hicolor theme, and the AppStream metainfo;
then it refreshes the desktop's caches when their tools are there. `--uninstall-desktop-entry`
removes those same files. It is a terminal command: its words are English, like `--help`.
"""

from __future__ import annotations

import contextlib
import logging
import os
import shlex
import shutil
import subprocess
import sys
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import ClassVar

from caylus.errors import CaylusError
from caylus.identity import APP_ID
from caylus.resources import resource_path

logger = logging.getLogger(__name__)

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
FAILED = 1  # the exit status of either command when it could not do its work
#: Systems whose desktops read XDG data folders (the free Unix-likes).
XDG_PLATFORMS = ("linux", "freebsd", "openbsd", "netbsd", "dragonfly")
# Characters the desktop entry specification says an Exec argument must be quoted for.
RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")
TOOL_TIMEOUT = 60  # seconds: a cache tool that hangs must not hang the command


def data_home() -> Path:
    """`$XDG_DATA_HOME`, or `~/.local/share` when it is unset or not absolute (the spec's rule)."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


def launch_command() -> list[str]:
    """The absolute command that starts this copy: the executable itself when frozen, the
    `caylus` script that pip or pipx installed beside this Python (or on PATH), else this
    Python with `-m caylus` (a checkout run without an install)."""
    if getattr(sys, "frozen", False):
        return [os.path.abspath(sys.executable)]
    beside = Path(os.path.abspath(sys.executable)).with_name("caylus")
    if beside.is_file() and os.access(beside, os.X_OK):
        return [str(beside)]
    found = shutil.which("caylus")
    if found:
        return [os.path.abspath(found)]
    return [os.path.abspath(sys.executable), "-m", "caylus"]


def exec_argument(argument: str) -> str:
    """One argument of an Exec line, quoted as the desktop entry specification asks."""
    if argument and not RESERVED.intersection(argument):
        return argument.replace("%", "%%")
    inner = "".join("\\" + c if c in '"`$\\' else c for c in argument)
    return '"' + inner.replace("%", "%%") + '"'


def exec_line(command: Sequence[str]) -> str:
    """An Exec value: each argument quoted, then escaped as a desktop file string (`\\`)."""
    return " ".join(exec_argument(argument) for argument in command).replace("\\", "\\\\")


def desktop_file_text(shipped: str, command: Sequence[str]) -> str:
    """The shipped desktop entry with Exec and TryExec naming `command`."""
    lines = []
    for line in shipped.splitlines():
        if line.startswith("Exec="):
            line = "Exec=" + exec_line(command)
        elif line.startswith("TryExec="):
            line = "TryExec=" + command[0].replace("\\", "\\\\")
        lines.append(line)
    return "\n".join(lines) + "\n"


def icon_files() -> list[tuple[Path, str]]:
    """(shipped icon, its place under icons/hicolor/) for every size, scalable last."""
    places = [f"{n}x{n}/apps/{APP_ID}.png" for n in ICON_SIZES]
    places.append(f"scalable/apps/{APP_ID}.svg")
    return [(resource_path("assets", "icons", "hicolor", *place.split("/")), place)
            for place in places]


def targets(home: Path) -> list[Path]:
    """Every file install writes under `home`, in the order it writes them."""
    return [home / "applications" / f"{APP_ID}.desktop",
            *(home / "icons" / "hicolor" / place for _, place in icon_files()),
            home / "metainfo" / f"{APP_ID}.metainfo.xml"]


def not_xdg_message(option: str) -> str | None:
    """The one line that says this system has no XDG desktop menu, or None on one that has."""
    if sys.platform.startswith(XDG_PLATFORMS):
        return None
    return (f"caylus: {option} is for Linux and other systems whose desktops follow the XDG "
            "standards; this system keeps its menus in its own way")


class NotWritten(CaylusError):
    """A file could not be written: `folder` is where it was to go, `error` why."""

    default_code: ClassVar[str] = "desktop.not_written"

    def __init__(self, folder: Path, error: OSError) -> None:
        super().__init__(f"{folder}: {error}")
        self.folder = folder
        self.error = error


def write_all(home: Path) -> list[Path]:
    """Writes every file and returns them; NotWritten when one cannot be written, after
    removing those already written (no half-installed entry is left behind)."""
    shipped_desktop = resource_path("assets", "desktop", f"{APP_ID}.desktop")
    shipped_metainfo = resource_path("assets", "desktop", f"{APP_ID}.metainfo.xml")
    text = desktop_file_text(shipped_desktop.read_text("utf-8"), launch_command())
    desktop, *icons, metainfo = targets(home)
    jobs: list[tuple[Path, Callable[[Path], object]]] = [
        (desktop, lambda path: path.write_text(text, "utf-8"))]
    missing = []
    for (source, _), target in zip(icon_files(), icons, strict=True):
        if source.is_file():
            jobs.append((target, partial(shutil.copyfile, source)))
        else:
            missing.append(source)
    if missing:
        logger.warning("icons not shipped, not installed: %s", ", ".join(map(str, missing)))
        print(f"caylus: {len(missing)} of the {len(icons)} icons are not in this copy (such as "
              f"{missing[0]}); the menu may show a generic icon", file=sys.stderr)
    jobs.append((metainfo, partial(shutil.copyfile, shipped_metainfo)))
    written: list[Path] = []
    for target, write in jobs:
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            write(target)
        except OSError as error:
            for path in [*written, target]:  # the one cut short too (a full disk)
                with contextlib.suppress(OSError):
                    path.unlink(missing_ok=True)
            remove_empty_folders(home, [*written, target])
            raise NotWritten(target.parent, error) from error
        written.append(target)
    return written


def remove_empty_folders(home: Path, files: Sequence[Path]) -> None:
    """The folders of `files` under `home` that are empty now, deepest first (install made
    them; a folder holding anything else stays, and so does `home`)."""
    folders = {parent for path in files for parent in path.parents
               if parent != home and home in parent.parents}
    for folder in sorted(folders, key=lambda path: len(path.parts), reverse=True):
        with contextlib.suppress(OSError):  # not empty, or not ours to remove: it stays
            folder.rmdir()


def refresh_caches(home: Path) -> None:
    """Refresh the caches desktops may keep of these folders, where one exists: a stale
    icon cache hides the new icon, a stale desktop database the entry. None is made where
    there was none (desktops read the folders themselves; a cache that nobody refreshes
    would hide files added later by hand). A tool that is missing is skipped, one that
    fails is logged and said: the files are in place either way."""
    applications = home / "applications"
    hicolor = home / "icons" / "hicolor"
    commands = [["update-desktop-database", "--quiet", str(applications)],
                ["gtk-update-icon-cache", "--quiet", "--ignore-theme-index", str(hicolor)]]
    caches = [applications / "mimeinfo.cache", hicolor / "icon-theme.cache"]
    for command, cache in zip(commands, caches, strict=True):
        if cache.is_file():
            run_tool(command)


def run_tool(command: list[str]) -> None:
    """Runs a cache tool if it is installed; a failure is logged and said, never raised."""
    tool = shutil.which(command[0])
    if tool is None:
        logger.info("%s is not installed: not run", command[0])
        return
    try:
        result = subprocess.run([tool, *command[1:]], capture_output=True, text=True,
                                timeout=TOOL_TIMEOUT, check=False)
    except (OSError, subprocess.TimeoutExpired) as error:
        logger.warning("%s could not run: %s", command[0], error)
        print(f"caylus: {command[0]} could not run ({error})", file=sys.stderr)
        return
    if result.returncode != 0:
        logger.warning("%s failed (%d): %s", command[0], result.returncode,
                       result.stderr.strip())
        print(f"caylus: {command[0]} failed; the menu may show the change after you log in "
              "again", file=sys.stderr)


def install_desktop_entry() -> int:
    """`--install-desktop-entry`: writes the files, says which, and how to remove them."""
    refusal = not_xdg_message("--install-desktop-entry")
    if refusal:
        print(refusal, file=sys.stderr)
        return FAILED
    home = data_home()
    try:
        written = write_all(home)
    except NotWritten as failure:
        logger.error("desktop entry not installed: %s", failure)
        reason = failure.error.strerror or type(failure.error).__name__
        print(f"caylus: cannot write the desktop entry in {failure.folder}: {reason}",
              file=sys.stderr)
        return FAILED
    for path in written:
        print(f"wrote {path}")
    refresh_caches(home)
    remove = shlex.join([*launch_command(), "--uninstall-desktop-entry"])
    print(f"Caylus is in your desktop's menu. To remove it again: {remove}")
    return 0


def uninstall_desktop_entry() -> int:
    """`--uninstall-desktop-entry`: removes exactly the files install writes, says which."""
    refusal = not_xdg_message("--uninstall-desktop-entry")
    if refusal:
        print(refusal, file=sys.stderr)
        return FAILED
    home = data_home()
    removed, failed = 0, 0
    for path in targets(home):  # every one tried: a failure does not stop half-way
        try:
            path.unlink()
        except FileNotFoundError:
            continue
        except OSError as error:
            logger.error("desktop entry file not removed: %s", error)
            print(f"caylus: cannot remove {path}: {error.strerror}", file=sys.stderr)
            failed += 1
            continue
        print(f"removed {path}")
        removed += 1
    remove_empty_folders(home, targets(home))
    refresh_caches(home)
    if not removed and not failed:
        print(f"caylus: no desktop entry of Caylus was installed in {home}")
    return FAILED if failed else 0
