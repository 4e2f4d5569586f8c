import Foundation
import IntentKit
import IntentKitTesting
import Testing

/// The compositions in `Examples/automations/`, run against a home with morning habits.
@Suite struct AutomationExamplesTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/automations")

    func makeHome() throws -> Ritual {
        let ritual = Ritual()
        for file in ["MorningRoutine.yaml", "EndOfDay.yaml"] {
            let text = try String(contentsOf: Self.examples.appendingPathComponent(file), encoding: .utf8)
            _ = try ritual.home.write("intents/" + file, text)
        }
        ritual("habit", "add", "Meditate", "--start", "2025-11-01")
        ritual("habit", "add", "Stretch", "--start", "2025-11-01")
        ritual("habit", "add", "Water", "--target", "8", "--start", "2025-11-01")
        return ritual
    }

    @Test func theExamplesAreValid() throws {
        let check = try makeHome()("check")
        #expect(check.status == 0, "\(check.stderr)")
    }

    @Test func theMorningRoutineCompletesEveryHabitAndASecondPressChangesNothing() throws {
        let ritual = try makeHome()
        let first = ritual("run", "MorningRoutine", "--strict")
        #expect(first.status == 0)
        #expect(
            first.stdout == """
                meditate: Completed 'Meditate' on 2025-11-08.
                CompleteHabit: Completed 'Stretch' on 2025-11-08.
                LogHabitValue: Logged 'Water' on 2025-11-08: 1 of 8.

                """)
        let second = ritual("run", "MorningRoutine", "--strict")
        #expect(second.status == 0)
        #expect(
            second.stdout == """
                meditate: 'Meditate' already completed today.
                CompleteHabit: 'Stretch' already completed today.
                LogHabitValue: skipped

                """)
        #expect(ritual("run", "DayStatus").stdout == "2025-11-08: 2 of 3 done (66%); remaining: Water.\n")
    }

    @Test func theEndOfDayCheckNamesWhatRemainsAndFailsQuietlyWhenAllIsDone() throws {
        let ritual = try makeHome()
        ritual("run", "CompleteHabit", "habit=Meditate")
        let remaining = ritual("run", "EndOfDay", "--strict")
        #expect(remaining.status == 0)
        #expect(remaining.stdout.hasPrefix("status: 2025-11-08: 1 of 3 done (33%); remaining: Stretch, Water.\n"))
        ritual("run", "CompleteHabit", "habit=Stretch")
        ritual("run", "LogHabitValue", "habit=Water", "value=8")
        let quiet = ritual("run", "EndOfDay")
        #expect(quiet.status == 0)
        #expect(quiet.stdout == "")
        #expect(quiet.stderr == "")
        let strict = ritual("run", "EndOfDay", "--strict")
        #expect(strict.status == 65)
        #expect(strict.stderr == "Error: Everything is done on 2025-11-08.\n")
        let json = ritual("run", "EndOfDay", "--json")
        let outcome = try JSONParser.parse(json.stdout)
        #expect(outcome["error"]?["case"] == .string("stopped"))
        #expect(outcome["result"]?["steps"]?.arrayValue?.first?["result"]?["allCompleted"] == .bool(true))
    }

    @Test func theJournalRecordOfACompositionHoldsItsSteps() throws {
        let ritual = try makeHome()
        ritual("run", "MorningRoutine")
        ritual("run", "MorningRoutine")
        let records = try JSONParser.parse(ritual("journal", "--json").stdout).arrayValue ?? []
        let runs = Array(records.filter { $0["intent"] == .string("MorningRoutine") }.reversed())
        #expect(runs.count == 2)
        let first = runs[0]["steps"]?.arrayValue ?? []
        #expect(first.map { $0["status"] } == [.string("ok"), .string("ok"), .string("ok")])
        #expect(first.first?["id"] == .string("meditate"))
        let second = runs[1]["steps"]?.arrayValue ?? []
        #expect(second.map { $0["status"] } == [.string("failed"), .string("failed"), .string("skipped")])
        #expect(second.first?["error"]?["case"] == .string("alreadyLoggedToday"))
        #expect(records.filter { $0["intent"] == .string("CompleteHabit") }.allSatisfy { $0["steps"] == nil })
    }

    @Test func describeAndListShowTheSteps() throws {
        let ritual = try makeHome()
        let describe = ritual("describe", "MorningRoutine").stdout
        #expect(
            describe.contains(
                """
                Steps (mode: single):
                  1. run: CompleteHabit (id: meditate), continues on error
                  2. run: CompleteHabit, continues on error
                  3. run: LogHabitValue, if steps.meditate.ok
                """))
        let list = try JSONParser.parse(ritual("list", "--json").stdout).arrayValue ?? []
        let routine = list.first { $0["name"] == .string("MorningRoutine") }
        let conditions = routine?["steps"]?.arrayValue?.map { $0["if"]?.stringValue }
        #expect(conditions == [nil, nil, "steps.meditate.ok"])
    }
}
