#!/usr/bin/env python3
"""Builds the reference home for the benchmarks in RITUALIST_HOME.

50 habits of every kind and schedule and BENCH_YEARS (default 10) years of their logs are written to
an export file ($BENCH_WORK/reference-export.json) and put in the store by `ritual import`, as every
write path keeps the store (its change log, its streak summary); 20 user intent files are put in
$RITUALIST_HOME/intents/. A journal of 1,000 records
(a few months of a daily user's runs, ~230 KB: inside the range where each append counts the journal's
lines to know whether it is full) is written to $BENCH_WORK/journal.orig, which prepare.sh puts back
before each write. A fixed seed makes every run build the same data. RITUALIST_NOW, TZ and BENCH_WORK
must be set by the caller.

Usage: generate.py RITUAL_BINARY
"""

import datetime
import json
import os
import random
import subprocess
import sys
import uuid

YEAR_DAYS = 365.25
SCHEDULES = ["daily", "mon,wed,fri", "3/week", "tue,thu", "daily", "5/week", "sat,sun", "daily"]
EMOJIS = ["🧘", "💧", "📚", "🏃", "🎸", None, None, None]


def main() -> None:
    ritual = sys.argv[1]
    home = os.environ["RITUALIST_HOME"]
    now = datetime.datetime.fromisoformat(os.environ["RITUALIST_NOW"])
    today = (now.date() - datetime.date(1970, 1, 1)).days
    first = today - round(YEAR_DAYS * float(os.environ.get("BENCH_YEARS", "10")))
    rng = random.Random(2025)
    tz = os.environ.get("TZ", "UTC")
    stamp = now.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    habits = []
    records = []
    for index in range(50):
        name = f"h{index:02d}"
        schedule = SCHEDULES[index % len(SCHEDULES)]
        # h00 is binary and daily: the habit the write benchmarks complete.
        numeric = index % 3 == 2
        start = first + (index % 10) * 3
        target = 4 + index % 5
        uid = str(uuid.UUID(int=rng.getrandbits(128), version=4))
        records.append({
            "id": uid, "name": name, "emoji": EMOJIS[index % len(EMOJIS)],
            "kind": "numeric" if numeric else "binary", "schedule": schedule,
            "target": target if numeric else None, "targetDirection": "at-least" if numeric else None,
            "unit": ("glasses" if index % 2 else "pages") if numeric else None, "startDate": iso(start),
            "endDate": None, "active": True, "displayOrder": index,
            "category": "health" if index % 7 == 3 else None, "createdAt": stamp,
        })
        habits.append((name, numeric, schedule, start, target, uid))
    ids = {h[0]: h[5] for h in habits}
    rows = []
    for name, numeric, schedule, start, target, uid in habits:
        for day in range(start, today):  # up to yesterday: today is left for the write benchmarks
            if not due(schedule, day, rng):
                continue
            if rng.random() > 0.86:
                continue
            # A numeric habit is logged a few times a day (a glass at a time), a binary one once.
            for _ in range(rng.randint(1, 3) if numeric else 1):
                value = float(rng.randint(1, target)) if numeric else 1.0
                logged_at = day * 86400 + rng.randint(6 * 3600, 23 * 3600)
                rows.append({
                    "id": str(uuid.UUID(int=rng.getrandbits(128), version=4)), "habit": uid, "day": iso(day),
                    "time": datetime.datetime.fromtimestamp(logged_at, datetime.timezone.utc).strftime(
                        "%Y-%m-%dT%H:%M:%S.000Z"),
                    "value": value, "zone": tz,
                })
    # A few rest days: some for every habit, some for one.
    rests = [(None, today - 400 - 7 * n) for n in range(20)] + [(ids["h01"], today - 90 - n) for n in range(5)]
    export = {
        "formatVersion": 1, "exportedAt": stamp, "habits": records, "logs": rows,
        "restDays": [{"day": iso(day), "habit": habit} for habit, day in rests], "changes": [],
    }
    # The home is built as a person moving to Ritualist builds it: one export file, one `ritual import`, so the
    # store's every derived table is kept by the path that writes it.
    path = os.path.join(os.environ["BENCH_WORK"], "reference-export.json")
    with open(path, "w", encoding="utf-8") as file:
        json.dump(export, file)
    subprocess.run([ritual, "import", path], check=True, stdout=subprocess.DEVNULL)

    intents = os.path.join(home, "intents")
    os.makedirs(intents, exist_ok=True)
    binary = [h for h in habits if not h[1]]
    numeric = [h for h in habits if h[1]]
    for n in range(10):
        write_intent(intents, f"Bench{n:02d}Done", "habits.complete", binary[n][0], None)
    for n in range(10):
        write_intent(intents, f"Bench{n:02d}Log", "habits.log", numeric[n][0], str(1 + n % 3))
    # A composition of three steps: two completions (binary daily habits other than h00) and the day's status.
    daily = [h[0] for h in habits if not h[1] and h[2] == "daily" and h[0] != "h00"]
    with open(os.path.join(intents, "BenchRoutine.yaml"), "w") as file:
        file.write(
            "version: 1\nintent: BenchRoutine\ntitle: Bench Routine\nsummary: Two completions and the status.\n"
            f"steps:\n  - {{run: CompleteHabit, with: {{habit: {daily[0]}}}}}\n"
            f"  - {{run: CompleteHabit, with: {{habit: {daily[1]}}}}}\n  - {{run: DayStatus}}\n"
        )
    write_journal(os.path.join(os.environ["BENCH_WORK"], "journal.orig"), ids["h00"], now)
    print(f"{len(habits)} habits, {len(rows)} logs, {len(rests)} rest days, 21 intents (one a composition) in {home}")


def write_journal(path: str, habit_id: str, now: datetime.datetime) -> None:
    """1,000 records of completions of h00, one a day up to now, as a run appends them."""
    with open(path, "w") as file:
        for n in range(1000, 0, -1):
            day = now.date() - datetime.timedelta(days=n)
            time = datetime.datetime.combine(day, now.time()).strftime("%Y-%m-%dT%H:%M:%S.000Z")
            file.write(
                f'{{"time":"{time}","intent":"CompleteHabit","mode":"silent","parameters":{{"habit":'
                f'{{"id":"{habit_id}","name":"h00"}},"date":"{day.isoformat()}"}},"ok":true,"error":null,'
                f'"durationMs":9.5}}\n'
            )
    os.chmod(path, 0o600)


def due(schedule: str, day: int, rng: random.Random) -> bool:
    weekday = (day + 3) % 7  # 1970-01-01 was a Thursday; 0 is Monday
    if schedule == "daily":
        return True
    if schedule.endswith("/week"):
        return rng.random() < int(schedule[0]) / 7
    names = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    return names[weekday] in schedule.split(",")


def iso(day: int) -> str:
    return (datetime.date(1970, 1, 1) + datetime.timedelta(days=day)).isoformat()


def write_intent(folder: str, name: str, perform: str, habit: str, value: str | None) -> None:
    lines = [
        "version: 1",
        f"intent: {name}",
        f"title: {name}",
        f"summary: A benchmark intent that runs {perform} on {habit}.",
        "parameters:",
        "  habit:",
        "    type: habit",
        f"    default: {habit}",
        "  date:",
        "    type: date",
        "    default: selected",
    ]
    if value is not None:
        lines += ["  value:", "    type: number", "    min: 0", f'    default: "{value}"']
    lines.append(f"perform: {perform}")
    with open(os.path.join(folder, f"{name}.yaml"), "w") as file:
        file.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
