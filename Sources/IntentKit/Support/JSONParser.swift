/// A strict JSON reader (RFC 8259) that keeps object keys in order and bounds nesting.
package struct JSONParser {
    /// Why a text is not JSON, with the byte offset where reading stopped.
    package struct Failure: Error, Equatable, CustomStringConvertible {
        /// The byte offset where reading stopped.
        package let offset: Int
        /// What was wrong there (`invalid number`).
        package let reason: String
        /// The reason and the offset.
        package var description: String { "\(reason) at offset \(offset)" }

        /// A failure `reason` (`invalid number`) found at byte `offset`.
        package init(offset: Int, reason: String) {
            self.offset = offset
            self.reason = reason
        }
    }

    private let bytes: [UInt8]
    private var index = 0
    private let maximumDepth: Int

    /// Parses `text` as one JSON value.
    package static func parse(_ text: String, maximumDepth: Int = 64) throws(Failure) -> JSONValue {
        try parse(bytes: Array(text.utf8), maximumDepth: maximumDepth)
    }

    /// Parses UTF-8 `bytes` (a file as read) as one JSON value, without making a string of them first.
    package static func parse(bytes: [UInt8], maximumDepth: Int = 64) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth)
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.failure("unexpected text after the value") }
        return value
    }

    private init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    private func failure(_ reason: String) -> Failure { Failure(offset: index, reason: reason) }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw failure("unexpected end of text") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try keyword("true", .bool(true))
        case UInt8(ascii: "f"): return try keyword("false", .bool(false))
        case UInt8(ascii: "n"): return try keyword("null", .null)
        default: return try number()
        }
    }

    /// Steps into an object or an array at `depth` (0 for the outermost), within the nesting bound.
    private mutating func enter(_ depth: Int) throws(Failure) {
        guard depth < maximumDepth else { throw failure("nesting deeper than \(maximumDepth) levels") }
        index += 1
    }

    private mutating func keyword(_ word: String, _ value: JSONValue) throws(Failure) -> JSONValue {
        let end = index + word.utf8.count
        guard end <= bytes.count, Array(bytes[index..<end]) == Array(word.utf8) else {
            throw failure("unexpected character")
        }
        index = end
        return value
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        try enter(depth)
        var pairs: [(String, JSONValue)] = []
        // Most objects read here are records of a handful of fields: one allocation rather than four.
        pairs.reserveCapacity(8)
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(pairs)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a key") }
            let key = try string()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("expected ':'") }
            index += 1
            pairs.append((key, try value(depth: depth + 1)))
            skipWhitespace()
            guard index < bytes.count else { throw failure("unexpected end of text") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(pairs)
            } else {
                throw failure("expected ',' or '}'")
            }
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        try enter(depth)
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            elements.append(try value(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw failure("unexpected end of text") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            } else {
                throw failure("expected ',' or ']'")
            }
        }
    }

    /// Reads a string. Its bytes are decoded once, at the closing quote; a string with escapes collects its
    /// bytes first (the text is UTF-8, and an escape's scalar is appended as UTF-8, at least one byte, so an
    /// empty collection means no escape was met).
    private mutating func string() throws(Failure) -> String {
        index += 1
        var start = index
        var collected: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text: String
                if collected.isEmpty {
                    text = String(decoding: bytes[start..<index], as: UTF8.self)
                } else {
                    collected.append(contentsOf: bytes[start..<index])
                    text = String(decoding: collected, as: UTF8.self)
                }
                index += 1
                return text
            }
            if byte < 0x20 { throw failure("control character in a string") }
            if byte == UInt8(ascii: "\\") {
                collected.append(contentsOf: bytes[start..<index])
                UTF8.encode(try escape()) { collected.append($0) }
                start = index
                continue
            }
            index += 1
        }
        throw failure("unterminated string")
    }

    private mutating func escape() throws(Failure) -> Unicode.Scalar {
        index += 1
        guard index < bytes.count else { throw failure("unterminated escape") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hex4()
            if (0xD800..<0xDC00).contains(high) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else { throw failure("unpaired surrogate") }
                index += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw failure("unpaired surrogate") }
                guard let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) else {
                    throw failure("unpaired surrogate")
                }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else { throw failure("unpaired surrogate") }
            return scalar
        default:
            index -= 1
            throw failure("unknown escape")
        }
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard index + offset < bytes.count, let digit = JSONParser.hexValue(bytes[index + offset]) else {
                throw failure("expected four hexadecimal digits")
            }
            value = value << 4 | digit
        }
        index += 4
        return value
    }

    /// The value of an integer's digits (after an optional `-`), read in place; nil when it does not fit an `Int`,
    /// for the reading as a `Double` that `Int(String)` falling back would give. (A cache's nanosecond times are
    /// 19 digits: a `String` and `Int(String)` were each costly.)
    private static func integer(_ digits: ArraySlice<UInt8>) -> Int? {
        let negative = digits.first == UInt8(ascii: "-")
        var value = 0
        for byte in negative ? digits.dropFirst() : digits {
            let (shifted, over) = value.multipliedReportingOverflow(by: 10)
            // Accumulated negatively for a negative number, so that Int.min fits.
            let (next, overflow) =
                negative
                ? shifted.subtractingReportingOverflow(Int(byte &- UInt8(ascii: "0")))
                : shifted.addingReportingOverflow(Int(byte &- UInt8(ascii: "0")))
            guard !over, !overflow else { return nil }
            value = next
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private mutating func number() throws(Failure) -> JSONValue {
        let start = index
        guard bytes[index] == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else {
            throw failure("unexpected character")
        }
        guard let (end, isInteger) = DecimalSyntax.scan(bytes, from: start, json: true) else {
            throw failure("invalid number")
        }
        index = end
        if isInteger, let value = Self.integer(bytes[start..<end]) { return .int(value) }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw failure("number out of range")
        }
        return .double(value)
    }
}
