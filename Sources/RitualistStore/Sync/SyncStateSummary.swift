import Foundation

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
