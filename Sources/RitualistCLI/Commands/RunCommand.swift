import ArgumentParser
import RitualistConsole

/// Its words are declared once, in `RunRequest.words`: the rest of this type, a property per word and the
/// request they make, is generated from the table at build time (`Plugins/CommandArguments`).
extension RunCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run an intent by name.",
        discussion: """
            Silent by default, the way a widget intent fails: a failure prints nothing and exits 0, and the \
            journal records it. Use --strict (or RITUALIST_STRICT=1) in scripts. \
            A missing value (a numeric habit's amount, a required parameter) is asked for on a terminal, else by \
            config.yaml's prompt.command; never with --json, --batch, --no-prompt or RITUALIST_NO_PROMPT=1. \
            --batch reads JSON lines ({"intent": NAME, "params": {...}}) from stdin, runs them one after another \
            in this process, and prints one outcome object per line, each once its change is written.
            """)

    func run() throws {
        try request.run()
    }
}
