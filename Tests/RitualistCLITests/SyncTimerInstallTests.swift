import Foundation
import IntentKit
import IntentKitTesting
import Testing

/// `sync: {every: 15m}` in config.yaml: `ritual triggers install` writes one more timer, running `ritual-sync sync
/// --timer` beside `ritual`; `triggers list` shows it with its next time; it goes with `uninstall` and when the
/// setting goes.
@Suite struct SyncTimerInstallTests {
    static let ritualSync = (Ritual.binary as NSString).deletingLastPathComponent + "/ritual-sync"

    /// A home with the Evening automation and a sync server named, its timer every `every` when given.
    func home(every: String? = "15m") throws -> TriggerHome {
        let home = try TriggerHome(files: ["Evening.yaml": TriggerHome.evening])
        try writeConfig(home, every: every)
        return home
    }

    func writeConfig(_ home: TriggerHome, every: String?) throws {
        try home.ritual.home.write(
            "config.yaml",
            "sync:\n  url: \"postgresql://me@127.0.0.1:1/db?sslmode=disable&connect_timeout=2\"\n"
                + (every.map { "  every: \($0)\n" } ?? ""))
    }

    @Test func installWritesTheSyncTimerAndRemovesItWhenTheSettingGoes() throws {
        let home = try home()
        let result = home.ritual("triggers", "install", "--target", "systemd")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            home.unitNames() == [
                home.unit("evening-1", "service"), home.unit("evening-1"), home.unit("evening-2", "service"),
                home.unit("evening-2"), home.unit("sync", "service"), home.unit("sync"),
            ])
        #expect(
            try home.read(home.unit("sync")) == """
                # Written by 'ritual triggers install'; 'ritual triggers uninstall' removes it.
                # Home: \(home.tag) \(home.ritual.home.path)
                [Unit]
                Description=ritual: sync (every 15m)

                [Timer]
                OnCalendar=*-*-* 00,01,02,03,04,05,06,07,08,09,10,11,12,13,14,15,16,17,18,19,20,21,22,23:00:00 America/New_York
                OnCalendar=*-*-* 00,01,02,03,04,05,06,07,08,09,10,11,12,13,14,15,16,17,18,19,20,21,22,23:15:00 America/New_York
                OnCalendar=*-*-* 00,01,02,03,04,05,06,07,08,09,10,11,12,13,14,15,16,17,18,19,20,21,22,23:30:00 America/New_York
                OnCalendar=*-*-* 00,01,02,03,04,05,06,07,08,09,10,11,12,13,14,15,16,17,18,19,20,21,22,23:45:00 America/New_York
                Persistent=true

                [Install]
                WantedBy=timers.target

                """)
        #expect(
            try home.read(home.unit("sync", "service")) == """
                # Written by 'ritual triggers install'; 'ritual triggers uninstall' removes it.
                # Home: \(home.tag) \(home.ritual.home.path)
                [Unit]
                Description=ritual: sync (every 15m)

                [Service]
                Type=oneshot
                Environment="RITUALIST_HOME=\(home.ritual.home.path)"
                Environment="TZ=America/New_York"
                ExecStart=\(Self.ritualSync) sync --timer

                """)
        #expect(
            result.stdout.contains(
                "  systemctl --user enable --now \(home.unit("evening-1")) \(home.unit("evening-2")) "
                    + "\(home.unit("sync"))\n"), "\(result.stdout)")

        let listed = try JSONParser.parse(home.ritual("triggers", "list", "--json").stdout).arrayValue ?? []
        let sync = try #require(listed.first { $0["id"] == .string("sync") })
        #expect(sync["trigger"] == .string("every 15m"))
        #expect(sync["kind"] == .string("time"))
        #expect(sync["next"] == .string("2025-11-08T12:15:00-05:00"))
        #expect(sync["installed"] == .bool(true))
        let line = home.ritual("triggers", "list").stdout.split(separator: "\n").first { $0.hasPrefix("sync ") }
        #expect(
            line.map { $0.split(separator: " ") }
                == ["sync", "sync", "every", "15m", "2025-11-08T12:15:00-05:00", "installed"])

        // The setting goes: so does the timer, and nothing else.
        try writeConfig(home, every: nil)
        let again = home.ritual("triggers", "install", "--target", "systemd")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(
            again.stdout.contains("Removed \(home.unit("sync", "service")), \(home.unit("sync")).\n"), "\(again.stdout)"
        )
        #expect(home.unitNames().count == 4)
        #expect(!home.ritual("triggers", "list").stdout.contains("every 15m"))

        try writeConfig(home, every: "2h")
        #expect(home.ritual("triggers", "install", "--target", "systemd").status == 0)
        #expect(
            try home.read(home.unit("sync")).contains(
                "OnCalendar=*-*-* 00,02,04,06,08,10,12,14,16,18,20,22:00:00 America/New_York\n"))
        #expect(home.ritual("triggers", "uninstall", "--target", "systemd").status == 0)
        #expect(home.unitNames().isEmpty)
    }

    @Test func aBrokenIntervalStopsTheInstallWithItsPlaceAndLeavesTheTimerThere() throws {
        let home = try home()
        #expect(home.ritual("triggers", "install", "--target", "systemd").status == 0)
        try writeConfig(home, every: "20s")
        let result = home.ritual("triggers", "install", "--target", "systemd")
        #expect(result.status == 78)
        #expect(
            result.stderr.contains(
                "config.yaml:3:10: error: interval '20s' is under a minute (a trigger runs at most once a minute)"),
            "\(result.stderr)")
        #expect(home.unitNames().contains(home.unit("sync")))
    }

    @Test func theTimersCommandIsJournaledAndQuietWhenTheServerCannotBeReached() throws {
        let home = try home()
        #expect(home.ritual("triggers", "install", "--target", "systemd").status == 0)
        let service = try home.read(home.unit("sync", "service"))
        let line = try #require(service.split(separator: "\n").first { $0.hasPrefix("ExecStart=") })
        let words = line.dropFirst("ExecStart=".count).split(separator: " ").map(String.init)
        let environment = ["RITUALIST_HOME": home.ritual.home.path, "TZ": "UTC", "PATH": "/usr/bin:/bin"]
        // As systemd starts it: no shell, the unit's environment, a server that is not there.
        let run = try ProcessRunner.run(words[0], Array(words.dropFirst()), environment: environment, timeout: 30)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        let journal = home.ritual("journal", "--json").stdout
        #expect(journal.contains("\"sync.sync\""), "\(journal)")
        // Without the timer's flag the same run fails as a person's command does.
        let loud = try ProcessRunner.run(words[0], ["sync"], environment: environment, timeout: 30)
        #expect(loud.status == 69)
        // Settings that do not fit fail the unit, so systemd shows it failed.
        try home.ritual.home.write("config.yaml", "sync:\n  ur1: x\n")
        let broken = try ProcessRunner.run(words[0], Array(words.dropFirst()), environment: environment, timeout: 30)
        #expect(broken.status == 78)
    }

    @Test(.enabled(if: systemdAnalyzer != nil)) func theSyncUnitsPassVerifyAndTheListedNextTimeIsSystemds() throws {
        var home = try home()
        home.ritual.now = String(LocalMoment.utcStamp(Date()).prefix(19)) + "Z"
        home.ritual.zone = "Europe/Berlin"
        #expect(home.ritual("triggers", "install", "--target", "systemd").status == 0)
        let verify = try home.verify([home.unit("sync", "service"), home.unit("sync")])
        #expect(verify.status == 0, "\(verify.stderr)")
        #expect(verify.stderr.isEmpty, "\(verify.stderr)")
        let theirs = try home.systemdNext(ofTimer: home.unit("sync"), zone: "Europe/Berlin")
        #expect(theirs != nil)
        #expect(try home.listedNext("sync", zone: "Europe/Berlin") == theirs)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")))
    func launchdGetsAPlistRunningRitualSyncEveryQuarterHour() throws {
        let home = try home()
        #expect(home.ritual("triggers", "install", "--target", "launchd").status == 0)
        let plist = home.ritual.home.path + "/Library/LaunchAgents/com.ritualist.\(home.tag).sync.plist"
        let script = """
            import json, plistlib, sys
            with open(sys.argv[1], "rb") as f:
                print(json.dumps(plistlib.load(f), sort_keys=True))
            """
        let parsed = try ProcessRunner.run("/usr/bin/python3", ["-c", script, plist], environment: [:])
        #expect(parsed.status == 0, "\(parsed.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(parsed.stdout.utf8)) as? [String: Any])
        #expect(object["Label"] as? String == "com.ritualist.\(home.tag).sync")
        #expect(object["ProgramArguments"] as? [String] == [Self.ritualSync, "sync", "--timer"])
        let intervals = object["StartCalendarInterval"] as? [[String: Int]] ?? []
        #expect(intervals.count == 96)
        #expect(Set(intervals.map { $0["Hour"]! * 60 + $0["Minute"]! }) == Set(stride(from: 0, to: 1440, by: 15)))
        #expect(home.ritual("triggers", "uninstall", "--target", "launchd").status == 0)
        #expect(!FileManager.default.fileExists(atPath: plist))
    }

    @Test func cronGetsALineForTheSyncTimerInItsBlock() throws {
        var home = try home()
        // A stand-in `crontab` with an empty table, as the real one answers for a user without one.
        chmod(
            try home.ritual.home.write("bin/crontab", "#!/bin/sh\n[ \"$1\" = -l ] && exit 0\ncat > /dev/null\n"), 0o755)
        home.ritual.extra["PATH"] = home.ritual.home.path + "/bin:/usr/bin:/bin"
        let result = home.ritual("triggers", "install", "--target", "cron", "--dry-run")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                "# sync: sync (every 15m)\n0 * * * * RITUALIST_HOME=\(home.ritual.home.path) TZ=America/New_York "
                    + "\(Self.ritualSync) sync --timer\n15 * * * * "), "\(result.stdout)")
    }
}
