// Fuzzes the `--params` reader: `JSONParser.parse` and `RawArguments(words:json:)` over one text.
//
// Besides crashes, two properties are checked:
// - what the parser accepts is JSON by RFC 8259's grammar (a small recognizer below, independent of the parser);
// - an accepted value serialized and parsed again is the same value.
@testable import IntentKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParamsJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let text = String(decoding: bytes, as: UTF8.self)
    if let value = try? JSONParser.parse(text) {
        var recognizer = StrictJSON(Array(text.utf8))
        if !recognizer.isValid() {
            // One message per kind of violation, so that crashes group by kind (see Fuzz/triage.py).
            fatalError("JSONParser accepted text that is not RFC 8259 JSON (\(recognizer.reason)): \(text.debugDescription)")
        }
        let again = value.serialized()
        guard let reparsed = try? JSONParser.parse(again), reparsed == value else {
            fatalError("a serialized value does not parse back to itself: \(text.debugDescription) -> \(again.debugDescription)")
        }
        _ = value.serialized(pretty: true)
    }
    do {
        let arguments = try RawArguments(words: ["habit=Water"], json: text)
        _ = arguments.json.serialized()
    } catch {
        _ = error.message
    }
    return 0
}

/// RFC 8259, section 2-7, as a recognizer: no leading zeros, no `+`, digits on both sides of `.` and after `e`,
/// only the listed escapes, no control characters in strings.
struct StrictJSON {
    let bytes: [UInt8]
    var index = 0
    /// Why the text is not JSON, once `isValid()` said so.
    private(set) var reason = "unexpected text"

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func isValid() -> Bool {
        skipSpace()
        guard value(depth: 0) else { return false }
        skipSpace()
        return index == bytes.count
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func eat(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        index += 1
        return true
    }

    private mutating func literal(_ word: String) -> Bool {
        for byte in word.utf8 where !eat(byte) { return false }
        return true
    }

    private mutating func value(depth: Int) -> Bool {
        guard depth < 1000, let byte = current else { return false }
        switch byte {
        case UInt8(ascii: "{"): return object(depth: depth)
        case UInt8(ascii: "["): return array(depth: depth)
        case UInt8(ascii: "\""): return string()
        case UInt8(ascii: "t"): return literal("true")
        case UInt8(ascii: "f"): return literal("false")
        case UInt8(ascii: "n"): return literal("null")
        default: return number()
        }
    }

    private mutating func object(depth: Int) -> Bool {
        index += 1
        skipSpace()
        if eat(UInt8(ascii: "}")) { return true }
        while true {
            skipSpace()
            guard string() else { return false }
            skipSpace()
            guard eat(UInt8(ascii: ":")) else { return false }
            skipSpace()
            guard value(depth: depth + 1) else { return false }
            skipSpace()
            if eat(UInt8(ascii: "}")) { return true }
            guard eat(UInt8(ascii: ",")) else { return false }
        }
    }

    private mutating func array(depth: Int) -> Bool {
        index += 1
        skipSpace()
        if eat(UInt8(ascii: "]")) { return true }
        while true {
            skipSpace()
            guard value(depth: depth + 1) else { return false }
            skipSpace()
            if eat(UInt8(ascii: "]")) { return true }
            guard eat(UInt8(ascii: ",")) else { return false }
        }
    }

    private mutating func string() -> Bool {
        guard eat(UInt8(ascii: "\"")) else { return false }
        while let byte = current {
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return true
            case 0..<0x20: return fail("control character in a string")
            case UInt8(ascii: "\\"):
                guard let escaped = current else { return false }
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    continue
                case UInt8(ascii: "u"):
                    for _ in 0..<4 {
                        guard let digit = current, isHex(digit) else { return fail("\\u without four hexadecimal digits") }
                        index += 1
                    }
                default: return fail("unknown escape")
                }
            default: continue
            }
        }
        return false
    }

    private func isHex(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private mutating func digits() -> Bool {
        guard let byte = current, isDigit(byte) else { return false }
        while let byte = current, isDigit(byte) { index += 1 }
        return true
    }

    private mutating func number() -> Bool {
        _ = eat(UInt8(ascii: "-"))
        if eat(UInt8(ascii: "0")) {
            if let byte = current, isDigit(byte) { return fail("leading zero") }
        } else if !digits() {
            switch current {
            case UInt8(ascii: "+"): return fail("'+' before a number")
            case UInt8(ascii: "."): return fail("no digit before '.'")
            default: return fail("not a value")
            }
        }
        if eat(UInt8(ascii: ".")), !digits() { return fail("no digit after '.'") }
        if eat(UInt8(ascii: "e")) || eat(UInt8(ascii: "E")) {
            if !eat(UInt8(ascii: "+")) { _ = eat(UInt8(ascii: "-")) }
            guard digits() else { return fail("no digit in the exponent") }
        }
        return true
    }

    private mutating func fail(_ why: String) -> Bool {
        reason = why
        return false
    }
}
