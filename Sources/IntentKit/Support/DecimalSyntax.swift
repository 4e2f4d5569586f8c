/// The decimal number syntax the program reads: digits, an optional fraction, an optional exponent.
///
/// JSON (RFC 8259) writes `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`; a `name=value` argument also allows
/// a `+` sign and leading zeros, as people type them. Neither allows hexadecimal, `inf`, `nan`, `1.` or `.5`, which
/// Swift's own `Double(_:)` would accept.
enum DecimalSyntax {
    /// The index just past the number that starts at `start`, and whether it has no fraction or exponent; nil when
    /// no well-formed number starts there.
    static func scan(_ bytes: [UInt8], from start: Int, json: Bool) -> (end: Int, isInteger: Bool)? {
        var index = start
        func digits() -> Int {
            let first = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            return index - first
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || (!json && bytes[index] == UInt8(ascii: "+")) {
            index += 1
        }
        let leading = index
        guard digits() > 0 else { return nil }
        if json, bytes[leading] == UInt8(ascii: "0"), index - leading > 1 { return nil }
        var isInteger = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            isInteger = false
            guard digits() > 0 else { return nil }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            isInteger = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() > 0 else { return nil }
        }
        return (index, isInteger)
    }

    /// The finite value of `text` when all of it is a decimal number as a person types one, else nil.
    static func number(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        guard let (end, _) = scan(bytes, from: 0, json: false), end == bytes.count,
            let value = Double(text), value.isFinite
        else { return nil }
        return value
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
