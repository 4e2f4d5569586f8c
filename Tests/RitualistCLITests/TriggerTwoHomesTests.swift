import Foundation
import IntentKit
import IntentKitTesting
import RitualistApp
import Testing

/// Two homes (two `RITUALIST_HOME`s, or a test home beside the real one) installing to one scheduler: the units,
/// plists and crontab block of each carry its tag, an install or uninstall touches its own alone, and `triggers
/// list` shows the other's as another home's.
@Suite struct TriggerTwoHomesTests {
    /// Two homes declaring the same triggers, the second installing where the first does.
    static func twoHomes() throws -> (first: TriggerHome, second: TriggerHome) {
        let first = try TriggerHome(files: ["Evening.yaml": TriggerHome.evening])
        var second = try TriggerHome(files: ["Evening.yaml": TriggerHome.evening])
        second.ritual.extra["XDG_CONFIG_HOME"] = first.ritual.home.path + "/config"
        second.ritual.extra["HOME"] = first.ritual.home.path
        return (first, second)
    }

    @Test func theTagIsEightHexDigitsOfTheFNV1aHashOfThePath() {
        // FNV-1a's published test values: the empty string, "a", "foobar".
        #expect(HomeTag(path: "").text == "811c9dc5")
        #expect(HomeTag(path: "a").text == "e40c292c")
        #expect(HomeTag(path: "foobar").text == "bf9cf968")
        #expect(HomeTag(path: "/home/me/ritual/") == HomeTag(path: "/home/me/ritual"))
        #expect(HomeTag(path: "/home/me/ritual") != HomeTag(path: "/home/me/ritual2"))
        #expect(HomeTag(text: "1f0a9c3e")?.text == "1f0a9c3e")
        #expect(HomeTag(text: "1F0A9C3E") == nil)
        #expect(HomeTag(text: "evening1") == nil)
    }

    @Test func twoHomesOnOneSystemdFolderKeepEachOthersUnits() throws {
        let (first, second) = try Self.twoHomes()
        #expect(first.tag != second.tag)
        #expect(first.ritual("triggers", "install", "--target", "systemd").status == 0)
        let firstUnits = first.unitNames()
        #expect(
            firstUnits == [
                first.unit("evening-1", "service"), first.unit("evening-1"), first.unit("evening-2", "service"),
                first.unit("evening-2"),
            ])
        #expect(try first.read(first.unit("evening-1")).contains("# Home: \(first.tag) \(first.ritual.home.path)\n"))

        let dryRun = second.ritual("triggers", "install", "--target", "systemd", "--dry-run")
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
        #expect(!dryRun.stdout.contains("Would remove"), "\(dryRun.stdout)")
        #expect(!dryRun.stdout.contains(first.tag), "\(dryRun.stdout)")
        #expect(dryRun.stdout.contains("Would write \(first.units)/\(second.unit("evening-1")):"))

        let installed = second.ritual("triggers", "install", "--target", "systemd")
        #expect(installed.status == 0, "\(installed.stderr)")
        #expect(!installed.stdout.contains("Removed"), "\(installed.stdout)")
        let secondUnits = ["evening-1", "evening-2"].flatMap { [second.unit($0, "service"), second.unit($0)] }
        #expect(Set(first.unitNames()) == Set(firstUnits + secondUnits))

        let listed = second.ritual("triggers", "list", "--target", "systemd")
        #expect(
            listed.stdout.hasSuffix(
                """
                Installed for other homes (install and uninstall here leave them alone):
                  evening-1  home \(first.ritual.home.path)  \(first.unit("evening-1"))
                  evening-2  home \(first.ritual.home.path)  \(first.unit("evening-2"))

                """), "\(listed.stdout)")
        #expect(listed.stdout.contains("evening-1  Evening  at 21:00"))
        let json = try JSONParser.parse(second.ritual("triggers", "list", "--target", "systemd", "--json").stdout)
        #expect(json.arrayValue?.allSatisfy { $0["installed"] == .bool(true) } == true)
        let others = json.arrayValue?.filter { $0["own"] == .bool(false) } ?? []
        #expect(others.map { $0["id"] } == ["evening-1", "evening-2"])
        #expect(others.allSatisfy { $0["home"] == .string(first.ritual.home.path) && $0["tag"] == .string(first.tag) })
        #expect(others.map { $0["file"] } == [.string(first.unit("evening-1")), .string(first.unit("evening-2"))])
        #expect(json.arrayValue?.filter { $0["own"] == .bool(true) }.map { $0["id"] } == ["evening-1", "evening-2"])

        #expect(first.ritual("triggers", "uninstall", "--target", "systemd").status == 0)
        #expect(first.unitNames().allSatisfy { $0.contains(second.tag) })
        #expect(first.unitNames().count == 4)
    }

    @Test(.enabled(if: systemdAnalyzer != nil)) func systemdAcceptsTheTaggedUnitsOfBothHomes() throws {
        let (first, second) = try Self.twoHomes()
        #expect(first.ritual("triggers", "install", "--target", "systemd").status == 0)
        #expect(second.ritual("triggers", "install", "--target", "systemd").status == 0)
        let verify = try first.verify(first.unitNames())
        #expect(verify.status == 0, "\(verify.stderr)")
        #expect(verify.stderr.isEmpty, "\(verify.stderr)")
    }

    /// Units written before names carried a tag: this home's (its `RITUALIST_HOME` in the service) go at the next
    /// install, another home's stay and are listed as that home's.
    @Test func unitsOfTheOldShapeGoWhenTheyAreThisHomesAndStayWhenTheyAreAnothers() throws {
        let home = try TriggerHome(files: ["Evening.yaml": TriggerHome.evening])
        let other = "/srv/other home"
        func old(_ id: String, home: String) -> (timer: String, service: String) {
            (
                SystemdUnits.marker + "\n[Unit]\nDescription=ritual: Evening (at 21:00)\n\n[Timer]\n"
                    + "OnCalendar=*-*-* 21:00:00\nPersistent=true\n\n[Install]\nWantedBy=timers.target\n",
                SystemdUnits.marker + "\n[Unit]\nDescription=ritual: Evening (at 21:00)\n\n[Service]\nType=oneshot\n"
                    + "Environment=\"RITUALIST_HOME=\(home)\"\nExecStart=\(Ritual.binary) run Evening --trigger \(id)\n"
            )
        }
        let mine = old("evening-1", home: home.ritual.home.path + "/")
        try FileManager.default.createDirectory(atPath: home.units, withIntermediateDirectories: true)
        try mine.timer.write(toFile: home.units + "/ritual-evening-1.timer", atomically: true, encoding: .utf8)
        try mine.service.write(toFile: home.units + "/ritual-evening-1.service", atomically: true, encoding: .utf8)
        let theirs = old("walk-1", home: other)
        try theirs.timer.write(toFile: home.units + "/ritual-walk-1.timer", atomically: true, encoding: .utf8)
        try theirs.service.write(toFile: home.units + "/ritual-walk-1.service", atomically: true, encoding: .utf8)

        let before = home.ritual("triggers", "list", "--target", "systemd").stdout
        let row = before.split(separator: "\n").first { $0.hasPrefix("evening-1 ") }
        #expect(row?.hasSuffix("  installed") == true, "\(before)")
        #expect(before.hasSuffix("  walk-1  home \(other)  ritual-walk-1.timer\n"), "\(before)")

        let dryRun = home.ritual("triggers", "install", "--target", "systemd", "--dry-run").stdout
        #expect(dryRun.contains("Would remove \(home.units)/ritual-evening-1.timer\n"), "\(dryRun)")
        #expect(!dryRun.contains("ritual-walk-1"), "\(dryRun)")
        let installed = home.ritual("triggers", "install", "--target", "systemd")
        #expect(installed.status == 0, "\(installed.stderr)")
        #expect(
            home.unitNames() == [
                home.unit("evening-1", "service"), home.unit("evening-1"), home.unit("evening-2", "service"),
                home.unit("evening-2"), "ritual-walk-1.service", "ritual-walk-1.timer",
            ])
    }

    @Test func twoHomesOnOneCrontabKeepEachOthersBlocks() throws {
        var (first, second) = try Self.twoHomes()
        let table = first.ritual.home.path + "/crontab.txt"
        try first.useStandInCrontab(table: table)
        try second.useStandInCrontab(table: table)
        #expect(first.ritual("triggers", "install", "--target", "cron").status == 0)
        let dryRun = second.ritual("triggers", "install", "--target", "cron", "--dry-run").stdout
        #expect(dryRun.hasPrefix("# >>> ritual triggers \(second.tag) >>>\n"), "\(dryRun)")
        #expect(!dryRun.contains(first.tag), "\(dryRun)")
        #expect(second.ritual("triggers", "install", "--target", "cron").status == 0)
        let both = try String(contentsOfFile: table, encoding: .utf8)
        #expect(both.contains("# >>> ritual triggers \(first.tag) >>>\n"))
        #expect(both.contains("# >>> ritual triggers \(second.tag) >>>\n"))
        #expect(both.components(separatedBy: "run Evening --trigger evening-1").count == 3)

        let listed = second.ritual("triggers", "list", "--target", "cron").stdout
        #expect(listed.contains("  evening-1  home \(first.ritual.home.path)  crontab\n"), "\(listed)")

        #expect(second.ritual("triggers", "uninstall", "--target", "cron").status == 0)
        let left = try String(contentsOfFile: table, encoding: .utf8)
        #expect(left.contains("# >>> ritual triggers \(first.tag) >>>\n"))
        #expect(!left.contains(second.tag))
        #expect(left.contains("RITUALIST_HOME=\(first.ritual.home.path) "))
    }

    @Test func anUntaggedCronBlockOfThisHomeIsReplacedAndAnothersKept() throws {
        var home = try TriggerHome(files: ["Evening.yaml": TriggerHome.evening])
        let table = home.ritual.home.path + "/crontab.txt"
        try home.useStandInCrontab(table: table)
        let path = home.ritual.home.path
        let mine = """
            # >>> ritual triggers >>>
            # evening-1: Evening (at 21:00)
            0 21 * * * RITUALIST_HOME=\(path) \(Ritual.binary) run Evening --trigger evening-1
            # <<< ritual triggers <<<
            """
        try (mine + "\n").write(toFile: table, atomically: true, encoding: .utf8)
        #expect(home.ritual("triggers", "list", "--target", "cron", "--json").stdout.contains("true"))
        #expect(home.ritual("triggers", "install", "--target", "cron").status == 0)
        let upgraded = try String(contentsOfFile: table, encoding: .utf8)
        #expect(!upgraded.contains("# >>> ritual triggers >>>"), "\(upgraded)")
        #expect(upgraded.hasPrefix("# >>> ritual triggers \(home.tag) >>>\n"), "\(upgraded)")

        let theirs = mine.replacingOccurrences(of: "RITUALIST_HOME=\(path)", with: "RITUALIST_HOME='/srv/their home'")
        try (theirs + "\n").write(toFile: table, atomically: true, encoding: .utf8)
        #expect(home.ritual("triggers", "install", "--target", "cron").status == 0)
        let kept = try String(contentsOfFile: table, encoding: .utf8)
        #expect(kept.hasPrefix(theirs + "\n"), "\(kept)")
        #expect(kept.contains("# >>> ritual triggers \(home.tag) >>>\n"))
        let listed = home.ritual("triggers", "list", "--target", "cron").stdout
        #expect(listed.hasSuffix("  evening-1  home /srv/their home  crontab\n"), "\(listed)")
    }

    @Test func launchdPlistsCarryTheTagInTheirNameAndLabel() throws {
        let (first, second) = try Self.twoHomes()
        let agents = first.ritual.home.path + "/Library/LaunchAgents"
        #expect(first.ritual("triggers", "install", "--target", "launchd").status == 0)
        #expect(second.ritual("triggers", "install", "--target", "launchd").status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: agents).sorted()
        let expected = [first.tag, second.tag].flatMap { tag in
            ["com.ritualist.\(tag).evening-1.plist", "com.ritualist.\(tag).evening-2.plist"]
        }
        #expect(names == expected.sorted())
        let plist = try String(
            contentsOfFile: agents + "/com.ritualist.\(first.tag).evening-1.plist", encoding: .utf8)
        #expect(plist.contains("<string>com.ritualist.\(first.tag).evening-1</string>"))
        let listed = second.ritual("triggers", "list", "--target", "launchd").stdout
        #expect(
            listed.contains("  evening-1  home \(first.ritual.home.path)  com.ritualist.\(first.tag).evening-1.plist"),
            "\(listed)")
        #expect(second.ritual("triggers", "uninstall", "--target", "launchd").status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: agents).allSatisfy { $0.contains(first.tag) })
    }
}
