/// A JSON object written by hand, keys sorted: what a change's data is kept as.
///
/// Written here rather than by `JSONEncoder`, whose first use in a process costs a press more than the rest of
/// recording its change (the Codable machinery's generic types and conformance lookups).
struct JSONObjectText {
    private var members: [(key: String, value: String)] = []

    /// Adds `key` with a string value; nothing when `value` is nil.
    mutating func string(_ key: String, _ value: String?) {
        if let value { members.append((key, Self.quoted(value))) }
    }

    /// Adds `key` with a number; nothing when `value` is nil.
    mutating func number(_ key: String, _ value: Double?) {
        if let value { members.append((key, Self.number(value))) }
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
        "{" + members.sorted { $0.key < $1.key }.map { Self.quoted($0.key) + ":" + $0.value }.joined(separator: ",")
            + "}"
    }

    /// A whole number without a fraction (`3`, not `3.0`), as JSON writers print it; any other as Swift's shortest
    /// form that reads back the same.
    static func number(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return value.isFinite ? String(value) : "null"
    }

    /// `text` in quotes, with quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
