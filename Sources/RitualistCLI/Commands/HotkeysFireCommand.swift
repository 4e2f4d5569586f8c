import ArgumentParser
import IntentKit
import RitualistIntents

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

    @Flag(help: "Show a desktop notification of the outcome.")
    var notify = false

    @Flag(help: "Print errors on stderr and exit with the error's category.")
    var strict = false

    func run() throws {
        try reportingFailures {
            let context = try Console.current.runtime()
            let settings = try context.settings()
            // config.yaml's bindings come first; the intent files are read only when none of them is this one.
            let binding =
                settings.hotkeys.first { $0.chord.id == id }
                ?? HotkeyBinding.declared(in: context.declarationSources().sources).bindings.first { $0.chord.id == id }
            guard let binding else {
                throw CLIError.usage("No hotkey with the id '\(id)' in config.yaml. Run 'ritual hotkeys list'.")
            }
            let policy: FailurePolicy = strict || context.strictByEnvironment ? .strict : .silent
            let runner = context.makeRunner(for: binding.intent)
            let outcome = runner.run(
                binding.intent, arguments: RawArguments(pairs: binding.parameters), mode: policy,
                prompt: Prompting.prompt(disabled: false) { settings })
            RunFeedback(settings: settings, notifyAlways: notify).after(outcome, runner: runner, runtime: context)
            if let message = policy.errorText(for: outcome) { Output.error(message) }
            let code = policy.exitCode(for: outcome)
            if code != 0 { throw ExitCode(code) }
        }
    }
}
