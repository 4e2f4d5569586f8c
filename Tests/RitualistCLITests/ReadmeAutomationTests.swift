import Foundation
import IntentKit
import IntentKitTesting
import Testing

/// The triggers guide's automation that asks about one habit, as it is printed there (docs/guide/triggers.md, once
/// the README's): it passes `check` and decides by Read.
@Suite struct ReadmeAutomationTests {
    /// The YAML block of the triggers guide that declares `intent`.
    static func declaration(_ intent: String) throws -> String {
        let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../docs/guide/triggers.md")
        let text = try String(contentsOf: guide, encoding: .utf8)
        let blocks = text.components(separatedBy: "```yaml\n").dropFirst().map {
            $0.components(separatedBy: "\n```")[0] + "\n"
        }
        return try #require(blocks.first { $0.contains("\nintent: \(intent)\n") })
    }

    /// A home with Read and Stretch, the guide's automation, and a stand-in `notify-send` that writes its arguments,
    /// one a line, to `notify-send.args` in the home.
    func makeHome() throws -> Ritual {
        var ritual = Ritual()
        _ = try ritual.home.write("intents/ReadReminder.yaml", try Self.declaration("ReadReminder"))
        let script =
            "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done > \"\(ritual.home.path)/notify-send.args\"\n"
        chmod(try ritual.home.write("bin/notify-send", script), 0o755)
        ritual.extra["PATH"] = ritual.home.path + "/bin:/usr/bin:/bin"
        ritual("habit", "add", "Read", "--start", "2025-11-01")
        ritual("habit", "add", "Stretch", "--start", "2025-11-01")
        return ritual
    }

    @Test func theReadReminderPassesCheck() throws {
        let check = try makeHome()("check")
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    @Test func theReadReminderRunsOnWeekdaysAt2100() throws {
        let list = try makeHome()("triggers", "list", "--json")
        let triggers = try JSONParser.parse(list.stdout).arrayValue ?? []
        #expect(triggers.map { $0["trigger"]?.stringValue } == ["at 21:00 mon,tue,wed,thu,fri"])
    }

    @Test func theReminderIsSkippedOnceReadIsDone() throws {
        let ritual = try makeHome()
        ritual("run", "CompleteHabit", "habit=Read")
        let outcome = try JSONParser.parse(ritual("run", "ReadReminder", "--json").stdout)
        #expect(outcome["ok"] == .bool(true))
        let steps = outcome["result"]?["steps"]?.arrayValue ?? []
        #expect(steps.map { $0["status"]?.stringValue } == ["ok", "skipped"])
    }

    @Test func theReminderNotifiesWhileReadIsOpen() throws {
        let ritual = try makeHome()
        ritual("run", "CompleteHabit", "habit=Stretch")
        let outcome = try JSONParser.parse(ritual("run", "ReadReminder", "--json").stdout)
        #expect(outcome["ok"] == .bool(true))
        let steps = outcome["result"]?["steps"]?.arrayValue ?? []
        #expect(steps.map { $0["status"]?.stringValue } == ["ok", "ok"])
        let arguments = try String(contentsOfFile: ritual.home.path + "/notify-send.args", encoding: .utf8)
        #expect(arguments.contains("Read is not done yet; 50% of today is."))
    }
}
