#!/usr/bin/env bash
# Replays the saved crash inputs of Fuzz/regressions/<target>/ (or of the given files' folders) once each and
# says which still crash. Exits 1 while any does: once the fixes are in, this is a regression test.
#
#   bash Fuzz/replay.sh              # every target with regressions
#   bash Fuzz/replay.sh wallclock    # one target
set -euo pipefail
cd "$(dirname "$0")/.."

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    for folder in Fuzz/regressions/*/; do targets+=("$(basename "$folder")"); done
fi
bash Fuzz/build.sh >/dev/null
failed=0
for target in "${targets[@]}"; do
    inputs=(Fuzz/regressions/"$target"/*)
    [ -e "${inputs[0]}" ] || continue
    if python3 Fuzz/triage.py "Fuzz/.build/bin/$target" "${inputs[@]}" >"Fuzz/.build/replay-$target.txt"; then
        echo "replay: $target: ${#inputs[@]} inputs, none crashes"
    else
        echo "replay: $target: ${#inputs[@]} inputs, some still crash:"
        cat "Fuzz/.build/replay-$target.txt"
        failed=1
    fi
done
exit $failed
