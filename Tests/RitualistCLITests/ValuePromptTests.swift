import Foundation
import IntentKit
import Testing

/// A missing value is asked for: on a terminal, else by config.yaml's `prompt.command`; never with `--json`,
/// `--no-prompt` or `RITUALIST_NO_PROMPT=1`, nor without a terminal or a command, so a script never hangs.
@Suite struct ValuePromptTests {
    /// A home with a binary and a numeric habit, whose prompt command is a script printing `answer` (or exiting
    /// with `status`); every argument it receives is written, one a line, to `asked`.
    struct Home {
        var ritual = Ritual()
        var asked: String { ritual.home.path("asked") }

        init(
            answer: String? = nil, status: Int = 0, delay: Int = 0,
            command: String = #"["{prompt}", --title, "Ritual: {question}"]"#
        ) throws {
            ritual("habit", "add", "Meditate")
            ritual("habit", "add", "Water", "--target", "8", "--unit", "glasses")
            guard let answer else { return }
            let script = """
                #!/bin/sh
                for argument in "$@"; do printf '%s\\n' "$argument" >> '\(asked)'; done
                sleep \(delay)
                printf '%s' '\(answer)'
                exit \(status)

                """
            let prompt = ritual.home.path("prompt.sh")
            try PluginHome.executable(prompt, script)
            _ = try ritual.home.write(
                "config.yaml",
                "prompt:\n  command: " + command.replacingOccurrences(of: "{prompt}", with: prompt) + "\n"
                    + (delay > 0 ? "  timeout: 1\n" : ""))
        }

        var questions: [String] {
            ((try? String(contentsOfFile: asked, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }

        func lastJournalLine() -> String {
            ritual("journal", "--limit", "1").stdout.split(separator: "\n").first.map(String.init) ?? ""
        }
    }

    @Test func aPromptCommandGivesANumericHabitsAmountToCompleteHabit() throws {
        let home = try Home(answer: "3\n")
        let result = home.ritual("run", "CompleteHabit", "habit=Water", "--strict")
        #expect(result.status == 0)
        #expect(result.stdout == "Logged 'Water' on 2025-11-08: 3 of 8 glasses.\n")
        #expect(home.questions == ["--title", "Ritual: Amount for 'Water'"])
        let journal = home.ritual("journal").stdout
        #expect(journal.contains("CompleteHabit habit=Water date=2025-11-08 value=3  ok"))
        #expect(!journal.contains("needsValue"))
    }

    @Test func aPromptCommandGivesLogHabitValueItsRequiredValue() throws {
        let home = try Home(answer: "2")
        let result = home.ritual("run", "LogHabitValue", "habit=Water", "--strict")
        #expect(result.stdout == "Logged 'Water' on 2025-11-08: 2 of 8 glasses.\n")
        #expect(home.questions == ["--title", "Ritual: Amount for 'Water'"])
        #expect(home.lastJournalLine().contains("LogHabitValue habit=Water value=2 mode=add date=2025-11-08  ok"))
    }

    @Test func theQuestionIsTheLastArgumentWithoutAPlaceholder() throws {
        let home = try Home(answer: "1", command: #"["{prompt}", --entry]"#)
        #expect(home.ritual("run", "CompleteHabit", "habit=Water").stdout.hasPrefix("Logged 'Water'"))
        #expect(home.questions == ["--entry", "Amount for 'Water'"])
    }

    @Test(arguments: [(answer: "", status: 0), (answer: "5", status: 1)])
    func aCancelledPromptIsAQuietNoOp(answer: String, status: Int) throws {
        let home = try Home(answer: answer, status: status)
        let result = home.ritual("run", "CompleteHabit", "habit=Water", "--strict")
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty && result.stderr.isEmpty)
        #expect(home.lastJournalLine().contains("✗ cancelled"))
        #expect(home.ritual("run", "LogHabitValue", "habit=Water", "value=1").stdout.contains("1 of 8 glasses"))
    }

    @Test func aPromptThatDoesNotAnswerInTimeIsKilledAndCancelled() throws {
        let home = try Home(answer: "3", delay: 60)
        let start = ContinuousClock.now
        let result = home.ritual("run", "CompleteHabit", "habit=Water", "--strict")
        #expect(ContinuousClock.now - start < .seconds(30))
        #expect(result.status == 0 && result.stdout.isEmpty)
        #expect(home.lastJournalLine().contains("✗ cancelled"))
    }

    @Test func aBadAnswerFailsAsABadValue() throws {
        let home = try Home(answer: "abc")
        let result = home.ritual("run", "LogHabitValue", "habit=Water", "--strict")
        #expect(result.status == 64)
        #expect(result.stderr == "Error: Invalid value 'abc' for parameter 'value': expected a number.\n")
        #expect(home.lastJournalLine().contains("✗ invalidParameter"))
    }

    @Test func aHostileAnswerArrivesAsPlainText() throws {
        let hostile = "$(touch pwned); `touch pwned`"
        let home = try Home(answer: hostile)
        let result = home.ritual("run", "AddHabit", "--strict")
        #expect(result.stdout.hasPrefix("Added '\(hostile)'"), "\(result.stderr)")
        #expect(home.ritual("habit", "list").stdout.contains(hostile))
        let cwd = FileManager.default.currentDirectoryPath
        #expect(!FileManager.default.fileExists(atPath: cwd + "/pwned"))
        #expect(!FileManager.default.fileExists(atPath: home.ritual.home.path("pwned")))
    }

    @Test func theTerminalAsksOnStderrAndReadsStdin() throws {
        let home = try Home()
        let done = home.ritual.run(["done", "Water"], stdin: "4", terminal: true)
        #expect(done.stdout == "Logged 'Water' on 2025-11-08: 4 of 8 glasses.\n")
        #expect(done.stderr == "Amount for 'Water': ")
        let log = home.ritual.run(["log", "Water"], stdin: "1", terminal: true)
        #expect(log.stdout == "Logged 'Water' on 2025-11-08: 5 of 8 glasses.\n")
        let cancelled = home.ritual.run(["log", "Water"], stdin: nil, terminal: true)
        #expect(cancelled.status == 0)
        #expect(cancelled.stdout.isEmpty)
        #expect(home.lastJournalLine().contains("✗ cancelled"))
    }

    /// However the amount comes to be missing, the question is the one worded from the habit, named as it is.
    @Test(arguments: [
        ["done", "Water"], ["log", "Water"], ["log", "wat"], ["log", "Water", "--set"],
        ["run", "LogHabitValue", "habit=WATER"], ["run", "CompleteHabit", "habit=water"],
    ])
    func everyMissingAmountIsAskedForInOneWordingFromTheHabit(words: [String]) throws {
        let home = try Home()
        let result = home.ritual.run(words, stdin: "2", terminal: true)
        #expect(result.status == 0)
        #expect(result.stderr == "Amount for 'Water': ")
        let status = try JSONParser.parse(home.ritual("status", "--json").stdout)
        #expect(status["habits"]?.arrayValue?.last?["progress"] == .double(2))
    }

    @Test func aRequiredParameterIsAskedForOneAfterAnother() throws {
        let home = try Home()
        let result = home.ritual.run(["run", "LogHabitValue"], stdin: "wat\n2", terminal: true)
        #expect(result.stdout == "Logged 'Water' on 2025-11-08: 2 of 8 glasses.\n")
        #expect(result.stderr.hasPrefix("habit for LogHabitValue: "))
    }

    @Test func aCompositionAsksForItsOwnParametersButNotItsSteps() throws {
        let home = try Home(answer: "Water")
        _ = try home.ritual.home.write(
            "intents/Drink.yaml",
            """
            version: 1
            intent: Drink
            title: Drink
            summary: Completes a habit.
            parameters:
              habit: {type: habit, required: true}
            steps:
              - run: CompleteHabit
                with: {habit: "{{ habit }}"}

            """)
        let result = home.ritual("run", "Drink", "--strict")
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("Error: Step 'CompleteHabit' failed: Cannot log 'Water'"))
        #expect(home.questions == ["--title", "Ritual: habit for Drink"])
        #expect(home.lastJournalLine().contains("✗ needsValue"))
    }

    @Test(arguments: [
        (["--no-prompt"], [String: String]()), (["--json"], [:]), ([], ["RITUALIST_NO_PROMPT": "1"]),
    ])
    func turnedOffItFailsWithNeedsValue(flags: [String], environment: [String: String]) throws {
        var home = try Home(answer: "3")
        home.ritual.extra = environment
        let result = home.ritual.run(["run", "CompleteHabit", "habit=Water", "--strict"] + flags, terminal: true)
        #expect(result.stdout.contains("needsValue") == flags.contains("--json"))
        #expect(result.status == 65)
        #expect(home.questions.isEmpty)
        #expect(home.lastJournalLine().contains("✗ needsValue"))
    }

    @Test func theVerbsTakeNoPromptToo() throws {
        let home = try Home(answer: "3")
        let result = home.ritual.run(["done", "Water", "--no-prompt"], terminal: true)
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("Error: Cannot log 'Water': A numeric habit needs an amount"))
        #expect(home.ritual("log", "Water", "--no-prompt").status == 64)
        #expect(home.questions.isEmpty)
    }

    @Test func withoutATerminalOrACommandNothingIsAsked() throws {
        let home = try Home()
        let result = home.ritual("run", "CompleteHabit", "habit=Water", "--strict", stdin: "3")
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "Error: Cannot log 'Water': A numeric habit needs an amount; add or set a value. Give an amount: "
                + "'ritual log Water N' (or 'ritual run LogHabitValue habit=Water value=N').\n")
        #expect(home.lastJournalLine().contains("✗ needsValue"))
    }

    @Test func aBatchNeverAsks() throws {
        let home = try Home(answer: "3")
        let line = #"{"intent": "CompleteHabit", "params": {"habit": "Water"}}"#
        let result = home.ritual("run", "--batch", stdin: line)
        #expect(result.stdout.contains(#""case":"needsValue""#))
        #expect(home.questions.isEmpty)
    }

    @Test(arguments: [
        ("prompt: zenity", "1:9: error: prompt must be a mapping such as {command: [zenity, --entry, --text]}"),
        (
            "prompt:\n  command: zenity",
            "2:12: error: expected a command as a list of words, such as [rofi, -dmenu, -p, \"{question}\"], found "
                + "the value 'zenity'"
        ),
        (
            "prompt:\n  command: [zenity]\n  timeout: never",
            "3:12: error: invalid timeout the value 'never' (expected seconds, 0 to 3600)"
        ),
        ("prompt:\n  comand: [zenity]", "2:3: error: unknown prompt setting 'comand' (expected command or timeout)"),
    ])
    func aBrokenPromptSettingIsReportedWithItsPlace(config: String, expected: String) throws {
        let ritual = Ritual()
        let path = try ritual.home.write("config.yaml", config + "\n")
        let result = ritual("check")
        #expect(result.status == 78)
        #expect(result.stdout == "")
        #expect(result.stderr.split(separator: "\n").contains { $0 == path + ":" + expected })
    }

    /// A prompt command given as a path must be one that does not depend on where a run starts, and `check` looks
    /// for the program as a run would (`{home}` stands for the home).
    @Test(arguments: [
        (
            "[bin/ask, --entry]",
            "2:13: error: prompt command 'bin/ask' is a relative path (expected an absolute path, "
                + "or a program name to look up in PATH)"
        ),
        ("[/nonexistent/ask]", "2:13: error: prompt command '/nonexistent/ask' does not exist"),
        ("[\"{home}/ask.txt\"]", "2:13: error: prompt command '{home}/ask.txt' is not an executable file"),
        ("[{home}]", "2:13: error: prompt command '{home}' is not an executable file"),
        (
            "[no-such-asker, --entry]",
            "2:13: error: prompt command 'no-such-asker' is not found in PATH (/usr/bin:/bin)"
        ),
    ])
    func aPromptCommandThatCannotRunIsReportedByCheck(command: String, expected: String) throws {
        let ritual = Ritual()
        try ritual.home.write("ask.txt", "#!/bin/sh\necho 3\n")
        let home = ritual.home.path
        let path = try ritual.home.write(
            "config.yaml", "prompt:\n  command: " + command.replacingOccurrences(of: "{home}", with: home) + "\n")
        let result = ritual("check")
        #expect(result.status == 78)
        #expect(result.stderr.hasPrefix(path + ":" + expected.replacingOccurrences(of: "{home}", with: home) + "\n"))
        #expect(result.stderr.hasSuffix("1 error in 1 file.\n"))
    }

    @Test func aPromptCommandFoundInPathOrGivenAbsolutelyPassesCheck() throws {
        let ritual = Ritual()
        try ritual.home.write("config.yaml", "prompt:\n  command: [sh, -c, 'echo 3']\n")
        #expect(ritual("check").status == 0)
        let home = try Home(answer: "3")
        #expect(home.ritual("check").status == 0)
    }
}
