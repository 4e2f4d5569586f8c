import IntentKit
import RitualistApp

/// What `Notify` with an `action` starts, detached: shows the notification with notify-send (`command`), waits for
/// it to close, and runs `intent` when its button was pressed (notify-send prints the action's name, `run`).
package enum NotifyAction {
    package static func run(_ intent: String, command: [String]) throws(ExitStatus) {
        try FailureReport.reporting {
            let environment = Console.current.environment
            guard let shown = ExternalCommand.run(command, environment: environment), shown.status == 0,
                shown.output.split(separator: "\n").contains("run")
            else { return }
            let runtime = try Console.current.runtime()
            let feedback = RunFeedback(runtime: runtime, shown: .changing, environment: environment)
            _ = runtime.makeRunner(for: intent).following([feedback]).run(intent, arguments: RawArguments(pairs: []))
        }
    }
}
