import ArgumentParser
import RitualistConsole
import RitualistCore
import RitualistDesktop

struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Show completion rates, streaks, amounts and the best and worst weekday of each habit.",
        discussion: """
            The Stats intent. A habit's rate is its done days over its scheduled days in the period (rest days \
            left out; a times-per-week habit's days count until the week's target is met); today counts once \
            done. The streaks are the ones 'ritual streak' shows. Numeric habits also show their total, daily \
            mean and best day. On a terminal each line ends with a sparkline of the period. --json prints \
            {"days", "from", "through", "habits": [{"id", "name", "done", "scheduled", "rate", "current", \
            "longest", "atRisk", "unit", "total", "dailyMean", "bestDay", "bestAmount", "bestWeekday", \
            "worstWeekday"}], "overall": {…}}; rate is from 0 to 1, null when nothing was scheduled.
            """)

    @Argument(help: "Only this habit (by name, unique prefix or id).", completion: .habitNames)
    var habit: String?

    @Option(
        name: StatsRequest.Words.days.name,
        help: ArgumentHelp("The period, ending today: 7, 30, 365 or all.", valueName: "days"))
    var days: StatsPeriod = .month

    @Option(name: StatsRequest.Words.category.name, help: CategoryHelp.option, completion: .categories)
    var category: String?

    @OptionGroup var script: ScriptOptions

    /// What these words ask for; `StatsRequest(plainWords:)` reads the same from the plain shapes.
    var request: StatsRequest {
        StatsRequest(habit: habit, days: days, category: category, json: script.json)
    }

    func run() throws {
        try request.run()
    }
}

extension StatsPeriod: ExpressibleByArgument {}
