import Foundation
import RitualistCore
import Synchronization

/// A habit store that lives in memory: the store contract with no file, for fast tests of actions and
/// commands. It keeps the same rules the SQLite store keeps (unique names, one completion of a binary habit a
/// day, atomic check-and-write), so a test passing against it says something about the contract.
package final class InMemoryHabitStore: HistoryStore {
    struct State {
        var habits: [Habit] = [] { didSet { revision = UUID() } }
        var logs: [HabitLog] = [] { didSet { revision = UUID() } }
        var restDays: [RestDay] = [] { didSet { revision = UUID() } }
        var selection: DaySelection?
        /// The change log, oldest first.
        var changes: [ChangeEntry] = []
        /// Renewed by every change to what history is derived from, and kept or dropped with a group's state.
        var revision = UUID()
    }

    let state: Mutex<State>
    let stamp: ChangeStamp

    /// An empty store whose change-log entries carry `stamp` (by default the epoch and the unknown machine).
    package init(stamp: ChangeStamp = .fixed(Date(timeIntervalSince1970: 0), machine: ChangeStamp.unknownMachine)) {
        state = Mutex(State())
        self.stamp = stamp
    }

    private init(state: State, stamp: ChangeStamp) {
        self.state = Mutex(state)
        self.stamp = stamp
    }

    /// An empty `ChangeSet` stamped after every entry `state` holds, as the SQLite store's are.
    func changeSet(_ state: State) throws -> ChangeSet {
        try ChangeSet(stamp: stamp, after: state.changes.map(\.time).max())
    }

    /// Runs `body` on a `ChangeSet` and appends what it records.
    private func record(_ state: inout State, _ body: (inout ChangeSet) throws -> Void) throws {
        var changes = try changeSet(state)
        try body(&changes)
        state.changes += changes.entries
    }

    package func habits(includeArchived: Bool) throws -> [Habit] {
        state.withLock { state in
            state.habits.filter { includeArchived || $0.isActive }
                .sorted { ($0.displayOrder, $0.name) < ($1.displayOrder, $1.name) }
        }
    }

    package func habit(id: UUID) throws -> Habit? {
        state.withLock { state in state.habits.first { $0.id == id } }
    }

    package func habit(named name: String) throws -> Habit? {
        let key = name.lowercased()
        return state.withLock { state in state.habits.first { $0.name.lowercased() == key } }
    }

    package func addHabit(_ draft: HabitDraft, id: UUID, createdAt: Date) throws -> Habit {
        try state.withLock { state in
            let valid = try draft.validated(against: state.habits)
            let order = (state.habits.map(\.displayOrder).max() ?? -1) + 1
            let habit = valid.habit(id: id, displayOrder: order, createdAt: createdAt)
            state.habits.append(habit)
            try record(&state) { $0.habitAdded(habit) }
            return habit
        }
    }

    package func updateHabit(id: UUID, _ change: (inout HabitDraft) throws -> Void) throws -> Habit {
        try state.withLock { state in
            guard let index = state.habits.firstIndex(where: { $0.id == id }) else {
                throw StoreError.habitNotFound(id: id.text)
            }
            let habit = state.habits[index]
            var draft = HabitDraft(habit: habit)
            try change(&draft)
            let valid = try draft.validated(against: state.habits, editing: id)
            let updated = valid.habit(
                id: id, displayOrder: habit.displayOrder, createdAt: habit.createdAt, isActive: habit.isActive)
            state.habits[index] = updated
            try record(&state) { $0.habitEdited(from: habit, to: updated) }
            return updated
        }
    }

    package func setActive(id: UUID, _ isActive: Bool) throws -> Habit {
        try state.withLock { state in
            guard let index = state.habits.firstIndex(where: { $0.id == id }) else {
                throw StoreError.habitNotFound(id: id.text)
            }
            let old = state.habits[index]
            state.habits[index].isActive = isActive
            try record(&state) { $0.habitActivity(from: old, to: isActive) }
            return state.habits[index]
        }
    }

    package func removeHabit(id: UUID) throws {
        try state.withLock { state in
            guard let habit = state.habits.first(where: { $0.id == id }) else {
                throw StoreError.habitNotFound(id: id.text)
            }
            let logs = state.logs.filter { $0.habitID == id }.sorted { ($0.day, $0.loggedAt) < ($1.day, $1.loggedAt) }
            let restDays = state.restDays.filter { $0.habitID == id }.sorted { $0.day < $1.day }
            try record(&state) { $0.habitRemoved(habit, logs: logs, restDays: restDays) }
            state.habits.removeAll { $0.id == id }
            state.logs.removeAll { $0.habitID == id }
            state.restDays.removeAll { $0.habitID == id }
        }
    }

    package func importHabit(_ habit: Habit, recording: Bool) throws -> Habit {
        try state.withLock { state in
            guard !state.habits.contains(where: { $0.id == habit.id }) else {
                throw StoreError.rejected(reason: "UNIQUE constraint failed: habit.id")
            }
            let valid = try HabitDraft(habit: habit).validated(against: state.habits)
            let added = valid.habit(
                id: habit.id, displayOrder: habit.displayOrder, createdAt: habit.createdAt, isActive: habit.isActive)
            state.habits.append(added)
            if recording { try record(&state) { $0.imported(habit: added) } }
            return added
        }
    }

    package func importChanges(_ entries: [ChangeEntry]) throws -> Int {
        state.withLock { state in
            var known = Set(state.changes.map(\.id))
            let added = entries.filter { known.insert($0.id).inserted }
            state.changes += added
            return added.count
        }
    }

    package func importLog(_ log: HabitLog, recording: Bool) throws -> Bool {
        try state.withLock { state in
            guard !state.logs.contains(where: { $0.id == log.id }) else { return false }
            guard let habit = state.habits.first(where: { $0.id == log.habitID }) else {
                throw StoreError.habitNotFound(id: log.habitID.text)
            }
            if habit.kind == .binary, log.value > 0,
                state.logs.contains(where: { $0.habitID == log.habitID && $0.day == log.day && $0.value > 0 })
            {
                throw StoreError.rejected(reason: "binary habit already completed that day")
            }
            state.logs.append(log)
            if recording { try record(&state) { $0.imported(log: log) } }
            return true
        }
    }

    package func log(
        habitID: UUID, day: Day, at instant: Date, timeZone: String,
        plan: (_ habit: Habit?, _ tally: DayTally) throws -> LogPlan
    ) throws -> LogReceipt {
        try state.withLock { state in
            let habit = state.habits.first { $0.id == habitID }
            let logs = state.logs.filter { $0.habitID == habitID && $0.day == day }
            let plan = try plan(habit, DayTally(logsOf: logs))
            guard let habit else { throw StoreError.habitNotFound(id: habitID.text) }
            var after = logs
            var changes = try changeSet(state)
            func insert(_ value: Double) {
                let log = HabitLog(habitID: habitID, day: day, value: value, loggedAt: instant, timeZone: timeZone)
                state.logs.append(log)
                after.append(log)
                changes.logAdded(log)
            }
            func clear() {
                state.logs.removeAll { $0.habitID == habitID && $0.day == day }
                for log in after { changes.logRemoved(log) }
                after.removeAll()
            }
            let writes = plan.writes
            if writes.clearsDay { clear() }
            if let value = writes.inserts { insert(value) }
            state.changes += changes.entries
            return LogReceipt(habit: habit, day: day, plan: plan, after: DayTally(logsOf: after))
        }
    }

    package func logs(habitID: UUID?, from: Day, through: Day) throws -> [HabitLog] {
        state.withLock { state in
            state.logs.filter { (habitID == nil || $0.habitID == habitID) && $0.day >= from && $0.day <= through }
                .sorted { ($0.day, $0.loggedAt) < ($1.day, $1.loggedAt) }
        }
    }

    package func logEntries(
        for habits: [Habit], from: Day?, through: Day?, each body: ([LogEntry]) throws -> Void
    ) throws {
        let logs = state.withLock { $0.logs }
        let range = (from ?? Day(ordinal: Int(Int32.min)))...(through ?? Day(ordinal: Int(Int32.max)))
        for habit in habits {
            try body(logs.filter { $0.habitID == habit.id && range.contains($0.day) }.map(LogEntry.init))
        }
    }

    package func restDays() throws -> [RestDay] {
        state.withLock { state in state.restDays.sorted { $0.day < $1.day } }
    }

    package func addRestDay(_ rest: RestDay) throws -> Bool {
        try state.withLock { state in
            guard !state.restDays.contains(rest) else { return false }
            state.restDays.append(rest)
            try record(&state) { $0.restDayAdded(rest) }
            return true
        }
    }

    package func removeRestDay(_ rest: RestDay) throws -> Bool {
        try state.withLock { state in
            guard let index = state.restDays.firstIndex(of: rest) else { return false }
            state.restDays.remove(at: index)
            try record(&state) { $0.restDayRemoved(rest) }
            return true
        }
    }

    package func selection() throws -> DaySelection? {
        state.withLock { $0.selection }
    }

    package func navigate(_ step: (DaySelection?) -> NavigationStep) throws -> NavigationStep {
        state.withLock { state in
            let result = step(state.selection)
            state.selection = result.stored
            return result
        }
    }

    package func historyRevision() throws -> String? {
        state.withLock { $0.revision.uuidString }
    }

    /// Works on a copy of the state, kept only when `body` returns; the lock is held meanwhile, so other writers
    /// wait for the group as they wait for a transaction.
    package func grouped<T>(history body: (any HistoryStore) throws -> T) throws -> T {
        var result: T?
        try state.withLock { state in
            let inner = InMemoryHabitStore(state: state, stamp: stamp)
            result = try body(inner)
            state = inner.state.withLock { $0 }
        }
        guard let result else { preconditionFailure("a kept group ran its body") }
        return result
    }
}
