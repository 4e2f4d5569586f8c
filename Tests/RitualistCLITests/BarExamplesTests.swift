import Foundation
import RitualistApp
import Testing

@Suite struct BarExamplesTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/bars")

    @Test func theExampleConfigurationIsValid() throws {
        let ritual = Ritual()
        let text = try String(contentsOf: Self.examples.appendingPathComponent("config.yaml"), encoding: .utf8)
        _ = try ritual.home.write("config.yaml", text)
        ritual("habit", "add", "Meditate")
        let check = ritual("check")
        #expect(check.status == 0, "\(check.stderr)")
        #expect(
            ritual("hotkeys", "list").stdout == """
                super+alt+m             CompleteHabit habit=Meditate
                super+alt+bracketleft   PreviousDay
                super+alt+bracketright  NextDay

                """)
    }

    static func text(_ file: String) throws -> String {
        try String(contentsOf: examples.appendingPathComponent(file), encoding: .utf8)
    }

    /// The value of `key` in the INI or TOML `text`, in `section` when given; `key=value` and `key = value` alike.
    static func value(_ key: String, in text: String, section: String? = nil) -> String? {
        var current: String?
        for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("[") {
                current = String(line.dropFirst().prefix { $0 != "]" })
                continue
            }
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, parts[0] == key, section == nil || current == section else { continue }
            return parts[1]
        }
        return nil
    }

    /// A bar that follows the store prints the new day at midnight; any other renders again at least every minute.
    @Test(arguments: [
        ("waybar.jsonc", #""exec": "/usr/local/bin/ritual status --follow"#),
        ("polybar.ini", "tail = true"),
        ("i3status-rust.toml", "persistent = true"),
    ])
    func aBarThatFollowsTheStoreKeepsItsProcess(file: String, keeps: String) throws {
        let text = try Self.text(file)
        #expect(text.contains(keeps) && text.contains("status --follow"), "\(file)")
    }

    @Test func i3blocksRendersTheWidgetAgainWithinAMinuteSoMidnightShowsTheNewDay() throws {
        let text = try Self.text("i3blocks.conf")
        #expect(!text.contains("--follow"))
        let interval = try #require(Self.value("interval", in: text, section: "ritual"))
        #expect(Int(interval).map { $0 > 0 && $0 <= 60 } == true, "interval=\(interval)")
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path)
        #expect(files.contains { $0.hasPrefix("ritual.1m.") }, "the xbar plugin runs every minute")
    }

    /// Each hook in the example config.yaml reaches a bar of the examples that takes it, a signal i3blocks' block
    /// listens for; the others follow the store and need none.
    @Test func everyRefreshHookOfTheExampleConfigReachesABarOfTheExamples() throws {
        let settings = try RitualistSettings.load(path: Self.examples.appendingPathComponent("config.yaml").path)
        #expect(!settings.refresh.commands.isEmpty)
        for command in settings.refresh.commands {
            switch command.first {
            case "pkill":
                #expect(command.count == 3 && command[2] == "i3blocks", "\(command)")
                let signal = command[1].replacingOccurrences(of: "-RTMIN+", with: "")
                #expect(Self.value("signal", in: try Self.text("i3blocks.conf"), section: "ritual") == signal)
            default:
                Issue.record("a hook for no bar of the examples: \(command)")
            }
        }
    }

    @Test func everyBarExampleRunsTheFormatItNames() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path)
        let formats = [
            "waybar.jsonc": "waybar", "polybar.ini": "polybar", "i3blocks.conf": "i3blocks",
            "i3status-rust.toml": "i3status-rs", "ritual.1m.sh": "xbar",
        ]
        for (file, format) in formats {
            #expect(files.contains(file))
            let text = try String(contentsOf: Self.examples.appendingPathComponent(file), encoding: .utf8)
            #expect(text.contains("ritual status ") && text.contains("--format \(format)"), "\(file)")
        }
    }
}
