import Primitives

/// Coerces raw text to a parameter's declared type and checks its constraints.
///
/// Entities are not handled here: their plugin resolves them (see `EntityType`).
package enum ValueCoercer {
    static let trueWords: Set<String> = ["true", "yes", "on", "1"]
    static let falseWords: Set<String> = ["false", "no", "off", "0"]

    /// The typed value of `raw` for `parameter`; `date` turns date words and ISO dates into dates.
    package static func coerce(
        _ raw: String, for parameter: ParameterDeclaration,
        date: (String) throws -> CalendarDate
    ) throws -> ParameterValue {
        let name = parameter.name
        switch parameter.type {
        case .string:
            try checkPattern(raw, parameter)
            return .string(raw)
        case .integer:
            guard let value = Int(raw.trimmed) else {
                throw ParameterError.invalid(parameter: name, value: raw, expected: "an integer")
            }
            try checkRange(Double(value), raw, parameter)
            return .integer(value)
        case .number:
            guard let value = DecimalSyntax.number(raw.trimmed) else {
                throw ParameterError.invalid(parameter: name, value: raw, expected: "a number")
            }
            try checkRange(value, raw, parameter)
            return .number(value)
        case .boolean:
            let word = raw.trimmed.lowercased()
            if trueWords.contains(word) { return .boolean(true) }
            if falseWords.contains(word) { return .boolean(false) }
            throw ParameterError.invalid(parameter: name, value: raw, expected: "true or false")
        case .date:
            return .date(try date(raw.trimmed))
        case .enumeration:
            guard let match = parameter.values.first(where: { $0.lowercased() == raw.trimmed.lowercased() }) else {
                throw ParameterError.notAllowed(parameter: name, value: raw, values: parameter.values)
            }
            return .enumCase(match)
        case .entity(let type):
            throw ParameterError.invalid(parameter: name, value: raw, expected: "a \(type) resolved by its plugin")
        }
    }

    private static func checkRange(_ value: Double, _ raw: String, _ parameter: ParameterDeclaration)
        throws(ParameterError)
    {
        if let minimum = parameter.minimum, value < minimum {
            throw .outOfRange(parameter: parameter.name, value: raw, minimum: minimum, maximum: parameter.maximum)
        }
        if let maximum = parameter.maximum, value > maximum {
            throw .outOfRange(parameter: parameter.name, value: raw, minimum: parameter.minimum, maximum: maximum)
        }
    }

    private static func checkPattern(_ raw: String, _ parameter: ParameterDeclaration) throws(ParameterError) {
        guard let pattern = parameter.pattern else { return }
        guard let regex = try? Regex(pattern), (try? regex.wholeMatch(in: raw)) != nil else {
            throw .patternMismatch(parameter: parameter.name, value: raw, pattern: pattern)
        }
    }
}
