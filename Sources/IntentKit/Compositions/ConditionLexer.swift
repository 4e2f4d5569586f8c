/// Splits a condition into tokens: names, numbers, quoted strings, operators and parentheses.
struct ConditionLexer {
    enum Token: Equatable {
        case name(String)
        case number(Double)
        case string(String)
        case symbol(String)

        var shown: String {
            switch self {
            case .name(let name): return "'\(name)'"
            case .number(let value): return "number \(JSONValue.double(value).literal)"
            case .string(let text): return "string '\(text.clipped())'"
            case .symbol(let symbol): return "'\(symbol)'"
            }
        }
    }

    static let symbols = ["==", "!=", "<=", ">=", "<", ">", "(", ")"]

    static func isNameCharacter(_ character: Character) -> Bool {
        isPlainNameCharacter(character) || character == "."
    }

    /// A character of one name of a dotted reference: a parameter's, a step's, a field's.
    static func isPlainNameCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || "_-".contains(character))
    }

    /// The reference or word `text` starts with: name characters and bracketed segments (`habits[Morning Run]`,
    /// `habits['Morning Run']`), whose insides may hold spaces and symbols.
    static func word(_ text: Substring) throws(CompositionSyntaxError) -> Substring {
        var end = text.startIndex
        while end < text.endIndex {
            let character = text[end]
            if isNameCharacter(character) {
                end = text.index(after: end)
            } else if character == "[" {
                var inside = text.index(after: end)
                let quote = inside < text.endIndex && "'\"".contains(text[inside]) ? text[inside] : nil
                if let quote {
                    inside = text.index(after: inside)
                    guard let close = text[inside...].firstIndex(of: quote) else { throw .unterminatedString }
                    inside = text.index(after: close)
                }
                guard let close = text[inside...].firstIndex(of: "]") else {
                    throw .unclosedBracket(String(text))
                }
                end = text.index(after: close)
            } else {
                break
            }
        }
        return text[..<end]
    }

    static func tokens(_ text: String) throws(CompositionSyntaxError) -> [Token] {
        var tokens: [Token] = []
        var rest = Substring(text)
        while let first = rest.first {
            if first == " " || first == "\t" {
                rest = rest.dropFirst()
            } else if first == "'" || first == "\"" {
                guard let end = rest.dropFirst().firstIndex(of: first) else { throw .unterminatedString }
                tokens.append(.string(String(rest[rest.index(after: rest.startIndex)..<end])))
                rest = rest[rest.index(after: end)...]
            } else if let symbol = symbols.first(where: { rest.hasPrefix($0) }) {
                tokens.append(.symbol(symbol))
                rest = rest.dropFirst(symbol.count)
            } else if isNameCharacter(first) {
                let word = try word(rest)
                rest = rest.dropFirst(word.count)
                if let number = DecimalSyntax.number(String(word)) {
                    tokens.append(.number(number))
                } else {
                    tokens.append(.name(String(word)))
                }
            } else {
                throw .unexpectedCharacter(first)
            }
        }
        return tokens
    }
}
