#!/usr/bin/env bash
# Writes scripts/symbol-order.txt, the order in which the release link (Package.swift, Linux) places the
# functions of `ritual`: every function the everyday commands run, those most commands share first.
#
#   bash scripts/symbol-order.sh [RITUAL]   # RITUAL: a release ritual (built into .build-release-static if not given)
#
# Why: a cold start maps the executable's code from the page cache, and the kernel maps a 64 KiB block around every
# page a run touches. Left where the linker puts them, the 3,700 functions a `streak` runs lie in 232 such blocks of
# a 110 MB binary, 14.5 MiB resident for 4.5 MiB of pages of code; placed together, they take 126
# (docs/guide/development.md). The functions come from callgrind, which sees every one a run enters, over a one-year
# home that bench/generate.py builds. A function renamed since the list was written is simply placed as the linker would:
# rerun this after a change to what the everyday commands run, and commit the list with the change.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=bench/release-ritual.sh
source "$root/bench/release-ritual.sh"
ritual="${1:-}"
if [ -z "$ritual" ]; then ritual="$(release_ritual "$root")"; fi
command -v valgrind >/dev/null || { echo "symbol-order: needs valgrind (apt-get install -y valgrind)" >&2; exit 69; }
work="$(mktemp -d "${TMPDIR:-/tmp}/ritualist-order.XXXXXX")"
trap 'rm -rf "$work"' EXIT
export RITUALIST_NOW=2025-11-08T12:00:00 TZ=America/New_York RITUALIST_HOME="$work/home"
mkdir -p "$work/bench"
BENCH_WORK="$work/bench" BENCH_YEARS=1 python3 "$root/bench/generate.py" "$ritual" >&2
# Valgrind cannot read the debug info of the static binary: it runs a copy without it (the same code and symbols).
objcopy --strip-debug "$ritual" "$work/ritual"

# What people run cold, from a hotkey, a status bar or a terminal.
commands=(
    "run CompleteHabit habit=h00"
    "undo h00"
    "done h00"
    "log h08 1"
    "run PreviousDay"
    "run NextDay"
    "run Today"
    "streak"
    "calendar --months 12 --format text"
    "stats --days 365"
    "status --format waybar"
    "status --format i3blocks"
    "status"
    "habit list"
    "--version"
)
index=0
for command in "${commands[@]}"; do
    index=$((index + 1))
    # shellcheck disable=SC2086 # each command is its words
    valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/calls.$index" "$work/ritual" $command \
        >/dev/null 2>&1 || true
done

# callgrind names each function once per file (`fn=(id) name`); `'2` marks a recursion, `0x…` an address with no name.
python3 - "$work" "$index" >"$root/scripts/symbol-order.txt" <<'PY'
import collections, re, sys
work, count = sys.argv[1], int(sys.argv[2])
uses = collections.Counter()
for index in range(1, count + 1):
    names = set()
    with open(f"{work}/calls.{index}", errors="replace") as calls:
        for line in calls:
            match = re.match(r"c?fn=\(\d+\) (\S+)", line)
            if match:
                name = re.sub(r"'\d+$", "", match.group(1))
                if not name.startswith("0x"):
                    names.add(name)
    uses.update(names)
print("# The functions the everyday commands of ritual run, those most of them share first: written by")
print("# scripts/symbol-order.sh, read by the release link on Linux (Package.swift). Do not edit by hand.")
for name, _ in sorted(uses.items(), key=lambda item: (-item[1], item[0])):
    print(name)
PY
echo "symbol-order: $(grep -vc '^#' "$root/scripts/symbol-order.txt") functions from ${#commands[@]} commands" >&2
