import RitualistApp
import RitualistCore

/// What `ritual stats` is asked to show: the rates, streaks and amounts of every habit or one, over a period,
/// as lines (a sparkline each on a terminal) or JSON.
package struct StatsRequest: Equatable, CommandRequest {
    package var habit: String?
    package var days = StatsPeriod.month
    /// Only the habits of this category.
    package var category: String?
    package var json = false

    package init() {}

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

extension StatsRequest {
    package static let words = CommandWords<StatsRequest>(
        path: ["stats"],
        .argument(
            "habit", String.self, help: "Only this habit (by name, unique prefix or id).", completion: .habitNames
        ) {
            $0.habit = $1
        },
        .option(
            "days", default: StatsPeriod.month, help: "The period, ending today: 7, 30, 365 or all.", valueName: "days"
        ) { $0.days = $1 },
        .option("category", String.self, help: CommonWordHelp.category, valueName: "category", completion: .categories)
        {
            $0.category = $1
        },
        .flag("strict", help: CommonWordHelp.strict) { _ in },
        .flag("json", help: CommonWordHelp.json) { $0.json = true })
}
