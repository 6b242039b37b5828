#!/usr/bin/env bash
# Build the standalone executable from build.spec, then check it the way a player would run it
# (tools/check_program.sh): `--version` and `--self-test` from an empty folder elsewhere, so
# nothing can come from the checkout by accident, each through `--report FILE`, so the file
# that ships is the file checked, on Windows too (its windowed .exe has no standard output).
# Prints the build time, the executable's size and the self-test's start-to-exit time; exits
# non-zero if the build or any check fails. Runs on Linux, macOS and Git Bash on Windows.
#
#   tools/build_executable.sh [PYTHON]    PYTHON defaults to .venv/bin/python (Windows:
#                                         .venv/Scripts/python.exe) and needs the build
#                                         extra: pip install -e ".[build]"
# Environment: CAYLUS_DIST (output folder, default dist/); CAYLUS_BUILD (compiled, auto or
# interpreted: the rules and players compiled in place first, see docs/BUILDING.md);
# CAYLUS_EXPECT_BUILD (--version must name that build); CAYLUS_ONEDIR, CAYLUS_CONSOLE and
# CAYLUS_UPX are read by build.spec (see docs/BUILDING.md).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
default_python=.venv/bin/python
[ -d .venv/Scripts ] && default_python=.venv/Scripts/python.exe  # a venv made on Windows
python="${1:-$default_python}"
if [[ "$python" == */* ]]; then  # absolute, since the checks run from another folder
    python="$(cd "$(dirname "$python")" && pwd)/$(basename "$python")"
fi
export PYGAME_HIDE_SUPPORT_PROMPT=1  # PyInstaller's hooks import pygame
dist="${CAYLUS_DIST:-$root/dist}"
mkdir -p "$dist" && dist="$(cd "$dist" && pwd)"  # absolute (the checks run elsewhere), and
                                                # one spelling on Windows (D:\a or /d/a)
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
TIMEFORMAT='%R'
exec 5>&1 6>&2  # the script's own output, for commands run inside $(...)

seconds_of() {  # run a command with its output shown; print its wall time in seconds
    { time "$@" >&5 2>&6; } 2>"$scratch/seconds" && cat "$scratch/seconds"
}

# The compiled build (docs/BUILDING.md): the executable bundles whatever modules the checkout
# has, so they are compiled in place first unless they are already newer than every source
# (as CI's are, taken from the wheel it just built) or CAYLUS_BUILD=interpreted.
if [ "${CAYLUS_BUILD:-auto}" != interpreted ] && ! "$python" - <<'PY'
import sys
from pathlib import Path
library = sorted(Path("caylus").glob("_compiled__mypyc*"))
sources = [*Path("caylus/core").glob("*.py"), *Path("caylus/ai").glob("*.py")]
newest = max(source.stat().st_mtime for source in sources)
sys.exit(0 if library and library[0].stat().st_mtime >= newest else 1)
PY
then
    echo "compiling the rules and the players in place (setup.py build_ext --inplace)"
    CAYLUS_BUILD="${CAYLUS_BUILD:-auto}" "$python" setup.py -q build_ext --inplace \
        --build-temp "$scratch/temp" --build-lib "$scratch/lib"
fi

echo "building with $("$python" -m PyInstaller --version 2>/dev/null || echo '?') into $dist"
build_seconds="$(seconds_of "$python" -m PyInstaller build.spec --noconfirm --clean \
    --log-level WARN --distpath "$dist" --workpath "$scratch/build")"

# --- licences (issue 24): every native library and Python package in the build must be
# listed in caylus/legal/components.json, and THIRD-PARTY-NOTICES.txt must be current.
"$python" tools/third_party_notices.py --check
# --- end licences

case "$(uname -s)" in
    MINGW* | MSYS* | CYGWIN*) suffix=".exe" ;;
    *) suffix="" ;;
esac
if [[ -x "$dist/Caylus.app/Contents/MacOS/caylus" ]]; then
    exe="$dist/Caylus.app/Contents/MacOS/caylus"; shipped="$dist/Caylus.app"
elif [[ -d "$dist/caylus" ]]; then
    exe="$dist/caylus/caylus$suffix"; shipped="$dist/caylus"
else
    exe="$dist/caylus$suffix"; shipped="$exe"
fi
[[ -x "$exe" ]] || { echo "no executable at $exe" >&2; exit 1; }
"$python" tools/third_party_notices.py --check-bundle "$shipped"  # licences (issue 24)
size_bytes="$(find "$shipped" -type f -exec cat {} + | wc -c | tr -d ' ')"

tools/check_program.sh "$python" "$exe"

echo "executable: $exe"
echo "size: $size_bytes bytes ($(( (size_bytes + 524288) / 1048576 )) MiB)"
echo "build time: ${build_seconds} s"
