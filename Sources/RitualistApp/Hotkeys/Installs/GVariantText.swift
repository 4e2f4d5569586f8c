/// Reads the strings of a GVariant array as gsettings prints it: `@as []`, `['a', "b'c"]`.
enum GVariantText {
    static func strings(in text: String) -> [String] {
        var result: [String] = [], current = "", quote: Character?, escaped = false
        for character in text {
            if let open = quote {
                if escaped {
                    current.append(character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == open {
                    result.append(current)
                    current = ""
                    quote = nil
                } else {
                    current.append(character)
                }
            } else if character == "'" || character == "\"" {
                quote = character
            }
        }
        return result
    }
}
