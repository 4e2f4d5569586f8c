import ArgumentParser
import RitualistCore
import RitualistIntents

struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show the widget: the selected day's habits, what is done and what remains (the DayStatus intent).")

    @Option(
        help: ArgumentHelp(
            "The day to show (YYYY-MM-DD, today, yesterday, selected); the selected day by default.",
            valueName: "date"))
    var date: String?

    @Option(help: "Show only what a small, medium or large widget shows.")
    var size: WidgetSize?

    @Flag(help: "Print the view as JSON.")
    var json = false

    func run() throws {
        try reportingFailures {
            let output = try Intents.run(
                "DayStatus", [("date", date), ("size", size?.rawValue)], as: DayStatusOutput.self)
            if json {
                Output.json(output.json)
            } else {
                Output.line(StatusRenderer.text(output.view, selection: output.selection))
            }
        }
    }
}

extension WidgetSize: ExpressibleByArgument {}
