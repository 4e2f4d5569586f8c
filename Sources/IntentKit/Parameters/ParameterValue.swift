/// A parameter value after coercion to its declared type.
package enum ParameterValue: Sendable, Equatable {
    case string(String)
    case integer(Int)
    case number(Double)
    case boolean(Bool)
    case date(CalendarDate)
    case enumCase(String)
    case entity(EntityReference)

    /// The value as it appears in outcomes and the journal.
    package var json: JSONValue {
        switch self {
        case .string(let value), .enumCase(let value): return .string(value)
        case .integer(let value): return .int(value)
        case .number(let value): return .double(value)
        case .boolean(let value): return .bool(value)
        case .date(let value): return .string(value.iso)
        case .entity(let reference): return .object([("id", .string(reference.id)), ("name", .string(reference.name))])
        }
    }
}

/// An entity a plugin resolved from what the user typed.
public struct EntityReference: Sendable, Hashable {
    /// The entity type (`habit`).
    package let type: String
    /// The stable identifier.
    package let id: String
    /// The display name.
    public let name: String

    /// A reference to the entity `id` of `type`, shown as `name`.
    package init(type: String, id: String, name: String) {
        self.type = type
        self.id = id
        self.name = name
    }
}
