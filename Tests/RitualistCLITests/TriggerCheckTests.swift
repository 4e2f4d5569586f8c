import Foundation
import IntentKitTesting
import Testing

/// What `ritual check` says of triggers that only the habit domain can judge: a habit the store does not hold, and
/// automations whose event triggers start each other.
@Suite struct TriggerCheckTests {
    static func automation(_ name: String, on trigger: String, completes habit: String) -> String {
        """
        version: 1
        intent: \(name)
        title: \(name)
        summary: Completes \(habit) after another change.
        on:
        \(trigger)
        steps:
          - run: CompleteHabit
            with: {habit: \(habit)}

        """
    }

    @Test func anEventNarrowedToAnUnknownHabitIsAnErrorWithItsPlace() throws {
        let ritual = Ritual()
        ritual("habit", "add", "Meditate", "--start", "2025-11-01")
        let path = try ritual.home.write(
            "intents/After.yaml",
            Self.automation("After", on: "  - event: completed\n    habit: Meditat", completes: "Meditate"))
        let result = ritual("check")
        #expect(result.status == 78)
        #expect(
            result.stderr.hasPrefix(
                "\(path):7:12: error: unknown habit 'Meditat'. Did you mean 'Meditate'?\n    habit: Meditat\n           ^\n"
            ))
    }

    @Test func twoAutomationsThatStartEachOtherAreAWarningAndStillValid() throws {
        let ritual = Ritual()
        ritual("habit", "add", "Meditate", "--start", "2025-11-01")
        ritual("habit", "add", "Stretch", "--start", "2025-11-01")
        let ping = try ritual.home.write(
            "intents/Ping.yaml",
            Self.automation("Ping", on: "  - event: completed\n    habit: Stretch", completes: "Meditate"))
        let pong = try ritual.home.write(
            "intents/Pong.yaml",
            Self.automation("Pong", on: "  - event: completed\n    habit: Meditate", completes: "Stretch"))
        let result = ritual("check")
        #expect(result.status == 0, "\(result.stderr)")
        let headers = result.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(
            headers
                == [
                    "\(ping):6:5: warning: event triggers can start each other in a cycle (Ping → Pong → Ping); a chain stops at depth 4",
                    "\(pong):6:5: warning: event triggers can start each other in a cycle (Pong → Ping → Pong); a chain stops at depth 4",
                ].map { Substring($0) })
        #expect(result.stdout == "All 25 intents are valid (25 files checked).\n")
    }

    @Test func withoutAStoreHabitsAreNotJudged() throws {
        let ritual = Ritual()
        try ritual.home.write(
            "intents/After.yaml",
            Self.automation("After", on: "  - event: completed\n    habit: Anything", completes: "X"))
        let result = ritual("check")
        #expect(result.status == 0, "\(result.stderr)")
    }
}
