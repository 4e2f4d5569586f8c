import IntentKit
import Primitives
import RitualistApp

/// Which hotkey `ritual hotkeys fire` is asked to run, however its words were read (see `HotkeysFireCommand`).
package struct FireRequest: Equatable, CommandRequest {
    package var id: String
    package var notify = false
    package var strict = false
    package var json = false

    package init() { self.init(id: "") }

    package init(id: String, notify: Bool = false, strict: Bool = false, json: Bool = false) {
        self.id = id
        self.notify = notify
        self.strict = strict
        self.json = json
    }

    package func run() throws(ExitStatus) {
        try FailureReport.reporting {
            let context = try Console.current.runtime()
            let settings = try context.settings(using: ["hotkeys", "notify", "refresh", "prompt"])
            // config.yaml's bindings come first; the intent files are read only when none of them is this one.
            let binding =
                settings.hotkeys.first { $0.chord.id == id }
                ?? HotkeyBinding.declared(in: context.declarationSources().sources).bindings.first { $0.chord.id == id }
            let policy: FailurePolicy = strict || context.strictByEnvironment ? .strict : .silent
            let feedback = RunFeedback(
                settings: settings, runtime: context, shown: .every, notifyAlways: notify,
                environment: Console.current.environment)
            let runner = context.makeRunner(for: binding.map { [$0.intent] } ?? []).following([feedback])
            // A press of an id nothing binds (config.yaml changed since the bindings were written) is a failed run.
            let outcome =
                binding.map {
                    runner.run(
                        $0.intent, arguments: RawArguments(pairs: $0.parameters), mode: policy,
                        prompt: Prompting.prompt(disabled: false) { settings })
                }
                ?? runner.refused(
                    "hotkeys fire", arguments: RawArguments(pairs: [("id", id)]),
                    error: HotkeyError.unknownHotkey(id: id), mode: policy)
            try IntentRun.report(
                IntentRun.confirmed(outcome, runner: runner, runtime: context, sentence: false), policy: policy,
                json: json, text: false)
        }
    }
}

extension FireRequest {
    package static let words = CommandWords<FireRequest>(
        path: ["hotkeys", "fire"],
        .requiredArgument("id", String.self, help: "The hotkey's id, such as super-alt-m (see 'ritual hotkeys list').")
        {
            $0.id = $1
        },
        .flag("notify", help: "Show a desktop notification of the outcome.") { $0.notify = true },
        .flag("strict", help: CommonWordHelp.strictRun) { $0.strict = true },
        .flag("json", help: "Print the outcome object on stdout.") { $0.json = true })
}
