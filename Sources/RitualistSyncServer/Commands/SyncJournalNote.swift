/// What a run of `ritual-sync` leaves in the journal: its name, and its failure if it failed.
public struct SyncJournalNote: Sendable, Hashable {
    /// `sync.push`, `sync.pull`, …
    public var name: String
    /// The failure, when it failed.
    public var failure: SyncFailure?
    /// How long it took, in milliseconds.
    public var milliseconds: Double
    /// `silent` or `strict`.
    public var mode: String
}
