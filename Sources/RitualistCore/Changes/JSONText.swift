/// JSON's string and number syntax, for writers that build their text directly: the change log's data and the export.
package enum JSONText {
    /// `text` as a JSON string, quotes included: `"`, `\` and control characters escaped, everything else as is.
    /// Read byte by byte in UTF-8: a text with nothing to escape (every id, day and zone) is copied whole.
    package static func string(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.contains(where: needsEscape) else { return "\"" + text + "\"" }
        var bytes: [UInt8] = [0x22]
        bytes.reserveCapacity(utf8.count + 8)
        for byte in utf8 {
            guard needsEscape(byte) else {
                bytes.append(byte)
                continue
            }
            switch byte {
            case 0x22: bytes += [0x5C, 0x22]
            case 0x5C: bytes += [0x5C, 0x5C]
            case 0x0A: bytes += [0x5C, 0x6E]
            case 0x0D: bytes += [0x5C, 0x72]
            case 0x09: bytes += [0x5C, 0x74]
            default: bytes += [0x5C, 0x75, 0x30, 0x30, hexDigit(byte >> 4), hexDigit(byte & 0xF)]
            }
        }
        bytes.append(0x22)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether a byte of UTF-8 is written escaped: a quote, a backslash or a control character. The bytes of a
    /// character past ASCII are all 0x80 or more, so they pass as they are.
    private static func needsEscape(_ byte: UInt8) -> Bool { byte == 0x22 || byte == 0x5C || byte < 0x20 }

    private static func hexDigit(_ value: UInt8) -> UInt8 { value < 10 ? 0x30 + value : 0x61 + value - 10 }

    /// A JSON string, or `null`.
    package static func optional(_ text: String?) -> String { text.map(string) ?? "null" }

    /// A number in the shortest form that reads back as the same `Double` (`2`, `0.5`, `1e-07`).
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(describing: value)
    }
}
