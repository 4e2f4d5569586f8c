import RitualistApp
import RitualistCore

/// What `ritual status` is asked to show, however its words were read (see `StatusCommand`).
package struct StatusRequest: Equatable, CommandRequest {
    package var date: String?
    package var size: WidgetSize?
    /// Only the habits of this category.
    package var category: String?
    package var format: BarFormat = .text
    package var json = false
    package var follow = false

    package init() {}

    package init(
        date: String? = nil, size: WidgetSize? = nil, category: String? = nil, format: BarFormat = .text,
        json: Bool = false, follow: Bool = false
    ) {
        self.date = date
        self.size = size
        self.category = category
        self.format = format
        self.json = json
        self.follow = follow
    }

    package func run() throws(ExitStatus) {
        try FailureReport.reporting {
            if follow {
                try StatusFollower(render: render).run()
            } else {
                try render()
            }
        }
    }

    func render() throws {
        let runtime = try Console.current.runtime()
        let format = json ? .json : format
        // A bar's line also shows the streak: both intents run on one runner, which opens the store once.
        let runner = runtime.makeRunner(
            for: [.json, .text].contains(format) ? ["DayStatus"] : ["DayStatus", "CurrentStreak"])
        let output = try Intents.run(
            "DayStatus", [("date", date), ("size", size?.rawValue), ("category", category)], as: DayStatusOutput.self,
            runner: runner)
        switch format {
        case .json:
            // Following, each update is one line, as a program reading them expects.
            if follow { Output.line(output.json.serialized(pretty: false)) } else { Output.json(output.json) }
        case .text:
            Output.line(StatusRenderer.text(output.view, selection: output.selection))
        default:
            // With a category, the bar's streak is the category's, the one `streak --category` shows.
            let streak = try Intents.run(
                "CurrentStreak", [("category", category)], as: CurrentStreakOutput.self, runner: runner
            ).run
            let status = BarStatus(view: output.view, streak: streak.current, atRisk: streak.atRisk)
            let environment = Console.current.environment
            Output.line(
                BarRenderer.render(
                    status, format: format, executable: Executable.path(environment: environment),
                    home: environment["RITUALIST_HOME"]))
        }
    }
}

extension StatusRequest {
    package static let words = CommandWords<StatusRequest>(
        path: ["status"],
        .option(
            "date", String.self,
            help: "The day to show (YYYY-MM-DD, today, yesterday, selected); the selected day by default.",
            valueName: "date"
        ) { $0.date = $1 },
        .option("size", WidgetSize.self, help: "Show only what a small, medium or large widget shows.") {
            $0.size = $1
        },
        .option("category", String.self, help: CommonWordHelp.category, valueName: "category", completion: .categories)
        {
            $0.category = $1
        },
        .option(
            "format", default: BarFormat.text,
            help: "The output: text, plain, json, waybar, polybar, i3blocks, i3status-rs or xbar."
        ) { $0.format = $1 },
        .flag("json", help: "Print the view as JSON (the same as --format json).") { $0.json = true },
        .flag("strict", help: CommonWordHelp.strict) { _ in },
        .flag("follow", help: "Keep running; print again within a second of every change, and at midnight.") {
            $0.follow = true
        })
}
