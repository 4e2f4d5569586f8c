import ArgumentParser

/// The habit and the day the short verbs (`done`, `undo`, `log`) act on.
struct DayOfHabitOptions: ParsableArguments {
    @Argument(help: "The habit, by name, unique prefix or id.", completion: .habitNames)
    var habit: String

    @Option(
        help: ArgumentHelp(
            "The day (YYYY-MM-DD, today, yesterday, selected); today by default.", valueName: "date"),
        completion: .dateWords)
    var date: String?

    /// The day acted on: a typed verb acts on today unless told, whatever day the widget shows (its intents, run by
    /// hotkeys and bars, keep the selected day).
    var day: String { date ?? "today" }
}
