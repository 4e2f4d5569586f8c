/// What a run of `ritual-sync` leaves in the journal: its name, and its failure if it failed.
package struct SyncJournalNote: Sendable, Hashable {
    /// `sync.push`, `sync.pull`, …
    package var name: String
    /// The failure, when it failed.
    package var failure: SyncFailure?
    /// How long it took, in milliseconds.
    package var milliseconds: Double
    /// `silent` or `strict`.
    package var mode: String
}
