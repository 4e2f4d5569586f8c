#!/usr/bin/env python3
"""Renders the benchmark report (Markdown) from what bench/run.sh measured.

Usage: report.py HYPERFINE_JSON MEASURES_TSV CORE_TXT BATCH_TXT PROFILE_TXT HOME_SUMMARY RUNS CORES
"""

import datetime
import json
import sys

hyperfine, measures, core, batch, profile, home, runs, cores = sys.argv[1:9]
home = home.split(" in /")[0]  # the temporary folder is gone by the time anyone reads this
results = json.load(open(hyperfine))["results"]
medians = {r["command"]: r["median"] for r in results}
extra = {}
for line in open(measures):
    name, kib, ir = line.rstrip("\n").split("\t")
    extra[name] = (kib, ir)


def find(prefix: str) -> float:
    return next(value for name, value in medians.items() if name.startswith(prefix))


task_add = find("task add")
floor = find("GRDB floor")
out = []
out.append(f"## Benchmarks ({datetime.date.today().isoformat()})")
out.append("")
out.append(f"Reference home: {home}. Release build as README's Install makes it (`--static-swift-stdlib -Xswiftc -static-executable`), `RITUALIST_NOW` and `TZ` pinned.")
out.append(f"Cold processes: medians of {runs} runs each, side by side in one hyperfine run, on {cores} cores.")
out.append("")
out.append("| Command | Median | σ | × `task add` | × GRDB floor | Peak memory | Instructions (Ir) |")
out.append("|---|---:|---:|---:|---:|---:|---:|")
for r in results:
    name = r["command"]
    median = r["median"]
    kib, ir = extra.get(name, ("?", "?"))
    memory = f"{int(kib) / 1024:.1f} MiB" if kib.isdigit() else "?"
    instructions = f"{int(ir):,}" if ir.isdigit() else "?"
    out.append(
        f"| `{name}` | {median * 1000:.1f} ms | {r['stddev'] * 1000:.1f} ms | {median / task_add:.2f}× | {median / floor:.2f}× | {memory} | {instructions} |")
out.append("")
out.append("In process (`swift run -c release CoreBenchmark`):")
out.append("")
out.append("```")
out.append(open(core).read().rstrip())
out.append("```")
out.append("")
out.append(open(batch).read().rstrip())
out.append("")
out.append("Where `ritual run CompleteHabit` spends its instructions (callgrind, inclusive, top entries):")
out.append("")
out.append("```")
out.append(open(profile).read().rstrip())
out.append("```")
print("\n".join(out))
