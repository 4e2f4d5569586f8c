/// A structured setting of `config.yaml` (a list or a mapping, such as a list of key bindings), kept as a tree
/// whose every node knows where it stands, so a program can check it and report `path:line:column` diagnostics.
package struct ConfigValue: Sendable {
    /// A scalar's text, a list's items, or a mapping's entries in file order.
    package enum Shape: Sendable {
        case scalar(String)
        case list([ConfigValue])
        /// Each entry with its key as a node of its own, for diagnostics about the key.
        case mapping([(key: String, keyNode: ConfigValue, value: ConfigValue)])
    }

    /// What the node holds.
    package let shape: Shape
    /// Where the node stands.
    package let location: SourceLocation
    /// The line the node starts on, for a diagnostic's caret.
    package let sourceLine: String?

    /// The text of a scalar, or nil.
    package var scalar: String? {
        if case .scalar(let text) = shape { return text }
        return nil
    }

    /// The value under `key` of a mapping, or nil.
    package subscript(key: String) -> ConfigValue? {
        guard case .mapping(let entries) = shape else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// What the node is, for a message: `a list`, `a mapping`, `the value 'x'`.
    package var kind: String {
        switch shape {
        case .scalar(let text): return "the value '\(text)'"
        case .list: return "a list"
        case .mapping: return "a mapping"
        }
    }

    /// A diagnostic about this node.
    package func diagnostic(_ message: String) -> Diagnostic {
        Diagnostic(location: location, message: message, sourceLine: sourceLine)
    }
}
