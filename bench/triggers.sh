#!/usr/bin/env bash
# The press with event triggers, runnable alone: `bash bench/triggers.sh [RITUAL_BINARY]`.
#
# Measures the cold process of a press that changes something (`run CompleteHabit`, then `run UndoCompletion`
# to put it back) in copies of the reference home (bench/generate.py): as it is; with five automations whose
# event triggers follow other habits (the listener reads them and starts nothing); and with five of which one
# fires (it also starts one detached automation). The presses of the three homes are interleaved, so the
# machine's noise falls on all of them alike; the median of TRIGGER_RUNS presses each (default 30) is printed,
# with its ratio to the home without triggers.
#
# Without a binary it builds the release ritual first. Environment: TRIGGER_RUNS, BENCH_KEEP=1 keeps the
# temporary folder.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bench="$root/bench"
runs="${TRIGGER_RUNS:-30}"
export RITUALIST_NOW="${RITUALIST_NOW:-2025-11-08T12:00:00}"
export TZ="${TZ:-America/New_York}"

say() { printf '%s\n' "$*" >&2; }

if [ $# -ge 1 ]; then
    ritual="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
else
    say "Building the release ritual…"
    (cd "$root" && swift build -c release --product ritual >&2)
    ritual="$(cd "$root" && swift build -c release --show-bin-path)/ritual"
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/ritualist-triggers.XXXXXX")"
if [ "${BENCH_KEEP:-0}" = 1 ]; then say "Keeping $work"; else trap 'rm -rf "$work"' EXIT; fi
export BENCH_WORK="$work"
say "Generating the reference home…"
RITUALIST_HOME="$work/none" python3 "$bench/generate.py" "$ritual" >&2
cp -r "$work/none" "$work/five"
cp -r "$work/none" "$work/firing"

automation() { # FOLDER NAME HABIT
    cat >"$1/intents/$2.yaml" <<YAML
version: 1
intent: $2
title: $2
summary: Reads the day after $3 is completed.
on:
  - event: completed
    habit: $3
steps:
  - run: DayStatus
YAML
}
for n in 1 2 3 4 5; do
    automation "$work/five" "Follow$n" "h1$n"
    automation "$work/firing" "Follow$n" "h1$n"
done
# In the last home the first automation follows the habit the press completes.
automation "$work/firing" Follow1 h00

python3 - "$ritual" "$work" "$runs" <<'PY'
import os, statistics, subprocess, sys, time

ritual, work, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
homes = ["none", "five", "firing"]
times = {home: [] for home in homes}
for _ in range(runs):
    for home in homes:
        env = dict(os.environ, RITUALIST_HOME=f"{work}/{home}", RITUALIST_EXECUTABLE=ritual)
        start = time.perf_counter()
        done = subprocess.run([ritual, "run", "CompleteHabit", "habit=h00", "--strict"], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        times[home].append(time.perf_counter() - start)
        if done.returncode != 0:
            sys.exit(f"{home}: the press failed: {done.stderr.decode()}")
        subprocess.run([ritual, "run", "UndoCompletion", "habit=h00", "--strict"], env=env, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
base = statistics.median(times["none"])
labels = {"none": "no event triggers", "five": "five event triggers, none fires",
          "firing": "five event triggers, one fires"}
print(f"| press (run CompleteHabit), {runs} runs each | median | ratio |")
print("| --- | --- | --- |")
for home in homes:
    median = statistics.median(times[home])
    print(f"| {labels[home]} | {median * 1000:.1f} ms | {median / base:.2f} |")
PY
