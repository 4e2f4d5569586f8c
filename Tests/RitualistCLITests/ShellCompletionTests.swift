import Foundation
import IntentKitTesting
import Testing

/// Shell completion: intent names, their parameters and values, habit names and date words.
@Suite struct ShellCompletionTests {
    func home() throws -> Ritual {
        let ritual = Ritual()
        ritual("habit", "add", "Meditate")
        ritual("habit", "add", "Water", "--target", "8")
        try ritual.home.write("intents/Hydrate.yaml", HydrateDeclaration.text())
        return ritual
    }

    /// What `ritual ---completion` answers for `argument` of the subcommand (`words[1]` unless told), the last
    /// word being completed.
    func complete(_ ritual: Ritual, _ argument: String, _ words: [String], command: [String]? = nil) -> [String] {
        let position = [String(words.count - 1), String(words.last!.count)]
        let result = ritual.run(["---completion"] + (command ?? [words[1]]) + ["--", argument] + position + words)
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test func intentNamesCompleteWhateverTheCaseTyped() throws {
        let ritual = try home()
        #expect(complete(ritual, "positional@0", ["ritual", "run", ""]).contains("Hydrate"))
        #expect(complete(ritual, "positional@0", ["ritual", "run", "CompleteH"]) == ["CompleteHabit"])
        #expect(complete(ritual, "positional@0", ["ritual", "run", "completeh"]) == ["completehabit"])
    }

    @Test(arguments: [
        (["ritual", "run", "CompleteHabit", ""], ["habit=", "date=", "value="]),
        (["ritual", "run", "CompleteHabit", "habit=Meditate", ""], ["date=", "value="]),
        (["ritual", "run", "CompleteHabit", "habit=Me"], ["habit=Meditate"]),
        (["ritual", "run", "CompleteHabit", "habit", "=", "w"], ["water"]),
        (["ritual", "run", "CompleteHabit", "habit", "="], ["Meditate", "Water"]),
        (["ritual", "run", "LogHabitValue", "mode="], ["mode=add", "mode=set"]),
        (["ritual", "run", "CompleteHabit", "date=ye"], ["date=yesterday"]),
        (["ritual", "run", "Hydrate", ""], ["habit=", "value="]),
    ])
    func parametersAndTheirValuesCompleteAfterTheIntent(words: [String], expected: [String]) throws {
        #expect(complete(try home(), "positional@1", words) == expected)
    }

    @Test func habitNamesAndDateWordsCompleteWhereACommandTakesThem() throws {
        let ritual = try home()
        #expect(complete(ritual, "positional@0", ["ritual", "done", ""]) == ["Meditate", "Water"])
        #expect(
            complete(ritual, "--date", ["ritual", "done", "Meditate", "--date", ""]) == [
                "today", "yesterday", "selected",
            ])
        #expect(complete(ritual, "--habit", ["ritual", "streak", "--habit", "W"]) == ["Water"])
        #expect(
            complete(ritual, "--start", ["ritual", "habit", "add", "Run", "--start", "t"], command: ["habit", "add"])
                == ["today", "tomorrow"])
    }

    @Test func completingNeverCreatesAStore() {
        let ritual = Ritual()
        #expect(complete(ritual, "positional@0", ["ritual", "done", ""]).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: ritual.home.path("ritualist.sqlite")))
    }

    /// The generated bash script, sourced in an interactive bash, as a shell calls it on TAB.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash")))
    func bashCompletesAHabitAfterHabitEquals() throws {
        let ritual = try home()
        let script = try ritual.binary("--generate-completion-script", "bash").stdout
        try ritual.home.write("ritual.bash", script)
        let call = """
            source \(ritual.home.path("ritual.bash"))
            complete -p ritual
            COMP_WORDS=(ritual run CompleteHabit habit=Me); COMP_CWORD=3
            COMP_LINE='ritual run CompleteHabit habit=Me'; COMP_POINT=${#COMP_LINE}
            _ritual ritual habit=Me CompleteHabit
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        var environment = ritual.environment
        environment["PATH"] = URL(fileURLWithPath: Ritual.binary).deletingLastPathComponent().path + ":/usr/bin:/bin"
        let result = try ProcessRunner.run(
            "/bin/bash", ["--norc", "--noprofile", "-i", "-c", call], environment: environment, stdin: nil)
        #expect(result.stdout == "complete -F _ritual ritual\nhabit=Meditate\n", "\(result.stderr)")
    }
}
