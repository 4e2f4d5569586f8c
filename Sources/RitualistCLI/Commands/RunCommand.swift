import ArgumentParser
import RitualistConsole

struct RunCommand: ParsableCommand {
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

    @Argument(help: "The intent's name (case-insensitive).", completion: .intentNames)
    var intent: String?

    @Argument(help: "Parameters as name=value.", completion: .intentParameters)
    var parameters: [String] = []

    @Option(name: RunRequest.Words.params.name, help: ArgumentHelp("Parameters as a JSON object.", valueName: "json"))
    var params: String?

    @Option(
        name: RunRequest.Words.trigger.name,
        help: ArgumentHelp(
            "Run as the trigger with this id starts it (see 'ritual triggers list'): with its 'with:' values, "
                + "journaled with the trigger.", valueName: "id"))
    var trigger: String?

    @Flag(name: RunRequest.Words.strict.name, help: "Print errors on stderr and exit with the error's category.")
    var strict = false

    @Flag(name: RunRequest.Words.json.name, help: "Print the outcome object on stdout.")
    var json = false

    @Flag(name: RunRequest.Words.quiet.name, help: "Print nothing on success.")
    var quiet = false

    @Flag(name: RunRequest.Words.batch.name, help: "Run JSON lines from stdin, printing one outcome object per line.")
    var batch = false

    @Flag(
        name: RunRequest.Words.noPrompt.name,
        help: "Never ask for a missing value; fail with needsValue or missingParameter instead.")
    var noPrompt = false

    @Flag(
        name: RunRequest.Words.notify.name,
        help: "Show a desktop notification of the outcome (config.yaml's notify: errors|always does it always).")
    var notify = false

    /// What these words ask for; `RunRequest(plainWords:)` reads the same from the common shapes without the parser.
    var request: RunRequest {
        RunRequest(
            intent: intent, parameters: parameters, params: params, strict: strict, json: json, quiet: quiet,
            batch: batch, noPrompt: noPrompt, notify: notify, trigger: trigger)
    }

    func validate() throws {
        if let problem = request.usageProblem { throw ValidationError(problem) }
    }

    func run() throws {
        try request.run()
    }
}
