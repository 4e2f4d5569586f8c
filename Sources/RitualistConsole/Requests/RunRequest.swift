import IntentKit
import Primitives
import RitualistApp

/// What `ritual run` is asked to do: the intent, its parameters and the flags, however the words were read.
package struct RunRequest: Equatable, CommandRequest {
    package var intent: String?
    package var parameters: [String] = []
    package var params: String?
    package var strict = false
    package var json = false
    package var quiet = false
    package var batch = false
    package var noPrompt = false
    package var notify = false
    /// The id of the trigger that starts this run (`streakguard-1`), from a scheduler's unit or an event.
    package var trigger: String?

    package init() {}

    package init(
        intent: String? = nil, parameters: [String] = [], params: String? = nil, strict: Bool = false,
        json: Bool = false, quiet: Bool = false, batch: Bool = false, noPrompt: Bool = false, notify: Bool = false,
        trigger: String? = nil
    ) {
        self.intent = intent
        self.parameters = parameters
        self.params = params
        self.strict = strict
        self.json = json
        self.quiet = quiet
        self.batch = batch
        self.noPrompt = noPrompt
        self.notify = notify
        self.trigger = trigger
    }

    /// Why the words cannot be run, in the argument parser's voice (it prints the usage after it), or nil.
    package var usageProblem: String? {
        if batch, intent != nil || !parameters.isEmpty || params != nil {
            return "--batch reads its intents from stdin; give no intent or parameters."
        }
        if !batch, intent == nil { return "Missing expected argument '<intent>'" }
        if batch, trigger != nil { return "--trigger runs one intent; it does not go with --batch." }
        return nil
    }

    package func run() throws(ExitStatus) {
        try FailureReport.reporting {
            let context = try Console.current.runtime()
            let policy: FailurePolicy = strict || context.strictByEnvironment ? .strict : .silent
            // Bars refresh after a change, a notification follows when asked (never in a batch), and a prompt
            // command may ask for a missing value.
            let feedback = RunFeedback(
                runtime: context, shown: batch ? .never : .every, notifyAlways: notify,
                environment: Console.current.environment)
            var runner = context.makeRunner(for: intent).following([feedback])
            var parameters = parameters
            if let trigger, let intent {
                let entry = try TriggerRun.entry(trigger, intent: intent, catalog: runner.catalog)
                let origin = TriggerRun.origin(of: entry, environment: Console.current.environment)
                runner = runner.triggered(by: origin.label, event: origin.event)
                parameters = entry.trigger.arguments.map { "\($0.0)=\($0.1)" } + parameters
            }
            guard let intent else {
                return try ExitStatus.exit(BatchRun(runner: runner, policy: policy).run())
            }
            let prompt = Prompting.prompt(disabled: noPrompt || json) { feedback.settings }
            let outcome = IntentRun.confirmed(
                runner.run(intent, words: parameters, json: params, mode: policy, prompt: prompt), runner: runner,
                runtime: context, sentence: !json && !quiet)
            try IntentRun.report(outcome, policy: policy, json: json, text: !quiet)
        }
    }
}

extension RunRequest {
    package static let words = CommandWords<RunRequest>(
        path: ["run"], problem: { $0.usageProblem },
        .argument("intent", String.self, help: "The intent's name (case-insensitive).", completion: .intentNames) {
            $0.intent = $1
        },
        .arguments("parameters", help: "Parameters as name=value.", completion: .intentParameters) {
            $0.parameters = $1
        },
        .option("params", String.self, help: "Parameters as a JSON object.", valueName: "json") { $0.params = $1 },
        .option(
            "trigger", String.self,
            help: "Run as the trigger with this id starts it (see 'ritual triggers list'): with its 'with:' values, "
                + "journaled with the trigger.", valueName: "id"
        ) { $0.trigger = $1 },
        .flag("strict", help: CommonWordHelp.strictRun) { $0.strict = true },
        .flag("json", help: "Print the outcome object on stdout.") { $0.json = true },
        .flag("quiet", short: "q", help: "Print nothing on success.") { $0.quiet = true },
        .flag("batch", help: "Run JSON lines from stdin, printing one outcome object per line.") { $0.batch = true },
        .flag("no-prompt", help: "Never ask for a missing value; fail with needsValue or missingParameter instead.") {
            $0.noPrompt = true
        },
        .flag(
            "notify",
            help: "Show a desktop notification of the outcome (config.yaml's notify: errors|always does it always)."
        ) { $0.notify = true })
}
