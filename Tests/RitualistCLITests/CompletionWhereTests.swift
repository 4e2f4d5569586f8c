import Foundation
import IntentKitTesting
import Testing

/// Completion offers what each word takes: a file name only where a path is expected, the categories after
/// `--category`, the numeric habits after `log`, and after a verb's `--date` only the days it accepts.
@Suite struct CompletionWhereTests {
    /// Read (binary, "Evening"), Water (numeric, "health") and Steps (numeric, "Health": the same category).
    func home() -> Ritual {
        let ritual = Ritual()
        ritual("habit", "add", "Read", "--category", "Evening")
        ritual("habit", "add", "Water", "--target", "8", "--category", "health")
        ritual("habit", "add", "Steps", "--target", "8000", "--category", "Health")
        return ritual
    }

    /// What `ritual ---completion` answers for `argument` of `command`, the last of `words` being completed.
    func complete(_ ritual: Ritual, _ command: [String], _ argument: String, _ words: [String]) -> [String] {
        let position = [String(words.count - 1), String(words.last!.count)]
        let result = ritual.run(["---completion"] + command + ["--", argument] + position + words)
        return result.stdout.split(separator: "\n").map(String.init)
    }

    static let cases: [(command: [String], argument: String, words: [String], offered: [String])] = [
        (["log"], "positional@0", ["ritual", "log", ""], ["Water", "Steps"]),
        (["done"], "positional@0", ["ritual", "done", ""], ["Read", "Water", "Steps"]),
        (["status"], "--category", ["ritual", "status", "--category", ""], ["Evening", "health"]),
        (["streak"], "--category", ["ritual", "streak", "--category", "h"], ["health"]),
        (["stats"], "--category", ["ritual", "stats", "--category", "E"], ["Evening"]),
        (["calendar"], "--category", ["ritual", "calendar", "--category", ""], ["Evening", "health"]),
        (["habit", "list"], "--category", ["ritual", "habit", "list", "--category", ""], ["Evening", "health"]),
        (
            ["run"], "positional@1", ["ritual", "run", "DayStatus", "category="],
            ["category=Evening", "category=health"]
        ),
        (["done"], "--date", ["ritual", "done", "Read", "--date", ""], ["today", "yesterday", "selected"]),
        (["log"], "--date", ["ritual", "log", "Water", "--date", "t"], ["today"]),
        (["undo"], "--date", ["ritual", "undo", "Read", "--date", ""], ["today", "yesterday", "selected"]),
        (["skip"], "--date", ["ritual", "skip", "--date", "t"], ["today", "tomorrow"]),
    ]

    @Test(arguments: cases)
    func eachWordOffersWhatItTakes(command: [String], argument: String, words: [String], offered: [String]) {
        #expect(complete(home(), command, argument, words) == offered)
    }

    /// In a folder holding `log/`, `ritual lo` and Tab completes the command `log ` (where `complete -o filenames`
    /// made it `log/`), while a path after `check` still completes to the folder.
    @Test(.enabled(if: CompletingShell.bash.program != nil, "bash is not installed"))
    func bashCompletesACommandAsAWordAndAPathAsAFileName() throws {
        let program = try #require(CompletingShell.bash.program)
        let ritual = home()
        try FileManager.default.createDirectory(atPath: ritual.home.path("log"), withIntermediateDirectories: true)
        let script = try ritual.binary("--generate-completion-script", "bash").stdout
        #expect(!script.contains("complete -o filenames"))
        let scriptPath = try ritual.home.write("ritual.bash", script)
        var environment = ritual.environment
        environment["PATH"] = URL(fileURLWithPath: Ritual.binary).deletingLastPathComponent().path + ":/usr/bin:/bin"
        environment["PS1"] = CompletingShell.prompt
        let session = try TerminalSession(
            CompletingShell.bash.command(program), environment: environment, directory: ritual.home.path)
        let steps = [
            ("", CompletingShell.prompt),
            ("source \(scriptPath)\r", CompletingShell.prompt),
            ("ritual lo\t", "ritual log "),
            ("Water 2\r", "Logged 'Water' on 2025-11-08: 2 of 8"),
            ("", CompletingShell.prompt),
            ("ritual check lo\t", "ritual check log/"),
            ("\r", CompletingShell.prompt),
        ]
        for (keys, shown) in steps {
            session.type(keys)
            guard session.waitFor(shown) else {
                Issue.record("'\(shown)' never showed after '\(keys)'; the terminal showed:\n\(session.transcript)")
                break
            }
        }
        session.type("exit\r")
        #expect(session.exit())
    }
}
