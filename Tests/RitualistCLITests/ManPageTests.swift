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
}
