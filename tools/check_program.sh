#!/usr/bin/env bash
# Check a built or installed Caylus the way a player runs it: from an empty temporary folder,
# `--version` must say this checkout's version and `--self-test` must pass, in English and in
# every language. Every run writes through `--report FILE`, so the very file that ships is
# checked on every system: the windowed Windows executable has no standard output (its exit
# status still reaches bash), and a report in UTF-8 does not depend on the console's code page.
#
#   tools/check_program.sh PYTHON PROGRAM
# PYTHON imports caylus from this checkout (for the expected version and the language list);
# PROGRAM is the executable or the installed `caylus` command. With CAYLUS_EXPECT_BUILD
# (compiled or interpreted), `--version` must name that build. Prints the self-test's report
# and its start-to-exit time; exits non-zero when a check fails. Used by .ci/run and
# tools/build_executable.sh; runs on Linux, macOS (bash 3.2) and Git Bash on Windows.
set -euo pipefail
python="$1"
program="$2"
if [ ! -f "$program" ] && [ -f "$program.exe" ]; then program="$program.exe"; fi  # Windows
export PYGAME_HIDE_SUPPORT_PROMPT=1
expected="caylus $("$python" -c 'import caylus; print(caylus.__version__)')"
languages="$("$python" -c 'from caylus.ui.settings import LANGUAGES; print(*LANGUAGES)')"
away="$(mktemp -d)"  # an empty working folder, far from the checkout
trap 'rm -rf "$away"' EXIT
cd "$away"
unset SDL_VIDEODRIVER SDL_AUDIODRIVER  # the self-test must pick its headless drivers itself
report="$away/report.txt"

run() {  # PROGRAM ARGS... --report: its status; the report is left in $report
    rm -f "$report"
    "$program" "$@" --report "$report"
}

status=0; run --version || status=$?
version="$(tr -d '\r' <"$report" 2>/dev/null | sed -n 1p || true)"
build="$(tr -d '\r' <"$report" 2>/dev/null | sed -n 2p || true)"
if [ "$status" != 0 ] || [ "$version" != "$expected" ]; then
    echo "--version: status $status, said '$version', expected '$expected'" >&2
    exit 1
fi
echo "--version: $version, $build"
# CAYLUS_EXPECT_BUILD=compiled (or interpreted): the build --version names must be that one
case "$build" in
    "${CAYLUS_EXPECT_BUILD:-}"*) ;;
    *) echo "--version says '$build'; expected the ${CAYLUS_EXPECT_BUILD} build" >&2; exit 1 ;;
esac

TIMEFORMAT='%R'
status=0
{ time run --self-test 2>&1; } 2>"$away/seconds" || status=$?
cat "$report" 2>/dev/null || echo "(no report written)"
[ "$status" = 0 ] || { echo "the self-test FAILED (status $status)" >&2; exit 1; }
echo "self-test start to exit: $(cat "$away/seconds") s"

for language in $languages; do  # every language draws with the shipped fonts and catalogues
    status=0; run --lang "$language" --self-test || status=$?
    echo "$language: $(tail -n 1 "$report" 2>/dev/null || echo '(no report written)')"
    [ "$status" = 0 ] || { echo "--lang $language --self-test FAILED" >&2; exit 1; }
done
