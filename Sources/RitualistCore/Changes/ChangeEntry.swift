#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One entry of the change log: a change to habits, logs or rest days, never edited once written.
///
/// The entries one store operation writes (a `log --set` removes the day's logs and adds one; removing a habit
/// removes its logs and rest days) share an `operation`: the id of the first of them. `ritual undo --last`
/// reverses an operation whole.
public struct ChangeEntry: Identifiable, Hashable, Sendable {
    /// A time-ordered UUID (version 7).
    public var id: UUID
    /// When the change was made, by the program's clock.
    public var time: Date
    /// The id of the machine that made it.
    public var machine: UUID
    /// What changed.
    public var kind: ChangeKind
    /// The habit changed, or whose log or rest day changed; nil for a rest day of every habit, and for an undo.
    public var habitID: UUID?
    /// What a replay needs: the habit, the edited fields, the log or the rest day.
    public var data: ChangeData
    /// The entries an `undo` reverses; empty for every other kind.
    public var reverses: [UUID]
    /// The id of the first entry of the same store operation (its own id when it is the first).
    public var operation: UUID

    /// An entry with the given values.
    public init(
        id: UUID, time: Date, machine: UUID, kind: ChangeKind, habitID: UUID?, data: ChangeData,
        reverses: [UUID] = [], operation: UUID
    ) {
        self.id = id
        self.time = time
        self.machine = machine
        self.kind = kind
        self.habitID = habitID
        self.data = data
        self.reverses = reverses
        self.operation = operation
    }
}
