#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One event a pull's commit fired on this machine, as a local press of the same change fires it: its kind by the
/// name declarations follow (`completed`, `logged`, `undone`, `skipped`, `habitAdded`, `allDone`, `streakBroken`),
/// the habit, the day (ISO 8601) and the day's progress after the change.
package struct SyncEvent: Sendable, Hashable {
    /// The event's name, as `on: [{event: …}]` names it.
    package var kind: String
    /// The habit's id; nil for `allDone`.
    package var habitID: UUID?
    /// The habit's name when this machine holds the habit.
    package var habitName: String?
    /// The day, `2026-11-27`; nil for `habitAdded`.
    package var day: String?
    /// The habit's progress that day after the change; nil where a local press has none.
    package var value: Double?
    /// How deep in a chain of automations the run that made the change was (0 for a press): the automations the
    /// event starts here run one level deeper.
    package var depth: Int = 0

    /// An event with the given values.
    package init(kind: String, habitID: UUID? = nil, habitName: String? = nil, day: String? = nil, value: Double? = nil)
    {
        self.kind = kind
        self.habitID = habitID
        self.habitName = habitName
        self.day = day
        self.value = value
    }
}
