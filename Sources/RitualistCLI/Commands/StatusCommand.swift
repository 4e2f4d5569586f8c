import ArgumentParser
import RitualistCore
import RitualistIntents

struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show the widget: the selected day's habits, what is done and what remains.")

    @Option(help: ArgumentHelp("The day to show (YYYY-MM-DD); the selected day by default.", valueName: "date"))
    var date: String?

    @Option(help: "Show only what a small, medium or large widget shows.")
    var size: WidgetSize?

    @Flag(help: "Print the view as JSON.")
    var json = false

    func run() throws {
        try reportingFailures {
            let context = try AppContext()
            let store = try context.openStore()
            let day =
                try date.map { try HabitOptions.day($0, option: "--date") }
                ?? WidgetQuery.selectedDay(store: store, today: context.today)
            let view = try WidgetQuery.dayView(store: store, day: day, today: context.today)
            let selection = size.map(view.selection(for:))
            if json {
                Output.json(StatusRenderer.json(view, selection: selection))
            } else {
                Output.line(StatusRenderer.text(view, selection: selection))
            }
        }
    }
}

extension WidgetSize: ExpressibleByArgument {}
