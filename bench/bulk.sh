#!/usr/bin/env bash
# Bulk work beside its floor (issue 42), in one run: `bash bench/bulk.sh [RITUAL]`, RITUAL being the release build as
# README's Install makes it (built into .build-release-static when not given).
#
# For each reference home (bench/generate.py; BENCH_HOMES="1 10 30" years, the default):
#   - `ritual export` of the whole history: wall time, peak memory, bytes a log;
#   - `ritual import` of that export into an empty home: wall time and peak memory, beside the local floor: the same
#     rows (habits, logs, rest days, change-log entries, as the import left them) inserted into an empty store of the
#     same schema through prepared statements in one transaction with the triggers off, then the derived tables
#     built once (`ritual doctor --rebuild`);
# and on the 10-year home (or the largest one asked for):
#   - `run --batch` of BULK_LINES (10,000) distinct completions (ten habits added for it, a thousand days each),
#     in lines a second, beside the same log rows inserted in one transaction;
#   - `run --batch` of amounts on one day, 1,000 and 10,000 lines, and the ratio of the two (linear is 10×).
# Every import is checked: the imported home's `habit list --all --json`, `streak --json` and `doctor --rebuild
# --json` answers equal the floor's. It prints Markdown tables; BENCH_KEEP=1 keeps the temporary folder.
#
# Not yet here: the first push and pull of a history and ten machines syncing at once (bench/sync.sh measures them,
# without their floors).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bench="$root/bench"
export RITUALIST_NOW="${RITUALIST_NOW:-2025-11-08T12:00:00}" TZ="${TZ:-America/New_York}"
homes="${BENCH_HOMES:-1 10 30}"
lines="${BULK_LINES:-10000}"
say() { printf '%s\n' "$*" >&2; }
for tool in python3 sqlite3 /usr/bin/time; do
    command -v "$tool" >/dev/null || { say "bulk: $tool is needed (apt-get install python3 sqlite3 time)"; exit 69; }
done

ritual="${1:-}"
if [ -z "$ritual" ]; then
    say "Building ritual as README's Install does (release, --static-swift-stdlib, one static executable)…"
    # shellcheck source=bench/release-ritual.sh
    source "$bench/release-ritual.sh"
    ritual="$(release_ritual "$root")"
fi
ritual="$(cd "$(dirname "$ritual")" && pwd)/$(basename "$ritual")"

work="$(mktemp -d "${TMPDIR:-/tmp}/ritualist-bulk.XXXXXX")"
if [ "${BENCH_KEEP:-0}" = 1 ]; then say "Keeping $work"; else trap 'rm -rf "$work"' EXIT; fi

for years in $homes; do
    say "Generating the ${years}-year home…"
    mkdir -p "$work/$years"
    BENCH_WORK="$work/$years" RITUALIST_HOME="$work/$years/home" BENCH_YEARS="$years" \
        python3 "$bench/generate.py" "$ritual" >&2
done

python3 "$bench/bulk.py" "$ritual" "$work" "$lines" $homes
