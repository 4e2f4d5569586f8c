import Foundation

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
