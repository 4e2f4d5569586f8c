#!/usr/bin/env bash
# History reads against the years of history (issue 28), in one run: `bash bench/history-reads.sh [RITUAL]`, RITUAL
# being the release build as README's Install makes it (built into .build-release-static when not given).
#
# Builds homes of 1, 10 and 30 years of logs (bench/generate.py, BENCH_YEARS) through `ritual import`, so every table
# the store keeps is kept by the path that writes it. For each home, one hyperfine run (BENCH_RUNS, default 20) of
# the GRDB floor (bench/floor, as bench/run.sh builds it: open the store with GRDB, insert one row), the C floor (the same
# through libsqlite3), `run CompleteHabit`, `streak`, `calendar` (12 months), `status --format waybar` after a change
# to a past day (before each run the habit h00 is undone and completed again on 2025-10-01) and `stats --days 365`;
# then callgrind's instruction counts and the peak memory of each command and of the GRDB floor. It prints one table
# per home with ratios to both floors, the growth from the 1-year home to the 30-year one, and the batch of 10,000
# lines (bench/batch.sh) side by side with the build of BASE (default a8cb81d^1, main before the streak summary),
# BATCH_ROUNDS rounds (default 3) of BATCH_RUNS runs each (default 3), the two builds taking turns on homes of the
# same history, and callgrind's count of a batch of 2,000 lines for each.
# BENCH_HOMES="1 10 30" (the default) chooses the homes; BENCH_KEEP=1 keeps them; BASE= (empty) skips the batch;
# BENCH_BASE_TREE=DIR reuses (or keeps) the source tree of BASE and its build.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=bench/release-ritual.sh
source "$root/bench/release-ritual.sh"
ritual="${1:-}"
if [ -z "$ritual" ]; then ritual="$(release_ritual "$root")"; fi
runs="${BENCH_RUNS:-20}"
base="${BASE-a8cb81d^1}"
work="$(mktemp -d "${TMPDIR:-/tmp}/ritualist-history.XXXXXX")"
if [ "${BENCH_KEEP:-0}" = 1 ]; then echo "Keeping $work" >&2; else trap 'rm -rf "$work"' EXIT; fi
export RITUALIST_NOW=2025-11-08T12:00:00 TZ=America/New_York
today=20400 # 2025-11-08, in days since 1970-01-01
cc -O2 -o "$work/c-floor" "$root/bench/floor/c-floor.c" -lsqlite3
# The GRDB floor as bench/run.sh builds the one its ratios are to (--static-swift-stdlib).
floor_build=(swift build -c release --static-swift-stdlib --package-path "$root/bench/floor" --scratch-path "$root/bench/.build-floor")
"${floor_build[@]}" >&2
grdb_floor="$("${floor_build[@]}" --show-bin-path)/grdb-floor"
# Valgrind cannot read the debug info of the static binary: it runs copies without it (the same code).
objcopy --strip-debug "$ritual" "$work/ritual-stripped"
objcopy --strip-debug "$grdb_floor" "$work/grdb-floor-stripped"

count() { # label binary args...: callgrind's instructions and the peak memory (KiB) of one run each, after $prepare
    local label="$1" binary="$2"
    shift 2
    eval "${prepare:-true}"
    valgrind --tool=callgrind --callgrind-out-file="$work/out" "$work/$binary-stripped" "$@" >/dev/null 2>&1 || true
    local instructions peak
    instructions="$(awk '/^(summary|totals):/ {print $2; exit}' "$work/out")"
    eval "${prepare:-true}"
    # Peak memory of the binary itself: the stripped copy shows ~10 MiB more resident.
    local real="$ritual"
    if [ "$binary" = grdb-floor ]; then real="$grdb_floor"; fi
    peak="$({ /usr/bin/time -f %M "$real" "$@" 2>&1 >/dev/null || true; } | tail -n 1)"
    printf '%s\t%s\t%s\t%s\n' "$years" "$label" "$instructions" "$peak" >>"$work/counts.tsv"
}

for years in ${BENCH_HOMES:-1 10 30}; do
    home="$work/home-$years"
    mkdir -p "$work/work-$years"
    RITUALIST_HOME="$home" BENCH_WORK="$work/work-$years" BENCH_YEARS="$years" python3 "$root/bench/generate.py" "$ritual" >&2
    db="$home/ritualist.sqlite"
    h01="$(sqlite3 "$db" "SELECT id FROM habit WHERE name = 'h01'")"
    unlog="sqlite3 $db \"DELETE FROM log WHERE habitId = '$h01' AND day = $today\""
    # Every command is started directly (-N), the floors and ritual alike: through a shell, and ritual through `env`
    # to set its home, each ritual run paid an exec more than the floors (some 0.5 ms of a 5 ms press). The home is
    # exported instead; the preparations that need a shell name one.
    export RITUALIST_HOME="$home"
    hyperfine -N --runs "$runs" --warmup 2 --ignore-failure --export-json "$work/times-$years.json" --style none \
        --prepare "$unlog" -n "GRDB floor" "$grdb_floor $db $h01 $today" \
        --prepare "$unlog" -n "C floor" "$work/c-floor $db $h01 $today" \
        --prepare "sh -c '$ritual undo h00 >/dev/null 2>&1 || true'" -n "run CompleteHabit" "$ritual run CompleteHabit habit=h00" \
        --prepare "true" -n "streak" "$ritual streak" \
        --prepare "true" -n "calendar" "$ritual calendar --months 12 --format text" \
        --prepare "sh -c '$ritual undo h00 --date 2025-10-01 >/dev/null 2>&1 || true; $ritual run CompleteHabit habit=h00 date=2025-10-01 >/dev/null'" \
        -n "status after a past change" "$ritual status --format waybar" \
        --prepare "true" -n "stats --days 365" "$ritual stats --days 365" >&2
    prepare="$unlog" count "GRDB floor" grdb-floor "$db" "$h01" "$today"
    eval "$unlog"
    "$ritual" undo h00 >/dev/null 2>&1 || true
    count "run CompleteHabit" ritual run CompleteHabit habit=h00
    count "streak" ritual streak
    count "calendar" ritual calendar --months 12 --format text
    "$ritual" undo h00 --date 2025-10-01 >/dev/null 2>&1 || true
    "$ritual" run CompleteHabit habit=h00 date=2025-10-01 >/dev/null
    # The first status after the change pays for it: callgrind counts that one, time measures the next.
    count "status after a past change" ritual status --format waybar
    count "stats --days 365" ritual stats --days 365
    unset RITUALIST_HOME
done

if [ -n "$base" ]; then
    base_tree="${BENCH_BASE_TREE:-$work/base}"
    if [ ! -d "$base_tree" ]; then
        mkdir -p "$base_tree"
        git -C "$root" archive "$base" | tar -x -C "$base_tree"
    fi
    base_ritual="$(release_ritual "$base_tree")"
    objcopy --strip-debug "$base_ritual" "$work/base-ritual-stripped"
    # Each side's binary, and (stripped) its copy without debug info for valgrind.
    side_binary() { if [ "$1" = base ]; then printf '%s' "$base_ritual"; else printf '%s' "$ritual"; fi; }
    side_stripped() {
        if [ "$1" = base ]; then printf '%s' "$work/base-ritual-stripped"; else printf '%s' "$work/ritual-stripped"; fi
    }
    # Both homes hold the same history, written by this tree's generator through each build's own `ritual import`
    # (an older generator wrote logs straight into SQLite, leaving the change log empty: another home). Both
    # builds run this tree's batch script and lines.
    for side in base this; do
        mkdir -p "$work/batch-$side"
        RITUALIST_HOME="$work/batch-$side/home" BENCH_WORK="$work/batch-$side" python3 "$root/bench/generate.py" \
            "$(side_binary "$side")" >&2
    done
    for _ in $(seq "${BATCH_ROUNDS:-3}"); do
        for side in base this; do
            RITUALIST_HOME="$work/batch-$side/home" BATCH_RUNS="${BATCH_RUNS:-3}" \
                bash "$root/bench/batch.sh" "$(side_binary "$side")" |
                sed -n 's/^batch: .*: \([0-9,]*\) intents\/s.*/\1/p' | tr -d , | sed "s/^/$side\t/" >>"$work/batch.tsv"
        done
    done
    # Instructions of one batch of 2,000 of the same lines on a copy of each home: repeatable where times are not.
    python3 "$root/bench/batch-lines.py" 2000 >"$work/batch-lines.jsonl"
    for side in base this; do
        sqlite3 "$work/batch-$side/home/ritualist.sqlite" "PRAGMA wal_checkpoint(TRUNCATE)" >/dev/null
        rm -rf "$work/batch-$side/copy"
        mkdir -m 700 "$work/batch-$side/copy"
        cp -a "$work/batch-$side/home/intents" "$work/batch-$side/home/ritualist.sqlite" "$work/batch-$side/copy/"
        RITUALIST_HOME="$work/batch-$side/copy" valgrind --tool=callgrind --callgrind-out-file="$work/batch-$side/out" \
            "$(side_stripped "$side")" run --batch <"$work/batch-lines.jsonl" >/dev/null 2>&1 || true
        printf '%s\t%s\n' "$side" "$(awk '/^(summary|totals):/ {print $2; exit}' "$work/batch-$side/out")" \
            >>"$work/batch-instructions.tsv"
    done
fi

python3 - "$work" "$base" ${BENCH_HOMES:-1 10 30} <<'PY'
import json, statistics, sys
work, base = sys.argv[1], sys.argv[2]
homes = [int(years) for years in sys.argv[3:]]
names = ["GRDB floor", "C floor", "run CompleteHabit", "streak", "calendar", "status after a past change",
         "stats --days 365"]
counts = {}
for line in open(f"{work}/counts.tsv"):
    years, name, instructions, peak = line.rstrip("\n").split("\t")
    counts[(int(years), name)] = (int(instructions), int(peak) / 1024)
medians = {}
for years in homes:
    results = json.load(open(f"{work}/times-{years}.json"))["results"]
    medians[years] = {r["command"]: r["median"] * 1000 for r in results}
    grdb, c = medians[years]["GRDB floor"], medians[years]["C floor"]
    floor_ir = counts[(years, "GRDB floor")][0]
    print(f"\n{years}-year home (GRDB floor {grdb:.2f} ms, C floor {c:.2f} ms)\n")
    print("| command | median | × GRDB floor | × C floor | instructions | × GRDB floor | peak memory |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for name in names:
        median = medians[years][name]
        extra = counts.get((years, name))
        # Counts are exact and repeatable: the ratio to the floor with three decimals, so one at the goal reads as
        # under or over it.
        ir = f"{extra[0] / 1e6:.2f} M | {extra[0] / floor_ir:.3f}×" if extra else "— | —"
        peak = f"{extra[1]:.1f} MiB" if extra else "—"
        print(f"| {name} | {median:.1f} ms | {median / grdb:.2f}× | {median / c:.2f}× | {ir} | {peak} |")
first, last = homes[0], homes[-1]
print(f"\nGrowth, {last}-year home / {first}-year home\n")
print("| command | time | instructions | peak memory |")
print("|---|---:|---:|---:|")
for name in names[2:]:
    ir = f"{counts[(last, name)][0] / counts[(first, name)][0]:.2f}×"
    peak = f"{counts[(last, name)][1] / counts[(first, name)][1]:.2f}×"
    print(f"| {name} | {medians[last][name] / medians[first][name]:.2f}× | {ir} | {peak} |")
if base:
    rates = {"base": [], "this": []}
    for line in open(f"{work}/batch.tsv"):
        side, rate = line.split()
        rates[side].append(int(rate))
    before, after = statistics.median(rates["base"]), statistics.median(rates["this"])
    print(f"\nBatch of 10,000 lines (10-year reference home), median of {len(rates['this'])} rounds, taking turns\n")
    print("| build | intents/s | rounds |")
    print("|---|---:|---|")
    print(f"| {base} | {before:,.0f} | {', '.join(f'{r:,}' for r in rates['base'])} |")
    print(f"| this build | {after:,.0f} ({after / before:.2f}×) | {', '.join(f'{r:,}' for r in rates['this'])} |")
    counted = dict(line.split() for line in open(f"{work}/batch-instructions.tsv"))
    base_ir, this_ir = int(counted["base"]), int(counted["this"])
    print(f"\nInstructions of a batch of 2,000 lines: {base} {base_ir / 1e6:,.0f} M, this build "
          f"{this_ir / 1e6:,.0f} M ({this_ir / base_ir:.3f}×)")
PY
