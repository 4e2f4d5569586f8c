import Primitives
import Yams

/// Reads the YAML tree of one file, recording a diagnostic for every mismatch instead of stopping.
struct NodeReader {
    /// A mapping's entries by key, in file order.
    struct Fields {
        let entries: [(key: String, keyNode: Node, value: Node)]
        /// The keys alone: a lookup compares strings without copying each entry's two nodes.
        private let keys: [String]

        init(entries: [(key: String, keyNode: Node, value: Node)]) {
            self.entries = entries
            keys = entries.map(\.key)
        }

        subscript(key: String) -> Node? { keys.firstIndex(of: key).map { entries[$0].value } }
    }

    let document: YAMLDocument
    private(set) var diagnostics: [Diagnostic] = []

    init(document: YAMLDocument) {
        self.document = document
    }

    mutating func error(at node: Node, _ message: String) {
        error(at: document.location(of: node), message)
    }

    mutating func error(at location: SourceLocation, _ message: String) {
        diagnostics.append(
            Diagnostic(
                location: location, message: message,
                sourceLine: document.sourceLine(at: location)))
    }

    /// The entries of a mapping whose keys must come from `allowed` (nil: any key); `meant` maps a word people write
    /// for one of them (a step's `intent`, which the file's top uses) to the key it means, for the hint.
    mutating func mapping(_ node: Node, what: String, allowed: [String]?, meant: [String: String] = [:]) -> Fields? {
        guard case .mapping(let mapping) = node else {
            error(at: node, "expected a mapping for \(what), found \(kind(of: node))")
            return nil
        }
        var entries: [(key: String, keyNode: Node, value: Node)] = []
        for (keyNode, value) in mapping {
            guard case .scalar(let scalar) = keyNode else {
                error(at: keyNode, "expected a plain key in \(what), found \(kind(of: keyNode))")
                continue
            }
            if let allowed, !allowed.contains(scalar.string) {
                let hint =
                    meant[scalar.string].map { " Did you mean '\($0)'?" }
                    ?? Suggestion.hint(for: scalar.string, in: allowed)
                error(
                    at: keyNode,
                    "unknown key '\(scalar.string.clipped())' in \(what) (expected one of: "
                        + allowed.joinedText(separator: ", ") + ")." + hint)
                continue
            }
            entries.append((scalar.string, keyNode, value))
        }
        return Fields(entries: entries)
    }

    /// The text of a scalar, or a diagnostic naming `key` when the node is not one.
    mutating func scalar(_ node: Node, key: String) -> String? {
        guard case .scalar(let scalar) = node else {
            error(at: node, "expected a single value for '\(key)', found \(kind(of: node))")
            return nil
        }
        return scalar.string
    }

    /// A non-empty string under `key` of `parent`, which must be present.
    mutating func requiredString(_ node: Node?, key: String, in parent: Node) -> String? {
        guard let node else {
            error(at: parent, "missing required key '\(key)'")
            return nil
        }
        guard let text = scalar(node, key: key) else { return nil }
        guard !text.trimmed.isEmpty else {
            error(at: node, "'\(key)' must not be empty")
            return nil
        }
        return text
    }

    mutating func boolean(_ node: Node, key: String) -> Bool? {
        guard let text = scalar(node, key: key) else { return nil }
        switch text {
        case "true": return true
        case "false": return false
        default:
            error(at: node, "invalid value '\(text.clipped())' for '\(key)' (expected true or false)")
            return nil
        }
    }

    mutating func number(_ node: Node, key: String) -> Double? {
        guard let text = scalar(node, key: key) else { return nil }
        guard let value = DecimalSyntax.number(text) else {
            error(at: node, "invalid value '\(text.clipped())' for '\(key)' (expected a number)")
            return nil
        }
        return value
    }

    /// The elements of a sequence.
    mutating func sequence(_ node: Node, key: String) -> [Node]? {
        guard case .sequence(let sequence) = node else {
            error(at: node, "expected a list for '\(key)', found \(kind(of: node))")
            return nil
        }
        return Array(sequence)
    }

    private func kind(of node: Node) -> String {
        switch node {
        case .scalar(let scalar): return "the value '\(scalar.string.clipped())'"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }
}
