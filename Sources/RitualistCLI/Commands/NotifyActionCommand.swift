import ArgumentParser
import RitualistConsole

/// `ritual notify-action INTENT -- notify-send …`: what `Notify` with an `action` starts (see `NotifyAction`).
struct NotifyActionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notify-action", abstract: "Show a notification and run an intent when its button is pressed.",
        shouldDisplay: false)

    @Argument(help: "The intent the button runs.")
    var intent: String

    @Argument(parsing: .postTerminator, help: "The notify-send command.")
    var command: [String] = []

    func run() throws {
        try NotifyAction.run(intent, command: command)
    }
}
