"""Render the game's icon, `assets/icons/caylus.svg`, into every file a desktop or a build needs.

    .venv/bin/python tools/make_icons.py          # write the files
    .venv/bin/python tools/make_icons.py --check  # exit 1 if a committed file is out of date

Writes, under `assets/icons/`:
  hicolor/<N>x<N>/apps/<APP_ID>.png   N = 16 ... 512 (the Linux icon theme layout; the window
                                      icon is one of these)
  hicolor/scalable/apps/<APP_ID>.svg  the source itself
  caylus.ico                          Windows: the executable's icon (PyInstaller's EXE icon=)
  caylus.icns                         macOS: the .app bundle's icon (PyInstaller's BUNDLE icon=)

Every picture is drawn by pygame-ce's own SVG renderer (`pygame.image.load_sized_svg`), and
the PNG, ICO and ICNS containers are written here with `struct` and `zlib`: no image library
is needed to build, the three formats are short and documented, and the bytes depend on
nothing but the pixels (no dates, no encoder version strings), so a second run writes the
same bytes. The ICO and ICNS entries hold PNG payloads, which Windows (since Vista) and macOS
(since 10.7) read directly.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
import zlib
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # after the variable that keeps its greeting quiet

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from caylus.identity import APP_ID  # noqa: E402  (the checkout's package, not an installed one)

ICONS = ROOT / "assets" / "icons"
SOURCE = ICONS / "caylus.svg"
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# Apple's ICNS types that hold PNG data, with the pixel size each one means (the "@2x" types
# ic11-ic14 are the retina versions of 16, 32, 128 and 256 points).
ICNS_TYPES = (("ic07", 128), ("ic08", 256), ("ic09", 512), ("ic10", 1024),
              ("ic11", 32), ("ic12", 64), ("ic13", 256), ("ic14", 512))


def hicolor_path(size: int | None) -> Path:
    """Where the theme-layout icon of `size` pixels (None: the scalable SVG) is written."""
    if size is None:
        return ICONS / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    return ICONS / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def render(size: int, source: Path = SOURCE) -> pygame.Surface:
    """The SVG drawn at `size` × `size` pixels, with its transparency."""
    return pygame.image.load_sized_svg(str(source), (size, size))


def png_chunk(kind: bytes, data: bytes) -> bytes:
    """One PNG chunk: length, type, data, CRC of type and data (PNG spec, section 5.3)."""
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png_bytes(surface: pygame.Surface) -> bytes:
    """`surface` as an 8-bit RGBA PNG with only the chunks a picture needs (IHDR, IDAT, IEND):
    no time stamp or software name, so equal pixels give equal bytes."""
    width, height = surface.get_size()
    pixels = pygame.image.tobytes(surface, "RGBA")
    stride = 4 * width
    # Each row starts with its filter type; 0 (none) is plenty for flat-coloured art.
    raw = b"".join(b"\x00" + pixels[y * stride:(y + 1) * stride] for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)  # 8 bits, RGBA, no interlace
    return (b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", header)
            + png_chunk(b"IDAT", zlib.compress(raw, 9)) + png_chunk(b"IEND", b""))


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG per size: ICONDIR (reserved, type 1 = icon, count), one
    16-byte ICONDIRENTRY per image (width and height as one byte each, 0 meaning 256; colour
    count, reserved, planes, bits per pixel, data size, data offset), then the images."""
    sizes = sorted(pngs)
    offset = 6 + 16 * len(sizes)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    entries, payloads = b"", b""
    for size in sizes:
        data = pngs[size]
        side = size % 256  # 256 is written as 0
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        payloads += data
    return header + entries + payloads


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns: the magic "icns" and the whole file's length (big-endian), then for each
    type its four-letter code, its length including these 8 bytes, and its PNG data."""
    body = b"".join(kind.encode("ascii") + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
                    for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def built_files() -> dict[Path, bytes]:
    """Every generated file and its bytes, from the SVG as it is now."""
    sizes = sorted({*HICOLOR_SIZES, *ICO_SIZES, *(size for _, size in ICNS_TYPES)})
    pngs = {size: png_bytes(render(size)) for size in sizes}
    files = {hicolor_path(size): pngs[size] for size in HICOLOR_SIZES}
    files[hicolor_path(None)] = SOURCE.read_bytes()
    files[ICONS / "caylus.ico"] = ico_bytes({size: pngs[size] for size in ICO_SIZES})
    files[ICONS / "caylus.icns"] = icns_bytes(pngs)
    return files


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if a committed file differs from a render")
    args = parser.parse_args()
    stale = []
    for path, data in built_files().items():
        if path.is_file() and path.read_bytes() == data:
            continue
        stale.append(path)
        if not args.check:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
    for path in stale:
        print(f"{'out of date' if args.check else 'wrote'}: {path.relative_to(ROOT)}")
    if args.check and stale:
        print("run tools/make_icons.py and commit the result", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
