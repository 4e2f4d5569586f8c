#!/usr/bin/env python3
"""Reliability checks for the `ritual` binary: concurrency, kills, damaged stores, full disk.

Usage: python3 scripts/reliability.py PATH/TO/ritual [--phase NAME ...] [--seed N]

Phases (all by default; RELIABILITY_SKIP=name,name leaves some out):
- concurrency: 4 processes x 250 mixed intents (--strict --json) on one home. Every run exits 0 or 65, never
  69; the store passes integrity_check; no binary habit has two logs on a day; every acknowledged write is in
  the store, nothing is applied twice, and nothing is there that no run acknowledged.
- first-open: 4 processes at once on each of 20 new homes; all succeed.
- kills: 300 writes sent SIGKILL at a random moment; every write that printed its ok outcome is in the store.
- creation-kills: 100 new homes whose first write is killed; each store works afterwards.
- damaged: hostile files as ritualist.sqlite; every run refused with 69, the file byte-identical.
- full-disk: a small tmpfs, filled; runs fail cleanly, the store stays consistent, no journal line is torn.
- imports: a Loop Habit Tracker backup (an untrusted SQLite file, read with SQLite's defensive flag set) and a
  harsh folder are imported into new homes, and their habits and days are there.

Every phase works in a temporary directory that is removed at the end. Figures are printed as the phases
run; the last line is `reliability: N passed, M failed`, and the exit status is non-zero when a check failed.
Standard library only (Python 3.11).
"""

from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import json
import os
import random
import shutil
import signal
import sqlite3
import stat
import statistics
import subprocess
import sys
import tempfile
import threading
import time

NOW = "2025-11-08T12:00:00"
ZONE = "America/New_York"
TODAY = dt.date(2025, 11, 8)
EPOCH = dt.date(1970, 1, 1)
RUN_TIMEOUT = 60  # seconds; a run that takes longer is a hang, and a failure

USAGE, REJECTED, UNAVAILABLE, INTERNAL, CONFIGURATION = 64, 65, 69, 70, 78


def day_number(iso: str) -> int:
    return (dt.date.fromisoformat(iso) - EPOCH).days


def iso_days_before(count: int) -> str:
    return (TODAY - dt.timedelta(days=count)).isoformat()


class Report:
    """Counts checks; prints each failure with its details and the figures of each phase."""

    def __init__(self) -> None:
        self.passed = 0
        self.failed = 0
        self.failures: list[str] = []

    def check(self, condition: bool, name: str, detail: str = "") -> bool:
        if condition:
            self.passed += 1
        else:
            self.failed += 1
            self.failures.append(name)
            print(f"  FAIL {name}" + (f": {detail}" if detail else ""), flush=True)
        return condition

    @staticmethod
    def figure(text: str) -> None:
        print(f"  {text}", flush=True)

    @staticmethod
    def skip(text: str) -> None:
        print(f"skipped: {text}", flush=True)


class Ritual:
    """Runs the binary on one home with the pinned clock."""

    def __init__(self, binary: str, home: str) -> None:
        self.binary = binary
        self.home = home
        self.added: list[str] = []
        self.env = {
            key: value
            for key, value in os.environ.items()
            if not key.startswith("RITUALIST_") and not key.startswith("XDG_")
        }
        self.env.update({"RITUALIST_HOME": home, "RITUALIST_NOW": NOW, "TZ": ZONE})

    @property
    def store(self) -> str:
        return os.path.join(self.home, "ritualist.sqlite")

    @property
    def journal(self) -> str:
        return os.path.join(self.home, "journal.jsonl")

    def run(self, args: list[str], timeout: float = RUN_TIMEOUT) -> "Result":
        started = time.monotonic()
        try:
            done = subprocess.run(
                [self.binary, *args], env=self.env, capture_output=True, text=True, timeout=timeout,
                stdin=subprocess.DEVNULL)
            return Result(args, done.returncode, done.stdout, done.stderr, time.monotonic() - started)
        except subprocess.TimeoutExpired as expired:
            return Result(args, None, str(expired.stdout or ""), str(expired.stderr or ""), timeout)

    def start(self, args: list[str]) -> subprocess.Popen:
        return subprocess.Popen(
            [self.binary, *args], env=self.env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            stdin=subprocess.DEVNULL)

    def add_habit(self, report: Report, name: str, *options: str, start: str = "2025-01-01") -> None:
        result = self.run(["habit", "add", name, "--start", start, *options])
        self.added.append(name)
        report.check(result.code == 0, f"setup: habit add {name}", result.describe())


class Result:
    def __init__(self, args: list[str], code: int | None, out: str, err: str, seconds: float) -> None:
        self.args = args
        self.code = code  # None: timed out; negative: killed by a signal
        self.out = out
        self.err = err
        self.seconds = seconds
        self.outcome = parse_json(out)

    @property
    def acknowledged(self) -> bool:
        """Exit 0 in strict mode and `ok: true` in the printed outcome."""
        return self.code == 0 and isinstance(self.outcome, dict) and self.outcome.get("ok") is True

    def describe(self) -> str:
        return f"ritual {' '.join(self.args)} -> exit {self.code}; stderr: {self.err.strip()[:300]!r}"


def parse_json(text: str):
    try:
        return json.loads(text)
    except (ValueError, TypeError):
        return None


def sha256(path: str) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as file:
        for chunk in iter(lambda: file.read(1 << 16), b""):
            digest.update(chunk)
    return digest.hexdigest()


def fingerprint(path: str) -> str:
    """A file's sha256, or for anything else what `lstat` says about it (type, size, mode, mtime)."""
    info = os.lstat(path)
    if stat.S_ISREG(info.st_mode):
        return "file " + sha256(path)
    if stat.S_ISDIR(info.st_mode):
        listing = sorted(os.listdir(path))
        return f"dir mode={oct(info.st_mode)} mtime={info.st_mtime_ns} entries={listing}"
    if stat.S_ISLNK(info.st_mode):
        return "link " + os.readlink(path)
    return f"special mode={oct(info.st_mode)} mtime={info.st_mtime_ns}"


def store_check(path: str) -> dict:
    """Opens a store with Python's sqlite3 (after every ritual process has exited) and reads what the checks need."""
    connection = sqlite3.connect(path, timeout=30)
    try:
        integrity = [row[0] for row in connection.execute("PRAGMA integrity_check")]
        foreign = connection.execute("PRAGMA foreign_key_check").fetchall()
        doubles = connection.execute(
            "SELECT h.name, l.day, count(*) FROM log l JOIN habit h ON h.id = l.habitId "
            "WHERE h.kind = 'binary' AND l.value > 0 GROUP BY l.habitId, l.day HAVING count(*) > 1").fetchall()
        totals = {
            (name, day): (total, count)
            for name, day, total, count in connection.execute(
                "SELECT h.name, l.day, sum(l.value), count(*) FROM log l JOIN habit h ON h.id = l.habitId "
                "GROUP BY l.habitId, l.day")
        }
        habits = [row[0] for row in connection.execute("SELECT name FROM habit")]
    finally:
        connection.close()
    return {"integrity": integrity, "foreign": foreign, "doubles": doubles, "totals": totals, "habits": habits}


def check_store(report: Report, phase: str, path: str) -> dict | None:
    try:
        state = store_check(path)
    except sqlite3.Error as error:
        report.check(False, f"{phase}: store readable by sqlite3", str(error))
        return None
    report.check(state["integrity"] == ["ok"], f"{phase}: PRAGMA integrity_check is ok", str(state["integrity"][:5]))
    report.check(not state["foreign"], f"{phase}: PRAGMA foreign_key_check is empty", str(state["foreign"][:5]))
    report.check(
        not state["doubles"], f"{phase}: no binary habit has two logs on one day", str(state["doubles"][:10]))
    return state


def check_journal(report: Report, phase: str, home: str) -> int:
    """Every line of the journal (and its rotated file) parses as a JSON object; returns the record count."""
    records, torn = 0, []
    for name in ("journal.jsonl.1", "journal.jsonl"):
        path = os.path.join(home, name)
        if not os.path.exists(path):
            continue
        with open(path, "rb") as file:
            data = file.read()
        lines = data.split(b"\n")
        if lines and lines[-1] == b"":
            lines.pop()
        elif lines:
            torn.append(f"{name}: no newline after the last line")
        for number, line in enumerate(lines, 1):
            value = parse_json(line.decode("utf-8", "replace"))
            if isinstance(value, dict):
                records += 1
            else:
                torn.append(f"{name}:{number}: {line[:120]!r}")
    report.check(not torn, f"{phase}: every journal line parses as JSON", "; ".join(torn[:5]))
    return records


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else 0.0


# MARK: - Concurrency


def concurrency(binary: str, root: str, report: Report, rng: random.Random, processes: int, runs: int) -> None:
    print(f"concurrency: {processes} processes x {runs} mixed intents on one home", flush=True)
    ritual = Ritual(binary, os.path.join(root, "concurrency"))
    for name in ("Meditate", "Stretch", "Read"):
        ritual.add_habit(report, name)
    ritual.add_habit(report, "Water", "--target", "1000", "--unit", "glasses")

    dates = [iso_days_before(n) for n in range(5)]  # Read and Water: many runs on few days
    wide_dates = [iso_days_before(n) for n in range(30)]  # Meditate and Stretch: fewer refusals

    def plan(worker_rng: random.Random) -> list[list[str]]:
        steps = []
        for _ in range(runs):
            pick = worker_rng.random()
            explicit = worker_rng.random() < 0.6
            date = [f"date={worker_rng.choice(dates)}"] if explicit else []
            if pick < 0.25:
                date = [f"date={worker_rng.choice(wide_dates)}"] if explicit else []
                steps.append(["run", "CompleteHabit", f"habit={worker_rng.choice(['Meditate', 'Stretch'])}", *date])
            elif pick < 0.35:
                steps.append(["run", "CompleteHabit", "habit=Read", *date])
            elif pick < 0.45:
                steps.append(["run", "UndoCompletion", "habit=Read", *date])
            elif pick < 0.65:
                steps.append(["run", "LogHabitValue", "habit=Water", "value=1", *date])
            elif pick < 0.67:
                steps.append(["run", "CompleteHabit", "habit=Water", *date])  # needsValue: rejected
            elif pick < 0.75:
                steps.append(["run", "PreviousDay"])
            elif pick < 0.83:
                steps.append(["run", "NextDay"])
            elif pick < 0.88:
                steps.append(["run", "Today"])
            else:
                steps.append(["status", "--json"])
        return [step + ["--strict", "--json"] if step[0] == "run" else step for step in steps]

    plans = [plan(random.Random(rng.random())) for _ in range(processes)]
    results: list[list[Result]] = [[] for _ in range(processes)]
    barrier = threading.Barrier(processes)

    def work(index: int) -> None:
        barrier.wait()
        for args in plans[index]:
            results[index].append(ritual.run(args))

    started = time.monotonic()
    threads = [threading.Thread(target=work, args=(index,)) for index in range(processes)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.monotonic() - started

    every = [result for worker in results for result in worker]
    codes: dict[str, int] = {}
    for result in every:
        codes[str(result.code)] = codes.get(str(result.code), 0) + 1
    seconds = [result.seconds * 1000 for result in every]
    report.figure(
        f"{len(every)} runs in {elapsed:.1f} s ({len(every) / elapsed:.0f} runs/s); exit codes {dict(sorted(codes.items()))}; "
        f"run time median {statistics.median(seconds):.0f} ms, p95 {percentile(seconds, 0.95):.0f} ms, "
        f"max {max(seconds):.0f} ms")

    unavailable = [result for result in every if result.code == UNAVAILABLE]
    report.check(not unavailable, "concurrency: no run exited 69", unavailable[0].describe() if unavailable else "")
    unexpected = [result for result in every if result.code not in (0, REJECTED, UNAVAILABLE)]
    report.check(
        not unexpected, "concurrency: every run exited 0 or 65",
        "; ".join(result.describe() for result in unexpected[:3]))
    mismatched = [
        result for result in every
        if result.args[0] == "run" and (result.code == 0) != (isinstance(result.outcome, dict) and result.outcome.get("ok") is True)
    ]
    report.check(
        not mismatched, "concurrency: exit 0 exactly when the JSON outcome says ok",
        "; ".join(result.describe() for result in mismatched[:3]))
    bad_status = [result for result in every if result.args[0] == "status" and not isinstance(result.outcome, dict)]
    report.check(not bad_status, "concurrency: every status --json printed a JSON object",
                 bad_status[0].describe() if bad_status else "")

    # What the acknowledged runs say the store must hold.
    completes: dict[tuple[str, int], int] = {}  # complete-only binary habits: acknowledged completions
    toggles: dict[tuple[str, int], list[int]] = {}  # Read: [acknowledged completions, acknowledged clears]
    water: dict[tuple[str, int], list[float]] = {}  # Water: the progress each acknowledged add reported
    for result in every:
        if not result.acknowledged or result.args[1] not in ("CompleteHabit", "UndoCompletion", "LogHabitValue"):
            continue
        outcome = result.outcome["result"]
        key = (outcome["habit"]["name"], day_number(outcome["date"]))
        if result.args[1] == "LogHabitValue":
            water.setdefault(key, []).append(outcome["progress"])
        elif key[0] == "Read":
            counts = toggles.setdefault(key, [0, 0])
            counts[0 if result.args[1] == "CompleteHabit" else 1] += 1 if outcome["change"] in ("added", "cleared") else 0
        else:
            completes[key] = completes.get(key, 0) + 1

    state = check_store(report, "concurrency", ritual.store)
    if state is None:
        return
    totals = state["totals"]
    lost, doubled, phantom = [], [], []
    for key, count in completes.items():
        if count > 1:
            doubled.append(f"{key} acknowledged {count} times")
        if key not in totals or totals[key][0] <= 0:
            lost.append(f"{key} acknowledged but absent")
    for key, (total, _) in totals.items():
        if key[0] in ("Meditate", "Stretch") and key not in completes:
            phantom.append(f"{key} present but never acknowledged")
    for key, (done, cleared) in toggles.items():
        present = key in totals and totals[key][0] > 0
        if done - cleared not in (0, 1):
            doubled.append(f"{key}: {done} completions and {cleared} clears acknowledged")
        elif present != (done - cleared == 1):
            (lost if not present else phantom).append(f"{key}: {done} completions, {cleared} clears, present={present}")
    for key, (total, _) in totals.items():
        if key[0] == "Read" and total > 0 and key not in toggles:
            phantom.append(f"{key} present but never acknowledged")
    water_adds = 0
    for key, progresses in water.items():
        water_adds += len(progresses)
        stored = totals.get(key, (0, 0))[0]
        if stored < len(progresses):
            lost.append(f"Water {key}: {len(progresses)} adds acknowledged, total {stored}")
        elif stored > len(progresses):
            phantom.append(f"Water {key}: {len(progresses)} adds acknowledged, total {stored}")
        if sorted(progresses) != [float(n) for n in range(1, len(progresses) + 1)]:
            doubled.append(f"Water {key}: acknowledged totals {sorted(progresses)} are not 1..{len(progresses)}")
    for key, (total, _) in totals.items():
        if key[0] == "Water" and key not in water:
            phantom.append(f"Water {key}: total {total} but no add acknowledged")
    acknowledged = sum(completes.values()) + sum(sum(pair) for pair in toggles.values()) + water_adds
    report.figure(
        f"acknowledged writes: {acknowledged} ({sum(completes.values())} completions, "
        f"{sum(pair[0] for pair in toggles.values())} toggled completions, "
        f"{sum(pair[1] for pair in toggles.values())} clears, {water_adds} adds); "
        f"lost {len(lost)}, doubled {len(doubled)}, unacknowledged {len(phantom)}")
    report.check(not lost, "concurrency: every acknowledged write is in the store", "; ".join(lost[:5]))
    report.check(not doubled, "concurrency: no write acknowledged twice or applied twice", "; ".join(doubled[:5]))
    report.check(not phantom, "concurrency: nothing in the store that no run acknowledged", "; ".join(phantom[:5]))
    journaled = check_journal(report, "concurrency", ritual.home)
    # Every change is journaled, the setup's `habit add`s included (each runs AddHabit); a successful read is not.
    intent_runs = sum(1 for result in every if result.args[0] == "run") + len(ritual.added)
    report.figure(f"journal: {journaled} records for {intent_runs} intent runs")
    if intent_runs <= 1200:  # about 400 KB of records: one rotation at 256 KiB at most, so nothing dropped yet
        report.check(journaled == intent_runs, "concurrency: one journal record per intent run",
                     f"{journaled} records, {intent_runs} runs")


def first_open_race(binary: str, root: str, report: Report, homes: int) -> None:
    print(f"first open: {homes} fresh homes, 4 processes at once on each", flush=True)
    failures, runs = [], 0
    for index in range(homes):
        ritual = Ritual(binary, os.path.join(root, f"first-open-{index}"))
        commands = [
            ["habit", "add", "Alpha", "--start", "2025-01-01"],
            ["habit", "add", "Beta", "--target", "5", "--start", "2025-01-01"],
            ["run", "Today", "--strict", "--json"],
            ["status", "--json"],
        ]
        children = [ritual.start(args) for args in commands]
        for args, child in zip(commands, children):
            out, err = child.communicate(timeout=RUN_TIMEOUT)
            runs += 1
            if child.returncode != 0:
                failures.append(f"home {index}: ritual {' '.join(args)} -> exit {child.returncode}: {err.decode()[:200]!r}")
        try:
            state = store_check(ritual.store)
            if state["integrity"] != ["ok"] or sorted(state["habits"]) != ["Alpha", "Beta"]:
                failures.append(f"home {index}: integrity {state['integrity'][:3]}, habits {state['habits']}")
        except sqlite3.Error as error:
            failures.append(f"home {index}: {error}")
        shutil.rmtree(ritual.home)
    report.figure(f"{runs} runs on {homes} new stores, {len(failures)} failed")
    report.check(not failures, "first open: concurrent first runs all succeed on a consistent store", "; ".join(failures[:3]))


# MARK: - Kills


def kill_after(child: subprocess.Popen, delay: float) -> tuple[bool, str, str, int]:
    """Sleeps `delay`, sends SIGKILL if the child is still running; returns (killed, stdout, stderr, code), where
    killed means the signal ended the process (one already exiting finishes with its own code)."""
    time.sleep(delay)
    if child.poll() is None:
        child.send_signal(signal.SIGKILL)
    out, err = child.communicate(timeout=RUN_TIMEOUT)
    killed = child.returncode == -signal.SIGKILL
    return killed, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"), child.returncode


def kills(binary: str, root: str, report: Report, rng: random.Random, attempts: int) -> None:
    ritual = Ritual(binary, os.path.join(root, "kills"))
    habits = ["K1", "K2", "K3"]
    for name in habits:
        ritual.add_habit(report, name, start="2000-01-01")
    ritual.add_habit(report, "Counter", "--target", "100000")
    ritual.add_habit(report, "Probe")
    # Kill at random moments of a whole run: 0-30 ms, or longer when one run takes longer on this machine.
    timings = [
        ritual.run(["run", "CompleteHabit", "habit=Probe", f"date={iso_days_before(n)}", "--strict", "--json"]).seconds
        for n in range(5)
    ]
    window = max(0.030, 1.2 * statistics.median(timings))
    print(
        f"kills: {attempts} writes, each sent SIGKILL after a random 0-{window * 1000:.0f} ms "
        f"(an unkilled run takes {statistics.median(timings) * 1000:.0f} ms)", flush=True)
    slots = [(name, n) for name in habits for n in range(0, max(300, attempts))]
    rng.shuffle(slots)

    killed_count, acked, finished_codes = 0, [], {}
    attempted_slots: set[tuple[str, int]] = set()
    counter_acked = counter_attempts = 0
    counter_progress: list[float] = []
    for index in range(attempts):
        if index % 4 == 3:
            args = ["run", "LogHabitValue", "habit=Counter", "value=1", "date=2025-11-08", "--strict", "--json"]
            counter_attempts += 1
        else:
            name, back = slots.pop()
            attempted_slots.add((name, day_number(iso_days_before(back))))
            args = ["run", "CompleteHabit", f"habit={name}", f"date={iso_days_before(back)}", "--strict", "--json"]
        killed, out, err, code = kill_after(ritual.start(args), rng.uniform(0, window))
        killed_count += killed
        result = Result(args, code, out, err, 0)
        if not killed:
            finished_codes[code] = finished_codes.get(code, 0) + 1
        if isinstance(result.outcome, dict) and result.outcome.get("ok") is True:
            acked.append(result)
            if "habit=Counter" in args:
                counter_acked += 1
                counter_progress.append(result.outcome["result"]["progress"])

    acked_while_killed = sum(1 for result in acked if result.code == -signal.SIGKILL)
    report.figure(
        f"{attempts} runs, {killed_count} killed mid-run, {attempts - killed_count} finished "
        f"(exit codes {finished_codes}); {len(acked)} acknowledged, {acked_while_killed} of them printed ok "
        "and were then killed")
    report.check(
        UNAVAILABLE not in finished_codes, "kills: no run that finished exited 69", str(finished_codes))
    report.check(
        set(finished_codes) <= {0}, "kills: every run that finished exited 0", str(finished_codes))
    follow = ritual.run(["run", "CompleteHabit", "habit=K1", "date=2025-11-08", "--strict", "--json"])
    report.check(follow.code in (0, REJECTED), "kills: a run after the kills works", follow.describe())
    state = check_store(report, "kills", ritual.store)
    if state is None:
        return
    totals = state["totals"]
    lost = [
        f"{result.args[2]} {result.args[3]}" for result in acked
        if "habit=Counter" not in result.args
        and totals.get((result.outcome["result"]["habit"]["name"], day_number(result.outcome["result"]["date"])), (0, 0))[0] <= 0
    ]
    present = {key for key in totals if key[0] in habits}
    unattempted = present - attempted_slots - {("K1", day_number("2025-11-08"))}
    counter_total = totals.get(("Counter", day_number("2025-11-08")), (0, 0))[0]
    report.figure(
        f"completions: {len(acked) - counter_acked} acknowledged, {len(present)} in the store, lost {len(lost)}; "
        f"counter: {counter_acked} acknowledged of {counter_attempts} attempts, total {counter_total:g}")
    report.check(not lost, "kills: every acknowledged completion is in the store", "; ".join(lost[:5]))
    report.check(not unattempted, "kills: no completion appears on a day nobody wrote", str(sorted(unattempted)[:5]))
    report.check(
        counter_acked <= counter_total <= counter_attempts,
        "kills: counter total between acknowledged and attempted adds",
        f"acknowledged {counter_acked}, attempts {counter_attempts}, total {counter_total}")
    report.check(
        len(set(counter_progress)) == len(counter_progress), "kills: no two acknowledged adds saw the same total",
        str(sorted(counter_progress)))
    check_journal(report, "kills", ritual.home)


def kills_at_creation(binary: str, root: str, report: Report, rng: random.Random, attempts: int) -> None:
    # A first run takes longer than 30 ms on a busy machine: spread the kills over the whole of one.
    timings = []
    for index in range(5):
        probe = Ritual(binary, os.path.join(root, f"create-probe-{index}"))
        timings.append(probe.run(["habit", "add", "First", "--start", "2025-01-01"]).seconds)
        shutil.rmtree(probe.home)
    window = max(0.030, 1.2 * statistics.median(timings))
    print(
        f"kills at creation: {attempts} new stores, the first write sent SIGKILL after a random 0-{window * 1000:.0f} ms "
        f"(an unkilled first run takes {statistics.median(timings) * 1000:.0f} ms)", flush=True)
    killed_count, failures, acked = 0, [], 0
    sizes: dict[str, int] = {}
    for index in range(attempts):
        ritual = Ritual(binary, os.path.join(root, f"create-{index}"))
        args = ["habit", "add", "First", "--start", "2025-01-01"]
        killed, out, err, code = kill_after(ritual.start(args), rng.uniform(0, window))
        killed_count += killed
        added = "Added" in out
        acked += added
        if os.path.exists(ritual.store):
            size = os.path.getsize(ritual.store)
            bucket = "0 bytes" if size == 0 else "under 100 bytes" if size < 100 else "a store"
        else:
            bucket = "no file"
        sizes[bucket] = sizes.get(bucket, 0) + 1
        after = ritual.run(["habit", "add", "Second", "--start", "2025-01-01"])
        status = ritual.run(["status", "--json"])
        if after.code != 0 or status.code != 0:
            failures.append(f"store {index}: after the kill {after.describe()} / {status.describe()}")
        else:
            names = [habit["name"] for habit in status.outcome.get("habits", [])] if isinstance(status.outcome, dict) else []
            if added and "First" not in names:
                failures.append(f"store {index}: 'First' printed Added but is absent ({names})")
            try:
                state = store_check(ritual.store)
                if state["integrity"] != ["ok"]:
                    failures.append(f"store {index}: integrity {state['integrity'][:3]}")
            except sqlite3.Error as error:
                failures.append(f"store {index}: {error}")
        shutil.rmtree(ritual.home)
    report.figure(
        f"{attempts} new stores, {killed_count} killed mid-creation, {acked} printed Added; "
        f"after the kill the store file was: {sizes}; {len(failures)} could not be used afterwards")
    report.check(not failures, "kills at creation: every store usable afterwards, acknowledged habits kept",
                 "; ".join(failures[:3]))


# MARK: - Damaged stores


def make_reference_store(binary: str, root: str, report: Report) -> str:
    ritual = Ritual(binary, os.path.join(root, "reference"))
    ritual.add_habit(report, "Meditate")
    ritual.add_habit(report, "Water", "--target", "8")
    for back in range(30):
        ritual.run(["run", "CompleteHabit", "habit=Meditate", f"date={iso_days_before(back)}", "--strict"])
        ritual.run(["run", "LogHabitValue", "habit=Water", "value=3", f"date={iso_days_before(back)}", "--strict"])
    connection = sqlite3.connect(ritual.store)
    connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    connection.execute("PRAGMA journal_mode=DELETE")
    connection.close()
    with open(ritual.store, "rb") as file:
        return file.read()


def header_with(reference: bytes, offset: int, value: bytes) -> bytes:
    data = bytearray(reference)
    data[offset:offset + len(value)] = value
    return bytes(data)


def sql_variant(reference: bytes, statements: list[str]):
    """A copy of the reference store changed by `statements` (run by Python's sqlite3, not by ritual)."""

    def build(path: str) -> None:
        with open(path, "wb") as file:
            file.write(reference)
        connection = sqlite3.connect(path)
        for statement in statements:
            connection.execute(statement)
        connection.commit()
        connection.close()
        for suffix in ("-wal", "-shm", "-journal"):
            if os.path.exists(path + suffix):
                os.remove(path + suffix)

    return build


def corrupt_table(reference: bytes, table: str, rng: random.Random):
    """A copy of the reference store with the root page of `table` overwritten by random bytes."""

    def build(path: str) -> None:
        connection = sqlite3.connect(":memory:")
        connection.deserialize(reference)
        page = connection.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", (table,)).fetchone()[0]
        size = connection.execute("PRAGMA page_size").fetchone()[0]
        connection.close()
        data = bytearray(reference)
        start = (page - 1) * size
        data[start:start + size] = bytes(rng.randrange(256) for _ in range(size))
        with open(path, "wb") as file:
            file.write(bytes(data))

    return build


def make_directory(path: str) -> None:
    os.mkdir(path, 0o700)


def make_symlink_loop(path: str) -> None:
    os.symlink(os.path.basename(path), path)


def make_fifo(path: str) -> None:
    os.mkfifo(path, 0o600)


def damaged_cases(reference: bytes, rng: random.Random) -> list[tuple[str, object]]:
    """(name, content): bytes for a file, or a callable that builds the hostile entry at a path."""

    def noise(count: int) -> bytes:
        return bytes(rng.randrange(256) for _ in range(count))

    return [
        ("random bytes (64 KiB)", noise(65536)),
        ("random bytes shorter than a header (50 bytes)", noise(50)),
        ("only the SQLite magic (16 bytes)", reference[:16]),
        ("truncated store (first 1,000 bytes)", reference[:1000]),
        ("truncated store (first two pages)", reference[:8192]),
        ("zeroed header (first 100 bytes)", bytes(100) + reference[100:]),
        ("SQLite magic followed by random bytes", reference[:16] + noise(16368)),
        ("a YAML text file", b"habits:\n  - name: Meditate\n    done: [2025-11-01]\n" * 40),
        ("user_version far in the future (header)", header_with(reference, 60, (424242).to_bytes(4, "big"))),
        ("invalid page size in the header", header_with(reference, 16, (3).to_bytes(2, "big"))),
        ("store from a newer version (user_version 2 and an unknown migration)",
         sql_variant(reference, ["INSERT INTO grdb_migrations VALUES ('v2: from the future')", "PRAGMA user_version = 2"])),
        ("store with an unknown migration, same user_version",
         sql_variant(reference, ["INSERT INTO grdb_migrations VALUES ('v2: from the future')"])),
        ("migrations table page overwritten with random bytes", corrupt_table(reference, "grdb_migrations", rng)),
        ("a directory", make_directory),
        ("a symbolic link to itself", make_symlink_loop),
        ("a named pipe (FIFO)", make_fifo),
    ]


# Damage SQLite only sees when a statement reads the damaged page: a run that never reads it may succeed and
# write. What happens is printed as a note and not counted as a check.
def observed_cases(reference: bytes, rng: random.Random) -> list[tuple[str, object]]:
    return [("habit table page overwritten with random bytes", corrupt_table(reference, "habit", rng))]


DAMAGED_TIMEOUT = 10  # seconds; the busy timeout is 10 s, and nothing here should wait on a lock

DAMAGED_RUNS = [
    ["run", "CompleteHabit", "habit=Meditate", "--strict", "--json"],
    ["run", "LogHabitValue", "habit=Water", "value=1", "--strict", "--json"],
    ["run", "UndoCompletion", "habit=Meditate", "date=2025-11-07", "--strict", "--json"],
    ["run", "PreviousDay", "--strict", "--json"],
    ["run", "Today", "--strict", "--json"],
    ["status", "--json"],
    ["habit", "add", "Intruder"],
]


def try_damaged(binary: str, home: str, content) -> tuple[list[str], str, str, list[str], int, int]:
    """Runs every command on a home whose store is `content`: (problems, fingerprint before, after, new files,
    strict runs refused, runs)."""
    ritual = Ritual(binary, home)
    os.makedirs(ritual.home, mode=0o700)
    if isinstance(content, bytes):
        with open(ritual.store, "wb") as file:
            file.write(content)
    else:
        content(ritual.store)
    before = fingerprint(ritual.store)
    entries_before = set(os.listdir(ritual.home))
    problems, refused, runs = [], 0, 0
    for args in DAMAGED_RUNS + [["run", "CompleteHabit", "habit=Meditate"]]:
        result = ritual.run(args, timeout=DAMAGED_TIMEOUT)
        runs += 1
        if result.code is None:  # a hang: the rest of the runs would hang too
            problems.append(f"ritual {' '.join(args)} still running after {DAMAGED_TIMEOUT} s (killed)")
            break
        if "--strict" not in args and args[0] == "run":
            if result.code != 0 or result.out.strip():
                problems.append("silent mode: " + result.describe())
        elif result.code == UNAVAILABLE:
            refused += 1
        else:
            problems.append(result.describe())
    after = fingerprint(ritual.store)
    # The journal and its note of unrecorded runs (given its room when the journal starts) are the journal's own.
    left = sorted(set(os.listdir(ritual.home)) - entries_before - {"journal.jsonl", "journal.jsonl.unrecorded"})
    return problems, before, after, left, refused, runs


def damaged_stores(binary: str, root: str, report: Report, rng: random.Random) -> None:
    reference = make_reference_store(binary, root, report)
    cases = damaged_cases(reference, rng)
    runs_per_case = len(DAMAGED_RUNS) + 1
    print(f"damaged stores: {len(cases)} hostile files as ritualist.sqlite, {runs_per_case} runs each", flush=True)
    refused = runs = 0
    for index, (name, content) in enumerate(cases):
        home = os.path.join(root, f"damaged-{index}")
        problems, before, after, left, count, ran = try_damaged(binary, home, content)
        refused += count
        runs += ran
        report.check(not problems, f"damaged store [{name}]: every run refused with 69", "; ".join(problems[:3]))
        report.check(before == after, f"damaged store [{name}]: left byte-identical", f"{before[:80]} -> {after[:80]}")
        report.check(not left, f"damaged store [{name}]: no file left beside it", str(left))
        check_journal(report, f"damaged store [{name}]", home)
    report.figure(
        f"{len(cases)} cases, {runs} runs, {refused} of {len(cases) * len(DAMAGED_RUNS)} strict runs refused with 69")
    for index, (name, content) in enumerate(observed_cases(reference, rng)):
        problems, before, after, _, count, _ = try_damaged(binary, os.path.join(root, f"observed-{index}"), content)
        changed = "changed" if before != after else "unchanged"
        report.figure(
            f"note [{name}]: {count} of {len(DAMAGED_RUNS)} strict runs refused, file {changed}; not refused: "
            + ("; ".join(problem.split(";")[0] for problem in problems) or "none"))


# MARK: - Full disk


def full_disk(binary: str, root: str, report: Report, rng: random.Random) -> None:
    mount_point = os.path.join(root, "full-disk")
    os.makedirs(mount_point)
    if os.geteuid() != 0:
        report.skip("full disk (mount not permitted: not running as root)")
        return
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=512k,mode=0700", "tmpfs", mount_point], capture_output=True, text=True)
    if mounted.returncode != 0:
        reason = (mounted.stderr.strip() or f"exit {mounted.returncode}").splitlines()[-1]
        report.skip(f"full disk (mount not permitted: {reason})")
        return
    print("full disk: a 512 KiB tmpfs, filled, then freed a page at a time", flush=True)
    try:
        journal_started_on_full_disk(binary, mount_point, report)
        full_disk_on(binary, mount_point, report, rng)
    finally:
        subprocess.run(["umount", "-l", mount_point], capture_output=True)


def fill(directory: str, prefix: str) -> list[str]:
    """Fills the file system with 4 KiB files, then with single bytes into the last one; returns the 4 KiB files."""
    files, chunk = [], b"x" * 4096
    while True:
        path = os.path.join(directory, f"{prefix}{len(files)}")
        try:
            with open(path, "wb") as file:
                file.write(chunk)
            files.append(path)
        except OSError:
            if os.path.exists(path):
                os.remove(path)
            break
    return files


def journal_started_on_full_disk(binary: str, mount_point: str, report: Report) -> None:
    """Runs lost on a disk that was full before the journal's first record are still counted, and shown once."""
    ritual = Ritual(binary, os.path.join(mount_point, "first-journal"))
    ritual.add_habit(report, "Meditate")
    for name in ("journal.jsonl", "journal.jsonl.unrecorded"):
        if os.path.exists(os.path.join(ritual.home, name)):
            os.remove(os.path.join(ritual.home, name))
    filler = os.path.join(mount_point, "first-filler")
    os.makedirs(filler)
    fill(filler, "f")
    for day in range(3):
        ritual.run(["run", "CompleteHabit", "habit=Meditate", f"date={iso_days_before(day)}", "--strict"])
    shutil.rmtree(filler)
    shown = ritual.run(["journal"])
    report.check(
        "3 runs not recorded" in shown.out + shown.err,
        "full disk: runs lost before the journal's first record are counted", shown.describe())
    shutil.rmtree(ritual.home)


def full_disk_on(binary: str, mount_point: str, report: Report, rng: random.Random) -> None:
    ritual = Ritual(binary, os.path.join(mount_point, "home"))
    ritual.add_habit(report, "Meditate")
    ritual.add_habit(report, "Water", "--target", "1000")
    filler = os.path.join(mount_point, "filler")
    os.makedirs(filler)
    # Journal records large enough to cross page boundaries often.
    padding = "x" * rng.randrange(200, 900)
    chunks = fill(filler, "f")
    codes: dict[str, int] = {}
    acked: list[Result] = []
    runs = 0
    # Round 0 on a full disk; then one page freed per round for ten rounds (the journal's failure records eat
    # most of it again), then 2, 4, 8, ... pages, until the disk is empty of filler.
    rounds = 0
    while True:
        for back in range(rounds * 2, rounds * 2 + 2):
            for args in (
                ["run", "CompleteHabit", "habit=Meditate", f"date={iso_days_before(back)}", "--strict", "--json"],
                ["run", "LogHabitValue", "habit=Water", "value=1", f"date={iso_days_before(back)}", "--strict", "--json",
                 "--params", json.dumps({"mode": "add"})],
                ["run", "CompleteHabit", "habit=Meditate", f"note={padding[: rng.randrange(len(padding))]}", "--strict",
                 "--json"],
                ["run", "PreviousDay", "--strict", "--json"],
                ["status", "--json"],
            ):
                result = ritual.run(args, timeout=30)
                runs += 1
                codes[str(result.code)] = codes.get(str(result.code), 0) + 1
                if result.acknowledged:
                    acked.append(result)
        rounds += 1
        if not chunks or rounds > 24:
            break
        for _ in range(min(len(chunks), 1 if rounds <= 10 else 2 ** (rounds - 10))):
            os.remove(chunks.pop())
    report.figure(
        f"{runs} runs in {rounds} rounds from a full disk to {len(chunks)} pages still filled, "
        f"exit codes {dict(sorted(codes.items()))}, {len(acked)} acknowledged")
    report.check(
        all(code in ("0", "64", "65", "69") for code in codes),
        "full disk: runs exit 0, 64, 65 or 69 (no crash, no internal error)", str(codes))
    shutil.rmtree(filler)
    follow = ritual.run(["run", "CompleteHabit", "habit=Meditate", "date=2025-11-08", "--strict", "--json"])
    report.check(follow.code in (0, REJECTED), "full disk: a run after freeing space works", follow.describe())
    state = check_store(report, "full disk", ritual.store)
    if state is not None:
        lost = []
        for result in acked:
            if result.args[1] in ("CompleteHabit", "LogHabitValue"):
                outcome = result.outcome["result"]
                key = (outcome["habit"]["name"], day_number(outcome["date"]))
                if state["totals"].get(key, (0, 0))[0] < (outcome["progress"] or 0):
                    lost.append(f"{key} acknowledged with progress {outcome['progress']}")
        report.check(not lost, "full disk: every acknowledged write is in the store", "; ".join(lost[:5]))
    records = check_journal(report, "full disk", ritual.home)
    report.figure(f"journal: {records} records")


# MARK: - Main


def loop_backup(path: str) -> None:
    """A Loop backup at schema version 25: a daily habit done on three days and a numeric one with one amount."""
    database = sqlite3.connect(path)
    database.executescript(
        """
        CREATE TABLE Habits (id INTEGER PRIMARY KEY AUTOINCREMENT, archived INTEGER, color INTEGER,
            description TEXT, freq_den INTEGER, freq_num INTEGER, highlight INTEGER, name TEXT, position INTEGER,
            reminder_hour INTEGER, reminder_min INTEGER, reminder_days INTEGER NOT NULL DEFAULT 127,
            type INTEGER NOT NULL DEFAULT 0, target_type INTEGER NOT NULL DEFAULT 0,
            target_value REAL NOT NULL DEFAULT 0, unit TEXT NOT NULL DEFAULT '', question TEXT, uuid TEXT);
        CREATE TABLE Repetitions (id INTEGER PRIMARY KEY AUTOINCREMENT, habit INTEGER REFERENCES Habits(id),
            timestamp INTEGER, value INTEGER NOT NULL, notes TEXT);
        INSERT INTO Habits (id, archived, color, description, freq_den, freq_num, highlight, name, position,
            question) VALUES (1, 0, 8, '', 1, 1, 0, 'Meditate', 0, 'Did you meditate?');
        INSERT INTO Habits (id, archived, color, description, freq_den, freq_num, highlight, name, position, type,
            target_type, target_value, unit, question) VALUES (2, 0, 8, '', 1, 1, 0, 'Water', 1, 1, 0, 8, 'glasses', '');
        INSERT INTO Repetitions (habit, timestamp, value) VALUES (1, 1762387200000, 2), (1, 1762473600000, 2),
            (1, 1762560000000, 2), (2, 1762560000000, 8000);
        PRAGMA user_version = 25;
        """
    )
    database.commit()
    database.close()


def imports(binary: str, root: str, report: Report) -> None:
    """Imports from the other programs' files through the binary itself (the release build links SQLite in)."""
    folder = os.path.join(root, "imports")
    os.makedirs(folder)
    backup = os.path.join(folder, "Loop Habits Backup.db")
    loop_backup(backup)
    harsh = os.path.join(folder, "harsh")
    os.makedirs(harsh)
    with open(os.path.join(harsh, "habits"), "w") as file:
        file.write("! Daily\nRead: 1\n")
    with open(os.path.join(harsh, "log"), "w") as file:
        file.write("2025-11-06 : Read : y\n2025-11-07 : Read : y\n")
    for name, source, expected in [
        ("Loop backup", backup, {"Meditate": 3, "Water": 1}),
        ("harsh folder", harsh, {"Read": 2}),
    ]:
        home = Ritual(binary, os.path.join(folder, name.replace(" ", "-")))
        result = home.run(["import", source, "--strict"])
        if not report.check(result.code == 0, f"imports: the {name} is imported", result.describe()):
            continue
        stats = parse_json(home.run(["stats", "--days", "all", "--json"]).out) or {}
        logged = {habit.get("name"): habit.get("done") for habit in stats.get("habits", [])}
        report.check(
            all(logged.get(habit) == days for habit, days in expected.items()),
            f"imports: the {name}'s habits and days are in the store", f"{logged} against {expected}")


PHASES = ["concurrency", "first-open", "kills", "creation-kills", "damaged", "full-disk", "imports"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("--phase", action="append", choices=PHASES, help="run only these phases")
    parser.add_argument("--seed", type=int, default=int(os.environ.get("RELIABILITY_SEED", "0")) or None)
    parser.add_argument("--processes", type=int, default=4)
    parser.add_argument("--runs", type=int, default=250, help="runs per process in the concurrency phase")
    parser.add_argument("--kills", type=int, default=300)
    parser.add_argument("--creation-kills", type=int, default=100)
    parser.add_argument("--first-open-homes", type=int, default=20)
    options = parser.parse_args()
    binary = os.path.abspath(options.binary)
    if not os.access(binary, os.X_OK):
        print(f"reliability: {binary} is not an executable", file=sys.stderr)
        return 2
    seed = options.seed if options.seed is not None else random.randrange(1, 2**31)
    rng = random.Random(seed)
    print(f"reliability: binary {binary}, seed {seed} (RELIABILITY_SEED={seed} repeats the random choices)", flush=True)
    skipped = {name.strip() for name in os.environ.get("RELIABILITY_SKIP", "").split(",") if name.strip()}
    phases = [name for name in options.phase or PHASES if name not in skipped]
    for name in sorted(skipped & set(PHASES)):
        Report.skip(f"{name} (RELIABILITY_SKIP)")
    report = Report()
    root = tempfile.mkdtemp(prefix="ritualist-reliability-")
    started = time.monotonic()

    def interrupted(signum, frame):
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, interrupted)
    try:
        if "concurrency" in phases:
            concurrency(binary, root, report, rng, options.processes, options.runs)
        if "first-open" in phases:
            first_open_race(binary, root, report, options.first_open_homes)
        if "kills" in phases:
            kills(binary, root, report, rng, options.kills)
        if "creation-kills" in phases:
            kills_at_creation(binary, root, report, rng, options.creation_kills)
        if "damaged" in phases:
            damaged_stores(binary, root, report, rng)
        if "full-disk" in phases:
            full_disk(binary, root, report, rng)
        if "imports" in phases:
            imports(binary, root, report)
    finally:
        subprocess.run(["umount", "-l", os.path.join(root, "full-disk")], capture_output=True)
        shutil.rmtree(root, ignore_errors=True)
    print(f"reliability: {time.monotonic() - started:.0f} s", flush=True)
    if report.failures:
        print("failed checks:\n  " + "\n  ".join(report.failures), flush=True)
    print(f"reliability: {report.passed} passed, {report.failed} failed", flush=True)
    return 0 if report.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
