"""The game's icon: the files tools/make_icons.py writes from assets/icons/caylus.svg, the window
icon set before the window opens, and the version the executable's resources carry.

The ICO and ICNS containers are read here with `struct`, as Windows and macOS would, and
every picture inside them is decoded by pygame: a file that only looks right fails.
"""

from __future__ import annotations

import io
import logging
import re
import struct
from pathlib import Path
from typing import Any

import pygame
import pytest

import caylus
from caylus.identity import APP_ID, MAC_BUNDLE_ID
from caylus.ui import fatal, window_icon
from caylus.ui.app import App
from tests.tools_loader import load_tool

ROOT = Path(__file__).resolve().parents[2]
ICONS = ROOT / "assets" / "icons"
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = {16, 24, 32, 48, 64, 128, 256}
ICNS_TYPES = {"ic07": 128, "ic08": 256, "ic09": 512, "ic10": 1024,
              "ic11": 32, "ic12": 64, "ic13": 256, "ic14": 512}


def png_of(data: bytes) -> pygame.Surface:
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    return pygame.image.load(io.BytesIO(data), "icon.png")


def hicolor(size: int) -> Path:
    return ICONS / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def differing_pixels(a: pygame.Surface, b: pygame.Surface, tolerance: int = 8) -> int:
    """How many pixels differ by more than `tolerance` in a channel (alpha included)."""
    assert a.get_size() == b.get_size()
    first, second = pygame.image.tobytes(a, "RGBA"), pygame.image.tobytes(b, "RGBA")
    return sum(1 for i in range(0, len(first), 4)
               if max(abs(x - y) for x, y in zip(first[i:i + 4], second[i:i + 4],
                                                    strict=True)) > tolerance)


# ------------------------------------------------------------------------------ the pictures

@pytest.mark.parametrize("size", HICOLOR_SIZES)
def test_every_theme_icon_has_its_size_and_shows_a_picture(size: int) -> None:
    icon = pygame.image.load(str(hicolor(size)))
    assert icon.get_size() == (size, size)
    opaque = {icon.get_at((x, y))[:3] for x in range(size) for y in range(size)
              if icon.get_at((x, y)).a == 255}
    assert len(opaque) >= 6  # parchment, frame, castle, windows, flag...
    assert icon.get_at((size // 2, size // 2)).a == 255
    corners = [(0, 0), (size - 1, 0), (0, size - 1), (size - 1, size - 1)]
    assert [icon.get_at(corner).a for corner in corners] == [0, 0, 0, 0]  # a rounded square


def test_the_scalable_theme_icon_is_the_source() -> None:
    scalable = ICONS / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    assert scalable.read_bytes() == (ICONS / "caylus.svg").read_bytes()


def test_the_source_uses_plain_shapes_only() -> None:
    """No text, fonts, filters, pictures or scripts: every renderer draws it the same."""
    source = re.sub(r"<!--.*?-->", "", (ICONS / "caylus.svg").read_text("utf-8"), flags=re.S)
    assert "<path" in source and "<rect" in source
    for banned in ("<text", "font", "<filter", "filter=", "<image", "<script", "<use", "mask"):
        assert banned not in source


def test_the_committed_pictures_are_renders_of_the_source_as_it_is() -> None:
    """An edited SVG whose files were not made again fails here."""
    fresh = pygame.image.load_sized_svg(str(ICONS / "caylus.svg"), (64, 64))
    assert differing_pixels(pygame.image.load(str(hicolor(64))), fresh) <= 64 * 64 // 100


def test_an_edited_source_does_not_match_the_committed_pictures(tmp_path: Path) -> None:
    """The comparison above can fail: a castle of another colour is told apart."""
    edited = tmp_path / "edited.svg"
    edited.write_text((ICONS / "caylus.svg").read_text("utf-8").replace("#4a301c", "#2050a0"),
                      "utf-8")
    fresh = pygame.image.load_sized_svg(str(edited), (64, 64))
    assert differing_pixels(pygame.image.load(str(hicolor(64))), fresh) > 64 * 64 // 10


def test_making_the_icons_twice_gives_the_same_bytes() -> None:
    maker = load_tool("make_icons")
    first, second = maker.built_files(), maker.built_files()
    assert first == second
    assert set(first) >= {hicolor(size) for size in HICOLOR_SIZES}
    assert {ICONS / "caylus.ico", ICONS / "caylus.icns"} <= set(first)


# --------------------------------------------------------------------------- the containers

def ico_entries(data: bytes) -> dict[int, bytes]:
    """Size -> image of a Windows .ico (ICONDIR, then one 16-byte ICONDIRENTRY per image)."""
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1)  # 1: an icon (2 would be a cursor)
    images = {}
    for index in range(count):
        width, height, _colours, _zero, planes, bits, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * index)
        assert (width, planes, bits) == (height, 1, 32)
        assert offset + length <= len(data)
        images[width or 256] = data[offset:offset + length]
    return images


def icns_entries(data: bytes) -> dict[str, bytes]:
    """Type -> data of a macOS .icns ("icns", file length, then type, length, data ...)."""
    assert data[:4] == b"icns"
    assert struct.unpack_from(">I", data, 4)[0] == len(data)
    entries, offset = {}, 8
    while offset < len(data):
        kind = data[offset:offset + 4].decode("ascii")
        (length,) = struct.unpack_from(">I", data, offset + 4)
        assert length > 8 and offset + length <= len(data)
        entries[kind] = data[offset + 8:offset + length]
        offset += length
    assert offset == len(data)
    return entries


def test_the_windows_icon_holds_every_size_as_a_picture_of_that_size() -> None:
    images = ico_entries((ICONS / "caylus.ico").read_bytes())
    assert set(images) == ICO_SIZES
    for size, data in images.items():
        assert png_of(data).get_size() == (size, size)


def test_the_mac_icon_holds_every_type_as_a_picture_of_its_size() -> None:
    entries = icns_entries((ICONS / "caylus.icns").read_bytes())
    assert set(entries) == set(ICNS_TYPES)
    for kind, data in entries.items():
        size = ICNS_TYPES[kind]
        assert png_of(data).get_size() == (size, size), kind


# --------------------------------------------------------------------------- the window icon

def test_the_window_icon_is_the_shipped_castle(monkeypatch: pytest.MonkeyPatch) -> None:
    given: list[pygame.Surface] = []
    real = pygame.display.set_icon

    def recording(icon: pygame.Surface) -> None:
        given.append(icon)
        real(icon)

    monkeypatch.setattr(pygame.display, "set_icon", recording)
    pygame.display.init()
    try:
        icon = window_icon.set_window_icon(64)
    finally:
        pygame.display.quit()
    assert icon is not None and given == [icon]
    assert icon.get_size() == (64, 64)
    expected = pygame.image.load(str(hicolor(64)))
    assert differing_pixels(icon, expected, tolerance=0) == 0


def test_every_platform_gets_an_icon_that_is_shipped() -> None:
    assert window_icon.ICON_SIZE in HICOLOR_SIZES
    assert hicolor(window_icon.ICON_SIZE).is_file()


@pytest.mark.parametrize("damage", ["missing", "not a picture"])
def test_an_icon_that_cannot_be_used_is_logged_and_the_game_goes_on(
    damage: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    monkeypatch.setenv("CAYLUS_RESOURCE_ROOT", str(tmp_path))
    path = tmp_path.joinpath(*window_icon.icon_file(64))
    if damage != "missing":
        path.parent.mkdir(parents=True)
        path.write_bytes(b"\x89PNG\r\n\x1a\n" + b"nothing" * 9)
    given: list[Any] = []
    monkeypatch.setattr(pygame.display, "set_icon", given.append)
    pygame.display.init()
    try:
        with caplog.at_level(logging.WARNING, logger="caylus.ui.window_icon"):
            assert window_icon.set_window_icon(64) is None
    finally:
        pygame.display.quit()
    assert given == []
    assert [record.levelno for record in caplog.records] == [logging.WARNING]
    assert str(path) in caplog.records[0].getMessage()


def opened_windows_at_icon(monkeypatch: pytest.MonkeyPatch, module: Any) -> list[bool]:
    """Replace `module.set_window_icon` by a recorder of whether a window was open then."""
    seen: list[bool] = []
    monkeypatch.setattr(module, "set_window_icon",
                        lambda: seen.append(pygame.display.get_surface() is not None))
    return seen


def test_the_game_sets_its_icon_before_its_window_opens(
    monkeypatch: pytest.MonkeyPatch, make_app: Any,
) -> None:
    import caylus.ui.app as app_module

    seen = opened_windows_at_icon(monkeypatch, app_module)
    app = make_app()
    assert isinstance(app, App) and pygame.display.get_surface() is not None
    assert seen == [False]


def test_the_broken_install_message_sets_the_icon_before_its_window_opens(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen = opened_windows_at_icon(monkeypatch, window_icon)
    pygame.display.quit()  # no window left by an earlier test
    try:
        fatal.show_window("Caylus cannot start", ["A file is missing:", "/x"])
    finally:
        pygame.display.quit()
    assert seen == [False]


# ----------------------------------------------------------------- version and bundle identity

class Recorded:
    """Stands for each class of PyInstaller's version file: keeps what it was given."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.args, self.kwargs = args, kwargs


def test_the_windows_version_resource_carries_the_games_version() -> None:
    identity = load_tool("build_identity")
    names = ("VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable",
             "StringStruct", "VarFileInfo", "VarStruct")
    namespace = {name: type(name, (Recorded,), {}) for name in names}
    info = eval(identity.windows_version_text(), namespace)  # as PyInstaller reads the file
    numbers = identity.version_numbers(caylus.__version__)
    assert numbers[:3] == tuple(int(part) for part in caylus.__version__.split(".")[:3])
    fixed = info.kwargs["ffi"]
    assert fixed.kwargs["filevers"] == fixed.kwargs["prodvers"] == numbers
    (string_info, _translation) = info.kwargs["kids"]
    (table,) = string_info.args[0]
    strings = {entry.args[0]: entry.args[1] for entry in table.args[1]}
    assert strings["FileVersion"] == strings["ProductVersion"] == caylus.__version__
    assert strings["ProductName"] == "Caylus"


def test_the_version_file_is_written_where_the_build_asks(tmp_path: Path) -> None:
    identity = load_tool("build_identity")
    path = identity.write_windows_version_file(tmp_path / "work", "2.5.1")
    assert path.parent == tmp_path / "work"
    assert "filevers=(2, 5, 1, 0)" in path.read_text("utf-8")


@pytest.mark.parametrize(("version", "numbers"), [
    ("0.1.0", (0, 1, 0, 0)), ("1.2", (1, 2, 0, 0)), ("1.2.0rc1", (1, 2, 0, 0)),
    ("3.0.0.dev4", (3, 0, 0, 0)), ("1.2.3.4.5", (1, 2, 3, 4)),
])
def test_windows_gets_four_numbers_for_any_version(version: str,
                                                   numbers: tuple[int, ...]) -> None:
    assert load_tool("build_identity").version_numbers(version) == numbers


@pytest.mark.parametrize("version", ["v1.0", "", "1.70000.0"])
def test_a_version_windows_cannot_hold_stops_the_build(version: str) -> None:
    with pytest.raises(ValueError, match="version"):
        load_tool("build_identity").version_numbers(version)


def test_the_mac_bundle_has_the_games_version_id_and_icon() -> None:
    identity = load_tool("build_identity")
    options = identity.mac_bundle_options()
    assert options["version"] == caylus.__version__
    assert options["bundle_identifier"] == MAC_BUNDLE_ID
    plist = options["info_plist"]
    assert plist["CFBundleShortVersionString"] == plist["CFBundleVersion"] == caylus.__version__
    assert Path(options["icon"]) == ICONS / "caylus.icns"
    assert identity.exe_icon("win32") == str(ICONS / "caylus.ico")
    assert identity.exe_icon("darwin") == str(ICONS / "caylus.icns")
    assert identity.exe_icon("linux") is None
