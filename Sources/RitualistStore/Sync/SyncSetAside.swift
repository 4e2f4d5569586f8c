import Foundation

/// An entry a pull could not apply: left on the server, kept by the store with the reason, counted and named by
/// `ritual sync status`. Its id is written in lower case, as the change log keeps ids.
package struct SyncSetAside: Sendable, Hashable, Codable {
    /// The server's sequence number of the entry.
    package var serverSeq: Int64
    /// The entry's id.
    package var id: UUID
    /// The entry's kind as the server holds it.
    package var kind: String
    /// Why it was set aside, in words (`an entry of a newer version (2)`, `a habit this machine never saw`).
    package var reason: String

    /// A record with the given values.
    package init(serverSeq: Int64, id: UUID, kind: String, reason: String) {
        self.serverSeq = serverSeq
        self.id = id
        self.kind = kind
        self.reason = reason
    }

    private enum CodingKeys: String, CodingKey {
        case serverSeq, id, kind, reason
    }

    /// Writes the record as a JSON object, its id in lower case.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(serverSeq, forKey: .serverSeq)
        try container.encode(id.uuidString.lowercased(), forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encode(reason, forKey: .reason)
    }
}
