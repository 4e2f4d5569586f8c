/// A JSON object written by hand, keys sorted: what a change's data is kept as.
///
/// Written here rather than by `JSONEncoder`, whose first use in a process costs a press more than the rest of
/// recording its change (the Codable machinery's generic types and conformance lookups).
struct JSONObjectText {
    private var members: [(key: String, value: String)] = []

    /// Adds `key` with a string value; nothing when `value` is nil.
    mutating func string(_ key: String, _ value: String?) {
        if let value { members.append((key, JSONText.string(value))) }
    }

    /// Adds `key` with a number; nothing when `value` is nil.
    mutating func number(_ key: String, _ value: Double?) {
        if let value { members.append((key, JSONText.number(value))) }
    }

    /// Adds `key` with a boolean.
    mutating func bool(_ key: String, _ value: Bool) {
        members.append((key, value ? "true" : "false"))
    }

    /// Adds `key` with JSON text already written; nothing when `json` is nil.
    mutating func raw(_ key: String, _ json: String?) {
        if let json { members.append((key, json)) }
    }

    /// The object, its members sorted by key.
    var text: String {
        "{"
            + members.sorted { $0.key < $1.key }.map { JSONText.string($0.key) + ":" + $0.value }.joinedText(
                separator: ",")
            + "}"
    }
}
