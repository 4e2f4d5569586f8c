import Foundation
import IntentKitTesting
import Testing

/// "I typed `ritual run AddHabit name=<Tab>` and the README's example stopped working": Tab pressed in a real bash
/// (`--norc`, no bash-completion package) and zsh (`-f`, then compinit) completes `key=` with no space after it,
/// the values after `=` (habit names quoted, enum values, date words), and the commands after `ritual help`.
@Suite struct CompletionAfterEqualsTests {
    /// Keys typed after `ritual ` (`\t` is Tab), and a line the command prints once Enter runs what they made.
    struct Typing: Sendable, CustomTestStringConvertible {
        let keys: String
        let shown: String

        var testDescription: String { "ritual " + keys.replacingOccurrences(of: "\t", with: "<Tab>") }
    }

    static let typings = [
        Typing(keys: "run CompleteHabit hab\tMed\t", shown: "Completed 'Meditate' on 2025-11-08."),
        Typing(keys: "run CompleteHabit habit=Morn\t", shown: "Completed 'Morning run' on 2025-11-08."),
        Typing(
            keys: "run LogHabitValue habit=Water value=8 mo\ts\t",
            shown: "Set 'Water' on 2025-11-08: 8 of 8 glasses, done."),
        Typing(keys: "run CompleteHabit habit=Meditate da\tyest\t", shown: "Completed 'Meditate' on 2025-11-07."),
        // tomorrow, which a log is never written on, is not offered beside today.
        Typing(keys: "run CompleteHabit habit=Meditate date=to\t", shown: "Completed 'Meditate' on 2025-11-08."),
        Typing(keys: "run AddHabit na\tStretch", shown: "Added 'Stretch' (daily, from 2025-11-08)."),
        Typing(keys: "done Morn\t --date yest\t", shown: "Completed 'Morning run' on 2025-11-07."),
        Typing(keys: "help stre\t", shown: "USAGE: ritual streak"),
    ]

    @Test(.enabled(if: CompletingShell.bash.program != nil, "bash is not installed"), arguments: typings)
    func bashCompletesKeysWithoutASpaceAndTheirValues(typing: Typing) throws {
        try complete(typing, in: .bash)
    }

    @Test(.enabled(if: CompletingShell.zsh.program != nil, "zsh is not installed"), arguments: typings)
    func zshCompletesKeysWithoutASpaceAndTheirValues(typing: Typing) throws {
        try complete(typing, in: .zsh)
    }

    /// Tab right after `habit=`, with one habit: its name, quoted, follows the `=` (bash completes the word after
    /// the `=`, which it breaks words at, while the word it names as being completed is the `=` itself).
    @Test(.enabled(if: CompletingShell.bash.program != nil, "bash is not installed"))
    func bashCompletesAValueRightAfterTheEquals() throws {
        try completeRightAfterTheEquals(in: .bash)
    }

    @Test(.enabled(if: CompletingShell.zsh.program != nil, "zsh is not installed"))
    func zshCompletesAValueRightAfterTheEquals() throws {
        try completeRightAfterTheEquals(in: .zsh)
    }

    func completeRightAfterTheEquals(in shell: CompletingShell) throws {
        let ritual = Ritual()
        ritual("habit", "add", "Morning run")
        let session = try CompletingSession(shell, ritual: ritual)
        session.type("ritual run CompleteHabit habit=\t")
        session.expect("habit=Morning")
        session.type("\r")
        session.expect("Completed 'Morning run' on 2025-11-08.")
        session.close()
    }

    /// The guide's transcript (docs/guide/habits.md, "In use") typed into bash on a fresh home, each `key=value` word
    /// as the key's first letters, Tab, and the value: every command prints what the guide shows (durations aside).
    @Test(.enabled(if: CompletingShell.bash.program != nil, "bash is not installed"))
    func theReadmesExamplesTypedWithTabCompletionInBashWorkAsWritten() throws {
        let ritual = Ritual()
        let session = try CompletingSession(.bash, ritual: ritual)
        for step in try ReadmeTranscriptTests.transcript() {
            session.type(Self.typedWithTab(step.command.components(separatedBy: "  #")[0]) + "\r")
            for line in step.expected where !line.isEmpty && !line.contains(" ms ") {
                guard session.expect(line) else { break }
            }
            session.expect(CompletingShell.prompt)
        }
        session.close()
    }

    /// `ritual run CompleteHabit habit=Read` as typed with Tab: `ritual run CompleteHabit ha<Tab>Read`.
    static func typedWithTab(_ command: String) -> String {
        command.split(separator: " ", omittingEmptySubsequences: false).map { word in
            guard !word.hasPrefix("-"), let equals = word.firstIndex(of: "="),
                word.distance(from: word.startIndex, to: equals) > 2
            else { return String(word) }
            return String(word.prefix(2)) + "\t" + String(word[word.index(after: equals)...])
        }.joined(separator: " ")
    }

    func complete(_ typing: Typing, in shell: CompletingShell) throws {
        let ritual = Ritual()
        ritual("habit", "add", "Meditate", "--start", "2025-11-01")
        ritual("habit", "add", "Morning run", "--start", "2025-11-01")
        ritual("habit", "add", "Water", "--target", "8", "--unit", "glasses", "--start", "2025-11-01")
        let session = try CompletingSession(shell, ritual: ritual)
        session.type("ritual " + typing.keys + "\r")
        session.expect(typing.shown)
        session.close()
    }
}

/// A bare shell on a pseudo-terminal that has loaded the completion script `ritual` writes for it, the built
/// `ritual` first on its `PATH` and the home's pinned clock and zone in its environment.
struct CompletingSession {
    let session: TerminalSession

    init(_ shell: CompletingShell, ritual: Ritual) throws {
        let program = try #require(shell.program)
        let script = try ritual.binary("--generate-completion-script", shell.rawValue).stdout
        let scriptPath = try ritual.home.write(shell.scriptFile, script)
        var environment = ritual.environment
        environment["PATH"] = URL(fileURLWithPath: Ritual.binary).deletingLastPathComponent().path + ":/usr/bin:/bin"
        environment["PS1"] = CompletingShell.prompt
        environment["NO_COLOR"] = "1"
        session = try TerminalSession(shell.command(program), environment: environment, directory: ritual.home.path)
        expect(CompletingShell.prompt)
        session.type(shell.setup(scriptPath) + "\r")
        expect(CompletingShell.prompt)
    }

    func type(_ keys: String) { session.type(keys) }

    /// Waits for `text` on the terminal, and records an issue with what it showed when it never comes.
    @discardableResult
    func expect(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Bool {
        guard session.waitFor(text) else {
            Issue.record(
                "'\(text)' never showed; the terminal showed:\n\(session.transcript)", sourceLocation: sourceLocation)
            return false
        }
        return true
    }

    func close() {
        session.type("exit\r")
        #expect(session.exit())
    }
}
