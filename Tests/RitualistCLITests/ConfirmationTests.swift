import Foundation
import IntentKitTesting
import Testing

/// A changing verb says on a terminal's stderr what it did and for which day; a widget or a script hears nothing.
@Suite struct ConfirmationTests {
    func home(stderrIsTerminal: Bool) -> Ritual {
        var ritual = Ritual()
        ritual.stderrIsTerminal = stderrIsTerminal
        ritual("habit", "add", "Meditate", "--start", "2025-11-01")
        ritual("habit", "add", "Water", "--target", "8")
        return ritual
    }

    @Test(arguments: [
        (["done", "Meditate"], "Ran CompleteHabit for 2025-11-08 (habit 'Meditate')."),
        (["done", "Meditate", "--date", "yesterday"], "Ran CompleteHabit for 2025-11-07 (habit 'Meditate')."),
        (["log", "Water", "3"], "Ran LogHabitValue for 2025-11-08 (habit 'Water', value '3', mode 'add')."),
        (
            ["run", "CompleteHabit", "habit=Meditate", "--quiet"],
            "Ran CompleteHabit for 2025-11-08 (habit 'Meditate')."
        ),
        (["habit", "add", "Read"], "Ran AddHabit for 2025-11-08 (name 'Read', start '2025-11-08')."),
        (["skip", "Meditate", "--json"], "Ran SkipDay for 2025-11-08 (habit 'Meditate')."),
    ])
    func aChangingVerbConfirmsInOneLineOnATerminal(words: [String], line: String) {
        let result = home(stderrIsTerminal: true).run(words)
        #expect(result.status == 0)
        #expect(result.stderr == line + "\n")
    }

    @Test(arguments: [["done", "Meditate"], ["run", "CompleteHabit", "habit=Meditate"], ["habit", "add", "Read"]])
    func nothingIsConfirmedWhenStderrIsNotATerminal(words: [String]) {
        let result = home(stderrIsTerminal: false).run(words)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
    }

    @Test(arguments: [
        (["done", "Meditate"], "Completed 'Meditate' on 2025-11-08.\n"),
        (["run", "CompleteHabit", "habit=Meditate"], "Completed 'Meditate' on 2025-11-08.\n"),
        (["log", "Water", "3"], "Logged 'Water' on 2025-11-08: 3 of 8.\n"),
    ])
    func aVerbWhoseSentenceIsOnTheSameTerminalSaysItOnce(words: [String], sentence: String) {
        let result = home(stderrIsTerminal: true).run(words, terminal: true)
        #expect(result.status == 0)
        #expect(result.stdout == sentence)
        #expect(result.stderr.isEmpty)
    }

    @Test(arguments: [
        (["done", "Meditate", "--json"], "Ran CompleteHabit for 2025-11-08 (habit 'Meditate')."),
        (
            ["run", "CompleteHabit", "habit=Meditate", "--quiet"],
            "Ran CompleteHabit for 2025-11-08 (habit 'Meditate')."
        ),
    ])
    func aVerbThatPrintsNoSentenceConfirmsOnTheTerminal(words: [String], line: String) {
        let result = home(stderrIsTerminal: true).run(words, terminal: true)
        #expect(result.status == 0)
        #expect(result.stderr == line + "\n")
    }

    @Test func aPersonAtATerminalReadsOneLineForADone() throws {
        let ritual = home(stderrIsTerminal: false)
        let session = try TerminalSession(
            ["/bin/sh", "-c", "\"$0\" done Meditate; echo end-of-run", Ritual.binary], environment: ritual.environment,
            directory: ritual.home.path)
        #expect(session.waitFor("end-of-run"))
        let lines = session.transcript.split(whereSeparator: \.isNewline).filter { !$0.isEmpty }
        #expect(lines == ["Completed 'Meditate' on 2025-11-08.", "end-of-run"], "\(session.transcript)")
    }

    @Test(arguments: [["status"], ["streak"], ["done", "Nope"], ["run", "DayStatus"]])
    func aReadOrAFailureConfirmsNothing(words: [String]) {
        let result = home(stderrIsTerminal: true).run(words)
        #expect(!result.stderr.contains("Ran "))
    }
}
