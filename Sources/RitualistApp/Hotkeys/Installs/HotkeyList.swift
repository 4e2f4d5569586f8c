import IntentKit

/// What `hotkeys list` shows of the bindings: one object per binding in JSON, else one aligned line per binding.
package enum HotkeyList {
    package static func json(_ bindings: [HotkeyBinding]) -> JSONValue {
        .array(
            bindings.map { binding in
                .object([
                    ("keys", .string(binding.chord.description)), ("id", .string(binding.chord.id)),
                    ("run", .string(binding.intent)),
                    ("with", .object(binding.parameters.map { ($0.name, .string($0.value)) })),
                    ("location", .string(binding.location.description)),
                ])
            })
    }

    /// The chords in a column as wide as the longest, then what each runs; with none, how to add one.
    package static func lines(_ bindings: [HotkeyBinding]) -> [String] {
        guard !bindings.isEmpty else {
            return [
                "No hotkeys. Add them to config.yaml, for example:\n"
                    + "hotkeys:\n  - {keys: super+alt+m, run: CompleteHabit, with: {habit: Meditate}}"
            ]
        }
        let width = bindings.map(\.chord.description.count).max() ?? 0
        return bindings.map { binding in
            let keys = binding.chord.description
            return keys + String(repeating: " ", count: width - keys.count + 2) + binding.summary
        }
    }
}
