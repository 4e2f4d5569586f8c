import Foundation
import IntentKitTesting
import Testing

/// Tab pressed in a real bash, zsh and fish on a terminal: habit names reach the shell as inert text, and the
/// command that runs gets the habit's exact name.
@Suite struct ShellCompletionTerminalTests {
    /// What is typed before Tab, the habit it completes to, a word of that name that shows once it has
    /// (completing is done), and the habits in the home.
    struct Completion: Sendable, CustomTestStringConvertible {
        let typed: String
        let name: String
        let tail: String
        let habits: [String]

        var testDescription: String { "'\(typed)' to '\(name)'" }
    }

    /// `$(touch marker)` is offered alone, so Tab completes it; beside it, `Wim's run` is completed while the
    /// other is on the list the store gives. zsh reads a colon as the start of a description; the last name holds
    /// the rest of what a shell expands.
    static let completions = [
        Completion(typed: "W", name: "Wim's run", tail: "run", habits: ["Wim's run", "$(touch marker)"]),
        Completion(typed: "", name: "$(touch marker)", tail: "marker", habits: ["$(touch marker)"]),
        Completion(typed: "R", name: #"Run: 5k \o"#, tail: "5k", habits: [#"Run: 5k \o"#]),
        Completion(
            typed: "T", name: "Tea `touch marker`; {a,b} & ~*", tail: "marker",
            habits: ["Tea `touch marker`; {a,b} & ~*"]),
    ]

    @Test(.enabled(if: CompletingShell.bash.program != nil, "bash is not installed"), arguments: completions)
    func bashCompletesTheExactNameAndRunsNothingInIt(completion: Completion) throws {
        try complete(completion, in: .bash)
    }

    @Test(.enabled(if: CompletingShell.zsh.program != nil, "zsh is not installed"), arguments: completions)
    func zshCompletesTheExactNameAndRunsNothingInIt(completion: Completion) throws {
        try complete(completion, in: .zsh)
    }

    @Test(.enabled(if: CompletingShell.fish.program != nil, "fish is not installed"), arguments: completions)
    func fishCompletesTheExactNameAndRunsNothingInIt(completion: Completion) throws {
        try complete(completion, in: .fish)
    }

    /// Types `ritual done`, the prefix and Tab, then Enter, and checks what ran: `ritual` got the habit's exact
    /// name as its argument and completed it, and no marker file was made.
    func complete(_ completion: Completion, in shell: CompletingShell) throws {
        let program = try #require(shell.program)
        let ritual = Ritual()
        for habit in completion.habits { #expect(ritual("habit", "add", habit).status == 0) }
        let script = try ritual.binary("--generate-completion-script", shell.rawValue).stdout
        let scriptPath = try ritual.home.write(shell.scriptFile, script)
        var environment = ritual.environment
        environment["PATH"] = try recordingRitual(in: ritual.home) + ":/usr/bin:/bin"
        environment["PS1"] = CompletingShell.prompt
        let session = try TerminalSession(shell.command(program), environment: environment, directory: ritual.home.path)
        let steps = [
            ("", CompletingShell.prompt),
            (shell.setup(scriptPath) + "\r", CompletingShell.prompt),
            ("ritual done " + completion.typed + "\t", completion.tail),
            ("\r", "Completed '\(completion.name)' on 2025-11-08."),
            ("", CompletingShell.prompt),
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
        #expect(
            try String(contentsOfFile: ritual.home.path("done-arguments"), encoding: .utf8) == completion.name + "\n")
        #expect(!FileManager.default.fileExists(atPath: ritual.home.path("marker")), "\(session.transcript)")
    }

    /// A folder holding a `ritual` that writes the habit `ritual done` is given to `done-arguments`, then runs the
    /// built one with the same arguments: a unique prefix would complete the same habit, so what ran is checked
    /// as well as what it did.
    func recordingRitual(in home: TemporaryDirectory) throws -> String {
        let record = home.path("done-arguments")
        let program = try home.write(
            "bin/ritual",
            """
            #!/bin/sh
            if [ "$1" = done ]; then printf '%s\\n' "$2" > '\(record)'; fi
            exec '\(Ritual.binary)' "$@"

            """)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program)
        return home.path("bin")
    }
}
