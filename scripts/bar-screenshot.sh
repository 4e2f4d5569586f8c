#!/usr/bin/env bash
# Draws the widget in i3bar (i3 + i3blocks on Xvfb) and saves the right end of the bar as docs/bar-i3blocks.png.
# Needs xvfb, i3-wm, i3blocks, x11-apps (xwd), fonts-noto-color-emoji and python3. Usage: scripts/bar-screenshot.sh
set -euo pipefail
cd "$(dirname "$0")/.."
ritual=$(realpath .build/debug/ritual)
# shellcheck source=scripts/x11-session.sh
source scripts/x11-session.sh

export RITUALIST_HOME="$work/home" TZ=America/New_York RITUALIST_NOW=2025-11-08T12:00:00
"$ritual" habit add Meditate --emoji 🧘 --start 2025-11-01 >/dev/null
"$ritual" habit add Water --emoji 💧 --target 8 --unit glasses --start 2025-11-01 >/dev/null
"$ritual" habit add 'Read <b>&</b> "write"' --start 2025-11-01 >/dev/null
"$ritual" run CompleteHabit habit=Meditate date=2025-11-07 >/dev/null
"$ritual" run CompleteHabit habit=Meditate >/dev/null
"$ritual" run LogHabitValue habit=Water value=8 >/dev/null

printf '[ritual]\ncommand=%s status --format i3blocks\ninterval=once\nmarkup=pango\n' "$ritual" >"$work/i3blocks.conf"
cat >"$work/i3.conf" <<CONF
# i3 config file (v4)
font pango:DejaVu Sans Mono, Noto Color Emoji 16
bar {
    position top
    status_command i3blocks -c $work/i3blocks.conf
    font pango:DejaVu Sans Mono, Noto Color Emoji 16
}
CONF

start_xvfb 1000x100
i3 -c "$work/i3.conf" >/dev/null 2>&1 &
pids+=($!)
sleep 3
xwd -root -out "$work/screen.xwd"
python3 scripts/xwd2png.py "$work/screen.xwd" docs/bar-i3blocks.png 30 420
echo "wrote docs/bar-i3blocks.png"
