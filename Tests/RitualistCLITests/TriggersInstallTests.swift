import Foundation
import IntentKit
import IntentKitTesting
import Testing

/// `ritual triggers install` and `uninstall` for systemd: units as documented, valid for systemd, converging to the
/// declared set, and never touching what is not ours.
@Suite struct TriggersInstallTests {
    @Test func installWritesATimerAndAServicePerTimeTriggerAndSaysTheCommandsWithoutAManager() throws {
        let home = try TriggerHome()
        let result = home.ritual("triggers", "install", "--target", "systemd")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            home.unitNames() == [
                home.unit("evening-1", "service"), home.unit("evening-1"), home.unit("evening-2", "service"),
                home.unit("evening-2"), home.unit("hourly-1", "service"), home.unit("hourly-1"),
            ])
        #expect(
            try home.read(home.unit("evening-2")) == """
                # Written by 'ritual triggers install'; 'ritual triggers uninstall' removes it.
                # Home: \(home.tag) \(home.ritual.home.path)
                [Unit]
                Description=ritual: Evening (at 18:30 sat,sun)

                [Timer]
                OnCalendar=Sat,Sun *-*-* 18:30:00 America/New_York
                Persistent=true

                [Install]
                WantedBy=timers.target

                """)
        #expect(
            try home.read(home.unit("evening-2", "service")) == """
                # Written by 'ritual triggers install'; 'ritual triggers uninstall' removes it.
                # Home: \(home.tag) \(home.ritual.home.path)
                [Unit]
                Description=ritual: Evening (at 18:30 sat,sun)

                [Service]
                Type=oneshot
                Environment="RITUALIST_HOME=\(home.ritual.home.path)"
                Environment="TZ=America/New_York"
                ExecStart=\(Ritual.binary) run Evening --trigger evening-2

                """)
        #expect(
            try home.read(home.unit("hourly-1")).contains(
                "OnCalendar=*-*-* 09,10,11,12,13,14,15,16,17,18:00:00 America/New_York\n"))
        #expect(
            result.stdout == """
                Wrote 3 time triggers to \(home.units).
                No systemd user manager is running; when one is, run:
                  systemctl --user daemon-reload
                  systemctl --user enable --now \(home.unit("evening-1")) \(home.unit("evening-2")) \(home.unit("hourly-1"))

                """)
    }

    @Test(.enabled(if: systemdAnalyzer != nil)) func theUnitsPassSystemdAnalyzeVerifyEvenWithSpacesInTheHome() throws {
        let spaced = TemporaryDirectory()
        var home = try TriggerHome(home: spaced)
        try FileManager.default.createDirectory(atPath: spaced.path + "/my home", withIntermediateDirectories: true)
        home.ritual.extra["RITUALIST_HOME"] = spaced.path + "/my home"
        let ritual = home.ritual
        for (name, text) in ["Evening.yaml": TriggerHome.evening, "Hourly.yaml": TriggerHome.hourly] {
            try spaced.write("my home/intents/" + name, text)
        }
        #expect(ritual("triggers", "install", "--target", "systemd").status == 0)
        #expect(
            try home.read(home.unit("evening-1", "service")).contains(
                "Environment=\"RITUALIST_HOME=\(spaced.path)/my home\"\n"))
        let verify = try home.verify(home.unitNames())
        #expect(verify.status == 0, "\(verify.stderr)")
        #expect(verify.stderr.isEmpty, "\(verify.stderr)")
    }

    @Test(.enabled(if: systemdAnalyzer != nil)) func listedNextTimesEqualSystemdAnalyzeCalendarOfTheTimers() throws {
        var home = try TriggerHome()
        let now = Date()
        home.ritual.now = String(LocalMoment.utcStamp(now).prefix(19)) + "Z"
        home.ritual.zone = "Europe/Berlin"
        #expect(home.ritual("triggers", "install", "--target", "systemd").status == 0)
        let listed = try JSONParser.parse(home.ritual("triggers", "list", "--json").stdout).arrayValue ?? []
        #expect(listed.filter { $0["kind"] == .string("time") }.count == 3)
        for row in listed where row["kind"] == .string("time") {
            let id = try #require(row["id"]?.stringValue)
            // systemd lists each expression's next elapse; the timer fires at the earliest.
            let theirs = try home.systemdNext(ofTimer: home.unit(id), zone: "Europe/Berlin")
            #expect(theirs != nil, "\(id)")
            #expect(try home.listedNext(id, zone: "Europe/Berlin") == theirs, "\(id)")
        }
    }

    /// A person in Berlin on a machine whose systemd counts in Tokyo time: the timers fire at Berlin's 21:00, as listed.
    @Test(.enabled(if: systemdAnalyzer != nil)) func aTimerFiresAtTheInstallsZoneWhateverTheSchedulersZone() throws {
        var home = try TriggerHome()
        home.ritual.now = String(LocalMoment.utcStamp(Date()).prefix(19)) + "Z"
        home.ritual.zone = "Europe/Berlin"
        #expect(home.ritual("triggers", "install", "--target", "systemd").status == 0)
        #expect(try home.read(home.unit("evening-1")).contains("OnCalendar=*-*-* 21:00:00 Europe/Berlin\n"))
        #expect(try home.read(home.unit("evening-1", "service")).contains("Environment=\"TZ=Europe/Berlin\"\n"))
        let verify = try home.verify(home.unitNames())
        #expect(verify.status == 0, "\(verify.stderr)")
        for id in ["evening-1", "evening-2", "hourly-1"] {
            let theirs = try home.systemdNext(ofTimer: home.unit(id), zone: "Asia/Tokyo")
            #expect(theirs != nil, "\(id)")
            #expect(try home.listedNext(id, zone: "Europe/Berlin") == theirs, "\(id)")
        }
    }

    @Test(arguments: ["EST5EDT,M3.2.0,M11.1.0", "/etc/localtime", "Nowhere/Atlantis"])
    func aZoneSystemdCannotNameFollowsTheSystemsZone(zone: String) throws {
        var home = try TriggerHome(files: ["Evening.yaml": TriggerHome.evening])
        home.ritual.zone = zone
        #expect(home.ritual("triggers", "install", "--target", "systemd").status == 0)
        #expect(try home.read(home.unit("evening-1")).contains("OnCalendar=*-*-* 21:00:00\n"))
        #expect(try !home.read(home.unit("evening-1", "service")).contains("TZ="))
    }

    @Test func dryRunPrintsEachFileAndChangesNothing() throws {
        let home = try TriggerHome(files: ["Evening.yaml": TriggerHome.evening])
        let result = home.ritual("triggers", "install", "--target", "systemd", "--dry-run")
        #expect(result.status == 0)
        #expect(home.unitNames().isEmpty)
        #expect(result.stdout.hasPrefix("Would write \(home.units)/\(home.unit("evening-1")):\n  # Written by"))
        #expect(result.stdout.contains("Would write \(home.units)/\(home.unit("evening-2", "service")):\n"))
        #expect(result.stdout.contains("  Persistent=true\n\n  [Install]\n"))
        #expect(result.stdout.contains("  OnCalendar=*-*-* 21:00:00 America/New_York\n"))
        #expect(result.stdout.hasSuffix("Dry run: nothing was changed.\n"))
    }

    @Test func reinstallConvergesToTheDeclaredSetAndLeavesOtherFilesAlone() throws {
        let home = try TriggerHome()
        try home.ritual.home.write("config/systemd/user/ritual-mine.timer", "[Timer]\nOnCalendar=daily\n")
        try home.ritual.home.write("config/systemd/user/backup.timer", "[Timer]\nOnCalendar=weekly\n")
        #expect(home.ritual("triggers", "install", "--target", "systemd").status == 0)
        // Evening now runs only at 21:00, and Hourly is gone.
        try home.ritual.home.write(
            "intents/Evening.yaml", TriggerHome.evening.replacingOccurrences(of: "\"21:00\"", with: "\"21:30\""))
        try FileManager.default.removeItem(atPath: home.ritual.home.path + "/intents/Hourly.yaml")
        let again = home.ritual("triggers", "install", "--target", "systemd")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(
            home.unitNames() == [
                "backup.timer", home.unit("evening-1", "service"), home.unit("evening-1"),
                home.unit("evening-2", "service"),
                home.unit("evening-2"), "ritual-mine.timer",
            ])
        #expect(try home.read(home.unit("evening-1")).contains("OnCalendar=*-*-* 21:30:00 America/New_York\n"))
        #expect(again.stdout.contains("Removed \(home.unit("hourly-1", "service")), \(home.unit("hourly-1")).\n"))
        #expect(try home.read("ritual-mine.timer") == "[Timer]\nOnCalendar=daily\n")
        let removed = home.ritual("triggers", "uninstall", "--target", "systemd")
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(home.unitNames() == ["backup.timer", "ritual-mine.timer"])
        #expect(try home.read("backup.timer") == "[Timer]\nOnCalendar=weekly\n")
    }

    @Test func aFileOfOurNameThatIsNotOursIsNeverOverwritten() throws {
        let home = try TriggerHome(files: ["Evening.yaml": TriggerHome.evening])
        try home.ritual.home.write("config/systemd/user/\(home.unit("evening-1"))", "[Timer]\nOnCalendar=daily\n")
        let result = home.ritual("triggers", "install", "--target", "systemd", "--strict")
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "Error: The file '\(home.units)/\(home.unit("evening-1"))' was not written by 'ritual triggers "
                + "install'; nothing was changed. Move it away and install again.\n")
        #expect(home.unitNames() == [home.unit("evening-1")])
    }

    @Test func theServiceCommandRunsTheIntentAsTheTriggerAndTheJournalSaysWhich() throws {
        let home = try TriggerHome(files: ["Evening.yaml": TriggerHome.evening])
        #expect(home.ritual("triggers", "install", "--target", "systemd").status == 0)
        let service = try home.read(home.unit("evening-1", "service"))
        let line = try #require(service.split(separator: "\n").first { $0.hasPrefix("ExecStart=") })
        let words = line.dropFirst("ExecStart=".count).split(separator: " ").map(String.init)
        // As systemd starts it: no shell, the unit's environment (its home) and little else.
        let run = try ProcessRunner.run(
            words[0], Array(words.dropFirst()),
            environment: ["RITUALIST_HOME": home.ritual.home.path, "RITUALIST_NOW": "2025-11-08T21:00:00", "TZ": "UTC"])
        #expect(run.status == 0, "\(run.stderr)")
        let journal = home.ritual("journal", "--trigger", "at 21")
        #expect(journal.stdout.contains("DayStatus") || journal.stdout.contains("Evening"), "\(journal.stdout)")
        #expect(journal.stdout.contains("[at 21:00]"), "\(journal.stdout)")
        #expect(home.ritual("journal", "--trigger", "sat").stdout == "No run started by a trigger containing 'sat'.\n")
        #expect(home.ritual("journal", "Evening").status == 64)
    }
}
