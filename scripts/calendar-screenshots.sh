#!/usr/bin/env bash
# Draws the streak calendar's HTML page in headless Chromium, light and dark, and saves docs/calendar-light.png and
# docs/calendar-dark.png: four habits, ten months of generated history, the clock pinned to 2025-11-08.
# Needs chromium and python3. Usage: scripts/calendar-screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
ritual=$(realpath .build/debug/ritual)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

export RITUALIST_HOME="$work/home" TZ=America/New_York RITUALIST_NOW=2025-11-08T12:00:00
for habit in Meditate Read Run Journal; do
    "$ritual" habit add "$habit" --start 2024-12-16 >/dev/null
done
# A seeded history: a few days with nothing done before August, then one to four habits every day.
python3 - >"$work/history.jsonl" <<'PY'
import datetime, json, random
random.seed(7)
day, end = datetime.date(2025, 1, 27), datetime.date(2025, 11, 7)
habits = ["Meditate", "Read", "Run", "Journal"]
while day <= end:
    skipped = day < datetime.date(2025, 8, 10) and random.random() < 0.06
    for habit in random.sample(habits, 0 if skipped else random.choice([1, 2, 3, 3, 4, 4, 4, 4])):
        print(json.dumps({"intent": "CompleteHabit", "params": {"habit": habit, "date": day.isoformat()}}))
    day += datetime.timedelta(days=1)
PY
"$ritual" run --batch --strict <"$work/history.jsonl" >/dev/null

for theme in light dark; do
    "$ritual" calendar --format html --theme "$theme" --output "$work/calendar-$theme.html"
    chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1100,420 \
        --screenshot="$PWD/docs/calendar-$theme.png" "file://$work/calendar-$theme.html" >/dev/null 2>&1
    echo "docs/calendar-$theme.png"
done
