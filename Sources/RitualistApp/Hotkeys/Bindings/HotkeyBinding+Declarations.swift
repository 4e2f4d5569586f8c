import IntentKit

extension HotkeyBinding {
    /// The bindings declared on intents with `hotkey: super+alt+m`, each running its own intent with its
    /// defaults, and a diagnostic for every chord that cannot be read.
    ///
    /// ```yaml
    /// intent: Hydrate
    /// hotkey: super+alt+w
    /// ```
    package static func declared(in sources: [DeclarationSource]) -> (bindings: [HotkeyBinding], problems: [Diagnostic])
    {
        var bindings: [HotkeyBinding] = [], problems: [Diagnostic] = []
        for source in sources {
            guard let value = source.topLevelValue("hotkey"), let intent = source.topLevelValue("intent") else {
                continue
            }
            guard let keys = value.scalar, let name = intent.scalar else {
                problems.append(
                    value.diagnostic("expected a chord such as super+alt+m for 'hotkey', found \(value.kind)"))
                continue
            }
            do {
                let chord = try Chord(parsing: keys)
                bindings.append(
                    HotkeyBinding(
                        chord: chord, intent: name, parameters: [], location: value.location,
                        intentLocation: intent.location, sourceLines: (value.sourceLine, intent.sourceLine)))
            } catch {
                problems.append(value.diagnostic(error.message))
            }
        }
        return (bindings, problems)
    }

    /// `bindings` with each chord bound once: a second binding of a chord is a diagnostic naming both places.
    package static func unique(_ bindings: [HotkeyBinding]) -> (bindings: [HotkeyBinding], problems: [Diagnostic]) {
        var kept: [HotkeyBinding] = [], problems: [Diagnostic] = []
        for binding in bindings {
            if let first = kept.first(where: { $0.chord == binding.chord }) {
                problems.append(
                    binding.diagnostic(
                        "chord '\(binding.chord)' is bound twice: here, and at \(first.location) (to \(first.summary))")
                )
            } else {
                kept.append(binding)
            }
        }
        return (kept, problems)
    }
}
