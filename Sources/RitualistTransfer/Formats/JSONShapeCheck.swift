/// A pass over an export's JSON before it is decoded, for what a decoder lets through or words badly: a key twice
/// in one object (a decoder keeps the last, silently) and a number no field can hold (beyond a Double's range).
///
/// It reads the text once, keeping only the path to where it is (`habits[2].name`), so its own memory is the
/// depth of the document, which it bounds. What is not JSON at all is left to the decoder's message.
struct JSONShapeCheck {
    /// A key twice, or a number out of range, with where it is.
    struct Problem: Error, Equatable {
        var line: Int
        var message: String
    }

    /// The deepest nesting read; an export nests four deep.
    static let maximumDepth = 64

    private enum Container {
        case object(keys: Set<String>, key: String?)
        case array(index: Int)
    }

    private let bytes: [UInt8]
    private var position = 0
    private var line = 1
    private var stack: [Container] = []

    /// Checks `bytes`; throws the first problem found.
    static func check(_ bytes: [UInt8]) throws(Problem) {
        var check = JSONShapeCheck(bytes: bytes)
        try check.run()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func run() throws(Problem) {
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                position += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard stack.count < Self.maximumDepth else {
                    throw Problem(line: line, message: "\(place()): nests deeper than \(Self.maximumDepth) levels")
                }
                stack.append(byte == UInt8(ascii: "{") ? .object(keys: [], key: nil) : .array(index: 0))
                position += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !stack.isEmpty { stack.removeLast() }
                position += 1
            case UInt8(ascii: ","):
                if case .array(let index) = stack.last { stack[stack.count - 1] = .array(index: index + 1) }
                position += 1
            case UInt8(ascii: "\""):
                let startLine = line
                guard let text = readString() else { return }
                guard case .object(var keys, _) = stack.last, isKeyPosition() else { continue }
                guard keys.insert(text).inserted else {
                    let object = place(inObject: true)
                    throw Problem(
                        line: startLine,
                        message: (object.isEmpty ? "" : object + ": ") + "the key '\(text)' appears twice in one "
                            + "object (expected each key once)")
                }
                stack[stack.count - 1] = .object(keys: keys, key: text)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let start = position
                while position < bytes.count, Self.isNumberByte(bytes[position]) { position += 1 }
                let text = String(decoding: bytes[start..<position], as: UTF8.self)
                if let value = Double(text), !value.isFinite {
                    throw Problem(
                        line: line,
                        message: "\(place()): the number \(text) is out of range (expected a number of at most "
                            + "about 1.8e308)")
                }
            default:
                position += 1
            }
        }
    }

    /// Whether the string just read stands where an object's key does: the next significant byte is a colon.
    private func isKeyPosition() -> Bool {
        var index = position
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: ":")
    }

    /// The string starting at `position`, its escapes decoded; nil when it is not closed (the decoder says so).
    private mutating func readString() -> String? {
        position += 1
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
            raw.removeAll(keepingCapacity: true)
        }
        var pendingHigh: UInt32?
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\n"):
                line += 1
                raw.append(byte)
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { return nil }
                let escape = bytes[position]
                position += 1
                flush()
                if escape == UInt8(ascii: "u") {
                    guard position + 4 <= bytes.count,
                        let value = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
                    else { return nil }
                    position += 4
                    if (0xD800...0xDBFF).contains(value) {
                        pendingHigh = value
                        continue
                    }
                    if let high = pendingHigh, (0xDC00...0xDFFF).contains(value) {
                        let combined = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
                        if let scalar = Unicode.Scalar(combined) { scalars.append(scalar) }
                    } else if let scalar = Unicode.Scalar(value) {
                        scalars.append(scalar)
                    }
                    pendingHigh = nil
                    continue
                }
                let decoded: UInt8? =
                    switch escape {
                    case UInt8(ascii: "n"): 0x0A
                    case UInt8(ascii: "t"): 0x09
                    case UInt8(ascii: "r"): 0x0D
                    case UInt8(ascii: "b"): 0x08
                    case UInt8(ascii: "f"): 0x0C
                    default: escape
                    }
                if let decoded { raw.append(decoded) }
            default:
                raw.append(byte)
            }
            pendingHigh = nil
        }
        return nil
    }

    /// Where the reader stands, as the decoder's messages name it: `habits[2].displayOrder`; with `inObject`, the
    /// innermost object itself rather than its current key.
    private func place(inObject: Bool = false) -> String {
        var text = ""
        for (depth, container) in stack.enumerated() {
            switch container {
            case .array(let index): text += "[\(index)]"
            case .object(_, let key?) where !(inObject && depth == stack.count - 1):
                text += text.isEmpty ? key : "." + key
            case .object: break
            }
        }
        return text
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
            UInt8(ascii: "e"), UInt8(ascii: "E"):
            true
        default: false
        }
    }
}
