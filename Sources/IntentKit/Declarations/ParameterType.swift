/// The declared type of a parameter.
package enum ParameterType: Hashable, Sendable, CustomStringConvertible {
    case string
    case integer
    case number
    case boolean
    /// A calendar date: `YYYY-MM-DD` or a date word (`today`, `yesterday`, or one a plugin registers).
    case date
    /// One of the declared `values`.
    case enumeration
    /// An entity of a type a plugin registered, such as `habit`.
    case entity(String)

    /// The types every runner knows, by the name declarations use.
    package static let builtins: [String: ParameterType] = [
        "string": .string, "integer": .integer, "number": .number, "boolean": .boolean, "date": .date,
        "enum": .enumeration,
    ]

    /// The name a declaration uses for the type.
    package var description: String {
        switch self {
        case .string: return "string"
        case .integer: return "integer"
        case .number: return "number"
        case .boolean: return "boolean"
        case .date: return "date"
        case .enumeration: return "enum"
        case .entity(let name): return name
        }
    }

    /// "an integer", "a date", "a habit": how messages name what was expected.
    package var expectation: String {
        switch self {
        case .integer: return "an integer"
        case .enumeration: return "one of the declared values"
        default:
            let name = description
            let article = ["a", "e", "i", "o", "u"].contains(name.prefix(1).lowercased()) ? "an" : "a"
            return "\(article) \(name)"
        }
    }
}
