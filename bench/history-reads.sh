#!/usr/bin/env bash
# History reads against the years of history (issue 28): `bash bench/history-reads.sh [RITUAL]`, RITUAL being the
# release build as README's Install makes it (built into .build-release-static when not given).
#
# Builds homes of 1, 10 and 30 years of logs (bench/generate.py, BENCH_YEARS) through `ritual import`, so every table
# the store keeps is kept by the path that writes it. For each home, one hyperfine run (BENCH_RUNS, default 20) of
# the C floor (libsqlite3: open the store, insert one row), `run CompleteHabit`, `streak`, `calendar` (12 months),
# `status --format waybar` after a change to a past day (before each run the habit h00 is undone and completed again
# on 2025-10-01) and `stats --days 365`; then callgrind's instruction counts and the peak memory of each command. It
# prints one table per home, ratios to the C floor, and the growth from the 1-year home to the 30-year one.
# BENCH_HOMES="1 10 30" (the default) chooses the homes; BENCH_KEEP=1 keeps them.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ritual="${1:-}"
if [ -z "$ritual" ]; then
    # shellcheck source=bench/release-ritual.sh
    source "$root/bench/release-ritual.sh"
    ritual="$(release_ritual "$root")"
fi
runs="${BENCH_RUNS:-20}"
work="$(mktemp -d "${TMPDIR:-/tmp}/ritualist-history.XXXXXX")"
if [ "${BENCH_KEEP:-0}" = 1 ]; then echo "Keeping $work" >&2; else trap 'rm -rf "$work"' EXIT; fi
export RITUALIST_NOW=2025-11-08T12:00:00 TZ=America/New_York
today=20400 # 2025-11-08, in days since 1970-01-01
cc -O2 -o "$work/c-floor" "$root/bench/floor/c-floor.c" -lsqlite3
# Valgrind cannot read the debug info of the static binary: it runs a copy without it (the same code).
objcopy --strip-debug "$ritual" "$work/ritual-stripped"

for years in ${BENCH_HOMES:-1 10 30}; do
    home="$work/home-$years"
    mkdir -p "$work/work-$years"
    RITUALIST_HOME="$home" BENCH_WORK="$work/work-$years" BENCH_YEARS="$years" python3 "$root/bench/generate.py" "$ritual" >&2
    db="$home/ritualist.sqlite"
    h01="$(sqlite3 "$db" "SELECT id FROM habit WHERE name = 'h01'")"
    r="env RITUALIST_HOME=$home $ritual"
    hyperfine --runs "$runs" --warmup 2 --ignore-failure --export-json "$work/times-$years.json" --style none \
        --prepare "sqlite3 $db \"DELETE FROM log WHERE habitId = '$h01' AND day = $today\"" \
        -n "C floor" "$work/c-floor $db $h01 $today" \
        --prepare "$r undo h00 || true" -n "run CompleteHabit" "$r run CompleteHabit habit=h00" \
        --prepare "true" -n "streak" "$r streak" \
        --prepare "true" -n "calendar" "$r calendar --months 12 --format text" \
        --prepare "$r undo h00 --date 2025-10-01 || true; $r run CompleteHabit habit=h00 date=2025-10-01" \
        -n "status after a past change" "$r status --format waybar" \
        --prepare "true" -n "stats --days 365" "$r stats --days 365" >&2
    for command in "streak" "calendar --months 12 --format text" "status --format waybar" "stats --days 365"; do
        # shellcheck disable=SC2086 # the command is split on spaces on purpose
        RITUALIST_HOME="$home" valgrind --tool=callgrind --callgrind-out-file="$work/out" "$work/ritual-stripped" \
            $command >/dev/null 2>&1 || true
        instructions="$(awk '/^(summary|totals):/ {print $2; exit}' "$work/out")"
        # shellcheck disable=SC2086
        peak="$(RITUALIST_HOME="$home" /usr/bin/time -f %M "$ritual" $command 2>&1 >/dev/null | tail -1)"
        printf '%s\t%s\t%s\t%s\n' "$years" "${command%% *}" "$instructions" "$peak" >>"$work/counts.tsv"
    done
done

python3 - "$work" ${BENCH_HOMES:-1 10 30} <<'PY'
import json, sys
work = sys.argv[1]
homes = [int(years) for years in sys.argv[2:]]
names = ["C floor", "run CompleteHabit", "streak", "calendar", "status after a past change", "stats --days 365"]
count_names = {"streak": "streak", "calendar": "calendar", "status after a past change": "status", "stats --days 365": "stats"}
counts = {}
for line in open(f"{work}/counts.tsv"):
    years, name, instructions, peak = line.rstrip("\n").split("\t")
    counts[(int(years), name)] = (int(instructions), int(peak) / 1024)
medians = {}
for years in homes:
    results = json.load(open(f"{work}/times-{years}.json"))["results"]
    medians[years] = {r["command"]: r["median"] * 1000 for r in results}
    floor = medians[years]["C floor"]
    print(f"\n{years}-year home\n")
    print("| command | median | × C floor | instructions | peak memory |")
    print("|---|---:|---:|---:|---:|")
    for name in names:
        median = medians[years][name]
        extra = counts.get((years, count_names.get(name, "")))
        ir = f"{extra[0] / 1e6:.1f} M" if extra else "—"
        peak = f"{extra[1]:.1f} MiB" if extra else "—"
        print(f"| {name} | {median:.1f} ms | {median / floor:.2f}× | {ir} | {peak} |")
first, last = homes[0], homes[-1]
print(f"\nGrowth, {last}-year home / {first}-year home\n")
print("| command | time | instructions |")
print("|---|---:|---:|")
for name in names[1:]:
    key = count_names.get(name, "")
    ir = f"{counts[(last, key)][0] / counts[(first, key)][0]:.2f}×" if (first, key) in counts else "—"
    print(f"| {name} | {medians[last][name] / medians[first][name]:.2f}× | {ir} |")
PY
