import Primitives

/// Why the arguments of a run could not be bound to the intent's parameters.
package enum ParameterError: Error, Equatable, Sendable, TemplatedMessage {
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

    /// The message's template and values, with the offending value in single quotes and what was expected.
    package var filledTemplate: FilledTemplate {
        switch self {
        case let .missing(intent, parameter):
            return Words.missing.filled(["parameter": parameter, "intent": intent])
        case let .unknown(intent, parameter, known) where known.isEmpty:
            return Words.unknownTakingNone.filled(["parameter": parameter, "intent": intent])
        case let .unknown(intent, parameter, known):
            return Words.unknown.filled([
                "parameter": parameter, "intent": intent, "known": known.joinedText(separator: ", "),
                "hint": Suggestion.hint(for: parameter, in: known),
            ])
        case let .duplicate(parameter): return Words.duplicate.filled(["parameter": parameter])
        case let .malformedArgument(argument): return Words.malformedArgument.filled(["argument": argument])
        case let .malformedJSON(reason): return Words.malformedJSON.filled(["reason": reason])
        case let .invalid(parameter, value, expected):
            return Words.invalid.filled(["value": value, "parameter": parameter, "expected": expected])
        case let .outOfRange(parameter, value, minimum, maximum):
            return Self.outOfRange(parameter, value, minimum.map(JSONValue.format), maximum.map(JSONValue.format))
        case let .notAllowed(parameter, value, values):
            return Words.notAllowed.filled([
                "value": value, "parameter": parameter, "values": values.joinedText(separator: ", "),
                "hint": Suggestion.hint(for: value, in: values),
            ])
        case let .patternMismatch(parameter, value, pattern):
            return Words.patternMismatch.filled(["value": value, "parameter": parameter, "pattern": pattern])
        case let .unknownEntity(type, value, suggestions):
            switch suggestions.count {
            case 0: return Words.unknownEntity.filled(["type": type, "value": value])
            case 1: return Words.unknownEntityLike.filled(["type": type, "value": value, "suggestion": suggestions[0]])
            default:
                let list = suggestions.map { "'\($0)'" }.joinedText(separator: ", ")
                return Words.unknownEntityLikeSeveral.filled(["type": type, "value": value, "suggestions": list])
            }
        case let .noEntities(type, value): return Words.noEntities.filled(["type": type, "value": value])
        case let .ambiguousEntity(type, value, matches):
            let list = matches.map { "'\($0)'" }.joinedText(separator: ", ")
            return Words.ambiguousEntity.filled(["value": value, "type": type, "matches": list])
        case let .unknownDateWord(parameter, value, known):
            return Words.unknownDateWord.filled([
                "value": value, "parameter": parameter, "known": known.joinedText(separator: ", "),
                "hint": Suggestion.hint(for: value, in: known),
            ])
        }
    }

    private static func outOfRange(_ parameter: String, _ value: String, _ low: String?, _ high: String?)
        -> FilledTemplate
    {
        let values = ["value": value, "parameter": parameter]
        switch (low, high) {
        case let (low?, high?):
            return Words.outOfRange.filled(values.merging(["minimum": low, "maximum": high]) { $1 })
        case let (low?, nil): return Words.belowMinimum.filled(values.merging(["minimum": low]) { $1 })
        case let (nil, high?): return Words.aboveMaximum.filled(values.merging(["maximum": high]) { $1 })
        case (nil, nil): return Words.outOfUnknownRange.filled(values)
        }
    }
}
