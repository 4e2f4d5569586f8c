import Foundation
import IntentKit
import IntentKitTesting
import Testing

/// `ritual triggers install` for launchd (plists a plist parser reads) and cron (a marked block in the crontab).
@Suite struct TriggersOtherTargetsTests {
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")))
    func launchdPlistsCarryTheProgramAndEveryCalendarInterval() throws {
        let home = try TriggerHome(files: ["Evening.yaml": TriggerHome.evening])
        let result = home.ritual("triggers", "install", "--target", "launchd")
        #expect(result.status == 0, "\(result.stderr)")
        let agents = home.ritual.home.path + "/Library/LaunchAgents"
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: agents).sorted() == [
                "com.ritualist.\(home.tag).evening-1.plist", "com.ritualist.\(home.tag).evening-2.plist",
            ])
        let script = """
            import json, plistlib, sys
            with open(sys.argv[1], "rb") as f:
                print(json.dumps(plistlib.load(f), sort_keys=True))
            """
        let parsed = try ProcessRunner.run(
            "/usr/bin/python3", ["-c", script, agents + "/com.ritualist.\(home.tag).evening-2.plist"], environment: [:])
        #expect(parsed.status == 0, "\(parsed.stderr)")
        let plist = try #require(try JSONSerialization.jsonObject(with: Data(parsed.stdout.utf8)) as? [String: Any])
        #expect(plist["Label"] as? String == "com.ritualist.\(home.tag).evening-2")
        #expect(plist["ProgramArguments"] as? [String] == [Ritual.binary, "run", "Evening", "--trigger", "evening-2"])
        #expect((plist["EnvironmentVariables"] as? [String: String])?["RITUALIST_HOME"] == home.ritual.home.path)
        #expect((plist["EnvironmentVariables"] as? [String: String])?["TZ"] == "America/New_York")
        if ZoneIdentifier.system != "America/New_York" {
            #expect(
                result.stdout.contains(
                    "launchd reads the times in the system's zone (\(ZoneIdentifier.system)), not America/New_York: "
                        + "each run counts its days in America/New_York"), "\(result.stdout)")
        }
        let intervals = plist["StartCalendarInterval"] as? [[String: Int]]
        #expect(intervals == [["Weekday": 6, "Hour": 18, "Minute": 30], ["Weekday": 0, "Hour": 18, "Minute": 30]])
        #expect(home.ritual("triggers", "uninstall", "--target", "launchd").status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: agents).isEmpty)
    }

    @Test func launchdRefusesACalendarExpressionWithAHint() throws {
        let home = try TriggerHome(files: [
            "Weekly.yaml":
                "version: 1\nintent: Weekly\ntitle: Weekly\nsummary: Sundays.\non:\n  - calendar: \"Sun *-*-* 20:00\"\n"
                + "steps:\n  - run: DayStatus\n"
        ])
        let result = home.ritual("triggers", "install", "--target", "launchd", "--strict")
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "Error: Trigger 'weekly-1' cannot be installed for launchd: launchd reads no calendar expressions "
                + "('Sun *-*-* 20:00'); nothing was changed. Write it with 'at' and 'days', or 'every', or install "
                + "with --target systemd.\n")
    }

    /// A stand-in `crontab` that keeps the table in a file of the home, as the real one keeps it in the spool.
    func cronHome() throws -> TriggerHome {
        var home = try TriggerHome(files: ["Evening.yaml": TriggerHome.evening, "Hourly.yaml": TriggerHome.hourly])
        try home.useStandInCrontab(table: home.ritual.home.path + "/crontab.txt")
        return home
    }

    @Test func cronGetsAMarkedBlockAndUninstallGivesTheTableBack() throws {
        let home = try cronHome()
        let table = home.ritual.home.path + "/crontab.txt"
        let mine = "MAILTO=me@example.com\n0 3 * * * /usr/bin/backup\n"
        try mine.write(toFile: table, atomically: true, encoding: .utf8)
        let result = home.ritual("triggers", "install", "--target", "cron")
        #expect(result.status == 0, "\(result.stderr)")
        let path = home.ritual.home.path
        #expect(
            try String(contentsOfFile: table, encoding: .utf8) == """
                MAILTO=me@example.com
                0 3 * * * /usr/bin/backup

                # >>> ritual triggers \(home.tag) >>>
                # ritual triggers: install added the blank line above
                # evening-1: Evening (at 21:00)
                0 21 * * * RITUALIST_HOME=\(path) TZ=America/New_York \(Ritual.binary) run Evening --trigger evening-1
                # evening-2: Evening (at 18:30 sat,sun)
                30 18 * * 6,0 RITUALIST_HOME=\(path) TZ=America/New_York \(Ritual.binary) run Evening --trigger evening-2
                # hourly-1: Hourly (every 1h 09:00-18:00)
                0 9,10,11,12,13,14,15,16,17,18 * * * RITUALIST_HOME=\(path) TZ=America/New_York \(Ritual.binary) run Hourly --trigger hourly-1
                # <<< ritual triggers \(home.tag) <<<

                """)
        let listed = home.ritual("triggers", "list", "--target", "cron", "--json").stdout
        #expect(listed.contains("\"installed\" : true") || listed.contains("\"installed\": true"), "\(listed)")
        #expect(home.ritual("triggers", "uninstall", "--target", "cron").status == 0)
        #expect(try String(contentsOfFile: table, encoding: .utf8) == mine)
    }

    @Test func cronDryRunPrintsTheBlockWithItsMarkers() throws {
        let home = try cronHome()
        let result = home.ritual("triggers", "install", "--target", "cron", "--dry-run")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("# >>> ritual triggers \(home.tag) >>>\n# evening-1: Evening (at 21:00)\n"))
        #expect(result.stdout.hasSuffix("# <<< ritual triggers \(home.tag) <<<\nDry run: nothing was changed.\n"))
        #expect(!FileManager.default.fileExists(atPath: home.ritual.home.path + "/crontab.txt"))
    }
}
