#!/usr/bin/env bash
# The instruction budgets of the everyday commands: callgrind's count (Ir) of each command bench/budgets.tsv names,
# run by the static release binary (README's Install) on the reference home bench/generate.py makes (50 habits,
# BENCH_YEARS=10 years of logs, 1,000 journal records), with the clock, the zone and Swift's hashing pinned: one
# build counts the same on every run and every machine, so the counts are compared, never the times.
#
#   bash bench/budgets.sh [RITUAL]           checks every count against its budget; fails when one is more than
#                                            BUDGET_TOLERANCE percent (3) over it
#   bash bench/budgets.sh --write [RITUAL]   measures and writes bench/budgets.tsv (commit it with the change that
#                                            moved the counts, saying why)
#
# RITUAL is the release build as README's Install makes it (built into .build-release-static when not given). Each
# command runs once natively before it is counted (the copy valgrind runs is another program file, whose status-bar
# streak is kept apart), and the journal is put back to its 1,000 records before each count.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bench="$root/bench"
budgets="$bench/budgets.tsv"
tolerance="${BUDGET_TOLERANCE:-3}"
write=0
if [ "${1:-}" = "--write" ]; then
    write=1
    shift
fi
ritual="${1:-}"
if [ -z "$ritual" ]; then
    # shellcheck source=bench/release-ritual.sh
    source "$bench/release-ritual.sh"
    ritual="$(release_ritual "$root")"
fi
ritual="$(cd "$(dirname "$ritual")" && pwd)/$(basename "$ritual")"
for tool in valgrind objcopy sqlite3 python3; do
    command -v "$tool" >/dev/null || { echo "budgets: $tool is needed (apt-get install valgrind binutils sqlite3 python3)" >&2; exit 69; }
done

work="$(mktemp -d "${TMPDIR:-/tmp}/ritualist-budgets.XXXXXX")"
trap 'rm -rf "$work"' EXIT
export RITUALIST_NOW=2025-11-08T12:00:00 TZ=America/New_York BENCH_TODAY=20400 SWIFT_DETERMINISTIC_HASHING=1
export BENCH_WORK="$work/reference" RITUALIST_HOME="$work/reference/home"
mkdir -p "$BENCH_WORK"
python3 "$bench/generate.py" "$ritual" >&2
# The 1-year export, imported into an empty home by the import's count.
mkdir -p "$work/year"
BENCH_WORK="$work/year" RITUALIST_HOME="$work/year/home" BENCH_YEARS=1 python3 "$bench/generate.py" "$ritual" >/dev/null
python3 "$bench/batch-lines.py" 1000 >"$work/lines.jsonl"
python3 "$bench/batch-lines.py" 2000 amounts >"$work/amounts.jsonl"
sqlite3 "$RITUALIST_HOME/ritualist.sqlite" "PRAGMA wal_checkpoint(TRUNCATE)" >/dev/null
cp "$RITUALIST_HOME/ritualist.sqlite" "$work/pristine.sqlite"

# Valgrind cannot read the debug info of the static binary: it runs a copy without it (the same code).
counted="$work/ritual"
objcopy --strip-debug "$ritual" "$counted"

# Name, how the home is prepared (bench/prepare.sh's modes, and: batch, a pristine store, and the mixed lines or the
# amounts on one day; import, an empty home), the command's words.
measures=(
    "press|write|run CompleteHabit habit=h00"
    "next-day|nextday|run NextDay"
    "bar-poll|none|status --format waybar"
    "bar-poll-after-change|changed|status --format waybar"
    "streak|none|streak"
    "calendar|none|calendar"
    "stats|none|stats"
    "habit-list|none|habit list"
    "list|none|list"
    "journal|none|journal"
    "changes|none|changes"
    "version|none|--version"
    "batch-1000-lines|batch|run --batch"
    "batch-2000-amounts-one-day|amounts|run --batch"
    "import-1-year|import|import $work/year/reference-export.json"
)

prepare() {
    case "$1" in
    batch | amounts) cp "$work/pristine.sqlite" "$RITUALIST_HOME/ritualist.sqlite"; rm -f "$RITUALIST_HOME/ritualist.sqlite-wal" ;;
    import) rm -rf "$work/empty" ;;
    *) bash "$bench/prepare.sh" "$1" ;;
    esac
    cp "$BENCH_WORK/journal.orig" "$RITUALIST_HOME/journal.jsonl"
    rm -f "$RITUALIST_HOME/journal.jsonl.1"
}

# Runs the command as the count runs it: the batch reads its lines, the import goes into an empty home.
invoke() {
    local mode="$1" words="$2"
    shift 2
    # shellcheck disable=SC2086 # the words are split on spaces on purpose
    case "$mode" in
    batch) "$@" $words <"$work/lines.jsonl" ;;
    amounts) "$@" $words <"$work/amounts.jsonl" ;;
    import) RITUALIST_HOME="$work/empty" "$@" $words ;;
    *) "$@" $words ;;
    esac
}

declare -A counts
order=()
for entry in "${measures[@]}"; do
    IFS='|' read -r name mode words <<<"$entry"
    prepare "$mode"
    invoke "$mode" "$words" "$counted" >/dev/null 2>"$work/err" ||
        { echo "budgets: '$words' failed: $(tail -3 "$work/err")" >&2; exit 70; }
    prepare "$mode"
    invoke "$mode" "$words" valgrind --tool=callgrind --callgrind-out-file="$work/out" "$counted" >/dev/null 2>&1 || true
    counts[$name]="$(awk '/^(summary|totals):/ {print $2; exit}' "$work/out")"
    order+=("$name")
done

if [ "$write" = 1 ]; then
    {
        echo "# Instruction budgets (callgrind's Ir) of the static release binary on bench/generate.py's reference home:"
        echo "# bash bench/budgets.sh checks them (CI fails a count more than 3 % over its budget); bash bench/budgets.sh"
        echo "# --write measures them anew. Name, then instructions."
        for name in "${order[@]}"; do printf '%s\t%s\n' "$name" "${counts[$name]}"; done
    } >"$budgets"
    echo "Wrote $budgets:"
    grep -v '^#' "$budgets"
    exit 0
fi

failed=0
printf '%-24s %14s %14s %8s\n' command budget counted change
for name in "${order[@]}"; do
    budget="$(awk -F'\t' -v name="$name" '$1 == name {print $2}' "$budgets")"
    count="${counts[$name]}"
    if [ -z "$budget" ]; then
        printf '%-24s %14s %14s %8s\n' "$name" "-" "$count" "no budget"
        failed=1
        continue
    fi
    change="$(awk -v c="$count" -v b="$budget" 'BEGIN {printf "%+.1f%%", (c - b) * 100 / b}')"
    over="$(awk -v c="$count" -v b="$budget" -v t="$tolerance" 'BEGIN {print (c > b * (1 + t / 100)) ? 1 : 0}')"
    mark=""
    if [ "$over" = 1 ]; then mark="  over the budget by more than $tolerance %"; failed=1; fi
    printf '%-24s %14s %14s %8s%s\n' "$name" "$budget" "$count" "$change" "$mark"
done
if [ "$failed" = 1 ]; then
    echo "budgets: a count is over its budget (or has none). If the cost is wanted, measure anew and commit the file," >&2
    echo "saying why: bash bench/budgets.sh --write $ritual" >&2
    exit 1
fi
echo "budgets: every count is within $tolerance % of its budget"
