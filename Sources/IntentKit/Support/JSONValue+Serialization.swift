extension JSONValue {
    /// The value as JSON text: compact on one line, or indented by two spaces.
    public func serialized(pretty: Bool = false) -> String {
        var output = ""
        write(to: &output, pretty: pretty, indent: 0)
        return output
    }

    private func write(to output: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .double(let value): output += JSONValue.format(value)
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
                output += pretty ? ": " : ":"
                pair.1.write(to: &output, pretty: pretty, indent: indent)
            }
        }
    }

    private func writeContainer<Element>(
        _ elements: [Element], open: String, close: String, to output: inout String, pretty: Bool, indent: Int,
        element writeElement: (Element, inout String, Int) -> Void
    ) {
        output += open
        guard !elements.isEmpty else {
            output += close
            return
        }
        let inner = String(repeating: "  ", count: indent + 1)
        for (index, element) in elements.enumerated() {
            if index > 0 { output += "," }
            if pretty { output += "\n" + inner }
            writeElement(element, &output, indent + 1)
        }
        if pretty { output += "\n" + String(repeating: "  ", count: indent) }
        output += close
    }

    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        // Most strings need no escape: they are copied whole, without a walk through their scalars.
        guard value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") })
        else {
            output += value
            output += "\""
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
