#!/usr/bin/env python3
"""The measurements of bench/bulk.sh, which generates the homes and calls this.

Usage: bulk.py RITUAL WORK LINES YEARS... (WORK/YEARS/home is each generated home)
"""

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from datetime import date, timedelta

RITUAL, WORK, LINES = sys.argv[1], sys.argv[2], int(sys.argv[3])
YEARS = sys.argv[4:]
BENCH = os.path.dirname(os.path.abspath(__file__))
# The tables an import writes rows into; the others are derived (written again by `doctor --rebuild`) or the
# program's own state.
BASE_TABLES = ["habit", "log", "restDay", "changeLog"]
EMPTY_EXPORT = {
    "formatVersion": 1, "exportedAt": "2025-11-08T17:00:00.000Z", "habits": [], "logs": [], "restDays": [],
    "changes": [], "settings": {},
}


def run(home, *arguments, stdin=None, check=True):
    """Runs ritual in `home`: (wall seconds, peak memory in MiB, stdout); when it fails, exits, or without `check`
    returns what it wrote on stderr."""
    env = dict(os.environ, RITUALIST_HOME=home)
    # /usr/bin/time reads the peak: a child forked from this process would count this process's memory as its own.
    with open(stdin or os.devnull, "rb") as given, tempfile.NamedTemporaryFile() as peak:
        started = time.perf_counter()
        result = subprocess.run(["/usr/bin/time", "-o", peak.name, "-f", "%M", RITUAL, *arguments], env=env,
                                stdin=given, capture_output=True)
        elapsed = time.perf_counter() - started
        if result.returncode != 0:
            failure = f"ritual {' '.join(arguments)} failed ({result.returncode}): {result.stderr.decode()[-500:]}"
            if check:
                sys.exit("bulk: " + failure)
            return result.stderr.decode().strip()
        return elapsed, int(open(peak.name).read().split()[-1]) / 1024, result.stdout.decode()


def empty_store(home):
    """A home holding a store of the current schema and no rows, made by importing an empty export."""
    os.makedirs(home, mode=0o700)
    path = os.path.join(home, "empty.json")
    with open(path, "w") as file:
        json.dump(EMPTY_EXPORT, file)
    run(home, "import", path)
    os.remove(path)
    database = os.path.join(home, "ritualist.sqlite")
    subprocess.run(["sqlite3", database, "PRAGMA wal_checkpoint(TRUNCATE)"], check=True, capture_output=True)
    return database


def rows(database, tables, where=None):
    """Every row of `tables` (with `where`, a WHERE clause each), as read from `database`: {table: (columns, rows)}."""
    connection = sqlite3.connect(database)
    result = {}
    for table in tables:
        cursor = connection.execute(f"SELECT * FROM {table}" + (f" WHERE {where[table]}" if where else ""))
        result[table] = ([column[0] for column in cursor.description], cursor.fetchall())
    connection.close()
    return result


def insert_floor(database, table_rows):
    """Inserts the rows through prepared statements in one transaction with the triggers off (dropped and made
    again inside the transaction): the seconds it took."""
    connection = sqlite3.connect(database, isolation_level=None)
    connection.execute("PRAGMA foreign_keys = ON")
    started = time.perf_counter()
    connection.execute("BEGIN IMMEDIATE")
    triggers = connection.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'").fetchall()
    for name, _ in triggers:
        connection.execute(f'DROP TRIGGER "{name}"')
    for table, (columns, values) in table_rows.items():
        marks = ", ".join("?" for _ in columns)
        connection.executemany(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})", values)
    for _, sql in triggers:
        connection.execute(sql)
    connection.execute("COMMIT")
    elapsed = time.perf_counter() - started
    connection.close()
    return elapsed


def answers(home):
    return [run(home, *words)[2] for words in (["habit", "list", "--all", "--json"], ["streak", "--json"])]


def transfer(years):
    home = os.path.join(WORK, years, "home")
    export = os.path.join(WORK, years, "export.json")
    export_time, export_peak, _ = run(home, "export", "--output", export)
    with open(export) as file:
        logs = len(json.load(file)["logs"])
    size = os.path.getsize(export)
    imported = os.path.join(WORK, years, "imported")
    os.makedirs(imported, mode=0o700)
    refused = run(imported, "import", export, check=False)
    if isinstance(refused, str):
        # An import that refuses the file (one past the size an import reads) is reported, not timed.
        return {"years": years, "logs": logs, "export": export_time, "export_peak": export_peak, "size": size,
                "refused": refused}
    import_time, import_peak, _ = refused
    # The floor: the rows the import left, put into an empty store of the same schema, then the derived tables.
    floor_home = os.path.join(WORK, years, "floor")
    database = empty_store(floor_home)
    inserts = insert_floor(database, rows(os.path.join(imported, "ritualist.sqlite"), BASE_TABLES))
    rebuild_time, _, _ = run(floor_home, "doctor", "--rebuild")
    if answers(imported) != answers(floor_home):
        sys.exit(f"bulk: the {years}-year import and its floor disagree")
    floor = inserts + rebuild_time
    return {
        "years": years, "logs": logs, "export": export_time, "export_peak": export_peak, "size": size,
        "import": import_time, "import_peak": import_peak, "floor": floor, "inserts": inserts,
        "rebuild": rebuild_time,
    }


def batch(years):
    """`run --batch` on a copy of the home: LINES distinct completions (ten habits added for them, LINES / 10 days
    each) beside the same log and change-log rows inserted in one transaction, and amounts on one day, 1,000 and
    10,000 lines."""
    home = os.path.join(WORK, "batch")
    shutil.copytree(os.path.join(WORK, years, "home"), home)
    database = os.path.join(home, "ritualist.sqlite")
    days = max(1, LINES // 10)
    today = date.fromisoformat(os.environ["RITUALIST_NOW"][:10])
    first = today - timedelta(days=days)
    names = [f"bulk{n}" for n in range(10)]
    for name in names:
        run(home, "habit", "add", name, "--start", first.isoformat())
    subprocess.run(["sqlite3", database, "PRAGMA wal_checkpoint(TRUNCATE)"], check=True, capture_output=True)
    pristine = os.path.join(WORK, "pristine.sqlite")
    shutil.copy(database, pristine)
    lines = os.path.join(WORK, "completions.jsonl")
    with open(lines, "w") as file:
        for offset in range(days):
            day = (first + timedelta(days=offset)).isoformat()
            for name in names:
                file.write(json.dumps({"intent": "CompleteHabit", "params": {"habit": name, "date": day}}) + "\n")
    count = days * len(names)
    elapsed, peak, out = run(home, "run", "--batch", stdin=lines)
    outcomes = [json.loads(line) for line in out.splitlines()]
    failed = [o for o in outcomes if not o["ok"]]
    if len(outcomes) != count or failed:
        sys.exit(f"bulk: the batch answered {len(outcomes)} lines of {count}, {len(failed)} failed: {failed[:1]}")
    # The floor: the rows the batch wrote, inserted into the store as it was before it.
    before = sqlite3.connect(pristine)
    (last_entry,) = before.execute("SELECT coalesce(max(rowid), 0) FROM changeLog").fetchone()
    before.close()
    connection = sqlite3.connect(database)
    ids = [row[0] for row in connection.execute(
        f"SELECT id FROM habit WHERE name IN ({', '.join('?' for _ in names)})", names)]
    connection.close()
    listed = ", ".join(f"'{i}'" for i in ids)
    written = rows(database, ["log", "changeLog"], where={
        "log": f"habitId IN ({listed})",
        "changeLog": f"rowid > {last_entry}",
    })
    floor_home = os.path.join(WORK, "batch-floor")
    os.makedirs(floor_home, mode=0o700)
    floor_database = os.path.join(floor_home, "ritualist.sqlite")
    shutil.copy(pristine, floor_database)
    floor = insert_floor(floor_database, written)
    # Amounts on one day: the numeric habits of the reference home in turn (bench/batch-lines.py amounts).
    amounts = {}
    for size in (1000, 10000):
        shutil.copy(pristine, database)
        for suffix in ("-wal", "-shm"):
            if os.path.exists(database + suffix):
                os.remove(database + suffix)
        path = os.path.join(WORK, f"amounts-{size}.jsonl")
        with open(path, "w") as file:
            subprocess.run([sys.executable, os.path.join(BENCH, "batch-lines.py"), str(size), "amounts"], stdout=file,
                           check=True)
        amounts[size] = run(home, "run", "--batch", stdin=path)[:2]
    return {
        "years": years, "count": count, "batch": elapsed, "peak": peak, "floor": floor, "amounts": amounts,
    }


def main():
    results = [transfer(years) for years in YEARS]
    print("| Home | logs | `ritual export` | peak | bytes a log | `ritual import` | peak | its floor | × floor |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for r in results:
        if "refused" in r:
            print(f"| {r['years']} years | {r['logs']:,} | {r['export']:.2f} s | {r['export_peak']:.1f} MiB | "
                  f"{r['size'] / r['logs']:.0f} | refused: {r['refused']} | | | |")
            continue
        print(f"| {r['years']} years | {r['logs']:,} | {r['export']:.2f} s | {r['export_peak']:.1f} MiB | "
              f"{r['size'] / r['logs']:.0f} | {r['import']:.2f} s | {r['import_peak']:.1f} MiB | "
              f"{r['floor']:.2f} s ({r['inserts']:.2f} + {r['rebuild']:.2f}) | {r['import'] / r['floor']:.2f}× |")
    b = batch(str(max((y for y in YEARS if float(y) <= 10), key=float, default=YEARS[0])))
    print()
    print(f"| `run --batch` on the {b['years']}-year home | lines | time | lines a second | peak | its floor | × floor |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    print(f"| distinct completions | {b['count']:,} | {b['batch']:.2f} s | {b['count'] / b['batch']:,.0f} | "
          f"{b['peak']:.1f} MiB | {b['floor']:.3f} s (the log and change-log rows) | {b['batch'] / b['floor']:.1f}× |")
    (small, small_peak), (large, large_peak) = b["amounts"][1000], b["amounts"][10000]
    print(f"| amounts on one day | 1,000 | {small:.2f} s | {1000 / small:,.0f} | {small_peak:.1f} MiB | | |")
    print(f"| amounts on one day | 10,000 | {large:.2f} s | {10000 / large:,.0f} | {large_peak:.1f} MiB | | |")
    print()
    print(f"10,000 amounts on one day took {large / small:.1f}× the time of 1,000 (linear: 10×).")


if __name__ == "__main__":
    main()
