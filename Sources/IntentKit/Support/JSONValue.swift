/// A JSON value whose objects keep their keys in the order they were written.
///
/// Outcomes, catalogs and journal records are built from it so that what scripts read
/// has a stable, readable shape.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Equal values, with an integer equal to the same number as a double, and objects equal only with their keys
    /// in the same order.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.int(a), .int(b)): return a == b
        case let (.double(a), .double(b)): return a == b
        case let (.int(a), .double(b)), let (.double(b), .int(a)): return Double(a) == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// The value under `key` when this is an object.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    /// The string, when this is one.
    package var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The integer, when this is one or a double with no fraction.
    package var intValue: Int? {
        switch self {
        case .int(let value): return value
        case .double(let value) where value.rounded() == value && abs(value) < 1e15: return Int(value)
        default: return nil
        }
    }

    /// The number, when this is an integer or a double.
    package var doubleValue: Double? {
        switch self {
        case .int(let value): return Double(value)
        case .double(let value): return value
        default: return nil
        }
    }

    /// The boolean, when this is one.
    package var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The elements, when this is an array.
    package var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The pairs in their order, when this is an object.
    package var objectValue: [(String, JSONValue)]? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// A string or number literal spelled the way a person would type it on the command line.
    package var literal: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .double(let value): return JSONValue.format(value)
        case .string(let value): return value
        case .array, .object: return serialized()
        }
    }

    /// A number the way people write it: `8`, not `8.0`; `2.5` stays `2.5`.
    package static func format(_ value: Double) -> String {
        if value.isFinite, value.rounded() == value, abs(value) < 1e15 {
            return String(Int(value))
        }
        return value.isFinite ? String(value) : "null"
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByFloatLiteral, ExpressibleByArrayLiteral, ExpressibleByNilLiteral
{
    /// A string.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An integer.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// A boolean.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// A double.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// An array of the elements.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// Null.
    public init(nilLiteral: ()) { self = .null }
}

extension JSONValue {
    /// `.string(value)` or `.null` when the value is absent.
    package static func optional(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    /// `.double(value)` or `.null` when the value is absent.
    package static func optional(_ value: Double?) -> JSONValue {
        value.map(JSONValue.double) ?? .null
    }

    /// `.int(value)` or `.null` when the value is absent.
    package static func optional(_ value: Int?) -> JSONValue {
        value.map(JSONValue.int) ?? .null
    }
}
