/// JSON's string and number syntax, for writers that build their text directly: the change log's data and the export.
package enum JSONText {
    /// `text` as a JSON string, quotes included: `"`, `\` and control characters escaped, everything else as is.
    package static func string(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
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

    /// A JSON string, or `null`.
    package static func optional(_ text: String?) -> String { text.map(string) ?? "null" }

    /// A number in the shortest form that reads back as the same `Double` (`2`, `0.5`, `1e-07`).
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(describing: value)
    }
}
