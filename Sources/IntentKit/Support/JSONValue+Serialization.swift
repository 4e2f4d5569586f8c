extension JSONValue {
    /// The value as JSON text: compact on one line, or indented by two spaces.
    public func serialized(pretty: Bool = false) -> String {
        // Bytes, not a String: appending to a String checks and updates its UTF-8 flags at every piece, which was
        // most of the cost of printing a day's status.
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(to: &output, pretty: pretty, indent: 0)
        return String(decoding: output, as: UTF8.self)
    }

    private func write(to output: inout [UInt8], pretty: Bool, indent: Int) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value): output.append(contentsOf: String(value).utf8)
        case .double(let value): output.append(contentsOf: JSONValue.format(value).utf8)
        case .string(let value): JSONValue.writeString(value, to: &output)
        case .array(let elements):
            writeContainer(elements, open: "[", close: "]", to: &output, pretty: pretty, indent: indent) {
                element, output, indent in
                element.write(to: &output, pretty: pretty, indent: indent)
            }
        case .object(let pairs):
            writeContainer(pairs, open: "{", close: "}", to: &output, pretty: pretty, indent: indent) {
                pair, output, indent in
                JSONValue.writeString(pair.0, to: &output)
                output.append(UInt8(ascii: ":"))
                if pretty { output.append(UInt8(ascii: " ")) }
                pair.1.write(to: &output, pretty: pretty, indent: indent)
            }
        }
    }

    private func writeContainer<Element>(
        _ elements: [Element], open: Unicode.Scalar, close: Unicode.Scalar, to output: inout [UInt8], pretty: Bool,
        indent: Int, element writeElement: (Element, inout [UInt8], Int) -> Void
    ) {
        output.append(UInt8(ascii: open))
        guard !elements.isEmpty else {
            output.append(UInt8(ascii: close))
            return
        }
        for (index, element) in elements.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            if pretty { JSONValue.newLine(indent: indent + 1, to: &output) }
            writeElement(element, &output, indent + 1)
        }
        if pretty { JSONValue.newLine(indent: indent, to: &output) }
        output.append(UInt8(ascii: close))
    }

    private static func newLine(indent: Int, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }

    private static func writeString(_ value: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        defer { output.append(UInt8(ascii: "\"")) }
        // Most strings need no escape: they are copied whole.
        let needsEscape = { (byte: UInt8) in byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") }
        let copied = value.utf8.withContiguousStorageIfAvailable { bytes in
            guard !bytes.contains(where: needsEscape) else { return false }
            output.append(contentsOf: bytes)
            return true
        }
        guard copied != true else { return }
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
            case UInt8(ascii: "\n"): output.append(contentsOf: #"\n"#.utf8)
            case UInt8(ascii: "\r"): output.append(contentsOf: #"\r"#.utf8)
            case UInt8(ascii: "\t"): output.append(contentsOf: #"\t"#.utf8)
            case 0..<0x20:
                let hex = String(byte, radix: 16)
                output.append(contentsOf: (#"\u"# + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            default: output.append(byte)
            }
        }
    }
}
