import IntentKit
import RitualistCore
import Testing

@testable import RitualistApp

/// `--format json`: the window, the streak, and every day oldest first.
@Suite struct CalendarJSONTests {
    let fixture = CalendarFixture.threeHabits()

    @Test func theWrapperHoldsTheWindowAndTheStreak() {
        let json = JSONCalendarRenderer.render(StreakCalendar(history: fixture.history, months: 12))
        #expect(json["months"] == .int(12))
        #expect(json["habit"] == .null)
        #expect(json["from"] == .string("2024-12-01"))
        #expect(json["to"] == .string("2025-11-09"))
        #expect(
            json["streak"]
                == .object([
                    ("current", .int(19)), ("longest", .int(19)), ("start", .string("2025-10-20")),
                    ("atRisk", .bool(true)),
                    ("unit", .string("days")),
                ]))
    }

    @Test func thereIsOneDayPerDateOldestFirst() throws {
        let days = try #require(
            JSONCalendarRenderer.render(StreakCalendar(history: fixture.history, months: 12))["days"]?.arrayValue)
        #expect(days.compactMap { $0["date"]?.stringValue } == CalendarFixture.days("2024-12-01", "2025-11-09"))
    }

    @Test func aDayCarriesItsPercentageLevelAndHabits() throws {
        let days = try #require(
            JSONCalendarRenderer.render(StreakCalendar(history: fixture.history, months: 1))["days"]?.arrayValue)
        let november3 = try #require(days.first { $0["date"] == .string("2025-11-03") })
        #expect(
            november3
                == .object([
                    ("date", .string("2025-11-03")), ("percentage", .int(66)), ("level", .int(2)),
                    ("scheduled", .int(3)),
                    ("completed", .array([.string("Meditate"), .string("Read")])),
                    ("description", .string("November 3: 66% completed, 2 of 3 habits")),
                ]))
        let future = try #require(days.last)
        #expect(future["date"] == .string("2025-11-09"))
        #expect(future["level"] == .null && future["percentage"] == .null)
        #expect(future["description"] == .string("November 9: in the future"))
    }

    @Test func oneHabitHasItsNameAndItsStreak() {
        let json = JSONCalendarRenderer.render(
            StreakCalendar(history: fixture.history, months: 1, habit: fixture.habits[2]))
        #expect(json["habit"] == .string("Run"))
        #expect(json["streak"]?["current"] == .int(0))
        #expect(
            json["days"]?.arrayValue?.first { $0["date"] == .string("2025-11-05") }?["completed"]
                == .array([.string("Run")]))
    }
}
