import Foundation
import RitualistCore

extension SQLiteHabitStore {
    /// Every habit in display order; archived ones only when `includeArchived`.
    package func habits(includeArchived: Bool) throws -> [Habit] {
        try read { db in
            let all = try group.map { group in try group.habits { try Self.habits(db) } } ?? habitsRead.habits(db)
            return includeArchived ? all : all.filter(\.isActive)
        }
    }

    /// Every habit, archived ones included, in display order: by `displayOrder`, then by name as SQLite's
    /// `ORDER BY displayOrder, name` orders them (the names' UTF-8 bytes). Sorted here: SQLite's sorter cost every
    /// read of the habits more than reading them.
    static func habits(_ db: SQLiteDatabase) throws -> [Habit] {
        var habits: [Habit] = []
        try db.cachedStatement(sql: habitsSQL).eachRow { habits.append(try Habit(columns: $0)) }
        habits.sort { first, second in
            first.displayOrder != second.displayOrder
                ? first.displayOrder < second.displayOrder
                : first.name.utf8.lexicographicallyPrecedes(second.name.utf8)
        }
        return habits
    }

    static let habitsSQL = "SELECT \(Habit.columns) FROM habit"

    static func habit(_ db: SQLiteDatabase, id: UUID) throws -> Habit? {
        try db.cachedStatement(sql: "SELECT \(Habit.columns) FROM habit WHERE id = ?").firstRow(
            binding: id.text, make: Habit.init(columns:))
    }

    package func habit(id: UUID) throws -> Habit? {
        try read { db in try habit(db, id: id) }
    }

    /// The habit with `id`, from the group's copy of the habits when this store works in a group.
    func habit(_ db: SQLiteDatabase, id: UUID) throws -> Habit? {
        guard let group else { return try Self.habit(db, id: id) }
        return try group.habits { try Self.habits(db) }.first { $0.id == id }
    }

    package func habit(named name: String) throws -> Habit? {
        let key = name.lowercased()
        return try read { db in
            guard let group else {
                return try db.cachedStatement(sql: "SELECT \(Habit.columns) FROM habit WHERE nameKey = ?").firstRow(
                    binding: key, make: Habit.init(columns:))
            }
            return try group.habits { try Self.habits(db) }.first { $0.name.lowercased() == key }
        }
    }

    /// Validates `draft` against the stored habits and adds it last in display order.
    package func addHabit(_ draft: HabitDraft, id: UUID, createdAt: Date) throws -> Habit {
        try writeHabits { db in
            let existing = try Self.habits(db)
            let valid = try draft.validated(against: existing)
            // Another program may have written any order into the file: the last one saturates, never traps.
            let last = existing.map(\.displayOrder).max() ?? -1
            let order = last < Int.max ? last + 1 : last
            let habit = valid.habit(id: id, displayOrder: order, createdAt: createdAt)
            // The habits once created with its name, which a pull must not join it to.
            let namesakes = try HabitAliases.namesakes(of: habit, db)
            try db.execute(
                sql: Self.insertHabit,
                arguments: habit.arguments)
            try ChangeLogTable.record(stamp, db) { $0.habitAdded(habit, namesakes: namesakes) }
            return habit
        }
    }

    /// Applies `change` to the habit's fields, validates the result against the other habits, and saves it.
    package func updateHabit(id: UUID, _ change: (inout HabitDraft) throws -> Void) throws -> Habit {
        try writeHabits { db in
            guard var habit = try Self.habit(db, id: id) else { throw StoreError.habitNotFound(id: id.text) }
            let old = habit
            var draft = HabitDraft(habit: habit)
            try change(&draft)
            let valid = try draft.validated(against: try Self.habits(db), editing: id)
            habit.apply(valid)
            try Self.save(habit, db)
            try ChangeLogTable.record(stamp, db) { $0.habitEdited(from: old, to: habit) }
            return habit
        }
    }

    /// Archives (`false`) or restores (`true`) a habit.
    package func setActive(id: UUID, _ isActive: Bool) throws -> Habit {
        try writeHabits { db in
            guard var habit = try Self.habit(db, id: id) else { throw StoreError.habitNotFound(id: id.text) }
            let old = habit
            habit.isActive = isActive
            try Self.save(habit, db)
            try ChangeLogTable.record(stamp, db) { $0.habitActivity(from: old, to: isActive) }
            return habit
        }
    }

    /// Deletes a habit with its logs and rest days.
    package func removeHabit(id: UUID) throws {
        try writeHabits { db in
            guard let habit = try Self.habit(db, id: id) else { throw StoreError.habitNotFound(id: id.text) }
            let logs = try db.makeStatement(
                sql: "SELECT \(HabitLog.columns) FROM log WHERE habitId = ? ORDER BY day, loggedAt"
            ).rows(arguments: [id.text], HabitLog.init(row:))
            let restDays = try Self.restDays(db).filter { $0.habitID == id }
            try HeldHistory.holdAll(of: id, db)
            try db.execute(sql: "DELETE FROM habit WHERE id = ?", arguments: [id.text])
            try ChangeLogTable.record(stamp, db) { $0.habitRemoved(habit, logs: logs, restDays: restDays) }
        }
    }

    /// Inserts a habit row from `Habit.arguments`.
    static let insertHabit =
        "INSERT INTO habit (id, name, nameKey, emoji, kind, unit, dailyTarget, schedule, startDay, endDay, "
        + "isActive, displayOrder, category, createdAt, targetDirection) "
        + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"

    static func save(_ habit: Habit, _ db: SQLiteDatabase) throws {
        try db.execute(
            sql: """
                UPDATE habit SET name = ?2, nameKey = ?3, emoji = ?4, kind = ?5, unit = ?6, dailyTarget = ?7,
                    schedule = ?8, startDay = ?9, endDay = ?10, isActive = ?11, displayOrder = ?12, category = ?13,
                    createdAt = ?14, targetDirection = ?15
                WHERE id = ?1
                """, arguments: habit.arguments)
    }
}

extension Habit {
    mutating func apply(_ draft: HabitDraft) {
        name = draft.name
        emoji = draft.emoji
        kind = draft.kind
        unit = draft.unit
        dailyTarget = draft.dailyTarget
        targetDirection = draft.targetDirection
        schedule = draft.schedule
        startDate = draft.startDate
        endDate = draft.endDate
        category = draft.category
    }
}
