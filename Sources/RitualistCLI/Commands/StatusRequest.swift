import ArgumentParser
import RitualistCore
import RitualistDesktop
import RitualistIntents

/// What `ritual status` is asked to show, however its words were read (see `StatusCommand`).
struct StatusRequest: Equatable {
    var date: String?
    var size: WidgetSize?
    var category: String?
    var format: BarFormat = .text
    var json = false
    var follow = false

    func run() throws {
        try CLIError.reporting {
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
            let streak = try Intents.run("CurrentStreak", as: CurrentStreakOutput.self, runner: runner).run
            let status = BarStatus(view: output.view, streak: streak.current, atRisk: streak.atRisk)
            let executable = Executable.path(environment: Console.current.environment)
            Output.line(BarRenderer.render(status, format: format, executable: executable))
        }
    }
}
