import RitualistCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The body of a version 1 entry as read: every member typed, none unknown.
struct SyncWireBody: Decodable {
    var id: UUID
    var machine: UUID
    var kind: ChangeKind
    var time: Double
    var habit: UUID?
    var data: ChangeData
    var reverses: [UUID]?
    var operation: UUID

    private enum Key: String, CodingKey, CaseIterable {
        case id, machine, kind, time, habit, data, reverses, operation
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let members = try decoder.container(keyedBy: AnyKey.self)
        if let unknown = members.allKeys.first(where: { Key(rawValue: $0.stringValue) == nil }) {
            throw SyncWireError.malformed("its body has an unknown member '\(unknown.stringValue)'")
        }
        let container = try decoder.container(keyedBy: Key.self)
        id = try Self.uuid(container, .id)
        machine = try Self.uuid(container, .machine)
        kind = try container.decode(ChangeKind.self, forKey: .kind)
        time = try container.decode(Double.self, forKey: .time)
        habit = try container.decodeIfPresent(String.self, forKey: .habit).map { try Self.uuid($0) }
        data = try container.decode(ChangeData.self, forKey: .data)
        reverses = try container.decodeIfPresent([String].self, forKey: .reverses)?.map { try Self.uuid($0) }
        operation = try Self.uuid(container, .operation)
    }

    private static func uuid(_ container: KeyedDecodingContainer<Key>, _ key: Key) throws -> UUID {
        try uuid(try container.decode(String.self, forKey: key))
    }

    private static func uuid(_ text: String) throws -> UUID {
        guard let id = UUID(text: text) else { throw SyncWireError.malformed("'\(text)' is not an id") }
        return id
    }
}
