import IntentKit
import IntentKitTesting
import Testing

/// Every command is a face of an intent: the same result by either route, and every change in the journal.
@Suite struct OneRouteTests {
    @Test func addHabitByIntentAndByCommandGiveTheSameHabit() throws {
        let byIntent = Ritual(), byCommand = Ritual()
        let outcome = try JSONParser.parse(
            byIntent("run", "AddHabit", "name=Read", "schedule=mon,wed,fri", "--json").stdout)
        let habit = try JSONParser.parse(
            byCommand("habit", "add", "Read", "--schedule", "mon,wed,fri", "--json").stdout)
        #expect(outcome["ok"] == .bool(true))
        for field in ["name", "kind", "schedule", "startDate", "target", "unit", "active", "displayOrder"] {
            #expect(outcome["result"]?[field] == habit[field], "\(field)")
        }
        #expect(habit["schedule"] == .string("mon,wed,fri"))
    }

    @Test func theJournalShowsEveryChangeWhicheverRouteMadeIt() throws {
        let ritual = Ritual()
        ritual("run", "AddHabit", "name=Read", "schedule=mon,wed,fri")
        #expect(ritual("habit", "add", "Meditate").status == 0)
        #expect(ritual("skip").stdout == "2025-11-08 is a rest day for all habits.\n")
        #expect(ritual("habit", "remove", "Read", "--yes").stdout == "Removed 'Read' and its history.\n")
        ritual("status")
        let journal = (try JSONParser.parse(ritual("journal", "--json").stdout).arrayValue ?? []).reversed()
        #expect(journal.map { $0["intent"]?.stringValue } == ["AddHabit", "AddHabit", "SkipDay", "RemoveHabit"])
        #expect(journal.map { $0["mode"]?.stringValue } == ["silent", "strict", "strict", "strict"])
        #expect(journal.allSatisfy { $0["ok"] == .bool(true) })
    }

    @Test func aFailedReadIsJournaledButASuccessfulOneIsNot() throws {
        let ritual = Ritual()
        ritual("habit", "add", "Meditate")
        #expect(ritual("status").status == 0)
        #expect(ritual("streak", "--habit", "Nope").status == 64)
        let journal = (try JSONParser.parse(ritual("journal", "--json").stdout).arrayValue ?? []).reversed()
        #expect(journal.map { $0["intent"]?.stringValue } == ["AddHabit", "Streaks"])
    }

    @Test(arguments: [
        ("today", "2025-11-08"), ("yesterday", "2025-11-07"), ("selected", "2025-11-08"), ("2025-11-07", "2025-11-07"),
    ])
    func everyDateOptionTakesTheSameWords(word: String, date: String) throws {
        let ritual = Ritual()
        ritual("habit", "add", "Meditate", "--start", "2025-11-01")
        #expect(ritual("skip", "--date", word).status == 0)
        #expect(ritual("status", "--date", word).status == 0)
        let completed = ritual("run", "CompleteHabit", "habit=Meditate", "date=\(word)", "--strict")
        #expect(completed.status == 0)
        // A completion wins over the rest day just made, and says so.
        #expect(
            completed.stdout == "Completed 'Meditate' on \(date). \(date) is no longer a rest day for 'Meditate'.\n")
        #expect(ritual("habit", "edit", "Meditate", "--start", word).status == 0)
    }

    @Test func anUnknownIntentNamesTheListCommandOnlyAtTheCommandLine() throws {
        let result = Ritual()("run", "Nope", "--strict", "--json")
        #expect(result.stderr == "Error: No intent named 'Nope'. Run 'ritual list' to see them all.\n")
        let outcome = try JSONParser.parse(result.stdout)
        #expect(outcome["error"]?["message"] == .string("No intent named 'Nope'."))
    }
}

/// `status` reads weeks from `week_start`, as the streaks do.
@Suite struct StatusWeekStartTests {
    /// Saturday 2025-11-08; a 2-per-week habit done Sunday the 2nd and Monday the 3rd. With Monday weeks the
    /// Sunday belongs to the week before, so Saturday still needs one more day; with Sunday weeks the week of
    /// the 2nd is already won and the habit is not due on Saturday.
    @Test(arguments: [("monday", true), ("sunday", false)])
    func aTimesPerWeekHabitIsDueByTheConfiguredWeek(weekStart: String, isDue: Bool) throws {
        let ritual = Ritual()
        try ritual.home.write("config.yaml", "week_start: \(weekStart)\n")
        ritual("habit", "add", "Gym", "--schedule", "2/week", "--start", "2025-10-01")
        ritual("run", "CompleteHabit", "habit=Gym", "date=2025-11-02")
        ritual("run", "CompleteHabit", "habit=Gym", "date=2025-11-03")
        let status = try JSONParser.parse(ritual("status", "--json").stdout)
        #expect(status["scheduled"] == .int(isDue ? 1 : 0))
    }
}
