import Foundation
import IntentKitTesting
import RitualistCLI
import RitualistConsole
import Synchronization
import Testing

/// A page's home for its transcripts: a fresh `HOME` with nothing under it, the clock and zone the pages pin,
/// and the folders a person has (`~/.config/ritualist`, `~/.local/state/ritualist`), so paths print as they do
/// for anyone; they are shown with the home as `/home/me`. `~/bin` comes first on `PATH`, for a stand-in a page's
/// setup puts there, and `XDG_RUNTIME_DIR` is `~/run`, where a setup may put what a running user manager has.
struct TranscriptHome {
    let home = TemporaryDirectory()
    let packageFolder: URL

    var environment: [String: String] {
        [
            "HOME": home.path, "RITUALIST_NOW": "2025-11-08T12:00:00", "TZ": "America/New_York",
            "PATH": "\(home.path)/bin:/usr/bin:/bin", "XDG_RUNTIME_DIR": "\(home.path)/run",
        ]
    }

    /// Runs `step`: its exit status and the lines it printed, stdout and stderr in the order written, with the
    /// home shown as `/home/me`.
    func run(_ step: Transcript.Step) throws -> (status: Int32, lines: [String]) {
        let (status, text): (Int32, String)
        switch step.kind {
        case .ritual: (status, text) = try ritual(step)
        case .shell: (status, text) = try shell(step.command + " 2>&1")
        case .setup: (status, text) = try shell(step.command)
        }
        let shown = text.replacingOccurrences(of: home.path, with: "/home/me")
        return (status, shown.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init))
    }

    /// `ritual …` in process, its words split (and `~` and `$HOME` expanded) by `/bin/sh`, with stdin a terminal
    /// whose answers are the ones the transcript shows typed.
    private func ritual(_ step: Transcript.Step) throws -> (Int32, String) {
        let split = try shell("printf '%s\\0' " + step.command.dropFirst("ritual".count))
        try #require(split.status == 0, "\(step.command): \(split.text)")
        let words =
            step.command == "ritual"
            ? [] : split.text.split(separator: "\0", omittingEmptySubsequences: false).dropLast().map(String.init)
        let terminal = TypedAnswers(expected: step.expected)
        let console = Console(
            environment: environment, write: { _, text in terminal.show(text) }, readLine: terminal.answer,
            isTerminal: { $0 == .input })
        let status = RitualCLI.main(words, console: console)
        return (status, terminal.shown)
    }

    /// `script` run by `/bin/sh` in the package's folder: its status and what it printed on stdout.
    private func shell(_ script: String) throws -> (status: Int32, text: String) {
        let result = try ProcessRunner.run(
            "/bin/sh", ["-c", "cd \"$0\" && " + script, packageFolder.path], environment: environment)
        return (result.status, result.stdout + result.stderr)
    }
}

/// A terminal for one command: what it shows, in the order written, and for each question the answer its
/// transcript shows typed after it (the rest of the expected line that begins with the question), echoed as a
/// terminal echoes it.
final class TypedAnswers: Sendable {
    private let expected: [String]
    private let text = Mutex("")

    init(expected: [String]) {
        self.expected = expected
    }

    var shown: String { text.withLock { $0 } }

    func show(_ written: String) {
        text.withLock { $0 += written }
    }

    func answer() -> String? {
        text.withLock { text in
            let question = String(text[(text.lastIndex(of: "\n").map(text.index(after:)) ?? text.startIndex)...])
            guard !question.isEmpty, let line = expected.first(where: { $0.hasPrefix(question) }) else { return nil }
            let answer = String(line.dropFirst(question.count))
            text += answer + "\n"
            return answer
        }
    }
}
