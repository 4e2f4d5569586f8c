import Foundation
import IntentKitTesting
import RitualistApp
import Testing

/// Pulled settings are written into config.yaml in place: only the value's own text changes, a missing key is
/// added, the file keeps its mode, and a file that cannot be parsed is never rewritten.
@Suite struct SyncedSettingsFileTests {
    let directory = TemporaryDirectory(prefix: "ritualist-settings-test")

    /// config.yaml before, the values written, and config.yaml after.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var before: String
        var values: [String: String]
        var after: String
        var testDescription: String { name }
    }

    static let cases = [
        Case(
            name: "a block value, its comment kept", before: "week_start: monday   # weeks\nnotify: errors\n",
            values: ["week_start": "sunday"], after: "week_start: sunday   # weeks\nnotify: errors\n"),
        Case(
            name: "a quoted value", before: "notify: 'errors'\nweek_start: \"monday\" # q\n",
            values: ["notify": "always", "week_start": "friday"], after: "notify: always\nweek_start: friday # q\n"),
        Case(
            name: "a nested block value", before: "# top\nstreak:\n    threshold: any  # any day\nhotkeys: []\n",
            values: ["streak.threshold": "80%"], after: "# top\nstreak:\n    threshold: 80%  # any day\nhotkeys: []\n"),
        Case(
            name: "a flow mapping's value", before: "streak: { threshold: half }  # flow\n",
            values: ["streak.threshold": "all"], after: "streak: { threshold: all }  # flow\n"),
        Case(
            name: "a key added to a flow mapping", before: "streak: {}\nnotify: never\n",
            values: ["streak.threshold": "half"], after: "streak: {threshold: half}\nnotify: never\n"),
        Case(
            name: "a key added under a block section", before: "streak:   # how streaks count\nweek_start: monday\n",
            values: ["streak.threshold": "half"],
            after: "streak:   # how streaks count\n  threshold: half\nweek_start: monday\n"),
        Case(
            name: "an absent key appended, hotkeys untouched",
            before: "hotkeys:\n  - {keys: super+alt+m, run: CompleteHabit, with: {habit: Meditate}}",
            values: ["week_start": "sunday", "streak.threshold": "all"],
            after:
                "hotkeys:\n  - {keys: super+alt+m, run: CompleteHabit, with: {habit: Meditate}}\nstreak:\n  threshold: all\n"
                + "week_start: sunday\n"),
        Case(
            name: "a file of comments only", before: "# nothing yet\n", values: ["notify": "errors"],
            after: "# nothing yet\nnotify: errors\n"),
    ]

    @Test(arguments: cases) func aValueIsWrittenInPlaceKeepingEveryOtherByte(_ test: Case) throws {
        let path = directory.path("config.yaml")
        try Data(test.before.utf8).write(to: URL(fileURLWithPath: path))
        try SyncedSettingsFile(path: path).write(test.values)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == test.after)
        for (key, value) in test.values { #expect(try SyncedSettingsFile(path: path).values()[key] == value) }
    }

    @Test func anAbsentFileIsCreatedOwnerOnly() throws {
        let path = directory.path("config.yaml")
        try SyncedSettingsFile(path: path).write(["week_start": "sunday"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "week_start: sunday\n")
        #expect(try Self.mode(path) == 0o600)
    }

    @Test func theFilesModeIsKept() throws {
        let path = directory.path("config.yaml")
        _ = FileManager.default.createFile(
            atPath: path, contents: Data("notify: never\n".utf8), attributes: [.posixPermissions: 0o640])
        try SyncedSettingsFile(path: path).write(["notify": "always"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "notify: always\n")
        #expect(try Self.mode(path) == 0o640)
    }

    @Test(arguments: ["week_start: monday\nnotify: [errors\n", "week_start: monday\n\tnotify: errors\n"])
    func aFileThatCannotBeParsedIsNeverRewritten(text: String) throws {
        let path = directory.path("config.yaml")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: (any Error).self) { try SyncedSettingsFile(path: path).write(["week_start": "sunday"]) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["config.yaml"])
    }

    @Test func onlyValidSyncedValuesAreRead() throws {
        let path = directory.path("config.yaml")
        try Data("week_start: someday\nnotify: always\nhotkeys: []\nrefresh: []\n".utf8).write(
            to: URL(fileURLWithPath: path))
        #expect(try SyncedSettingsFile(path: path).values() == ["notify": "always"])
    }

    static func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int ?? 0) & 0o777
    }
}
