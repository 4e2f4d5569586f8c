/// The parameters of one run, coerced to their declared types, in declaration order.
public struct BoundParameters: Sendable {
    public let intent: String
    public let values: [(name: String, value: ParameterValue)]

    public init(intent: String, values: [(name: String, value: ParameterValue)]) {
        self.intent = intent
        self.values = values
    }

    public subscript(name: String) -> ParameterValue? {
        values.first { $0.name == name }?.value
    }

    /// The parameters as an object, for outcomes and the journal.
    public var json: JSONValue { .object(values.map { ($0.name, $0.value.json) }) }

    public func string(_ name: String) throws -> String {
        switch self[name] {
        case .string(let value)?, .enumCase(let value)?: return value
        default: throw access(name, "a string")
        }
    }

    public func optionalString(_ name: String) throws -> String? {
        self[name] == nil ? nil : try string(name)
    }

    public func integer(_ name: String) throws -> Int {
        guard case .integer(let value)? = self[name] else { throw access(name, "an integer") }
        return value
    }

    public func number(_ name: String) throws -> Double {
        switch self[name] {
        case .number(let value)?: return value
        case .integer(let value)?: return Double(value)
        default: throw access(name, "a number")
        }
    }

    public func optionalNumber(_ name: String) throws -> Double? {
        self[name] == nil ? nil : try number(name)
    }

    public func boolean(_ name: String) throws -> Bool {
        guard case .boolean(let value)? = self[name] else { throw access(name, "a boolean") }
        return value
    }

    public func date(_ name: String) throws -> CalendarDate {
        guard case .date(let value)? = self[name] else { throw access(name, "a date") }
        return value
    }

    public func entity(_ name: String) throws -> EntityReference {
        guard case .entity(let value)? = self[name] else { throw access(name, "an entity") }
        return value
    }

    public func optionalEntity(_ name: String) throws -> EntityReference? {
        self[name] == nil ? nil : try entity(name)
    }

    private func access(_ name: String, _ expected: String) -> RunnerError {
        .parameterAccess(intent: intent, parameter: name, expected: expected)
    }
}
