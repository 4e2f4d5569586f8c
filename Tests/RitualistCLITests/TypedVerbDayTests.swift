import Testing

/// "I used PreviousDay from the bar and later `ritual done Read` logged yesterday": typed verbs act on today unless
/// `--date` says otherwise; the widget's intents keep the selected day, and a typed verb leaves it as it is.
@Suite struct TypedVerbDayTests {
    func home() -> Ritual {
        let ritual = Ritual()
        for name in ["Read", "Run"] { ritual("habit", "add", name, "--start", "2025-11-01") }
        ritual("habit", "add", "Water", "--target", "8", "--start", "2025-11-01")
        ritual("run", "PreviousDay")
        return ritual
    }

    @Test(arguments: [
        (["done", "Read"], "Completed 'Read' on 2025-11-08."),
        (["log", "Water", "3"], "Logged 'Water' on 2025-11-08: 3 of 8."),
        (["skip", "Read"], "2025-11-08 is a rest day for 'Read'."),
        (["done", "Read", "--date", "selected"], "Completed 'Read' on 2025-11-07."),
        (["done", "Read", "--date", "2025-11-06"], "Completed 'Read' on 2025-11-06."),
    ])
    func typedVerbsActOnTodayUnlessDateSaysOtherwise(arguments: [String], confirmation: String) {
        let ritual = home()
        let result = ritual.run(arguments)
        #expect(result.stdout == confirmation + "\n", "\(result.stderr)")
        #expect(ritual("run", "DayStatus").stdout.hasPrefix("2025-11-07: "), "the selected day stays")
    }

    @Test func undoActsOnTodayToo() {
        let ritual = home()
        ritual("done", "Read", "--date", "2025-11-07")
        ritual("done", "Read")
        #expect(ritual("undo", "Read").stdout == "Cleared 'Read' on 2025-11-08.\n")
        #expect(ritual("undo", "Read").status == 65)
        #expect(ritual("undo", "Read", "--date", "selected").stdout == "Cleared 'Read' on 2025-11-07.\n")
    }

    @Test(arguments: [
        (["run", "CompleteHabit", "habit=Run"], "Completed 'Run' on 2025-11-07."),
        (["run", "LogHabitValue", "habit=Water", "value=2"], "Logged 'Water' on 2025-11-07: 2 of 8."),
        (["run", "SkipDay", "habit=Run"], "2025-11-07 is a rest day for 'Run'."),
    ])
    func theWidgetsIntentsKeepTheSelectedDay(arguments: [String], confirmation: String) {
        let ritual = home()
        #expect(ritual.run(arguments + ["--strict"]).stdout == confirmation + "\n")
    }
}
