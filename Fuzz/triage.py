#!/usr/bin/env python3
"""Groups crash inputs by where they crash.

Usage: python3 Fuzz/triage.py BINARY FILE... [--copy-to DIR]

Replays each input once and names its crash by the runtime's message and the first frame in Sources/ or
Fuzz/Targets/ (`WallClock.swift:40`). Prints one line per distinct crash with its smallest input; with
--copy-to, copies that smallest input to DIR/<file>-<line>-<sha1 prefix>. Exits 1 when any input still crashes.
"""

import hashlib
import os
import re
import shutil
import subprocess
import sys

FRAME = re.compile(r"#\d+ 0x[0-9a-f]+ in \S+ \S*/((?:Sources|Fuzz/Targets)/\S+?\.swift):(\d+)")
FATAL = re.compile(r"(\S+\.swift):(\d+): (Fatal error|Precondition failed|Assertion failed)")
MESSAGE = re.compile(r"(Fatal error: .*|Precondition failed.*|ERROR: AddressSanitizer: [\w-]+|ERROR: libFuzzer: [\w -]+)")


def signature(binary: str, path: str):
    """((file:line, kind), message) of the crash, or None when the input no longer crashes."""
    env = dict(os.environ, SWIFT_BACKTRACE="enable=no", ASAN_OPTIONS="detect_leaks=0:symbolize=1")
    try:
        done = subprocess.run([binary, "-timeout=20", path], capture_output=True, text=True, errors="replace",
                              env=env, timeout=60)
    except subprocess.TimeoutExpired:
        return ("hang", "timeout"), "no answer in 60 s"
    if done.returncode == 0:
        return None
    output = done.stdout + done.stderr
    fatal = FATAL.search(output)
    frame = FRAME.search(output)
    if fatal:
        # A target's own checks say what kind of problem they found before the first ": ".
        where = f"{os.path.basename(fatal.group(1))}:{fatal.group(2)}"
        detail = output[fatal.end():].lstrip(": ").split("\n")[0]
        what = fatal.group(3) + (": " + detail.split(": ")[0] if ": " in detail else "")
    elif frame:
        where = f"{os.path.basename(frame.group(1))}:{frame.group(2)}"
        what = "trap"
    else:
        where, what = "unknown frame", f"exit {done.returncode}"
    message = MESSAGE.search(output)
    return (where, what), (message.group(1).strip()[:200] if message else "")


def main() -> int:
    arguments = sys.argv[1:]
    copy_to = None
    if "--copy-to" in arguments:
        at = arguments.index("--copy-to")
        copy_to = arguments[at + 1]
        del arguments[at:at + 2]
    binary, files = arguments[0], arguments[1:]
    groups: dict[tuple[str, str], list[tuple[str, str]]] = {}
    for path in files:
        found = signature(binary, path)
        if found is not None:
            groups.setdefault(found[0], []).append((path, found[1]))
    for (where, what), entries in sorted(groups.items()):
        smallest, message = min(entries, key=lambda entry: (os.path.getsize(entry[0]), entry[0]))
        with open(smallest, "rb") as file:
            data = file.read()
        print(f"  crash at {where} ({what}, {len(entries)} inputs); smallest input {data[:120]!r}")
        if message:
            print(f"    {message}")
        if copy_to:
            os.makedirs(copy_to, exist_ok=True)
            name = f"{where.replace('.swift:', '-').replace(':', '-')}-{hashlib.sha1(data).hexdigest()[:8]}"
            shutil.copyfile(smallest, os.path.join(copy_to, name))
    return 1 if groups else 0


if __name__ == "__main__":
    sys.exit(main())
