import ArgumentParser
import RitualistApp
import RitualistConsole
import RitualistCore

/// Its words are declared once, in `StatsRequest.words`: the rest of this type, a property per word and the
/// request they make, is generated from the table at build time (`Plugins/CommandArguments`).
extension StatsCommand {
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

    func run() throws {
        try request.run()
    }
}

extension StatsPeriod: ExpressibleByArgument {}
