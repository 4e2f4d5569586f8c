/// The value of one habit field in a `habit.edited` entry: text, a number, or nothing (an empty optional field).
public enum FieldValue: Codable, Hashable, Sendable, CustomStringConvertible {
    case text(String)
    case number(Double)
    case none

    /// Decodes a JSON string, number or null.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .none
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else {
            self = .text(try container.decode(String.self))
        }
    }

    /// Encodes a JSON string, number or null.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .text(let text): try container.encode(text)
        case .number(let number): try container.encode(number)
        case .none: try container.encodeNil()
        }
    }

    /// The value as words: the text, the number, or `none`.
    public var description: String {
        switch self {
        case .text(let text): return "'\(text)'"
        case .number(let number): return ValueFormat.text(number)
        case .none: return "none"
        }
    }

    init(_ text: String?) { self = text.map(FieldValue.text) ?? .none }
    init(_ number: Double?) { self = number.map(FieldValue.number) ?? .none }

    var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }

    var number: Double? {
        if case .number(let number) = self { return number }
        return nil
    }
}
