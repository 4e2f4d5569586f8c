import ArgumentParser
import IntentKit
import RitualistDesktop

struct HotkeysListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "Show the hotkeys of config.yaml: chord, id and what each runs.")

    @Flag(help: "Print them as JSON.")
    var json = false

    @Flag(help: ScriptOptions.strictHelp)
    var strict = false

    func run() throws {
        try reportingFailures {
            let bindings = try HotkeySettings.bindings()
            if json {
                Output.json(
                    .array(
                        bindings.map { binding in
                            .object([
                                ("keys", .string(binding.chord.description)), ("id", .string(binding.chord.id)),
                                ("run", .string(binding.intent)),
                                ("with", .object(binding.parameters.map { ($0.name, .string($0.value)) })),
                                ("location", .string(binding.location.description)),
                            ])
                        }))
                return
            }
            guard !bindings.isEmpty else {
                Output.line(
                    "No hotkeys. Add them to config.yaml, for example:\n"
                        + "hotkeys:\n  - {keys: super+alt+m, run: CompleteHabit, with: {habit: Meditate}}")
                return
            }
            let width = bindings.map(\.chord.description.count).max() ?? 0
            for binding in bindings {
                let keys = binding.chord.description
                Output.line(keys + String(repeating: " ", count: width - keys.count + 2) + binding.summary)
            }
        }
    }
}
