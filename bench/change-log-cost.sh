#!/usr/bin/env bash
# What recording a change costs a press: callgrind instruction counts of `ritual run CompleteHabit habit=h00` on
# the reference home, built from REVISION (default: the commit before the change log) and from the working tree,
# side by side. `bash bench/change-log-cost.sh [REVISION]`.
#
# Both are built as run.sh builds ritual (release, static executable) and stripped of debug info; each gets its
# own reference home from generate.py, and each run is prepared as run.sh's write benchmark (prepare.sh write).
# Prints the median of BENCH_RUNS (default 5) counts of each and their ratio.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
revision="${1:-137ffa9^}"
runs="${BENCH_RUNS:-5}"
export RITUALIST_NOW=2025-11-08T12:00:00 TZ=America/New_York BENCH_TODAY=20400
work="$(mktemp -d "${TMPDIR:-/tmp}/ritualist-change-log-cost.XXXXXX")"
trap 'rm -rf "$work"' EXIT
build=(swift build -c release --static-swift-stdlib -Xswiftc -static-executable)

before_tree="${BENCH_BEFORE_TREE:-$work/before}"
if [ ! -d "$before_tree" ]; then
    mkdir -p "$before_tree"
    git -C "$root" archive "$revision" | tar -x -C "$before_tree"
fi
(cd "$before_tree" && "${build[@]}" --scratch-path "$before_tree/.build-release-static" --product ritual >&2)
(cd "$root" && "${build[@]}" --scratch-path "$root/.build-release-static" --product ritual >&2)

measure() { # name, binary
    local name="$1" binary="$work/$1-ritual"
    objcopy --strip-debug "$2" "$binary"
    export BENCH_WORK="$work/$name" RITUALIST_HOME="$work/$name/home"
    mkdir -p "$BENCH_WORK"
    python3 "$root/bench/generate.py" "$binary" >/dev/null
    bash "$root/bench/prepare.sh" write
    "$binary" run CompleteHabit habit=h00 --strict >/dev/null # the first run of a home also migrates it
    local counts=()
    for _ in $(seq "$runs"); do
        bash "$root/bench/prepare.sh" write
        valgrind --tool=callgrind --callgrind-out-file="$work/$name.out" "$binary" run CompleteHabit habit=h00 \
            >/dev/null 2>"$work/$name.log"
        counts+=("$(awk '/^(summary|totals):/ {print $2; exit}' "$work/$name.out")")
    done
    printf '%s\n' "${counts[@]}" | sort -n | awk -v name="$name" '{a[NR]=$1} END {print name, a[int((NR+1)/2)]}'
}

before="$(measure before "$(cd "$before_tree" && "${build[@]}" --scratch-path "$before_tree/.build-release-static" --show-bin-path)/ritual")"
after="$(measure after "$(cd "$root" && "${build[@]}" --scratch-path "$root/.build-release-static" --show-bin-path)/ritual")"
echo "ritual run CompleteHabit habit=h00, callgrind instructions (median of $runs):"
echo "$before"
echo "$after"
awk -v b="${before#* }" -v a="${after#* }" 'BEGIN {printf "after/before: %.3f (%+d instructions)\n", a / b, a - b}'
