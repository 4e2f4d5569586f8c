import Foundation
import RitualistCore
import RitualistStore

/// Writes a Loop backup as Loop's schema has it at a given version (`PRAGMA user_version`), for tests.
struct LoopBackupFixture {
    struct Habit {
        var id: Int
        var name: String
        var position = 0
        var type = 0
        var freqNum = 1
        var freqDen = 1
        var targetType = 0
        var targetValue = 0.0
        var unit = ""
        var archived = 0
        var description = ""
        var question = ""
        var reminder: (hour: Int, minute: Int, days: Int)?
    }

    struct Entry {
        var habit: Int
        var timestamp: Int
        var value = 2
        var notes: String?
    }

    var version = 25
    var habits: [Habit] = []
    var entries: [Entry] = []

    /// Milliseconds of `iso` at midnight UTC, as Loop stores a day.
    static func timestamp(_ iso: String) -> Int { Day(iso: iso)!.ordinal * 86_400_000 }

    /// The `Habits` table at `version`.
    static func habitsTable(version: Int) -> String {
        var columns = [
            "id INTEGER PRIMARY KEY AUTOINCREMENT", "archived INTEGER", "color INTEGER", "description TEXT",
            "freq_den INTEGER", "freq_num INTEGER", "highlight INTEGER", "name TEXT", "position INTEGER",
            "reminder_hour INTEGER", "reminder_min INTEGER", "reminder_days INTEGER NOT NULL DEFAULT 127",
        ]
        if version >= 16 { columns.append("type INTEGER NOT NULL DEFAULT 0") }
        if version >= 18 {
            columns += [
                "target_type INTEGER NOT NULL DEFAULT 0", "target_value REAL NOT NULL DEFAULT 0",
                "unit TEXT NOT NULL DEFAULT ''",
            ]
        }
        if version >= 23 { columns.append("question TEXT") }
        if version >= 24 { columns.append("uuid TEXT") }
        return "CREATE TABLE Habits (\(columns.joined(separator: ", ")))"
    }

    /// The `Repetitions` table at `version`.
    static func repetitionsTable(version: Int) -> String {
        var columns = [
            "id INTEGER PRIMARY KEY AUTOINCREMENT", "habit INTEGER REFERENCES Habits(id)", "timestamp INTEGER",
        ]
        if version >= 16 { columns.append("value INTEGER NOT NULL") }
        if version >= 25 { columns.append("notes TEXT") }
        return "CREATE TABLE Repetitions (\(columns.joined(separator: ", ")))"
    }

    /// Writes the backup to `path`; `schema` replaces the two tables' statements when given.
    func write(to path: String, schema: [String]? = nil) throws {
        // Foreign keys stay off, as SQLite leaves them: old backups hold entries of no habit.
        let queue = try SQLiteDatabase.open(path: path)
        try queue.inDatabase { db in try db.execute(sql: "PRAGMA journal_mode = DELETE") }
        try queue.write { db in
            for statement in schema ?? [Self.habitsTable(version: version), Self.repetitionsTable(version: version)] {
                try db.execute(sql: statement)
            }
            if version < 20 {
                try db.execute(sql: "CREATE TABLE Checkmarks (habit INTEGER, timestamp INTEGER, value INTEGER)")
            }
            for habit in habits { try insert(habit, db) }
            for entry in entries { try insert(entry, db) }
            try db.execute(sql: "PRAGMA user_version = \(version)")
        }
        try queue.close()
    }

    private func insert(_ habit: Habit, _ db: SQLiteDatabase) throws {
        var values: [String: (any SQLiteBindable)?] = [
            "id": habit.id, "name": habit.name, "position": habit.position, "freq_num": habit.freqNum,
            "freq_den": habit.freqDen, "archived": habit.archived, "color": 8, "highlight": 0,
            "description": version >= 23 ? habit.description : habit.question,
            "reminder_hour": habit.reminder?.hour, "reminder_min": habit.reminder?.minute,
            "reminder_days": habit.reminder?.days ?? 127,
        ]
        if version >= 16 { values["type"] = habit.type }
        if version >= 18 {
            (values["target_type"], values["target_value"], values["unit"]) = (
                habit.targetType, habit.targetValue, habit.unit
            )
        }
        if version >= 23 { values["question"] = habit.question }
        try insert(values, into: "Habits", db)
    }

    private func insert(_ entry: Entry, _ db: SQLiteDatabase) throws {
        var values: [String: (any SQLiteBindable)?] = ["habit": entry.habit, "timestamp": entry.timestamp]
        if version >= 16 { values["value"] = entry.value }
        if version >= 25 { values["notes"] = entry.notes }
        try insert(values, into: "Repetitions", db)
    }

    private func insert(_ values: [String: (any SQLiteBindable)?], into table: String, _ db: SQLiteDatabase) throws {
        let columns = values.keys.sorted()
        try db.execute(
            sql:
                "INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))",
            arguments: StatementArguments(columns.map { values[$0] ?? nil }))
    }
}
