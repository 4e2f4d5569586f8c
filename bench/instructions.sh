#!/usr/bin/env bash
# Instruction counts (callgrind's Ir) of a few cold commands of one ritual binary in an empty home, pinned clock and
# zone: `bash bench/instructions.sh [RITUAL]`, RITUAL being the release build as README's Install makes it (built
# here into .build-release-static when not given). Counts are exact and repeatable, so two builds compare with no
# noise; run.sh measures the reference home.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ritual="${1:-}"
if [ -z "$ritual" ]; then
    # shellcheck source=bench/release-ritual.sh
    source "$root/bench/release-ritual.sh"
    ritual="$(release_ritual "$root")"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Valgrind cannot read the debug info of the static binary: it runs a copy without it (the same code).
objcopy --strip-debug "$ritual" "$work/ritual"
export RITUALIST_HOME="$work/home" RITUALIST_NOW=2025-11-08T12:00:00 TZ=America/New_York
"$work/ritual" list >/dev/null # the home made once, outside the counts
for command in "--version" "list" "status --format waybar"; do
    # shellcheck disable=SC2086 # the command is split on spaces on purpose
    valgrind --tool=callgrind --callgrind-out-file="$work/out" "$work/ritual" $command >/dev/null 2>&1 || true
    printf '%-24s %s\n' "$command" "$(awk '/^(summary|totals):/ {print $2; exit}' "$work/out")"
done
