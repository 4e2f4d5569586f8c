/// A typed parameter an action reads: declared once, listed when the action registers, and read through.
///
/// ```swift
/// static let value = Parameter<Double>.number("value", required: true)
/// registry.action("habits.log", parameters: [value]) { context in
///     let amount = try context.require(value)
/// }
/// ```
public struct Parameter<Value: Sendable>: ActionParameterContract {
    /// The name, type and allowed values, as the action's contract lists them.
    public let contract: ActionParameter
    let extract: @Sendable (ParameterValue) -> Value?

    /// The name declarations and arguments use.
    package var name: String { contract.name }

    init(
        _ name: String, _ type: ParameterType, required: Bool, values: [String]? = nil,
        extract: @escaping @Sendable (ParameterValue) -> Value?
    ) {
        contract = ActionParameter(name: name, type: type, isRequired: required, values: values)
        self.extract = extract
    }
}

extension Parameter where Value == String {
    /// A text parameter.
    public static func string(_ name: String, required: Bool = false) -> Self {
        Self(name, .string, required: required) {
            if case .string(let value) = $0 { return value }
            return nil
        }
    }
}

extension Parameter where Value == Int {
    /// A whole number.
    public static func integer(_ name: String, required: Bool = false) -> Self {
        Self(name, .integer, required: required) {
            if case .integer(let value) = $0 { return value }
            return nil
        }
    }
}

extension Parameter where Value == Double {
    /// A number; a declaration may also give it an integer.
    package static func number(_ name: String, required: Bool = false) -> Self {
        Self(name, .number, required: required) {
            switch $0 {
            case .number(let value): return value
            case .integer(let value): return Double(value)
            default: return nil
            }
        }
    }
}

extension Parameter where Value == Bool {
    /// A yes-or-no value.
    package static func boolean(_ name: String, required: Bool = false) -> Self {
        Self(name, .boolean, required: required) {
            if case .boolean(let value) = $0 { return value }
            return nil
        }
    }
}

extension Parameter where Value == CalendarDate {
    /// A calendar day; a declaration may give it as an ISO date or a date word (`today`).
    package static func date(_ name: String, required: Bool = false) -> Self {
        Self(name, .date, required: required) {
            if case .date(let value) = $0 { return value }
            return nil
        }
    }
}

extension Parameter where Value == EntityReference {
    /// An entity of `type`, resolved by the plugin that registered the type.
    public static func entity(_ name: String, type: String, required: Bool = false) -> Self {
        Self(name, .entity(type), required: required) {
            if case .entity(let value) = $0, value.type == type { return value }
            return nil
        }
    }
}

extension Parameter where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    /// One of `Value`'s cases by raw value: the cases are the values a declaration may allow.
    package static func enumeration(_ name: String, required: Bool = false) -> Self {
        Self(name, .enumeration, required: required, values: Value.allCases.map(\.rawValue)) {
            if case .enumCase(let text) = $0 { return Value(rawValue: text) }
            return nil
        }
    }
}
