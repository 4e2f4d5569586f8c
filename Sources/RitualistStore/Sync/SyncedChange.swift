import Foundation
import RitualistCore

/// A pulled entry as the store applies it: a change-log entry read from the server, or one the reader already set
/// aside (its kind, version or body could not be read).
package enum SyncedChange: Sendable, Hashable {
    /// An entry to apply by the merge rules.
    case entry(serverSeq: Int64, ChangeEntry)
    /// An entry that cannot be applied, and why.
    case setAside(SyncSetAside)

    /// The server's sequence number of the entry.
    package var serverSeq: Int64 {
        switch self {
        case .entry(let seq, _): return seq
        case .setAside(let record): return record.serverSeq
        }
    }
}

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

/// What applying pulled entries did.
package struct SyncMergeReport: Sendable, Hashable {
    /// Entries that changed habits, logs or rest days.
    package var applied = 0
    /// Entries recorded without a change of state.
    package var merged = 0
    /// Entries set aside by this apply.
    package var setAside: [SyncSetAside] = []
    /// The habits whose history changed.
    package var habitsChanged: Set<UUID> = []

    /// An empty report.
    package init() {}
}

/// The local state `ritual sync status` shows.
package struct SyncStateSummary: Sendable, Hashable {
    /// Entries of the change log not yet on the server.
    package var waiting: Int
    /// The server sequence pulled up to.
    package var cursor: Int64
    /// When entries were last pushed.
    package var lastPush: Date?
    /// When this machine last pulled.
    package var lastPull: Date?
    /// Every entry set aside so far, by server sequence.
    package var setAside: [SyncSetAside]
}

/// Why a pulled entry is set aside rather than applied: the reason, in words.
package struct SyncMergeRefusal: Error, Sendable, Hashable {
    /// The reason (`a habit this machine never saw`).
    package var reason: String

    /// A refusal for `reason`.
    package init(_ reason: String) { self.reason = reason }
}
