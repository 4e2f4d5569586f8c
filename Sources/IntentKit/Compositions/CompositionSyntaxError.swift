/// Why a template or a condition could not be read.
package enum CompositionSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    case unclosedTemplate(String)
    case invalidReference(String)
    case unexpected(token: String, expected: String)
    case unterminatedString
    /// A reference opens `[` without a closing `]`.
    case unclosedBracket(String)
    case unexpectedCharacter(Character)
    /// Parentheses and `not` nest deeper than `limit`.
    case tooDeep(limit: Int)

    /// What could not be read and what was expected, in a declaration diagnostic's voice.
    package var description: String {
        switch self {
        case .unclosedTemplate(let text): return "template '\(text.clipped())' opens '{{' without a closing '}}'"
        case .invalidReference(let text):
            return "'\(text.clipped())' is not a reference (expected a parameter name, steps.ID.ok, "
                + "steps.ID.error or steps.ID.result.FIELD)"
        case let .unexpected(token, expected): return "unexpected \(token) (expected \(expected))"
        case .unterminatedString: return "a quoted string is not closed"
        case .unclosedBracket(let text): return "'\(text.clipped())' opens '[' without a closing ']'"
        case .unexpectedCharacter(let character): return "unexpected character '\(character)'"
        case .tooDeep(let limit): return "the condition nests more than \(limit) levels deep (parentheses and 'not')"
        }
    }
}
