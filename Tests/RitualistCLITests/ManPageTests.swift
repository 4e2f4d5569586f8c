import Foundation
import IntentKitTesting
import Testing

/// The manual `ritual --generate-manual` writes from the command definitions, as the README's install step puts it,
/// renders with `man` at 80 columns without a warning.
@Suite struct ManPageTests {
    static let man = "/usr/bin/man"

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
