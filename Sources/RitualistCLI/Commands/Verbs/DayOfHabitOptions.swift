import ArgumentParser

/// The habit and the day the short verbs (`done`, `undo`, `log`) act on.
struct DayOfHabitOptions: ParsableArguments {
    @Argument(help: "The habit, by name, unique prefix or id.", completion: .habitNames)
    var habit: String

    @Option(
        help: ArgumentHelp(
            "The day (YYYY-MM-DD, today, yesterday, selected); the selected day by default.", valueName: "date"),
        completion: .dateWords)
    var date: String?
}
