#!/usr/bin/env bash
# Regenerate the lock files that .ci/run (and so the hosted CI and the executable build)
# installs from, with a SHA-256 hash for every file pip may download:
#   requirements/all.txt         the game's dependencies, every extra (test, build, ...) and
#                                pip
#   requirements/actionlint.txt  the workflow linter (see requirements/actionlint.in), which
#                                .ci/run installs on Linux only
#   requirements/runtime.txt     the game's dependencies only, at the same versions (the
#                                wheel's check installs these)
# One universal lock each, for Python 3.11 on Linux, Windows and macOS (x86-64 and arm64):
# platform-only packages carry markers (e.g. pefile ; sys_platform == 'win32').
#
#   tools/update_constraints.sh              add what pyproject.toml now asks for, keep the
#                                            other pins as they are
#   tools/update_constraints.sh --upgrade    move every package to its newest release
#
# Needs uv (`pip install uv`, or UV=/path/to/uv) and the network; commit both files.
set -euo pipefail
cd "$(dirname "$0")/.."
uv="${UV:-uv}"
compile() {
    "$uv" pip compile --quiet --universal --python-version 3.11 --generate-hashes \
        --custom-compile-command "tools/update_constraints.sh" "$@"
}
compile pyproject.toml requirements/pip.in --all-extras -o requirements/all.txt "$@"
compile requirements/actionlint.in -o requirements/actionlint.txt "$@"
compile pyproject.toml -c requirements/all.txt -o requirements/runtime.txt "$@"
for lock in requirements/*.txt; do
    echo "$lock: $(grep -c '^[a-z]' "$lock") packages"
done
