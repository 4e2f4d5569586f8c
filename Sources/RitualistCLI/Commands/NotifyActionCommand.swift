import ArgumentParser
import Foundation
import IntentKit
import RitualistDesktop
import RitualistIntents

/// What `Notify` with an `action` starts, detached: shows the notification with notify-send, waits for it to close,
/// and runs the intent when its button was pressed (notify-send prints the action's name, `run`).
struct NotifyActionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notify-action", abstract: "Show a notification and run an intent when its button is pressed.",
        shouldDisplay: false)

    @Argument(help: "The intent the button runs.")
    var intent: String

    @Argument(parsing: .postTerminator, help: "The notify-send command.")
    var command: [String] = []

    func run() throws {
        try reportingFailures {
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
