import ArgumentParser
import RitualistConsole

struct HotkeysFireCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fire",
        abstract: "Run the intent a hotkey is bound to (what the generated bindings call).",
        discussion: """
            Silent like 'ritual run': a failure is journaled, and shown only as a notification when config.yaml \
            says notify: errors or always, or with --notify. After a change, the refresh commands of config.yaml run. \
            A missing value is asked for by config.yaml's prompt.command, unless RITUALIST_NO_PROMPT=1.
            """)

    @Argument(help: "The hotkey's id, such as super-alt-m (see 'ritual hotkeys list').")
    var id: String

    @Flag(name: FireRequest.Words.notify.name, help: "Show a desktop notification of the outcome.")
    var notify = false

    @Flag(name: FireRequest.Words.strict.name, help: "Print errors on stderr and exit with the error's category.")
    var strict = false

    @Flag(name: FireRequest.Words.json.name, help: "Print the outcome object on stdout.")
    var json = false

    /// What these words ask for; `FireRequest(plainWords:)` reads the same without the parser.
    var request: FireRequest {
        FireRequest(id: id, notify: notify, strict: strict, json: json)
    }

    func run() throws {
        try request.run()
    }
}
