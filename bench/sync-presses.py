#!/usr/bin/env python3
"""Writes `ritual run --batch` request lines for bench/sync.sh: the habits of a synced history, or a machine's presses.

  sync-presses.py habits COUNT START            AddHabit lines: COUNT habits s00…, every third one numeric
                                                (a target of 8 glasses), the others binary and daily, due from START
  sync-presses.py presses COUNT SEED FIRST LAST  the presses of one machine on the days FIRST to LAST (ISO dates,
                                                both included): each binary habit completed on a day with a
                                                chance of BENCH_BINARY_CHANCE (default 0.5), each numeric one given
                                                0 to BENCH_NUMERIC_MAX (default 2) amounts of 1 to 3

Each press is a CompleteHabit or LogHabitValue line with its `date`, so the store writes the change-log entry a key
press writes (`log.added`), not the `history.imported` entries of `ritual import`. A binary habit is completed at
most once a day on one machine (a second would be refused, not recorded). The seed makes every run write the same
lines; machines given different seeds press differently, so some of their completions meet on one day.
"""

import datetime
import json
import os
import random
import sys


def names(count: int) -> list[tuple[str, bool]]:
    return [(f"s{index:02d}", index % 3 == 2) for index in range(count)]


def habits(count: int, start: str) -> None:
    for name, numeric in names(count):
        params = {"name": name, "start": start}
        if numeric:
            params.update({"target": "8", "unit": "glasses"})
        print(json.dumps({"intent": "AddHabit", "params": params}))


def presses(count: int, seed: int, first: str, last: str) -> None:
    rng = random.Random(seed)
    binary_chance = float(os.environ.get("BENCH_BINARY_CHANCE", "0.5"))
    numeric_max = int(os.environ.get("BENCH_NUMERIC_MAX", "2"))
    day = datetime.date.fromisoformat(first)
    end = datetime.date.fromisoformat(last)
    lines = []
    while day <= end:
        date = day.isoformat()
        for name, numeric in names(count):
            if numeric:
                for _ in range(rng.randint(0, numeric_max)):
                    params = {"habit": name, "value": str(rng.randint(1, 3)), "date": date}
                    lines.append(json.dumps({"intent": "LogHabitValue", "params": params}))
            elif rng.random() < binary_chance:
                lines.append(json.dumps({"intent": "CompleteHabit", "params": {"habit": name, "date": date}}))
        day += datetime.timedelta(days=1)
    sys.stdout.write("".join(line + "\n" for line in lines))


def main() -> None:
    if len(sys.argv) == 4 and sys.argv[1] == "habits":
        habits(int(sys.argv[2]), sys.argv[3])
    elif len(sys.argv) == 6 and sys.argv[1] == "presses":
        presses(int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
