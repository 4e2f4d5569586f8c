#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One change-log entry as it travels to and from the server: the columns the server keeps beside it, and the
/// entry itself as JSON. An entry of a kind or version this build does not know travels untouched: the machine
/// that cannot read it sets it aside, the server keeps it.
package struct SyncEntry: Sendable, Hashable {
    /// The entry's id (a UUIDv7), unique in one history.
    package var id: UUID
    /// The machine that recorded it.
    package var machine: UUID
    /// The entry's kind (`log.added`, …), as the change log names it.
    package var kind: String
    /// The version of the body's format; this build writes and reads version 1.
    package var version: Int
    /// The entry as JSON: its time, habit, data, the entries it reverses and its operation.
    package var body: String
    /// When the machine recorded it, by its clock.
    package var stampedAt: Date

    /// An entry with the given values.
    package init(id: UUID, machine: UUID, kind: String, version: Int, body: String, stampedAt: Date) {
        self.id = id
        self.machine = machine
        self.kind = kind
        self.version = version
        self.body = body
        self.stampedAt = stampedAt
    }
}

/// An entry read from the server, with the place the server gave it in the history.
package struct PulledEntry: Sendable, Hashable {
    /// The server's sequence number of the entry: a pull asks for those after its cursor.
    package var serverSeq: Int64
    /// The entry.
    package var entry: SyncEntry
    /// The size of a body the server kept back for being over `SyncWire.maximumBodyBytes`; the entry's body is
    /// then empty, and the entry is set aside for its size.
    package var withheldBodyBytes: Int?

    /// A pulled entry with the given values.
    package init(serverSeq: Int64, entry: SyncEntry, withheldBodyBytes: Int? = nil) {
        self.serverSeq = serverSeq
        self.entry = entry
        self.withheldBodyBytes = withheldBodyBytes
    }
}
