import Foundation
import IntentKitTesting
import Testing

/// The manual swift-argument-parser's `generate-manual` plugin writes from the command definitions renders
/// with `man`. Runs where both the plugin's tool (built by `swift package plugin generate-manual`) and `man`
/// are present, as in CI.
@Suite struct ManPageTests {
    static let tool = URL(fileURLWithPath: Ritual.binary).deletingLastPathComponent()
        .appendingPathComponent("generate-manual-tool").path
    static let man = "/usr/bin/man"
    static let available = [tool, man].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: available)) func theManualRendersWithItsCommandsAndNoWarnings() throws {
        let directory = TemporaryDirectory()
        let environment = ["PATH": "/usr/bin:/bin", "HOME": directory.path, "MANWIDTH": "100", "LANG": "C.UTF-8"]
        let generated = try ProcessRunner.run(
            Self.tool, [Ritual.binary, "--date", "2025-11-08", "-o", directory.path], environment: environment,
            stdin: nil)
        #expect(generated.status == 0, "\(generated.stderr)")
        let page = try ProcessRunner.run(
            Self.man, [directory.path("ritual.1")], environment: environment, stdin: nil)
        #expect(page.status == 0)
        #expect(page.stderr.isEmpty, "\(page.stderr)")
        // The text as one line: man breaks lines at spaces and after hyphens, wherever the width puts them.
        let text = page.stdout.replacingOccurrences(of: #"-\n\s+"#, with: "-", options: .regularExpression)
            .replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
        #expect(text.contains("Run habit intents from scripts, hotkeys and status bars."))
        #expect(text.contains("ritual done"))
        #expect(text.contains("--generate-completion-script bash, zsh or fish"))
    }

    static let manIsThere = FileManager.default.isExecutableFile(atPath: man)

    /// `ritual --generate-manual`, in process, written where the README's install step puts it.
    static func generatedPage(in ritual: Ritual = Ritual()) throws -> (path: String, text: String) {
        let result = ritual("--generate-manual")
        #expect(result.status == 0, "\(result.stderr)")
        let path = try ritual.home.write("ritual.1", result.stdout)
        return (path, result.stdout)
    }

    @Test(.enabled(if: manIsThere)) func theManualShipsAndRendersAtEightyColumnsWithoutWarnings() throws {
        let ritual = Ritual()
        let page = try Self.generatedPage(in: ritual)
        let environment = ["PATH": "/usr/bin:/bin", "HOME": "/nonexistent", "MANWIDTH": "80", "LANG": "C.UTF-8"]
        let rendered = try ProcessRunner.run(
            Self.man, ["--warnings", "-l", page.path], environment: environment, stdin: nil)
        #expect(rendered.status == 0)
        #expect(rendered.stderr.isEmpty, "\(rendered.stderr)")
        let lines = rendered.stdout.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 80 })
        let headings = lines.filter { $0.first?.isUppercase == true }.map(String.init)
        for section in [
            "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "FILES", "ENVIRONMENT", "EXIT STATUS", "EXAMPLES",
        ] {
            #expect(headings.contains(section), "no \(section) in \(headings)")
        }
    }

    @Test func theManualIsMadeFromTheCommandDefinitions() throws {
        let page = try Self.generatedPage().text
        #expect(page.hasPrefix(".TH RITUAL 1 \"2025-11-08\" \"ritual 0.1.0\" \"User Commands\"\n"))
        for command in ["done", "stats", "habit add", "hotkeys install"] {
            #expect(page.contains(".SS ritual \(command)\n"))
        }
        // An option as the parser declares it, with its help and default.
        #expect(
            page.contains(
                ".TP\n\\fB\\-\\-days\\fR \\fIdays\\fR\nThe period, ending today: 7, 30, 365 or all. (default: 30)\n"))
        #expect(page.contains(".SH EXIT STATUS\n.TP\n.B 0\n"))
    }
}
