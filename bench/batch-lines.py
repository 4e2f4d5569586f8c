#!/usr/bin/env python3
"""Writes the batch benchmark's input: mixed `ritual run --batch` request lines for the reference home.

The mix is what a script or a widget sends: completions and undos of binary habits, amounts logged to
numeric ones, the day's status, the widget's arrows, and a few malformed lines. A fixed seed makes
every run send the same lines. Habit names and kinds follow bench/generate.py (h00…h49, every third
one numeric).

With `amounts`, every line logs an amount of 1 to one of the numeric habits in turn, all on the selected day: the
batch whose cost grows with the day's logs when each line reads them.

Usage: batch-lines.py COUNT [amounts] > lines.jsonl
"""

import json
import random
import sys

HABITS = [f"h{index:02d}" for index in range(50)]
NUMERIC = [name for index, name in enumerate(HABITS) if index % 3 == 2]
BINARY = [name for index, name in enumerate(HABITS) if index % 3 != 2]
MALFORMED = [
    "not json",
    '{"intent": "CompleteHabit", "params": "h00"}',
    '{"params": {"habit": "h00"}}',
    '{"intent": "CompleteHabit", "params": {"habit": "h00"}',
]


def request(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.01:
        return rng.choice(MALFORMED)
    if roll < 0.35:
        intent, params = "CompleteHabit", {"habit": rng.choice(BINARY)}
    elif roll < 0.60:
        value = rng.randint(1, 3)
        if rng.random() < 0.3:
            params = {"habit": rng.choice(NUMERIC), "value": value, "mode": "set"}
        else:
            params = {"habit": rng.choice(NUMERIC), "value": value}
        intent = "LogHabitValue"
    elif roll < 0.75:
        intent, params = "UndoCompletion", {"habit": rng.choice(HABITS)}
    elif roll < 0.85:
        intent, params = "DayStatus", {}
    else:
        intent, params = rng.choice(["NextDay", "PreviousDay", "PreviousDay", "Today"]), {}
    return json.dumps({"intent": intent, "params": params})


def main() -> None:
    count = int(sys.argv[1])
    if sys.argv[2:] == ["amounts"]:
        lines = (
            json.dumps({"intent": "LogHabitValue", "params": {"habit": NUMERIC[n % len(NUMERIC)], "value": 1}})
            for n in range(count)
        )
        sys.stdout.write("".join(line + "\n" for line in lines))
        return
    rng = random.Random(2025)
    sys.stdout.write("".join(request(rng) + "\n" for _ in range(count)))


if __name__ == "__main__":
    main()
