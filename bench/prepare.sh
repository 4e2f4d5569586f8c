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
restore_journal() {
    cp "$BENCH_WORK/journal.orig" "$RITUALIST_HOME/journal.jsonl"
    rm -f "$RITUALIST_HOME/journal.jsonl.1"
}
case "$1" in
write)
    sqlite3 "$db" "PRAGMA busy_timeout = 5000; DELETE FROM log WHERE day = $BENCH_TODAY; DELETE FROM selection;" >/dev/null
    restore_journal
    ;;
nextday)
    sqlite3 "$db" "PRAGMA busy_timeout = 5000; DELETE FROM selection;
        INSERT INTO selection (id, day, chosenOn) VALUES (1, $BENCH_TODAY - 1, $BENCH_TODAY);" >/dev/null
    restore_journal
    ;;
changed)
    sqlite3 "$db" "PRAGMA busy_timeout = 5000; UPDATE historyRevision SET token = random();" >/dev/null
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
