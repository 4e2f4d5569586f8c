import IntentKit

/// One item of `hotkeys:` in config.yaml: a chord, the intent it runs, and the parameters it passes (the same
/// `run` and `with` as a composition's step).
///
/// ```yaml
/// hotkeys:
///   - keys: super+alt+m
///     run: CompleteHabit
///     with: {habit: Meditate}
/// ```
package struct HotkeyBinding: Sendable {
    package let chord: Chord
    package let intent: String
    package let parameters: [(name: String, value: String)]
    /// Where the binding's `keys` stand, for diagnostics.
    package let location: SourceLocation
    /// Where `run` stands.
    package let intentLocation: SourceLocation
    let sourceLines: (keys: String?, run: String?)

    /// `CompleteHabit habit=Meditate`: what the binding does, in the words of `ritual run`.
    package var summary: String {
        ([intent] + parameters.map { "\($0.name)=\($0.value)" }).joinedText(separator: " ")
    }

    /// A diagnostic at the binding's `keys`.
    package func diagnostic(_ message: String) -> Diagnostic {
        Diagnostic(location: location, message: message, sourceLine: sourceLines.keys)
    }

    /// A diagnostic at the binding's `run`.
    package func intentDiagnostic(_ message: String) -> Diagnostic {
        Diagnostic(location: intentLocation, message: message, sourceLine: sourceLines.run)
    }
}

extension HotkeyBinding {
    /// The bindings of `hotkeys:`, with a diagnostic for every item that cannot be read and for every chord bound
    /// twice (naming both places).
    static func parse(_ value: ConfigValue) -> (bindings: [HotkeyBinding], problems: [Diagnostic]) {
        guard case .list(let items) = value.shape else {
            return ([], [value.diagnostic("expected a list for 'hotkeys', found \(value.kind)")])
        }
        var bindings: [HotkeyBinding] = [], problems: [Diagnostic] = []
        for item in items {
            do {
                bindings.append(try parse(item: item))
            } catch {
                problems.append(error)
            }
        }
        let unique = unique(bindings)
        return (unique.bindings, problems + unique.problems)
    }

    private static func parse(item: ConfigValue) throws(Diagnostic) -> HotkeyBinding {
        guard case .mapping(let entries) = item.shape else {
            throw item.diagnostic("expected a mapping for a hotkey ({keys, run, with}), found \(item.kind)")
        }
        let allowed = ["keys", "run", "with"]
        if let unknown = entries.first(where: { !allowed.contains($0.key) }) {
            throw unknown.keyNode.diagnostic(
                "unknown key '\(unknown.key)' in a hotkey (expected one of: keys, run, with)."
                    + Suggestion.hint(for: unknown.key, in: allowed))
        }
        let keys = try scalar(item, "keys"), run = try scalar(item, "run")
        let chord: Chord
        do {
            chord = try Chord(parsing: keys.text)
        } catch {
            throw keys.node.diagnostic(error.message)
        }
        var parameters: [(String, String)] = []
        if let with = item["with"] {
            guard case .mapping(let pairs) = with.shape else {
                throw with.diagnostic("expected a mapping for 'with', found \(with.kind)")
            }
            for pair in pairs {
                guard let text = pair.value.scalar else {
                    throw pair.value.diagnostic("expected a single value for '\(pair.key)', found \(pair.value.kind)")
                }
                if let control = Self.controlCharacter(in: pair.key) {
                    throw pair.keyNode.diagnostic(Self.oneLine("a parameter's name", holds: control))
                }
                if let control = Self.controlCharacter(in: text) {
                    throw pair.value.diagnostic(Self.oneLine("the value of '\(pair.key)'", holds: control))
                }
                parameters.append((pair.key, text))
            }
        }
        return HotkeyBinding(
            chord: chord, intent: run.text, parameters: parameters, location: keys.node.location,
            intentLocation: run.node.location, sourceLines: (keys.node.sourceLine, run.node.sourceLine))
    }

    /// The first control character (C0, DEL or C1) of `text`: a line break in a value would start a line of its own
    /// in a comment of an exported configuration.
    package static func controlCharacter(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { $0.properties.generalCategory == .control }
    }

    /// `U+000A`.
    package static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    static func oneLine(_ what: String, holds control: Unicode.Scalar) -> String {
        "\(what) holds a control character (\(codePoint(control))); a hotkey's words stay on one line"
    }

    private static func scalar(_ item: ConfigValue, _ key: String) throws(Diagnostic) -> (
        text: String, node: ConfigValue
    ) {
        guard let node = item[key] else { throw item.diagnostic("missing required key '\(key)' in a hotkey") }
        guard let text = node.scalar, !text.trimmed.isEmpty else {
            throw node.diagnostic("expected a single non-empty value for '\(key)', found \(node.kind)")
        }
        return (text, node)
    }
}

extension HotkeyBinding: Equatable {
    package static func == (lhs: HotkeyBinding, rhs: HotkeyBinding) -> Bool {
        lhs.chord == rhs.chord && lhs.intent == rhs.intent && lhs.location == rhs.location
            && lhs.parameters.map { [$0.name, $0.value] } == rhs.parameters.map { [$0.name, $0.value] }
    }
}
