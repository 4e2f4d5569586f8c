#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The entries one store operation records, all with one instant and machine, in the order the operation made
/// its changes. Every store builds its entries here, so each kind carries the same data whatever the store.
public struct ChangeSet: Sendable {
    /// The entries recorded so far.
    public private(set) var entries: [ChangeEntry] = []
    let time: Date
    let machine: UUID
    let depth: Int

    /// How far past the latest entry a store holds its next set is stamped when the clock has not passed it.
    public static let step: TimeInterval = 0.001

    /// An empty set stamped by `stamp`'s machine and depth, and by its clock unless that has not passed `latest`,
    /// the latest time of any entry the store holds (its own or another machine's): then one `step` after it. So
    /// every change orders after every change the store had seen when it was made, as docs/sync.md's merge order
    /// needs: a batch at one instant, a clock set back, or one behind another machine's all keep what was done last.
    public init(stamp: ChangeStamp, after latest: Date?) throws {
        let now = stamp.clock()
        if let latest, now <= latest {
            time = latest.addingTimeInterval(Self.step)
        } else {
            time = now
        }
        machine = try stamp.machine()
        depth = stamp.depth
    }

    /// Records an entry; the first one names the operation.
    public mutating func record(
        _ kind: ChangeKind, habitID: UUID?, data: ChangeData = ChangeData(), reverses: [UUID] = []
    ) {
        let id = UUID.version7(at: time)
        var data = data
        if depth > 0 { data.depth = depth }
        entries.append(
            ChangeEntry(
                id: id, time: time, machine: machine, kind: kind, habitID: habitID, data: data, reverses: reverses,
                operation: entries.first?.id ?? id))
    }

    /// `habit.added`, with every field and the `namesakes` its machine knew (see `ChangeData.namesakes`).
    public mutating func habitAdded(_ habit: Habit, namesakes: [UUID] = []) {
        var data = ChangeData(habit: HabitRecord(habit))
        if !namesakes.isEmpty { data.namesakes = namesakes.map(\.text) }
        record(.habitAdded, habitID: habit.id, data: data)
    }

    /// `habit.edited` with the fields that differ; nothing when none does.
    public mutating func habitEdited(from old: Habit, to new: Habit) {
        let fields = FieldChange.between(old, new)
        guard !fields.isEmpty else { return }
        record(.habitEdited, habitID: new.id, data: ChangeData(fields: fields))
    }

    /// `habit.archived` or `habit.unarchived`; nothing when the habit already was so.
    public mutating func habitActivity(from old: Habit, to isActive: Bool) {
        guard old.isActive != isActive else { return }
        record(isActive ? .habitUnarchived : .habitArchived, habitID: old.id)
    }

    /// `log.removed` for each of the habit's logs, `restDay.removed` for each of its rest days, then `habit.removed`
    /// with every field: what it takes to put the habit back whole.
    public mutating func habitRemoved(_ habit: Habit, logs: [HabitLog], restDays: [RestDay]) {
        for log in logs { logRemoved(log) }
        for rest in restDays { restDayRemoved(rest) }
        record(.habitRemoved, habitID: habit.id, data: ChangeData(habit: HabitRecord(habit)))
    }

    /// `log.added`, with the whole log.
    public mutating func logAdded(_ log: HabitLog) {
        record(.logAdded, habitID: log.habitID, data: ChangeData(log: LogRecord(log)))
    }

    /// `log.removed`, with the whole log.
    public mutating func logRemoved(_ log: HabitLog) {
        record(.logRemoved, habitID: log.habitID, data: ChangeData(log: LogRecord(log)))
    }

    /// `restDay.added`.
    public mutating func restDayAdded(_ rest: RestDay) {
        record(.restDayAdded, habitID: rest.habitID, data: ChangeData(restDay: RestDayRecord(rest)))
    }

    /// `restDay.removed`.
    public mutating func restDayRemoved(_ rest: RestDay) {
        record(.restDayRemoved, habitID: rest.habitID, data: ChangeData(restDay: RestDayRecord(rest)))
    }

    /// `undo`, naming the entries reversed.
    public mutating func undo(reversing reversed: [ChangeEntry]) {
        let habits = Set(reversed.map(\.habitID))
        record(.undo, habitID: habits.count == 1 ? habits.first ?? nil : nil, reverses: reversed.map(\.id))
    }

    /// `settings.changed`, with each setting's new value; nothing when there is none.
    public mutating func settingsChanged(_ values: [String: String]) {
        guard !values.isEmpty else { return }
        record(.settingsChanged, habitID: nil, data: ChangeData(settings: values))
    }

    /// `history.imported` of a habit, a log or a rest day that is in the store already.
    public mutating func imported(habit: Habit) {
        record(.historyImported, habitID: habit.id, data: ChangeData(habit: HabitRecord(habit)))
    }

    /// `history.imported` of a log.
    public mutating func imported(log: HabitLog) {
        record(.historyImported, habitID: log.habitID, data: ChangeData(log: LogRecord(log)))
    }

    /// `history.imported` of a rest day.
    public mutating func imported(restDay: RestDay) {
        record(.historyImported, habitID: restDay.habitID, data: ChangeData(restDay: RestDayRecord(restDay)))
    }
}
