import IntentKit
import IntentKitTesting
import Testing

/// A habit resting on a day shows as resting in the widget, not as if it did not exist.
@Suite struct RestDayStatusTests {
    func home() -> Ritual {
        let ritual = Ritual()
        ritual("habit", "add", "Meditate", "--emoji", "🧘")
        ritual("habit", "add", "Water", "--target", "8", "--unit", "glasses")
        ritual("habit", "add", "Read")
        return ritual
    }

    @Test func aRestingHabitIsListedAsRestingAndLeavesThePercentage() throws {
        let ritual = home()
        ritual("skip", "Read")
        ritual("done", "Meditate")
        #expect(
            ritual("status").stdout == """
                ‹ Saturday 2025-11-08 · today
                [██████████░░░░░░░░░░] 50%  1 of 2 done

                  ○    Water     0/8 glasses
                  ✓ 🧘 Meditate
                  –    Read      resting

                """)
        let status = try JSONParser.parse(ritual("status", "--json").stdout)
        #expect(status["resting"]?.arrayValue?.map { $0["name"] } == [.string("Read")])
        #expect(status["percentage"] == .int(50))
    }

    @Test func aRestDayForEveryHabitSaysSoWithNoProgressBar() throws {
        let ritual = home()
        ritual("skip")
        #expect(
            ritual("status").stdout == """
                ‹ Saturday 2025-11-08 · today

                  A rest day.

                  – 🧘 Meditate  resting
                  –    Water     resting
                  –    Read      resting

                """)
        #expect(ritual("run", "DayStatus").stdout == "2025-11-08: a rest day.\n")
    }
}
