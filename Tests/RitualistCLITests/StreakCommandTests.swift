import Foundation
import IntentKit
import IntentKitTesting
import Testing

@Suite struct StreakCommandTests {
    /// Meditate done Nov 1–7, not yet on Saturday Nov 8; Run (3/week) done Mon–Wed of this week.
    func makeHome() throws -> Ritual {
        var ritual = Ritual()
        ritual("habit", "add", "Meditate", "--emoji", "🧘", "--start", "2025-11-01")
        ritual("habit", "add", "Run", "--schedule", "3/week", "--start", "2025-11-01")
        for day in 1...7 { ritual("run", "CompleteHabit", "habit=Meditate", "date=2025-11-0\(day)") }
        for day in 3...5 { ritual("run", "CompleteHabit", "habit=Run", "date=2025-11-0\(day)") }
        ritual.now = "2025-11-08T12:00:00"
        return ritual
    }

    @Test func theJSONHasTheDocumentedShape() throws {
        let ritual = try makeHome()
        let streaks = try JSONParser.parse(ritual("streak", "--json").stdout)
        #expect(streaks["overall"]?["current"] == .int(7))
        #expect(streaks["overall"]?["longest"] == .int(7))
        #expect(streaks["overall"]?["start"] == .string("2025-11-01"))
        #expect(streaks["overall"]?["atRisk"] == .bool(true))
        let habits = try #require(streaks["habits"]?.arrayValue)
        #expect(habits.map { $0["name"]?.stringValue } == ["Meditate", "Run"])
        #expect(
            habits[0].objectValue?.map(\.0) == [
                "id", "name", "current", "longest", "start", "atRisk", "unit", "longestStart",
            ])
        #expect(habits[1]["current"] == .int(1))
        #expect(habits[1]["unit"] == .string("weeks"))
    }

    /// `overall=true` gives the overall streak alone, the same as without it, and no habit's row; with a habit, that
    /// habit's row, the same as without it.
    @Test func theOverallStreakAloneIsTheSameStreakWithNoRows() throws {
        let ritual = try makeHome()
        let every = try #require(try JSONParser.parse(ritual("run", "Streaks", "--json").stdout)["result"])
        let alone = try #require(
            try JSONParser.parse(ritual("run", "Streaks", "overall=true", "months=3", "--json").stdout)["result"])
        #expect(alone["overall"]?["current"] == .int(7))
        #expect(alone["overall"] == every["overall"])
        #expect(alone["habits"] == .array([]))
        #expect(ritual("run", "Streaks", "overall=true").stdout == "Overall: 7 days.\n")
        for habit in ["Meditate", "Run"] {
            let row = try JSONParser.parse(ritual("run", "Streaks", "habit=\(habit)", "--json").stdout)["result"]
            let rowAlone = try JSONParser.parse(
                ritual("run", "Streaks", "habit=\(habit)", "overall=true", "months=1", "--json").stdout)["result"]
            #expect(rowAlone == row, "\(habit)")
            #expect(rowAlone?["habits"]?.arrayValue?.count == 1)
        }
    }

    @Test func theTextShowsTheBigNumberAndTheLongest() throws {
        let output = try makeHome()("streak").stdout
        #expect(
            output.hasPrefix("🔥 7 days  (at risk: nothing done today yet)\nLongest streak: 7 days (from 2025-11-01)\n"))
        #expect(output.contains("🧘 Meditate  🔥 7 days"))
        #expect(
            output.contains(
                "🔥 7 days since 2025-11-01  longest 7 days, from 2025-11-01  (at risk: nothing done today yet)\n"))
        #expect(output.contains("Run       🔥 1 week"))
    }

    @Test func aRestDayIsNeutralAndCanBeUndone() throws {
        let ritual = try makeHome()
        ritual("run", "UndoCompletion", "habit=Meditate", "date=2025-11-04")
        #expect(
            try JSONParser.parse(ritual("streak", "--habit", "med", "--json").stdout)["habits"]?.arrayValue?.first?[
                "current"]
                == .int(3))
        #expect(
            ritual("skip", "Meditate", "--date", "2025-11-04").stdout
                == "2025-11-04 is a rest day for 'Meditate'.\n")
        #expect(
            try JSONParser.parse(ritual("streak", "--habit", "med", "--json").stdout)["habits"]?.arrayValue?.first?[
                "current"]
                == .int(6))
        #expect(
            ritual("skip", "Meditate", "--date", "2025-11-04", "--undo").stdout
                == "2025-11-04 is no longer a rest day for 'Meditate'.\n")
        #expect(
            try JSONParser.parse(ritual("streak", "--habit", "med", "--json").stdout)["habits"]?.arrayValue?.first?[
                "current"]
                == .int(3))
    }

    @Test func theSkipDayIntentRestsEveryHabitOnTheSelectedDay() throws {
        let ritual = try makeHome()
        let outcome = try JSONParser.parse(ritual("run", "SkipDay", "--json").stdout)
        #expect(outcome["result"]?["habit"] == .null)
        #expect(outcome["result"]?["date"] == .string("2025-11-08"))
        let status = try JSONParser.parse(ritual("status", "--json").stdout)
        #expect(status["habits"]?.arrayValue?.isEmpty == true)
        #expect(try JSONParser.parse(ritual("streak", "--json").stdout)["overall"]?["atRisk"] == .bool(false))
    }

    // Saturday and Sunday before the week began had Run due and not done: 50%.
    @Test(arguments: [("half", 7), ("50", 7), ("51", 5), ("all", 5), ("100", 5), ("any", 7)])
    func theThresholdComesFromTheConfiguration(threshold: String, expected: Int) throws {
        let ritual = try makeHome()
        try ritual.home.write("config.yaml", "streak:\n  threshold: \(threshold)\n")
        #expect(try JSONParser.parse(ritual("streak", "--json").stdout)["overall"]?["current"] == .int(expected))
    }

    @Test func aBrokenConfigurationIsReportedWithItsPositions() throws {
        let ritual = try makeHome()
        try ritual.home.write("config.yaml", "streak:\n  threshold: most\nweek_strat: monday\n")
        let result = ritual("streak")
        #expect(result.status == 78)
        let config = ritual.home.path("config.yaml")
        #expect(
            result.stderr == """
                \(config):2:14: error: streak threshold must be 'any', 'half', 'all', or a percentage from 1 to 100; \
                got 'most'.
                  threshold: most
                             ^
                \(config):3:1: error: unknown setting 'week_strat' (known: streak.threshold, week_start, notify, time_zone, \
                hotkeys, refresh, plugins, prompt, sync). \
                Did you mean 'week_start'?
                week_strat: monday
                ^

                """)
        #expect(ritual("check").status == 78)
    }
}

/// One wording for a streak, whichever command shows it.
@Suite struct StreakWordingTests {
    @Test func streakAndCalendarOpenWithTheSameTwoLines() {
        let ritual = Ritual()
        ritual("habit", "add", "Meditate", "--start", "2025-11-01")
        for day in 3...7 { ritual("done", "Meditate", "--date", "2025-11-0\(day)") }
        let head = "🔥 5 days  (at risk: nothing done today yet)\nLongest streak: 5 days (from 2025-11-03)\n"
        #expect(ritual("streak").stdout.hasPrefix(head))
        #expect(ritual("calendar", "--format", "text").stdout.hasPrefix(head))
    }

    @Test func noStreakReadsTheSameEverywhere() {
        let ritual = Ritual()
        ritual("habit", "add", "Meditate")
        #expect(ritual("streak").stdout.hasPrefix("No streak yet\nLongest streak: 0 days\n"))
        #expect(ritual("calendar", "--format", "text").stdout.hasPrefix("No streak yet\nLongest streak: 0 days\n"))
        #expect(ritual("streak").stdout.hasSuffix("   Meditate  No streak yet             longest 0 days\n"))
    }
}
