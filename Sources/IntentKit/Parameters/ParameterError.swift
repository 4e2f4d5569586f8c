/// Why the arguments of a run could not be bound to the intent's parameters.
package enum ParameterError: Error, Equatable, Sendable {
    case missing(intent: String, parameter: String)
    case unknown(intent: String, parameter: String, known: [String])
    case duplicate(parameter: String)
    case malformedArgument(String)
    case malformedJSON(String)
    case invalid(parameter: String, value: String, expected: String)
    case outOfRange(parameter: String, value: String, minimum: Double?, maximum: Double?)
    case notAllowed(parameter: String, value: String, values: [String])
    case patternMismatch(parameter: String, value: String, pattern: String)
    /// No entity has that name; `suggestions` are the names close to it, if any.
    case unknownEntity(type: String, value: String, suggestions: [String])
    /// No entity of the type exists yet.
    case noEntities(type: String, value: String)
    case ambiguousEntity(type: String, value: String, matches: [String])
    case unknownDateWord(parameter: String, value: String, known: [String])

    /// The error's case name in outcomes and the journal.
    package var caseName: String {
        switch self {
        case .missing: return "missingParameter"
        case .unknown: return "unknownParameter"
        case .duplicate: return "duplicateParameter"
        case .malformedArgument, .malformedJSON: return "malformedArguments"
        case .invalid, .outOfRange, .notAllowed, .patternMismatch, .unknownDateWord: return "invalidParameter"
        case .unknownEntity, .noEntities: return "unknownEntity"
        case .ambiguousEntity: return "ambiguousEntity"
        }
    }

    /// The message for a person, with the offending value in single quotes and what was expected.
    package var message: String {
        switch self {
        case let .missing(intent, parameter):
            return "Missing required parameter '\(parameter)' for intent '\(intent)'."
        case let .unknown(intent, parameter, known):
            let list = known.isEmpty ? "it takes no parameters" : "expected one of: " + known.joined(separator: ", ")
            return "Unknown parameter '\(parameter)' for intent '\(intent)' (\(list))."
                + Suggestion.hint(for: parameter, in: known)
        case let .duplicate(parameter):
            return "Parameter '\(parameter)' is given more than once."
        case let .malformedArgument(argument):
            return "Invalid argument '\(argument)': expected name=value."
        case let .malformedJSON(reason):
            return "Invalid parameters: \(reason)."
        case let .invalid(parameter, value, expected):
            return "Invalid value '\(value)' for parameter '\(parameter)': expected \(expected)."
        case let .outOfRange(parameter, value, minimum, maximum):
            return "Invalid value '\(value)' for parameter '\(parameter)': expected "
                + ParameterError.range(minimum, maximum) + "."
        case let .notAllowed(parameter, value, values):
            return "Invalid value '\(value)' for parameter '\(parameter)': expected one of "
                + values.joined(separator: ", ") + "." + Suggestion.hint(for: value, in: values)
        case let .patternMismatch(parameter, value, pattern):
            return "Invalid value '\(value)' for parameter '\(parameter)': expected text matching '\(pattern)'."
        case let .unknownEntity(type, value, suggestions):
            let quoted = suggestions.map { "'\($0)'" }
            switch quoted.count {
            case 0: return "No \(type) named '\(value)'."
            case 1: return "No \(type) named '\(value)'. Did you mean \(quoted[0])?"
            default: return "No \(type) named '\(value)'. Did you mean one of \(quoted.joined(separator: ", "))?"
            }
        case let .noEntities(type, value):
            return "No \(type) named '\(value)'; there are no \(type)s yet."
        case let .ambiguousEntity(type, value, matches):
            return "'\(value)' matches several \(type)s: " + matches.map { "'\($0)'" }.joined(separator: ", ")
                + ". Give more of the name, or the id."
        case let .unknownDateWord(parameter, value, known):
            return "Invalid value '\(value)' for parameter '\(parameter)': expected a date (YYYY-MM-DD) or one of "
                + known.joined(separator: ", ") + "." + Suggestion.hint(for: value, in: known)
        }
    }

    private static func range(_ minimum: Double?, _ maximum: Double?) -> String {
        let low = minimum.map(JSONValue.format), high = maximum.map(JSONValue.format)
        switch (low, high) {
        case let (low?, high?): return "a value from \(low) to \(high)"
        case let (low?, nil): return "a value of at least \(low)"
        case let (nil, high?): return "a value of at most \(high)"
        case (nil, nil): return "a value in range"
        }
    }
}
