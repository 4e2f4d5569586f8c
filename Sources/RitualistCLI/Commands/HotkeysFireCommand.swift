import ArgumentParser
import RitualistConsole

/// Its words are declared once, in `FireRequest.words`: the rest of this type, a property per word and the
/// request they make, is generated from the table at build time (`Plugins/CommandArguments`).
extension HotkeysFireCommand {
    static let configuration = CommandConfiguration(
        commandName: "fire",
        abstract: "Run the intent a hotkey is bound to (what the generated bindings call).",
        discussion: """
            Silent like 'ritual run': a failure is journaled, and shown only as a notification when config.yaml \
            says notify: errors or always, or with --notify. After a change, the refresh commands of config.yaml run. \
            A missing value is asked for by config.yaml's prompt.command, unless RITUALIST_NO_PROMPT=1.
            """)

    func run() throws {
        try request.run()
    }
}
