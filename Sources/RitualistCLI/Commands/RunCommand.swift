import ArgumentParser
import IntentKit
import RitualistIntents

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run an intent by name.",
        discussion: """
            Silent by default, the way a widget intent fails: a failure prints nothing and exits 0, and the \
            journal records it. Use --strict (or RITUALIST_STRICT=1) in scripts. \
            --batch reads JSON lines ({"intent": NAME, "params": {...}}) from stdin, runs them one after another \
            in this process, and prints one outcome object per line, each once its change is written.
            """)

    @Argument(
        help: "The intent's name (case-insensitive).", completion: .custom { _, _, prefix in IntentNames.all(prefix) })
    var intent: String?

    @Argument(
        help: "Parameters as name=value.",
        completion: .custom { words, index, prefix in ParameterCompletion.candidates(words, index, prefix) })
    var parameters: [String] = []

    @Option(help: ArgumentHelp("Parameters as a JSON object.", valueName: "json"))
    var params: String?

    @Flag(help: "Print errors on stderr and exit with the error's category.")
    var strict = false

    @Flag(help: "Print the outcome object on stdout.")
    var json = false

    @Flag(name: .shortAndLong, help: "Print nothing on success.")
    var quiet = false

    @Flag(help: "Run JSON lines from stdin, printing one outcome object per line.")
    var batch = false

    @Flag(help: "Show a desktop notification of the outcome (config.yaml's notify: errors|always does it always).")
    var notify = false

    func validate() throws {
        if batch, intent != nil || !parameters.isEmpty || params != nil {
            throw ValidationError("--batch reads its intents from stdin; give no intent or parameters.")
        }
        if !batch, intent == nil { throw ValidationError("Missing expected argument '<intent>'") }
    }

    func run() throws {
        try reportingFailures {
            let context = try Console.current.runtime()
            let policy: FailurePolicy = strict || context.strictByEnvironment ? .strict : .silent
            let runner = context.makeRunner()
            guard let intent else {
                let code = BatchRun(runner: runner, policy: policy).run()
                if code != 0 { throw ExitCode(code) }
                return
            }
            let outcome = runner.run(intent, words: parameters, json: params, mode: policy)
            // Bars refresh after a change and a notification follows when asked; a broken config.yaml is the
            // run's own business (its intents report it), never a reason to skip the run's output.
            let settings = (try? context.settings()) ?? RitualistSettings()
            RunFeedback(settings: settings, notifyAlways: notify).after(outcome, runner: runner)
            if json {
                Output.json(outcome.json)
            } else if let result = outcome.result, !quiet {
                Output.line(result.text)
            }
            if let message = policy.errorText(for: outcome) {
                Output.error(
                    message + (outcome.failure.flatMap { Hints.hint(for: $0, in: outcome) }.map { " " + $0 } ?? ""))
            }
            if policy == .strict, let problem = outcome.journalProblem { Output.error("warning: " + problem) }
            let code = policy.exitCode(for: outcome)
            if code != 0 { throw ExitCode(code) }
        }
    }
}
