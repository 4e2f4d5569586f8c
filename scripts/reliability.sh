#!/usr/bin/env bash
# Reliability checks of the release binary: concurrent runs, SIGKILL during writes and first creation, imports,
# damaged store files, a full disk. See scripts/reliability.py for what each phase checks.
#
#   bash scripts/reliability.sh                        # builds the release binary as README's Install does, then checks
#   bash scripts/reliability.sh .build/release/ritual  # checks this binary
#   RELIABILITY_SEED=42 bash scripts/reliability.sh    # repeats the random choices of an earlier run
#   RELIABILITY_SKIP=full-disk bash scripts/reliability.sh
#
# Prints figures as it goes and ends with `reliability: N passed, M failed`; exits non-zero on any failure.
# The full-disk phase mounts a tmpfs and needs root; without it, it is skipped and says why.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -ge 1 ]; then
    binary=$1
    shift
else
    # The binary people install: on Linux one static executable (docs/guide/install.md).
    build=(swift build -c release --static-swift-stdlib)
    if [ "$(uname -s)" = Linux ]; then
        build+=(-Xswiftc -static-executable
            -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
    fi
    "${build[@]}" --product ritual
    binary="$("${build[@]}" --show-bin-path)/ritual"
fi
exec python3 scripts/reliability.py "$binary" "$@"
