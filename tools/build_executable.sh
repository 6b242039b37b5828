#!/usr/bin/env bash
# Build the standalone executable from build.spec, then check it the way a player would run it:
# `--version` and `--self-test` from an empty folder elsewhere, so nothing can come from the
# checkout by accident. Prints the build time, the executable's size and the self-test's
# start-to-exit time; exits non-zero if the build or any check fails.
#
#   tools/build_executable.sh [PYTHON]    PYTHON defaults to .venv/bin/python and needs the
#                                         build extra: pip install -e ".[build]"
# Environment: CAYLUS_DIST (output folder, default dist/); CAYLUS_ONEDIR, CAYLUS_CONSOLE and
# CAYLUS_UPX are read by build.spec (see docs/BUILDING.md).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
python="${1:-.venv/bin/python}"
if [[ "$python" == */* ]]; then  # absolute, since the checks run from another folder
    python="$(cd "$(dirname "$python")" && pwd)/$(basename "$python")"
fi
export PYGAME_HIDE_SUPPORT_PROMPT=1  # PyInstaller's hooks import pygame
dist="${CAYLUS_DIST:-$root/dist}"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
TIMEFORMAT='%R'
exec 5>&1 6>&2  # the script's own output, for commands run inside $(...)

seconds_of() {  # run a command with its output shown; print its wall time in seconds
    { time "$@" >&5 2>&6; } 2>"$scratch/seconds" && cat "$scratch/seconds"
}

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

away="$scratch/elsewhere"  # an empty working folder, far from the checkout
mkdir -p "$away"
cd "$away"
unset SDL_VIDEODRIVER SDL_AUDIODRIVER  # the self-test must pick its headless drivers itself
expected="caylus $("$python" -c 'import caylus; print(caylus.__version__)')"
languages="$("$python" -c 'from caylus.ui.settings import LANGUAGES; print(*LANGUAGES)')"
version="$("$exe" --version)"
if [[ "$version" != "$expected" ]]; then
    echo "--version printed '$version', expected '$expected'" >&2
    exit 1
fi
echo "--version: $version"

if ! self_test_seconds="$(seconds_of "$exe" --self-test)"; then
    echo "the executable's self-test FAILED" >&2
    exit 1
fi
for language in $languages; do  # every language draws with the shipped fonts and catalogues
    "$exe" --lang "$language" --self-test | tail -n 1 | sed "s/^/$language: /"
    [[ "${PIPESTATUS[0]}" == 0 ]] || { echo "--lang $language --self-test FAILED" >&2; exit 1; }
done
cd "$root"

echo "executable: $exe"
echo "size: $size_bytes bytes ($(( (size_bytes + 524288) / 1048576 )) MiB)"
echo "build time: ${build_seconds} s; self-test start to exit: ${self_test_seconds} s"
