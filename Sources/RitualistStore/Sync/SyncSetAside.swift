import Foundation

/// An entry a pull could not apply, as the store keeps it.
package struct SyncSetAside: Sendable, Hashable {
    /// The server's sequence number of the entry.
    package var serverSeq: Int64
    /// The entry's id.
    package var id: UUID
    /// The entry's kind as the server holds it.
    package var kind: String
    /// Why it was set aside, in words.
    package var reason: String

    /// A record with the given values.
    package init(serverSeq: Int64, id: UUID, kind: String, reason: String) {
        self.serverSeq = serverSeq
        self.id = id
        self.kind = kind
        self.reason = reason
    }
}
