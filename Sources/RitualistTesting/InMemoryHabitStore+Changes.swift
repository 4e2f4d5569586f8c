import Foundation
import RitualistCore

extension InMemoryHabitStore {
    /// The change log, newest first: every entry, or those of one habit, recorded at or after `since`; the newest
    /// `limit` of them when given.
    package func changes(habitID: UUID?, since: Date?, limit: Int?) throws -> [ChangeEntry] {
        state.withLock { state in
            let entries = state.changes.reversed().filter { entry in
                (habitID == nil || entry.habitID == habitID) && (since.map { entry.time >= $0 } ?? true)
            }
            return Array(entries.prefix(limit ?? entries.count))
        }
    }

    /// Reverses the most recent change still in effect and records an `undo` entry, atomically.
    package func undoLastChange() throws -> UndoReceipt {
        try state.withLock { state in
            var entries = state.changes.reversed().makeIterator()
            let operation = ChangeReversal.operationToUndo {
                entries.next().map {
                    ChangeReversal.Head(id: $0.id, kind: $0.kind, operation: $0.operation, reverses: $0.reverses)
                }
            }
            guard let operation else { throw ChangeLogError.nothingToUndo }
            let reversed = state.changes.filter { $0.operation == operation }
            var after = state
            for write in try ChangeReversal.writes(reversing: reversed) { try Self.apply(write, to: &after) }
            var changes = try changeSet(state)
            changes.undo(reversing: reversed)
            after.changes += changes.entries
            state = after
            return UndoReceipt(reversed: reversed, undo: changes.entries[0])
        }
    }

    private static func apply(_ write: StateWrite, to state: inout State) throws {
        func index(_ id: UUID) throws -> Int {
            guard let index = state.habits.firstIndex(where: { $0.id == id }) else {
                throw StoreError.habitNotFound(id: id.text)
            }
            return index
        }
        switch write {
        case .insertHabit(let habit):
            _ = try HabitDraft(habit: habit).validated(against: state.habits)
            state.habits.append(habit)
        case .deleteHabit(let id):
            state.habits.removeAll { $0.id == id }
            state.logs.removeAll { $0.habitID == id }
            state.restDays.removeAll { $0.habitID == id }
        case .setActive(let id, let isActive):
            state.habits[try index(id)].isActive = isActive
        case .restoreFields(let id, let fields):
            let at = try index(id), habit = state.habits[at]
            var draft = HabitDraft(habit: habit)
            try draft.apply(fields, old: true)
            let valid = try draft.validated(against: state.habits, editing: id)
            state.habits[at] = valid.habit(
                id: id, displayOrder: habit.displayOrder, createdAt: habit.createdAt, isActive: habit.isActive)
        case .insertLog(let log): state.logs.append(log)
        case .deleteLog(let id): state.logs.removeAll { $0.id == id }
        case .insertRestDay(let rest): if !state.restDays.contains(rest) { state.restDays.append(rest) }
        case .deleteRestDay(let rest): state.restDays.removeAll { $0 == rest }
        }
    }
}
