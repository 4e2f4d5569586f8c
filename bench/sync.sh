#!/usr/bin/env bash
# Sync at scale (issue 25): `bash bench/sync.sh`, from anywhere in the repository. Never part of CI.
#
# Builds the release `ritual` and `ritual-sync` as README's Install does (release, --static-swift-stdlib, one static
# executable each, scratch path .build-release-static, so `ritual-sync` sits beside `ritual`), starts a throwaway
# PostgreSQL (scripts/postgres-test-server.sh, stopped on exit, also on failure) with a role `me` that owns a
# database `bench`, and measures:
#
# 1. Ten machines syncing at once. Ten homes of one person share BENCH_HABITS (10) habits, created on the first and
#    pulled by the others; each then records a year of presses offline (no `sync:` in its config.yaml), written by
#    `ritual run --batch` from bench/sync-presses.py: CompleteHabit and LogHabitValue lines with their dates, so each
#    is a `log.added` entry as a key press writes it (`ritual import` would be faster but writes `history.imported`
#    entries instead). Then all ten run `ritual sync` at the same moment. Prints the wall time of the whole, each
#    machine's time and counts, then syncs each once more (what the first round pushed after a machine had pulled)
#    and checks that all ten show the same `habit list --json`, `streak --json` and `calendar --format json`, and
#    that the server holds each entry once.
# 2. A new machine pulling a 10-year history: a home with BENCH_HABITS_OLD (40) habits and about 150,000 change-log
#    entries is pushed, then a fresh home's `ritual sync` is timed with /usr/bin/time -v (wall, user + system, peak
#    memory), and checked to show what the old home shows.
# 3. The press with sync configured beside without: one hyperfine run of `ritual run CompleteHabit habit=s00` on the
#    first machine's home with three config.yaml (empty; `notify: never`; `notify: never` and the `sync:` section,
#    server reachable), the ratios of the medians; then callgrind's instruction counts of each. Before each run the
#    habit is undone with sync off, after waiting for the push the previous run started, so every run writes and no
#    push runs beside a timed press.
#
# Environment: SMALL=1 (3 machines with 30 days each, a 30-day history of some 1,200 entries, 10 runs; about a
# minute once built, on a quiet machine), BENCH_MACHINES (10), BENCH_DAYS (365), BENCH_HISTORY_DAYS (3652),
# BENCH_RUNS (hyperfine runs per command, 30),
# BENCH_KEEP=1 keeps the temporary folder, BENCH_BIN=DIR runs DIR/ritual and DIR/ritual-sync instead of building.
# Tools: hyperfine, valgrind, sqlite3, GNU time and Debian's postgresql (server and psql); as root with apt-get they
# are installed (`apt-get install hyperfine valgrind sqlite3 time postgresql`), otherwise the script names what is
# missing and stops. The commands are split on spaces, so the repository and TMPDIR paths must not contain any.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bench="$root/bench"
say() { printf '%s\n' "$*" >&2; }

if [ "${SMALL:-0}" = 1 ]; then
    machines="${BENCH_MACHINES:-3}" days="${BENCH_DAYS:-30}" history_days="${BENCH_HISTORY_DAYS:-30}"
    runs="${BENCH_RUNS:-10}"
else
    machines="${BENCH_MACHINES:-10}" days="${BENCH_DAYS:-365}" history_days="${BENCH_HISTORY_DAYS:-3652}"
    runs="${BENCH_RUNS:-30}"
fi
habit_count="${BENCH_HABITS:-10}" old_habit_count="${BENCH_HABITS_OLD:-40}"
# The clock and the zone are pinned for every command: presses are made up to yesterday, today is left for part 3.
export RITUALIST_NOW=2025-11-08T12:00:00 TZ=America/New_York
unset RITUALIST_SYNC_URL PGPASSFILE
yesterday=2025-11-07
day_before() {
    python3 -c "import datetime as d, sys; print(d.date(2025, 11, 8) - d.timedelta(days=int(sys.argv[1])))" "$1"
}

# --- Tools -------------------------------------------------------------------------------------
need=()
command -v hyperfine >/dev/null || need+=(hyperfine)
command -v valgrind >/dev/null || need+=(valgrind)
command -v sqlite3 >/dev/null || need+=(sqlite3)
command -v psql >/dev/null || need+=(postgresql-client)
[ -x /usr/bin/time ] || need+=(time)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || [ -n "${PG_BIN:-}" ] || need+=(postgresql)
if [ ${#need[@]} -gt 0 ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        say "Installing ${need[*]}…"
        apt-get update -qq && apt-get install -y -qq "${need[@]}" >/dev/null
    else
        say "bench/sync.sh: missing ${need[*]}; install them (apt-get install ${need[*]}) and run again."
        exit 69
    fi
fi

# --- Builds ------------------------------------------------------------------------------------
if [ -n "${BENCH_BIN:-}" ]; then
    # Binaries built elsewhere: DIR/ritual with DIR/ritual-sync beside it.
    ritual="$(cd "$BENCH_BIN" && pwd)/ritual"
else
    say "Building ritual and ritual-sync as README's Install does (release, --static-swift-stdlib, static)…"
    # shellcheck source=bench/release-ritual.sh
    source "$bench/release-ritual.sh"
    ritual="$(release_ritual "$root")"
    (cd "$root" && swift build "${release_flags[@]}" --scratch-path "$root/.build-release-static" \
        --product ritual-sync >&2)
fi
[ -x "$(dirname "$ritual")/ritual-sync" ] || { say "bench/sync.sh: no ritual-sync beside $ritual"; exit 70; }

# --- The server --------------------------------------------------------------------------------
work="$(mktemp -d "${TMPDIR:-/tmp}/ritualist-sync-bench.XXXXXX")"
pg="$(mktemp -d "${TMPDIR:-/tmp}/ritualist-sync-bench-pg.XXXXXX")"
cleanup() {
    bash "$root/scripts/postgres-test-server.sh" stop "$pg" || true
    if [ "${BENCH_KEEP:-0}" = 1 ]; then say "Kept $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT
eval "$(bash "$root/scripts/postgres-test-server.sh" start "$pg")"
password="$(python3 -c 'import secrets; print(secrets.token_hex(16))')"
printf '%s\n' "$password" >"$work/sync-password"
chmod 600 "$work/sync-password"
PGPASSWORD="$(head -1 "$RITUALIST_TEST_PGPASSWORD_FILE")" psql -q -v ON_ERROR_STOP=1 \
    -c "CREATE ROLE me LOGIN PASSWORD '$password'" -c "CREATE DATABASE bench OWNER me" \
    -c "CREATE DATABASE history OWNER me" >/dev/null
url="postgresql://me@localhost/bench?host=$PGHOST&port=$PGPORT&sslmode=disable"
socket="$PGHOST" port="$PGPORT"
unset PGHOST PGPORT PGUSER PGDATABASE
# SQL on the server as `me`, whose row-level security shows it its own history.
server() { PGPASSWORD="$password" psql -h "$socket" -p "$port" -U me -d bench -tA -v ON_ERROR_STOP=1 -c "$1"; }
say "PostgreSQL on $socket, port $port"

# A home's config.yaml with the `sync:` section (online) or without it (offline).
online() { printf 'sync:\n  url: "%s"\n  password_file: %s\n' "$url" "$work/sync-password" >"$1/config.yaml"; }
offline() { : >"$1/config.yaml"; }
in_home() { local home="$1"; shift; RITUALIST_HOME="$home" "$ritual" "$@"; }
# Writes a batch of lines in a home and fails unless every line succeeded.
batch() {
    local home="$1" lines="$2" failed
    in_home "$home" run --batch <"$lines" >"$lines.out"
    failed="$(grep -vc '"ok":true' "$lines.out" || true)"
    [ "$failed" = 0 ] || { say "bench/sync.sh: $failed failed lines in $lines.out"; exit 70; }
}
# The home's own entries: the change log less what it pulled.
own_entries() {
    sqlite3 "$1/ritualist.sqlite" "SELECT count(*) FROM changeLog WHERE machine = '$(tr -d '\n' <"$1/machine-id")'"
}
seconds() { python3 -c 'import time; print(f"{time.time():.3f}")'; }
elapsed() { python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.2f}')" "$1" "$2"; }

# --- 1. Ten machines syncing at once ------------------------------------------------------------
first_day="$(day_before "$days")"
say ""
say "1. $machines machines, $habit_count habits, presses from $first_day to $yesterday on each"
homes=()
for n in $(seq -w 1 "$machines"); do
    homes+=("$work/machine-$n")
    mkdir -p "$work/machine-$n"
    chmod 700 "$work/machine-$n"
done
python3 "$bench/sync-presses.py" habits "$habit_count" "$first_day" >"$work/habits.jsonl"
batch "${homes[0]}" "$work/habits.jsonl"
online "${homes[0]}"
in_home "${homes[0]}" sync init >&2
in_home "${homes[0]}" sync >&2
for home in "${homes[@]:1}"; do online "$home"; in_home "$home" sync >/dev/null; done
recorded=0
for index in "${!homes[@]}"; do
    home="${homes[$index]}"
    offline "$home"
    python3 "$bench/sync-presses.py" presses "$habit_count" "$((index + 1))" "$first_day" "$yesterday" \
        >"$work/presses-$index.jsonl"
    lines="$(wc -l <"$work/presses-$index.jsonl")"
    before="$(seconds)"
    batch "$home" "$work/presses-$index.jsonl"
    after="$(seconds)"
    recorded=$((recorded + lines))
    say "  machine $((index + 1)): $lines presses in $(elapsed "$before" "$after") s through ritual run --batch"
done
for home in "${homes[@]}"; do online "$home"; done
say "  all $machines run ritual sync at once…"
pids=()
start="$(seconds)"
for index in "${!homes[@]}"; do
    home="${homes[$index]}"
    (
        begin="$(seconds)"
        in_home "$home" sync --json >"$work/sync-$index.json"
        printf '%s\n' "$(elapsed "$begin" "$(seconds)")" >"$work/sync-$index.seconds"
    ) &
    pids+=($!)
done
for pid in "${pids[@]}"; do wait "$pid"; done
whole="$(elapsed "$start" "$(seconds)")"
printf '\n%s machines, %s days of presses each (%s in all), ritual sync on all at once: %s s wall\n\n' \
    "$machines" "$days" "$recorded" "$whole"
printf '| machine | wall | pushed | pulled | applied | merged | set aside |\n|---:|---:|---:|---:|---:|---:|---:|\n'
for index in "${!homes[@]}"; do
    python3 - "$work/sync-$index.json" "$(cat "$work/sync-$index.seconds")" "$((index + 1))" <<'PY'
import json, sys
outcome = json.load(open(sys.argv[1]))
def find(name):
    stack = [outcome]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            if name in value and not isinstance(value[name], (dict, list)):
                return value[name]
            stack.extend(value.values())
    return "—"
print(f"| {sys.argv[3]} | {float(sys.argv[2]):.2f} s | {find('pushed')} | {find('pulled')} | {find('applied')} | "
      f"{find('merged')} | {find('setAside')} |")
PY
done
# What was pushed after a machine had pulled reaches it in a second round.
for home in "${homes[@]}"; do in_home "$home" sync >/dev/null; done
for index in "${!homes[@]}"; do
    home="${homes[$index]}"
    in_home "$home" habit list --json >"$work/list-$index.json"
    in_home "$home" streak --json >"$work/streak-$index.json"
    in_home "$home" calendar --format json >"$work/calendar-$index.json"
    for view in list streak calendar; do
        cmp -s "$work/$view-0.json" "$work/$view-$index.json" || {
            say "bench/sync.sh: machine $((index + 1))'s $view differs from machine 1's"
            exit 1
        }
    done
done
expected=0
for home in "${homes[@]}"; do expected=$((expected + $(own_entries "$home"))); done
read -r held distinct <<<"$(server "SELECT count(*), count(DISTINCT id) FROM ritualist.entries" | tr '|' ' ')"
logs="$(sqlite3 "${homes[0]}/ritualist.sqlite" "SELECT count(*) FROM log")"
printf '\nAfter a second ritual sync on each: the same habit list, streaks and calendar on all %s (%s logs each);\n' \
    "$machines" "$logs"
printf 'the server holds %s entries, %s distinct ids, the machines wrote %s.\n' "$held" "$distinct" "$expected"
[ "$held" = "$distinct" ] && [ "$held" = "$expected" ] || { say "bench/sync.sh: the server's entries are off"; exit 1; }

# --- 2. A new machine pulling a 10-year history ---------------------------------------------------
say ""
say "2. A history of $history_days days on $old_habit_count habits, pushed, then pulled by a new machine"
old="$work/history-old" new="$work/history-new"
mkdir -p "$old" "$new"
chmod 700 "$old" "$new"
# The history is in a database of its own, so the new machine pulls it alone.
url="postgresql://me@localhost/history?host=$socket&port=$port&sslmode=disable"
history_first="$(day_before "$history_days")"
python3 "$bench/sync-presses.py" habits "$old_habit_count" "$history_first" >"$work/old-habits.jsonl"
BENCH_BINARY_CHANCE=0.8 BENCH_NUMERIC_MAX=3 python3 "$bench/sync-presses.py" presses "$old_habit_count" 2025 \
    "$history_first" "$yesterday" >"$work/old-presses.jsonl"
before="$(seconds)"
batch "$old" "$work/old-habits.jsonl"
batch "$old" "$work/old-presses.jsonl"
after="$(seconds)"
entries="$(sqlite3 "$old/ritualist.sqlite" "SELECT count(*) FROM changeLog")"
say "  $entries entries written in $(elapsed "$before" "$after") s through ritual run --batch"
online "$old"
in_home "$old" sync init >/dev/null
before="$(seconds)"
in_home "$old" sync >&2
push_seconds="$(elapsed "$before" "$(seconds)")"
online "$new"
/usr/bin/time -v -o "$work/pull.time" env RITUALIST_HOME="$new" "$ritual" sync >&2
read -r wall cpu peak < <(python3 - "$work/pull.time" <<'PY'
import sys
fields = {}
for line in open(sys.argv[1]):
    name, _, value = line.strip().rpartition(": ")
    fields[name] = value
clock = [float(part) for part in fields["Elapsed (wall clock) time (h:mm:ss or m:ss)"].split(":")]
wall = sum(part * 60 ** power for power, part in enumerate(reversed(clock)))
cpu = float(fields["User time (seconds)"]) + float(fields["System time (seconds)"])
print(f"{wall:.2f} {cpu:.2f} {int(fields['Maximum resident set size (kbytes)']) / 1024:.1f}")
PY
)
for view in "habit list --json" "streak --json" "calendar --format json"; do
    # shellcheck disable=SC2086 # the command is split on spaces on purpose
    cmp -s <(in_home "$old" $view) <(in_home "$new" $view) || {
        say "bench/sync.sh: the new machine's $view differs"
        exit 1
    }
done
printf '\nA %s-day history, %s entries: pushed from its machine in %s s; a new machine'"'"'s ritual sync pulled\n' \
    "$history_days" "$entries" "$push_seconds"
printf 'it in %s s wall, %s s user + system, %s MiB peak memory, and shows the same habits, streaks and calendar.\n' \
    "$wall" "$cpu" "$peak"

# --- 3. The press with sync configured beside without ---------------------------------------------
home="${homes[0]}"
say ""
say "3. run CompleteHabit with and without sync configured, $runs runs each"
# Three config.yaml: none (empty), one other setting, and the same with the sync section. A config.yaml with anything
# in it is parsed as YAML on every press, sync or not: the middle row tells that cost from sync's own.
: >"$work/config-empty.yaml"
printf 'notify: never\n' >"$work/config-offline.yaml"
url="postgresql://me@localhost/bench?host=$socket&port=$port&sslmode=disable"
online "$home"
cat "$work/config-offline.yaml" "$home/config.yaml" >"$work/config-online.yaml"
# Before each run: let the push the previous run started take the lock and finish, undo today's completion with
# sync off (so the undo starts no push), then put the config of the next run in place.
cat >"$work/prepare.sh" <<PREPARE
#!/usr/bin/env bash
set -euo pipefail
sleep 0.5
flock "$home/sync-push.lock" true
cp "$work/config-empty.yaml" "$home/config.yaml"
RITUALIST_HOME="$home" "$ritual" undo s00 >/dev/null 2>&1 || true
cp "$work/config-\$1.yaml" "$home/config.yaml"
PREPARE
chmod +x "$work/prepare.sh"
press="env RITUALIST_HOME=$home $ritual run CompleteHabit habit=s00"
hyperfine --runs "$runs" --warmup 3 --export-json "$work/press.json" --style none \
    --prepare "$work/prepare.sh empty" -n "empty config.yaml" "$press" \
    --prepare "$work/prepare.sh offline" -n "another setting" "$press" \
    --prepare "$work/prepare.sh online" -n "another setting and sync" "$press" >&2
# Valgrind cannot read the debug info of the static binary: it runs a copy without it (the same code), with
# ritual-sync beside it as it is beside ritual.
objcopy --strip-debug "$ritual" "$work/ritual-stripped"
ln -s "$(dirname "$ritual")/ritual-sync" "$work/ritual-sync"
for mode in empty offline online; do
    for attempt in 1 2 3; do
        "$work/prepare.sh" "$mode"
        RITUALIST_HOME="$home" valgrind --tool=callgrind --callgrind-out-file="$work/callgrind-$mode-$attempt" \
            "$work/ritual-stripped" run CompleteHabit habit=s00 >/dev/null 2>&1
        awk '/^(summary|totals):/ {print $2; exit}' "$work/callgrind-$mode-$attempt" >>"$work/instructions-$mode"
    done
done
"$work/prepare.sh" empty
python3 - "$work" <<'PY'
import json, statistics, sys
work = sys.argv[1]
results = {r["command"]: r for r in json.load(open(f"{work}/press.json"))["results"]}
rows = (("empty config.yaml", "empty"), ("another setting", "offline"), ("another setting and sync", "online"))
counts = {mode: statistics.median(int(line) for line in open(f"{work}/instructions-{mode}")) for _, mode in rows}
base = results["empty config.yaml"]["median"]
print("\n`ritual run CompleteHabit habit=s00` on the first machine's home, server reachable\n")
print("| config.yaml | median | mean ± σ | × empty | instructions (median of 3) | × empty |")
print("|---|---:|---:|---:|---:|---:|")
for name, mode in rows:
    r = results[name]
    print(f"| {name} | {r['median'] * 1000:.1f} ms | {r['mean'] * 1000:.1f} ± {r['stddev'] * 1000:.1f} ms "
          f"| {r['median'] / base:.3f}× | {counts[mode] / 1e6:.2f} M | {counts[mode] / counts['empty']:.3f}× |")
time_ratio = results["another setting and sync"]["median"] / results["another setting"]["median"]
count_ratio = counts["online"] / counts["offline"]
print(f"\nThe sync section alone (beside another setting): {time_ratio:.3f}× the median time, {count_ratio:.3f}× the "
      f"instructions ({'within' if count_ratio <= 1.05 else 'over'} 5 % in instructions).")
PY
