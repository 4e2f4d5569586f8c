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
