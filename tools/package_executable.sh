#!/usr/bin/env bash
# Put the executable that tools/build_executable.sh built into OUT as one file to download,
# named caylus-VERSION-SYSTEM-MACHINE (.exe on Windows; the macOS app zipped with ditto, which
# keeps its symbolic links and signature), with a SHA-256 checksum file beside it in the
# format `sha256sum -c` / `shasum -a 256 -c` read. The hosted CI uploads OUT as an artifact.
#
#   tools/package_executable.sh PYTHON DIST OUT
# PYTHON imports caylus from this checkout; DIST is build_executable.sh's output folder.
set -euo pipefail
python="$1"
dist="$2"
out="$3"
mkdir -p "$out"
# (python -c, not a here-document: bash 3.2 misparses some inside $(...))
name="$("$python" -c 'import platform, sys
import caylus
system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform)
machine = platform.machine().lower()
machine = {"amd64": "x86_64", "aarch64": "arm64"}.get(machine, machine)
print(f"caylus-{caylus.__version__}-{system}-{machine}")')"
if [ -d "$dist/Caylus.app" ]; then
    file="$name.zip"
    ditto -c -k --sequesterRsrc --keepParent "$dist/Caylus.app" "$out/$file"
elif [ -f "$dist/caylus.exe" ]; then
    file="$name.exe"; cp "$dist/caylus.exe" "$out/$file"
elif [ -f "$dist/caylus" ]; then
    file="$name"; cp "$dist/caylus" "$out/$file"
else
    echo "package_executable.sh: no one-file executable or Caylus.app in $dist" >&2
    exit 1
fi
"$python" -c 'import hashlib, os, sys
path = sys.argv[1]
with open(path, "rb") as file:
    digest = hashlib.file_digest(file, "sha256").hexdigest()
with open(path + ".sha256", "w", encoding="ascii", newline="\n") as out:
    out.write(f"{digest}  {os.path.basename(path)}\n")' "$out/$file"
echo "artifact: $out/$file ($(wc -c <"$out/$file" | tr -d ' ') bytes)"
echo "sha256: $(cat "$out/$file.sha256")"
