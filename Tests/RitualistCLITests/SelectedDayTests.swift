import IntentKit
import IntentKitTesting
import Testing

/// The widget's selected day cannot go stale: a day navigated to lasts until the next local midnight.
@Suite struct SelectedDayTests {
    func home(at now: String, zone: String = "America/New_York") -> Ritual {
        var ritual = Ritual()
        ritual.now = now
        ritual.zone = zone
        ritual("habit", "add", "Meditate", "--start", "2025-11-01")
        return ritual
    }

    @Test func previousDayAt2200ThenAt0010StatusShowsTodayAndCompleteHabitCompletesToday() throws {
        var ritual = home(at: "2025-11-08T22:00:00")
        #expect(ritual("run", "PreviousDay").stdout == "Selected 2025-11-07.\n")
        #expect(ritual("status").stdout.hasPrefix("‹ Friday 2025-11-07 ›\n"))
        ritual.now = "2025-11-09T00:10:00"
        #expect(ritual("status").stdout.hasPrefix("‹ Sunday 2025-11-09 · today\n"))
        #expect(ritual("run", "CompleteHabit", "habit=Meditate").stdout == "Completed 'Meditate' on 2025-11-09.\n")
    }

    @Test func aSelectionMadeJustBeforeASpringForwardMidnightStillExpiresAtIt() throws {
        // Havana springs forward at midnight (00:00 → 01:00) on 2025-03-09.
        var ritual = home(at: "2025-03-08T23:30:00", zone: "America/Havana")
        ritual("habit", "edit", "Meditate", "--start", "2025-03-01")
        #expect(ritual("run", "PreviousDay").stdout == "Selected 2025-03-07.\n")
        ritual.now = "2025-03-09T01:05:00"
        #expect(ritual("run", "CompleteHabit", "habit=Meditate").stdout == "Completed 'Meditate' on 2025-03-09.\n")
    }

    @Test func aTimeZoneChangeThatMakesAnotherDayTodayEndsTheSelection() throws {
        var ritual = home(at: "2025-11-08T20:00:00")
        #expect(ritual("run", "PreviousDay").stdout == "Selected 2025-11-07.\n")
        // 20:00 in New York is already 02:00 on the 9th in Berlin.
        ritual.zone = "Europe/Berlin"
        ritual.now = "2025-11-09T02:00:00"
        #expect(ritual("status", "--json").stdout.hasPrefix("{\n  \"date\": \"2025-11-09\",\n  \"isToday\": true,"))
    }

    @Test func aSelectionStaysForTheRestOfTheDay() throws {
        var ritual = home(at: "2025-11-08T09:00:00")
        ritual("run", "PreviousDay")
        ritual.now = "2025-11-08T23:59:00"
        #expect(ritual("run", "CompleteHabit", "habit=Meditate").stdout == "Completed 'Meditate' on 2025-11-07.\n")
    }
}
