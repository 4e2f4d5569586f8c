#!/usr/bin/env bash
# The batch benchmark, runnable alone: `bash bench/batch.sh [RITUAL_BINARY]`.
#
# Pipes 10,000 mixed request lines (bench/batch-lines.py) through the real binary's `ritual run --batch`
# against the reference home (bench/generate.py), and prints the throughput in intents per second: the
# median of BATCH_RUNS runs (default 5), the home's database put back before each run. Every run must
# answer each line with one outcome line, or the benchmark fails.
#
# Without a binary it builds the release ritual first, as README's Install does. bench/run.sh calls it with its
# own binary and home (RITUALIST_HOME set, the reference home already generated). Environment: BATCH_LINES
# (default 10000), BATCH_RUNS (default 5), BENCH_KEEP=1 keeps the temporary folder.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bench="$root/bench"
lines="${BATCH_LINES:-10000}"
runs="${BATCH_RUNS:-5}"
export RITUALIST_NOW="${RITUALIST_NOW:-2025-11-08T12:00:00}"
export TZ="${TZ:-America/New_York}"

say() { printf '%s\n' "$*" >&2; }

if [ $# -ge 1 ]; then
    ritual="$1"
else
    say "Building ritual as README's Install does (release, --static-swift-stdlib, one static executable)…"
    # shellcheck source=bench/release-ritual.sh
    source "$root/bench/release-ritual.sh"
    ritual="$(release_ritual "$root")"
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/ritualist-batch.XXXXXX")"
if [ "${BENCH_KEEP:-0}" = 1 ]; then say "Keeping $work"; else trap 'rm -rf "$work"' EXIT; fi
if [ -z "${RITUALIST_HOME:-}" ] || [ ! -e "$RITUALIST_HOME/ritualist.sqlite" ]; then
    export RITUALIST_HOME="$work/home" BENCH_WORK="$work"
    say "Generating the reference home…"
    python3 "$bench/generate.py" "$ritual" >&2
fi
# The runs work on a copy, so the home given is left as it was.
db="$RITUALIST_HOME/ritualist.sqlite"
sqlite3 "$db" "PRAGMA wal_checkpoint(TRUNCATE)" >/dev/null
mkdir -p "$work/run"
chmod 700 "$work/run"
cp -a "$RITUALIST_HOME/intents" "$work/run/" 2>/dev/null || true
cp "$db" "$work/pristine.sqlite"
export RITUALIST_HOME="$work/run"
python3 "$bench/batch-lines.py" "$lines" >"$work/lines.jsonl"

python3 - "$ritual" "$work" "$lines" "$runs" <<'EOF'
import collections, json, os, resource, shutil, statistics, subprocess, sys, time

ritual, work, count, runs = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
home = os.environ["RITUALIST_HOME"]
seconds, cpu = [], []
for _ in range(runs):
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(f"{home}/ritualist.sqlite{suffix}"):
            os.remove(f"{home}/ritualist.sqlite{suffix}")
    shutil.copy(f"{work}/pristine.sqlite", f"{home}/ritualist.sqlite")
    for journal in ("journal.jsonl", "journal.jsonl.1"):
        if os.path.exists(f"{home}/{journal}"):
            os.remove(f"{home}/{journal}")
    with open(f"{work}/lines.jsonl", "rb") as stdin, open(f"{work}/out.jsonl", "wb") as stdout:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.perf_counter()
        status = subprocess.run([ritual, "run", "--batch"], stdin=stdin, stdout=stdout).returncode
        seconds.append(time.perf_counter() - started)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    outcomes = [json.loads(line) for line in open(f"{work}/out.jsonl")]
    if status != 0 or len(outcomes) != count:
        sys.exit(f"batch: the run exited {status} with {len(outcomes)} outcome lines for {count} requests")
cases = collections.Counter("ok" if o["ok"] else o["error"]["case"] for o in outcomes)
median = statistics.median(seconds)
mix = ", ".join(f"{n:,} {case}" for case, n in cases.most_common())
print(f"batch: {count:,} mixed lines through `ritual run --batch`: {count / median:,.0f} intents/s "
      f"(median {median:.3f} s of {runs} runs; fastest {count / min(seconds):,.0f}/s; "
      f"CPU time {statistics.median(cpu):.3f} s, {statistics.median(cpu) / count * 1e6:.0f} µs an intent)")
print(f"batch outcomes: {mix}")
EOF
