import Foundation
import RitualistCore

/// What applying pulled entries did.
package struct SyncMergeReport: Sendable, Hashable {
    /// Entries that changed habits, logs or rest days.
    package var applied = 0
    /// Entries recorded without a change of state.
    package var merged = 0
    /// Entries this machine held already, by the machine that made them: its own pulled back, mostly.
    package var held: [UUID: Int] = [:]
    /// Entries set aside by this apply.
    package var setAside: [SyncSetAside] = []
    /// The habits whose history changed.
    package var habitsChanged: Set<UUID> = []
    /// The entries that changed state, in the order applied: what the events of a pull are read from.
    package var appliedEntries: [ChangeEntry] = []

    /// An empty report.
    package init() {}
}
