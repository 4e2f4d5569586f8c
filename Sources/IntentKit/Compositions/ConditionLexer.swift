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
        character.isASCII && (character.isLetter || character.isNumber || "_-.".contains(character))
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
                let word = rest.prefix(while: isNameCharacter)
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
