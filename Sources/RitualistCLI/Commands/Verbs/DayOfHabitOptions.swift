import ArgumentParser

/// The habit and the day `done` acts on.
struct DayOfHabitOptions: ParsableArguments {
    @Argument(help: "The habit, by name, unique prefix or id.", completion: .habitNames)
    var habit: String

    @Option(help: DayOfHabitOptions.dateHelp, completion: .pastDateWords)
    var date: String?

    /// The day acted on: a typed verb acts on today unless told, whatever day the widget shows (its intents, run by
    /// hotkeys and bars, keep the selected day).
    var day: String { date ?? "today" }

    static let dateHelp = ArgumentHelp(
        "The day (YYYY-MM-DD, today, yesterday, selected); today by default.", valueName: "date")
}

/// The numeric habit and the day `log` acts on: the same as `done`'s, but only numeric habits are offered.
struct DayOfNumericHabitOptions: ParsableArguments {
    @Argument(help: "The numeric habit, by name, unique prefix or id.", completion: .numericHabitNames)
    var habit: String

    @Option(help: DayOfHabitOptions.dateHelp, completion: .pastDateWords)
    var date: String?

    /// The day acted on, as `DayOfHabitOptions.day`.
    var day: String { date ?? "today" }
}
