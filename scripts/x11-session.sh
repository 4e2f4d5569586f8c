# Sourced by the scripts that draw or press keys on a throwaway X server: a work folder, the processes to end
# on exit (by their ids), and `start_xvfb WIDTHxHEIGHT`, which exports DISPLAY or returns 1 with the reason.
work=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT

start_xvfb() {
    # Xvfb picks a display no other server holds and writes its number once it listens: a random number could
    # fall on a stale socket that a killed server left behind, and the clients would find no server there.
    Xvfb -displayfd 3 -screen 0 "$1x24" -nolisten tcp 3>"$work/display" >"$work/xvfb.log" 2>&1 &
    pids+=($!)
    local display=""
    for _ in $(seq 100); do
        display=$(cat "$work/display" 2>/dev/null || true)
        [ -n "$display" ] && break
        sleep 0.1
    done
    if [ -z "$display" ]; then
        echo "Xvfb could not start: $(tail -3 "$work/xvfb.log")"
        return 1
    fi
    export DISPLAY=":$display"
}
