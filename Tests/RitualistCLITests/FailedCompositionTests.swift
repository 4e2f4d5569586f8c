import Foundation
import IntentKit
import IntentKitTesting
import Testing

/// What a composition that failed shows: the steps that ran, the failed one last, and which step failed.
@Suite struct FailedCompositionTests {
    static let failing = """
        version: 1
        intent: HalfRoutine
        title: Half Routine
        summary: Completes one habit, then fails on one that does not exist.
        steps:
          - id: meditate
            run: CompleteHabit
            with: {habit: Meditate}
          - id: ghost
            run: CompleteHabit
            with: {habit: Ghost}
          - run: CompleteHabit
            with: {habit: Stretch}

        """

    static let allFailing = """
        version: 1
        intent: NothingWorks
        title: Nothing Works
        summary: Every step fails, each allowed to.
        steps:
          - id: ghost
            run: CompleteHabit
            with: {habit: Ghost}
            continue_on_error: true
          - id: phantom
            run: CompleteHabit
            with: {habit: Phantom}
            continue_on_error: true

        """

    func makeHome() throws -> Ritual {
        let ritual = Ritual()
        _ = try ritual.home.write("intents/HalfRoutine.yaml", Self.failing)
        _ = try ritual.home.write("intents/NothingWorks.yaml", Self.allFailing)
        ritual("habit", "add", "Meditate", "--start", "2025-11-01")
        ritual("habit", "add", "Stretch", "--start", "2025-11-01")
        return ritual
    }

    /// The message a single run of CompleteHabit fails with for `habit`.
    func message(_ ritual: Ritual, habit: String) throws -> String {
        let outcome = try JSONParser.parse(ritual("run", "CompleteHabit", "habit=\(habit)", "--json").stdout)
        return try #require(outcome["error"]?["message"]?.stringValue)
    }

    @Test func aFailedCompositionPrintsTheStepsThatRanWithTheFailedOneLast() throws {
        let ritual = try makeHome()
        let ghost = try message(ritual, habit: "Ghost")
        let silent = ritual("run", "HalfRoutine", terminal: true)
        #expect(silent.status == 0)
        #expect(silent.stdout == "meditate: Completed 'Meditate' on 2025-11-08.\nghost: \(ghost)\n")
        #expect(silent.stderr == "")
        ritual("run", "UndoCompletion", "habit=Meditate")
        let strict = ritual("run", "HalfRoutine", "--strict", terminal: true)
        #expect(strict.status != 0)
        #expect(strict.stdout == "meditate: Completed 'Meditate' on 2025-11-08.\nghost: \(ghost)\n")
        #expect(strict.stderr.hasPrefix("Error: Step 'ghost' failed: \(ghost)"))
        ritual("run", "UndoCompletion", "habit=Meditate")
        let json = try JSONParser.parse(ritual("run", "HalfRoutine", "--json").stdout)
        #expect(json["ok"] == .bool(false))
        #expect(json["error"]?["message"] == .string("Step 'ghost' failed: \(ghost)"))
        #expect(json["result"]?["steps"]?.arrayValue?.map { $0["status"]?.stringValue } == ["ok", "failed"])
        #expect(ritual("run", "DayStatus").stdout.contains("remaining: Stretch."))
    }

    @Test func aCompositionWhoseEveryStepFailedHasFailed() throws {
        let ritual = try makeHome()
        let phantom = try message(ritual, habit: "Phantom")
        let json = try JSONParser.parse(ritual("run", "NothingWorks", "--json").stdout)
        #expect(json["ok"] == .bool(false))
        #expect(json["error"]?["message"] == .string("Every step failed (2 steps); the last, 'phantom': \(phantom)"))
        #expect(json["result"]?["steps"]?.arrayValue?.count == 2)
        let strict = ritual("run", "NothingWorks", "--strict", terminal: true)
        #expect(strict.status != 0)
        #expect(strict.stdout.hasSuffix("phantom: \(phantom)\n"))
        #expect(strict.stderr.hasPrefix("Error: Every step failed (2 steps); the last, 'phantom': \(phantom)"))
    }
}
