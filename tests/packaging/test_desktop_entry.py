"""The Linux desktop entry, its AppStream metainfo and `caylus --install-desktop-entry`.

The shipped files must name what caylus.identity names (a desktop matches the window to the
menu entry and icon by those), the metainfo's releases must be CHANGELOG.md's, and the
install command must write this copy's entry, icons and metainfo into the user's data folder
and take exactly those away again. The icons are drawn elsewhere: these tests install dummy
ones from a fake resource root (CAYLUS_RESOURCE_ROOT), so they do not depend on them.
"""

from __future__ import annotations

import configparser
import os
import re
import shlex
import shutil
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import caylus
from caylus import desktop_entry, identity
from caylus.__main__ import main
from caylus.resources import RESOURCE_ROOT_VARIABLE
from tests.tools_loader import load_tool

ROOT = Path(__file__).resolve().parents[2]
DESKTOP = ROOT / "assets" / "desktop" / f"{identity.APP_ID}.desktop"
METAINFO = ROOT / "assets" / "desktop" / f"{identity.APP_ID}.metainfo.xml"
TRANSLATED = ("pl", "pt_BR", "he", "zh_TW")


def desktop_keys(text: str) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys keep their case
    parser.read_string(text)
    return dict(parser["Desktop Entry"])


# --- the shipped desktop file ---------------------------------------------------------------

def test_the_shipped_desktop_file_names_what_identity_names() -> None:
    keys = desktop_keys(DESKTOP.read_text("utf-8"))
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["scripts"]
    assert keys["Icon"] == identity.APP_ID
    assert keys["StartupWMClass"] == identity.WINDOW_CLASS
    assert keys["Exec"] == keys["TryExec"] == "caylus" and "caylus" in scripts
    assert keys["Name"] == identity.APP_NAME
    assert (keys["Type"], keys["Terminal"], keys["SingleMainWindow"]) == (
        "Application", "false", "true")
    assert keys["Categories"].split(";") == ["Game", "BoardGame", ""]


def test_the_desktop_file_speaks_every_language_of_the_game() -> None:
    keys = desktop_keys(DESKTOP.read_text("utf-8"))
    for field in ("GenericName", "Comment", "Keywords"):
        english = keys[field]
        for language in TRANSLATED:
            translated = keys[f"{field}[{language}]"]
            assert translated and translated != english, (field, language)
    assert all(keys[f"Keywords[{language}]"].endswith(";") for language in TRANSLATED)


# --- installing and uninstalling ------------------------------------------------------------

@pytest.fixture
def fake_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A resource root with the real desktop files and dummy icons, an empty XDG_DATA_HOME
    and a PATH without the cache tools; returns the data home."""
    root = tmp_path / "root"
    shutil.copytree(ROOT / "assets" / "desktop", root / "assets" / "desktop")
    for _, place in desktop_entry.icon_files():
        icon = root / "assets" / "icons" / "hicolor" / place
        icon.parent.mkdir(parents=True)
        icon.write_bytes(f"icon {place}".encode())
    (tmp_path / "no-tools").mkdir()
    monkeypatch.setenv(RESOURCE_ROOT_VARIABLE, str(root))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    monkeypatch.setenv("PATH", str(tmp_path / "no-tools"))
    return tmp_path / "share"


def files_under(folder: Path) -> set[Path]:
    return {path for path in folder.rglob("*") if path.is_file()}


def test_install_writes_the_entry_the_icons_and_the_metainfo(
        fake_copy: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--install-desktop-entry"]) == 0
    out = capsys.readouterr().out
    written = desktop_entry.targets(fake_copy)
    assert files_under(fake_copy) == set(written)
    assert len(written) == 1 + 9 + 1  # the entry, 8 sizes and the scalable icon, the metainfo
    for path in written:
        assert f"wrote {path}" in out
    assert "--uninstall-desktop-entry" in out
    icon = fake_copy / "icons" / "hicolor" / "48x48" / "apps" / f"{identity.APP_ID}.png"
    assert icon.read_bytes() == f"icon 48x48/apps/{identity.APP_ID}.png".encode()
    assert (fake_copy / "metainfo" / METAINFO.name).read_bytes() == METAINFO.read_bytes()


def test_the_installed_entry_starts_this_copy_by_an_absolute_command(fake_copy: Path) -> None:
    assert main(["--install-desktop-entry"]) == 0
    keys = desktop_keys((fake_copy / "applications" / DESKTOP.name).read_text("utf-8"))
    command = shlex.split(keys["Exec"].replace("\\\\", "\\"))
    assert command == desktop_entry.launch_command()
    assert os.path.isabs(command[0]) and os.path.isabs(keys["TryExec"])
    shipped = desktop_keys(DESKTOP.read_text("utf-8"))
    assert {k: v for k, v in keys.items() if "Exec" not in k} == {
        k: v for k, v in shipped.items() if "Exec" not in k}


def test_uninstall_removes_exactly_what_install_wrote(
        fake_copy: Path, capsys: pytest.CaptureFixture[str]) -> None:
    others = {fake_copy / "applications" / "other.desktop",
              fake_copy / "icons" / "hicolor" / "48x48" / "apps" / "other.png"}
    for path in others:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("someone else's")
    assert main(["--install-desktop-entry"]) == 0
    capsys.readouterr()
    assert main(["--uninstall-desktop-entry"]) == 0
    out = capsys.readouterr().out
    assert files_under(fake_copy) == others
    assert out.count("removed ") == len(desktop_entry.targets(fake_copy))
    assert main(["--uninstall-desktop-entry"]) == 0  # twice: nothing left to do, said
    assert "no desktop entry" in capsys.readouterr().out


def test_a_folder_that_cannot_be_made_is_named_and_nothing_is_left(
        fake_copy: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "a-file").write_text("in the way")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "a-file" / "share"))
    assert main(["--install-desktop-entry"]) == 1
    err = capsys.readouterr().err
    assert f"cannot write the desktop entry in {tmp_path / 'a-file' / 'share'}" in err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_a_failure_half_way_takes_back_the_files_already_written(
        fake_copy: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fake_copy.mkdir()
    (fake_copy / "icons").write_text("a file where the icons' folder goes")
    assert main(["--install-desktop-entry"]) == 1
    assert f"cannot write the desktop entry in {fake_copy / 'icons'}" in capsys.readouterr().err
    assert files_under(fake_copy) == {fake_copy / "icons"}  # the entry written first is gone


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0,
                    reason="permissions bind neither root nor Windows")
def test_a_read_only_data_folder_is_named(fake_copy: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    fake_copy.mkdir(mode=0o555)
    try:
        assert main(["--install-desktop-entry"]) == 1
    finally:
        fake_copy.chmod(0o755)
    err = capsys.readouterr().err
    assert f"cannot write the desktop entry in {fake_copy}" in err and "Traceback" not in err


def test_other_systems_are_told_in_one_line(fake_copy: Path, monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "platform", "win32")
    for option in ("--install-desktop-entry", "--uninstall-desktop-entry"):
        assert main([option]) == 1
        err = capsys.readouterr().err
        assert len(err.strip().splitlines()) == 1 and "Linux" in err and option in err
    assert not fake_copy.exists()


def test_an_existing_cache_is_refreshed_and_a_failing_tool_does_not_stop_the_install(
        fake_copy: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    calls = tmp_path / "calls"
    for name, status in (("update-desktop-database", 1), ("gtk-update-icon-cache", 0)):
        tool = tmp_path / "no-tools" / name
        tool.write_text(f'#!/bin/sh\necho "{name} $*" >> "{calls}"\nexit {status}\n')
        tool.chmod(0o755)
    cache = fake_copy / "applications" / "mimeinfo.cache"
    cache.parent.mkdir(parents=True)
    cache.write_text("")  # a desktop database exists; no icon cache does
    assert main(["--install-desktop-entry"]) == 0
    assert calls.read_text() == (
        f"update-desktop-database --quiet {fake_copy / 'applications'}\n")
    assert "update-desktop-database failed" in capsys.readouterr().err


@pytest.mark.parametrize(("command", "line"), [
    (["/usr/bin/caylus"], "/usr/bin/caylus"),
    (["/home/ann/my games/bin/python", "-m", "caylus"],
     '"/home/ann/my games/bin/python" -m caylus'),
    (["/opt/100%/$HOME/caylus"], '"/opt/100%%/\\\\$HOME/caylus"'),
    (['/opt/say "hi"/caylus'], '"/opt/say \\\\"hi\\\\"/caylus"'),
])
def test_exec_quotes_as_the_desktop_entry_specification_asks(command: list[str],
                                                            line: str) -> None:
    assert desktop_entry.exec_line(command) == line


def test_the_launch_command_is_this_copys(tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    python = tmp_path / "bin" / "python"
    python.parent.mkdir()
    python.write_text("")
    monkeypatch.setattr(sys, "executable", str(python))
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    assert desktop_entry.launch_command() == [str(python), "-m", "caylus"]
    script = python.with_name("caylus")
    script.write_text("#!/bin/sh\n")
    script.chmod(0o755)
    assert desktop_entry.launch_command() == [str(script)]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert desktop_entry.launch_command() == [str(python)]


# --- the AppStream metainfo -----------------------------------------------------------------

def test_the_metainfo_names_what_identity_names() -> None:
    component = ET.parse(METAINFO).getroot()
    assert component.get("type") == "desktop-application"
    assert component.findtext("id") == identity.APP_ID
    assert component.findtext("launchable[@type='desktop-id']") == DESKTOP.name
    assert component.findtext("url[@type='homepage']") == identity.HOMEPAGE_URL
    assert component.findtext("url[@type='bugtracker']") == identity.BUG_REPORT_URL
    assert component.findtext("provides/binary") == "caylus"
    assert component.findtext("metadata_license") == "CC0-1.0"
    licence = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["license"]
    assert (component.findtext("project_license") or "").lower() == licence.lower()


def test_every_screenshot_is_a_shipped_picture_at_the_homepages_https_address() -> None:
    images = [image.text or "" for image in ET.parse(METAINFO).iter("image")]
    assert 3 <= len(images) <= 4
    prefix = identity.HOMEPAGE_URL + "/raw/main/docs/screenshots/"
    for url in images:
        assert url.startswith("https://") and url.startswith(prefix), url
        assert (ROOT / "docs" / "screenshots" / url.removeprefix(prefix)).is_file(), url


def test_the_metainfo_is_what_its_tool_makes_from_its_sources() -> None:
    assert METAINFO.read_text("utf-8") == load_tool("make_metainfo").render(), (
        "run python tools/make_metainfo.py")


def test_the_metainfo_releases_are_the_changelogs_and_the_version_is_the_newest() -> None:
    changelog = (ROOT / "CHANGELOG.md").read_text("utf-8")
    headings = re.findall(r"^## \[([^\]]+)\](?: - (\S+))?$", changelog, re.MULTILINE)
    assert headings[0] == ("Unreleased", "")
    released = headings[1:]
    listed = [(release.get("version"), release.get("date"))
              for release in ET.parse(METAINFO).iter("release")]
    assert listed == released and listed
    versions = [tuple(map(int, version.split("."))) for version, _ in released]
    assert versions == sorted(versions, reverse=True)
    assert [date for _, date in released] == sorted((d for _, d in released), reverse=True)
    assert caylus.__version__ == released[0][0]


def test_a_full_disk_leaves_no_icon_cut_short(fake_copy: Path, monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 35: the error was reported, but the icon being written stayed, truncated."""
    import errno

    real = shutil.copyfile

    def disk_fills(source, target, *args, **kwargs):
        if str(target).endswith(".svg"):
            Path(target).write_bytes(b"<svg half")  # what a full disk leaves
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(source, target, *args, **kwargs)

    monkeypatch.setattr("caylus.desktop_entry.shutil.copyfile", disk_fills)
    assert main(["--install-desktop-entry"]) == 1
    assert "No space left on device" in capsys.readouterr().err
    assert not fake_copy.exists() or list(fake_copy.rglob("*")) == []


def test_uninstall_leaves_no_empty_folder_it_made_and_keeps_the_others(
        fake_copy: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 35: 22 empty folders were left behind."""
    other = fake_copy / "icons" / "hicolor" / "48x48" / "apps" / "other.png"
    other.parent.mkdir(parents=True)
    other.write_text("someone else's")
    assert main(["--install-desktop-entry"]) == 0
    assert main(["--uninstall-desktop-entry"]) == 0
    left = {path for path in fake_copy.rglob("*")}
    assert left == {other, *(parent for parent in other.parents if fake_copy in parent.parents)}


def test_a_file_that_cannot_be_removed_does_not_stop_the_uninstall(
        fake_copy: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 35: a failed uninstall stopped half-way, leaving the rest installed."""
    assert main(["--install-desktop-entry"]) == 0
    capsys.readouterr()
    stuck = desktop_entry.targets(fake_copy)[1]
    stuck.unlink()
    stuck.mkdir()  # a folder where the icon was: it cannot be unlinked
    (stuck / "inside").write_text("x")
    assert main(["--uninstall-desktop-entry"]) == 1
    captured = capsys.readouterr()
    assert f"cannot remove {stuck}" in captured.err
    assert files_under(fake_copy) == {stuck / "inside"}
    assert captured.out.count("removed ") == len(desktop_entry.targets(fake_copy)) - 1
