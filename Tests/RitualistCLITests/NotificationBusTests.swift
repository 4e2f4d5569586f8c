import Foundation
import IntentKitTesting
import Testing

/// The notification fallback through `gdbus`, sent to a real notification server (dunst on a throwaway X server
/// and session bus) where Debian has them.
@Suite struct NotificationBusTests {
    static let programs = ["dbus-run-session", "dbus-monitor", "gdbus", "dunst", "Xvfb"]

    @Test(
        .enabled(
            if: programs.allSatisfy { ExternalProgram.path($0) != nil },
            "dbus-run-session, gdbus, dunst or Xvfb is not installed (apt-get install dbus dbus-x11 dunst xvfb)"))
    func withoutNotifySendGDBusDeliversTheNotificationToTheServer() throws {
        // The test runner starts programs with SIGTERM blocked, so what the script starts is ended with SIGKILL,
        // the session bus too, or it would hold the output pipe open.
        let home = try HotkeyHome(
            config: "hotkeys:\n  - {keys: super+m, run: LogHabitValue, with: {habit: Water, value: \"8\"}}\n")
        let bin = TemporaryDirectory()
        try FileManager.default.createSymbolicLink(atPath: bin.path("gdbus"), withDestinationPath: "/usr/bin/gdbus")
        let script = """
            # A server killed outright leaves its lock and socket behind: they go too, or a later server's client
            # may find a dead display.
            trap 'kill -KILL $m $d $x $bus 2>/dev/null; [ -n "$n" ] && rm -f "/tmp/.X$n-lock" "/tmp/.X11-unix/X$n"' EXIT
            n=
            bus=$(/usr/bin/gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
                --method org.freedesktop.DBus.GetConnectionUnixProcessID org.freedesktop.DBus | sed 's/.* \\([0-9]*\\),.*/\\1/')
            /usr/bin/Xvfb -displayfd 3 -screen 0 320x240x24 -nolisten tcp 3>"$LOG.display" >/dev/null 2>&1 & x=$!
            for _ in $(seq 50); do n=$(cat "$LOG.display" 2>/dev/null); [ -n "$n" ] && break; sleep 0.1; done
            DISPLAY=":$n" /usr/bin/dunst >/dev/null 2>&1 & d=$!
            for _ in $(seq 50); do
                /usr/bin/gdbus introspect --session --dest org.freedesktop.Notifications \
                    --object-path /org/freedesktop/Notifications >/dev/null 2>&1 && break
                sleep 0.1
            done
            /usr/bin/dbus-monitor --session "interface='org.freedesktop.Notifications',member='Notify'" >"$LOG" & m=$!
            for _ in $(seq 50); do [ -s "$LOG" ] && break; sleep 0.1; done
            PATH="$ONLY_GDBUS" "$RITUAL" hotkeys fire super-m --notify
            for _ in $(seq 30); do grep -q 'LogHabitValue' "$LOG" && break; sleep 0.1; done
            """
        let environment = home.ritual.environment.merging(
            ["ONLY_GDBUS": bin.path, "RITUAL": Ritual.binary, "LOG": bin.path("monitor")]) { $1 }
        let run = try ExternalProgram.run(
            "dbus-run-session", ["--", "/bin/sh", "-c", script], environment: environment)
        let monitor = (try? String(contentsOfFile: bin.path("monitor"), encoding: .utf8)) ?? ""
        #expect(monitor.contains(#"string "✓ LogHabitValue""#), "\(run.stdout)\(monitor)")
        #expect(monitor.contains(#"— 1 of 2 done""#), "\(monitor)")
        #expect(monitor.contains("int32 -1"), "\(monitor)")
    }
}
