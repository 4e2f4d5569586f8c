#!/usr/bin/env bash
# The export and import benchmark, runnable alone: `bash bench/transfer.sh [RITUAL_BINARY]`.
#
# Generates the reference home (bench/generate.py: 50 habits, ~10 years of logs), then times `ritual export` of its
# whole history and `ritual import` of that export into an empty home (the medians of TRANSFER_RUNS runs, default
# 3), and checks the round trip: `habit list --all --json`, `streak --json` and `calendar --format json` must be
# byte for byte the same in both homes, or the benchmark fails.
#
# Without a binary it builds the release ritual first, as README's Install does. Environment: TRANSFER_RUNS,
# BENCH_KEEP=1 keeps the temporary folder.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bench="$root/bench"
runs="${TRANSFER_RUNS:-3}"
export RITUALIST_NOW="${RITUALIST_NOW:-2025-11-08T12:00:00}"
export TZ="${TZ:-America/New_York}"

say() { printf '%s\n' "$*" >&2; }

if [ $# -ge 1 ]; then
    ritual="$1"
else
    say "Building ritual as README's Install does (release, --static-swift-stdlib, one static executable)…"
    # shellcheck source=bench/release-ritual.sh
    source "$root/bench/release-ritual.sh"
    ritual="$(release_ritual "$root")"
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/ritualist-transfer.XXXXXX")"
if [ "${BENCH_KEEP:-0}" = 1 ]; then say "Keeping $work"; else trap 'rm -rf "$work"' EXIT; fi
export BENCH_WORK="$work"
source_home="$work/home"
say "Generating the reference home…"
RITUALIST_HOME="$source_home" python3 "$bench/generate.py" "$ritual" >&2

python3 - "$ritual" "$work" "$source_home" "$runs" <<'PY'
import os, resource, statistics, subprocess, sys, time
ritual, work, source, runs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
export = os.path.join(work, "export.json")

def run(home, *arguments):
    env = dict(os.environ, RITUALIST_HOME=home)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    result = subprocess.run([ritual, *arguments], env=env, capture_output=True, text=True)
    elapsed = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if result.returncode != 0:
        sys.exit(f"ritual {' '.join(arguments)} failed ({result.returncode}): {result.stderr}")
    return (elapsed, cpu), result.stdout

exports, imports = [], []
for index in range(runs):
    os.path.exists(export) and os.remove(export)
    exports.append(run(source, "export", "--output", export)[0])
    target = os.path.join(work, f"target{index}")
    os.makedirs(target, mode=0o700)
    imports.append(run(target, "import", export)[0])
logs = open(export, encoding="utf-8").read().count('"zone"')
views = [["habit", "list", "--all", "--json"], ["streak", "--json"], ["calendar", "--format", "json"]]
for view in views:
    if run(source, *view)[1] != run(target, *view)[1]:
        sys.exit(f"the round trip changed `ritual {' '.join(view)}`")
size = os.path.getsize(export) / 1_048_576
def median(times, part):
    return statistics.median(time[part] for time in times)
# CPU time (user + system) beside the wall clock: on a busy machine the wall clock waits for a core.
print("| Export and import of the reference home | wall (median) | CPU (median) |")
print("|---|---|---|")
print(f"| export, {logs:,} logs ({size:.1f} MiB of JSON) | {median(exports, 0):.2f} s | {median(exports, 1):.2f} s |")
print(f"| import into an empty home | {median(imports, 0):.2f} s | {median(imports, 1):.2f} s |")
print("| round trip (habit list, streak, calendar) | identical | |")
PY
