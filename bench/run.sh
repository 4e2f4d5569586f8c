#!/usr/bin/env bash
# The benchmark suite: `bash bench/run.sh` from anywhere in the repository.
#
# Builds the release ritual as README's Install does (--static-swift-stdlib, one static executable), the
# GRDB floor (--static-swift-stdlib, as the targets define it; and the same program linked as ritual is,
# shown beside it) and the C floor, generates the
# reference home (50 habits, ~10 years of logs, 20 user intents) in a temporary folder, then measures
# cold-process medians side by side in one hyperfine run against Taskwarrior and the floors, peak
# memory, callgrind instruction counts, the in-process CoreBenchmark, the batch throughput
# (bench/batch.sh, runnable alone) and the export and import times (bench/transfer.sh). Prints a Markdown report
# and writes it to bench/results/latest.md, with hyperfine's JSON in bench/results/latest.json.
#
# Never part of CI pass/fail. Environment: BENCH_RUNS (hyperfine runs per command, default 40),
# BENCH_KEEP=1 keeps the temporary folder. The commands are split on spaces, so the repository and
# TMPDIR paths must not contain any.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bench="$root/bench"
runs="${BENCH_RUNS:-40}"
results="$bench/results"
mkdir -p "$results"

# The clock and the zone are pinned for every command.
export RITUALIST_NOW=2025-11-08T12:00:00
export TZ=America/New_York
export BENCH_TODAY=20400 # 2025-11-08, in days since 1970-01-01

say() { printf '%s\n' "$*" >&2; }

# --- Tools -------------------------------------------------------------------------------------
need=()
command -v hyperfine >/dev/null || need+=(hyperfine)
command -v task >/dev/null || need+=(taskwarrior)
command -v valgrind >/dev/null || need+=(valgrind)
command -v sqlite3 >/dev/null || need+=(sqlite3)
[ -x /usr/bin/time ] || need+=(time)
[ -e /usr/include/sqlite3.h ] || need+=(libsqlite3-dev)
if [ ${#need[@]} -gt 0 ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        say "Installing ${need[*]}…"
        apt-get update -qq && apt-get install -y -qq "${need[@]}" >/dev/null
    else
        say "bench: missing ${need[*]}; install them (apt-get install ${need[*]}) and run again."
        exit 69
    fi
fi
command -v python3 >/dev/null || { say "bench: python3 is needed"; exit 69; }

# --- Builds ------------------------------------------------------------------------------------
say "Building ritual as README's Install does (release, --static-swift-stdlib, one static executable)…"
# shellcheck source=bench/release-ritual.sh
source "$bench/release-ritual.sh"
build=(swift build "${release_flags[@]}" --scratch-path "$root/.build-release-static")
(cd "$root" && "${build[@]}" --product ritual >&2)
ritual="$(cd "$root" && "${build[@]}" --show-bin-path)/ritual"

say "Building the GRDB floor and the C floor…"
floor=(swift build -c release --static-swift-stdlib --package-path "$bench/floor" --scratch-path "$bench/.build-floor")
"${floor[@]}" >&2
grdb_floor="$("${floor[@]}" --show-bin-path)/grdb-floor"
static_floor=(swift build -c release --static-swift-stdlib -Xswiftc -static-executable --package-path "$bench/floor"
    --scratch-path "$bench/.build-floor-static")
"${static_floor[@]}" >&2
grdb_static_floor="$("${static_floor[@]}" --show-bin-path)/grdb-floor"
c_floor="$bench/.build-floor/c-floor"
cc -O2 -o "$c_floor" "$bench/floor/c-floor.c" -lsqlite3

# --- The reference home and Taskwarrior's 1,000 tasks ------------------------------------------
work="$(mktemp -d "${TMPDIR:-/tmp}/ritualist-bench.XXXXXX")"
export BENCH_WORK="$work"
if [ "${BENCH_KEEP:-0}" = 1 ]; then say "Keeping $work"; else trap 'rm -rf "$work"' EXIT; fi
export RITUALIST_HOME="$work/home"
say "Generating the reference home…"
home_summary="$(python3 "$bench/generate.py" "$ritual")"
say "$home_summary"
floor_habit="$(sqlite3 "$RITUALIST_HOME/ritualist.sqlite" "SELECT id FROM habit WHERE name = 'h01'")"

export TASKRC="$work/taskrc" TASKDATA="$work/task"
cat >"$TASKRC" <<EOF
data.location=$work/task
confirmation=off
hooks=off
news.version=9.9.9
EOF
mkdir -p "$work/task"
python3 - "$work/tasks.json" <<'EOF'
import json, sys
with open(sys.argv[1], "w") as f:
    for n in range(1000):
        f.write(json.dumps({"uuid": f"00000000-0000-4000-8000-{n:012d}", "status": "pending",
                            "description": f"task {n}", "entry": "20251101T120000Z"}) + "\n")
EOF
task rc.verbose=nothing import "$work/tasks.json" >/dev/null 2>&1
cp -a "$work/task" "$work/task.orig"
say "Taskwarrior $(task --version): $(task rc.verbose=nothing status:pending count) pending tasks"

# --- What is measured: name, prepare mode, command ---------------------------------------------
names=() modes=() commands=()
add() { names+=("$1"); modes+=("$2"); commands+=("$3"); }
add "ritual run CompleteHabit habit=h00" write "$ritual run CompleteHabit habit=h00"
add "ritual run NextDay" nextday "$ritual run NextDay"
add "ritual run BenchRoutine (3 steps)" write "$ritual run BenchRoutine"
add "ritual status --format waybar" none "$ritual status --format waybar"
add "ritual status --format waybar (first poll after a change)" changed "$ritual status --format waybar"
add "ritual status --json" none "$ritual status --json"
add "ritual list" none "$ritual list"
add "ritual streak" none "$ritual streak"
add "ritual calendar" none "$ritual calendar"
add "ritual --version" none "$ritual --version"
add "task add hello (1,000 tasks)" task "task add hello"
add "task 1 done (1,000 tasks)" task "task 1 done"
add "GRDB floor (open, insert one row)" write "$grdb_floor $RITUALIST_HOME/ritualist.sqlite $floor_habit $BENCH_TODAY"
add "Static-executable GRDB floor (the same, linked as ritual is)" write "$grdb_static_floor $RITUALIST_HOME/ritualist.sqlite $floor_habit $BENCH_TODAY"
add "C floor (libsqlite3, same)" write "$c_floor $RITUALIST_HOME/ritualist.sqlite $floor_habit $BENCH_TODAY"

# Every command must work before it is timed.
for i in "${!names[@]}"; do
    bash "$bench/prepare.sh" "${modes[$i]}"
    if ! ${commands[$i]} >/dev/null 2>"$work/err"; then
        say "bench: '${names[$i]}' failed:"
        cat "$work/err" >&2
        exit 70
    fi
done
# ritual fails silently by default: check that the completion and NextDay really write.
bash "$bench/prepare.sh" write
"$ritual" run CompleteHabit habit=h00 --strict >/dev/null
bash "$bench/prepare.sh" nextday
"$ritual" run NextDay --strict >/dev/null

# --- Cold-process timings: one hyperfine run, side by side -------------------------------------
say "Timing ${#names[@]} commands, $runs runs each…"
hf=(hyperfine -N --warmup 3 --runs "$runs" --export-json "$results/latest.json" --style basic)
for i in "${!names[@]}"; do
    hf+=(--command-name "${names[$i]}" --prepare "bash $bench/prepare.sh ${modes[$i]}" "${commands[$i]}")
done
"${hf[@]}" >"$work/hyperfine.txt" 2>&1 || { cat "$work/hyperfine.txt" >&2; exit 70; }

# --- Peak memory and instruction counts --------------------------------------------------------
say "Measuring peak memory and instruction counts (callgrind)…"
: >"$work/measures.tsv"
ritual_nodebug="$work/ritual-nodebug"
objcopy --strip-debug "$ritual" "$ritual_nodebug"
for i in "${!names[@]}"; do
    bash "$bench/prepare.sh" "${modes[$i]}"
    /usr/bin/time -o "$work/memory" -f %M ${commands[$i]} >/dev/null 2>&1 || true
    kib="$(tail -1 "$work/memory")"
    # Valgrind cannot read the debug info of the 90 MB binary: it runs a copy without it (same code). The copy runs
    # once natively first: it is another program file, so the streak a status bar keeps must be kept for it too.
    if [[ ${commands[$i]} == "$ritual "* ]]; then ${commands[$i]/#$ritual/$ritual_nodebug} >/dev/null 2>&1 || true; fi
    bash "$bench/prepare.sh" "${modes[$i]}"
    out="$work/callgrind.$i.out"
    valgrind --tool=callgrind --callgrind-out-file="$out" ${commands[$i]/#$ritual/$ritual_nodebug} \
        >/dev/null 2>"$work/valgrind.$i.log" || true
    ir="$(awk '/^(summary|totals):/ {print $2; exit}' "$out" 2>/dev/null || true)"
    printf '%s\t%s\t%s\n' "${names[$i]}" "$kib" "${ir:-?}" >>"$work/measures.tsv"
done

# Where a completion's instructions go: the top functions, inclusive and self.
profile="$work/profile.txt"
set +o pipefail # head ends callgrind_annotate early
if command -v swift-demangle >/dev/null; then demangle=(swift-demangle --simplified); else demangle=(swift demangle --simplified); fi
{
    echo "Inclusive:"
    # A name ending in 'N is callgrind's count of a recursion cycle, above 100%: left out.
    callgrind_annotate --inclusive=yes "$work/callgrind.0.out" 2>/dev/null | grep -E '^ *[0-9,]+ \(' |
        grep -v 'PROGRAM TOTALS' | grep -vE "'[0-9]+( \[[^]]*\])?$" | sed -E 's/ \[[^]]*\]$//; s/\?\?\?://' | head -30
    echo
    echo "Self:"
    callgrind_annotate "$work/callgrind.0.out" 2>/dev/null | grep -E '^ *[0-9,]+ \(' |
        grep -v 'PROGRAM TOTALS' | sed -E 's/ \[[^]]*\]$//; s/\?\?\?://' | head -15
} | "${demangle[@]}" | cut -c1-170 >"$profile"
set -o pipefail

# --- In process --------------------------------------------------------------------------------
say "Running CoreBenchmark…"
# `swift run -c release CoreBenchmark`, built with the same flags and scratch path as ritual.
(cd "$root" && "${build[@]}" --product CoreBenchmark >"$work/core.err" 2>&1 &&
    "$(dirname "$ritual")/CoreBenchmark" >"$work/core.txt" 2>>"$work/core.err") ||
    echo "CoreBenchmark failed: $(tail -3 "$work/core.err")" >"$work/core.txt"

say "Running the batch benchmark…"
# bench/batch.sh alone does the same with a home of its own: `bash bench/batch.sh`.
bash "$bench/batch.sh" "$ritual" >"$work/batch.txt" 2>"$work/batch.err" ||
    echo "batch: failed: $(tail -3 "$work/batch.err")" >"$work/batch.txt"

say "Running the export and import benchmark…"
# bench/transfer.sh alone does the same: `bash bench/transfer.sh`.
bash "$bench/transfer.sh" "$ritual" >"$work/transfer.txt" 2>"$work/transfer.err" ||
    echo "transfer: failed: $(tail -3 "$work/transfer.err")" >"$work/transfer.txt"

# --- Report ------------------------------------------------------------------------------------
python3 "$bench/report.py" "$results/latest.json" "$work/measures.tsv" "$work/core.txt" "$work/batch.txt" \
    "$profile" "$home_summary" "$runs" "$(nproc)" | tee "$results/latest.md"
{ echo; cat "$work/transfer.txt"; } | tee -a "$results/latest.md"
