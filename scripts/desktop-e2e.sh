#!/usr/bin/env bash
# End to end on a real X server: Xvfb, sxhkd (then xbindkeys) reading the bindings `ritual hotkeys install` wrote, and xdotool
# pressing the chord. The habit (a name full of quoting traps) is completed in a throwaway home; a second press
# is refused, leaving exactly one completion. Skips, with the reason, when a program is missing or Xvfb cannot
# start. Usage: scripts/desktop-e2e.sh [path/to/ritual]
set -euo pipefail
cd "$(dirname "$0")/.."

ritual=$(realpath "${1:-.build/debug/ritual}")
for program in Xvfb sxhkd xbindkeys xdotool; do
    if ! command -v "$program" >/dev/null; then
        echo "desktop-e2e: skipped: $program is not installed (apt-get install xvfb sxhkd xbindkeys xdotool)"
        exit 0
    fi
done

# shellcheck source=scripts/x11-session.sh
source scripts/x11-session.sh

export RITUALIST_HOME="$work/home" XDG_CONFIG_HOME="$work/config" HOME="$work" TZ=America/New_York
export RITUALIST_NOW=2025-11-08T12:00:00
habit='Say "hi" it'"'"'s $HOME; #1 {a,b} 100% 🧘'
"$ritual" habit add "$habit" --start 2025-11-01 >/dev/null
mkdir -p "$RITUALIST_HOME"
cat >"$RITUALIST_HOME/config.yaml" <<'YAML'
hotkeys:
  - keys: super+alt+m
    run: CompleteHabit
    with: {habit: 'Say "hi" it''s $HOME; #1 {a,b} 100% 🧘'}
  - keys: ctrl+shift+F5
    run: PreviousDay
YAML
"$ritual" hotkeys install --target sxhkd --bin "$ritual"

if ! start_xvfb 640x480 >"$work/why"; then
    echo "desktop-e2e: skipped: $(cat "$work/why")"
    exit 0
fi

SHELL=/bin/sh sxhkd -c "$XDG_CONFIG_HOME/sxhkd/sxhkdrc" >"$work/sxhkd.log" 2>&1 &
pids+=($!)
sleep 1

completed() { "$ritual" status --format plain | grep -q '^1/1'; }

xdotool key super+alt+m
for _ in $(seq 50); do completed && break; sleep 0.1; done
if ! completed; then
    echo "desktop-e2e: FAILED: the first press did not complete the habit" >&2
    cat "$work/sxhkd.log" >&2
    exit 1
fi

xdotool key super+alt+m
for _ in $(seq 50); do
    "$ritual" journal | grep -q alreadyLoggedToday && break
    sleep 0.1
done
done_count=$("$ritual" journal | grep -c 'CompleteHabit .*  ok  ' || true)
refused_count=$("$ritual" journal | grep -c 'alreadyLoggedToday' || true)
if [ "$done_count" != 1 ] || [ "$refused_count" != 1 ]; then
    echo "desktop-e2e: FAILED: expected one completion and one refusal, got $done_count and $refused_count" >&2
    "$ritual" journal >&2
    exit 1
fi
echo "desktop-e2e: ok: sxhkd ran the bound intent once per press; the second press was refused"

# ---- Key names: a `space` chord and a media key, pressed through sxhkd, then xbindkeys ----
# Each target must get X's own keysym names (`space`, `XF86AudioPlay`), or the daemon binds nothing.
# Leaves sxhkd running as pids[1] with the same bindings, for the part after it.
"$ritual" habit add Stretch --start 2025-11-01 >/dev/null
"$ritual" habit add Breathe --start 2025-11-01 >/dev/null
cat >>"$RITUALIST_HOME/config.yaml" <<'YAML'
  - {keys: super+space, run: CompleteHabit, with: {habit: Stretch}}
  - {keys: XF86AudioPlay, run: CompleteHabit, with: {habit: Breathe}}
YAML
day_count() { "$ritual" status --format plain | cut -d' ' -f1; }
press_names() { # DAEMON: presses both chords, then undoes what they completed
    xdotool key super+space
    xdotool key XF86AudioPlay
    for _ in $(seq 50); do [ "$(day_count)" = 3/3 ] && break; sleep 0.1; done
    if [ "$(day_count)" != 3/3 ]; then
        echo "desktop-e2e: FAILED: $1 did not run the space chord and the media key ($(day_count) done)" >&2
        grep -n 'space\|XF86' "$2" >&2 || true
        exit 1
    fi
    "$ritual" run UndoCompletion habit=Stretch >/dev/null
    "$ritual" run UndoCompletion habit=Breathe >/dev/null
    echo "desktop-e2e: ok: $1 ran a space chord and a media key"
}
"$ritual" hotkeys install --target sxhkd --bin "$ritual" >/dev/null
kill -USR1 "${pids[1]}" # sxhkd reads its configuration again
sleep 1
press_names sxhkd "$XDG_CONFIG_HOME/sxhkd/sxhkdrc"
kill "${pids[1]}"
"$ritual" hotkeys install --target xbindkeys --bin "$ritual" >/dev/null
xbindkeys -n -f "$HOME/.xbindkeysrc" >"$work/xbindkeys-names.log" 2>&1 &
pids+=($!)
sleep 1
press_names xbindkeys "$HOME/.xbindkeysrc"
kill "${pids[-1]}"
"$ritual" hotkeys uninstall --target xbindkeys >/dev/null
SHELL=/bin/sh sxhkd -c "$XDG_CONFIG_HOME/sxhkd/sxhkdrc" >"$work/sxhkd.log" 2>&1 &
pids[1]=$!
sleep 1
# ---- end of key names ----

# xbindkeys, with the block install wrote in ~/.xbindkeysrc: the other chord selects the day before.
kill "${pids[1]}"
"$ritual" hotkeys install --target xbindkeys --bin "$ritual" >/dev/null
xbindkeys -n -f "$HOME/.xbindkeysrc" >"$work/xbindkeys.log" 2>&1 &
pids+=($!)
sleep 1
xdotool key ctrl+shift+F5
selected() { "$ritual" status --format json | grep -q '"date" : "2025-11-07"\|"date": "2025-11-07"'; }
for _ in $(seq 50); do selected && break; sleep 0.1; done
if ! selected; then
    echo "desktop-e2e: FAILED: xbindkeys did not run the bound intent" >&2
    cat "$work/xbindkeys.log" >&2
    exit 1
fi
echo "desktop-e2e: ok: xbindkeys ran the bound intent"

# --- The refresh after `done` ---
# config.yaml's refresh hook runs once `ritual done` has changed something, as after a hotkey press, and not after
# a read. The hook touches a file whose path holds a space: its words reach it as they are, without a shell.
marker="$work/bar refreshed"
"$ritual" habit add Walk --start 2025-11-01 >/dev/null
printf 'refresh:\n  - [touch, "%s"]\n' "$marker" >>"$RITUALIST_HOME/config.yaml"
"$ritual" status --format plain >/dev/null
sleep 0.5
if [ -e "$marker" ]; then
    echo "desktop-e2e: FAILED: a read ran the refresh hook" >&2
    exit 1
fi
"$ritual" done Walk >/dev/null
for _ in $(seq 50); do [ -e "$marker" ] && break; sleep 0.1; done
if [ ! -e "$marker" ]; then
    echo "desktop-e2e: FAILED: ritual done did not run the refresh hook of config.yaml" >&2
    exit 1
fi
echo "desktop-e2e: ok: ritual done ran the refresh hook"
