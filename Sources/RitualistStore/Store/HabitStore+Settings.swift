import GRDB
import RitualistCore

extension HabitStore {
    static let selectedDateKey = "widget.selectedDate"

    /// The date the user navigated to, or nil when the selection follows today.
    public func storedSelection() throws -> Day? {
        try setting(Self.selectedDateKey).flatMap(Day.init(iso:))
    }

    /// Stores the selection; nil makes it follow today again.
    public func storeSelection(_ day: Day?) throws {
        try setSetting(Self.selectedDateKey, day?.iso)
    }

    public func setting(_ key: String) throws -> String? {
        try read { db in try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [key]) }
    }

    /// Stores `value` under `key`; nil removes it.
    public func setSetting(_ key: String, _ value: String?) throws {
        try write { db in
            if let value {
                try db.execute(
                    sql: "INSERT INTO setting (key, value) VALUES (?, ?) "
                        + "ON CONFLICT(key) DO UPDATE SET value = excluded.value", arguments: [key, value])
            } else {
                try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [key])
            }
        }
    }
}

extension HabitStore {
    /// Moves the selected date in one immediate transaction: `step` sees the stored selection and says
    /// what to keep, so two hotkeys pressed at once each move it one day.
    public func navigate(_ step: (Day?) -> NavigationStep) throws -> NavigationStep {
        try write { db in
            let text = try String.fetchOne(
                db, sql: "SELECT value FROM setting WHERE key = ?",
                arguments: [Self.selectedDateKey])
            let result = step(text.flatMap(Day.init(iso:)))
            if let stored = result.stored {
                try db.execute(
                    sql: "INSERT INTO setting (key, value) VALUES (?, ?) "
                        + "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                    arguments: [Self.selectedDateKey, stored.iso])
            } else {
                try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [Self.selectedDateKey])
            }
            return result
        }
    }
}
