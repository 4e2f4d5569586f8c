#!/usr/bin/env bash
# Builds the fuzz targets and runs each for SECONDS (default 60).
#
#   bash Fuzz/run.sh 60                    # every target
#   bash Fuzz/run.sh 30 wallclock coercer  # some of them
#
# Each target starts from its seed corpus in Fuzz/corpus/<target>/ plus what earlier runs found (both kept in
# Fuzz/.build/corpus/<target>/), with the words of Fuzz/dictionaries/<target>.dict. libFuzzer runs in fork
# mode and goes on after a crash, saving every crashing input in Fuzz/crashes/<target>/. At the end the
# crashes of this run are grouped by where they crash.
# Exits 1 when a target crashed (or timed out, or ran out of memory), 0 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    targets=()
    for file in Fuzz/Targets/*.swift; do targets+=("$(basename "$file" .swift)"); done
fi

bash Fuzz/build.sh

export SWIFT_BACKTRACE=enable=no   # let libFuzzer, not the Swift backtracer, handle a crash
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
failed=0
summary=()
for target in "${targets[@]}"; do
    binary=Fuzz/.build/bin/$target
    work=Fuzz/.build/corpus/$target
    crashes=Fuzz/crashes/$target
    log=Fuzz/.build/$target.log
    mkdir -p "$work" "$crashes"
    # libFuzzer writes into the corpus folders it is given: it gets a copy of the seeds, never Fuzz/corpus.
    cp -n "Fuzz/corpus/$target"/* "$work"/
    dictionary=()
    [ -f "Fuzz/dictionaries/$target.dict" ] && dictionary=(-dict="Fuzz/dictionaries/$target.dict")
    marker=$(mktemp)
    echo "fuzz: $target for ${seconds} s"
    set +e
    "$binary" -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
        -artifact_prefix="$crashes/" "${dictionary[@]}" "$work" >"$log" 2>&1
    status=$?
    set -e
    runs=$(grep -oE '^#[0-9]+' "$log" | tail -1 | tr -d '#')
    found=$(find "$crashes" -type f -newer "$marker" | sort)
    rm -f "$marker"
    count=$(printf '%s' "$found" | grep -c . || true)
    line="$target: ${runs:-0} runs in ${seconds} s, $count crashing inputs (exit $status)"
    echo "  $line"
    summary+=("$line")
    if [ "$count" -gt 0 ]; then
        # shellcheck disable=SC2086
        python3 Fuzz/triage.py "$binary" $found || true
        failed=1
    elif [ "$status" -ne 0 ]; then
        echo "  libFuzzer exited $status without a crash input; see $log"
        tail -20 "$log"
        failed=1
    fi
done
echo "fuzz summary:"
printf '  %s\n' "${summary[@]}"
exit $failed
