import Foundation
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
