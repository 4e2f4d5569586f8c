import ArgumentParser
import RitualistCore
import RitualistIntents

struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show the widget: the selected day's habits, what is done and what remains (the DayStatus intent).",
        discussion: """
            --format prints the widget for a status bar: waybar (JSON, Pango), polybar, i3blocks, i3status-rs \
            (JSON), xbar (also SwiftBar and Argos), plain (one line) or json (DayStatus's result). With --follow \
            it keeps running and prints again whenever the habits change or the day rolls over.
            """)

    @Option(
        help: ArgumentHelp(
            "The day to show (YYYY-MM-DD, today, yesterday, selected); the selected day by default.",
            valueName: "date"))
    var date: String?

    @Option(help: "Show only what a small, medium or large widget shows.")
    var size: WidgetSize?

    @Option(help: "The output: text, plain, json, waybar, polybar, i3blocks, i3status-rs or xbar.")
    var format: BarFormat = .text

    @Flag(help: "Print the view as JSON (the same as --format json).")
    var json = false

    @Flag(help: "Keep running; print again within a second of every change, and at midnight.")
    var follow = false

    func run() throws {
        try reportingFailures {
            if follow {
                try StatusFollower(render: render).run()
            } else {
                try render()
            }
        }
    }

    func render() throws {
        let runtime = try Console.current.runtime()
        let output = try Intents.run(
            "DayStatus", [("date", date), ("size", size?.rawValue)], as: DayStatusOutput.self, runtime: runtime)
        let format = json ? .json : format
        switch format {
        case .json:
            // Following, each update is one line, as a program reading them expects.
            if follow { Output.line(output.json.serialized(pretty: false)) } else { Output.json(output.json) }
        case .text:
            Output.line(StatusRenderer.text(output.view, selection: output.selection))
        default:
            let streak = try Intents.run("CurrentStreak", as: CurrentStreakOutput.self, runtime: runtime).run
            let status = BarStatus(view: output.view, streak: streak.current, atRisk: streak.atRisk)
            let executable = Executable.path(environment: Console.current.environment)
            Output.line(BarRenderer.render(status, format: format, executable: executable))
        }
    }
}

extension WidgetSize: ExpressibleByArgument {}
