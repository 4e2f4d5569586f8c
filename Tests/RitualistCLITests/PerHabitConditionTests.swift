import Foundation
import IntentKit
import IntentKitTesting
import Testing

/// A composition whose condition asks about one habit of a DayStatus result, run in a home of its own.
@Suite struct PerHabitConditionTests {
    static let composition = """
        version: 1
        intent: ReadCheck
        title: Read Check
        summary: Say whether Read is still open, and run later only when the first habit is.
        steps:
          - id: day
            run: DayStatus
            with: {date: today}
          - if: "steps.day.result.habits.Read.completed == false"
            stop: "Read is not done; {{ steps.day.result.habits[Morning Run].name }} is {{ steps.day.result.habits['Morning Run'].progress }}."
          - if: "steps.day.result.habits[0].completed"
            stop: "{{ steps.day.result.habits.0.name }} is done."

        """

    func makeHome() throws -> Ritual {
        let ritual = Ritual()
        _ = try ritual.home.write("intents/ReadCheck.yaml", Self.composition)
        ritual("habit", "add", "Read", "--start", "2025-11-01")
        ritual("habit", "add", "Morning Run", "--start", "2025-11-01")
        return ritual
    }

    @Test func theCompositionPassesCheck() throws {
        let check = try makeHome()("check")
        #expect(check.status == 0, "\(check.stderr)")
    }

    @Test func aConditionOnOneHabitDecidesAtRunTime() throws {
        let ritual = try makeHome()
        let open = ritual("run", "ReadCheck", "--json")
        let steps = try JSONParser.parse(open.stdout)["result"]?["steps"]?.arrayValue ?? []
        #expect(steps.map { $0["status"]?.stringValue } == ["ok", "ok"])
        #expect(steps.last?["stop"] == .string("Read is not done; Morning Run is 0."))
        ritual("run", "CompleteHabit", "habit=Read")
        let done = ritual("run", "ReadCheck", "--json")
        let after = try JSONParser.parse(done.stdout)["result"]?["steps"]?.arrayValue ?? []
        #expect(after.map { $0["status"]?.stringValue } == ["ok", "skipped", "ok"])
        #expect(after.last?["stop"] == .string("Read is done."))
    }
}
