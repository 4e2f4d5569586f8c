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
    local display=":$((90 + RANDOM % 100))"
    Xvfb "$display" -screen 0 "$1x24" -nolisten tcp >"$work/xvfb.log" 2>&1 &
    pids+=($!)
    for _ in $(seq 50); do
        [ -S "/tmp/.X11-unix/X${display#:}" ] && break
        sleep 0.1
    done
    if [ ! -S "/tmp/.X11-unix/X${display#:}" ]; then
        echo "Xvfb could not start on $display: $(tail -3 "$work/xvfb.log")"
        return 1
    fi
    export DISPLAY="$display"
}
