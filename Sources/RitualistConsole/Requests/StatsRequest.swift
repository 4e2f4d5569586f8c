import RitualistCore
import RitualistDesktop
import RitualistIntents

/// What `ritual stats` is asked to show: the rates, streaks and amounts of every habit or one, over a period,
/// as lines (a sparkline each on a terminal) or JSON.
package struct StatsRequest: Equatable {
    package let habit: String?
    package let days: StatsPeriod
    /// Only the habits of this category.
    package let category: String?
    package let json: Bool

    package init(habit: String?, days: StatsPeriod, category: String?, json: Bool) {
        self.habit = habit
        self.days = days
        self.category = category
        self.json = json
    }

    package func run() throws(ExitStatus) {
        try FailureReport.reporting {
            let output = try Intents.run(
                "Stats", [("habit", habit), ("days", days.rawValue), ("category", category)], as: StatsOutput.self)
            if json {
                Output.json(output.json)
            } else {
                Output.line(StatsRenderer.text(output.report, sparklines: Console.current.isTerminal(.output)))
            }
        }
    }
}
