/// One thing an import could not carry over exactly, for the report: nothing is dropped silently.
package struct ImportNote: Hashable, Sendable {
    /// Whether the record landed in a nearby form, or not at all.
    package enum Kind: String, Hashable, Sendable {
        /// Imported, in the nearest form Ritualist has (a per-week numeric target as a daily one, say).
        case approximated
        /// Left out.
        case notImported = "not imported"
        /// Left out because the store holds a different record under the same id: this machine's is kept.
        case conflict
    }

    /// The kind of note.
    package var kind: Kind
    /// The habit's name in the file, nil for what belongs to no habit.
    package var habit: String?
    /// What happened and why, in a person's words: "a target of 50 per week became 7.1 a day".
    package var reason: String

    /// A note about `habit`.
    package init(_ kind: Kind, habit: String?, reason: String) {
        self.kind = kind
        // A name from another tracker's file may be any length and hold anything: the report shows it bounded.
        self.habit = habit.map { ReportText.shown($0) }
        self.reason = reason
    }
}
