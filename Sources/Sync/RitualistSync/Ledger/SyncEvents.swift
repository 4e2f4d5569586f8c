import RitualistCore
import RitualistStore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The events of the entries a pull applied, read from the store the commit left, by the rules a local press
/// follows: a completion that changed a day fires `completed`; an amount fires `logged`, and `completed` when the
/// day is done after it; a removed log or an undone one fires `undone`, and `streakBroken` when the day is no longer
/// done; a rest day of one habit fires `skipped`; a new habit `habitAdded`; and `allDone` once per day that a
/// completion left with every due habit done. An entry merged without a change (a second completion of a done day,
/// an entry held already) was never applied, so it fires nothing.
enum SyncEvents {
    static func events(of applied: [ChangeEntry], store: SQLiteHabitStore, weekStart: Weekday) throws -> [SyncEvent] {
        guard !applied.isEmpty else { return [] }
        let habits = try store.habits(includeArchived: true)
        let reader = DayReader(store: store, habits: habits)
        // The removals of a `log --set` share their operation with the log it adds: one `logged`, as on the press.
        let adding = Set(applied.filter { $0.kind == .logAdded }.map(\.operation))
        // Where in the pull each log was added (the last place, were one added twice), read once: a pull of a
        // thousand entries asked each entry's followers again, a million readings of a log.
        var addedAt: [UUID: Int] = [:]
        for (index, entry) in applied.enumerated() where entry.kind == .logAdded {
            if let id = entry.data.log?.log?.id { addedAt[id] = index }
        }
        var events: [SyncEvent] = []
        for (index, entry) in applied.enumerated() {
            let first = events.count
            defer {
                for place in first..<events.count { events[place].depth = entry.data.depth ?? 0 }
            }
            // The day as this entry left it: without the logs the same pull added after it.
            let later = { (id: UUID) in (addedAt[id] ?? -1) > index }
            switch entry.kind {
            case .habitAdded:
                guard let habit = entry.data.habit?.habit else { continue }
                events.append(SyncEvent(kind: "habitAdded", habitID: habit.id, habitName: habit.name))
            case .logAdded:
                guard let log = entry.data.log?.log else { continue }
                events += try reader.added(log, without: later)
            case .logRemoved:
                guard let log = entry.data.log?.log, !adding.contains(entry.operation) else { continue }
                events += try reader.removed(log, without: later)
            case .undo:
                let reversed = try store.changeEntries(ids: entry.reverses).filter { $0.kind == .logAdded }
                for log in reversed.compactMap({ $0.data.log?.log }) {
                    events += try reader.removed(log, without: later)
                }
            case .restDayAdded:
                guard let rest = entry.data.restDay?.restDay, let id = rest.habitID else { continue }
                let habit = reader.habit(id)
                events.append(
                    SyncEvent(kind: "skipped", habitID: habit?.id ?? id, habitName: habit?.name, day: rest.day.iso))
            default: continue
            }
        }
        return events + (try allDone(after: events, store: store, habits: habits, weekStart: weekStart))
    }

    /// `allDone` for each day a completion, an amount or a rest day reached that ends with every due habit done.
    private static func allDone(after events: [SyncEvent], store: SQLiteHabitStore, habits: [Habit], weekStart: Weekday)
        throws -> [SyncEvent]
    {
        var days: [String] = []
        // A day's `allDone` is as deep as the deepest change that reached it.
        var depths: [String: Int] = [:]
        for event in events where ["completed", "logged", "skipped"].contains(event.kind) {
            guard let day = event.day else { continue }
            if !days.contains(day) { days.append(day) }
            depths[day] = max(depths[day] ?? 0, event.depth)
        }
        let rests = try store.restDays()
        return try days.compactMap { text -> SyncEvent? in
            guard let day = Day(iso: text) else { return nil }
            let first = Habit.firstDayOfPeriods(containing: day, of: habits, firstWeekday: weekStart)
            let view = DayView(
                day: day, today: day, habits: habits, logs: try store.logs(habitID: nil, from: first, through: day),
                skips: rests.filter { $0.day == day }, firstWeekday: weekStart)
            guard view.allCompleted else { return nil }
            var event = SyncEvent(kind: "allDone", day: text)
            event.depth = depths[text] ?? 0
            return event
        }
    }

    /// How a habit's day stands in the store after the commit.
    private struct DayReader {
        let store: SQLiteHabitStore
        let habits: [Habit]

        /// The habit `id` names, or the one it was joined into.
        func habit(_ id: UUID) -> Habit? {
            if let habit = habits.first(where: { $0.id == id }) { return habit }
            guard let joined = try? store.joinedHabitID(id), joined != id else { return nil }
            return habits.first { $0.id == joined }
        }

        func added(_ log: HabitLog, without later: (UUID) -> Bool) throws -> [SyncEvent] {
            guard let habit = habit(log.habitID) else {
                return [SyncEvent(kind: "logged", habitID: log.habitID, day: log.day.iso, value: log.value)]
            }
            let (done, progress) = try state(habit, log.day, without: later)
            let event = { (kind: String) in
                SyncEvent(kind: kind, habitID: habit.id, habitName: habit.name, day: log.day.iso, value: progress)
            }
            if habit.kind == .binary { return [event("completed")] }
            return [event("logged")] + (done ? [event("completed")] : [])
        }

        func removed(_ log: HabitLog, without later: (UUID) -> Bool) throws -> [SyncEvent] {
            guard let habit = habit(log.habitID) else {
                return [SyncEvent(kind: "undone", habitID: log.habitID, day: log.day.iso)]
            }
            let (done, progress) = try state(habit, log.day, without: later)
            let event = { (kind: String) in
                SyncEvent(kind: kind, habitID: habit.id, habitName: habit.name, day: log.day.iso, value: progress)
            }
            return [event("undone")] + (done ? [] : [event("streakBroken")])
        }

        private func state(_ habit: Habit, _ day: Day, without later: (UUID) -> Bool) throws -> (
            done: Bool, progress: Double
        ) {
            let logs = try store.logs(habitID: habit.id, from: day, through: day).filter { !later($0.id) }
            return (habit.isDone(withLogsOf: logs), habit.progress(withLogsOf: logs))
        }
    }
}
