#!/usr/bin/env bash
# Puts the benchmark home back before each timed run, so every run does the same work.
#   prepare.sh write    today's logs removed: the next completion or insert is a write; the journal put back
#                       to the 1,000 records generate.py wrote, so every run appends to the same journal
#   prepare.sh nextday  the widget's selected day set to yesterday: NextDay moves it, a write; the journal
#                       put back as for write
#   prepare.sh changed  the store's history revision renewed, as any change renews it: the next status bar
#                       poll cannot use the streak it kept and reads the whole history again
#   prepare.sh task     Taskwarrior's data put back to its 1,000 tasks
#   prepare.sh none     nothing
# Reads BENCH_WORK, BENCH_TODAY and RITUALIST_HOME from the environment (set by run.sh).
set -euo pipefail
db="$RITUALIST_HOME/ritualist.sqlite"
# SQL on the store, leaving its write-ahead log as ritual leaves it between runs: kept, empty (SQLite's shell
# would remove it as it closes, and every run would measure creating it again).
store() { sqlite3 "$db" ".filectrl persist_wal 1" "PRAGMA journal_size_limit = 0; PRAGMA busy_timeout = 5000; $1" >/dev/null; }
restore_journal() {
    cp "$BENCH_WORK/journal.orig" "$RITUALIST_HOME/journal.jsonl"
    rm -f "$RITUALIST_HOME/journal.jsonl.1"
}
case "$1" in
write)
    store "DELETE FROM log WHERE day = $BENCH_TODAY; DELETE FROM selection;"
    restore_journal
    ;;
nextday)
    store "DELETE FROM selection; INSERT INTO selection (id, day, chosenOn) VALUES (1, $BENCH_TODAY - 1, $BENCH_TODAY);"
    restore_journal
    ;;
changed)
    store "UPDATE historyRevision SET token = random();"
    ;;
task)
    rm -rf "$BENCH_WORK/task"
    cp -a "$BENCH_WORK/task.orig" "$BENCH_WORK/task"
    ;;
none) ;;
*)
    echo "prepare.sh: unknown mode '$1'" >&2
    exit 64
    ;;
esac
