import IntentKit
import IntentKitTesting
import RitualistCore
import Testing

/// A failure says the same words everywhere it is reported: after `Error:` on stderr under `--strict`, in the
/// `--json` outcome, and in the journal; those words are its case's template filled with its values.
@Suite struct FailureVoicesTests {
    func home() -> Ritual {
        let ritual = Ritual()
        ritual("habit", "add", "Meditate", "--start", "2025-11-01")
        ritual("done", "Meditate")
        return ritual
    }

    static let today = Day(iso: "2025-11-08") ?? Day(ordinal: 0)

    static let failures: [([String], any IntentFailure, String)] = [
        (
            ["run", "CompleteHabit", "habit=Meditate"],
            LogHabitError.alreadyLogged(name: "Meditate", day: today, today: today),
            "'Meditate' already completed today."
        ),
        (
            ["run", "CompleteHabit", "habit=Medidate"],
            ParameterError.unknownEntity(type: "habit", value: "Medidate", suggestions: ["Meditate"]),
            "No habit named 'Medidate'. Did you mean 'Meditate'?"
        ),
        (["run", "Nope"], RunnerError.unknownIntent(name: "Nope", suggestion: nil), "No intent named 'Nope'."),
        (
            ["run", "SkipDay", "habit=Meditate"],
            RestDayError.completedDay(names: ["Meditate"], day: today, allHabits: false),
            "Cannot rest 'Meditate' on 2025-11-08: it is done that day, and a completion wins over a rest day."
        ),
    ]

    @Test(arguments: failures.indices)
    func strictStderrTheJSONOutcomeAndTheJournalSayTheErrorsWords(_ index: Int) throws {
        let (words, failure, message) = Self.failures[index]
        #expect(failure.message == message)
        let ritual = home()
        let strict = ritual.run(words + ["--strict"])
        #expect(strict.status == failure.category.exitCode)
        #expect(strict.stderr.hasPrefix("Error: \(message)"))
        let outcome = try JSONParser.parse(ritual.run(words + ["--json"]).stdout)
        #expect(outcome["error"]?["case"] == .string(failure.caseName))
        #expect(outcome["error"]?["message"] == .string(message))
        let journal = try JSONParser.parse(ritual("journal", "--json", "--limit", "1").stdout)
        #expect(journal.arrayValue?.first?["error"]?["message"] == .string(message))
    }
}
