import RitualistCore

extension SQLiteHabitStore {
    /// The day the user navigated to and when, or nil when the selection follows today.
    package func selection() throws -> DaySelection? {
        try read { db in
            guard let group else { return try Self.selection(db) }
            return try group.selection { try Self.selection(db) }
        }
    }

    /// Moves the selected date in one immediate transaction: `step` sees the stored selection and says
    /// what to keep, so two hotkeys pressed at once each move it one day.
    package func navigate(_ step: (DaySelection?) -> NavigationStep) throws -> NavigationStep {
        defer { group?.selectionChanged() }
        return try write { db in
            let result = step(try Self.selection(db))
            try db.cachedStatement(sql: "DELETE FROM selection").execute()
            if let stored = result.stored {
                try db.cachedStatement(sql: "INSERT INTO selection (id, day, chosenOn) VALUES (1, ?, ?)").execute(
                    arguments: [stored.day.ordinal, stored.chosenOn.ordinal])
            }
            return result
        }
    }

    private static func selection(_ db: SQLiteDatabase) throws -> DaySelection? {
        try db.cachedStatement(sql: "SELECT day, chosenOn FROM selection WHERE id = 1").firstRow { row in
            DaySelection(day: Day(ordinal: row["day"]), chosenOn: Day(ordinal: row["chosenOn"]))
        }
    }
}
